"""Parse a judge's answer into a :class:`Verdict` or an explicit :class:`Unparseable`.

Tolerant of the usual wrapping (code fences, prose before or after the JSON), strict
about meaning: a score that is missing, not an integer or out of the grader's range is
unparseable, never clamped. Findings that break the schema keep the verdict but are
listed in ``schema_errors``.

>>> from scorers.graders import GRADERS
>>> parse_verdict('Sure! ```json\\n{"reason": "ok", "score": 3}\\n```', GRADERS["relevance"]).score
3
>>> parse_verdict('{"reason": "x", "score": 7}', GRADERS["relevance"]).reason
'score 7 is outside the scale 1-3'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import jsonschema

from scorers.graders import GraderSpec

MAX_ANSWER_CHARS = 200_000


@dataclass(frozen=True)
class Verdict:
    """A judge answer that parsed: a score on the scale and the grader's details."""

    score: int
    reason: str
    findings: list[dict[str, Any]] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)
    schema_errors: list[str] = field(default_factory=list)

    @property
    def aitech_codes(self) -> list[str]:
        return sorted({str(f["aitech"]) for f in self.findings if f.get("aitech")})


@dataclass(frozen=True)
class Unparseable:
    """A judge answer with no usable verdict, and why."""

    reason: str


def parse_verdict(text: str, spec: GraderSpec) -> Verdict | Unparseable:
    """Read the first JSON object in ``text`` that carries a ``score`` and check it."""
    if not text or not text.strip():
        return Unparseable("empty answer")
    answer = _find_json_object(text[:MAX_ANSWER_CHARS])
    if answer is None:
        return Unparseable("no JSON object with a 'score' field in the answer")
    score = answer["score"]
    if isinstance(score, bool) or not isinstance(score, int | float | str):
        return Unparseable(f"score {score!r} is not an integer")
    try:
        number = float(score)
    except ValueError:
        return Unparseable(f"score {score!r} is not an integer")
    if not number.is_integer():
        return Unparseable(f"score {score!r} is not an integer")
    if not spec.in_range(int(number)):
        return Unparseable(f"score {score!r} is outside the scale {spec.low}-{spec.high}")
    findings = answer.get("findings", [])
    if spec.finding_schema is not None and not isinstance(findings, list):
        return Unparseable("'findings' is not a list")
    return Verdict(
        score=int(number),
        reason=str(answer.get("reason", "")),
        findings=[f for f in findings if isinstance(f, dict)] if spec.finding_schema else [],
        details={k: v for k, v in answer.items() if k not in ("score", "reason", "findings")},
        schema_errors=_schema_errors(answer, spec),
    )


def _find_json_object(text: str) -> dict[str, Any] | None:
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start != -1:
        try:
            value, _ = decoder.raw_decode(text, start)
        except (json.JSONDecodeError, RecursionError):
            value = None
        if isinstance(value, dict) and "score" in value:
            return value
        start = text.find("{", start + 1)
    return None


def _schema_errors(answer: dict[str, Any], spec: GraderSpec) -> list[str]:
    validator = jsonschema.Draft202012Validator(spec.answer_schema())
    errors = sorted(validator.iter_errors(answer), key=lambda e: list(e.absolute_path))
    return [
        f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:200]}" for e in errors[:20]
    ]
