"""The gate's decision: PASS, FAIL or INCONCLUSIVE from paired runs and a policy.

Order of the checks:

1. Guards (any failure is FAIL): unparseable rate, flip rate across epochs, per-AITech
   code recall, McNemar's exact test (candidate significantly worse), and every guard
   metric whose improvement CI lies wholly below ``-regression_margin``.
2. The primary metric's improvement CI against ``min_improvement`` (``m``): lower bound
   above ``m`` is PASS, upper bound below ``m`` is FAIL, otherwise INCONCLUSIVE.

An INCONCLUSIVE result carries a power statement: the smallest change this many samples
detect with the policy's power (``(z_{1-alpha/2} + z_power) * SE`` of the bootstrap),
McNemar's detectable accuracy change at the observed discordance, and how many labelled
samples would detect the observed change.

>>> result = evaluate_gate(paired, load_policy(), seed=0)  # doctest: +SKIP
>>> result.decision, result.exit_code  # doctest: +SKIP
('PASS', 0)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from calibration.gate_pairing import PairedRuns
from calibration.gate_policy import GatePolicy
from calibration.gate_stats import (
    CodeRecall,
    McNemarResult,
    MetricChange,
    code_recalls,
    flip_share,
    mcnemar_exact,
    metric_changes,
    unparseable_share,
)
from calibration.power import (
    mcnemar_mde,
    mcnemar_sample_size,
    minimum_detectable_effect,
    samples_needed,
)

Decision = Literal["PASS", "FAIL", "INCONCLUSIVE"]
EXIT_CODES: dict[str, int] = {"PASS": 0, "FAIL": 1, "INCONCLUSIVE": 2}
EXIT_USAGE = 4


@dataclass(frozen=True)
class Check:
    """One guard: passed, failed, or not applicable (``ok`` None), with the numbers."""

    name: str
    ok: bool | None
    detail: str


@dataclass(frozen=True)
class PowerStatement:
    """What this dataset could detect, and what it would take to detect the observed change."""

    n: int
    metric: str
    mde: float  # primary metric, from the bootstrap SE
    observed: float  # observed improvement minus min_improvement
    samples_needed: int | None  # to detect ``observed`` at the policy's power
    mcnemar_mde: float  # pass/fail accuracy change McNemar detects at this n
    mcnemar_samples_needed: int | None  # pairs to detect the observed accuracy change
    power: float
    alpha: float
    discordant: int = 0  # samples on which exactly one run is right

    @property
    def more_samples(self) -> int | None:
        return None if self.samples_needed is None else max(0, self.samples_needed - self.n)

    def sentence(self) -> str:
        """The statement in one paragraph, for the summary."""
        pct = f"{self.power:.0%}"
        if not math.isfinite(self.mde) or self.mde == 0:
            return (
                f"The two runs give the same verdicts on all {self.n} samples, so their "
                f"difference has no spread: nothing to detect at this size."
            )
        text = (
            f"With {self.n} paired samples the smallest change in {self.metric} this gate "
            f"detects with {pct} power (two-sided alpha {self.alpha:g}) is about "
            f"{self.mde:.3f}; the observed change is {self.observed:+.3f}."
        )
        if self.samples_needed is None:
            text += " No change was observed, so no sample size would detect it."
        else:
            text += (
                f" Detecting a change of that size would take about {self.samples_needed} "
                f"labelled samples ({self.more_samples} more)."
            )
        if not math.isfinite(self.mcnemar_mde):
            text += (
                f" McNemar's test on pass/fail correctness cannot reach {pct} power here: "
                f"only {self.discordant} of {self.n} samples are right in one run and wrong "
                f"in the other."
            )
        else:
            text += (
                f" McNemar's test on pass/fail correctness detects an accuracy change of "
                f"about {self.mcnemar_mde:.3f} at the observed discordance"
                + (
                    f"; the observed accuracy change would need about "
                    f"{self.mcnemar_samples_needed} samples."
                    if self.mcnemar_samples_needed
                    else "."
                )
            )
        return text


@dataclass
class GateResult:
    """Everything the gate computed, and its decision."""

    decision: Decision
    reasons: list[str]
    paired: PairedRuns
    policy: GatePolicy
    seed: int | None
    changes: dict[str, MetricChange]
    mcnemar: McNemarResult
    checks: list[Check]
    code_recall: list[CodeRecall]
    rates: dict[str, float | None]
    power: PowerStatement
    notes: list[str] = field(default_factory=list)

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.decision]


def _rate_check(
    name: str, base: float | None, cand: float | None, limit: float, what: str
) -> Check:
    if base is None or cand is None:
        return Check(name, None, f"not checked: {what} needs more than one epoch in both runs")
    rise = cand - base
    ok = rise <= limit + 1e-12
    return Check(
        name,
        ok,
        f"{base:.3f} -> {cand:.3f} ({rise:+.3f}; allowed rise {limit:.3f})",
    )


def _code_checks(recalls: list[CodeRecall], policy: GatePolicy) -> list[Check]:
    checks = []
    for item in recalls:
        name = f"aitech_recall[{item.code}]"
        detail = (
            f"{item.baseline:.3f} -> {item.candidate:.3f} on {item.support} samples "
            f"(allowed drop {policy.aitech_recall_tolerance:.3f})"
        )
        if item.support < policy.aitech_min_support:
            checks.append(Check(name, None, f"not checked (support < min): {detail}"))
        else:
            ok = not item.drop > policy.aitech_recall_tolerance + 1e-12
            checks.append(Check(name, ok, detail))
    return checks


def _guard_checks(changes: dict[str, MetricChange], policy: GatePolicy) -> list[Check]:
    checks = []
    for name in policy.guard_metrics:
        if name == policy.primary_metric:
            continue
        change = changes[name]
        interval = change.improvement
        detail = (
            f"improvement {interval.estimate:+.3f}, {1 - policy.alpha:.0%} CI "
            f"[{interval.low:+.3f}, {interval.high:+.3f}]"
        )
        if not math.isfinite(interval.high):
            checks.append(Check(f"no_regression[{name}]", None, f"undefined: {detail}"))
            continue
        ok = not interval.high < -policy.regression_margin
        checks.append(Check(f"no_regression[{name}]", ok, detail))
    return checks


def _mcnemar_check(result: McNemarResult, policy: GatePolicy) -> Check:
    detail = (
        f"candidate right where baseline wrong: {result.gained}; baseline right where "
        f"candidate wrong: {result.lost}; exact p = {result.pvalue:.4f}"
    )
    if not policy.mcnemar_guard:
        return Check("mcnemar", None, f"not a guard in this policy: {detail}")
    worse = result.lost > result.gained and result.pvalue < policy.alpha
    return Check("mcnemar", not worse, detail)


def power_statement(
    paired: PairedRuns,
    change: MetricChange,
    mc: McNemarResult,
    policy: GatePolicy,
) -> PowerStatement:
    """Minimum detectable change at this n, and samples needed for the observed change."""
    n = paired.n
    mde = (
        minimum_detectable_effect(change.se, alpha=policy.alpha, power=policy.power)
        if math.isfinite(change.se)
        else float("nan")
    )
    observed = change.improvement.estimate - policy.min_improvement
    needed = (
        samples_needed(n, mde=mde, effect=observed)
        if math.isfinite(mde) and mde > 0 and math.isfinite(observed)
        else None
    )
    disc = mc.discordance
    return PowerStatement(
        n=n,
        metric=change.metric,
        mde=mde,
        observed=observed,
        samples_needed=needed,
        mcnemar_mde=mcnemar_mde(n, disc, alpha=policy.alpha, power=policy.power),
        mcnemar_samples_needed=mcnemar_sample_size(
            mc.accuracy_change, disc, alpha=policy.alpha, power=policy.power
        ),
        power=policy.power,
        alpha=policy.alpha,
        discordant=mc.gained + mc.lost,
    )


def _primary_decision(change: MetricChange, policy: GatePolicy) -> tuple[Decision, str]:
    interval, m = change.improvement, policy.min_improvement
    ci = f"{1 - policy.alpha:.0%} CI [{interval.low:+.3f}, {interval.high:+.3f}]"
    head = f"{change.metric} improvement {interval.estimate:+.3f}, {ci}"
    if not (math.isfinite(interval.low) and math.isfinite(interval.high)):
        return "INCONCLUSIVE", f"{change.metric} is undefined on these samples ({head})"
    if interval.low > m:
        return "PASS", f"{head} lies above the required minimum {m:+.3f}"
    if interval.high < m:
        return "FAIL", f"{head} lies below the required minimum {m:+.3f}"
    return "INCONCLUSIVE", f"{head} contains the required minimum {m:+.3f}"


def evaluate_gate(paired: PairedRuns, policy: GatePolicy, *, seed: int | None = 0) -> GateResult:
    """Run every check of the policy on two paired runs and decide."""
    changes = metric_changes(
        paired,
        policy.metrics,
        n_resamples=policy.bootstrap_resamples,
        confidence=1 - policy.alpha,
        seed=seed,
    )
    mc = mcnemar_exact(paired.base.correct, paired.cand.correct)
    rates = {
        "unparseable_baseline": unparseable_share(paired.base),
        "unparseable_candidate": unparseable_share(paired.cand),
        "flip_baseline": flip_share(paired.base),
        "flip_candidate": flip_share(paired.cand),
    }
    recalls = code_recalls(paired)
    checks = [
        _rate_check(
            "unparseable_rate",
            rates["unparseable_baseline"],
            rates["unparseable_candidate"],
            policy.max_unparseable_increase,
            "the unparseable rate",
        ),
        _rate_check(
            "flip_rate",
            rates["flip_baseline"],
            rates["flip_candidate"],
            policy.max_flip_rate_increase,
            "the flip rate",
        ),
        _mcnemar_check(mc, policy),
        *_guard_checks(changes, policy),
        *_code_checks(recalls, policy),
    ]
    primary = changes[policy.primary_metric]
    decision, primary_reason = _primary_decision(primary, policy)
    failed = [c for c in checks if c.ok is False]
    reasons = [f"guard failed: {c.name}: {c.detail}" for c in failed]
    if failed:
        decision = "FAIL"
    reasons.append(primary_reason)
    return GateResult(
        decision=decision,
        reasons=reasons,
        paired=paired,
        policy=policy,
        seed=seed,
        changes=changes,
        mcnemar=mc,
        checks=checks,
        code_recall=recalls,
        rates=rates,
        power=power_statement(paired, primary, mc, policy),
        notes=list(paired.notes),
    )
