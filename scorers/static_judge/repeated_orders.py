"""A weak order repeated: several concealment orders in one document corroborate each other.

"Do not mention X to the user" is output-format guidance once. A document that tells the
agent, on three or more separate lines, to keep what it does from the user is building
concealment around its actions, not formatting a reply.

>>> from dataclasses import replace
>>> from .findings import ThreatFinding
>>> order = ThreatFinding("1.1", "high", "SKILL.md", 4, "e", "hides", "conceal-from-user")
>>> orders = [order, replace(order, line=9), replace(order, line=12)]
>>> repeated_concealment(orders[0], orders), repeated_concealment(order, orders[:2])
(True, False)
"""

from __future__ import annotations

from .findings import ThreatFinding

REPEATS = 3
"""Concealment orders on this many distinct lines of one file corroborate one another."""
_CONCEALMENT = frozenset({"conceal-from-user", "conceal-from-user-translated"})


def repeated_concealment(finding: ThreatFinding, failing: list[ThreatFinding]) -> bool:
    """``finding`` is a concealment order and its file holds at least :data:`REPEATS` of
    them on distinct lines among the ``failing`` findings."""
    if finding.rule_id not in _CONCEALMENT:
        return False
    lines = {f.line for f in failing if f.file == finding.file and f.rule_id in _CONCEALMENT}
    return len(lines) >= REPEATS
