"""Every judge x grader x sample origin, ranked fairly, in one page.

For each grader, judges are ranked by a chance-corrected metric (MCC of the pass/fail
verdict by default) with paired-bootstrap tiers (Holm-corrected), on the samples all of
them saw; F1, precision, recall and false-positive rate are columns, never the key. The
same ranking is repeated for each sample origin the corpus tags (``origin:real``,
``origin:derived``, ``origin:written``; one "all" column when no sample carries an
origin tag). Each judge's row also gives its cost (tokens and seconds per judgment), its
unparseable rate and, when it ran several epochs, its verdict flip rate. A judge that saw
only part of the samples is ranked with the others on its part in a separate table.

Writes ``leaderboard.md`` (fit for a README or a pull-request comment),
``leaderboard.json`` and ``forest_<grader>.png``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pandas as pd

from calibration import plots
from calibration.comparison import compare_judges
from calibration.comparison_report import (
    METRIC_NAMES,
    QUALITY_LEGEND,
    difference_header,
    quality_cells,
    reference_cell,
)
from calibration.judge_identity import Scale
from calibration.judge_summary import stability
from calibration.ranking import DEFAULT_RANK_METRIC
from calibration.render import fmt, fmt_interval, md_table, relative_paths, to_json

ORIGIN_PREFIX = "origin:"
ALL = "all"


def sample_origins(frame: pd.DataFrame) -> list[str]:
    """The origin tags present (without the prefix), sorted; empty when none.

    >>> sample_origins(pd.DataFrame({"tags": [["origin:real", "x"], ["origin:written"], []]}))
    ['real', 'written']
    """
    found = {t[len(ORIGIN_PREFIX) :] for tags in frame["tags"] for t in tags
             if t.startswith(ORIGIN_PREFIX)}  # fmt: skip
    return sorted(found)


def origin_subset(frame: pd.DataFrame, origin: str) -> pd.DataFrame:
    """Rows of one origin ("all" keeps every row)."""
    if origin == ALL:
        return frame
    tag = ORIGIN_PREFIX + origin
    return frame[frame["tags"].map(lambda tags: tag in tags)]


def coverage(frame: pd.DataFrame) -> dict[str, int]:
    """Samples each judge saw."""
    return {str(k): int(v) for k, v in frame.groupby("judge")["sample_id"].nunique().items()}


def judge_extras(
    frame: pd.DataFrame, scale: Scale, *, n_resamples: int, seed: int | None
) -> dict[str, dict[str, Any]]:
    """Per judge: samples, epochs and run-to-run flip rate (None for one epoch)."""
    extras = {}
    for judge, subset in frame.groupby("judge"):
        notes: list[str] = []
        stab = stability(subset, scale, n_resamples=n_resamples, seed=seed, notes=notes)
        extras[str(judge)] = {
            "samples": int(subset["sample_id"].nunique()),
            "epochs": int(subset["epoch"].nunique()),
            "flip_rate": stab["flip_rate"] if stab else None,
            "unanimous_rate": stab["unanimous_rate"] if stab else None,
        }
    return extras


def rank_group(
    frame: pd.DataFrame, scale: Scale, *, metric: str, n_resamples: int, seed: int | None
) -> dict[str, Any]:
    """Ranking of the judges that saw every sample of ``frame``, plus subset rankings."""
    seen = coverage(frame)
    total = int(frame["sample_id"].nunique())
    full = [j for j, n in seen.items() if n == total]
    partial = [j for j, n in seen.items() if n < total]
    notes = []
    if not full:
        largest = max(seen.values())
        full = [j for j, n in seen.items() if n == largest]
        partial = [j for j in partial if j not in full]
        notes.append(f"no judge saw all {total} samples; ranking the judges that saw {largest}")
    main_frame = frame[frame["judge"].isin(full)]
    main = compare_judges(main_frame, scale, metric=metric, n_resamples=n_resamples, seed=seed)
    subsets = {}
    for judge in sorted(partial):
        ids = frame.loc[frame["judge"] == judge, "sample_id"].unique()
        on_subset = frame[frame["sample_id"].isin(ids) & frame["judge"].isin([*full, judge])]
        subsets[judge] = compare_judges(
            on_subset, scale, metric=metric, n_resamples=n_resamples, seed=seed
        )
        notes.append(f"{judge} saw {seen[judge]} of {total} samples: ranked with the others "
                     "on those samples only, in a separate table")  # fmt: skip
    return {"samples": total, "ranking": main, "subsets": subsets, "notes": notes}


def build_leaderboard(
    judgments_by_grader: dict[str, Any],
    *,
    metric: str = DEFAULT_RANK_METRIC,
    n_resamples: int = 1000,
    seed: int | None = 0,
) -> dict[str, Any]:
    """The leaderboard's data (JSON-ready)."""
    graders = {}
    for grader, judgments in sorted(judgments_by_grader.items()):
        frame, scale = judgments.frame, judgments.scale
        origins = [ALL, *sample_origins(frame)]
        groups = {}
        for origin in origins:
            subset = origin_subset(frame, origin)
            if subset.empty:
                continue
            groups[origin] = rank_group(
                subset, scale, metric=metric, n_resamples=n_resamples, seed=seed
            )
        graders[grader] = {
            "dataset_version": str(frame["dataset_version"].iloc[0]),
            "scale": {"low": scale.low, "high": scale.high, "threshold": scale.threshold},
            "origins": origins,
            "origin_tags_found": origins != [ALL],
            "judges": judge_extras(frame, scale, n_resamples=n_resamples, seed=seed),
            "logs": {
                str(j): sorted(map(str, rows["log_path"].unique()))
                for j, rows in frame.groupby("judge")
            },  # fmt: skip
            "groups": groups,
            "reading": {"warnings": judgments.warnings, "skipped": judgments.skipped},
        }
    return {
        "kind": "sgb-leaderboard",
        "metric": metric,
        "ranking_variant": "unparseable_as_wrong",
        "bootstrap": {"resamples": n_resamples, "seed": seed, "confidence": 0.95},
        "graders": graders,
    }


def _ranked_rows(ranking: dict[str, Any], extras: dict[str, Any], metric: str) -> list[list[Any]]:
    rows = []
    for position, judge in enumerate(ranking["judges"], start=1):
        name = judge["judge"]
        m = judge["metrics_unparseable_as_wrong"]
        cost = judge["cost"]
        tokens = (cost["input_tokens_mean"] or 0) + (cost["output_tokens_mean"] or 0)
        flip = extras.get(name, {}).get("flip_rate")
        consistency, echo = quality_cells(judge)
        rows.append([
            judge.get("rank", position), judge["tier"], f"`{name}`", fmt_interval(m[metric]),
            reference_cell(judge, ranking) or fmt_interval(judge["difference_vs_best"]),
            fmt_interval(m["fails_f1"]), fmt(m["fails_precision"]["estimate"]),
            fmt(m["fails_recall"]["estimate"]), fmt(m["false_positive_rate"]["estimate"]),
            fmt(judge["metrics"]["unparseable_rate"]["estimate"]), consistency, echo,
            fmt(tokens, 0), fmt(cost["latency_mean_s"], 2),
            fmt_interval(flip) if flip else f"n/a ({judge['epochs']} epoch)",
        ])  # fmt: skip
    return rows


RANKED_HEADER = ["rank", "tier", "judge", "{metric} [95% CI]", "{difference}",
                 "F1 (fails) [95% CI]", "precision", "recall", "FPR", "unparseable",
                 "consistent [95% CI]", "echo", "tokens/judgment", "s/judgment",
                 "flip rate"]  # fmt: skip


def ranked_table(ranking: dict[str, Any], extras: dict[str, Any], metric: str) -> str:
    """One ranked table; the difference column says whom it compares against."""
    header = [h.format(metric=metric, difference=difference_header(ranking))
              for h in RANKED_HEADER]  # fmt: skip
    return md_table(header, _ranked_rows(ranking, extras, metric))


def render_markdown(board: dict[str, Any], *, title: str = "Judge leaderboard") -> str:
    """The leaderboard as Markdown (relative image links)."""
    metric = board["metric"]
    lines = [
        f"# {title}", "",
        f"Ranked by {METRIC_NAMES.get(metric, metric)} with unparseable answers scored as "
        "wrong; 95% paired-bootstrap intervals over samples "
        f"({board['bootstrap']['resamples']} resamples, seed {board['bootstrap']['seed']}). "
        "Judges in one tier cannot be told apart (Holm-adjusted paired-bootstrap p-values over "
        "all pairs of judges, alpha 0.05); \"diff vs best\" is the unadjusted paired 95% "
        "interval. A constant judge (always pass, always fail) scores 0 "
        "on the rank metric whatever its F1; a judge is worth something only where it beats "
        "the `baseline/*` reference judges. Judges with the same estimate share a rank (a "
        "constant judge listed after those it ties with); a judge is named best only when it "
        "is alone in the first tier. Cost: tokens are the prompt plus the answer per "
        "judgment, seconds are working time per judgment. " + QUALITY_LEGEND,
    ]  # fmt: skip
    for grader, entry in board["graders"].items():
        scale = entry["scale"]
        lines += ["", f"## {grader} grader", "",
                  f"Dataset {entry['dataset_version']}; scale {scale['low']}-{scale['high']}, "
                  f"passes at {scale['threshold']:g}."]  # fmt: skip
        if not entry["origin_tags_found"]:
            lines.append("No sample carries an `origin:` tag: one column, all samples.")
        for origin, group in entry["groups"].items():
            ranking = group["ranking"]
            lines += ["", f"### {grader} · origin: {origin} ({group['samples']} samples)", "",
                      ranked_table(ranking, entry["judges"], metric)]  # fmt: skip
            for judge, subset in group["subsets"].items():
                table = ranked_table(subset, entry["judges"], metric)
                lines += ["", f"On the {subset['samples_compared']} samples `{judge}` saw:", "",
                          table]  # fmt: skip
            notes = group["notes"] + ranking["notes"]
            if notes:
                lines += [""] + [f"- {n}" for n in dict.fromkeys(notes)]
        if len(entry["groups"]) > 1:
            lines += ["", f"### {grader} · {metric} by origin", "",
                      _origin_table(entry, metric)]  # fmt: skip
        lines += ["", f"![{metric} per judge, {grader}](forest_{grader}.png)"]
    return "\n".join(lines) + "\n"


def _origin_table(entry: dict[str, Any], metric: str) -> str:
    origins = list(entry["groups"])
    values: dict[str, dict[str, str]] = {}
    for origin, group in entry["groups"].items():
        rankings = [group["ranking"], *group["subsets"].values()]
        for ranking in rankings:
            for judge in ranking["judges"]:
                cell = fmt_interval(judge["metrics_unparseable_as_wrong"][metric])
                values.setdefault(judge["judge"], {}).setdefault(origin, cell)
    rows = [[f"`{j}`", *(v.get(o, "-") for o in origins)] for j, v in values.items()]
    return md_table(["judge", *origins], rows)


def forest_points(entry: dict[str, Any], metric: str) -> dict[str, list[dict[str, Any]]]:
    """Per origin: (judge, estimate, low, high) for the forest plot, main ranking order.

    A judge ranked only on part of the samples is labelled with how many it saw.
    """
    points: dict[str, list[dict[str, Any]]] = {}
    for origin, group in entry["groups"].items():
        seen = set()
        for ranking in [group["ranking"], *group["subsets"].values()]:
            for judge in ranking["judges"]:
                if judge["judge"] in seen:
                    continue
                seen.add(judge["judge"])
                value = judge["metrics_unparseable_as_wrong"][metric]
                label = judge["judge"]
                if ranking is not group["ranking"]:
                    label += f" ({ranking['samples_compared']} of {group['samples']} samples)"
                points.setdefault(origin, []).append({"judge": label, **value})
    return points


def write_leaderboard(
    board: dict[str, Any], out: Path, *, title: str = "Judge leaderboard", base: Path | None = None
) -> list[str]:
    """Write leaderboard.md, leaderboard.json and one forest plot per grader.

    Paths under ``base`` (default: the working folder) are written relative to it.
    """
    base = base or Path.cwd()
    out.mkdir(parents=True, exist_ok=True)
    (out / "leaderboard.json").write_text(relative_paths(to_json(board), base) + "\n")
    (out / "leaderboard.md").write_text(relative_paths(render_markdown(board, title=title), base))
    written = ["leaderboard.md", "leaderboard.json"]
    for grader, entry in board["graders"].items():
        written.append(plots.forest_plot(
            forest_points(entry, board["metric"]), out / f"forest_{grader}.png",
            title=f"{grader} grader: {METRIC_NAMES.get(board['metric'], board['metric'])}",
            xlabel=f"{board['metric']} (95% CI)",
        ))  # fmt: skip
    return written
