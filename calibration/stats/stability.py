"""Run-to-run variance of one judge across epochs.

``scores`` is an ``(n_samples, n_epochs)`` matrix of the judge's scores on the same
samples in repeated runs, ``nan`` where an answer was unparseable. An epoch's verdict
is "fails", "passes" or "unparseable".
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from numpy.typing import ArrayLike, NDArray

from calibration.stats._validate import undefined
from calibration.stats.agreement import krippendorff_alpha

Array = NDArray[np.float64]


def _epochs_matrix(scores: ArrayLike) -> Array:
    matrix = np.asarray(scores, dtype=float)
    if matrix.ndim != 2:
        raise ValueError(f"scores must be 2-D (samples x epochs), got shape {matrix.shape}")
    return matrix


def verdicts(scores: ArrayLike, *, threshold: float) -> NDArray[np.int8]:
    """Per-epoch verdict codes: 1 fails, 0 passes, -1 unparseable.

    >>> verdicts([[1, 4, np.nan]], threshold=3).tolist()
    [[1, 0, -1]]
    """
    matrix = _epochs_matrix(scores)
    codes = np.where(matrix < threshold, 1, 0).astype(np.int8)
    return np.where(np.isnan(matrix), np.int8(-1), codes)


def flipped(scores: ArrayLike, *, threshold: float) -> NDArray[np.bool_]:
    """Per sample: did the verdict (fails / passes / unparseable) change between epochs?

    >>> flipped([[1, 2, 2], [4, 2, 4], [3, 3, np.nan]], threshold=3).tolist()
    [False, True, True]
    """
    codes = verdicts(scores, threshold=threshold)
    return (codes != codes[:, :1]).any(axis=1)


def unanimous(scores: ArrayLike) -> NDArray[np.bool_]:
    """Per sample: same parseable score in every epoch.

    >>> unanimous([[1, 1, 1], [1, 2, 1], [1, 1, np.nan]]).tolist()
    [True, False, False]
    """
    matrix = _epochs_matrix(scores)
    return ~np.isnan(matrix).any(axis=1) & (matrix == matrix[:, :1]).all(axis=1)


def per_sample_std(scores: ArrayLike) -> Array:
    """Per-sample standard deviation (ddof=1) of the parseable scores; nan with < 2.

    >>> per_sample_std([[1, 3], [2, 2], [4, np.nan]]).round(4).tolist()
    [1.4142, 0.0, nan]
    """
    matrix = _epochs_matrix(scores)
    present = (~np.isnan(matrix)).sum(axis=1)
    filled = np.where(np.isnan(matrix), 0.0, matrix)
    safe = np.maximum(present, 1)
    mean = filled.sum(axis=1) / safe
    squares = np.where(np.isnan(matrix), 0.0, (matrix - mean[:, None]) ** 2).sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(present > 1, np.sqrt(squares / np.maximum(present - 1, 1)), np.nan)


def flip_rate(scores: ArrayLike, *, threshold: float) -> float:
    """Share of samples whose verdict changed between epochs.

    >>> flip_rate([[1, 2], [4, 2]], threshold=3)
    0.5
    """
    matrix = _epochs_matrix(scores)
    if matrix.shape[0] == 0 or matrix.shape[1] < 2:
        return undefined("flip rate needs at least one sample and two epochs")
    return float(flipped(matrix, threshold=threshold).mean())


def unanimous_rate(scores: ArrayLike) -> float:
    """Share of samples with the same parseable score in every epoch.

    >>> unanimous_rate([[1, 1], [4, 2]])
    0.5
    """
    matrix = _epochs_matrix(scores)
    if matrix.shape[0] == 0 or matrix.shape[1] < 2:
        return undefined("unanimity needs at least one sample and two epochs")
    return float(unanimous(matrix).mean())


def intra_judge_alpha(scores: ArrayLike, *, scale: Sequence[int]) -> float:
    """Krippendorff's ordinal alpha treating the epochs as raters (``krippendorff`` package).

    >>> intra_judge_alpha([[1, 1], [2, 2], [4, 4]], scale=[1, 2, 3, 4])
    1.0
    """
    matrix = _epochs_matrix(scores)
    if matrix.shape[1] < 2:
        return undefined("intra-judge alpha needs two or more epochs")
    return krippendorff_alpha(matrix, scale=scale)
