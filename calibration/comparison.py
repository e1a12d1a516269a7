"""Several judges on the same samples: chance-corrected ranking in tiers, agreement."""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

from calibration import stats
from calibration.bootstrap_features import agreement_features
from calibration.judge_identity import Scale, restrict_to_common_samples
from calibration.judge_summary import (
    answer_quality,
    cost,
    judge_identity,
    judge_metrics,
    metric_features,
    metric_statistic,
    score_arrays,
)
from calibration.ranking import (
    DEFAULT_RANK_METRIC,
    RANK_METRICS,
    holm_tiers,
    shared_ranks,
    threshold_metrics,
    threshold_point_estimates,
    tie_aware_order,
)
from calibration.stats.agreement import (
    ac1_from_sums,
    category_counts,
    fleiss_features,
    fleiss_from_sums,
)
from calibration.stats.bootstrap import (
    Interval,
    bootstrap_replicates,
    cluster_bootstrap,
    paired_difference,
    percentile_interval,
)
from calibration.stats.confusion import alpha_from_coincidence
from calibration.undefined_notes import with_notes


def modal_scores(frame: pd.DataFrame) -> pd.DataFrame:
    """Samples x judges: each judge's most frequent parsed score over epochs (ties: lower).

    >>> df = pd.DataFrame({"sample_id": ["a", "a", "a"], "judge": ["j"] * 3,
    ...                    "judge_score": [2.0, 3.0, 3.0]})
    >>> float(modal_scores(df).loc["a", "j"])
    3.0
    """
    parsed = frame.dropna(subset=["judge_score"])
    counts = parsed.groupby(["sample_id", "judge", "judge_score"]).size().reset_index(name="n")
    counts = counts.sort_values(["sample_id", "judge", "n", "judge_score"],
                                ascending=[True, True, False, True])  # fmt: skip
    modes = counts.drop_duplicates(["sample_id", "judge"])
    wide = modes.pivot(index="sample_id", columns="judge", values="judge_score")
    all_ids = sorted(frame["sample_id"].unique())
    return wide.reindex(index=all_ids, columns=sorted(frame["judge"].unique()))


def judge_agreement(
    frame: pd.DataFrame, scale: Scale, *, n_resamples: int, seed: int | None, notes: list[str]
) -> dict[str, Any]:
    """Pairwise Cohen's kappa, Fleiss' kappa, Krippendorff's alpha and Gwet's AC1."""
    wide = modal_scores(frame)
    ratings = wide.to_numpy(float)
    names = [str(c) for c in wide.columns]
    where = "agreement between judges"
    pairwise = with_notes(notes, where, stats.pairwise_cohen_kappa, ratings, scale=scale.values)
    point = {
        "fleiss_kappa": with_notes(notes, where, stats.fleiss_kappa, ratings, scale=scale.values),
        "krippendorff_alpha": with_notes(
            notes, where, stats.krippendorff_alpha, ratings, scale=scale.values
        ),
        "gwet_ac1": with_notes(notes, where, stats.gwet_ac1, ratings, scale=scale.values),
    }
    k = len(scale.values)
    complete = ~np.isnan(ratings).any(axis=1)
    fleiss = fleiss_features(category_counts(ratings, scale.values)) * complete[:, None]
    features = np.column_stack([agreement_features(ratings, scale.values), fleiss])
    n_ac1 = 3 + k

    def statistic(sums: np.ndarray) -> dict[str, np.ndarray]:
        coincidence = sums[..., : k * k].reshape(*sums.shape[:-1], k, k)
        return {
            "krippendorff_alpha": alpha_from_coincidence(coincidence),
            "gwet_ac1": ac1_from_sums(sums[..., k * k : k * k + n_ac1]),
            "fleiss_kappa": fleiss_from_sums(sums[..., k * k + n_ac1 :], len(names)),
        }

    intervals = cluster_bootstrap(
        features, statistic, n_resamples=n_resamples, seed=seed, estimates=point
    )
    return {
        "samples": len(wide),
        "samples_all_judges_parsed": int(complete.sum()),
        "judges": names,
        "pairwise_cohen_kappa": np.asarray(pairwise).tolist(),
        **{key: value.to_dict() for key, value in intervals.items()},
        "basis": "each judge's most frequent parsed score per sample across epochs",
    }


def constant_verdict(frame: pd.DataFrame, scale: Scale) -> bool:
    """Whether the judge gave one pass/fail verdict to every sample it answered.

    >>> s = Scale(low=1, high=4, threshold=3)
    >>> frame = pd.DataFrame({"label_score": [1, 4], "judge_score": [1.0, 2.0],
    ...                       "parsed": [True, True]})
    >>> constant_verdict(frame, s)
    True
    """
    judged = frame["judge_score"].to_numpy(float)[frame["parsed"].to_numpy(bool)]
    return len(set((judged < scale.threshold).tolist())) <= 1


def single_class_note(frame: pd.DataFrame, scale: Scale) -> str | None:
    """A note when every reference label is on one side of the threshold (MCC is 0 for all)."""
    fails = frame.drop_duplicates("sample_id")["label_score"].to_numpy(float) < scale.threshold
    if fails.all() or not fails.any():
        side = "fails" if fails.all() else "passes"
        return (f"every reference label {side}: the chance-corrected metric is 0 for every "
                "judge and cannot separate them; read the false-positive rate instead")  # fmt: skip
    return None


def ranking_statistic(scale: Scale):  # returns a bootstrap Statistic
    """The report's statistic plus MCC, kappa and FPR at the threshold (both variants)."""
    base = metric_statistic(scale)
    k2 = len(scale.values) ** 2
    shape = (len(scale.values), len(scale.values))

    def statistic(sums: np.ndarray) -> dict[str, np.ndarray]:
        out = base(sums)
        for prefix, part in (("", sums[..., :k2]), ("as_wrong.", sums[..., k2 : 2 * k2])):
            counts = part.reshape(*sums.shape[:-1], *shape)
            extra = threshold_metrics(counts, scale=scale.values, threshold=scale.threshold)
            out.update({f"{prefix}{k}": v for k, v in extra.items()})
        return out

    return statistic


def threshold_intervals(
    frame: pd.DataFrame, scale: Scale, replicates: dict[str, np.ndarray]
) -> tuple[dict[str, Interval], dict[str, Interval]]:
    """MCC, kappa and FPR at the threshold with intervals: parsed only and as-wrong."""
    labels, judged, parsed, worst = score_arrays(frame, scale)
    parsed_point = threshold_point_estimates(
        labels[parsed], judged[parsed], threshold=scale.threshold
    )
    wrong_point = threshold_point_estimates(labels, worst, threshold=scale.threshold)
    parsed_only = {k: percentile_interval(v, replicates[k]) for k, v in parsed_point.items()}
    as_wrong = {
        k: percentile_interval(v, replicates[f"as_wrong.{k}"]) for k, v in wrong_point.items()
    }
    return parsed_only, as_wrong


def compare_judges(
    frame: pd.DataFrame,
    scale: Scale,
    *,
    metric: str = DEFAULT_RANK_METRIC,
    unparseable: str = "wrong",
    n_resamples: int,
    seed: int | None,
    alpha: float = 0.05,
) -> dict[str, Any]:
    """Rank judges by a chance-corrected ``metric`` on their shared samples, in tiers.

    ``metric`` is one of :data:`calibration.ranking.RANK_METRICS` (default MCC of the
    pass/fail verdict); ``unparseable`` is "wrong" (rank on the variant that scores
    refusals as wrong) or "skip" (parsed answers only). Differences are paired-bootstrap
    intervals; tiers use Holm-adjusted p-values over all pairs of judges.
    """
    if metric not in RANK_METRICS:
        raise ValueError(f"rank metric must be chance-corrected: one of {', '.join(RANK_METRICS)}")
    notes: list[str] = []
    frame, sample_notes = restrict_to_common_samples(frame)
    notes += sample_notes
    judges = sorted(frame["judge"].unique())
    variant = "unparseable_as_wrong" if unparseable == "wrong" else "parsed_only"
    key = metric if variant == "parsed_only" else f"as_wrong.{metric}"
    section = "metrics" if variant == "parsed_only" else "metrics_unparseable_as_wrong"
    features = [metric_features(frame[frame["judge"] == j], scale)[0] for j in judges]
    replicates = bootstrap_replicates(
        features, ranking_statistic(scale), n_resamples=n_resamples, seed=seed
    )
    rows = []
    for judge, reps in zip(judges, replicates, strict=True):
        subset = frame[frame["judge"] == judge]
        metrics = judge_metrics(subset, scale, n_resamples=n_resamples, seed=seed,
                                notes=notes, where=judge)  # fmt: skip
        at_threshold, at_threshold_wrong = threshold_intervals(subset, scale, reps)
        identity = judge_identity(subset)
        rows.append({
            "judge": judge, "model": identity["model"], "rubric": identity["rubric"],
            "generate_config": identity["generate_config"],
            "judgments": len(subset), "epochs": int(subset["epoch"].nunique()),
            "metrics": {**{k: v.to_dict() for k, v in metrics["parsed_only"].items()},
                        **{k: v.to_dict() for k, v in at_threshold.items()}},
            "metrics_unparseable_as_wrong": {
                **{k: v.to_dict() for k, v in metrics["unparseable_as_wrong"].items()},
                **{k: v.to_dict() for k, v in at_threshold_wrong.items()}},
            "cost": cost(subset),
            "constant_verdict": constant_verdict(subset, scale),
            "answer_quality": answer_quality(subset, n_resamples=n_resamples, seed=seed,
                                             notes=notes),
        })  # fmt: skip
    estimates = [r[section][metric]["estimate"] for r in rows]
    estimates = [np.nan if e is None else e for e in estimates]
    constant = [bool(r["constant_verdict"]) for r in rows]
    order = tie_aware_order(estimates, constant)
    tiers, adjusted = holm_tiers(estimates, [r[key] for r in replicates], alpha=alpha, order=order)
    ranks = shared_ranks(estimates)
    best = order[0]
    top_tier = [rows[i]["judge"] for i in order if tiers[i] == tiers[best]]
    for index, row in enumerate(rows):
        row["rank"] = ranks[index]
        diff = paired_difference(
            replicates[index][key], replicates[best][key], estimates[index] - estimates[best]
        )
        p_best = adjusted[index, best]
        row["tier"] = tiers[index]
        row["difference_vs_best"] = diff.to_dict()
        row["p_vs_best_holm"] = None if not np.isfinite(p_best) else float(p_best)
        row["distinguishable_from_best"] = bool(
            index != best and np.isfinite(p_best) and p_best < alpha
        )
    ranked = [rows[i] for i in order]
    agreement = (
        judge_agreement(frame, scale, n_resamples=n_resamples, seed=seed, notes=notes)
        if len(judges) > 1 else None
    )  # fmt: skip
    if len(judges) == 1:
        notes.append("only one judge: nothing to compare against")
    if len(top_tier) > 1:
        notes.append(f"the first tier holds {len(top_tier)} judges that cannot be told apart: "
                     f"none is named best; differences are against {rows[best]['judge']}, "
                     "listed first")  # fmt: skip
    one_class = single_class_note(frame, scale)
    if one_class:
        notes.append(one_class)
    first = frame.iloc[0]
    return {
        "kind": "sgb-compare",
        "grader": first["grader"],
        "dataset_version": first["dataset_version"],
        "scale": {"low": scale.low, "high": scale.high, "threshold": scale.threshold},
        "metric": metric,
        "ranking_variant": variant,
        "best_judge": rows[best]["judge"] if len(top_tier) == 1 else None,
        "reference_judge": rows[best]["judge"],
        "top_tier": top_tier,
        "samples_compared": int(frame["sample_id"].nunique()),
        "judges": ranked,
        "agreement": agreement,
        "bootstrap": {"resamples": n_resamples, "seed": seed, "confidence": 0.95,
                      "paired": "the same resampled samples for every judge",
                      "tiers": f"Holm-adjusted two-sided paired-bootstrap p-values over all "
                               f"{len(judges) * (len(judges) - 1) // 2} pairs, alpha {alpha}"},
        "notes": notes,
    }  # fmt: skip
