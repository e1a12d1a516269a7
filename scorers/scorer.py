"""Score one judge answer against the sample's reference label.

``Score.value`` holds numbers only (epoch reduction turns strings into 0.0); the verdict
label goes in ``Score.answer``; findings and the parse state go in ``Score.metadata``.

Value keys: ``judge`` (0.0 when unparseable), ``label``, ``parsed``, ``exact``, ``agree``
(same side of the threshold) and ``abs_error`` (the scale's span when unparseable, so a
refusal is never better than a wrong answer).
"""

from __future__ import annotations

from typing import Any

from inspect_ai.scorer import Score, Target, scorer
from inspect_ai.solver import TaskState

from scorers.graders import GraderSpec, get_grader
from scorers.metrics import TASK_METRICS
from scorers.verdict import Unparseable, Verdict, parse_verdict

UNPARSEABLE = "unparseable"
_LABEL_METADATA = ("tags", "label_source", "split", "group", "skill", "aitech", "windows", "cut")


def score_answer(
    answer: str,
    label: int,
    spec: GraderSpec,
    threshold: float,
    sample_meta: dict[str, Any],
    *,
    forced_reason: str | None = None,
) -> Score:
    """Build the :class:`Score` for one answer; pure, so it is tested without Inspect."""
    verdict = Unparseable(forced_reason) if forced_reason else parse_verdict(answer, spec)
    metadata: dict[str, Any] = {
        "grader": spec.name,
        "threshold": threshold,
        "scale_low": spec.low,
        "scale_high": spec.high,
        **{k: sample_meta.get(k) for k in _LABEL_METADATA},
    }
    metadata["aitech_expected"] = metadata.pop("aitech") or []
    label_fails = spec.fails(label, threshold)
    if isinstance(verdict, Unparseable):
        metadata.update(
            parse_state=UNPARSEABLE, parse_error=verdict.reason, findings=[], aitech_found=[]
        )
        value = {
            "judge": 0.0,
            "label": float(label),
            "parsed": 0.0,
            "exact": 0.0,
            "agree": 0.0,
            "abs_error": float(spec.span),
        }
        return Score(value=value, answer=UNPARSEABLE, explanation=verdict.reason, metadata=metadata)
    assert isinstance(verdict, Verdict)
    metadata.update(
        parse_state="parsed",
        parse_error=None,
        findings=verdict.findings,
        aitech_found=verdict.aitech_codes,
        schema_errors=verdict.schema_errors,
        details=verdict.details,
    )
    value = {
        "judge": float(verdict.score),
        "label": float(label),
        "parsed": 1.0,
        "exact": float(verdict.score == label),
        "agree": float(spec.fails(verdict.score, threshold) == label_fails),
        "abs_error": float(abs(verdict.score - label)),
    }
    return Score(
        value=value,
        answer=spec.label_name(verdict.score),
        explanation=verdict.reason[:2000],
        metadata=metadata,
    )


@scorer(metrics=TASK_METRICS)
def verdict_scorer(grader: str, threshold: float | None = None):  # noqa: ANN201 (Inspect type)
    """Compare the judge's parsed verdict with the reference score in ``target``."""
    spec = get_grader(grader)
    cut = spec.threshold if threshold is None else threshold

    async def score(state: TaskState, target: Target) -> Score:
        label = int(target.text)
        try:
            return score_answer(state.output.completion, label, spec, cut, state.metadata)
        except Exception as exc:  # noqa: BLE001 (no answer may crash the run)
            reason = f"answer could not be scored: {type(exc).__name__}"
            return score_answer("", label, spec, cut, state.metadata, forced_reason=reason)

    return score
