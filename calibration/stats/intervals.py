"""Score-type intervals for rates that stay honest at 0 and 1.

A percentile bootstrap of a rate near 0 or 1 collapses (a judge that is right on all of
30 samples gets the interval [1, 1]). Wilson's score interval and Newcombe's hybrid
score interval for a paired difference keep their coverage there, need no resampling
and are never empty.

- :func:`wilson_interval`: one proportion (Wilson 1927).
- :func:`paired_rate_difference`: the difference of two proportions measured on the
  same units, e.g. "unparseable in the candidate run" minus "unparseable in the
  baseline run" per sample (Newcombe 1998, method 10).
- :func:`rise_pvalue`: one-sided p-value of "the rate rose by more than ``allowance``",
  found by inverting that interval.

>>> counts = PairedCounts(both=1, first_only=2, second_only=9, neither=88)
>>> round(counts.difference, 3)
0.07
>>> low, high = paired_rate_difference(counts, confidence=0.95)
>>> round(low, 4), round(high, 4)
(0.0044, 0.1443)
>>> rise_pvalue(counts, allowance=0.0) < 0.05
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from numpy.typing import ArrayLike

from calibration.stats.bootstrap import wilson_interval as proportion_wilson


def share(count: float, total: int) -> float:
    """``count / total``, nan when there is nothing to divide by.

    >>> share(3, 4), share(0, 0)
    (0.75, nan)
    """
    return count / total if total else float("nan")


@dataclass(frozen=True)
class PairedCounts:
    """A paired 2x2 table: on how many units the event happened in the first and second run."""

    both: int
    first_only: int
    second_only: int
    neither: int

    @classmethod
    def from_events(cls, first: ArrayLike, second: ArrayLike) -> PairedCounts:
        """Count the table from two boolean vectors over the same units.

        >>> PairedCounts.from_events([1, 0, 0, 1], [1, 1, 0, 0])
        PairedCounts(both=1, first_only=1, second_only=1, neither=1)
        """
        a = np.asarray(first, dtype=bool)
        b = np.asarray(second, dtype=bool)
        if a.shape != b.shape:
            raise ValueError("paired events must have the same length")
        return cls(int((a & b).sum()), int((a & ~b).sum()), int((~a & b).sum()),
                   int((~a & ~b).sum()))  # fmt: skip

    @property
    def n(self) -> int:
        return self.both + self.first_only + self.second_only + self.neither

    @property
    def first_rate(self) -> float:
        return share(self.both + self.first_only, self.n)

    @property
    def second_rate(self) -> float:
        return share(self.both + self.second_only, self.n)

    @property
    def difference(self) -> float:
        """Second rate minus first rate."""
        return share(self.second_only - self.first_only, self.n)

    def swapped(self) -> PairedCounts:
        """The same table with the runs exchanged (for "first minus second")."""
        return PairedCounts(self.both, self.second_only, self.first_only, self.neither)


def wilson_interval(
    successes: int, trials: int, *, confidence: float = 0.95
) -> tuple[float, float]:
    """Wilson's score interval of ``successes`` out of ``trials`` (nan bounds with no trials).

    >>> [round(v, 4) for v in wilson_interval(0, 30)]
    [0.0, 0.1135]
    """
    if trials <= 0:
        return float("nan"), float("nan")
    return proportion_wilson(successes / trials, trials, confidence=confidence)


def _phi(counts: PairedCounts) -> float:
    a, b, c, d = counts.both, counts.second_only, counts.first_only, counts.neither
    margins = (a + b) * (c + d) * (a + c) * (b + d)
    return 0.0 if margins == 0 else (a * d - b * c) / math.sqrt(margins)


def paired_rate_difference(
    counts: PairedCounts, *, confidence: float = 0.95
) -> tuple[float, float]:
    """Newcombe's hybrid score interval (method 10) of second rate minus first rate."""
    if counts.n == 0:
        return float("nan"), float("nan")
    p2, p1 = counts.second_rate, counts.first_rate
    l2, u2 = wilson_interval(counts.both + counts.second_only, counts.n, confidence=confidence)
    l1, u1 = wilson_interval(counts.both + counts.first_only, counts.n, confidence=confidence)
    phi = _phi(counts)
    below = (p2 - l2) ** 2 - 2 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1) ** 2
    above = (u2 - p2) ** 2 - 2 * phi * (u2 - p2) * (p1 - l1) + (p1 - l1) ** 2
    theta = counts.difference
    return theta - math.sqrt(max(below, 0.0)), theta + math.sqrt(max(above, 0.0))


def rise_pvalue(counts: PairedCounts, *, allowance: float = 0.0) -> float:
    """One-sided p-value of "second rate minus first rate exceeds ``allowance``".

    The smallest level ``a`` at which the lower bound of the two-sided ``1 - 2a``
    interval lies above ``allowance`` (bisection on ``a``); 1.0 when the observed
    difference does not exceed the allowance.
    """
    if counts.n == 0 or counts.difference <= allowance:
        return 1.0

    def rejects(level: float) -> bool:
        return paired_rate_difference(counts, confidence=1 - 2 * level)[0] > allowance

    low, high = 1e-12, 0.5
    if rejects(low):
        return low
    for _ in range(60):
        middle = math.sqrt(low * high)
        low, high = (low, middle) if rejects(middle) else (middle, high)
        if high / low < 1.0001:
            break
    return high
