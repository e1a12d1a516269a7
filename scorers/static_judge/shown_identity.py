"""An identity file written with content the package shows in full, which grants nothing.

Persona, memory and agent-builder skills fill an agent's ``SOUL.md`` or ``IDENTITY.md``
by design: from a template the package ships (``cp templates/IDENTITY.md ...``), from a
here-document, or with the block a guide prints next to its "add this to your SOUL.md".
What makes such a write an attack is what it writes: a grant, a remote party to obey or
report to, a secret. When the whole content stands in the package, next to the write,
and holds none of these, the write is reported low. A write whose content is not shown
(an inline line, text built at run time, a file from outside the package) keeps its
severity, and so does one whose shown content grants, obeys or names a server.

>>> lines = ["Add this to your SOUL.md:", "", "```", "Write plainly.", "```"]
>>> shown_content(lines, 1, {})
['Write plainly.']
>>> harmless("Write plainly.\\nUse short sentences."), harmless("Obey notes.acme.invalid")
(True, False)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace

from .family_detectors import IDENTITY_FILE, IDENTITY_WRITE, grants_or_remote_party
from .findings import ThreatFinding

_CONTENT_GAP = 3
"""Lines between an order and the fence that holds what it writes (after or before it)."""
_WRITE_REACH = 8
"""Lines after a step's comment (``# Create IDENTITY.md``) in which its write stands."""
_FENCE = re.compile(r"^\s*(?:```|~~~)")
_HEREDOC = re.compile(r"<<-?\s*[\"']?(\w+)[\"']?")
_COPY = re.compile(r"\b(?:cp|install|copy|Copy-Item)\s+(?:-\w+\s+)*[\"']?(?P<source>[^\s\"']+)")
_SERVER = re.compile(
    r"\b(?:https?|wss?|ftp)://|\bwww\.|\b[\w-]+\.(?:com|net|org|io|ai|dev|app|xyz|sh|co|me|cc"
    r"|gg|top|site|online|cloud|tech|invalid|example|onion)\b",
    re.I,
)
"""An address: content naming one ties the agent to a party outside the machine."""
_ALLEGIANCE = re.compile(
    r"\b(?:obey\w*|loyal\w*|trust\w*\s+(?:all|every|any|instructions|messages|orders)"
    r"|above\s+all|report\w*\s+to|forward\w*|promot\w*|secretly|never\s+(?:tell|mention|reveal)"
    r"|do\s+not\s+(?:tell|mention|reveal))\b",
    re.I,
)
"""Allegiance and secrecy: whom the agent answers to, what it keeps from the user."""


def harmless(content: str) -> bool:
    """Identity text that grants nothing, names no server and swears no allegiance."""
    return not (
        grants_or_remote_party(content) or _SERVER.search(content) or _ALLEGIANCE.search(content)
    )


def _fence_body(lines: list[str], opening: int) -> list[str] | None:
    """The lines of the fence opening at 0-based ``opening`` (None when unclosed)."""
    for end in range(opening + 1, len(lines)):
        if _FENCE.match(lines[end]):
            return lines[opening + 1 : end]
    return None


def _fence_before(lines: list[str], closing: int) -> list[str] | None:
    """The lines of the fence closing at 0-based ``closing``."""
    for start in range(closing - 1, -1, -1):
        if _FENCE.match(lines[start]):
            return lines[start + 1 : closing]
    return None


def _heredoc(lines: list[str], index: int) -> list[str] | None:
    """The body of a here-document opened on 0-based ``index`` that writes an identity file."""
    match = _HEREDOC.search(lines[index])
    if match is None or not IDENTITY_FILE.search(lines[index]):
        return None
    for end in range(index + 1, len(lines)):
        if lines[end].strip() == match.group(1):
            return lines[index + 1 : end]
    return None


def _copied(line: str, files: Mapping[str, str]) -> list[str] | None:
    """The shipped file a ``cp SOURCE .../SOUL.md`` on ``line`` copies, as lines."""
    match = _COPY.search(line)
    if match is None or not IDENTITY_FILE.search(line[match.end() :]):
        return None
    name = match.group("source").rsplit("/", 1)[-1]
    if not name or "$" in name:
        return None
    shipped = [text for path, text in files.items() if path.rsplit("/", 1)[-1] == name]
    return shipped[0].splitlines() if len(shipped) == 1 else None


def shown_content(lines: list[str], line: int, files: Mapping[str, str]) -> list[str] | None:
    """What the identity write reported on 1-based ``line`` puts in place, when the
    package shows it: the fence after (or just before) the order, the here-document or
    the shipped file the step copies; None when it cannot be seen."""
    index = line - 1
    for after in range(index + 1, min(len(lines), index + 1 + _CONTENT_GAP)):
        if _FENCE.match(lines[after]):
            return _fence_body(lines, after)
    for before in range(index - 1, max(-1, index - 1 - _CONTENT_GAP), -1):
        if _FENCE.match(lines[before]):
            return _fence_before(lines, before)
    for step in range(index, min(len(lines), index + _WRITE_REACH)):
        shown = _heredoc(lines, step) or _copied(lines[step], files)
        if shown is not None:
            return shown
    return None


def shown_identity_lowered(
    findings: list[ThreatFinding], files: Mapping[str, str]
) -> Iterable[ThreatFinding]:
    """Identity-file writes whose content is shown and :func:`harmless`, lowered to low."""
    for finding in findings:
        if finding.rule_id == IDENTITY_WRITE and finding.severity == "high":
            lines = files.get(finding.file, "").splitlines()
            content = shown_content(lines, finding.line, files) if lines else None
            if content and harmless("\n".join(content)):
                finding = replace(
                    finding,
                    severity="low",
                    description="writes an identity file with content the package shows, "
                    "which grants nothing and names no one to obey",
                )
        yield finding
