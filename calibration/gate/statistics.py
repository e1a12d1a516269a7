"""Paired statistics of the release gate: metric changes, McNemar, guard events.

Every change is *candidate minus baseline*, oriented so that positive means better
(for MAE the improvement is ``baseline - candidate``). Intervals come from a paired
percentile bootstrap over samples (:mod:`calibration.stats.bootstrap`): both runs are
evaluated on the same resamples and the epochs of a sample stay together; resamples on
which a metric is undefined are counted. Metrics are computed from confusion counts
(:func:`calibration.stats.confusion.metrics_from_confusion`) with unparseable answers
scored as wrong.

The rate guards work on paired per-sample events (:class:`~calibration.stats.intervals.
PairedCounts`): "had an unparseable answer", "verdict flipped across epochs", and per
AITech code "code found in most epochs".

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
from numpy.typing import ArrayLike
from scipy.stats import binomtest
from statsmodels.stats.contingency_tables import mcnemar

from calibration.gate.pairing import Array, PairedRuns, RunArrays
from calibration.gate.policy import METRICS
from calibration.judge_identity import Scale
from calibration.stats.bootstrap import (
    Interval,
    Statistic,
    bootstrap_replicates,
    paired_difference,
)
from calibration.stats.confusion import metrics_from_confusion
from calibration.stats.intervals import PairedCounts, share
from calibration.stats.unparseable import unparseable_rate


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
    resamples: int  # resamples drawn
    regression_pvalue: float  # one-sided: improvement below -margin (bootstrap share)


@dataclass(frozen=True)
class McNemarResult:
    """McNemar's exact test on per-sample pass/fail correctness."""

    correct: PairedCounts  # per sample: right on the baseline (first), on the candidate
    pvalue: float  # two-sided exact
    worse_pvalue: float  # one-sided exact: the candidate is worse

    @property
    def n(self) -> int:
        return self.correct.n

    @property
    def gained(self) -> int:
        """Samples the candidate gets right and the baseline wrong."""
        return self.correct.second_only

    @property
    def lost(self) -> int:
        """Samples the baseline gets right and the candidate wrong."""
        return self.correct.first_only

    @property
    def discordance(self) -> float:
        return share(self.gained + self.lost, self.n)

    @property
    def accuracy_change(self) -> float:
        return self.correct.difference


@dataclass(frozen=True)
class CodeRecall:
    """Recall of one expected AITech code on both runs, and its paired per-sample table."""

    code: str
    support: int  # samples expecting the code
    baseline: float  # over judgments
    candidate: float  # over judgments
    found: PairedCounts  # per sample: code found in most epochs (first = baseline)

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
    margin: float = 0.0,
) -> dict[str, MetricChange]:
    """Point values on both runs, paired bootstrap intervals of each improvement, and the
    one-sided p-value of "improvement below ``-margin``"."""
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
        at_or_above = int((finite >= -margin).sum())
        out[name] = MetricChange(
            metric=name,
            higher_is_better=higher,
            baseline=base,
            candidate=cand,
            improvement=interval,
            se=float(finite.std(ddof=1)) if finite.size > 1 else float("nan"),
            undefined_resamples=int(diffs.size - finite.size),
            resamples=int(diffs.size),
            regression_pvalue=(at_or_above + 1) / (finite.size + 1) if finite.size else 1.0,
        )
    return out


def mcnemar_exact(base_correct: ArrayLike, cand_correct: ArrayLike) -> McNemarResult:
    """McNemar's exact test (``statsmodels``) on paired per-sample correctness.

    >>> r = mcnemar_exact([0, 0, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1, 1])
    >>> r.gained, r.lost, round(r.pvalue, 4), r.worse_pvalue
    (6, 0, 0.0312, 1.0)
    """
    try:
        correct = PairedCounts.from_events(base_correct, cand_correct)
    except ValueError:
        raise ValueError("base_correct and cand_correct differ in length") from None
    gained, lost = correct.second_only, correct.first_only
    table = [[correct.both, lost], [gained, correct.neither]]
    if gained + lost == 0:
        pvalue = worse = 1.0
    else:
        pvalue = float(mcnemar(table, exact=True).pvalue)
        worse = float(binomtest(lost, gained + lost, 0.5, alternative="greater").pvalue)
    return McNemarResult(correct=correct, pvalue=pvalue, worse_pvalue=worse)


def unparseable_share(run: RunArrays) -> float:
    """Share of the run's judgments that could not be parsed."""
    return unparseable_rate(run.frame["parsed"].to_numpy(bool))


def flip_share(run: RunArrays) -> float | None:
    """Share of samples whose verdict flipped across epochs (None with one epoch)."""
    return None if run.flipped is None else float(run.flipped.mean())


def unparseable_events(paired: PairedRuns) -> PairedCounts:
    """Per sample: did the run give an unparseable answer (first = baseline)?"""
    return PairedCounts.from_events(paired.base.unparsed > 0, paired.cand.unparsed > 0)


def flip_events(paired: PairedRuns) -> PairedCounts | None:
    """Per sample: did the verdict flip across epochs? None unless both runs have epochs."""
    if paired.base.flipped is None or paired.cand.flipped is None:
        return None
    return PairedCounts.from_events(paired.base.flipped, paired.cand.flipped)


def _code_table(frame: pd.DataFrame) -> pd.DataFrame:
    """Per (code, sample): judgments and how many of them found the code."""
    rows = frame[["sample_id", "aitech_expected", "aitech_found"]].explode("aitech_expected")
    rows = rows.dropna(subset=["aitech_expected"])
    if rows.empty:
        return pd.DataFrame(columns=["judgments", "found"])
    hit = [code in found for code, found in zip(rows["aitech_expected"], rows["aitech_found"],
                                                strict=True)]  # fmt: skip
    rows = rows.assign(code=rows["aitech_expected"].astype(str), hit=hit)
    return rows.groupby(["code", "sample_id"])["hit"].agg(judgments="size", found="sum")


def _code_key(code: str) -> tuple:
    return tuple(int(p) if p.isdigit() else p for p in code.split("."))


def code_recalls(paired: PairedRuns) -> list[CodeRecall]:
    """Per expected AITech code: support, recall over judgments, and the paired table of
    "found in more than half of the epochs" per sample."""
    base, cand = _code_table(paired.base.frame), _code_table(paired.cand.frame)
    if base.empty:
        return []
    both = base.add_suffix("_b").join(cand.add_suffix("_c"), how="left").fillna(0)
    out = []
    for code, group in both.groupby(level="code"):
        majority_b = group["found_b"] > group["judgments_b"] / 2
        majority_c = group["found_c"] > group["judgments_c"] / 2
        judged_c = group["judgments_c"].sum()
        out.append(
            CodeRecall(
                code=str(code),
                support=len(group),
                baseline=float(group["found_b"].sum() / group["judgments_b"].sum()),
                candidate=float(group["found_c"].sum() / judged_c) if judged_c else float("nan"),
                found=PairedCounts.from_events(majority_b.to_numpy(), majority_c.to_numpy()),
            )
        )
    return sorted(out, key=lambda r: _code_key(r.code))
