"""The gate's decision: PASS, FAIL or INCONCLUSIVE from paired runs and a policy.

1. The primary metric's paired bootstrap interval (two-sided at ``policy.confidence``)
   against ``min_improvement`` (``m``): lower bound above ``m`` is a PASS of the primary
   metric, upper bound below ``m`` is FAIL, otherwise INCONCLUSIVE.
2. The guards (:mod:`calibration.gate.guards`): one-sided tests with allowances under
   Holm's weighted procedure; any failed guard makes the decision FAIL.

So the decision's error rates are the policy's: false PASS at most ``false_pass_rate``,
false FAIL at most ``false_fail_rate`` (primary ``false_pass_rate`` plus guards
``guard_alpha``). Every result carries a power statement for the whole decision
(:mod:`calibration.gate.power`).

>>> result = evaluate_gate(paired, load_policy(), seed=0)  # doctest: +SKIP
>>> result.decision, result.exit_code  # doctest: +SKIP
('PASS', 0)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Literal

from calibration.exit_codes import GATE_EXIT_CODES
from calibration.gate.guards import Check, candidate_guards, decide_guards
from calibration.gate.pairing import PairedRuns
from calibration.gate.policy import GatePolicy
from calibration.gate.power import decision_mde, decision_samples_needed, pass_probability
from calibration.gate.statistics import (
    CodeRecall,
    McNemarResult,
    MetricChange,
    code_recalls,
    flip_share,
    mcnemar_exact,
    metric_changes,
    unparseable_share,
)

Decision = Literal["PASS", "FAIL", "INCONCLUSIVE"]


@dataclass(frozen=True)
class PowerStatement:
    """What this many samples can PASS, and what it would take to PASS the observed change."""

    n: int
    metric: str
    min_improvement: float
    se: float  # bootstrap standard error of the improvement
    mde: float  # smallest true improvement over min_improvement PASSed with ``power``
    observed: float  # observed improvement minus min_improvement
    pass_probability: float  # lower bound on P(PASS) if the observed change were true
    samples_needed: int | None  # to PASS the observed change with ``power``
    power: float
    false_pass_rate: float
    guard_alpha: float

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
            f"With {self.n} paired samples the whole gate (primary metric and guards) PASSes "
            f"a true improvement in {self.metric} of {self.min_improvement + self.mde:+.3f} or "
            f"more with at least {pct} probability (standard error {self.se:.3f}); the observed "
            f"change is {self.observed + self.min_improvement:+.3f}."
        )
        if self.samples_needed is None:
            text += " It is not above the required minimum, so no sample size would PASS it."
        else:
            text += (
                f" If it were the true change, PASS would come with probability at least "
                f"{self.pass_probability:.2f} now, and with {pct} at about "
                f"{self.samples_needed} labelled samples ({self.more_samples} more)."
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
        return GATE_EXIT_CODES[self.decision]


def power_statement(paired: PairedRuns, change: MetricChange, policy: GatePolicy) -> PowerStatement:
    """Power of the whole decision at this n, and samples needed for the observed change."""
    rates = {"false_pass_rate": policy.false_pass_rate, "guard_alpha": policy.guard_alpha}
    se = change.se
    observed = change.improvement.estimate - policy.min_improvement
    finite = math.isfinite(se) and se > 0
    return PowerStatement(
        n=paired.n,
        metric=change.metric,
        min_improvement=policy.min_improvement,
        se=se,
        mde=decision_mde(se, power=policy.power, **rates) if finite else float("nan"),
        observed=observed,
        pass_probability=pass_probability(observed, se, **rates) if finite else float("nan"),
        samples_needed=(
            decision_samples_needed(paired.n, se=se, effect=observed, power=policy.power, **rates)
            if finite
            else None
        ),
        power=policy.power,
        **rates,
    )


def primary_decision(change: MetricChange, policy: GatePolicy) -> tuple[Decision, str]:
    """The primary metric's verdict from its interval and the required minimum."""
    interval, m = change.improvement, policy.min_improvement
    ci = f"{policy.confidence:.0%} CI [{interval.low:+.3f}, {interval.high:+.3f}]"
    head = f"{change.metric} improvement {interval.estimate:+.3f}, {ci}"
    if not (math.isfinite(interval.low) and math.isfinite(interval.high)):
        return "INCONCLUSIVE", f"{change.metric} is undefined on these samples ({head})"
    if interval.low > m:
        return "PASS", f"{head} lies above the required minimum {m:+.3f}"
    if interval.high < m:
        return "FAIL", f"{head} lies below the required minimum {m:+.3f}"
    return "INCONCLUSIVE", f"{head} contains the required minimum {m:+.3f}"


def _dropped_resamples(changes: dict[str, MetricChange]) -> list[str]:
    return [
        f"{name}: undefined on {c.undefined_resamples} of {c.resamples} bootstrap resamples, "
        "left out of its interval"
        for name, c in changes.items()
        if c.undefined_resamples
    ]


def evaluate_gate(paired: PairedRuns, policy: GatePolicy, *, seed: int | None = 0) -> GateResult:
    """Run the primary comparison and every guard of the policy on two paired runs."""
    changes = metric_changes(
        paired,
        policy.metrics,
        n_resamples=policy.bootstrap_resamples,
        confidence=policy.confidence,
        seed=seed,
        margin=policy.regression_margin,
    )
    mc = mcnemar_exact(paired.base.correct, paired.cand.correct)
    rates = {
        "unparseable_baseline": unparseable_share(paired.base),
        "unparseable_candidate": unparseable_share(paired.cand),
        "flip_baseline": flip_share(paired.base),
        "flip_candidate": flip_share(paired.cand),
    }
    recalls = code_recalls(paired)
    checks = decide_guards(candidate_guards(paired, changes, mc, recalls, policy), policy)
    primary = changes[policy.primary_metric]
    decision, primary_reason = primary_decision(primary, policy)
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
        power=power_statement(paired, primary, policy),
        notes=[*paired.notes, *_dropped_resamples(changes)],
    )
