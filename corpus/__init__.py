"""Build-time tooling for the labelled skill corpus under ``datasets/``.

Modules, one concern each:

- :mod:`corpus.sources`      read and validate the hand-written ``datasets/sources/*.yaml``
- :mod:`corpus.skillfiles`   read/write skill folders and edit SKILL.md / scripts as text
- :mod:`corpus.recipes`      documented poisoning recipes (one function per attack)
- :mod:`corpus.generator`    the seeded poisoning generator (function + CLI)
- :mod:`corpus.derive`       incomplete variants derived from complete skills
- :mod:`corpus.relevance`    relevance pairs (authored tasks + constructed poor matches)
- :mod:`corpus.splits`       group-hash stratified splits and the leakage check
- :mod:`corpus.labels_schema` the label record schema checker
- :mod:`corpus.build`        orchestrates everything and writes labels
- :mod:`corpus.manifest`     sha256 manifest, dataset version and the check
- :mod:`corpus.datasheet`    the generated ``datasets/README.md``
- :mod:`corpus.export`       Hugging Face ``datasets`` export (JSONL + Parquet)

Nothing here executes skill content: skill files are read and written as text only.
"""
