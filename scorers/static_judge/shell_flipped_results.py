"""Falsified results in shell (AITech 15.1): a failure signal reset to success.

The family: a test or release gate that runs the check, sees it fail, and then sets the
exit code or the failure count back to zero so the rest of the script reports a pass
(``if [ "$RC" -ne 0 ]; then RC=0; fi``). Resetting on one specific code (``-eq 5``: no tests
collected) or retrying the check before reading it again are the benign forms and are
left alone.

>>> gate = 'if [ "$RC" -ne 0 ] || [ "$FAILED" != "0" ]; then\\n  echo quarantined\\n  RC=0\\nfi'
>>> [(f.line, f.rule_id) for f in flipped_exit_findings("gate.sh", gate)]
[(3, 'code.flipped-result')]
>>> flipped_exit_findings("gate.sh", 'if [ "$rc" -eq 5 ]; then\\n  rc=0\\nfi')
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding

RULE_ID = "code.flipped-result"
_RESULT_NAME = (
    r"(?:rc|ret|retval|ret_?code|status|exit_?code|exit_?status|result|errors?|errs|\w*fail\w*)"
)
"""A variable that holds whether, or how often, a check failed."""
_FAILED_TEST = re.compile(
    rf"\$\{{?({_RESULT_NAME})\}}?\"?\s*(?:-ne|-gt|!=)\s*\"?0\"?(?=[\s\]\)])"
    rf"|\(\(\s*\$?({_RESULT_NAME})\s*(?:!=|>)\s*0\s*\)\)",
    re.IGNORECASE,
)
"""A test that the result variable records any failure: ``"$RC" -ne 0``, ``(( fails > 0 ))``."""
_BODY_LINES = 12
_ENDS_BLOCK = re.compile(r"^\s*(?:fi|else|elif)\b")
_LEAVES = re.compile(r"^\s*(?:exit|return)\b")


def _tested_names(line: str) -> set[str]:
    return {next(name for name in match.groups() if name) for match in _FAILED_TEST.finditer(line)}


def _reset_line(lines: list[str], start: int, names: set[str]) -> int | None:
    """The 1-based line after ``start`` that sets one of ``names`` to 0 before the block ends."""
    reset = re.compile(rf"^\s*(?:{'|'.join(map(re.escape, names))})=[\"']?0[\"']?\s*(?:;|$|#)")
    for offset, line in enumerate(lines[start : start + _BODY_LINES], start + 1):
        if _ENDS_BLOCK.match(line) or _LEAVES.match(line):
            return None
        if reset.match(line):
            return offset
    return None


def flipped_exit_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding where a shell script zeroes the failure it has just tested for."""
    if "0" not in text or not re.search(r"\bthen\b|&&", text):
        return []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        names = _tested_names(line)
        if not names:
            continue
        one_line = re.search(
            rf"(?:\bthen|&&)\s*(?:{'|'.join(map(re.escape, names))})=[\"']?0[\"']?\s*(?:;|$|#)",
            line,
        )
        reset = number if one_line else None
        if reset is None and re.search(r"\bthen\s*$", line):
            reset = _reset_line(lines, number, names)
        if reset is not None:
            return [
                line_finding(
                    path,
                    lines,
                    reset,
                    "15.1",
                    "high",
                    "sets the failure it has just tested for back to zero: the check is reported "
                    "as passed when it failed",
                    RULE_ID,
                )
            ]
    return []
