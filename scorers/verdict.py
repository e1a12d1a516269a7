"""Parse a judge's answer into a :class:`Verdict` or an explicit :class:`Unparseable`.

Tolerant of the usual wrapping (code fences, prose before or after the JSON), strict
about meaning: the answer must hold exactly one top-level JSON object with a ``score``;
the score must be a JSON integer on the grader's scale (never a string, a float or a
boolean, never clamped); duplicate keys, several JSON objects, oversized answers, deep
nesting and huge integers make the answer unparseable. Findings that break the schema
keep the verdict but are listed in ``schema_errors``. Nothing a judge writes raises.

>>> from scorers.graders import GRADERS
>>> parse_verdict('Sure! ```json\\n{"reason": "ok", "score": 3}\\n```', GRADERS["relevance"]).score
3
>>> parse_verdict('{"reason": "x", "score": 7}', GRADERS["relevance"]).reason
'score 7 is outside the scale 1-3'
>>> parse_verdict('{"reason": "x", "score": "3"}', GRADERS["relevance"]).reason
"score '3' is not a JSON integer"
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import jsonschema

from scorers.graders import GraderSpec

MAX_ANSWER_CHARS = 200_000
MAX_NESTING = 32
MAX_INT_DIGITS = 18


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


class _AnswerError(ValueError):
    """The answer breaks one of the parser's bounds."""


def parse_verdict(text: str, spec: GraderSpec) -> Verdict | Unparseable:
    """Read the one JSON object in ``text`` and check its score; never raises."""
    try:
        return _parse(text, spec)
    except (ValueError, TypeError, RecursionError, MemoryError) as exc:  # defence in depth
        return Unparseable(f"answer could not be read: {type(exc).__name__}")


def _parse(text: str, spec: GraderSpec) -> Verdict | Unparseable:
    if not isinstance(text, str) or not text.strip():
        return Unparseable("empty answer")
    if len(text) > MAX_ANSWER_CHARS:
        return Unparseable(f"answer longer than {MAX_ANSWER_CHARS} characters")
    try:
        objects = _top_level_objects(text)
    except _AnswerError as exc:
        return Unparseable(str(exc))
    if len(objects) > 1:
        return Unparseable(f"{len(objects)} JSON objects in the answer; expected exactly one")
    if not objects or "score" not in objects[0]:
        return Unparseable("no JSON object with a 'score' field in the answer")
    answer = objects[0]
    score = answer["score"]
    if isinstance(score, bool) or not isinstance(score, int):
        return Unparseable(f"score {_short(score)} is not a JSON integer")
    if not spec.in_range(score):
        return Unparseable(f"score {score!r} is outside the scale {spec.low}-{spec.high}")
    findings = answer.get("findings", [])
    if spec.finding_schema is not None and not isinstance(findings, list):
        return Unparseable("'findings' is not a list")
    reason = answer.get("reason", "")
    return Verdict(
        score=score,
        reason=reason if isinstance(reason, str) else json.dumps(reason)[:2000],
        findings=[f for f in findings if isinstance(f, dict)] if spec.finding_schema else [],
        details={k: v for k, v in answer.items() if k not in ("score", "reason", "findings")},
        schema_errors=_schema_errors(answer, spec),
    )


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _reject_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _AnswerError(f"duplicate key {_short(key)} in the JSON answer")
        out[key] = value
    return out


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise _AnswerError(f"an integer with more than {MAX_INT_DIGITS} digits in the answer")
    return int(digits)


def _reject_constant(name: str) -> Any:
    raise _AnswerError(f"{name} is not valid JSON")


_DECODER = json.JSONDecoder(
    object_pairs_hook=_reject_duplicates, parse_int=_bounded_int, parse_constant=_reject_constant
)


def _top_level_objects(text: str) -> list[dict[str, Any]]:
    """Every JSON object that starts outside another decoded object, in order.

    A ``{`` that does not start valid JSON (prose such as ``{not json}``) is skipped;
    text inside a decoded object is never searched again.
    """
    found: list[dict[str, Any]] = []
    start = text.find("{")
    while start != -1:
        decoded = _decode_object_end(text, start)
        if decoded is None:
            start = text.find("{", start + 1)
            continue
        value, end = decoded
        found.append(value)
        start = text.find("{", end)
    return found


def _decode_object_end(text: str, start: int) -> tuple[dict[str, Any], int] | None:
    try:
        value, end = _DECODER.raw_decode(text, start)
    except json.JSONDecodeError:
        return None
    except RecursionError:
        raise _AnswerError(f"JSON nested deeper than {MAX_NESTING} levels") from None
    if not isinstance(value, dict):
        return None
    if _depth(value) > MAX_NESTING:
        raise _AnswerError(f"JSON nested deeper than {MAX_NESTING} levels")
    return value, end


def _depth(value: Any) -> int:
    """Nesting depth of a decoded JSON value, measured without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, dict):
            node = list(node.values())
        if isinstance(node, list):
            deepest = max(deepest, level)
            if level > MAX_NESTING:
                return level
            stack.extend((child, level + 1) for child in node)
    return deepest


def _schema_errors(answer: dict[str, Any], spec: GraderSpec) -> list[str]:
    validator = jsonschema.Draft202012Validator(spec.answer_schema())
    errors = sorted(validator.iter_errors(answer), key=lambda e: list(e.absolute_path))
    return [
        f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:200]}" for e in errors[:20]
    ]
