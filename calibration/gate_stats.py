"""Paired statistics of the release gate: metric changes, McNemar, guard rates.

Every change is *candidate minus baseline*, oriented so that positive means better
(for MAE the improvement is ``baseline - candidate``). Intervals come from a paired
percentile bootstrap over samples (:mod:`calibration.stats.bootstrap`): both runs are
evaluated on the same resamples and the epochs of a sample stay together. Metrics are
computed from confusion counts (:func:`calibration.stats.confusion.metrics_from_confusion`)
with unparseable answers scored as wrong.

>>> changes = metric_changes(paired, ["fails_f1", "mae"], n_resamples=2000, seed=0)
... # doctest: +SKIP
>>> changes["fails_f1"].improvement.low > 0  # doctest: +SKIP
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd
from numpy.typing import ArrayLike, NDArray
from statsmodels.stats.contingency_tables import mcnemar

from calibration.gate_pairing import PairedRuns, RunArrays
from calibration.gate_policy import METRICS
from calibration.judges import Scale
from calibration.stats.bootstrap import (
    Interval,
    Statistic,
    bootstrap_replicates,
    paired_difference,
)
from calibration.stats.confusion import metrics_from_confusion
from calibration.stats.subgroups import recall_per_code
from calibration.stats.unparseable import unparseable_rate

Array = NDArray[np.float64]


@dataclass(frozen=True)
class MetricChange:
    """One metric on both runs and the paired interval of the improvement."""

    metric: str
    higher_is_better: bool
    baseline: float
    candidate: float
    improvement: Interval  # oriented: positive = candidate better
    se: float  # bootstrap standard error of the improvement
    undefined_resamples: int  # resamples where the metric was undefined (dropped)


@dataclass(frozen=True)
class McNemarResult:
    """McNemar's exact test on per-sample pass/fail correctness."""

    n: int
    gained: int  # samples the candidate gets right and the baseline wrong
    lost: int  # samples the baseline gets right and the candidate wrong
    pvalue: float

    @property
    def discordance(self) -> float:
        return (self.gained + self.lost) / self.n if self.n else float("nan")

    @property
    def accuracy_change(self) -> float:
        return (self.gained - self.lost) / self.n if self.n else float("nan")


@dataclass(frozen=True)
class CodeRecall:
    """Recall of one expected AITech code on both runs (over judgments)."""

    code: str
    support: int  # samples expecting the code
    baseline: float
    candidate: float

    @property
    def drop(self) -> float:
        return self.baseline - self.candidate


def confusion_statistic(scale: Scale) -> Statistic:
    """Statistic over flattened confusion totals ``(..., K*K)``: every gate metric."""
    k = len(scale.values)
    fails = np.asarray(scale.values, dtype=float) < scale.threshold
    same_side = (fails[:, None] == fails[None, :]).astype(float).ravel()

    def statistic(sums: Array) -> dict[str, Array]:
        counts = sums.reshape(*sums.shape[:-1], k, k)
        values = metrics_from_confusion(counts, scale=scale.values, threshold=scale.threshold)
        total = sums.sum(axis=-1)
        with np.errstate(invalid="ignore", divide="ignore"):
            values["verdict_accuracy"] = np.where(total > 0, (sums @ same_side) / total, np.nan)
        return {name: values[name] for name in METRICS}

    return statistic


def metric_changes(
    paired: PairedRuns,
    metrics: Sequence[str],
    *,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int | None = 0,
) -> dict[str, MetricChange]:
    """Point values on both runs and paired bootstrap intervals of each improvement."""
    statistic = confusion_statistic(paired.scale)
    point_b = statistic(paired.base.confusion.sum(axis=0))
    point_c = statistic(paired.cand.confusion.sum(axis=0))
    rep_b, rep_c = bootstrap_replicates(
        [paired.base.confusion, paired.cand.confusion],
        statistic,
        n_resamples=n_resamples,
        seed=seed,
    )
    out: dict[str, MetricChange] = {}
    for name in metrics:
        higher = METRICS[name]
        base, cand = float(point_b[name]), float(point_c[name])
        first, second = (rep_c[name], rep_b[name]) if higher else (rep_b[name], rep_c[name])
        estimate = (cand - base) if higher else (base - cand)
        interval = paired_difference(first, second, estimate, confidence=confidence)
        diffs = first - second
        finite = diffs[np.isfinite(diffs)]
        out[name] = MetricChange(
            metric=name,
            higher_is_better=higher,
            baseline=base,
            candidate=cand,
            improvement=interval,
            se=float(finite.std(ddof=1)) if finite.size > 1 else float("nan"),
            undefined_resamples=int(diffs.size - finite.size),
        )
    return out


def mcnemar_exact(base_correct: ArrayLike, cand_correct: ArrayLike) -> McNemarResult:
    """McNemar's exact test (``statsmodels``) on paired per-sample correctness.

    >>> r = mcnemar_exact([0, 0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1, 1])
    >>> r.gained, r.lost, round(r.pvalue, 4)
    (6, 0, 0.0312)
    """
    base = np.asarray(base_correct, dtype=bool)
    cand = np.asarray(cand_correct, dtype=bool)
    if base.shape != cand.shape:
        raise ValueError("base_correct and cand_correct differ in length")
    gained = int((cand & ~base).sum())
    lost = int((base & ~cand).sum())
    table = [[int((base & cand).sum()), lost], [gained, int((~base & ~cand).sum())]]
    pvalue = 1.0 if gained + lost == 0 else float(mcnemar(table, exact=True).pvalue)
    return McNemarResult(n=int(base.size), gained=gained, lost=lost, pvalue=pvalue)


def unparseable_share(run: RunArrays) -> float:
    """Share of the run's judgments that could not be parsed."""
    return unparseable_rate(run.frame["parsed"].to_numpy(bool))


def flip_share(run: RunArrays) -> float | None:
    """Share of samples whose verdict flipped across epochs (None with one epoch)."""
    return None if run.flipped is None else float(run.flipped.mean())


def _recall_per_code(frame: pd.DataFrame) -> dict[str, float]:
    """Recall of each expected code over judgments (rows expecting it that found it)."""
    return recall_per_code(list(frame["aitech_expected"]), list(frame["aitech_found"]))


def code_recalls(paired: PairedRuns) -> list[CodeRecall]:
    """Per expected AITech code: support (samples) and recall over judgments on both runs."""
    base, cand = _recall_per_code(paired.base.frame), _recall_per_code(paired.cand.frame)
    expected = paired.base.frame.groupby("sample_id")["aitech_expected"].first()
    support = {code: int(sum(code in codes for codes in expected)) for code in base}
    return [
        CodeRecall(code, support[code], base[code], cand.get(code, float("nan")))
        for code in sorted(base, key=lambda c: tuple(int(p) for p in c.split(".")))
    ]
