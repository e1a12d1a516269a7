"""Findings and capabilities of one analysed file, as the judge reports them."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..capabilities import Capability
from ..findings import DataFlow, ThreatFinding, line_at
from .staged_files import StagedFiles
from .taint import FunctionSummary


@dataclass(frozen=True)
class Flag:
    """A finding before it is placed in a file: AITech code, severity, text, rule id."""

    aitech: str
    severity: str
    description: str
    rule_id: str = ""
    flow: DataFlow | None = None
    """The data a flow finding sends or runs (see :class:`ThreatFinding`)."""
    written_path: str = ""
    """The path a file-write finding writes (see :class:`ThreatFinding`)."""


@dataclass(frozen=True)
class SignedSend:
    """A secret that signs a request in (its label's detail), where the request goes (the
    address folded to text) and the line that sends it."""

    secret: str
    destination: str
    line: int


@dataclass
class FlowReport:
    """Findings and capabilities of one file."""

    findings: list[ThreatFinding]
    capabilities: list[Capability]
    parsed: bool
    note: str = ""
    summaries: dict[str, FunctionSummary] = field(default_factory=dict)
    sibling_calls: frozenset[tuple[str, str]] = frozenset()
    """(module stem, function) of every dotted call the analysis looked up in sibling
    modules' summaries, hit or not."""
    staged: StagedFiles | None = None
    """Secrets the file wrote to constant paths and the paths it read back."""
    signed_sends: tuple[SignedSend, ...] = ()
    """Every request the file signs in with a secret, at an address that folds to text."""


class Recorder:
    """Collects findings and capabilities of one file while ``recording`` is on.

    The engines walk a file more than once (to learn function summaries first); what is
    reported comes from one walk only (the last, or the first when the others would
    repeat it).
    """

    def __init__(self, path: str, text: str) -> None:
        self.path = path
        self.text = text
        self.lines = text.splitlines()
        self.findings: list[ThreatFinding] = []
        self.capabilities: list[Capability] = []
        self.signed_sends: list[SignedSend] = []
        self.recording = False

    def _finding(
        self,
        aitech: str,
        severity: str,
        line: int,
        description: str,
        rule_id: str = "",
        flow: DataFlow | None = None,
        written_path: str = "",
    ) -> None:
        if self.recording:
            self.findings.append(
                ThreatFinding(
                    aitech,
                    severity,
                    self.path,
                    line,
                    line_at(self.lines, line),
                    description,
                    rule_id,
                    flow,
                    written_path,
                )
            )

    def _flag(self, flag: Flag, line: int) -> None:
        self._finding(
            flag.aitech,
            flag.severity,
            line,
            flag.description,
            flag.rule_id,
            flag.flow,
            flag.written_path,
        )

    def _signed_send(self, secret: str, destination: str, line: int) -> None:
        if self.recording and destination:
            self.signed_sends.append(SignedSend(secret, destination, line))

    def _capability(self, kind: str, line: int, detail: str) -> None:
        if self.recording:
            self.capabilities.append(
                Capability(kind, self.path, line, line_at(self.lines, line), detail)
            )
