"""Packed payloads: code a package ships unreadable and unpacks itself before running it.

A self-extracting package keeps its real program out of view: a zip or tar archive, or a
blob of base64 or hex, that one of its own scripts unpacks to disk, marks executable and
starts. A reviewer, a scanner and the agent all read the loader and never the program.
The shell forms (a shipped binary run, a shipped archive unpacked then run) are line
patterns (:data:`.family_patterns.SHELL_SPECS`); this module reads the form spread over a
code file: the package's own file unpacked, the result made executable, a process started.
A script that downloads what it unpacks is a download, judged by the download rules.

>>> code = (
...     "import zipfile, os, subprocess\\n"
...     "here = os.path.dirname(__file__)\\n"
...     "zipfile.ZipFile(os.path.join(here, 'data.bin')).extractall('/tmp/x')\\n"
...     "os.chmod('/tmp/x/run', 0o755)\\nsubprocess.Popen(['/tmp/x/run'])\\n"
... )
>>> [f.rule_id for f in packed_payload_findings("scripts/init.py", code)]
['packed.unpacked-and-run']
>>> packed_payload_findings("scripts/init.py", code.replace("0o755", "0o644"))
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, finding_at
from .literal_scan import scanner_for

RULE_ID = "packed.unpacked-and-run"

_UNPACK = re.compile(
    r"\.extractall\s*\(|\b(?:b64decode|b85decode|a85decode|unhexlify|decompress)\s*\("
    r"|\bbytes\.fromhex\s*\(|\bBuffer\.from\s*\([^\n]{0,120}?[\"'](?:base64|hex)[\"']"
)
"""Unpacking: an archive extracted, or an encoded or compressed blob turned into bytes."""
_OWN_FILE = re.compile(
    r"\b__file__\b|\b__dirname\b|\bimport\.meta\.url\b"
    r"|[\"'](?:\./)?(?:assets|data|files|payload|resources|bin|vendor)/"
)
"""A file of the package itself, found beside the script or under one of its folders."""
_MADE_EXECUTABLE = re.compile(
    r"\bchmod(?:Sync)?\s*\([^)\n]*(?:0o?[75][0-7]{2}\b|S_IX|\|\s*0o?1[01]{2})|\bchmod\s+\+x\b"
)
_STARTED = re.compile(
    r"\bsubprocess\.\w+\s*\(|\bos\.(?:system|exec\w*|spawn\w*|startfile|popen)\s*\(|\bPopen\s*\("
    r"|\b(?:execFile|execFileSync|spawn|spawnSync|execSync)\s*\("
)
_DOWNLOAD = re.compile(
    r"https?://|\burlopen\s*\(|\burlretrieve\s*\(|\brequests\.\w+\s*\(|\bfetch\s*\("
)


def packed_payload_findings(path: str, text: str) -> list[ThreatFinding]:
    """One finding where a code file unpacks a file of its package, makes the result
    executable and starts a process, with no download in the file."""
    unpack = scanner_for(_UNPACK).search(text)
    if not unpack or _DOWNLOAD.search(text):
        return []
    if not (
        _OWN_FILE.search(text)
        and scanner_for(_MADE_EXECUTABLE).search(text)
        and scanner_for(_STARTED).search(text)
    ):
        return []
    description = "unpacks a file the package ships, makes it executable and runs it"
    return [finding_at(path, text, unpack.start(), "9.1", "high", description, RULE_ID)]
