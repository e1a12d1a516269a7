"""All judge-versus-reference statistics as closed forms of the full-scale confusion matrix.

Accuracy, fails precision/recall/F1, macro-F1, Cohen's kappa, quadratic weighted kappa,
MAE, Spearman (average ranks) and Krippendorff's ordinal alpha are all functions of the
K x K confusion counts. Computing them from counts lets the bootstrap evaluate
thousands of resamples as one array operation (a resample is a weighted sum of
per-sample confusion counts). ``tests/test_calibration_stats.py`` checks every formula
here against scikit-learn, scipy and the ``krippendorff`` package.

Undefined values come back as ``nan`` silently here; the public functions in
:mod:`calibration.stats.classification` explain them.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

Array = NDArray[np.float64]

CONFUSION_METRICS: tuple[str, ...] = (
    "exact_accuracy",
    "fails_precision",
    "fails_recall",
    "fails_f1",
    "macro_f1",
    "cohen_kappa",
    "quadratic_weighted_kappa",
    "mae",
    "spearman",
    "krippendorff_alpha",
)


def _ratio(numerator: Array, denominator: Array) -> Array:
    with np.errstate(divide="ignore", invalid="ignore"):
        safe = np.where(denominator > 0, denominator, 1.0)
        return np.where(denominator > 0, numerator / safe, np.nan)


def _midranks(marginal: Array) -> Array:
    """Average rank of each category given category counts (ties share a rank)."""
    before = np.cumsum(marginal, axis=-1) - marginal
    return before + (marginal + 1) / 2


def _weighted_pearson(counts: Array, x: Array, y: Array) -> Array:
    """Pearson correlation of category scores x (rows) and y (columns) weighted by counts."""
    n = counts.sum(axis=(-2, -1))
    rows, cols = counts.sum(axis=-1), counts.sum(axis=-2)
    mean_x = _ratio((rows * x).sum(-1), n)
    mean_y = _ratio((cols * y).sum(-1), n)
    dx = x - mean_x[..., None]
    dy = y - mean_y[..., None]
    cov = np.einsum("...ij,...i,...j->...", counts, dx, dy)
    var_x = (rows * dx**2).sum(-1)
    var_y = (cols * dy**2).sum(-1)
    with np.errstate(invalid="ignore"):
        return _ratio(cov, np.sqrt(var_x * var_y))


def ordinal_distance(marginal: Array) -> Array:
    """Krippendorff's squared ordinal distance between categories, from value totals.

    delta(c, k) = (sum of n_g for g between c and k inclusive - (n_c + n_k) / 2) ** 2
    """
    cum = np.cumsum(marginal, axis=-1)
    k = marginal.shape[-1]
    low = np.minimum.outer(np.arange(k), np.arange(k))
    high = np.maximum.outer(np.arange(k), np.arange(k))
    before_low = cum[..., low] - marginal[..., low]
    between = cum[..., high] - before_low
    return (between - (marginal[..., :, None] + marginal[..., None, :]) / 2) ** 2


def alpha_from_coincidence(coincidence: Array) -> Array:
    """Krippendorff's ordinal alpha from a (stack of) coincidence matrices.

    >>> float(alpha_from_coincidence(np.array([[2.0, 0.0], [0.0, 2.0]])))
    1.0
    """
    marginal = coincidence.sum(axis=-1)
    total = marginal.sum(axis=-1)
    delta = ordinal_distance(marginal)
    observed = (coincidence * delta).sum(axis=(-2, -1))
    expected = np.einsum("...i,...j,...ij->...", marginal, marginal, delta)
    return 1 - _ratio((total - 1) * observed, expected)


def metrics_from_confusion(
    counts: NDArray[np.float64], *, scale: Sequence[int], threshold: float
) -> dict[str, Array]:
    """Every judge-vs-label statistic from confusion counts of shape ``(..., K, K)``.

    Rows are reference scores, columns judge scores, both in ``scale`` order.

    >>> m = metrics_from_confusion(np.array([[1.0, 0], [1, 1]]), scale=[1, 2], threshold=2)
    >>> float(m["exact_accuracy"]), float(m["fails_recall"]), float(m["fails_precision"])
    (0.6666666666666666, 1.0, 0.5)
    """
    counts = np.asarray(counts, dtype=float)
    values = np.asarray(scale, dtype=float)
    k = values.size
    n = counts.sum(axis=(-2, -1))
    rows, cols = counts.sum(axis=-1), counts.sum(axis=-2)
    diagonal = np.trace(counts, axis1=-2, axis2=-1)
    fail = values < threshold
    tp = counts[..., fail, :][..., :, fail].sum(axis=(-2, -1))
    fn = counts[..., fail, :][..., :, ~fail].sum(axis=(-2, -1))
    fp = counts[..., ~fail, :][..., :, fail].sum(axis=(-2, -1))
    tn = counts[..., ~fail, :][..., :, ~fail].sum(axis=(-2, -1))
    f1_fail = _ratio(2 * tp, 2 * tp + fp + fn)
    f1_pass = _ratio(2 * tn, 2 * tn + fp + fn)
    both = np.stack([f1_fail, f1_pass])
    present = (~np.isnan(both)).sum(axis=0).astype(float)
    macro = _ratio(np.nan_to_num(both).sum(axis=0), present)

    expected = _ratio(np.einsum("...i,...j->...ij", rows, cols), n[..., None, None])
    chance = np.trace(expected, axis1=-2, axis2=-1)
    kappa = 1 - _ratio(n - diagonal, n - chance)
    index = np.arange(k)
    weights = (np.subtract.outer(index, index) ** 2).astype(float)
    observed_cost = (counts * weights).sum(axis=(-2, -1))
    qwk = 1 - _ratio(observed_cost, (expected * weights).sum(axis=(-2, -1)))
    distance = np.abs(np.subtract.outer(values, values))
    mae = _ratio((counts * distance).sum(axis=(-2, -1)), n)
    rho = _weighted_pearson(counts, _midranks(rows), _midranks(cols))
    alpha = alpha_from_coincidence(counts + np.swapaxes(counts, -1, -2))
    return {
        "exact_accuracy": _ratio(diagonal, n),
        "fails_precision": _ratio(tp, tp + fp),
        "fails_recall": _ratio(tp, tp + fn),
        "fails_f1": f1_fail,
        "macro_f1": macro,
        "cohen_kappa": kappa,
        "quadratic_weighted_kappa": qwk,
        "mae": mae,
        "spearman": rho,
        "krippendorff_alpha": alpha,
    }
