"""The threat finding record shared by all detectors, and small text helpers."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal, NamedTuple

from .literal_scan import line_index

SEVERITY_ORDER: dict[str, int] = {"critical": 0, "high": 1, "moderate": 2, "low": 3}
EVIDENCE_LIMIT = 200
HIDDEN_IN_COMMENT = "(hidden in an HTML comment)"
"""Ends the description of a prose finding whose text sits in an HTML comment."""
INSIDE_ENCODED_BLOB = "inside encoded blob: "
"""Starts the description of a finding in text decoded from an encoded blob."""

Placement = Literal["", "html-comment", "encoded-blob", "run-hook"]
"""Where a finding's text sits when that matters to its weight: hidden from a reader (an
HTML comment, an encoded blob) or run by a tool on its own (an install hook, an npm
lifecycle script, an agent hook); '' for text in plain sight."""


class DataFlow(NamedTuple):
    """The data a flow finding is about, as the analysis traced it.

    ``kind`` is the data's label (``credential``, ``env-secret``, ``home``, ``remote`` ...),
    ``detail`` names it as the code does (``environment variable ACME_KEY``, ``~/.ssh``),
    ``line`` is the line reading it and ``calls`` the lines of the calls it went through.
    """

    kind: str
    detail: str
    line: int
    calls: tuple[int, ...] = ()

    @property
    def lines(self) -> frozenset[int]:
        """The lines the flow runs through, besides its sink."""
        return frozenset({self.line, *self.calls})


@dataclass(frozen=True)
class ThreatFinding:
    """One threat finding: AITech code, severity, location, evidence and a description."""

    aitech: str
    severity: str
    file: str
    line: int
    evidence: str
    description: str
    rule_id: str = ""
    flow: DataFlow | None = field(default=None, compare=False)
    """The data a flow finding sends or runs (lines of the file the finding is in); not
    part of the answer."""
    written_path: str = field(default="", compare=False)
    """The path a file-write finding writes, as the analysis folded it; not part of the answer."""
    placement: Placement = field(default="", compare=False)
    """Where the finding's text sits (see :data:`Placement`); kept when it is reworded."""

    def sort_key(self) -> tuple[int, str, int, str, str]:
        return (SEVERITY_ORDER[self.severity], self.file, self.line, self.aitech, self.description)

    def to_json(self) -> dict[str, Any]:
        """The finding in the threat grader's answer schema."""
        return {
            "severity": self.severity,
            "aitech": self.aitech,
            "file": self.file[:300],
            "line": max(self.line, 0),
            "evidence": trim(self.evidence, EVIDENCE_LIMIT),
            "description": trim(
                f"[{self.rule_id}] {self.description}" if self.rule_id else self.description, 500
            ),
        }


def reworded(finding: ThreatFinding, description: str, **changes: Any) -> ThreatFinding:
    """``finding`` described anew (moved into a context, lowered, declared): the flow
    and path it carried belong to the first reading and are dropped.

    >>> home = DataFlow("home", "~/.x", 2)
    >>> flow = ThreatFinding("8.2", "moderate", "a.py", 3, "", "sent", "", home)
    >>> reworded(flow, "hook: sent", line=9).flow is None
    True
    """
    return replace(finding, description=description, flow=None, written_path="", **changes)


def trim(text: str, limit: int) -> str:
    """Collapse whitespace and cut to ``limit`` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def full_line(text: str, lineno: int) -> str:
    """The 1-based line ``lineno`` of ``text`` untrimmed ('' when out of range): evidence
    is cut, a URL may sit past the cut.

    >>> full_line("a\\nb c", 2), full_line("a", 5)
    ('b c', '')
    """
    lines = line_index(text).lines
    return lines[lineno - 1] if 1 <= lineno <= len(lines) else ""


def line_at(lines: list[str], lineno: int) -> str:
    """The 1-based line ``lineno`` trimmed for use as evidence ('' when out of range)."""
    if 1 <= lineno <= len(lines):
        return trim(lines[lineno - 1].strip(), EVIDENCE_LIMIT)
    return ""


def line_of_offset(text: str, offset: int) -> int:
    """1-based line number of a character offset."""
    return text.count("\n", 0, offset) + 1


def line_finding(
    path: str,
    lines: list[str],
    number: int,
    aitech: str,
    severity: str,
    description: str,
    rule_id: str = "",
    placement: Placement = "",
) -> ThreatFinding:
    """A finding at line ``number`` (1-based) of ``lines``, with that line as evidence."""
    return ThreatFinding(
        aitech,
        severity,
        path,
        number,
        line_at(lines, number),
        description,
        rule_id,
        placement=placement,
    )


def finding_at(
    path: str,
    text: str,
    offset: int,
    aitech: str,
    severity: str,
    description: str,
    rule_id: str = "",
) -> ThreatFinding:
    """A finding on the line of ``text`` that holds character ``offset``, that line as evidence.

    >>> finding_at("run.sh", "set -e\\ncurl x | sh", 9, "9.1", "high", "pipes to a shell").line
    2
    """
    lines = line_index(text).lines
    number = line_of_offset(text, offset)
    return line_finding(path, lines, number, aitech, severity, description, rule_id)


def dedupe(findings: list[ThreatFinding]) -> list[ThreatFinding]:
    """Keep the most severe finding per (code, file, line), sorted deterministically."""
    best: dict[tuple[str, str, int], ThreatFinding] = {}
    for finding in sorted(findings, key=ThreatFinding.sort_key):
        best.setdefault((finding.aitech, finding.file, finding.line), finding)
    return sorted(best.values(), key=ThreatFinding.sort_key)
