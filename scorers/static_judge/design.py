"""The design grader: dimensions D1-D7, each scored 1-5 internally with a short note.

The sub-scores reward the *presence* of a signal (a heading, an example, a prerequisites
line), so a merely adequate skill collects 4s and 5s. The overall score therefore takes
the mean one point down before rounding half up (``floor(mean - 1 + 0.5)``): 5 needs
near-perfect sub-scores, a skill with several weak dimensions lands at 2-3, and a stub
lands at 1. It is capped at 2 when SKILL.md has no usable frontmatter (D1 = 1).
"""

from __future__ import annotations

import math
from typing import Any

from .actionability import placeholder_markers, stubbed_script, unresolved_references
from .findings import trim
from .structure import (
    BULLET,
    EDGE_CASES,
    ERROR_HANDLING,
    EXAMPLES,
    INPUT_OUTPUT,
    PREREQUISITES,
    PYTHON,
    SkillView,
    check_spec,
    unreferenced_scripts,
)

PRESENCE_OFFSET = 1.0
"""How far presence-based sub-scores overstate design quality (see module docstring)."""
LONG_BODY_LINES = 500
LONG_BODY_WORDS = 5000


def _from_signals(count: int, tiny: bool) -> int:
    return 1 if tiny else {0: 2, 1: 3, 2: 4}.get(count, 5)


def dimension_scores(view: SkillView) -> dict[str, tuple[int, str]]:
    """Sub-score (1-5) and note for each design dimension."""
    spec = check_spec(view)
    tiny = view.body_words < 40
    prose = view.body_without_code
    out: dict[str, tuple[int, str]] = {}

    if not view.frontmatter.present or not view.fields:
        out["D1"] = (1, "no usable YAML frontmatter")
    elif "name" not in view.fields or "description" not in view.fields:
        out["D1"] = (2, "; ".join(spec.problems) or "name or description missing")
    elif not (spec.name_ok and spec.description_ok):
        out["D1"] = (3, "; ".join(spec.problems))
    elif spec.problems:
        out["D1"] = (4, "; ".join(spec.problems))
    else:
        out["D1"] = (5, "name and description follow the spec")

    description = view.description.strip()
    if not description:
        out["D2"] = (1, "no description")
    elif len(description) < 30:
        out["D2"] = (2, "description too short to say what and when")
    elif spec.says_what and spec.says_when:
        out["D2"] = (5, "description says what it does and when to use it")
    else:
        out["D2"] = (
            3,
            "description says what it does but not when to use it"
            if spec.says_what
            else "description gives a trigger but little about what it does",
        )

    lines = view.body.count("\n") + 1
    linked = [
        p for p in view.referenced_paths if p.startswith(("references/", "reference/", "docs/"))
    ]
    score = 3 + (len(view.headings) >= 2) + bool(linked)
    note = f"{lines} body lines, {len(view.headings)} headings, {len(linked)} linked reference(s)"
    if lines > LONG_BODY_LINES or view.body_words > LONG_BODY_WORDS:
        score -= 1 if linked else 2
        note += "; very long SKILL.md body"
    out["D3"] = (1 if tiny else max(1, min(5, score)), note)

    if view.numbered_items >= 3 or view.step_headings >= 2:
        out["D4"] = (5 if view.code_blocks else 4, f"{view.numbered_items} numbered steps")
    elif view.numbered_items >= 1 or len(BULLET.findall(prose)) >= 3:
        out["D4"] = (3, "instructions as loose bullets rather than ordered steps")
    else:
        out["D4"] = (1 if tiny else 2, "no ordered, actionable steps")

    io_signals = [
        bool(INPUT_OUTPUT.search(prose)),
        view.code_blocks >= 1,
        bool(EXAMPLES.search(prose)),
    ]
    out["D5"] = (
        _from_signals(sum(io_signals), tiny),
        "inputs/outputs: "
        + ", ".join(
            n for n, ok in zip(("io", "code examples", "examples"), io_signals, strict=True) if ok
        )
        if any(io_signals)
        else "no inputs, outputs or examples",
    )

    err_signals = [
        bool(ERROR_HANDLING.search(prose)),
        bool(PREREQUISITES.search(view.body)),
        bool(EDGE_CASES.search(prose)),
    ]
    out["D6"] = (
        _from_signals(sum(err_signals), tiny),
        "covers: "
        + ", ".join(
            n
            for n, ok in zip(("errors", "prerequisites", "edge cases"), err_signals, strict=True)
            if ok
        )
        if any(err_signals)
        else "no error handling, edge cases or prerequisites",
    )

    scripts = view.scripts
    # Marker-style placeholders and stubbed scripts, as completeness reads them: a TODO
    # named as the skill's subject is not a placeholder, and assets/ are not checked.
    placeholders = [m for m in placeholder_markers(view) if m[0] != view.skill_md_path]
    placeholders += [(s.path, 0, why) for s in scripts if (why := stubbed_script(s))]
    missing = [p for group in unresolved_references(view) for p in group]
    if not scripts and not view.referenced_paths:
        out["D7"] = (4, "no bundled scripts or resources (none needed)")
    else:
        score, notes = 5, []
        unreferenced = unreferenced_scripts(view)
        if unreferenced:
            score -= 1
            notes.append("not referenced from SKILL.md: " + ", ".join(unreferenced[:3]))
        if placeholders:
            score -= 2
            notes.append(f"{len(placeholders)} placeholder(s) in resources")
        if missing:
            score -= 2
            notes.append("missing: " + ", ".join(missing[:3]))
        if any(s.kind == PYTHON and not _parses(s.text) for s in scripts):
            score -= 1
            notes.append("a Python script does not parse")
        out["D7"] = (
            max(1, score),
            "; ".join(notes) or f"{len(scripts)} script(s), referenced and implemented",
        )
    return out


def _parses(text: str) -> bool:
    import ast

    try:
        ast.parse(text)
    except (SyntaxError, RecursionError, MemoryError, ValueError):
        return False
    return True


def grade_design(view: SkillView) -> dict[str, Any]:
    """Design answer: per-dimension notes, overall score = round-half-up of the mean."""
    dims = dimension_scores(view)
    mean = sum(score for score, _ in dims.values()) / len(dims)
    overall = max(1, min(5, math.floor(mean - PRESENCE_OFFSET + 0.5)))
    if dims["D1"][0] == 1:
        overall = min(overall, 2)
    dimensions = {key: trim(f"{score}/5: {note}", 400) for key, (score, note) in dims.items()}
    weakest = sorted(dims, key=lambda k: (dims[k][0], k))[:2]
    reason = (
        f"Mean of D1-D7 sub-scores {mean:.2f}, less {PRESENCE_OFFSET:g} for presence-based "
        f"scoring, rounded half up to {overall}. "
        f"Weakest: {', '.join(f'{k} ({dims[k][1]})' for k in weakest)}."
    )
    return {"dimensions": dimensions, "reason": trim(reason, 2000), "score": overall}
