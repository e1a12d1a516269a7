"""The gate's guards: one-sided tests of "the candidate is worse by more than allowed".

Each guard is a hypothesis test with a p-value, never a threshold on a point estimate:

- ``unparseable_rate``: share of samples with an unparseable answer rose by more than
  ``max_unparseable_increase`` (Newcombe's paired score interval, inverted);
- ``flip_rate``: share of samples whose verdict flips across epochs rose by more than
  ``max_flip_rate_increase`` (same test; only when both runs have several epochs);
- ``mcnemar``: per-sample correctness is worse (one-sided exact binomial test);
- ``no_regression[metric]``: the metric's improvement is below ``-regression_margin``
  (share of paired bootstrap resamples at or above it);
- ``aitech_recall[code]``: the share of the code's samples on which it is found dropped
  by more than ``aitech_recall_tolerance`` (Newcombe, inverted).

A guard whose most extreme possible data could not reach its level says "not enough
data" and is left out of the family. The tested guards share the policy's guard budget
with Holm's weighted step-down procedure, so the chance that any of them fails a
candidate that is within every allowance is at most ``policy.guard_alpha``.

>>> weighted_holm([0.001, 0.04, 0.5], [0.5, 0.25, 0.25], alpha=0.075)
[True, False, False]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from calibration.gate.pairing import PairedRuns
from calibration.gate.policy import GatePolicy
from calibration.gate.statistics import (
    CodeRecall,
    McNemarResult,
    MetricChange,
    flip_events,
    unparseable_events,
)
from calibration.stats.intervals import PairedCounts, rise_pvalue

Status = Literal["passed", "FAILED", "not enough data", "not tested"]


@dataclass(frozen=True)
class Check:
    """One guard's outcome: ``ok`` True (passed), False (failed) or None (not tested)."""

    name: str
    family: str
    ok: bool | None
    detail: str
    pvalue: float | None = None
    level: float | None = None  # the Holm level it was compared with
    status: Status = "not tested"


def weighted_holm(
    pvalues: Sequence[float], weights: Sequence[float], *, alpha: float
) -> list[bool]:
    """Holm's weighted step-down procedure (Holm 1979): which hypotheses to reject.

    In order of ``p / w``, reject while ``p <= alpha * w / (sum of w not yet rejected)``.
    Controls the familywise error rate at ``alpha`` for any dependence between tests.
    """
    if len(pvalues) != len(weights) or any(w <= 0 for w in weights):
        raise ValueError("need one positive weight per p-value")
    remaining = set(range(len(pvalues)))
    rejected = [False] * len(pvalues)
    for index in sorted(remaining, key=lambda i: pvalues[i] / weights[i]):
        level = alpha * weights[index] / sum(weights[i] for i in remaining)
        if pvalues[index] > level:
            break
        rejected[index] = True
        remaining.discard(index)
    return rejected


def holm_levels(pvalues: Sequence[float], weights: Sequence[float], *, alpha: float) -> list[float]:
    """The level each hypothesis was compared with in the step-down (for one not reached:
    the level it would have been compared with at the step where the procedure stopped).

    >>> [round(v, 4) for v in holm_levels([0.001, 0.04, 0.5], [0.5, 0.25, 0.25], alpha=0.075)]
    [0.0375, 0.0375, 0.0375]
    """
    rejected = weighted_holm(pvalues, weights, alpha=alpha)
    remaining = sum(weights)
    levels = [0.0] * len(pvalues)
    for index in sorted(range(len(pvalues)), key=lambda i: pvalues[i] / weights[i]):
        levels[index] = alpha * weights[index] / remaining
        if rejected[index]:
            remaining -= weights[index]
    left = sum(w for w, r in zip(weights, rejected, strict=True) if not r)
    return [
        level if r else alpha * w / left
        for level, w, r in zip(levels, weights, rejected, strict=True)
    ]


@dataclass(frozen=True)
class _Candidate:
    check: Check
    pvalue: float
    extreme_pvalue: float  # the p-value of the most extreme data this guard could see


def _rate_guard(
    name: str, family: str, counts: PairedCounts, allowance: float, what: str
) -> _Candidate:
    detail = (
        f"{what} {counts.first_rate:.3f} -> {counts.second_rate:.3f} "
        f"({counts.difference:+.3f} on {counts.n} samples; allowed rise {allowance:.3f})"
    )
    extreme = PairedCounts(0, 0, counts.n, 0)
    return _Candidate(
        Check(name, family, None, detail),
        rise_pvalue(counts, allowance=allowance),
        rise_pvalue(extreme, allowance=allowance),
    )


def _code_guard(item: CodeRecall, policy: GatePolicy) -> _Candidate:
    drop = item.found.swapped()  # "baseline found, candidate not" becomes the rise
    detail = (
        f"recall {item.baseline:.3f} -> {item.candidate:.3f} on {item.support} samples "
        f"(allowed drop {policy.aitech_recall_tolerance:.3f})"
    )
    check = Check(f"aitech_recall[{item.code}]", "aitech_recall", None, detail)
    if item.support < policy.aitech_min_support:
        return _Candidate(check, 1.0, 1.0)
    extreme = PairedCounts(0, 0, item.support, 0)
    return _Candidate(
        check,
        rise_pvalue(drop, allowance=policy.aitech_recall_tolerance),
        rise_pvalue(extreme, allowance=policy.aitech_recall_tolerance),
    )


def _metric_guard(change: MetricChange, policy: GatePolicy) -> _Candidate:
    interval = change.improvement
    detail = (
        f"improvement {interval.estimate:+.3f}, {policy.confidence:.0%} CI "
        f"[{interval.low:+.3f}, {interval.high:+.3f}] (allowed regression "
        f"{policy.regression_margin:.3f})"
    )
    finite = change.resamples - change.undefined_resamples
    return _Candidate(
        Check(f"no_regression[{change.metric}]", "no_regression", None, detail),
        change.regression_pvalue,
        1 / (finite + 1) if finite else 1.0,
    )


def _mcnemar_guard(result: McNemarResult) -> _Candidate:
    detail = (
        f"candidate right where baseline wrong: {result.gained}; baseline right where "
        f"candidate wrong: {result.lost}"
    )
    return _Candidate(Check("mcnemar", "mcnemar", None, detail), result.worse_pvalue,
                      0.5 ** result.n if result.n else 1.0)  # fmt: skip


def candidate_guards(
    paired: PairedRuns,
    changes: dict[str, MetricChange],
    mcnemar: McNemarResult,
    recalls: list[CodeRecall],
    policy: GatePolicy,
) -> list[_Candidate]:
    """Every guard the policy asks for, with its p-value (not yet decided)."""
    guards = [
        _rate_guard("unparseable_rate", "unparseable_rate", unparseable_events(paired),
                    policy.max_unparseable_increase, "samples with an unparseable answer"),
    ]  # fmt: skip
    flips = flip_events(paired)
    if flips is not None:
        guards.append(
            _rate_guard(
                "flip_rate",
                "flip_rate",
                flips,
                policy.max_flip_rate_increase,
                "samples whose verdict flips",
            )  # fmt: skip
        )
    if policy.mcnemar_guard:
        guards.append(_mcnemar_guard(mcnemar))
    guards += [
        _metric_guard(changes[name], policy)
        for name in policy.guard_metrics
        if name != policy.primary_metric
    ]
    guards += [_code_guard(item, policy) for item in recalls]
    return guards


def _weights(families: list[str], policy: GatePolicy) -> list[float]:
    """Each family's weight split equally among its members in ``families``."""
    size = {f: families.count(f) for f in set(families)}
    return [policy.guard_weights[f] / size[f] for f in families]


def decide_guards(guards: list[_Candidate], policy: GatePolicy) -> list[Check]:
    """Run Holm's weighted procedure over the guards that have enough data."""
    families = [g.check.family for g in guards]
    weights = _weights(families, policy)
    total = sum(weights)
    checks: list[Check | None] = [None] * len(guards)
    tested = []
    for index, (guard, weight) in enumerate(zip(guards, weights, strict=True)):
        if weight <= 0:
            checks[index] = replace(guard.check, detail=f"{guard.check.detail}; weight 0")
        elif guard.extreme_pvalue > policy.guard_alpha * weight / total:
            checks[index] = replace(
                guard.check,
                status="not enough data",
                detail=f"not enough data to test at this level: {guard.check.detail}",
            )
        else:
            tested.append(index)
    if tested:
        kept = _weights([families[i] for i in tested], policy)
        pvalues = [guards[i].pvalue for i in tested]
        rejected = weighted_holm(pvalues, kept, alpha=policy.guard_alpha)
        levels = holm_levels(pvalues, kept, alpha=policy.guard_alpha)
        for i, reject, p, level in zip(tested, rejected, pvalues, levels, strict=True):
            checks[i] = replace(
                guards[i].check,
                ok=not reject,
                pvalue=p,
                level=level,
                status="FAILED" if reject else "passed",
                detail=f"{guards[i].check.detail}; p = {p:.4g} (Holm level {level:.4g})",
            )
    return [c for c in checks if c is not None]
