"""Per-sample additive features for the cluster bootstrap (see ``stats.bootstrap``).

Every function returns an ``(n_samples, m)`` array, one row per sample in the order of
``codes`` (from :func:`sample_codes`), summing that sample's rows over all its epochs.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from calibration.stats.agreement import ac1_features, category_counts, coincidences

Array = NDArray[np.float64]


def sample_codes(frame: pd.DataFrame) -> tuple[NDArray[np.int64], list[str]]:
    """Integer code of each row's sample, and the sample ids in code order."""
    codes, ids = pd.factorize(frame["sample_id"], sort=True)
    return codes.astype(np.int64), list(map(str, ids.tolist()))


def per_sample_sum(codes: NDArray[np.int64], n_samples: int, values: Array) -> Array:
    """Sum row values (shape ``(rows, m)``) per sample into ``(n_samples, m)``."""
    values = np.asarray(values, dtype=float)
    if values.ndim == 1:
        values = values[:, None]
    out = np.zeros((n_samples, values.shape[1]))
    np.add.at(out, codes, values)
    return out


def confusion_features(
    labels: Array, judged: Array, codes: NDArray[np.int64], n_samples: int, scale: Sequence[int]
) -> Array:
    """Flattened K x K confusion counts per sample; rows with a nan judge score skipped."""
    k = len(scale)
    low = scale[0]
    keep = ~np.isnan(judged)
    cells = (labels[keep] - low).astype(np.int64) * k + (judged[keep] - low).astype(np.int64)
    flat = codes[keep] * k * k + cells
    counts = np.bincount(flat, minlength=n_samples * k * k)
    return counts.reshape(n_samples, k * k).astype(float)


def ratio_features(
    numerator: NDArray[np.bool_],
    denominator: NDArray[np.bool_],
    codes: NDArray[np.int64],
    n_samples: int,
) -> Array:
    """Per-sample [hits, trials] for a ratio statistic; hits count only inside trials."""
    both = np.column_stack([numerator & denominator, denominator]).astype(float)
    return per_sample_sum(codes, n_samples, both)


def agreement_features(ratings: Array, scale: Sequence[int]) -> Array:
    """Per-sample [coincidences (K*K), AC1 sums] for alpha and AC1 across raters."""
    counts = category_counts(ratings, scale)
    k = len(scale)
    return np.column_stack([coincidences(counts).reshape(len(counts), k * k), ac1_features(counts)])
