"""Percentile bootstrap over samples (clusters), seedable, vectorised.

Each sample contributes a row of *additive features* (for example its confusion counts
over all epochs). One bootstrap resample draws samples with replacement, so its feature
totals are ``weights @ features`` where ``weights`` counts how often each sample was
drawn. A statistic is any function of feature totals; it is evaluated on a whole batch
of resamples at once. Resampling samples rather than rows keeps the epochs of a sample
together, as a cluster bootstrap should.

Paired comparisons draw the *same* resamples for every judge, so the interval of a
difference reflects only the judges' disagreement, not which samples were drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

Array = NDArray[np.float64]
Statistic = Callable[[Array], dict[str, Array]]

DEFAULT_RESAMPLES = 1000
DEFAULT_CONFIDENCE = 0.95


@dataclass(frozen=True)
class Interval:
    """A point estimate with its percentile bootstrap confidence interval."""

    estimate: float
    low: float
    high: float

    def to_dict(self) -> dict[str, float | None]:
        """JSON-friendly form (nan becomes None)."""
        return {
            k: _clean(v)
            for k, v in (("estimate", self.estimate), ("low", self.low), ("high", self.high))
        }

    def excludes_zero(self) -> bool:
        """True when the whole interval lies strictly on one side of 0."""
        return bool(self.low > 0 or self.high < 0)


def _clean(value: float) -> float | None:
    return None if value is None or not np.isfinite(value) else float(value)


def resample_weights(
    n_samples: int, n_resamples: int, *, seed: int | None, batch_size: int = 0
) -> Iterator[Array]:
    """Batches of bootstrap weights: row r says how often resample r drew each sample.

    >>> batch = next(resample_weights(4, 3, seed=0))
    >>> batch.shape, batch.sum(axis=1).tolist()
    ((3, 4), [4.0, 4.0, 4.0])
    """
    rng = np.random.default_rng(seed)
    size = batch_size or max(1, min(n_resamples, 4_000_000 // max(n_samples, 1)))
    done = 0
    while done < n_resamples:
        rows = min(size, n_resamples - done)
        draws = rng.integers(0, n_samples, size=(rows, n_samples))
        offsets = (np.arange(rows) * n_samples)[:, None]
        counts = np.bincount((draws + offsets).ravel(), minlength=rows * n_samples)
        yield counts.reshape(rows, n_samples).astype(float)
        done += rows


def bootstrap_replicates(
    features: Sequence[Array],
    statistic: Statistic,
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    seed: int | None = 0,
) -> list[dict[str, Array]]:
    """Replicates of ``statistic`` for each feature matrix under shared resamples.

    All matrices must have one row per sample, in the same sample order.
    """
    if not features:
        return []
    n_samples = features[0].shape[0]
    if any(f.shape[0] != n_samples for f in features):
        raise ValueError("paired bootstrap needs the same samples for every feature matrix")
    if n_samples == 0 or n_resamples <= 0:
        empty = np.full(0, np.nan)
        return [dict.fromkeys(statistic(f.sum(axis=0)), empty) for f in features]
    parts: list[list[dict[str, Array]]] = [[] for _ in features]
    for weights in resample_weights(n_samples, n_resamples, seed=seed):
        for index, matrix in enumerate(features):
            parts[index].append(statistic(weights @ matrix))
    return [
        {key: np.concatenate([np.atleast_1d(p[key]) for p in batches]) for key in batches[0]}
        for batches in parts
    ]


def percentile_interval(
    estimate: float, replicates: Array, *, confidence: float = DEFAULT_CONFIDENCE
) -> Interval:
    """Percentile interval of the finite replicates (nan bounds when there are none).

    >>> percentile_interval(0.5, np.array([0.1, 0.5, 0.9, np.nan]), confidence=0.5)
    Interval(estimate=0.5, low=0.3, high=0.7)
    """
    finite = replicates[np.isfinite(replicates)]
    if finite.size == 0:
        return Interval(float(estimate), float("nan"), float("nan"))
    tail = (1 - confidence) / 2 * 100
    low, high = np.percentile(finite, [tail, 100 - tail])
    return Interval(float(estimate), float(low), float(high))


def cluster_bootstrap(
    features: Array,
    statistic: Statistic,
    *,
    n_resamples: int = DEFAULT_RESAMPLES,
    confidence: float = DEFAULT_CONFIDENCE,
    seed: int | None = 0,
    estimates: dict[str, float] | None = None,
) -> dict[str, Interval]:
    """Point estimates and percentile intervals of every value ``statistic`` returns.

    ``estimates`` overrides the point estimates (e.g. with library-computed values);
    by default they are ``statistic`` of the full-sample totals.

    >>> features = np.array([[1.0, 1], [0, 1], [1, 1], [1, 1]])  # [hits, trials]
    >>> share = lambda s: {"share": s[..., 0] / s[..., 1]}
    >>> cluster_bootstrap(features, share, n_resamples=200, seed=1)["share"].estimate
    0.75
    """
    features = np.asarray(features, dtype=float)
    point = {k: float(v) for k, v in statistic(features.sum(axis=0)).items()}
    point.update(estimates or {})
    (replicates,) = bootstrap_replicates([features], statistic, n_resamples=n_resamples, seed=seed)
    return {
        key: percentile_interval(point[key], replicates[key], confidence=confidence)
        for key in point
        if key in replicates
    }


def paired_difference(
    replicates_a: Array,
    replicates_b: Array,
    estimate: float,
    *,
    confidence: float = DEFAULT_CONFIDENCE,
) -> Interval:
    """Interval of ``a - b`` from replicates drawn on the same resamples.

    >>> paired_difference(np.array([0.9, 0.8, 0.85]), np.array([0.5, 0.6, 0.55]), 0.3,
    ...                   confidence=0.5).excludes_zero()
    True
    """
    return percentile_interval(estimate, replicates_a - replicates_b, confidence=confidence)
