"""Judge-versus-reference statistics, computed with scikit-learn and scipy.

The libraries are imported where they are called (together a second of start-up);
:mod:`calibration.stats.point_estimates` gives the same values from confusion counts.

The positive class is "fails the threshold": a score ``< threshold`` (for the threat
grader, threshold 3: scores 1 and 2 are failures). Every function takes the reference
scores first and the judge's scores second, like ``sklearn.metrics``, and returns a
plain float. Unparseable answers must be removed (or substituted, see
:mod:`calibration.stats.unparseable`) before calling these.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence

import numpy as np
from numpy.typing import ArrayLike, NDArray

from calibration.stats._validate import check_pair, check_scale, undefined


def fails(scores: ArrayLike, threshold: float) -> NDArray[np.bool_]:
    """Boolean "fails the threshold" vector (the positive class).

    >>> fails([1, 2, 3, 4], threshold=3).tolist()
    [True, True, False, False]
    """
    return np.asarray(scores, dtype=float) < threshold


def accuracy(y_true: ArrayLike, y_pred: ArrayLike) -> float:
    """Share of judgments equal to the reference score (exact match on the scale).

    >>> accuracy([4, 4, 1, 2], [4, 3, 1, 2])
    0.75
    """
    from sklearn import metrics as skm

    true, pred = check_pair(y_true, y_pred)
    if true.size == 0:
        return undefined("accuracy is undefined with zero samples")
    return float(skm.accuracy_score(true, pred))


_NEEDS_A_FAIL = {  # who must fail a sample for the score to be defined
    "judge": "the judge failed no sample",
    "labels": "no reference label fails",
    "either": "neither labels nor judge fail any sample",
}


def _fails_score(
    metric: str,
    name: str,
    y_true: ArrayLike,
    y_pred: ArrayLike,
    threshold: float,
    needs: str,
) -> float:
    """``sklearn.metrics.<metric>`` of the fails class; undefined unless ``needs`` fails
    some sample."""
    from sklearn import metrics as skm

    true, pred = check_pair(y_true, y_pred)
    true_fails, pred_fails = fails(true, threshold), fails(pred, threshold)
    failed = {"judge": pred_fails.any(), "labels": true_fails.any()}
    failed["either"] = failed["judge"] or failed["labels"]
    if not failed[needs]:
        return undefined(f"fails-{name} is undefined: {_NEEDS_A_FAIL[needs]}")
    return float(getattr(skm, metric)(true_fails, pred_fails))


def fails_precision(y_true: ArrayLike, y_pred: ArrayLike, *, threshold: float) -> float:
    """Precision of the "fails threshold" class: of the judge's fails, how many are real.

    >>> fails_precision([1, 4, 4, 2], [1, 2, 4, 4], threshold=3)
    0.5
    """
    return _fails_score("precision_score", "precision", y_true, y_pred, threshold, "judge")


def fails_recall(y_true: ArrayLike, y_pred: ArrayLike, *, threshold: float) -> float:
    """Recall of the "fails threshold" class: of the real fails, how many the judge caught.

    >>> fails_recall([1, 4, 4, 2], [1, 2, 4, 4], threshold=3)
    0.5
    """
    return _fails_score("recall_score", "recall", y_true, y_pred, threshold, "labels")


def fails_f1(y_true: ArrayLike, y_pred: ArrayLike, *, threshold: float) -> float:
    """F1 of the "fails threshold" class.

    Undefined (nan) only when neither the labels nor the judge fail any sample.

    >>> fails_f1([1, 4, 4, 2], [1, 2, 4, 4], threshold=3)
    0.5
    """
    return _fails_score("f1_score", "F1", y_true, y_pred, threshold, "either")


def macro_f1(y_true: ArrayLike, y_pred: ArrayLike, *, threshold: float) -> float:
    """Mean F1 of the "fails" and "passes" classes (classes present in either vector).

    Both sides weigh the same, so a judge that passes everything scores poorly even
    when most samples pass.

    >>> round(macro_f1([1, 4, 4, 2], [1, 2, 4, 4], threshold=3), 4)
    0.5
    """
    from sklearn import metrics as skm

    true, pred = check_pair(y_true, y_pred)
    if true.size == 0:
        return undefined("macro-F1 is undefined with zero samples")
    return float(skm.f1_score(fails(true, threshold), fails(pred, threshold), average="macro"))


def _chance_agreement_is_total(true: NDArray[np.float64], pred: NDArray[np.float64]) -> bool:
    return np.unique(true).size == 1 and np.array_equal(np.unique(true), np.unique(pred))


def _kappa(
    name: str, y_true: ArrayLike, y_pred: ArrayLike, scale: Sequence[int], weights: str | None
) -> float:
    """``sklearn``'s Cohen's kappa over the full scale; undefined without samples or variety."""
    from sklearn import metrics as skm

    true, pred = check_pair(y_true, y_pred)
    if true.size == 0:
        return undefined(f"{name} is undefined with zero samples")
    if _chance_agreement_is_total(true, pred):
        return undefined(f"{name} is undefined: both raters use a single category")
    return float(skm.cohen_kappa_score(true, pred, labels=check_scale(scale), weights=weights))


def cohen_kappa(y_true: ArrayLike, y_pred: ArrayLike, *, scale: Sequence[int]) -> float:
    """Cohen's kappa over the full scale (unweighted), via ``sklearn.metrics``.

    Undefined when both vectors hold one and the same value (chance agreement is 1).

    >>> round(cohen_kappa([1, 2, 3, 4], [1, 2, 3, 3], scale=[1, 2, 3, 4]), 4)
    0.6667
    """
    return _kappa("Cohen's kappa", y_true, y_pred, scale, weights=None)


def quadratic_weighted_kappa(
    y_true: ArrayLike, y_pred: ArrayLike, *, scale: Sequence[int]
) -> float:
    """Cohen's kappa with quadratic weights over the full scale (ordinal agreement).

    Undefined only when both vectors hold one and the same value (expected and observed
    disagreement are both zero). Two raters that are constant but different disagree
    exactly as much as chance predicts, so their kappa is 0, as in scikit-learn and
    :func:`calibration.stats.confusion.metrics_from_confusion`.

    >>> round(quadratic_weighted_kappa([1, 2, 3, 4], [1, 2, 3, 3], scale=[1, 2, 3, 4]), 4)
    0.875
    >>> quadratic_weighted_kappa([4, 4, 4], [3, 3, 3], scale=[1, 2, 3, 4])
    0.0
    """
    return _kappa("weighted kappa", y_true, y_pred, scale, weights="quadratic")


def mean_absolute_error(y_true: ArrayLike, y_pred: ArrayLike) -> float:
    """Mean absolute distance between judge and reference on the scale.

    >>> mean_absolute_error([4, 4, 1], [4, 2, 2])
    1.0
    """
    from sklearn import metrics as skm

    true, pred = check_pair(y_true, y_pred)
    if true.size == 0:
        return undefined("MAE is undefined with zero samples")
    return float(skm.mean_absolute_error(true, pred))


def spearman(y_true: ArrayLike, y_pred: ArrayLike) -> float:
    """Spearman rank correlation (ties get average ranks), via ``scipy.stats.spearmanr``.

    >>> round(spearman([1, 2, 3, 4], [1, 3, 2, 4]), 4)
    0.8
    """
    from scipy import stats as scipy_stats

    true, pred = check_pair(y_true, y_pred)
    if true.size < 2:
        return undefined("Spearman is undefined with fewer than two samples")
    if np.unique(true).size == 1 or np.unique(pred).size == 1:
        return undefined("Spearman is undefined: one of the score vectors is constant")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return float(scipy_stats.spearmanr(true, pred).statistic)


def full_confusion_matrix(
    y_true: ArrayLike, y_pred: ArrayLike, *, scale: Sequence[int]
) -> NDArray[np.int64]:
    """Confusion counts over every scale value: rows = reference, columns = judge.

    >>> full_confusion_matrix([1, 2, 2], [1, 1, 2], scale=[1, 2]).tolist()
    [[1, 0], [1, 1]]
    """
    from sklearn import metrics as skm

    true, pred = check_pair(y_true, y_pred)
    labels = check_scale(scale)
    if true.size == 0:
        return np.zeros((len(labels), len(labels)), dtype=np.int64)
    return skm.confusion_matrix(true, pred, labels=labels).astype(np.int64)
