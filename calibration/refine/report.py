"""What refinement writes for people: the per-candidate numbers and the final report.

>>> metrics_entry(gate_result)["decision"]  # doctest: +SKIP
'PASS'
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from calibration.gate.decision import GateResult
from calibration.gate.rendering import to_markdown
from calibration.render import jsonable
from calibration.rubric_diff import diff_rubrics
from scorers.rubric import Rubric


def metrics_entry(result: GateResult) -> dict[str, Any]:
    """The gate's verdict on a candidate, compactly, for the history JSON."""
    return {
        "decision": result.decision,
        "samples": result.paired.n,
        "metrics": {
            name: {
                "incumbent": jsonable(c.baseline),
                "candidate": jsonable(c.candidate),
                "improvement": c.improvement.to_dict(),
            }
            for name, c in result.changes.items()
        },
        "mcnemar": {
            "gained": result.mcnemar.gained,
            "lost": result.mcnemar.lost,
            "pvalue": result.mcnemar.pvalue,
        },
        "failed_checks": [c.name for c in result.checks if c.ok is False],
    }


def _row(entry: dict[str, Any], metric: str) -> str:
    value = entry.get("validation", {}).get("metrics", {}).get(metric)
    if not value:
        shown = "—"
    else:
        ci = value["improvement"]
        shown = (
            f"{value['incumbent']:.3f} → {value['candidate']:.3f} "
            f"(CI {ci['low']:+.3f}, {ci['high']:+.3f})"
            if None not in (value["incumbent"], value["candidate"], ci["low"], ci["high"])
            else "undefined"
        )
    reason = str(entry.get("reason", "")).replace("|", "/")[:160]
    tokens = sum(entry.get("tokens", {}).values())
    digest = f"`{entry['hash'][:12]}`" if entry.get("hash") else "—"
    return (
        f"| {entry['iteration']} | {entry['status']} | {digest} | {shown} | {tokens} | {reason} |"
    )


def write_report(
    path: Path,
    history: dict[str, Any],
    start: Rubric,
    winner: Rubric,
    test_result: GateResult | None,
) -> Path:
    """Markdown report: candidates on validation, the rubric diff, the test-split gate."""
    metric = history["policy"]["primary_metric"]
    lines = [
        f"# Rubric refinement: {history['grader']}",
        "",
        f"- judge `{history['judge_model']}`, writer `{history['writer_model']}`, "
        f"seed {history['seed']}",
        f"- start {start.version} (`{start.hash[:12]}`) → "
        + (
            f"new version **{history['winner']['version']}** (`{winner.hash[:12]}`) at "
            f"`{history['winner']['path']}`"
            if history["winner"]["new"]
            else "no candidate beat the starting rubric; nothing written"
        ),
        f"- stopped: {history['stop_reason']}",
        f"- tokens for selection: {history['tokens']['selection_total']} "
        f"(judge {history['tokens']['judge']}, writer {history['tokens']['writer']})",
        "",
        "## Candidates (validation split; selection never sees the test split)",
        "",
        f"| iteration | status | hash | {metric}: incumbent → candidate | tokens | why |",
        "|---:|---|---|---|---:|---|",
        *[_row(entry, metric) for entry in history["candidates"]],
        "",
    ]
    if history["winner"]["new"]:
        lines += ["## Rubric diff", "", "```diff", diff_rubrics(start, winner).rstrip(), "```", ""]
    lines += ["## Final report on the untouched test split", ""]
    if test_result is None:
        lines.append("Not run: no new rubric was accepted, so there is nothing to test.")
    else:
        lines.append(to_markdown(test_result).replace("## Rubric gate", "### Test-split gate"))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
