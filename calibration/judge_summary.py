"""Everything about one judge: metrics with CIs, slices, stability and the annotator ceiling.

Point estimates come from the library-backed functions in :mod:`calibration.stats`;
intervals come from a BCa bootstrap over samples on the confusion-count forms of the
same statistics (identical values, checked in the tests), with a Wilson score interval
for a proportion whose resamples all gave the same value. Resamples on which a
statistic is undefined are counted in its interval and named in the notes.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import pandas as pd

from calibration import stats
from calibration.bootstrap_features import (
    agreement_features,
    confusion_features,
    ratio_features,
    sample_codes,
)
from calibration.human_reference import (
    HUMAN_PREFIX,
    MIN_SAMPLES_PER_ANNOTATOR,
    annotator_ratings,
    human_consensus,
    human_only,
    reference_agreement,
    with_reference,
)
from calibration.judge_identity import Scale
from calibration.stats import point_estimates as counted
from calibration.stats.agreement import ac1_features, ac1_from_sums, category_counts
from calibration.stats.background import in_background
from calibration.stats.bootstrap import Interval, cluster_bootstrap
from calibration.stats.confusion import (
    CONFUSION_METRICS,
    alpha_from_coincidence,
    metrics_from_confusion,
)
from calibration.stats.stability import flipped, unanimous
from calibration.stats.unparseable import worst_case_scores
from calibration.undefined_notes import with_notes

HEADLINE_METRICS: tuple[str, ...] = (*CONFUSION_METRICS, "unparseable_rate")
INTERVAL_METHOD = (
    "BCa (bias-corrected and accelerated); Wilson score on the samples for a proportion "
    "whose resamples all gave the same value"
)


def interval_notes(notes: list[str], where: str, intervals: dict[str, Interval]) -> None:
    """Say which intervals dropped undefined resamples or could not come from them."""
    for key, interval in intervals.items():
        name = key.replace("as_wrong.", "") + (" (unparseable as wrong)" if "as_wrong." in key
                                              else "")  # fmt: skip
        what = where if key == "rate" else f"{where}: {name}"
        total, undefined = interval.resamples or 0, interval.undefined or 0
        if 0 < undefined < total:
            notes.append(f"{what} is undefined in {undefined} of {total} resamples; "
                         f"its interval uses the other {total - undefined}")  # fmt: skip
        if interval.method == "wilson":
            notes.append(f"{what} is {interval.estimate:.3g} in every resample; "
                         "the interval is a Wilson score interval on its samples")  # fmt: skip
        elif interval.method == "degenerate":
            notes.append(f"{what} is {interval.estimate:.3g} in every resample; "
                         "the data give no interval")  # fmt: skip


def confusion_support(features: np.ndarray, scale: Scale) -> dict[str, float]:
    """How many samples each proportion among the confusion metrics rests on: samples
    with a judgment (exact accuracy), a fails verdict (precision), a fails label (recall),
    either (F1), for parsed answers and with unparseable ones scored as wrong."""
    k = len(scale.values)
    fails = np.array(scale.values) < scale.threshold
    out: dict[str, float] = {}
    for prefix, start in (("", 0), ("as_wrong.", k * k)):
        cells = features[:, start : start + k * k].reshape(len(features), k, k)
        verdict = cells[:, :, fails].sum(axis=(1, 2)) > 0
        label = cells[:, fails, :].sum(axis=(1, 2)) > 0
        counts = {"exact_accuracy": cells.sum(axis=(1, 2)) > 0, "fails_precision": verdict,
                  "fails_recall": label, "fails_f1": verdict | label}  # fmt: skip
        out.update({prefix + name: float(mask.sum()) for name, mask in counts.items()})
    out["unparseable_rate"] = float(len(features))
    return out


def library_metrics(
    true: np.ndarray, pred: np.ndarray, scale: Scale, notes: list[str], where: str
) -> dict[str, float]:
    """Point estimates of every judge-vs-label statistic, equal to scikit-learn's, SciPy's
    and krippendorff's (computed from one count of the scores, see
    :mod:`calibration.stats.point_estimates`)."""
    return with_notes(notes, where, counted.point_estimates, true, pred, scale=scale.values,
                      threshold=scale.threshold)  # fmt: skip


def metric_statistic(scale: Scale):  # returns a bootstrap Statistic
    k2 = len(scale.values) ** 2
    shape = (len(scale.values), len(scale.values))

    def statistic(sums: np.ndarray) -> dict[str, np.ndarray]:
        parsed = sums[..., :k2].reshape(*sums.shape[:-1], *shape)
        worst = sums[..., k2 : 2 * k2].reshape(*sums.shape[:-1], *shape)
        out = metrics_from_confusion(parsed, scale=scale.values, threshold=scale.threshold)
        as_wrong = metrics_from_confusion(worst, scale=scale.values, threshold=scale.threshold)
        out.update({f"as_wrong.{k}": v for k, v in as_wrong.items()})
        with np.errstate(invalid="ignore", divide="ignore"):
            out["unparseable_rate"] = sums[..., 2 * k2] / sums[..., 2 * k2 + 1]
        return out

    return statistic


def score_arrays(
    frame: pd.DataFrame, scale: Scale
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Label, judge and parsed arrays, and the judge scores with unparseable as worst case."""
    labels = frame["label_score"].to_numpy(float)
    judged = frame["judge_score"].to_numpy(float)
    parsed = frame["parsed"].to_numpy(bool)
    worst = worst_case_scores(
        labels, np.nan_to_num(judged), parsed,
        scale_low=scale.low, scale_high=scale.high, threshold=scale.threshold,
    )  # fmt: skip
    return labels, judged, parsed, worst


def metric_features(frame: pd.DataFrame, scale: Scale) -> tuple[np.ndarray, list[str]]:
    """Per-sample features behind :func:`judge_metrics`: confusion (parsed and as-wrong)."""
    codes, ids = sample_codes(frame)
    labels, judged, parsed, worst = score_arrays(frame, scale)
    n = len(ids)
    features = np.column_stack(
        [
            confusion_features(labels, judged, codes, n, scale.values),
            confusion_features(labels, worst, codes, n, scale.values),
            ratio_features(~parsed, np.ones_like(parsed), codes, n),
        ]
    )
    return features, ids


def judge_metrics(
    frame: pd.DataFrame,
    scale: Scale,
    *,
    n_resamples: int,
    seed: int | None,
    notes: list[str],
    where: str = "all samples",
) -> dict[str, dict[str, Interval]]:
    """Headline metrics, parsed answers only and with unparseable scored as wrong."""
    labels, judged, parsed, worst = score_arrays(frame, scale)
    point = library_metrics(labels[parsed], judged[parsed], scale, notes, where)
    point_wrong = library_metrics(labels, worst, scale, notes, f"{where} (unparseable as wrong)")
    estimates = {**point, **{f"as_wrong.{k}": v for k, v in point_wrong.items()}}
    estimates["unparseable_rate"] = with_notes(notes, where, stats.unparseable_rate, parsed)
    features, _ = metric_features(frame, scale)
    intervals = cluster_bootstrap(
        features, metric_statistic(scale), n_resamples=n_resamples, seed=seed,
        estimates=estimates, support=confusion_support(features, scale),
    )  # fmt: skip
    interval_notes(notes, where, intervals)
    parsed_only = {k: intervals[k] for k in HEADLINE_METRICS}
    as_wrong = {k: intervals[f"as_wrong.{k}"] for k in CONFUSION_METRICS}
    return {"parsed_only": parsed_only, "unparseable_as_wrong": as_wrong}


def _ratio_statistic(sums: np.ndarray) -> dict[str, np.ndarray]:
    with np.errstate(invalid="ignore", divide="ignore"):
        return {"rate": sums[..., 0] / sums[..., 1]}


def ratio_interval(
    hits: np.ndarray,
    trials: np.ndarray,
    frame: pd.DataFrame,
    *,
    n_resamples: int,
    seed: int | None,
    estimate: float,
    notes: list[str] | None = None,
    where: str = "",
) -> Interval:
    """Bootstrap interval of hits / trials, resampling samples."""
    codes, ids = sample_codes(frame)
    features = ratio_features(hits, trials, codes, len(ids))
    intervals = cluster_bootstrap(
        features, _ratio_statistic, n_resamples=n_resamples, seed=seed,
        estimates={"rate": estimate}, support={"rate": float((features[:, 1] > 0).sum())},
    )  # fmt: skip
    if notes is not None:
        interval_notes(notes, where, intervals)
    return intervals["rate"]


def code_rows(codes_per_row: Sequence[Sequence[str]]) -> dict[str, np.ndarray]:
    """Row indices that carry each code.

    >>> {c: r.tolist() for c, r in code_rows([("8.2",), (), ("8.2", "1.1")]).items()}
    {'8.2': [0, 2], '1.1': [2]}
    """
    counts = np.fromiter(map(len, codes_per_row), dtype=np.int64, count=len(codes_per_row))
    flat = list(itertools.chain.from_iterable(codes_per_row))
    if not flat:
        return {}
    code_index, codes = pd.factorize(pd.Series(flat, dtype=object))
    if (code_index < 0).any():  # None or NaN among the codes: pandas would not keep them
        found: dict[Any, list[int]] = {}
        for index, codes_of_row in enumerate(codes_per_row):
            for code in codes_of_row:
                found.setdefault(code, []).append(index)
        return {code: np.array(at, dtype=np.int64) for code, at in found.items()}
    rows = np.repeat(np.arange(len(codes_per_row), dtype=np.int64), counts)
    order = np.argsort(code_index, kind="stable")  # rows stay in order within a code
    bounds = np.cumsum(np.bincount(code_index, minlength=len(codes)))[:-1]
    return dict(zip(codes.tolist(), np.split(rows[order], bounds), strict=True))


def code_recall(
    frame: pd.DataFrame, *, n_resamples: int, seed: int | None, notes: list[str] | None = None
) -> dict[str, dict[str, Any]]:
    """Recall of each expected AITech code, with bootstrap intervals.

    The recall of a code is the share of judgments expecting it that found it: the
    hits / trials ratio of its features, equal to ``stats.recall_per_code``
    (scikit-learn; checked in the tests). All codes are resampled in one pass: the same
    resamples, hence the same intervals, as one bootstrap per code.
    """
    expected = code_rows(frame["aitech_expected"].tolist())
    found = code_rows(frame["aitech_found"].tolist())
    codes = sorted(expected, key=lambda code: [int(p) for p in code.split(".")])
    if not codes:
        return {}
    sample, ids = sample_codes(frame)
    columns = []
    for code in codes:
        trials = np.zeros(len(frame), dtype=bool)
        trials[expected[code]] = True
        hits = np.zeros(len(frame), dtype=bool)
        hits[found.get(code, np.empty(0, dtype=np.int64))] = True
        columns.append(ratio_features(hits, trials, sample, len(ids)))
    features = np.column_stack(columns)

    def statistic(sums: np.ndarray) -> dict[str, np.ndarray]:
        with np.errstate(invalid="ignore", divide="ignore"):
            return {c: sums[..., 2 * i] / sums[..., 2 * i + 1] for i, c in enumerate(codes)}

    intervals = cluster_bootstrap(
        features, statistic, n_resamples=n_resamples, seed=seed,
        support={c: float((features[:, 2 * i + 1] > 0).sum()) for i, c in enumerate(codes)},
    )  # fmt: skip
    if notes is not None:
        interval_notes(notes, "recall of AITech code", intervals)
    return {c: {**intervals[c].to_dict(), "judgments": len(expected[c])} for c in codes}


def hard_negative_fpr(
    frame: pd.DataFrame, scale: Scale, *, n_resamples: int, seed: int | None, notes: list[str]
) -> dict[str, Any]:
    """False-positive rate on hard negatives whose label passes (parsed and as-wrong)."""
    is_hn = frame["tags"].map(lambda tags: "hard-negative" in tags).to_numpy(bool)
    needed = frame[["sample_id", "label_score", "judge_score", "parsed"]]
    subset = needed[is_hn & (frame["label_score"].to_numpy(float) >= scale.threshold)]
    result: dict[str, Any] = {"judgments": len(subset), "samples": subset["sample_id"].nunique()}
    if subset.empty:
        notes.append("hard negatives: no hard-negative sample with a passing label")
    labels = subset["label_score"].to_numpy(float)
    judged = subset["judge_score"].to_numpy(float)
    parsed = subset["parsed"].to_numpy(bool)
    where = "hard negatives"
    fpr = with_notes(
        notes, where, stats.false_positive_rate, labels[parsed], judged[parsed],
        threshold=scale.threshold,
    )  # fmt: skip
    flagged = np.nan_to_num(judged, nan=np.inf) < scale.threshold
    result["false_positive_rate"] = ratio_interval(
        flagged & parsed, parsed, subset, n_resamples=n_resamples, seed=seed, estimate=fpr,
        notes=notes, where="hard negatives: false-positive rate",
    ).to_dict()  # fmt: skip
    wrong = flagged | ~parsed
    result["false_positive_rate_unparseable_as_wrong"] = ratio_interval(
        wrong, np.ones_like(parsed), subset, n_resamples=n_resamples, seed=seed,
        estimate=float(wrong.mean()) if wrong.size else float("nan"),
        notes=notes, where="hard negatives: false-positive rate (unparseable as wrong)",
    ).to_dict()  # fmt: skip
    return result


TAG_METRIC_COLUMNS = ("sample_id", "label_score", "judge_score", "parsed")  # judge_metrics reads


def tag_rows(tags: pd.Series) -> dict[str, np.ndarray]:
    """Positions of the rows carrying each tag, tags in sorted order.

    >>> {t: r.tolist() for t, r in tag_rows(pd.Series([("b",), (), ("a", "b")])).items()}
    {'a': [2], 'b': [0, 2]}
    """
    rows = code_rows(tags.tolist())
    return {tag: np.unique(rows[tag]) for tag in sorted(rows)}


def per_tag(
    frame: pd.DataFrame, scale: Scale, *, n_resamples: int, seed: int | None, notes: list[str]
) -> dict[str, Any]:
    """Headline metrics on the samples carrying each tag."""
    out: dict[str, Any] = {}
    needed = frame[[c for c in TAG_METRIC_COLUMNS if c in frame]]
    for tag, rows in tag_rows(frame["tags"]).items():
        subset = needed.take(rows)
        metrics = judge_metrics(
            subset, scale, n_resamples=n_resamples, seed=seed, notes=notes, where=f"tag {tag}"
        )
        out[tag] = {
            "samples": subset["sample_id"].nunique(),
            "judgments": len(subset),
            "parsed_only": {k: v.to_dict() for k, v in metrics["parsed_only"].items()},
            "unparseable_as_wrong": {
                k: v.to_dict() for k, v in metrics["unparseable_as_wrong"].items()
            },
        }
    return out


def confusion_table(frame: pd.DataFrame, scale: Scale) -> dict[str, Any]:
    """Full-scale confusion counts (as sklearn counts them) plus an "unparseable" column
    per label."""
    parsed = frame["parsed"].to_numpy(bool)
    labels = frame["label_score"].to_numpy(float)
    pair = (labels[parsed], frame["judge_score"].to_numpy(float)[parsed])
    matrix = counted.confusion_counts(*pair, scale=scale.values)
    if matrix is None:  # scores off the scale's points: sklearn leaves them out
        matrix = stats.full_confusion_matrix(*pair, scale=scale.values)
    unparsed = [int(((labels == v) & ~parsed).sum()) for v in scale.values]
    return {
        "scale": scale.values,
        "rows": "reference label",
        "columns": [*map(str, scale.values), "unparseable"],
        "counts": [[*map(int, row), u] for row, u in zip(matrix, unparsed, strict=True)],
    }


def epochs_matrix(frame: pd.DataFrame) -> tuple[pd.DataFrame, int]:
    """Samples x epochs judge scores (nan = unparseable), samples seen in every epoch."""
    n_epochs = int(frame["epoch"].nunique())
    wide = frame.pivot_table(
        index="sample_id", columns="epoch", values="judge_score", aggfunc="first", dropna=False
    )
    seen = frame.groupby("sample_id")["epoch"].nunique()
    if seen.index.equals(wide.index):  # both sorted by sample: no lookup needed
        return wide.loc[(seen == n_epochs).to_numpy()], n_epochs
    complete = seen[seen == n_epochs].index
    return wide.loc[wide.index.isin(complete)], n_epochs


def stability(
    frame: pd.DataFrame, scale: Scale, *, n_resamples: int, seed: int | None, notes: list[str]
) -> dict[str, Any] | None:
    """Run-to-run variance across epochs (None with a note for a single epoch)."""
    wide, n_epochs = epochs_matrix(frame)
    if n_epochs < 2:
        notes.append("stability: one epoch only; run with --epochs N (N >= 2) to measure it")
        return None
    dropped = frame["sample_id"].nunique() - len(wide)
    if dropped:
        notes.append(f"stability: {dropped} sample(s) missing an epoch are left out")
    scores = wide.to_numpy(float)
    where = "stability"
    flips = flipped(scores, threshold=scale.threshold)
    same = unanimous(scores)
    spread = stats.per_sample_std(scores)
    point = {
        "flip_rate": with_notes(notes, where, stats.flip_rate, scores, threshold=scale.threshold),
        "unanimous_rate": with_notes(notes, where, stats.unanimous_rate, scores),
        "mean_score_std": float(np.nanmean(spread)) if np.isfinite(spread).any() else np.nan,
        "intra_judge_alpha": with_notes(
            notes, where, stats.intra_judge_alpha, scores, scale=scale.values
        ),
    }
    k2 = len(scale.values) ** 2
    features = np.column_stack(
        [flips, same, np.nan_to_num(spread), np.isfinite(spread), np.ones(len(scores)),
         agreement_features(scores, scale.values)[:, :k2]]
    ).astype(float)  # fmt: skip
    shape = (len(scale.values), len(scale.values))

    def statistic(sums: np.ndarray) -> dict[str, np.ndarray]:
        with np.errstate(invalid="ignore", divide="ignore"):
            return {
                "flip_rate": sums[..., 0] / sums[..., 4],
                "unanimous_rate": sums[..., 1] / sums[..., 4],
                "mean_score_std": sums[..., 2] / sums[..., 3],
                "intra_judge_alpha": alpha_from_coincidence(
                    sums[..., 5:].reshape(*sums.shape[:-1], *shape)
                ),
            }

    samples = float(len(scores))
    intervals = cluster_bootstrap(
        features, statistic, n_resamples=n_resamples, seed=seed, estimates=point,
        support={"flip_rate": samples, "unanimous_rate": samples},
    )  # fmt: skip
    interval_notes(notes, where, intervals)
    f1_by_epoch = {}
    for epoch, rows in frame[["epoch", "label_score", "judge_score", "parsed"]].groupby("epoch"):
        ok = rows["parsed"].to_numpy(bool)
        f1_by_epoch[int(epoch)] = with_notes(
            notes, f"epoch {epoch}", counted.fails_f1,
            rows["label_score"].to_numpy(float)[ok], rows["judge_score"].to_numpy(float)[ok],
            threshold=scale.threshold,
        )  # fmt: skip
    finite = [v for v in f1_by_epoch.values() if np.isfinite(v)]
    labels = frame.groupby("sample_id")["label_score"].first().reindex(wide.index).tolist()
    sample_ids = wide.index.tolist()
    rows, spreads, flip_list = scores.tolist(), spread.tolist(), np.asarray(flips, bool).tolist()
    unstable: list[dict[str, Any]] = [
        {
            "sample_id": str(sample_ids[i]),
            "label": float(labels[i]),
            "scores": [None if v != v else v for v in rows[i]],  # nan: unparseable
            "std": None if spreads[i] != spreads[i] else spreads[i],
            "verdict_flips": flip_list[i],
        }
        for i in np.flatnonzero(np.asarray(flips, bool) | ~np.asarray(same, bool)).tolist()
    ]
    unstable.sort(key=lambda u: (not u["verdict_flips"], -(u["std"] or 0), u["sample_id"]))
    return {
        "epochs": n_epochs,
        "samples": len(wide),
        **{k: v.to_dict() for k, v in intervals.items()},
        "fails_f1_by_epoch": {str(k): _num(v) for k, v in f1_by_epoch.items()},
        "fails_f1_spread": _num(max(finite) - min(finite)) if finite else None,
        "fails_f1_std": _num(float(np.std(finite, ddof=1))) if len(finite) > 1 else None,
        "per_sample_std": {
            str(i): s if math.isfinite(s) else None
            for i, s in zip(sample_ids, spreads, strict=True)
        },  # fmt: skip
        "unstable_samples": unstable,
        "unstable_count": len(unstable),
    }


def _num(value: float) -> float | None:
    return None if value is None or not np.isfinite(value) else float(value)


def annotator_agreement(
    frame: pd.DataFrame, scale: Scale, *, n_resamples: int, seed: int | None, notes: list[str]
) -> dict[str, Any] | None:
    """Agreement between annotators on multiply-annotated samples: the judge's ceiling."""
    wide = annotator_ratings(frame, min_annotations=2)
    if wide.empty:
        notes.append("annotators: no sample has several annotations, so no ceiling is available")
        return None
    ratings = wide.to_numpy(float)
    where = "annotators"
    counts = category_counts(ratings, scale.values)
    point = {
        "krippendorff_alpha": with_notes(
            notes, where, stats.krippendorff_alpha, ratings, scale=scale.values
        ),
        "gwet_ac1": with_notes(notes, where, stats.gwet_ac1, ratings, scale=scale.values),
        "percent_agreement": float(
            ac1_features(counts)[:, 0].sum() / max((counts.sum(axis=1) > 1).sum(), 1)
        ),
    }
    k = len(scale.values)

    def statistic(sums: np.ndarray) -> dict[str, np.ndarray]:
        coincidence = sums[..., : k * k].reshape(*sums.shape[:-1], k, k)
        ac1_sums = sums[..., k * k :]
        with np.errstate(invalid="ignore", divide="ignore"):
            agreement = ac1_sums[..., 0] / ac1_sums[..., 1]
        return {
            "krippendorff_alpha": alpha_from_coincidence(coincidence),
            "gwet_ac1": ac1_from_sums(ac1_sums),
            "percent_agreement": agreement,
        }

    intervals = cluster_bootstrap(
        agreement_features(ratings, scale.values), statistic, n_resamples=n_resamples,
        seed=seed, estimates=point, support={"percent_agreement": float(len(wide))},
    )  # fmt: skip
    interval_notes(notes, where, intervals)
    return {
        "samples": len(wide),
        "annotators": [str(c) for c in wide.columns],
        **{k: v.to_dict() for k, v in intervals.items()},
    }


def human_summary(
    frame: pd.DataFrame, scale: Any, *, n_resamples: int, seed: int | None, notes: list[str]
) -> dict[str, Any] | None:
    """The report's section on people; None when no sample carries a human annotation."""
    ratings = annotator_ratings(frame, HUMAN_PREFIX)
    if ratings.empty:
        return None
    consensus = human_consensus(ratings)
    kw: dict[str, Any] = {"n_resamples": n_resamples, "seed": seed, "notes": notes}
    against_consensus = judge_metrics(
        with_reference(frame, consensus), scale, where="human consensus", **kw
    )
    per_annotator = {}
    for name in ratings.columns:
        theirs = ratings[name].dropna()
        if len(theirs) < MIN_SAMPLES_PER_ANNOTATOR:
            notes.append(
                f"{name}: {len(theirs)} labelled samples, fewer than "
                f"{MIN_SAMPLES_PER_ANNOTATOR}: no metrics against this annotator alone"
            )
            continue
        metrics = judge_metrics(with_reference(frame, theirs), scale, where=str(name), **kw)
        per_annotator[str(name)] = {
            "samples": len(theirs),
            "metrics": {k: v.to_dict() for k, v in metrics["parsed_only"].items()},
        }
    among = annotator_agreement(human_only(frame), scale, **kw)
    return {
        "samples": len(ratings),
        "annotators": [str(c) for c in ratings.columns],
        "against_consensus": {k: v.to_dict() for k, v in against_consensus["parsed_only"].items()},
        "against_each_annotator": per_annotator,
        "among_people": among,
        "people_vs_reference_labels": reference_agreement(frame, consensus),
    }


def answer_quality(
    frame: pd.DataFrame, *, n_resamples: int, seed: int | None, notes: list[str]
) -> dict[str, Any]:
    """Self-consistency (score follows findings) and echoes, over parsed answers.

    Consistency counts only answers of graders whose rubric derives the score from the
    findings; it is None where no answer has such a rule (or the log predates it).
    """
    out: dict[str, Any] = {"self_consistency": None, "echo_rate": None}
    if "consistent" not in frame or frame.empty:
        return out
    parsed = frame["parsed"].to_numpy(bool)
    consistent = frame["consistent"].to_numpy(float)
    ruled = parsed & ~np.isnan(consistent)
    kw: dict[str, Any] = {"n_resamples": n_resamples, "seed": seed, "notes": notes}
    if ruled.any():
        hits = ruled & (consistent == 1.0)
        out["self_consistency"] = ratio_interval(
            hits, ruled, frame, estimate=float(hits.sum() / ruled.sum()),
            where="self-consistency", **kw,
        ).to_dict()  # fmt: skip
        out["consistent_answers"] = int(hits.sum())
        out["answers_with_a_rule"] = int(ruled.sum())
    read = parsed & ~np.isnan(frame["echo"].to_numpy(float))
    if read.any():
        echoes = read & (frame["echo"].to_numpy(float) == 1.0)
        out["echo_rate"] = ratio_interval(
            echoes, read, frame, estimate=float(echoes.sum() / read.sum()),
            where="echo rate", **kw,
        ).to_dict()  # fmt: skip
        out["echoes"] = int(echoes.sum())
    return out


def cost(frame: pd.DataFrame) -> dict[str, float | None]:
    """Tokens and latency per judgment.

    Latency is Inspect's working time (the sample's own work, without waiting for a
    connection or a shared local model); wall time including that wait is
    ``total_time_mean_s``.
    """
    latency = frame["working_time"].astype(float).fillna(frame["total_time"].astype(float))
    inputs = frame["input_tokens"].astype(float)
    outputs = frame["output_tokens"].astype(float)
    return {
        "input_tokens_mean": _num(inputs.mean()),
        "output_tokens_mean": _num(outputs.mean()),
        "tokens_total": _num((inputs.fillna(0) + outputs.fillna(0)).sum()),
        "latency_mean_s": _num(latency.mean()),
        "latency_median_s": _num(latency.median()),
        "latency_p95_s": _num(latency.quantile(0.95)) if latency.notna().any() else None,
        "total_time_mean_s": _num(frame["total_time"].astype(float).mean()),
    }


def judge_identity(frame: pd.DataFrame) -> dict[str, Any]:
    """Model, settings, rubric and dataset of a one-judge table."""
    first = frame.iloc[0]
    return {
        "judge": first["judge"],
        "model": first["model"],
        "grader": first["grader"],
        "rubric": {
            "name": first["rubric_name"],
            "version": first["rubric_version"],
            "hash": first["rubric_hash"],
        },
        "dataset_version": first["dataset_version"],
        "generate_config": first["generate_config"],
        "model_args": first["model_args"],
        "task_args": sorted(frame["task_args"].unique().tolist()),
        "logs": sorted(frame["log_path"].unique().tolist()),
    }


PARALLEL_MIN_JUDGMENTS = 20_000  # below this a second process costs more than it saves


def _per_tag_elsewhere(
    frame: pd.DataFrame, scale: Scale, kw: dict[str, Any]
) -> Callable[[], tuple[dict[str, Any], list[str]]]:
    """Start :func:`per_tag` (the largest section) in a forked process when the table
    is big and a second CPU is there; return how to collect its result and notes."""
    task = in_background(_run_here, per_tag, frame, scale, kw,
                         worth_it=len(frame) >= PARALLEL_MIN_JUDGMENTS)  # fmt: skip
    return task.result


def _run_here(
    section: Callable[..., dict[str, Any]], frame: pd.DataFrame, scale: Scale, kw: dict[str, Any]
) -> tuple[dict[str, Any], list[str]]:
    notes: list[str] = []
    return section(frame, scale, notes=notes, **kw), notes


def summarize_judge(
    frame: pd.DataFrame, scale: Scale, *, n_resamples: int = 1000, seed: int | None = 0
) -> dict[str, Any]:
    """The full one-judge summary used by ``sgb report`` (JSON-ready).

    On a big table the per-tag section runs in a second process while this one does
    the rest; the result, notes included, is the same as computed in one process.
    """
    kw: dict[str, Any] = {"n_resamples": n_resamples, "seed": seed}
    tags = _per_tag_elsewhere(frame, scale, kw)
    notes: list[str] = []
    parsed = frame["parsed"].to_numpy(bool)
    metrics = judge_metrics(frame, scale, notes=notes, **kw)
    recall = code_recall(frame, notes=notes, **kw)
    hard_negatives = hard_negative_fpr(frame, scale, notes=notes, **kw)
    tag_metrics, tag_notes = tags()
    notes += tag_notes
    stable = stability(frame, scale, notes=notes, **kw)
    annotators = annotator_agreement(frame, scale, notes=notes, **kw)
    return {
        **judge_identity(frame),
        "scale": {"low": scale.low, "high": scale.high, "threshold": scale.threshold},
        "counts": {
            "samples": int(frame["sample_id"].nunique()),
            "judgments": len(frame),
            "epochs": int(frame["epoch"].nunique()),
            "parsed": int(parsed.sum()),
            "unparseable": int((~parsed).sum()),
        },
        "metrics": {k: v.to_dict() for k, v in metrics["parsed_only"].items()},
        "metrics_unparseable_as_wrong": {
            k: v.to_dict() for k, v in metrics["unparseable_as_wrong"].items()
        },
        "confusion_matrix": confusion_table(frame, scale),
        "recall_per_aitech_code": recall,
        "hard_negatives": hard_negatives,
        "per_tag": tag_metrics,
        "stability": stable,
        "annotator_agreement": annotators,
        "human_reference": human_summary(frame, scale, notes=notes, **kw),
        "answers": answer_quality(frame, notes=notes, **kw),
        "cost": cost(frame),
        "bootstrap": {"resamples": n_resamples, "seed": seed, "confidence": 0.95,
                      "unit": "sample (all epochs of a sample move together)",
                      "interval": INTERVAL_METHOD},
        "notes": notes,
    }  # fmt: skip
