"""Scoring unparseable answers as wrong, so that a judge cannot win by refusing.

Unparseable answers are always counted separately (see ``unparseable_rate``). For the
"as wrong" variant of every statistic, each unparseable answer is replaced by the scale
end farthest from the reference score; that end always lies on the other side of the
pass threshold, so the substitute is both a wrong verdict and the largest error the
judge could have made on that sample.
"""

from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike, NDArray

from calibration.stats._validate import undefined


def worst_case_scores(
    y_true: ArrayLike,
    y_pred: ArrayLike,
    parsed: ArrayLike,
    *,
    scale_low: int,
    scale_high: int,
    threshold: float,
) -> NDArray[np.float64]:
    """Judge scores with every unparseable answer replaced by the worst possible answer.

    A label that passes (``>= threshold``) gets ``scale_low``; a label that fails gets
    ``scale_high``.

    >>> worst_case_scores([4, 1, 3], [4, 0, 0], [True, False, False],
    ...                   scale_low=1, scale_high=4, threshold=3).tolist()
    [4.0, 4.0, 1.0]
    """
    true = np.asarray(y_true, dtype=float)
    pred = np.asarray(y_pred, dtype=float)
    ok = np.asarray(parsed, dtype=bool)
    if not (true.shape == pred.shape == ok.shape):
        raise ValueError("y_true, y_pred and parsed must have the same length")
    if not scale_low < threshold <= scale_high:
        raise ValueError(f"threshold {threshold} must lie in ({scale_low}, {scale_high}]")
    opposite = np.where(true >= threshold, float(scale_low), float(scale_high))
    return np.where(ok, pred, opposite)


def unparseable_rate(parsed: ArrayLike) -> float:
    """Share of answers the verdict parser could not read.

    >>> unparseable_rate([True, True, False, True])
    0.25
    """
    ok = np.asarray(parsed, dtype=bool)
    if ok.size == 0:
        return undefined("unparseable rate is undefined with zero answers")
    return float((~ok).mean())
