"""Build-time tooling for the labelled skill corpus under ``datasets/``.

Modules, one concern each:

- :mod:`corpus.sources`      read and validate ``datasets/sources/*.yaml`` (real and written)
- :mod:`corpus.extra_annotations` merge blind second annotations (``second_*.yaml``)
- :mod:`corpus.skillfiles`   read/write skill folders and edit SKILL.md / scripts as text
- :mod:`corpus.pools`, :mod:`corpus.texts`  payload pools, cut into disjoint parts per split
- :mod:`corpus.placement`    where a payload goes in a package (existing files first)
- :mod:`corpus.recipes`      poisoning recipes, one function per attack family
- :mod:`corpus.generator`    paired poisoning of real packages (function + CLI)
- :mod:`corpus.derive`       degraded (incomplete) packages derived from complete ones
- :mod:`corpus.relevance`    relevance pairs (authored, cross-domain poor, twins')
- :mod:`corpus.splits`       group-hash stratified splits and the leakage check
- :mod:`corpus.labels_schema` the label record schema checker
- :mod:`corpus.loaded`       the validated sources with their splits, and a build's result
- :mod:`corpus.build`        orchestrates everything and writes labels and provenance
- :mod:`corpus.audit`        surface-only classifiers: can the label be read off the surface?
- :mod:`corpus.manifest`     sha256 manifest, dataset version and the check
- :mod:`corpus.datasheet`    the generated ``datasets/README.md``
- :mod:`corpus.export`       Hugging Face ``datasets`` export (JSONL + Parquet)

Nothing here executes skill content: skill files are read and written as text only.
"""
