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


NOT_RECORDED = "n/a"
QUALITY_LEGEND = (
    "Consistent: share of parsed answers whose score follows the rubric's rule from their "
    "own findings (95% interval); echo: share of parsed answers whose reason or evidence "
    f"restates the prompt's framing. {NOT_RECORDED} = the judge's answers do not record it "
    "(no rule for the grader, or a log written before it was measured), not zero."
)


def quality_cells(judge: dict[str, Any]) -> tuple[str, str]:
    """Self-consistency (with interval) and echo-rate cells; "n/a" when not recorded.

    >>> quality_cells({"answer_quality": {"self_consistency": None, "echo_rate": None}})
    ('n/a', 'n/a')
    >>> quality_cells({"answer_quality": {"self_consistency": {"estimate": 0.5, "low": 0.4,
    ...     "high": 0.6}, "echo_rate": {"estimate": 0.0, "low": 0.0, "high": 0.1}}})
    ('0.500 [0.400, 0.600]', '0.000')
    """
    quality = judge.get("answer_quality") or {}
    consistency = quality.get("self_consistency")
    echo = quality.get("echo_rate")
    return (
        fmt_interval(consistency) if consistency else NOT_RECORDED,
        fmt(echo["estimate"]) if echo else NOT_RECORDED,
    )


def reference_cell(judge: dict[str, Any], result: dict[str, Any]) -> str | None:
    """The cell "best", "reference (tier 1 tie)", or None for a judge shown with a difference."""
    if judge["judge"] == result.get("best_judge"):
        return "best"
    if judge["judge"] == result.get("reference_judge", result.get("best_judge")):
        return "reference (tier 1 tie)"
    return None


def difference_header(result: dict[str, Any]) -> str:
    """The difference column: vs the best judge, or vs the first listed when none is best."""
    return "diff vs best" if result.get("best_judge") else "diff vs first listed"


def ranking_rows(result: dict[str, Any]) -> tuple[list[str], list[list[Any]]]:
    """Header and rows of the ranked table (shared with the leaderboard)."""
    metric = result["metric"]
    section = (
        "metrics" if result["ranking_variant"] == "parsed_only" else "metrics_unparseable_as_wrong"
    )
    header = ["rank", "tier", "judge", f"{metric} [95% CI]",
              f"{difference_header(result)} [95% CI]", "p (Holm)", "F1 (fails)", "precision",
              "recall", "FPR", "unparseable", "consistent [95% CI]", "echo", "tokens in/out",
              "latency s"]  # fmt: skip
    rows = []
    for position, judge in enumerate(result["judges"], start=1):
        ranked_on = judge[section]
        reference = reference_cell(judge, result)
        p_value = judge.get("p_vs_best_holm")
        consistency, echo = quality_cells(judge)
        rows.append([
            judge.get("rank", position), judge["tier"], judge["judge"],
            fmt_interval(ranked_on[metric]),
            reference or fmt_interval(judge["difference_vs_best"]),
            "-" if reference or p_value is None else fmt(p_value),
            fmt_interval(ranked_on["fails_f1"]), fmt_interval(ranked_on["fails_precision"]),
            fmt_interval(ranked_on["fails_recall"]), fmt_interval(ranked_on["false_positive_rate"]),
            fmt(judge["metrics"]["unparseable_rate"]["estimate"]), consistency, echo,
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
        "one tier cannot be told apart: " + result["bootstrap"]["tiers"] + "; judges with the "
        "same estimate share a rank, a constant judge listed after those it ties with, and a "
        "judge is named best only when it is alone in the first tier. " + QUALITY_LEGEND,
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
