"""Collect the reasons behind undefined (nan) statistics as human-readable notes."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any, TypeVar

from calibration.stats._validate import UndefinedStatisticWarning

T = TypeVar("T")


def with_notes(notes: list[str], where: str, func: Callable[..., T], *args: Any, **kw: Any) -> T:
    """Call ``func`` and append each :class:`UndefinedStatisticWarning` it raised to notes.

    >>> from calibration.stats import accuracy
    >>> notes = []
    >>> with_notes(notes, "all samples", accuracy, [], [])
    nan
    >>> notes
    ['all samples: accuracy is undefined with zero samples']
    """
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", UndefinedStatisticWarning)
        result = func(*args, **kw)
    for warning in caught:
        if issubclass(warning.category, UndefinedStatisticWarning):
            message = f"{where}: {warning.message}"
            if message not in notes:
                notes.append(message)
    return result
