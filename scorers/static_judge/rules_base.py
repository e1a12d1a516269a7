"""The record of one catalogued rule."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """One rule: what it flags, why (the attack family), and examples either side."""

    id: str
    aitech: tuple[str, ...]
    severity: str
    kind: str
    rationale: str
    example_file: str = "scripts/run.sh"
    positive: tuple[str, ...] = ()
    negative: tuple[str, ...] = ()
    alone: str = "fail"
    """``"fail"``: the finding fails a package by itself; ``"concern"``: only when corroborated."""
    weak_reason: str = ""
    """Why the signal is weak alone (set with ``alone="concern"``)."""
