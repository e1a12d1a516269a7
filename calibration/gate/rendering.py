"""Render a :class:`~calibration.gate.decision.GateResult` as Markdown (PR comment) or JSON.

>>> print(to_markdown(result))  # doctest: +SKIP
## Rubric gate: PASS ...
"""

from __future__ import annotations

from typing import Any

from calibration import render
from calibration.gate.decision import GateResult
from calibration.render import fmt, jsonable

ICONS = {"PASS": "✅", "FAIL": "❌", "INCONCLUSIVE": "⚠️"}
STATUS = {"passed": "ok", "FAILED": "**FAILED**", "not enough data": "not enough data",
          "not tested": "n/a"}  # fmt: skip


def _num(value: float | None, signed: bool = False) -> str:
    return fmt(value, signed=signed, missing="—")


def _side(info: Any) -> str:
    rubric = ", ".join(info.rubric_versions)
    hashes = ", ".join(h[:12] for h in info.rubric_hashes)
    return (
        f"{', '.join(info.models)} · rubric {rubric} (`{hashes}`) · {info.samples} samples × "
        f"up to {info.epochs} epoch(s)"
    )


def to_markdown(result: GateResult) -> str:
    """A pull-request comment: decision first, then the numbers behind it."""
    p, policy = result.paired, result.policy
    confidence = f"{policy.confidence:.0%}"
    lines = [
        f"## Rubric gate: {ICONS[result.decision]} {result.decision}",
        "",
        f"**{p.grader}** grader · dataset `{p.dataset_version[:12]}` · {p.n} paired samples · "
        f"primary metric `{policy.primary_metric}` (required improvement "
        f"{policy.min_improvement:+.3f})",
        "",
        f"- baseline: {_side(p.base_info)}",
        f"- candidate: {_side(p.cand_info)}",
        "",
        "**Why:**",
        *[f"- {reason}" for reason in result.reasons],
    ]
    if result.decision == "INCONCLUSIVE":
        lines += ["", f"**Power:** {result.power.sentence()}"]
    lines += [
        "",
        f"| metric | baseline | candidate | improvement | {confidence} CI (paired bootstrap) |",
        "|---|---:|---:|---:|---|",
    ]
    for name, change in result.changes.items():
        interval = change.improvement
        marker = " (primary)" if name == policy.primary_metric else ""
        lines.append(
            f"| {name}{marker} | {_num(change.baseline)} | {_num(change.candidate)} | "
            f"{_num(interval.estimate, signed=True)} | "
            f"[{_num(interval.low, signed=True)}, {_num(interval.high, signed=True)}] |"
        )
    lines += ["", "| check | result | detail |", "|---|---|---|"]
    lines += [f"| {c.name} | {STATUS[c.status]} | {c.detail} |" for c in result.checks]
    notes = [
        *result.notes,
        f"Decision rule: {policy.error_rates()}.",
        "Unparseable answers are scored as wrong; MAE improvement is a decrease in MAE.",
        f"Bootstrap: {policy.bootstrap_resamples} resamples of samples (epochs kept together), "
        f"seed {result.seed}.",
    ]
    if result.decision != "INCONCLUSIVE":
        notes.append(f"Power: {result.power.sentence()}")
    lines += ["", "<details><summary>Notes</summary>", ""]
    lines += [f"- {note}" for note in notes]
    lines += ["", "</details>", ""]
    return "\n".join(lines)


def to_dict(result: GateResult) -> dict[str, Any]:
    """Every number of the result as plain JSON-ready data (nan becomes null)."""
    p = result.paired
    power = result.power
    data = {
        "decision": result.decision,
        "exit_code": result.exit_code,
        "reasons": result.reasons,
        "grader": p.grader,
        "dataset_version": p.dataset_version,
        "n_samples": p.n,
        "baseline": vars(p.base_info),
        "candidate": vars(p.cand_info),
        "policy": result.policy.as_dict(),
        "seed": result.seed,
        "metrics": {
            name: {
                "higher_is_better": c.higher_is_better,
                "baseline": c.baseline,
                "candidate": c.candidate,
                "improvement": c.improvement.to_dict(),
                "se": c.se,
                "undefined_resamples": c.undefined_resamples,
                "resamples": c.resamples,
                "regression_pvalue": c.regression_pvalue,
            }
            for name, c in result.changes.items()
        },
        "mcnemar": {
            "gained": result.mcnemar.gained,
            "lost": result.mcnemar.lost,
            "pvalue": result.mcnemar.pvalue,
            "worse_pvalue": result.mcnemar.worse_pvalue,
            "discordance": result.mcnemar.discordance,
        },
        "rates": result.rates,
        "aitech_recall": [
            {"code": r.code, "support": r.support, "baseline": r.baseline, "candidate": r.candidate}
            for r in result.code_recall
        ],
        "checks": [
            {
                "name": c.name,
                "family": c.family,
                "ok": c.ok,
                "status": c.status,
                "pvalue": c.pvalue,
                "level": c.level,
                "detail": c.detail,
            }
            for c in result.checks
        ],  # fmt: skip
        "error_rates": {
            "false_pass_rate": result.policy.false_pass_rate,
            "false_fail_rate": result.policy.false_fail_rate,
            "guard_alpha": result.policy.guard_alpha,
            "statement": result.policy.error_rates(),
        },
        "power": {
            "metric": power.metric,
            "n": power.n,
            "power": power.power,
            "se": power.se,
            "mde": power.mde,
            "observed": power.observed,
            "pass_probability": power.pass_probability,
            "samples_needed": power.samples_needed,
            "more_samples": power.more_samples,
            "statement": power.sentence(),
        },
        "notes": result.notes,
    }
    return jsonable(data)


def to_json(result: GateResult) -> str:
    """The result as strict, indented JSON."""
    return render.to_json(to_dict(result))
