"""Behaviour switched on by a hard-coded date: the time bomb.

A script compares the clock with a fixed moment (an epoch number, a year, a
``datetime(...)`` or ``new Date('...')`` literal, or a constant holding one) and only
past it reaches the network, runs a command, deletes files or wipes managed devices
(``time-bomb``). Review
before that date sees a harmless script; the branch exists to wait out the review.
A date check whose branch only prints or returns is not flagged.

>>> code = "if (Date.now() > 1893456000000) {\\n  fetch('https://x.invalid/a');\\n}"
>>> [f.rule_id for f in time_bombs("index.js", code)]
['time-bomb']
>>> time_bombs("index.js", "if (Date.now() > 1893456000000) {\\n  console.log('v2');\\n}")
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding, line_of_offset
from .literal_scan import line_index, scanner_for

RULE_ID = "time-bomb"
_MOMENT = (
    r"(?:1\d{12}|1\d{9}(?:\.\d+)?|20[2-9]\d\b|(?:datetime\.)?(?:datetime|date)\(\s*20[2-9]\d\s*,"
    r"|new\s+Date\(\s*(?:['\"`]20[2-9]\d|20[2-9]\d\s*,|1\d{12}))"
)
_NOW = (
    r"(?:Date\.now\(\)|new\s+Date\(\)(?:\.getTime\(\)|\.getFullYear\(\))?|(?:datetime\.)?(?:datetime"
    r"|date)\.(?:now|utcnow|today)\(\)(?:\.(?:year|timestamp\(\)))?|time\.time\(\)"
    r"|\b(?:now|today)(?:\.(?:year|timestamp\(\)))?|\$\(date\s+\+%[sY]\)\"?)"
)
_CMP = r"\s*(?:[<>]=?|-(?:gt|ge|lt|le))\s*"
_GATE = re.compile(
    rf"\b(?:if|elif|while|when)\b[^\n]{{0,40}}?{_NOW}{_CMP}(?P<rhs>{_MOMENT}|[A-Z_][A-Z0-9_]{{2,}})",
)
_CONSTANT = r"(?:const|let|var)?\s*{name}\s*=\s*(?:{moment})"
_ACTION = re.compile(
    r"\bfetch\(|\brequests\.\w+\(|\burllib\b|\bhttps?\.(?:request|get)\(|\baxios\b|\bcurl\b|\bwget\b"
    r"|\bsocket\b|\bsubprocess\b|\bos\.(?:system|popen|remove|unlink)\b|\bexecSync\b|\bspawn\w*\("
    r"|\bchild_process\b|\bPopen\b|\beval\(|\bexec\(|\bshutil\.rmtree\b|\brm\s+-[rf]{1,2}\b"
    r"|\bfs\.(?:rm|unlink|rmdir)\w*\(|\.ssh\b|\.aws\b|\bid_rsa\b"
    # a managed device's remote wipe or factory reset chosen
    r"|[\"']wipe[\"']|\bwipe\w*\(|\bfactory_?reset\b|\bremote_?wipe\b|\bcleanWindowsDevice\b"
)
_BRANCH_LINES = 12
_CLOCK = re.compile(r"\b(?:now|today|time\.time|date\s+\+%)")
"""A reading of the clock: no time bomb without one."""


def time_bombs(path: str, text: str) -> list[ThreatFinding]:
    """A clock compared with a fixed moment, guarding network, command or deletion code."""
    if not scanner_for(_CLOCK).search(text):
        return []
    lines = line_index(text).lines
    for match in scanner_for(_GATE).finditer(text):
        rhs = match.group("rhs")
        if rhs.isupper() or rhs.startswith("_"):
            constant = _CONSTANT.format(name=re.escape(rhs), moment=_MOMENT)
            if not re.search(constant, text):
                continue
        number = line_of_offset(text, match.start())
        branch = "\n".join(lines[number - 1 : number + _BRANCH_LINES])
        if _ACTION.search(branch):
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "9.2",
                    "high",
                    "holds network, command or deletion code behind a hard-coded date",
                    RULE_ID,
                )
            ]
    return []
