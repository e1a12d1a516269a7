"""Power analysis for paired comparisons: the smallest change a dataset can detect.

**The gate's whole decision** (:func:`pass_probability`, :func:`decision_mde`,
:func:`decision_samples_needed`): a candidate PASSes when the primary metric's lower
bound (one-sided level ``f``, the policy's false-PASS rate) clears the required minimum
``m`` *and* no guard fails. With the bootstrap standard error ``SE`` of the improvement
and a true improvement ``d``, the primary part passes with probability about
``Phi((d - m) / SE - z_{1-f})``; the guards, whose familywise false-FAIL rate is at most
``g``, take away at most ``g`` of it (Bonferroni's inequality). So the PASS probability
is at least ``Phi((d - m) / SE - z_{1-f}) - g``, and the smallest improvement PASSed with
probability ``1 - beta`` is ``m + (z_{1-f} + z_{1-beta+g}) * SE``. ``SE`` shrinks like
``1/sqrt(n)``. The release-gate benchmark checks these statements against simulation.

Two older views, both two-sided at level ``alpha``:

- **From a standard error** (any metric, e.g. the paired bootstrap SE of a change in
  F1): the minimum detectable effect at power ``1 - beta`` is
  ``MDE = (z_{1-alpha/2} + z_{1-beta}) * SE``. Since SE shrinks like ``1/sqrt(n)``,
  detecting an effect ``d`` needs about ``n * (MDE / d) ** 2`` samples.
- **McNemar's test** on paired correctness, from the discordance rate ``psi`` (share
  of samples on which exactly one run is right), with Connor's (1987) normal
  approximation ``n = (z_{1-alpha/2} sqrt(psi) + z_{1-beta} sqrt(psi - delta^2))^2
  / delta^2`` for a difference ``delta`` in accuracy.

>>> round(minimum_detectable_effect(0.02), 4)
0.056
>>> samples_needed(100, mde=0.056, effect=0.028)
400
"""

from __future__ import annotations

import math

from scipy.optimize import brentq
from scipy.stats import norm


def pass_probability(
    effect: float, se: float, *, false_pass_rate: float, guard_alpha: float
) -> float:
    """Lower bound on P(PASS) for a true improvement ``effect`` over the required minimum.

    >>> round(pass_probability(0.1, 0.03, false_pass_rate=0.025, guard_alpha=0.075), 3)
    0.84
    """
    if not se > 0:
        return float("nan")
    z_pass = float(norm.ppf(1 - false_pass_rate))
    return max(0.0, float(norm.cdf(effect / se - z_pass)) - guard_alpha)


def decision_mde(se: float, *, power: float, false_pass_rate: float, guard_alpha: float) -> float:
    """Smallest improvement over the required minimum PASSed with probability ``power``.

    >>> round(decision_mde(0.03, power=0.8, false_pass_rate=0.025, guard_alpha=0.075), 4)
    0.0933
    """
    if not se >= 0 or not 0 < power + guard_alpha < 1:
        raise ValueError("need se >= 0 and 0 < power + guard_alpha < 1")
    z_pass = float(norm.ppf(1 - false_pass_rate))
    return (z_pass + float(norm.ppf(power + guard_alpha))) * se


def decision_samples_needed(
    n: int, *, se: float, effect: float, power: float, false_pass_rate: float, guard_alpha: float
) -> int | None:
    """Samples needed to PASS a true improvement ``effect`` (over the required minimum)
    with probability ``power``, when ``n`` samples give standard error ``se``; None when
    ``effect`` is not positive (no sample size PASSes it).

    >>> mde = decision_mde(0.06, power=0.8, false_pass_rate=0.025, guard_alpha=0.075)
    >>> decision_samples_needed(100, se=0.06, effect=mde / 2, power=0.8,
    ...                         false_pass_rate=0.025, guard_alpha=0.075)
    400
    """
    if not math.isfinite(effect) or effect <= 0 or not se > 0:
        return None
    mde = decision_mde(se, power=power, false_pass_rate=false_pass_rate, guard_alpha=guard_alpha)
    return math.ceil(round(n * (mde / effect) ** 2, 6))


def _z(alpha: float, power: float) -> tuple[float, float]:
    if not 0 < alpha < 1 or not 0 < power < 1:
        raise ValueError(f"alpha and power must be in (0, 1), got {alpha} and {power}")
    return float(norm.ppf(1 - alpha / 2)), float(norm.ppf(power))


def minimum_detectable_effect(se: float, *, alpha: float = 0.05, power: float = 0.8) -> float:
    """Smallest true change a two-sided test at ``alpha`` detects with ``power``.

    >>> round(minimum_detectable_effect(0.1, alpha=0.05, power=0.8), 3)
    0.28
    """
    if not se >= 0:
        raise ValueError(f"se must be a non-negative number, got {se}")
    z_alpha, z_power = _z(alpha, power)
    return (z_alpha + z_power) * se


def samples_needed(n: int, *, mde: float, effect: float) -> int | None:
    """Samples needed to detect ``effect`` when ``n`` samples detect ``mde``.

    ``None`` when the effect is zero (no sample size detects no change).

    >>> samples_needed(50, mde=0.2, effect=0.1)
    200
    """
    if n <= 0 or not mde >= 0:
        raise ValueError(f"need n > 0 and mde >= 0, got n={n}, mde={mde}")
    if effect == 0 or not math.isfinite(effect):
        return None
    return max(n, math.ceil(round(n * (mde / abs(effect)) ** 2, 9)))


def mcnemar_sample_size(
    delta: float, discordance: float, *, alpha: float = 0.05, power: float = 0.8
) -> int | None:
    """Pairs needed for McNemar's test to detect an accuracy change ``delta`` (Connor 1987).

    ``discordance`` is the expected share of discordant pairs; ``None`` when ``delta`` is
    zero or larger than the discordance allows.

    >>> mcnemar_sample_size(0.1, 0.2)
    155
    """
    delta = abs(delta)
    if delta == 0 or delta > discordance or not 0 < discordance <= 1:
        return None
    z_alpha, z_power = _z(alpha, power)
    root = z_alpha * math.sqrt(discordance) + z_power * math.sqrt(discordance - delta**2)
    return math.ceil(round(root**2 / delta**2, 9))


def mcnemar_mde(n: int, discordance: float, *, alpha: float = 0.05, power: float = 0.8) -> float:
    """Smallest accuracy change McNemar's test detects on ``n`` pairs (``nan`` if none can).

    Solves Connor's formula for ``delta`` at fixed discordance; returns ``nan`` when no
    disagreement was seen or even ``delta = discordance`` is out of reach.

    >>> round(mcnemar_mde(155, 0.2), 3)
    0.1
    """
    if n <= 0 or not 0 < discordance <= 1:
        return float("nan")
    z_alpha, z_power = _z(alpha, power)

    def gap(delta: float) -> float:
        root = z_alpha * math.sqrt(discordance) + z_power * math.sqrt(
            max(discordance - delta**2, 0.0)
        )
        return math.sqrt(n) * delta - root

    if gap(discordance) < 0:
        return float("nan")
    return float(brentq(gap, 1e-12, discordance, xtol=1e-10))
