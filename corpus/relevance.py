"""Relevance pairs: authored tasks (direct=3, adjacent=2) plus constructed poor matches.

A poor match (score 1, ``construction:cross-domain-pair``) pairs a *direct* task written
for one skill with a skill from a different domain, chosen with a seeded RNG. The task
was written for a skill that does something else, so the pair is a poor match by
construction (domains are disjoint areas of work).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from corpus.common import sha256_bytes, slugify
from corpus.sources import SourceEntry


@dataclass(frozen=True)
class Pair:
    """One relevance sample: a task description and a skill."""

    id: str
    skill: SourceEntry
    task: str
    score: int
    rationale: str
    label_source: str
    annotator: str
    task_from: str  # id of the skill the task was written for


def pair_id(skill_id: str, task: str) -> str:
    """``<skill-id>@<task-slug>``; the slug carries a short hash so ids stay unique."""
    return f"{skill_id}@{slugify(task)}-{sha256_bytes(task.encode())[:6]}"


def authored_pairs(entries: list[SourceEntry]) -> list[Pair]:
    """Pairs for the tasks the authors wrote for their skills."""
    out = []
    for e in entries:
        for t in e.tasks:
            out.append(
                Pair(
                    pair_id(e.id, t.task),
                    e,
                    t.task,
                    t.score,
                    t.rationale,
                    f"annotator:{e.annotator}",
                    e.annotator,
                    e.id,
                )
            )
    return out


def poor_pairs(entries: list[SourceEntry], *, seed: int, n: int) -> list[Pair]:
    """``n`` cross-domain pairs: a direct task of skill A shown with a skill B of another domain.

    Only benign and hard-negative skills are used on either side.
    """
    eligible = sorted(
        (e for e in entries if e.category in ("benign", "hard-negative")), key=lambda e: e.id
    )
    donors = [(e, t) for e in eligible for t in e.tasks if t.score == 3]
    rng = random.Random(seed)
    rng.shuffle(donors)
    out: list[Pair] = []
    used: set[str] = set()
    for donor, task in donors:
        if len(out) >= n:
            break
        others = [e for e in eligible if e.domain != donor.domain]
        if not others:
            continue
        skill = rng.choice(others)
        pid = pair_id(skill.id, task.task)
        if pid in used:
            continue
        used.add(pid)
        rationale = (
            f"Constructed poor match: the task was written as a direct match for "
            f"'{donor.id}' ({donor.domain}); '{skill.id}' is a {skill.domain} skill "
            f"that does not address it."
        )
        out.append(
            Pair(
                pid,
                skill,
                task.task,
                1,
                rationale,
                "construction:cross-domain-pair",
                "construction:cross-domain-pair",
                donor.id,
            )
        )
    return out


def build_pairs(entries: list[SourceEntry], *, seed: int, n_poor: int | None = None) -> list[Pair]:
    """Authored pairs plus poor pairs (default: as many as the direct pairs, at least 27)."""
    authored = authored_pairs(entries)
    if n_poor is None:
        n_poor = max(27, sum(1 for p in authored if p.score == 3))
    seen = {p.id for p in authored}
    poor = [p for p in poor_pairs(entries, seed=seed, n=n_poor) if p.id not in seen]
    return sorted(authored + poor, key=lambda p: p.id)
