"""A reference judge's answer in any grader's schema: a score, a reason, no findings.

>>> answer_for("threat", 4, "always passes")["findings"]
[]
>>> sorted(answer_for("design", 3, "x")["dimensions"])[:2]
['D1', 'D2']
"""

from __future__ import annotations

from typing import Any

from scorers.graders import DESIGN_DIMENSIONS, get_grader


def answer_for(grader: str, score: int, reason: str) -> dict[str, Any]:
    """A schema-valid answer for ``grader`` carrying ``score`` and ``reason`` only."""
    spec = get_grader(grader)
    if not spec.in_range(score):
        raise ValueError(f"score {score} is outside the {grader} scale {spec.low}-{spec.high}")
    answer: dict[str, Any] = {}
    if spec.finding_schema is not None:
        answer["findings"] = []
    if "dimensions" in spec.extra_properties:
        answer["dimensions"] = dict.fromkeys(DESIGN_DIMENSIONS, "not assessed (reference judge)")
    answer["reason"] = reason
    answer["score"] = int(score)
    return answer
