"""The completeness grader: is there enough in the package to act on?

A weighted checklist of structural signals (spec-valid frontmatter, a description saying
what and when, a body of some substance, ordered steps, inputs/outputs, prerequisites,
error handling, examples) minus penalties (placeholders, missing referenced files, poor
coverage of the task) gives a ratio mapped to 1-3: >= 0.70 complete, >= 0.40 partial.
"""

from __future__ import annotations

from typing import Any

from .findings import trim
from .relevance import task_coverage
from .structure import (
    BULLET,
    ERROR_HANDLING,
    EXAMPLES,
    INPUT_OUTPUT,
    PREREQUISITES,
    SkillView,
    check_spec,
    placeholder_hits,
)

COMPLETE_AT = 0.70
PARTIAL_AT = 0.40


def checklist(view: SkillView) -> list[tuple[str, float, float]]:
    """(item, weight, earned fraction 0..1) for every checklist item."""
    spec = check_spec(view)
    prose = view.body_without_code
    words = view.body_words
    steps = (
        1.0
        if view.numbered_items >= 3 or view.step_headings >= 2
        else (0.5 if view.numbered_items >= 1 or len(BULLET.findall(prose)) >= 3 else 0.0)
    )
    examples = (
        1.0
        if view.code_blocks >= 1 and EXAMPLES.search(view.body)
        else (0.6 if view.code_blocks >= 1 or EXAMPLES.search(prose) else 0.0)
    )
    return [
        (
            "spec-valid name and description",
            1.0,
            float(spec.name_ok) * 0.5 + float(spec.description_ok) * 0.5,
        ),
        ("description says what it does", 0.5, float(spec.says_what)),
        ("description says when to use it", 0.5, float(spec.says_when)),
        ("body of some substance", 1.0, 1.0 if words >= 150 else 0.5 if words >= 60 else 0.0),
        ("ordered steps", 1.5, steps),
        ("inputs/outputs stated", 1.0, 1.0 if INPUT_OUTPUT.search(prose) else 0.0),
        ("prerequisites/requirements", 0.5, 1.0 if PREREQUISITES.search(view.body) else 0.0),
        ("error handling/troubleshooting", 1.0, 1.0 if ERROR_HANDLING.search(prose) else 0.0),
        ("examples", 1.0, examples),
    ]


def grade_completeness(view: SkillView, task: str | None) -> dict[str, Any]:
    """Completeness answer (reason + score 1-3)."""
    items = checklist(view)
    total = sum(weight for _, weight, _ in items)
    earned = sum(weight * got for _, weight, got in items)
    missing = [name for name, _, got in items if got < 0.5]
    penalties: list[str] = []
    placeholders = placeholder_hits(view)
    if placeholders:
        penalty = 2.0 if len(placeholders) >= 3 else 1.5
        earned -= penalty
        first = ", ".join(f"{p}:{line} {what!r}" for p, line, what in placeholders[:3])
        penalties.append(f"{len(placeholders)} placeholder(s) ({first})")
    if view.missing_references:
        earned -= 1.5
        penalties.append("referenced files missing: " + ", ".join(view.missing_references[:4]))
    coverage = None
    if task:
        coverage = task_coverage(view, task)
        if coverage < 0.25:
            earned -= 1.0
            penalties.append(f"covers few of the task's key terms ({coverage:.0%})")
        elif coverage < 0.5:
            earned -= 0.5
            penalties.append(f"covers part of the task's key terms ({coverage:.0%})")
    ratio = max(earned, 0.0) / total
    score = 3 if ratio >= COMPLETE_AT else 2 if ratio >= PARTIAL_AT else 1
    caps = []
    if view.body_words < 40:
        score, caps = 1, ["SKILL.md body is nearly empty"]
    elif (placeholders or view.missing_references) and score == 3:
        score, caps = 2, ["capped at partial because of placeholders or missing files"]
    label = {3: "Complete", 2: "Partial", 1: "Incomplete"}[score]
    parts = [f"{label}: checklist {ratio:.0%} (>=70% complete, >=40% partial)"]
    if missing:
        parts.append("missing: " + ", ".join(missing))
    if penalties:
        parts.append("penalties: " + "; ".join(penalties))
    parts.extend(caps)
    if coverage is not None and coverage >= 0.5:
        parts.append(f"task key terms covered ({coverage:.0%})")
    return {"reason": trim(". ".join(parts) + ".", 2000), "score": score}
