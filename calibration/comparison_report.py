"""The comparison of several judges as Markdown, JSON and an agreement heat map."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from calibration import plots
from calibration.judge_report import METRIC_LABELS
from calibration.render import fmt, fmt_interval, md_table, to_json

METRIC_NAMES = {
    **METRIC_LABELS,
    "mcc": "Matthews correlation (pass/fail verdict)",
    "fails_kappa": "Cohen's kappa (pass/fail verdict)",
    "false_positive_rate": "false-positive rate",
}


def ranking_rows(result: dict[str, Any]) -> tuple[list[str], list[list[Any]]]:
    """Header and rows of the ranked table (shared with the leaderboard)."""
    metric = result["metric"]
    section = (
        "metrics" if result["ranking_variant"] == "parsed_only" else "metrics_unparseable_as_wrong"
    )
    header = ["rank", "tier", "judge", f"{metric} [95% CI]", "diff vs best [95% CI]",
              "p vs best (Holm)", "F1 (fails)", "precision", "recall", "FPR", "unparseable",
              "tokens in/out", "latency s"]  # fmt: skip
    rows = []
    for rank, judge in enumerate(result["judges"], start=1):
        ranked_on = judge[section]
        is_best = judge["judge"] == result["best_judge"]
        p_value = judge.get("p_vs_best_holm")
        rows.append([
            rank, judge["tier"], judge["judge"], fmt_interval(ranked_on[metric]),
            "best" if is_best else fmt_interval(judge["difference_vs_best"]),
            "-" if is_best or p_value is None else fmt(p_value),
            fmt_interval(ranked_on["fails_f1"]), fmt_interval(ranked_on["fails_precision"]),
            fmt_interval(ranked_on["fails_recall"]), fmt_interval(ranked_on["false_positive_rate"]),
            fmt(judge["metrics"]["unparseable_rate"]["estimate"]),
            f"{fmt(judge['cost']['input_tokens_mean'], 0)} / "
            f"{fmt(judge['cost']['output_tokens_mean'], 0)}",
            fmt(judge["cost"]["latency_mean_s"], 2),
        ])  # fmt: skip
    return header, rows


def render_markdown(result: dict[str, Any]) -> str:
    """The comparison as Markdown."""
    metric = result["metric"]
    variant = result["ranking_variant"].replace("_", " ")
    header, rows = ranking_rows(result)
    lines = [
        f"# Judge comparison: {result['grader']} grader",
        "",
        f"{len(result['judges'])} judges on {result['samples_compared']} shared samples, "
        f"dataset {result['dataset_version']}. Ranked by {METRIC_NAMES.get(metric, metric)} "
        f"({variant}); F1, precision, recall and false-positive rate (FPR) of the fails class "
        "are shown, never ranked on (a constant judge scores 0 on the rank metric). Judges in "
        "one tier cannot be told apart: " + result["bootstrap"]["tiers"] + ".",
        "",
        md_table(header, rows),
    ]
    agreement = result["agreement"]
    if agreement:
        names = agreement["judges"]
        kappa = agreement["pairwise_cohen_kappa"]
        lines += [
            "", "## Agreement between judges", "",
            f"On {agreement['samples']} samples ({agreement['basis']}): Fleiss' kappa "
            f"{fmt_interval(agreement['fleiss_kappa'])}, Krippendorff alpha (ordinal) "
            f"{fmt_interval(agreement['krippendorff_alpha'])}, Gwet AC1 "
            f"{fmt_interval(agreement['gwet_ac1'])}.", "",
            "Pairwise Cohen's kappa:", "",
            md_table(["", *names], [[n, *(fmt(v, 2) for v in row)]
                                    for n, row in zip(names, kappa, strict=True)]),
            "", "![agreement](agreement.png)",
        ]  # fmt: skip
    if result["notes"]:
        lines += ["", "## Notes", ""] + [f"- {n}" for n in result["notes"]]
    return "\n".join(lines) + "\n"


def write_comparison(result: dict[str, Any], out: Path) -> list[str]:
    """Write compare.md, compare.json and the agreement heat map into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "compare.json").write_text(to_json(result) + "\n")
    (out / "compare.md").write_text(render_markdown(result))
    written = ["compare.md", "compare.json"]
    agreement = result["agreement"]
    if agreement:
        matrix = np.array(
            [[np.nan if v is None else v for v in row] for row in agreement["pairwise_cohen_kappa"]]
        )
        written.append(plots.agreement_heatmap(
            agreement["judges"], matrix, out / "agreement.png", "Cohen's kappa between judges"
        ))  # fmt: skip
    return written
