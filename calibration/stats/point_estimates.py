"""Point estimates of the judge-vs-label statistics from one count of the scores.

The functions of :mod:`calibration.stats.classification` call scikit-learn, SciPy and
``krippendorff`` on the score vectors; every call validates and recounts them, and a
report calls them for every slice of the samples. Here the scores are counted once into
a confusion matrix and each statistic repeats its library's arithmetic on the counts
(the same operations, in the same order, on the same values), so the results are equal
to the libraries' bit for bit -- the tests check it on random data -- and an undefined
statistic gives the same warning as its library-backed function.

>>> point_estimates([4, 4, 1, 2], [4, 3, 1, 2], scale=[1, 2, 3, 4], threshold=3)["mae"]
0.25
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import ArrayLike, NDArray

from calibration.stats._validate import check_pair, check_scale, undefined

Counts = NDArray[np.int64]


def confusion_counts(
    y_true: ArrayLike, y_pred: ArrayLike, *, scale: Sequence[int]
) -> Counts | None:
    """K x K counts (rows reference, columns judge, in scale order); None when a score
    is not a point of the scale.

    >>> confusion_counts([1, 2, 2], [1, 1, 2], scale=[1, 2]).tolist()
    [[1, 0], [1, 1]]
    """
    true, pred = check_pair(y_true, y_pred)
    values = check_scale(scale)
    k = len(values)
    if values != list(range(values[0], values[0] + k)):
        return None
    true_index, pred_index = true - values[0], pred - values[0]
    for index in (true_index, pred_index):
        if index.size and (index.min() < 0 or index.max() >= k or (index % 1).any()):
            return None
    cells = true_index.astype(np.int64) * k + pred_index.astype(np.int64)
    return np.bincount(cells, minlength=k * k).reshape(k, k)


def point_estimates(
    y_true: ArrayLike, y_pred: ArrayLike, *, scale: Sequence[int], threshold: float
) -> dict[str, float]:
    """Every statistic of :data:`calibration.stats.confusion.CONFUSION_METRICS`, equal to
    the library-backed functions; scores off the scale go through those functions.

    Undefined statistics are nan with an ``UndefinedStatisticWarning``, in this order:
    accuracy, precision, recall, F1, macro-F1, kappa, weighted kappa, MAE, Spearman, alpha.
    """
    true, pred = check_pair(y_true, y_pred)
    counts = confusion_counts(true, pred, scale=scale)
    if counts is None:
        return library_estimates(true, pred, scale=scale, threshold=threshold)
    return estimates_from_counts(counts, scale=scale, threshold=threshold)


def fails_f1(y_true: ArrayLike, y_pred: ArrayLike, *, threshold: float) -> float:
    """F1 of the "fails" class, as :func:`calibration.stats.classification.fails_f1`.

    >>> fails_f1([1, 4, 4, 2], [1, 2, 4, 4], threshold=3)
    0.5
    """
    true, pred = check_pair(y_true, y_pred)
    true_fails, pred_fails = true < threshold, pred < threshold
    tp = int(np.count_nonzero(true_fails & pred_fails))
    fp = int(np.count_nonzero(pred_fails)) - tp
    fn = int(np.count_nonzero(true_fails)) - tp
    if tp + fp + fn == 0:
        return undefined("fails-F1 is undefined: neither labels nor judge fail any sample")
    return 2 * tp / (2 * tp + fp + fn)


def library_estimates(
    true: NDArray[np.float64], pred: NDArray[np.float64], *, scale: Sequence[int],
    threshold: float,
) -> dict[str, float]:  # fmt: skip
    """The same statistics from scikit-learn, SciPy and krippendorff (also the reference
    the tests hold the confusion-count arithmetic to)."""
    from calibration.stats import agreement, classification

    pairs = np.column_stack([true, pred]) if true.size else np.empty((0, 2))
    return {
        "exact_accuracy": classification.accuracy(true, pred),
        "fails_precision": classification.fails_precision(true, pred, threshold=threshold),
        "fails_recall": classification.fails_recall(true, pred, threshold=threshold),
        "fails_f1": classification.fails_f1(true, pred, threshold=threshold),
        "macro_f1": classification.macro_f1(true, pred, threshold=threshold),
        "cohen_kappa": classification.cohen_kappa(true, pred, scale=scale),
        "quadratic_weighted_kappa": classification.quadratic_weighted_kappa(
            true, pred, scale=scale
        ),
        "mae": classification.mean_absolute_error(true, pred),
        "spearman": classification.spearman(true, pred),
        "krippendorff_alpha": agreement.krippendorff_alpha(pairs, scale=scale),
    }


def estimates_from_counts(
    counts: Counts, *, scale: Sequence[int], threshold: float
) -> dict[str, float]:
    """:func:`point_estimates` from a K x K confusion matrix of consecutive scale points."""
    values = np.asarray(check_scale(scale), dtype=float)
    n = int(counts.sum())
    fail = values < threshold
    tp = int(counts[np.ix_(fail, fail)].sum())
    fn = int(counts[np.ix_(fail, ~fail)].sum())
    fp = int(counts[np.ix_(~fail, fail)].sum())
    tn = int(counts[np.ix_(~fail, ~fail)].sum())
    label_fails, judge_fails = tp + fn > 0, tp + fp > 0
    out: dict[str, float] = {}
    out["exact_accuracy"] = (
        int(np.trace(counts)) / n if n else undefined("accuracy is undefined with zero samples")
    )
    out["fails_precision"] = (
        tp / (tp + fp) if judge_fails
        else undefined("fails-precision is undefined: the judge failed no sample")
    )  # fmt: skip
    out["fails_recall"] = (
        tp / (tp + fn) if label_fails
        else undefined("fails-recall is undefined: no reference label fails")
    )  # fmt: skip
    out["fails_f1"] = (
        2 * tp / (2 * tp + fp + fn) if label_fails or judge_fails
        else undefined("fails-F1 is undefined: neither labels nor judge fail any sample")
    )  # fmt: skip
    out["macro_f1"] = (
        _macro_f1(tp, fp, fn, tn) if n else undefined("macro-F1 is undefined with zero samples")
    )
    out["cohen_kappa"] = _kappa("Cohen's kappa", counts, weighted=False)
    out["quadratic_weighted_kappa"] = _kappa("weighted kappa", counts, weighted=True)
    distance = np.abs(np.subtract.outer(np.arange(len(values)), np.arange(len(values))))
    out["mae"] = (
        int((counts * distance).sum()) / n if n else undefined("MAE is undefined with zero samples")
    )
    out["spearman"] = _spearman(counts)
    out["krippendorff_alpha"] = _ordinal_alpha(counts)
    return out


def _macro_f1(tp: int, fp: int, fn: int, tn: int) -> float:
    """Mean F1 of the classes present in either vector (scikit-learn's ``average="macro"``)."""
    scores = [2 * hits / (2 * hits + fp + fn) for hits, present in
              ((tn, tn + fp + fn > 0), (tp, tp + fp + fn > 0)) if present]  # fmt: skip
    return float(np.average(scores))


def _kappa(name: str, counts: Counts, *, weighted: bool) -> float:
    """``sklearn.metrics.cohen_kappa_score`` over the full scale, from its counts."""
    if counts.sum() == 0:
        return undefined(f"{name} is undefined with zero samples")
    rows, cols = np.flatnonzero(counts.sum(axis=1)), np.flatnonzero(counts.sum(axis=0))
    if rows.size == 1 and np.array_equal(rows, cols):
        return undefined(f"{name} is undefined: both raters use a single category")
    k = counts.shape[0]
    confusion = counts.astype(np.float64)
    sum0 = np.sum(confusion, axis=0)
    sum1 = np.sum(confusion, axis=1)
    expected = np.outer(sum0, sum1) / np.sum(sum0)
    if weighted:
        w_mat = np.zeros([k, k], dtype=np.float64)
        w_mat += np.arange(k)
        w_mat = (w_mat - w_mat.T) ** 2
    else:
        w_mat = np.ones([k, k], dtype=np.float64)
        np.fill_diagonal(w_mat, 0)
    ratio = np.sum(w_mat * confusion) / np.sum(w_mat * expected)
    return float(1 - ratio)


def _midranks(totals: Counts) -> NDArray[np.float64]:
    """Average rank (from 1) of each category's scores, as ``scipy.stats.rankdata`` gives
    them (exact: halves of small integers)."""
    before = (np.cumsum(totals) - totals).astype(np.float64)
    return before + (totals + 1) / 2


def _spearman(counts: Counts) -> float:
    """``scipy.stats.spearmanr``: Pearson correlation (``np.corrcoef``) of the ranks."""
    n = int(counts.sum())
    if n < 2:
        return undefined("Spearman is undefined with fewer than two samples")
    rows, cols = counts.sum(axis=1), counts.sum(axis=0)
    if np.count_nonzero(rows) == 1 or np.count_nonzero(cols) == 1:
        return undefined("Spearman is undefined: one of the score vectors is constant")
    k = counts.shape[0]
    true_index = np.repeat(np.repeat(np.arange(k), k), counts.ravel())
    pred_index = np.repeat(np.tile(np.arange(k), k), counts.ravel())
    # SciPy ranks the (n, 2) columns into a (2, n) buffer and hands corrcoef its
    # transpose; the same memory layout gives the same floating-point sums
    ranked = np.vstack([_midranks(rows)[true_index], _midranks(cols)[pred_index]]).T
    correlation: NDArray[np.float64] = np.asarray(np.corrcoef(ranked, rowvar=False))
    return float(correlation[1, 0])


def _ordinal_alpha(counts: Counts) -> float:
    """Krippendorff's ordinal alpha of the (reference, judge) pairs, as the
    ``krippendorff`` package computes it over the full scale."""
    if counts.sum() == 0:
        return undefined("Krippendorff's alpha is undefined: no sample has two ratings")
    if np.count_nonzero(counts.sum(axis=0) + counts.sum(axis=1)) < 2:
        return undefined("Krippendorff's alpha is undefined: every rating is the same value")
    k = counts.shape[0]
    # each sample's two ratings add one coincidence in each direction (two on the diagonal)
    o = (counts + counts.T).astype(np.float64)
    n_v = o.sum(axis=0)
    e = np.divide(np.outer(n_v, n_v) - np.diagflat(n_v), n_v.sum() - 1, dtype=np.float64)
    index = np.arange(k)
    i1, i2 = np.minimum(index[:, None], index[None, :]), np.maximum(index[:, None], index[None, :])
    ranges = np.dstack((i1, i2 + 1))
    between = np.add.reduceat(np.append(n_v, 0), ranges.reshape(-1))[::2].reshape(*i1.shape)
    d = (between - np.divide(n_v[i1] + n_v[i2], 2, dtype=np.float64)) ** 2
    return float(1 - (o * d).sum() / (e * d).sum())
