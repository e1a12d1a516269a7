"""Benchmark: how often the release gate says PASS, FAIL and INCONCLUSIVE, by simulation.

Not a test. Each repetition draws a baseline and a candidate run from the project's
synthetic judge (:mod:`tests.support.synthetic`, real Inspect ``EvalLog`` objects turned
into the judgments table exactly as ``read_logs`` does, minus the zip file) and runs the
gate's own pairing and decision code under the default policy. The candidate's accuracy
is solved so that its true fails-F1 (in the limit of many judgments) differs from the
baseline's by the scenario's amount.

Scenarios: nothing changed; fails-F1 +0.05, +0.10, -0.05, -0.10; F1 +0.05 while the
unparseable rate rises by 4 points; F1 +0.05 while verdicts flip more across epochs
(multi-epoch only; a steady baseline whose verdicts flip on about 5 % of the samples
against a candidate at about 18 %, and a milder 11 % -> 18 %). Sizes: 100 and 300
samples, 1 and 3 epochs. For a candidate that only improves, the last column is the
gate's own power statement (its lower bound on P(PASS) at the true change, averaged
over the runs), to compare with the PASS rate.
Rates come with 95 % Wilson intervals of the Monte Carlo error. The default 25
repetitions per cell keep a run at about 11 minutes on two shared cores (longer when
they are busy); their intervals are wide (about +-0.2 at a rate of one half), so use
``--reps`` for a table to quote.

    python -m benchmarks.bench_gate                 # default: 25 repetitions per cell
    python -m benchmarks.bench_gate --reps 400 --markdown
    python -m benchmarks.bench_gate --only null,f1+0.10 --sizes 300 --epochs 1

The decision code is imported from wherever this checkout has it, so the same file runs
on an older checkout to record a "before" table.
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pandas as pd
from scipy.optimize import brentq
from statsmodels.stats.proportion import proportion_confint

from calibration.logs import header_columns, sample_row
from tests.support.synthetic import expected_fails_f1, synthetic_log

try:  # the gate as a package
    from calibration.gate.decision import evaluate_gate
    from calibration.gate.pairing import pair_runs
    from calibration.gate.policy import load_policy
except ImportError:  # an older checkout: flat modules
    from calibration.gate_decision import evaluate_gate  # type: ignore[no-redef]
    from calibration.gate_pairing import pair_runs  # type: ignore[no-redef]
    from calibration.gate_policy import load_policy  # type: ignore[no-redef]

BASE_ACCURACY = 0.6
BASE_UNPARSEABLE = 0.02
BASE_CONSISTENCY = 0.5
DECISIONS = ("PASS", "FAIL", "INCONCLUSIVE")


@dataclass(frozen=True)
class Scenario:
    name: str
    f1_change: float
    unparseable: float = BASE_UNPARSEABLE
    consistency: float = BASE_CONSISTENCY
    multi_epoch_only: bool = False
    base_consistency: float = BASE_CONSISTENCY

    @property
    def guards_hold(self) -> bool:
        """True when only the primary metric changes (the power statement applies)."""
        return self.unparseable == BASE_UNPARSEABLE and self.consistency == self.base_consistency

    def accuracy(self) -> float:
        """Candidate accuracy whose true fails-F1 is the baseline's plus ``f1_change``."""
        base = expected_fails_f1(accuracy=BASE_ACCURACY, unparseable=BASE_UNPARSEABLE)
        target = base + self.f1_change

        def gap(a: float) -> float:
            return expected_fails_f1(accuracy=a, unparseable=self.unparseable) - target

        return float(brentq(gap, 0.0, 1.0, xtol=1e-9))


SCENARIOS = (
    Scenario("null", 0.0),
    Scenario("f1+0.05", 0.05),
    Scenario("f1+0.10", 0.10),
    Scenario("f1-0.05", -0.05),
    Scenario("f1-0.10", -0.10),
    Scenario("unparseable+4pt", 0.05, unparseable=BASE_UNPARSEABLE + 0.04),
    # verdict flips across 3 epochs: about 0.05 -> 0.18 of the samples, then 0.11 -> 0.18
    Scenario("more-flips", 0.05, consistency=0.0, multi_epoch_only=True, base_consistency=0.8),
    Scenario("more-flips-mild", 0.05, consistency=0.0, multi_epoch_only=True),
)


@functools.lru_cache(maxsize=512)
def baseline(samples: int, epochs: int, rep: int, consistency: float) -> pd.DataFrame:
    """The baseline run of repetition ``rep`` (shared by the scenarios)."""
    return judgments(samples, epochs, 2 * rep, "v1", accuracy=BASE_ACCURACY,
                     unparseable=BASE_UNPARSEABLE, consistency=consistency)  # fmt: skip


def judgments(samples: int, epochs: int, seed: int, rubric: str, **judge: Any) -> pd.DataFrame:
    """The judgments table of one simulated run, as ``read_logs`` would build it."""
    log = synthetic_log(model="bench/judge", samples=samples, epochs=epochs, seed=seed,
                        rubric_version=rubric, **judge)  # fmt: skip
    shared = header_columns(log, f"{rubric}-{seed}.eval")
    return pd.DataFrame([sample_row(s, shared) for s in log.samples or []])


def stated_pass(result: Any, true_change: float) -> float | None:
    """The gate's own lower bound on P(PASS) at the true change (None on older code)."""
    power = getattr(result, "power", None)
    if power is None or not hasattr(power, "se") or not power.se > 0:
        return None
    from calibration.gate.power import pass_probability

    return pass_probability(true_change - power.min_improvement, power.se,
                            false_pass_rate=power.false_pass_rate,
                            guard_alpha=power.guard_alpha)  # fmt: skip


def run_cell(
    scenario: Scenario, samples: int, epochs: int, reps: int, policy: Any
) -> tuple[Counter, list[float]]:
    """Decisions of ``reps`` independent gate runs of one scenario at one size, and the
    gate's stated PASS probability at the true change in each run."""
    accuracy = scenario.accuracy()
    counts: Counter = Counter()
    stated: list[float] = []
    for rep in range(reps):
        base = baseline(samples, epochs, rep, scenario.base_consistency)
        cand = judgments(samples, epochs, 2 * rep + 1, "v2", accuracy=accuracy,
                         unparseable=scenario.unparseable,
                         consistency=scenario.consistency)  # fmt: skip
        result = evaluate_gate(pair_runs(base, cand), policy, seed=rep)
        counts[result.decision] += 1
        bound = stated_pass(result, scenario.f1_change)
        if bound is not None:
            stated.append(bound)
    return counts, stated


def rate(count: int, total: int) -> str:
    low, high = proportion_confint(count, total, alpha=0.05, method="wilson")
    return f"{count / total:.2f} [{low:.2f}, {high:.2f}]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reps", type=int, default=25, help="repetitions per cell (25)")
    parser.add_argument("--sizes", default="100,300", help="sample counts (100,300)")
    parser.add_argument("--epochs", default="1,3", help="epoch counts (1,3)")
    parser.add_argument("--only", help="comma-separated scenario names")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)
    wanted = set(args.only.split(",")) if args.only else None
    policy = load_policy()
    started = time.perf_counter()
    head = ("| scenario | samples × epochs | true Δ fails-F1 | PASS | FAIL | INCONCLUSIVE "
            "| stated P(PASS) ≥ |")  # fmt: skip
    print(head if args.markdown else head.replace("|", " ").strip())
    if args.markdown:
        print("|---|---|---:|---|---|---|---:|")
    for scenario in SCENARIOS:
        if wanted and scenario.name not in wanted:
            continue
        for samples in (int(v) for v in args.sizes.split(",")):
            for epochs in (int(v) for v in args.epochs.split(",")):
                if scenario.multi_epoch_only and epochs < 2:
                    continue
                counts, stated = run_cell(scenario, samples, epochs, args.reps, policy)
                claim = (
                    f"{sum(stated) / len(stated):.2f}"
                    if stated and scenario.guards_hold and scenario.f1_change > 0
                    else "—"
                )
                cells = [scenario.name, f"{samples} × {epochs}", f"{scenario.f1_change:+.2f}",
                         *(rate(counts[d], args.reps) for d in DECISIONS), claim]  # fmt: skip
                line = "| " + " | ".join(cells) + " |"
                print(line if args.markdown else "  ".join(cells), flush=True)
    print(f"\n{args.reps} repetitions per cell, {time.perf_counter() - started:.0f} s; "
          "intervals: 95 % Wilson on the Monte Carlo error.", file=sys.stderr)  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
