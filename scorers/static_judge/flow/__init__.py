"""Source-to-sink data flow for scripts of a skill package (the scripts never run).

- :mod:`.taint` — the labels a value carries and the sink sites they can reach;
- :mod:`.sources` — which constants and environment reads are sensitive (any language);
- :mod:`.policy` — which label reaching which sink is which finding (any language);
- :mod:`.recorder` — findings and capabilities of one file, as the judge reports them;
- :mod:`.decoding` — decoding constant payloads the way a script would;
- Python: :mod:`.python_names`, :mod:`.python_sinks`, :mod:`.python_sources`,
  :mod:`.python_fold`, :mod:`.python_checks`, :mod:`.file_effects` and the propagation
  engine :mod:`.python_engine`;
- JavaScript/TypeScript: :mod:`.js_parse` and the propagation engine :mod:`.js_engine`.
"""
