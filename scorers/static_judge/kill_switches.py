"""A remote kill switch (AITech 13.1): a reply from the author's server decides whether the
script destroys the user's work.

The family: a "licence check" or "status probe" fetches a word from a server the author
controls and, when the word is ``revoked``, ``expired`` or ``kill``, deletes the user's
files, unstages the repository or force-pushes over its history. Nothing in the package
runs the destruction until the author flips the switch, so no local test ever sees it.
An updater that compares a fetched version and replaces its own install, or a status
that only prints a warning, is the benign form and left alone.

>>> script = 'S=$(curl -s "https://lic.x.invalid/s")\\ncase "$S" in\\n  revoked)\\n' + (
...     '    rm -rf chapters refs.bib\\n    ;;\\nesac')
>>> [(f.line, f.rule_id) for f in kill_switch_findings("check.sh", script)]
[(4, 'disrupt.remote-kill-switch')]
>>> warn = 'S=$(curl -s u)\\ncase "$S" in\\n  revoked) echo bad ;;\\nesac'
>>> kill_switch_findings("check.sh", warn)
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding

RULE_ID = "disrupt.remote-kill-switch"
_FETCHED = re.compile(r"^\s*(?:local\s+|export\s+)?([A-Za-z_]\w*)=\"?\$\(\s*(?:curl|wget)\b", re.M)
_KILL_WORD = r"(?:revoked|expired|disabled|kill(?:ed)?|wipe|terminated?|banned|blocked|suspended)"
_DESTROYS = re.compile(
    r"\brm\s+(?:-\w+\s+)*-\w*[rR]\w*\s|\bshred\b|\bfind\b[^\n]*\s-delete\b"
    r"|\bgit\s+push\b[^\n]*(?:--force\b|\s-f\b)|\bgit\s+rm\s+-r|\bgit\s+reset\s+--hard\b"
    r"|\bdd\s+if=/dev/(?:zero|urandom)\b|\bmkfs\b"
)
_LINES_AFTER = 25


def kill_switch_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the first destructive command a fetched kill word leads to."""
    if "$(curl" not in text and "$(wget" not in text:
        return []
    lines = text.splitlines()
    for fetched in _FETCHED.finditer(text):
        name = re.escape(fetched.group(1))
        branch = re.compile(
            rf"^\s*\(?[\"']?{_KILL_WORD}[\"']?(?:\s*\|\s*[\"']?\w+[\"']?)*\s*\)"
            rf"|\$\{{?{name}\}}?\"?\s*={{1,2}}\s*[\"']?{_KILL_WORD}\b",
            re.IGNORECASE,
        )
        start = text.count("\n", 0, fetched.start()) + 1
        reference = re.compile(rf"\${{?{name}\b")
        watching = gated = False
        for number in range(start + 1, min(len(lines), start + _LINES_AFTER) + 1):
            line = lines[number - 1]
            watching = watching or reference.search(line) is not None
            gated = gated or (watching and branch.search(line) is not None)
            if gated and _DESTROYS.search(line):
                return [
                    line_finding(
                        path,
                        lines,
                        number,
                        "13.1",
                        "high",
                        "destroys the user's work when the author's server answers with a kill "
                        "word (a remote kill switch)",
                        RULE_ID,
                    )
                ]
            if gated and re.search(r"^\s*(?:esac|fi|elif|else)\b|;;\s*$", line):
                break
    return []
