"""JavaScript that builds the name of a code-running function out of string pieces.

``window['ev' + 'al']``, ``global['Fun' + 'ction']``, ``require('child_' + 'process')``
and ``['e', 'v', 'a', 'l'].join('')`` reach ``eval``, the ``Function`` constructor or the
process API without the name ever appearing whole: the only reason to split a constant
name is to keep it from a reader or a scanner (``js-split-name``).

>>> [f.rule_id for f in split_names("index.js", "const f = window['ev' + 'al'];")]
['js-split-name']
>>> split_names("index.js", "const label = row['first' + 'Name'];")
[]
"""

from __future__ import annotations

import re

from .code_comments import is_comment_line
from .findings import ThreatFinding, line_finding, line_of_offset
from .literal_scan import line_index

RULE_ID = "js-split-name"
_STRING = r"(?:'[^'\n\\]*'|\"[^\"\n\\]*\"|`[^`\n\\$]*`)"
_CONCAT = rf"{_STRING}(?:\s*\+\s*{_STRING})+"
_BUILT_NAME = re.compile(
    rf"(?:[\w$\])]\s*\[\s*(?P<key>{_CONCAT})\s*\]"
    rf"|\b(?:require|import)\s*\(\s*(?P<module>{_CONCAT})\s*\)"
    rf"|\[\s*(?P<parts>{_STRING}(?:\s*,\s*{_STRING}){{2,}})\s*\]\s*\.\s*join\(\s*(?:''|\"\"|``)\s*\))"
)
_PIECE = re.compile(_STRING)
_CODE_RUNNERS = frozenset(
    {
        "eval",
        "Function",
        "constructor",
        "execSync",
        "exec",
        "execFile",
        "execFileSync",
        "spawn",
        "spawnSync",
        "fork",
        "require",
        "child_process",
        "node:child_process",
        "vm",
        "runInNewContext",
        "runInThisContext",
        "setTimeout",
        "setInterval",
    }
)
_MODULES = frozenset({"child_process", "node:child_process", "vm", "node:vm", "net", "dgram"})


def _folded(pieces: str) -> str:
    return "".join(m.group(0)[1:-1] for m in _PIECE.finditer(pieces))


def split_names(path: str, text: str) -> list[ThreatFinding]:
    """A code-running name assembled from string pieces, once per file."""
    if "+" not in text and ".join" not in text:
        return []
    for match in _BUILT_NAME.finditer(text):
        if match.group("module"):
            name, known = _folded(match.group("module")), _MODULES
        else:
            name, known = _folded(match.group("key") or match.group("parts")), _CODE_RUNNERS
        if name in known:
            lines = line_index(text).lines
            number = line_of_offset(text, match.start())
            if is_comment_line(lines[number - 1]):
                continue  # a comment that names the trick (a scanner's documentation)
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "9.2",
                    "high",
                    f"builds the name {name!r} from string pieces to reach it unseen",
                    RULE_ID,
                )
            ]
    return []
