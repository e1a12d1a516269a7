"""The relevance grader: does the skill's declared purpose fit the task description?

Task terms (stop words dropped, lightly stemmed, generic words down-weighted) are matched
against the skill's *purpose* text (name, description, headings, first body paragraph) at
full strength, against the rest of the body at 0.6, and through a synonym table at 0.8 of
those. Recall = weighted share of task terms matched; precision = share of the skill's
name/description terms that the task mentions. Blend = 0.75 recall +
0.25 min(1, 2 precision) (a task rarely names more than half of a skill's purpose terms).

Thresholds, chosen from what the scale means rather than fitted to labels: a blend of at
least 0.45 (about half of what the task asks is named in the skill's purpose) is a direct
match (3); at least 0.20 (shared domain, a different or partial job) is adjacent (2);
below that the skill is a poor match (1).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from typing import Any

from .findings import trim
from .structure import SkillView
from .textutil import ACTION_VERBS, stem, synonym_group, terms, weight

DIRECT_AT = 0.45
ADJACENT_AT = 0.20
BODY_STRENGTH = 0.6
SYNONYM_STRENGTH = 0.8


def _purpose_text(view: SkillView) -> str:
    paragraphs = [
        p
        for p in re.split(r"\n\s*\n", view.body_without_code)
        if p.strip() and not p.lstrip().startswith("#")
    ]
    first = paragraphs[0] if paragraphs else ""
    return "\n".join([view.name.replace("-", " "), view.description, *view.headings, first])


def _match_strength(
    term: str, purpose: set[str], body: set[str], purpose_groups: set[int], body_groups: set[int]
) -> float:
    if term in purpose:
        return 1.0
    group = synonym_group(term)
    if group is not None and group in purpose_groups:
        return SYNONYM_STRENGTH
    if term in body:
        return BODY_STRENGTH
    if group is not None and group in body_groups:
        return BODY_STRENGTH * SYNONYM_STRENGTH
    return 0.0


def _groups(words: set[str]) -> set[int]:
    return {g for g in (synonym_group(w) for w in words) if g is not None}


def relevance_scores(view: SkillView, task: str) -> tuple[float, float, list[str], list[str]]:
    """(recall, precision, matched task terms, unmatched task terms)."""
    purpose = set(terms(_purpose_text(view)))
    body = set(terms(view.body[:100_000]))
    purpose_groups, body_groups = _groups(purpose), _groups(body)
    body_counts = Counter(terms(view.body[:100_000]))
    task_terms = list(dict.fromkeys(terms(task)))
    if not task_terms:
        return 0.0, 0.0, [], []
    matched: list[str] = []
    unmatched: list[str] = []
    total = got = 0.0
    for term in task_terms:
        # terms the skill repeats are central to it: small log-frequency boost for body matches
        salience = 1.0 + 0.1 * math.log1p(body_counts.get(term, 0))
        w = weight(term)
        strength = min(
            1.0, _match_strength(term, purpose, body, purpose_groups, body_groups) * salience
        )
        total += w
        got += w * strength
        (matched if strength > 0 else unmatched).append(term)
    recall = got / total
    core = set(terms(f"{view.name.replace('-', ' ')} {view.description}")) - {"use", "when"}
    task_set, task_groups = set(task_terms), _groups(set(task_terms))
    hits = sum(
        1
        for t in core
        if t in task_set or (synonym_group(t) is not None and synonym_group(t) in task_groups)
    )
    precision = hits / len(core) if core else 0.0
    return recall, precision, matched, unmatched


_LEAD = re.compile(
    r"^\s*(?:please\s+|can you\s+|could you\s+|help me\s+|i need to\s+|i want to\s+)*"
    r"([a-z]+)",
    re.I,
)


def task_action(task: str) -> str | None:
    """The task's leading verb in the imperative ("Convert this ..." -> "convert"), if any."""
    match = _LEAD.match(task)
    word = match.group(1).lower() if match else ""
    return word if word in ACTION_VERBS else None


def action_covered(view: SkillView, task: str) -> bool | None:
    """Whether the skill's purpose (name, description, headings) names the task's action."""
    verb = task_action(task)
    if verb is None:
        return None
    root = stem(verb)
    purpose = set(terms(_purpose_text(view)))
    group = synonym_group(root)
    return root in purpose or (group is not None and group in _groups(purpose))


def task_coverage(view: SkillView, task: str) -> float:
    """Share (weighted) of the task's key terms the skill covers anywhere."""
    return relevance_scores(view, task)[0]


def grade_relevance(view: SkillView, task: str | None) -> dict[str, Any]:
    """Relevance answer (reason + score 1-3)."""
    if not task or not task.strip():
        return {
            "reason": (
                "No task description was given, so relevance cannot be established; "
                "scored as a poor match."
            ),
            "score": 1,
        }
    recall, precision, matched, unmatched = relevance_scores(view, task)
    blend = 0.75 * recall + 0.25 * min(1.0, precision * 2)
    score = 3 if blend >= DIRECT_AT else 2 if blend >= ADJACENT_AT else 1
    covered = action_covered(view, task)
    capped = ""
    if score == 3 and covered is False:
        score = 2
        capped = (
            f" Capped at adjacent: the skill's purpose does not name the task's action "
            f"({task_action(task)!r})."
        )
    label = {3: "Direct match", 2: "Partial/adjacent match", 1: "Poor match"}[score]
    reason = (
        f"{label}: blend {blend:.2f} (0.75 x task-term recall {recall:.2f} "
        f"+ 0.25 x min(1, 2 x purpose precision {precision:.2f})); "
        f"thresholds 0.45 direct, 0.20 adjacent. "
        f"Task terms matched: {', '.join(matched[:12]) or 'none'}; "
        f"not covered: {', '.join(unmatched[:12]) or 'none'}."
    )
    return {"reason": trim(reason + capped, 2000), "score": score}
