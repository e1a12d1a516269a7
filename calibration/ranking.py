"""Ranking judges fairly: chance-corrected metrics at the threshold, Holm-corrected tiers.

An always-fail judge gets a high fails-F1 from prevalence alone; Matthews' correlation
(MCC) and Cohen's kappa of the pass/fail verdict are 0 for any constant judge, so they
are the rank keys. F1, precision, recall and the false-positive rate stay as columns.

Tiers: all pairwise differences in the rank metric get a paired-bootstrap two-sided
p-value (the same resampled samples for every judge); the p-values are Holm-adjusted
over all pairs (statsmodels). Judges are taken in rank order; the best judge not yet
placed opens a tier, and every later judge whose difference from it is not significant
joins that tier.

Ties: judges with the same estimate share a rank, and a constant judge (one verdict for
every sample: always pass, always fail) is listed after the others it ties with, so it
is never above a judge it does not beat. A "best" judge is named only when the first
tier holds one judge.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

Array = NDArray[np.float64]

RANK_METRICS: tuple[str, ...] = (
    "mcc", "fails_kappa", "cohen_kappa", "quadratic_weighted_kappa", "krippendorff_alpha",
)  # fmt: skip
THRESHOLD_METRICS: tuple[str, ...] = ("mcc", "fails_kappa", "false_positive_rate")
DEFAULT_RANK_METRIC = "mcc"


def _ratio(numerator: Array, denominator: Array, undefined: float) -> Array:
    with np.errstate(divide="ignore", invalid="ignore"):
        safe = np.where(denominator > 0, denominator, 1.0)
        return np.where(denominator > 0, numerator / safe, undefined)


def threshold_metrics(counts: Array, *, scale: Sequence[int], threshold: float) -> dict[str, Array]:
    """MCC, kappa and false-positive rate of the fails/passes verdict from confusion counts.

    ``counts`` has shape ``(..., K, K)`` (rows reference, columns judge, in ``scale``
    order). As in scikit-learn, MCC is 0 when a verdict is constant; every value is nan
    for an empty table.

    >>> c = np.array([[0.0, 5], [0, 5]])  # always passes, half the skills fail
    >>> {k: float(v) for k, v in threshold_metrics(c, scale=[1, 2], threshold=2).items()}
    {'mcc': 0.0, 'fails_kappa': 0.0, 'false_positive_rate': 0.0}
    """
    counts = np.asarray(counts, dtype=float)
    fail = np.asarray(scale, dtype=float) < threshold
    tp = counts[..., fail, :][..., :, fail].sum(axis=(-2, -1))
    fn = counts[..., fail, :][..., :, ~fail].sum(axis=(-2, -1))
    fp = counts[..., ~fail, :][..., :, fail].sum(axis=(-2, -1))
    tn = counts[..., ~fail, :][..., :, ~fail].sum(axis=(-2, -1))
    n = tp + fn + fp + tn
    empty = n == 0
    denominator = np.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn))
    mcc = _ratio(tp * tn - fp * fn, denominator, 0.0)
    observed = _ratio(tp + tn, n, np.nan)
    chance = _ratio((tp + fp) * (tp + fn) + (tn + fn) * (tn + fp), n * n, np.nan)
    kappa = _ratio(observed - chance, 1 - chance, np.nan)
    return {
        "mcc": np.where(empty, np.nan, mcc),
        "fails_kappa": np.where(empty, np.nan, kappa),
        "false_positive_rate": _ratio(fp, fp + tn, np.nan),
    }


def threshold_point_estimates(true: Array, pred: Array, *, threshold: float) -> dict[str, float]:
    """The same three values computed by scikit-learn on the fails/passes verdicts.

    >>> threshold_point_estimates(np.array([1, 1, 3, 3]), np.array([1, 3, 3, 3]), threshold=2)
    {'mcc': 0.5773502691896258, 'fails_kappa': 0.5, 'false_positive_rate': 0.0}
    """
    from sklearn.metrics import cohen_kappa_score, matthews_corrcoef

    if len(true) == 0:
        return dict.fromkeys(THRESHOLD_METRICS, float("nan"))
    y, p = np.asarray(true) < threshold, np.asarray(pred) < threshold
    negatives = ~y
    with warnings.catch_warnings():  # one class only: sklearn warns, MCC is 0 by definition
        warnings.simplefilter("ignore")
        kappa = float(cohen_kappa_score(y, p)) if len(set(y) | set(p)) > 1 else float("nan")
        mcc = float(matthews_corrcoef(y, p))
    return {
        "mcc": mcc,
        "fails_kappa": kappa,
        "false_positive_rate": float(p[negatives].mean()) if negatives.any() else float("nan"),
    }


def bootstrap_p_value(differences: Array) -> float:
    """Two-sided paired-bootstrap p-value for "the difference is 0".

    >>> bootstrap_p_value(np.array([0.1, 0.2, 0.3, -0.1]))
    0.5
    """
    finite = differences[np.isfinite(differences)]
    if finite.size == 0:
        return float("nan")
    below = (finite <= 0).mean()
    above = (finite >= 0).mean()
    return float(min(1.0, 2 * min(below, above)))


def holm_tiers(
    estimates: Sequence[float],
    replicates: Sequence[Array],
    *,
    alpha: float = 0.05,
    order: Sequence[int] | None = None,
) -> tuple[list[int], Array]:
    """Rank order, tier of each judge (1 = best) and the Holm-adjusted pairwise p-values.

    Judges are taken in ``order`` (default :func:`rank_order`). Returns
    ``(tiers_in_input_order, adjusted_p_matrix)``.

    >>> reps = [np.array([0.8, 0.82, 0.79]), np.array([0.1, 0.12, 0.09]),
    ...         np.array([0.81, 0.8, 0.78])]
    >>> holm_tiers([0.8, 0.1, 0.8], reps)[0]
    [1, 2, 1]
    """
    from statsmodels.stats.multitest import multipletests  # seconds to import: only here

    k = len(estimates)
    adjusted = np.full((k, k), np.nan)
    pairs = [(i, j) for i in range(k) for j in range(i + 1, k)]
    raw = [bootstrap_p_value(replicates[i] - replicates[j]) for i, j in pairs]
    testable = [index for index, p in enumerate(raw) if np.isfinite(p)]
    if testable:
        corrected = multipletests([raw[i] for i in testable], alpha=alpha, method="holm")[1]
        for index, p in zip(testable, corrected, strict=True):
            i, j = pairs[index]
            adjusted[i, j] = adjusted[j, i] = p
    order = list(rank_order(estimates) if order is None else order)
    tiers = [0] * k
    tier = 0
    for position, judge in enumerate(order):
        if tiers[judge]:
            continue
        tier += 1
        tiers[judge] = tier
        for other in order[position + 1 :]:
            p = adjusted[judge, other]
            if not tiers[other] and np.isfinite(p) and p >= alpha:
                tiers[other] = tier
    return tiers, adjusted


def rank_order(estimates: Sequence[float]) -> list[int]:
    """Indices from best to worst estimate (higher is better, nan last, ties stable).

    >>> rank_order([0.2, float("nan"), 0.5])
    [2, 0, 1]
    """
    values = np.asarray(estimates, dtype=float)
    return [int(i) for i in np.argsort(-np.nan_to_num(values, nan=-np.inf), kind="stable")]


def tie_aware_order(estimates: Sequence[float], constant: Sequence[bool]) -> list[int]:
    """Best to worst estimate; among equal estimates constant judges last (then input order).

    >>> tie_aware_order([0.0, 0.0, 0.3, 0.0], [True, False, False, True])
    [2, 1, 0, 3]
    """
    values = np.nan_to_num(np.asarray(estimates, dtype=float), nan=-np.inf)
    return sorted(range(len(values)), key=lambda i: (-values[i], bool(constant[i]), i))


def shared_ranks(estimates: Sequence[float]) -> list[int]:
    """Competition ranks: 1 + the number of judges with a strictly higher estimate (nan last).

    >>> shared_ranks([0.0, 0.5, 0.0, float("nan")])
    [2, 1, 2, 4]
    """
    values = np.nan_to_num(np.asarray(estimates, dtype=float), nan=-np.inf)
    return [int(1 + (values > v).sum()) for v in values]
