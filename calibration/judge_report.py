"""The report on one judge: its summary, as Markdown, JSON and plots, and the index over graders."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from calibration.errors import CalibrationError
from calibration.human_reference import render_human_section
from calibration.loading import Judgments
from calibration.probe_flips import is_probe_set, probe_flips
from calibration.render import fmt, fmt_interval, md_table, relative_paths, shorten, to_json
from calibration.versions import format_versions, report_versions

METRIC_LABELS = {
    "exact_accuracy": "exact accuracy (same score)",
    "fails_precision": "precision (fails class)",
    "fails_recall": "recall (fails class)",
    "fails_f1": "F1 (fails class)",
    "macro_f1": "macro-F1 (fails/passes)",
    "cohen_kappa": "Cohen's kappa",
    "quadratic_weighted_kappa": "quadratic weighted kappa",
    "mae": "mean absolute error",
    "spearman": "Spearman rho",
    "krippendorff_alpha": "Krippendorff alpha (ordinal, vs label)",
    "unparseable_rate": "unparseable rate",
}


def fmt_ci(interval: dict[str, Any] | None) -> str:
    """An interval as text, marking one that is not a plain bootstrap interval.

    >>> fmt_ci({"estimate": 1.0, "low": 0.886, "high": 1.0, "method": "wilson"})
    '1.000 [0.886, 1.000] (Wilson)'
    """
    text = fmt_interval(interval)
    method = (interval or {}).get("method")
    if method == "wilson":
        return f"{text} (Wilson)"
    if method == "degenerate":
        return f"{text} (same in every resample)"
    return text


def build_report(judgments: Judgments, *, n_resamples: int, seed: int | None) -> dict[str, Any]:
    """The report's data: the judge summary plus what happened while reading."""
    if len(judgments.judges) > 1:
        raise CalibrationError(
            f"report covers one judge; the logs hold {len(judgments.judges)} "
            f"({', '.join(judgments.judges)}): use `sgb compare`"
        )
    from calibration.judge_summary import PARALLEL_MIN_JUDGMENTS, summarize_judge
    from calibration.stats.background import in_background
    from calibration.stats.bootstrap import resample_counts

    big = len(judgments.frame) >= PARALLEL_MIN_JUDGMENTS
    if big and seed is not None and n_resamples > 0:
        # drawn once before the sections fork, so the forked ones reuse it
        resample_counts(judgments.frame["sample_id"].nunique(), n_resamples, seed=seed)
    one_view = single_view(judgments.frame)
    view = None if one_view else in_background(
        package_view, judgments.frame, judgments.scale, n_resamples, seed, worth_it=big
    )  # fmt: skip
    summary = summarize_judge(judgments.frame, judgments.scale, n_resamples=n_resamples, seed=seed)
    flips = probe_flips(judgments.frame) if is_probe_set(judgments.frame) else None
    return {
        "kind": "sgb-report",
        **summary,
        **({"probe_flips": flips} if flips is not None else {}),
        "unfinished_runs": unfinished_runs(judgments.frame),
        "package_view": view.result() if view else whole_view(summary, str(one_view)),
        "reading": {"warnings": judgments.warnings, "skipped": judgments.skipped},
        "versions": report_versions(judgments.frame["log_path"].unique(), judgments.log_versions),
    }


UNFINISHED = ("error", "cancelled", "started")


def unfinished_runs(frame: Any) -> list[dict[str, str]]:
    """Logs whose run did not finish (status error, cancelled or started)."""
    if "log_status" not in frame:
        return []
    rows = frame.loc[frame["log_status"].isin(UNFINISHED), ["log_path", "log_status"]]
    return [
        {"log": str(path), "status": str(status)}
        for path, status in rows.drop_duplicates().itertuples(index=False)
    ]


def single_view(frame: Any) -> str | None:
    """ "cut" or "uncut" when every package of the table was seen the same way, else None."""
    if "cut" not in frame or frame.empty:
        return None
    seen = set(frame["cut"].tolist())
    return None if len(seen) != 1 else ("cut" if seen.pop() else "uncut")


def whole_view(summary: dict[str, Any], name: str) -> dict[str, Any]:
    """The package view when one view holds every sample: the summary's own metrics
    (the same numbers :func:`package_view` computes again on the same rows)."""
    counts = summary["counts"]
    return {name: {
        "samples": counts["samples"], "judgments": counts["judgments"],
        "parsed_only": dict(summary["metrics"]),
        "unparseable_as_wrong": dict(summary["metrics_unparseable_as_wrong"]),
    }}  # fmt: skip


def package_view(frame: Any, scale: Any, n_resamples: int, seed: int | None) -> dict[str, Any]:
    """Headline metrics for packages the judge saw whole and those it saw cut."""
    from calibration.judge_summary import per_tag

    if "cut" not in frame:
        return {}
    views = frame.assign(tags=[("cut",) if cut else ("uncut",) for cut in frame["cut"].tolist()])
    return per_tag(views, scale, n_resamples=n_resamples, seed=seed, notes=[])


def _unfinished_line(report: dict[str, Any]) -> list[str]:
    runs = report.get("unfinished_runs") or []
    if not runs:
        return []
    statuses = ", ".join(sorted({r["status"] for r in runs}))
    return [
        f"> **UNFINISHED RUN**: {len(runs)} log(s) did not finish (status {statuses}); "
        "the numbers below cover only the samples they hold.",
        "",
    ]


def _package_view_section(report: dict[str, Any]) -> list[str]:
    view = report.get("package_view") or {}
    if not view:
        return []
    rows = [
        [name, view[name]["samples"],
         *(fmt_interval(view[name]["unparseable_as_wrong"].get(m)) for m in VIEW_METRICS)]
        for name in ("uncut", "cut") if name in view
    ]  # fmt: skip
    return [
        "## Whole and cut packages",
        "",
        "A package is *cut* when the judge did not see all of it (one cut prompt, or a file "
        "over the loader's caps); windows show a large package whole. Unparseable answers "
        "scored as wrong.",
        "",
        md_table(["packages", "samples", *(METRIC_LABELS[m] for m in VIEW_METRICS)], rows),
        "",
    ]


VIEW_METRICS = ("fails_f1", "cohen_kappa", "mae")


def _metrics_section(report: dict[str, Any]) -> list[str]:
    rows = [
        [METRIC_LABELS[name], fmt_ci(value),
         fmt_ci(report["metrics_unparseable_as_wrong"].get(name))]
        for name, value in report["metrics"].items()
    ]  # fmt: skip
    return [
        "## Against the reference labels",
        "",
        "Positive class: the skill fails the threshold "
        f"(score < {report['scale']['threshold']:g}). 95% BCa bootstrap intervals over samples "
        "(all epochs of a sample resampled together); a proportion whose resamples all gave "
        "the same value gets a Wilson score interval on its samples instead, marked (Wilson).",
        "",
        md_table(["metric", "parsed answers", "unparseable scored as wrong"], rows),
    ]


def _confusion_section(report: dict[str, Any]) -> list[str]:
    confusion = report["confusion_matrix"]
    rows = [[f"label {v}", *counts] for v, counts in zip(confusion["scale"], confusion["counts"],
                                                           strict=True)]  # fmt: skip
    return ["## Confusion matrix", "", md_table(["", *confusion["columns"]], rows), "",
            "![confusion matrix](confusion_matrix.png)",
            "![score distribution by label](score_distribution.png)"]  # fmt: skip


def _slices_section(report: dict[str, Any]) -> list[str]:
    lines = ["## Recall per AITech code", ""]
    codes = report["recall_per_aitech_code"]
    if codes:
        lines.append(
            md_table(
                ["code", "recall", "judgments"],
                [[c, fmt_ci(v), v["judgments"]] for c, v in codes.items()],
            )
        )
        lines += ["", "![recall per code](code_recall.png)"]
    else:
        lines.append("No sample expects an AITech code.")
    hn = report["hard_negatives"]
    lines += ["", "## Hard negatives", "",
              f"False-positive rate on {hn['samples']} hard-negative samples with a passing "
              f"label: {fmt_ci(hn['false_positive_rate'])} (unparseable as wrong: "
              f"{fmt_ci(hn['false_positive_rate_unparseable_as_wrong'])}).",
              "", "## Per tag", ""]  # fmt: skip
    rows = [
        [tag, v["samples"], fmt_ci(v["parsed_only"]["exact_accuracy"]),
         fmt_ci(v["parsed_only"]["fails_f1"]), fmt_ci(v["parsed_only"]["mae"]),
         fmt_ci(v["unparseable_as_wrong"]["exact_accuracy"]),
         fmt_ci(v["parsed_only"]["unparseable_rate"])]
        for tag, v in report["per_tag"].items()
    ]  # fmt: skip
    header = ["tag", "samples", "exact accuracy", "F1 (fails)", "MAE",
              "exact accuracy (unparseable wrong)",
              "unparseable"]  # fmt: skip
    lines.append(md_table(header, rows) if rows else "No tags.")
    return lines


def _probe_section(report: dict[str, Any]) -> list[str]:
    flips = report.get("probe_flips")
    if flips is None:
        return []
    lines = ["## Probe flips", "",
             "Share of rewrites the judge got wrong among those whose original it got right.",
             ""]  # fmt: skip
    rows = [[name, v["judged"], v["flipped"], fmt_ci(v["flip_rate"])] for name, v in flips.items()]
    header = ["transform", "rewrites judged", "flipped", "flip rate"]
    lines.append(md_table(header, rows) if rows else "No original was judged right.")
    return [*lines, ""]


def _stability_section(report: dict[str, Any]) -> list[str]:
    stab = report["stability"]
    lines = ["## Run-to-run stability", ""]
    if not stab:
        return [*lines, "One epoch only: run with `--epochs N` to measure it."]
    by_epoch = ", ".join(f"{k}: {fmt(v)}" for k, v in stab["fails_f1_by_epoch"].items())
    lines.append(md_table(["statistic", "value"], [
        ["epochs", stab["epochs"]], ["samples in every epoch", stab["samples"]],
        ["verdict flips (share of samples)", fmt_ci(stab["flip_rate"])],
        ["unanimous (same score every epoch)", fmt_ci(stab["unanimous_rate"])],
        ["mean per-sample score std", fmt_ci(stab["mean_score_std"])],
        ["intra-judge Krippendorff alpha", fmt_ci(stab["intra_judge_alpha"])],
        ["F1 (fails) by epoch", by_epoch],
        ["F1 spread (max - min)", fmt(stab["fails_f1_spread"])],
    ]))  # fmt: skip
    unstable = stab["unstable_samples"]
    lines += [
        "",
        f"{stab['unstable_count']} unstable sample(s)"
        + (" (first 30; all in report.json):" if len(unstable) > 30 else ":"),
        "",
    ]
    if unstable:
        lines.append(md_table(["sample", "label", "scores by epoch", "std", "verdict flips"], [
            [u["sample_id"], fmt(u["label"], 0),
             ", ".join("unparseable" if s is None else f"{s:g}" for s in u["scores"]),
             fmt(u["std"], 2), "yes" if u["verdict_flips"] else "no"]
            for u in unstable[:30]
        ]))  # fmt: skip
    lines += ["", "![per-sample stability](stability.png)"]
    return lines


def _ceiling_section(report: dict[str, Any]) -> list[str]:
    agreement = report["annotator_agreement"]
    lines = ["## Annotator agreement (the ceiling)", ""]
    if not agreement:
        return [*lines, "No sample has several annotations."]
    judge_alpha = report["metrics"]["krippendorff_alpha"]
    lines.append(
        f"On {agreement['samples']} samples with several annotations "
        f"({', '.join(agreement['annotators'])}): Krippendorff alpha (ordinal) "
        f"{fmt_ci(agreement['krippendorff_alpha'])}, Gwet AC1 "
        f"{fmt_ci(agreement['gwet_ac1'])}, raw agreement "
        f"{fmt_ci(agreement['percent_agreement'])}. The judge's alpha against the "
        f"reference label is {fmt_ci(judge_alpha)}."
    )
    return lines


_TAG_NOTE = re.compile(r"^tag (?P<tag>\S+): (?P<message>.+)$")


def group_tag_notes(notes: Iterable[str]) -> list[str]:
    """Distinct notes, with the same message about several tags folded into one line.

    >>> group_tag_notes(["tag a: no data", "tag b: no data", "stability: one epoch"])
    ['no data (tags: a, b)', 'stability: one epoch']
    """
    grouped: dict[str, list[str]] = {}
    for note in notes:
        match = _TAG_NOTE.match(note)
        message, tag = (match["message"], match["tag"]) if match else (note, None)
        tags = grouped.setdefault(message, [])
        if tag and tag not in tags:
            tags.append(tag)
    return [f"{m} (tags: {', '.join(tags)})" if tags else m for m, tags in grouped.items()]


def _answer_rows(answers: dict[str, Any]) -> list[list[str]]:
    """Head-table rows on how the judge answers: self-consistency and echoes."""
    rows = []
    if answers.get("self_consistency"):
        rows.append(["score follows its findings (self-consistency)",
                     f"{answers['consistent_answers']} of {answers['answers_with_a_rule']}: "
                     f"{fmt_interval(answers['self_consistency'])}"])  # fmt: skip
    if answers.get("echo_rate"):
        rows.append(["answers echoing the prompt's framing",
                     f"{answers['echoes']}: {fmt_interval(answers['echo_rate'])}"])  # fmt: skip
    return rows


def render_markdown(report: dict[str, Any]) -> str:
    """The human-readable report."""
    counts, cost = report["counts"], report["cost"]
    head = _unfinished_line(report) + [
        f"# Judge report: {report['judge']}",
        "",
        md_table(["", ""], [
            ["grader", report["grader"]],
            ["rubric", f"{report['rubric']['name']} {report['rubric']['version']} "
                       f"(hash {report['rubric']['hash']})"],
            ["dataset version", report["dataset_version"]],
            ["generate config", shorten(report["generate_config"])],
            ["model args", shorten(report["model_args"])],
            ["samples / judgments / epochs",
             f"{counts['samples']} / {counts['judgments']} / {counts['epochs']}"],
            ["unparseable answers", counts["unparseable"]],
            *_answer_rows(report.get("answers") or {}),
            ["tokens per judgment (in / out)",
             f"{fmt(cost['input_tokens_mean'], 0)} / {fmt(cost['output_tokens_mean'], 0)}"],
            ["latency per judgment (mean / median / p95 s)",
             f"{fmt(cost['latency_mean_s'], 2)} / {fmt(cost['latency_median_s'], 2)} / "
             f"{fmt(cost['latency_p95_s'], 2)}"],
            ["bootstrap", f"{report['bootstrap']['resamples']} resamples of samples, "
                          f"seed {report['bootstrap']['seed']}"],
            *([["versions", format_versions(report["versions"])]] if "versions" in report else []),
        ]),
        "",
    ]  # fmt: skip
    body = (
        _metrics_section(report) + [""] + _confusion_section(report) + [""]
        + _slices_section(report) + [""] + _probe_section(report) + _stability_section(report)
        + [""]
        + _ceiling_section(report) + [""] + _package_view_section(report)
        + [""] + render_human_section(report.get("human_reference"))
    )  # fmt: skip
    notes = report["notes"] + report["reading"]["warnings"] + report["reading"]["skipped"]
    notes = group_tag_notes(n.replace(" (unparseable as wrong)", "") for n in notes)
    tail = ["", "## Notes", ""] + [f"- {n}" for n in notes] if notes else []
    return "\n".join(head + body + tail) + "\n"


def write_report(report: dict[str, Any], out: Path, *, as_json: str | None = None) -> list[str]:
    """Write report.md, report.json and the PNG plots into ``out``; return file names.

    ``as_json`` is ``to_json(report)`` when the caller has made it already.
    """
    from calibration import plots
    from calibration.judge_summary import PARALLEL_MIN_JUDGMENTS
    from calibration.stats.background import in_background

    out.mkdir(parents=True, exist_ok=True)
    big = report["counts"]["judgments"] >= PARALLEL_MIN_JUDGMENTS
    drawing = in_background(plots.report_plots, report, out, worth_it=big)
    base = Path.cwd()  # log paths under the working folder are written relative to it
    text = to_json(report) if as_json is None else as_json
    (out / "report.json").write_text(relative_paths(text, base) + "\n")
    (out / "report.md").write_text(relative_paths(render_markdown(report), base))
    return ["report.md", "report.json", *drawing.result()]


INDEX_METRICS = ("fails_f1", "cohen_kappa", "quadratic_weighted_kappa", "mae", "unparseable_rate")


def render_index(reports: dict[str, dict[str, Any]]) -> str:
    """One line per grader, linking to each grader's full report."""
    rows = [
        [f"[{grader}]({grader}/report.md)", report["counts"]["samples"],
         *(fmt_ci(report["metrics"][m]) for m in INDEX_METRICS)]
        for grader, report in reports.items()
    ]  # fmt: skip
    judges = sorted({r["judge"] for r in reports.values()})
    header = ["grader", "samples", *(METRIC_LABELS[m] for m in INDEX_METRICS)]
    lines = [f"# Judge report: {', '.join(judges)}", "", md_table(header, rows), ""]
    return "\n".join(lines + _origin_index(reports))


ORIGINS = ("real", "derived", "written")
ORIGIN_METRICS = ("fails_f1", "cohen_kappa")


def _origin_index(reports: dict[str, dict[str, Any]]) -> list[str]:
    """Headline metrics per sample origin (``origin:`` tags), one column per origin.

    Origins are kept apart because a judge tuned on written packages looks better there
    than it is on real ones.
    """
    present = [o for o in ORIGINS if any(f"origin:{o}" in r["per_tag"] for r in reports.values())]
    if not present:
        return []
    lines = ["## By origin", ""]
    for metric in ORIGIN_METRICS:
        rows = []
        for grader, report in reports.items():
            cells = []
            for origin in present:
                entry = report["per_tag"].get(f"origin:{origin}")
                cells.append(
                    f"{fmt_ci(entry['parsed_only'][metric])} (n={entry['samples']})"
                    if entry
                    else ""
                )
            rows.append([grader, *cells])
        lines += [f"{METRIC_LABELS[metric]}:", "", md_table(["grader", *present], rows), ""]
    return lines
