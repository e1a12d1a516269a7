"""Agreement between several raters (judges, epochs or annotators) on the same samples.

``ratings`` is an ``(n_samples, n_raters)`` array of scores with ``nan`` where a rater
gave no (parseable) score.

- pairwise Cohen's kappa: ``sklearn.metrics.cohen_kappa_score`` per pair of raters;
- Fleiss' kappa: ``statsmodels.stats.inter_rater.fleiss_kappa`` (samples every rater scored);
- Krippendorff's alpha (ordinal): the ``krippendorff`` package (missing values allowed);
- Gwet's AC1: hand-written (no maintained Python package computes it), multi-rater form
  of Gwet (2008) / Gwet, *Handbook of Inter-Rater Reliability* (4th ed., 2014), checked
  against the handbook's worked examples in ``tests/test_calibration_agreement.py``.

The ``*_from_sums`` functions compute the same coefficients from per-sample sums so the
bootstrap can evaluate many resamples at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

import numpy as np
from numpy.typing import ArrayLike, NDArray

from calibration.stats._validate import check_scale, undefined
from calibration.stats.confusion import alpha_from_coincidence

Array = NDArray[np.float64]


def as_ratings(ratings: ArrayLike, scale: Sequence[int]) -> Array:
    """Validate an ``(n_samples, n_raters)`` matrix whose values are on the scale or nan."""
    matrix = np.asarray(ratings, dtype=float)
    if matrix.ndim != 2:
        raise ValueError(f"ratings must be 2-D (samples x raters), got shape {matrix.shape}")
    seen = np.unique(matrix[~np.isnan(matrix)])
    off = np.setdiff1d(seen, np.asarray(check_scale(scale), dtype=float))
    if off.size:
        raise ValueError(f"ratings have values off the scale {list(scale)}: {off.tolist()}")
    return matrix


def category_counts(ratings: ArrayLike, scale: Sequence[int]) -> Array:
    """Per-sample counts of each scale value: shape ``(n_samples, K)``.

    >>> category_counts([[1, 1, 2], [2, np.nan, 2]], scale=[1, 2]).tolist()
    [[2.0, 1.0], [0.0, 2.0]]
    """
    matrix = as_ratings(ratings, scale)
    values = np.asarray(check_scale(scale), dtype=float)
    return (matrix[:, :, None] == values[None, None, :]).sum(axis=1).astype(float)


def coincidences(counts: Array) -> Array:
    """Per-sample Krippendorff coincidence matrices ``(n, K, K)`` from category counts.

    A sample with fewer than two values is not pairable and contributes zeros.
    """
    totals = counts.sum(axis=-1)
    pairs = np.einsum("ni,nj->nij", counts, counts) - np.einsum(
        "ni,ij->nij", counts, np.eye(counts.shape[-1])
    )
    scale = np.where(totals > 1, 1 / np.where(totals > 1, totals - 1, 1), 0.0)
    return pairs * scale[:, None, None]


def ac1_features(counts: Array) -> Array:
    """Per-sample sums behind Gwet's AC1: [agreement, pairable, rated, shares (K)]."""
    totals = counts.sum(axis=-1)
    pairable = totals > 1
    safe_pairs = np.where(pairable, totals * (totals - 1), 1)
    agreement = np.where(pairable, (counts * (counts - 1)).sum(axis=-1) / safe_pairs, 0.0)
    rated = totals > 0
    shares = counts / np.where(rated, totals, 1)[:, None]
    return np.column_stack([agreement, pairable, rated, shares]).astype(float)


def ac1_from_sums(sums: Array) -> Array:
    """Gwet's AC1 from summed :func:`ac1_features` (any leading batch shape)."""
    agreement, pairable, rated, shares = sums[..., 0], sums[..., 1], sums[..., 2], sums[..., 3:]
    q = shares.shape[-1]
    with np.errstate(divide="ignore", invalid="ignore"):
        observed = np.where(pairable > 0, agreement / np.where(pairable > 0, pairable, 1), np.nan)
        pi = shares / np.where(rated > 0, rated, 1)[..., None]
        chance = (pi * (1 - pi)).sum(axis=-1) / (q - 1)
        return np.where(chance < 1, (observed - chance) / (1 - chance), np.nan)


def fleiss_features(counts: Array) -> Array:
    """Per-sample sums behind Fleiss' kappa: [1, sum of squared counts, counts (K)]."""
    return np.column_stack([np.ones(len(counts)), (counts**2).sum(axis=-1), counts])


def fleiss_from_sums(sums: Array, raters: int) -> Array:
    """Fleiss' kappa from summed :func:`fleiss_features` with ``raters`` per sample."""
    n, squares, totals = sums[..., 0], sums[..., 1], sums[..., 2:]
    with np.errstate(divide="ignore", invalid="ignore"):
        observed = (squares - n * raters) / (n * raters * (raters - 1))
        p = totals / (n * raters)[..., None]
        chance = (p**2).sum(axis=-1)
        return np.where(chance < 1, (observed - chance) / (1 - chance), np.nan)


def gwet_ac1(ratings: ArrayLike, *, scale: Sequence[int]) -> float:
    """Gwet's first-order agreement coefficient AC1 for any number of raters.

    pa = mean over samples with >= 2 ratings of sum_k r_k (r_k - 1) / (r (r - 1));
    pi_k = mean over rated samples of r_k / r; pe = sum_k pi_k (1 - pi_k) / (q - 1);
    AC1 = (pa - pe) / (1 - pe), with q the number of scale values. Unlike kappa it stays
    high when raters agree and one category dominates.

    >>> round(gwet_ac1([[1, 1], [1, 1], [1, 1], [2, 1]], scale=[1, 2]), 4)
    0.68
    """
    counts = category_counts(ratings, scale)
    if not (counts.sum(axis=-1) > 1).any():
        return undefined("AC1 is undefined: no sample has two or more ratings")
    return float(ac1_from_sums(ac1_features(counts).sum(axis=0)))


def fleiss_kappa(ratings: ArrayLike, *, scale: Sequence[int]) -> float:
    """Fleiss' kappa (``statsmodels``) over the samples that every rater scored.

    >>> round(fleiss_kappa([[1, 1], [2, 2], [1, 2], [2, 2]], scale=[1, 2]), 4)
    0.4667
    """
    from statsmodels.stats.inter_rater import fleiss_kappa as statsmodels_fleiss

    matrix = as_ratings(ratings, scale)
    complete = matrix[~np.isnan(matrix).any(axis=1)]
    if complete.shape[1] < 2 or complete.shape[0] == 0:
        return undefined("Fleiss' kappa is undefined: no sample was scored by two or more raters")
    counts = category_counts(complete, scale)
    if (counts.sum(axis=0) > 0).sum() < 2:
        return undefined("Fleiss' kappa is undefined: every rating is the same category")
    return float(statsmodels_fleiss(counts, method="fleiss"))


Measurement = Literal["nominal", "ordinal", "interval", "ratio"]


def krippendorff_alpha(
    ratings: ArrayLike, *, scale: Sequence[int], level: Measurement = "ordinal"
) -> float:
    """Krippendorff's alpha via the ``krippendorff`` package (missing ratings allowed).

    >>> round(krippendorff_alpha([[1, 1], [2, 2], [3, 2]], scale=[1, 2, 3]), 4)
    0.7778
    """
    import krippendorff

    matrix = as_ratings(ratings, scale)
    counts = category_counts(matrix, scale)
    pairable = counts[counts.sum(axis=-1) > 1]
    if pairable.size == 0:
        return undefined("Krippendorff's alpha is undefined: no sample has two ratings")
    if (pairable.sum(axis=0) > 0).sum() < 2:
        return undefined("Krippendorff's alpha is undefined: every rating is the same value")
    return float(
        krippendorff.alpha(
            reliability_data=matrix.T,
            level_of_measurement=level,
            value_domain=check_scale(scale),
        )
    )


def alpha_from_counts(counts: Array) -> float:
    """Ordinal alpha from per-sample category counts (same value as the package)."""
    return float(alpha_from_coincidence(coincidences(counts).sum(axis=0)))


def pairwise_cohen_kappa(ratings: ArrayLike, *, scale: Sequence[int]) -> Array:
    """Matrix of Cohen's kappa for every pair of raters (diagonal 1; samples both scored).

    >>> pairwise_cohen_kappa([[1, 1, 2], [2, 2, 2], [1, 1, 1]], scale=[1, 2]).round(2).tolist()
    [[1.0, 1.0, 0.4], [1.0, 1.0, 0.4], [0.4, 0.4, 1.0]]
    """
    from calibration.stats.classification import cohen_kappa

    matrix = as_ratings(ratings, scale)
    raters = matrix.shape[1]
    result = np.eye(raters)
    for a in range(raters):
        for b in range(a + 1, raters):
            both = ~np.isnan(matrix[:, a]) & ~np.isnan(matrix[:, b])
            value = cohen_kappa(matrix[both, a], matrix[both, b], scale=scale)
            result[a, b] = result[b, a] = value
    return result
