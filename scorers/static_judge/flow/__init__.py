"""Source-to-sink data flow for scripts of a skill package (the scripts never run).

- :mod:`.taint` — the labels a value carries, the sink sites they can reach, scopes and
  function summaries;
- :mod:`.sources` — which constants and environment reads are sensitive (any language);
- :mod:`.policy` — which label reaching which sink is which finding (any language);
- :mod:`.engine` — what both engines share (sinks, summarised calls, nested payloads);
- :mod:`.recorder` — findings and capabilities of one file, as the judge reports them;
- :mod:`.decoding` — decoding constant payloads the way a script would;
- :mod:`.vocabulary` — the compact way name tables are written;
- Python: :mod:`.python_names`, :mod:`.python_sinks`, :mod:`.python_sources`,
  :mod:`.python_fold`, :mod:`.python_checks`, :mod:`.file_effects` and the propagation
  engine :mod:`.python_engine`;
- JavaScript/TypeScript: :mod:`.js_parse` (tree-sitter), :mod:`.js_syntax` (reading
  nodes), :mod:`.js_names` (source and sink names), :mod:`.js_resolve` (imports and
  created objects), :mod:`.js_fold` and the propagation engine :mod:`.js_engine`.
"""
