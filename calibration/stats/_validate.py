"""Input checks and the "undefined statistic" convention shared by all statistics.

A statistic that is mathematically undefined for its input (no samples, one class
only, constant ratings) returns ``nan`` and emits :class:`UndefinedStatisticWarning`
with the reason, in the way scikit-learn emits ``UndefinedMetricWarning``. Callers
that build reports record these warnings as notes next to the number.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence

import numpy as np
from numpy.typing import ArrayLike, NDArray


class UndefinedStatisticWarning(UserWarning):
    """A statistic is undefined for this input and was returned as ``nan``."""


def undefined(reason: str) -> float:
    """Warn that a statistic is undefined and return ``nan``.

    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     value = undefined("no samples")
    >>> value, str(caught[0].message)
    (nan, 'no samples')
    """
    warnings.warn(reason, UndefinedStatisticWarning, stacklevel=3)
    return float("nan")


def as_score_array(values: ArrayLike, name: str) -> NDArray[np.float64]:
    """A 1-D float array of finite scores, or ``ValueError`` naming the argument."""
    array = np.asarray(values, dtype=float)
    if array.ndim != 1:
        raise ValueError(f"{name} must be 1-D, got shape {array.shape}")
    if not np.all(np.isfinite(array)):
        raise ValueError(f"{name} contains nan or inf; drop unparseable answers first")
    return array


def check_pair(
    y_true: ArrayLike, y_pred: ArrayLike
) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """Validate a (reference, judge) pair of score vectors of equal length."""
    true = as_score_array(y_true, "y_true")
    pred = as_score_array(y_pred, "y_pred")
    if true.shape != pred.shape:
        raise ValueError(f"y_true and y_pred differ in length: {len(true)} != {len(pred)}")
    return true, pred


def check_scale(scale: Sequence[int]) -> list[int]:
    """The scale as a sorted list of at least two distinct integers."""
    values = sorted({int(v) for v in scale})
    if len(values) < 2:
        raise ValueError(f"a scale needs at least two values, got {list(scale)}")
    return values
