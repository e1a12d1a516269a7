"""What the language engines share: sinks judged by the policy, calls of summarised
functions, and decoded payloads analysed one level deeper."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import replace
from typing import ClassVar

from .policy import NestedPayload, sink_flags
from .recorder import Recorder
from .staged_files import STAGED_RULE, StagedFiles, is_staged
from .taint import (
    AUTH_SECRET,
    FunctionSummary,
    Labels,
    Scope,
    SinkSite,
    apply_summary,
    note_param_sinks,
)

MAX_DEPTH = 2
"""How many nested layers of decoded payloads are analysed."""


class FlowEngine(Recorder):
    """Base of a language's propagation engine; subclasses walk their syntax tree."""

    rule_ids: ClassVar[Mapping[str, str]] = {}
    """Rule id per policy outcome (see :data:`.policy.OUTCOMES`)."""
    staged_outcomes: ClassVar[frozenset[str]] = frozenset()
    """Rule ids a flow takes :data:`.staged_files.STAGED_RULE` instead of when its data
    passed through a staged file."""

    def __init__(self, path: str, text: str, depth: int = 0) -> None:
        super().__init__(path, text)
        self.depth = depth
        self.payloads: dict[int, str] = {}
        """Decoded constant payloads by the line that decodes them."""
        self.staged = StagedFiles()
        """Secrets written to constant paths, returned when the path is read back."""
        self._alternatives = 0
        """How many ``else``/``except``/``catch`` branches enclose the code being walked."""

    @contextmanager
    def alternative_branch(self) -> Iterator[None]:
        """Walk an ``else``, ``except`` or ``catch`` branch: what it assigns joins what the
        other branch assigned (``try: src = fetch(u) except: src = b""``), it does not
        replace it (see :attr:`in_alternative`)."""
        self._alternatives += 1
        try:
            yield
        finally:
            self._alternatives -= 1

    @property
    def in_alternative(self) -> bool:
        """The code being walked is inside an alternative branch: assignments merge."""
        return self._alternatives > 0

    def _sink(
        self,
        site: SinkSite,
        labels: Labels,
        scope: Scope,
        via: str = "",
        calls: tuple[int, ...] = (),
    ) -> None:
        """Record param flows in the summary and report real tainted flows."""
        real = note_param_sinks(scope, site, labels)
        if not real:
            return
        for item in sink_flags(site, real, via, self.payloads, self.rule_ids, calls):
            if not isinstance(item, NestedPayload):
                if item.rule_id in self.staged_outcomes and is_staged(real):
                    item = replace(item, rule_id=STAGED_RULE)
                self._flag(item, site.line)
            elif self.depth < MAX_DEPTH:
                for aitech, severity, description, rule_id in self._payload_findings(
                    item.text, site
                ):
                    self._finding(
                        aitech,
                        severity,
                        site.line,
                        f"inside decoded payload: {description}",
                        rule_id,
                    )

    def _payload_findings(self, payload: str, site: SinkSite) -> list[tuple[str, str, str, str]]:
        """(AITech, severity, description, rule id) of what a decoded payload run at ``site``
        does."""
        raise NotImplementedError

    def _call_summary(
        self,
        summary: FunctionSummary,
        actual: dict[int, Labels],
        callee: str,
        line: int,
        scope: Scope,
        foreign: bool = False,
    ) -> Labels:
        """Report the sinks a call's arguments reach inside ``callee``; its return labels.

        ``foreign``: the function is in another module, so the finding is placed at the call.
        """
        flows, result = apply_summary(summary, actual)
        for index, site, labels in flows:
            if site.category == "network":
                for taint in sorted(t for t in labels if t.kind == AUTH_SECRET):
                    self._signed_send(taint.detail, site.destination, line)
            via = f"argument '{summary.params[index]}' of {callee}() called at line {line}"
            if foreign:
                site = replace(site, line=line)
                via = f"{via}; the sink is in module {callee.split('.')[0]}"
            self._sink(site, labels, scope, via=via, calls=(line,))
        return result
