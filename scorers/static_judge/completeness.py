"""The completeness grader: is there enough in the package to act on?

The question is whether an agent could carry the skill out, so the grader looks for what
blocks that rather than for a house style of headings:

* **Incomplete (1)** when something essential is absent: no procedure at all (neither
  ordered steps nor imperative instructions with a command; or bundled scripts the body
  never explains), a nearly empty body, scripts that are stubs, placeholder markers where
  instructions should be (``TODO: write the steps``), or a script the steps run that is
  not in the package.
* **Partial (2)** when it is usable but a part is missing: a referenced resource absent,
  or a placeholder left in otherwise working code.
* **Complete (3)** otherwise. Supporting parts (prerequisites, error handling,
  inputs/outputs) that are not covered are named in the reason but do not lower the
  score: on the project's train and validation splits, keyword coverage of these parts
  did not separate partial from complete skills (short, complete skills often omit them),
  and downgrading on them lowered agreement on both splits.
"""

from __future__ import annotations

from typing import Any

from .actionability import analyse
from .findings import trim
from .relevance import task_coverage
from .structure import SkillView

NEARLY_EMPTY_WORDS = 25
SHORT_BODY_WORDS = 40


def grade_completeness(view: SkillView, task: str | None) -> dict[str, Any]:
    """Completeness answer (reason + score 1-3)."""
    signals = analyse(view)
    blockers: list[str] = []
    gaps: list[str] = []
    if view.body_words < NEARLY_EMPTY_WORDS and signals.numbered < 2:
        blockers.append(f"SKILL.md body is nearly empty ({view.body_words} words)")
    elif view.body_words < SHORT_BODY_WORDS and not signals.anchors:
        blockers.append("short, vague instructions: no command, path or example to act on")
    if not signals.procedure:
        if view.scripts and len(signals.scripts_unexplained) == len(view.scripts):
            blockers.append("no steps, and the bundled scripts are never explained")
        else:
            blockers.append("no procedure: neither ordered steps nor instructions to follow")
    if signals.vague >= 2 and signals.vague * 2 >= signals.items:
        blockers.append(
            f"vague instructions: {signals.vague} of {signals.items} list items name no "
            "concrete action or object"
        )
    if signals.stubs:
        blockers.append(
            "stubbed script(s): " + "; ".join(f"{p} ({why})" for p, why in signals.stubs[:3])
        )
    doc_markers = [m for m in signals.markers if m[0] == view.skill_md_path]
    if doc_markers:
        blockers.append(
            "placeholder(s) in the instructions: "
            + ", ".join(f"line {line} {what!r}" for _, line, what in doc_markers[:3])
        )
    if signals.missing_scripts:
        blockers.append(
            "scripts the steps use are missing: " + ", ".join(signals.missing_scripts[:3])
        )
    code_markers = [m for m in signals.markers if m[0] != view.skill_md_path]
    if code_markers and not signals.stubs:
        gaps.append(
            "placeholder(s) left in resources: "
            + ", ".join(f"{p}:{line}" for p, line, _ in code_markers[:3])
        )
    if signals.missing_resources and view.body_words < SHORT_BODY_WORDS * 2:
        blockers.append(
            "short instructions that defer to missing files: "
            + ", ".join(signals.missing_resources[:3])
        )
    elif signals.missing_resources:
        gaps.append("referenced files missing: " + ", ".join(signals.missing_resources[:3]))
    if task:
        coverage = task_coverage(view, task)
        if coverage < 0.25:
            gaps.append(f"covers few of the task's key terms ({coverage:.0%})")
    score = 1 if blockers else 2 if gaps else 3
    label = {3: "Complete", 2: "Partial", 1: "Incomplete"}[score]
    facts = (
        f"{signals.numbered} ordered step(s), {signals.imperatives} imperative instruction(s), "
        f"{signals.commands} command(s), {len(view.scripts)} script(s)"
    )
    parts = [f"{label}: {facts}"]
    if blockers:
        parts.append("blocking: " + "; ".join(blockers))
    if gaps:
        parts.append("gaps: " + "; ".join(gaps))
    if score == 3:
        parts.append(
            "actionable instructions with nothing essential missing"
            + (
                f" (not covered: {', '.join(signals.support_missing)})"
                if signals.support_missing
                else ""
            )
        )
    return {"reason": trim(". ".join(parts) + ".", 2000), "score": score}
