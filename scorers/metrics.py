"""Per-task metrics over the judge's verdicts, computed with scikit-learn.

Each metric sees one score per sample *and epoch* (``scores="unreduced"``): with several
epochs every judgment counts once, so the numbers are the pooled agreement of the judge
with the reference labels. Parse failures are excluded from the agreement metrics and
counted by :func:`unparseable_rate`; the calibration suite also reports them as wrong.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import cast

import numpy as np
from inspect_ai.scorer import Metric, SampleScore, Score, metric
from sklearn.exceptions import UndefinedMetricWarning
from sklearn.metrics import (
    accuracy_score,
    cohen_kappa_score,
    f1_score,
    mean_absolute_error,
    precision_score,
    recall_score,
)

Pairs = tuple[np.ndarray, np.ndarray, float, list[int]]


def _values(score: Score) -> dict[str, float]:
    """The score's value: the verdict scorer writes a dict of numbers."""
    return cast(dict[str, float], score.value)


def judged_pairs(scores: list[SampleScore]) -> Pairs:
    """Label and judge scores of the parsed judgments, the pass threshold and the scale."""
    parsed = [s.score for s in scores if _values(s.score)["parsed"] == 1.0]
    labels = np.array([_values(s)["label"] for s in parsed], dtype=int)
    judged = np.array([_values(s)["judge"] for s in parsed], dtype=int)
    meta = (scores[0].score.metadata or {}) if scores else {}
    scale = list(range(int(meta.get("scale_low", 1)), int(meta.get("scale_high", 1)) + 1))
    return labels, judged, float(meta.get("threshold", 0)), scale


def _metric_over_pairs(
    compute: Callable[[np.ndarray, np.ndarray, float, list[int]], float],
) -> Metric:
    def apply(scores: list[SampleScore]) -> float:
        labels, judged, threshold, scale = judged_pairs(scores)
        if len(labels) == 0:
            return float("nan")
        with warnings.catch_warnings():  # undefined cases (one class only) return nan by design
            warnings.simplefilter("ignore", UndefinedMetricWarning)
            return float(compute(labels, judged, threshold, scale))

    return apply


def _fails(values: np.ndarray, threshold: float) -> np.ndarray:
    return (values < threshold).astype(int)


def _on_verdicts(score: Callable[..., float], **options: object) -> Callable[..., float]:
    """A scikit-learn metric of the pass/fail verdicts ("fails" is the positive class)."""
    return lambda y, p, t, _: score(_fails(y, t), _fails(p, t), **options)


def _on_scale(score: Callable[..., float], **options: object) -> Callable[..., float]:
    """A scikit-learn metric of the scores over the grader's full scale."""
    return lambda y, p, _, scale: score(y, p, labels=scale, **options)


@metric(scores="unreduced")
def verdict_accuracy() -> Metric:
    """Share of parsed judgments on the same side of the threshold as the label."""
    return _metric_over_pairs(_on_verdicts(accuracy_score))


@metric(scores="unreduced")
def exact_accuracy() -> Metric:
    """Share of parsed judgments with exactly the label's score."""
    return _metric_over_pairs(lambda y, p, _t, _s: accuracy_score(y, p))


@metric(scores="unreduced")
def fails_precision() -> Metric:
    """Precision of the "fails the threshold" class."""
    return _metric_over_pairs(_on_verdicts(precision_score, zero_division=np.nan))


@metric(scores="unreduced")
def fails_recall() -> Metric:
    """Recall of the "fails the threshold" class."""
    return _metric_over_pairs(_on_verdicts(recall_score, zero_division=np.nan))


@metric(scores="unreduced")
def fails_f1() -> Metric:
    """F1 of the "fails the threshold" class."""
    return _metric_over_pairs(_on_verdicts(f1_score, zero_division=np.nan))


@metric(scores="unreduced")
def cohen_kappa() -> Metric:
    """Cohen's kappa over the full scale."""
    return _metric_over_pairs(_on_scale(cohen_kappa_score))


@metric(scores="unreduced")
def quadratic_weighted_kappa() -> Metric:
    """Quadratic weighted kappa over the full scale (distance-aware)."""
    return _metric_over_pairs(_on_scale(cohen_kappa_score, weights="quadratic"))


@metric(scores="unreduced")
def mae() -> Metric:
    """Mean absolute error between judge and label scores."""
    return _metric_over_pairs(lambda y, p, _t, _s: mean_absolute_error(y, p))


@metric(scores="unreduced")
def unparseable_rate() -> Metric:
    """Share of judgments whose answer could not be parsed."""

    def apply(scores: list[SampleScore]) -> float:
        if not scores:
            return float("nan")
        return float(np.mean([_values(s.score)["parsed"] == 0.0 for s in scores]))

    return apply


# The names are those of ``sgb``'s tables, so a number means the same in both.
TASK_METRICS = [
    verdict_accuracy(),
    exact_accuracy(),
    fails_precision(),
    fails_recall(),
    fails_f1(),
    cohen_kappa(),
    quadratic_weighted_kappa(),
    mae(),
    unparseable_rate(),
]
