"""Relevance pairs: authored tasks, constructed poor matches and poisoned twins' inherited pairs.

- **authored** (score 3 direct, 2 adjacent): the task texts the annotator wrote for a
  package, with the annotator's score.
- **poor** (score 1, ``construction:cross-domain-pair``): a direct task written for a
  package of one domain, shown with a package of another domain *from the same split*,
  so no task text ever appears in two splits.
- **derived** (``construction:<recipe>``): a poisoned twin or a degraded package is
  paired with its base's direct task and inherits that score (a payload or a removed
  part does not change what the package is for; completeness is a separate grader).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from corpus.common import sha256_bytes
from corpus.model import Variant
from corpus.sources import SourceEntry


@dataclass(frozen=True)
class Pair:
    """One relevance sample: a task description and a package."""

    id: str
    skill_id: str
    skill_path: str
    group: str
    category: str
    origin: str
    domain: str
    task: str
    score: int
    rationale: str
    label_source: str
    annotator: str
    task_from: str  # id of the package the task was written for


def pair_id(skill_id: str, task: str) -> str:
    """``<skill-id>@<8 hex of the task text>``."""
    return f"{skill_id}@{sha256_bytes(task.encode())[:8]}"


def _pair(e: SourceEntry, group: str, **kw: Any) -> Pair:
    return Pair(
        skill_id=e.id,
        skill_path=e.path,
        group=group,
        category=e.category,
        origin=e.origin,
        domain=e.domain,
        **kw,
    )


def authored_pairs(entries: list[SourceEntry], group_of: Mapping[str, str]) -> list[Pair]:
    """Pairs for the tasks the annotators wrote for their packages."""
    return [
        _pair(
            e,
            group_of[e.id],
            id=pair_id(e.id, t.task),
            task=t.task,
            score=t.score,
            rationale=t.rationale,
            label_source=f"annotator:{e.annotator}",
            annotator=e.annotator,
            task_from=e.id,
        )
        for e in entries
        for t in e.tasks
    ]


def poor_pairs(
    entries: list[SourceEntry], split_of: Mapping[str, str], group_of: Mapping[str, str], *,
    seed: int,
) -> list[Pair]:  # fmt: skip
    """One cross-domain pair per direct task: shown with a package of another domain.

    The other package comes from the same split (seeded choice among packages that are
    not poisoned), so the task text stays in its split.
    """
    eligible = sorted((e for e in entries if e.category != "poisoned"), key=lambda e: e.id)
    rng = random.Random(seed)
    out: list[Pair] = []
    for donor in eligible:
        for task in (t for t in donor.tasks if t.score == 3):
            others = [
                e
                for e in eligible
                if e.domain != donor.domain and split_of[e.id] == split_of[donor.id]
            ]
            if not others:
                continue
            skill = rng.choice(others)
            out.append(
                _pair(
                    skill,
                    group_of[skill.id],
                    id=pair_id(skill.id, task.task),
                    task=task.task,
                    score=1,
                    rationale=(
                        f"Constructed poor match: the task was written as a direct match for a "
                        f"{donor.domain} package; this is a {skill.domain} package that does "
                        "not address it."
                    ),
                    label_source="construction:cross-domain-pair",
                    annotator="construction:cross-domain-pair",
                    task_from=donor.id,
                )
            )
    return out


def derived_pairs(variants: list[Variant], by_id: Mapping[str, SourceEntry]) -> list[Pair]:
    """Each derived package with its base's direct task(s), score inherited."""
    out: list[Pair] = []
    for v in variants:
        base = by_id.get(v.base.id)
        if base is None:
            continue
        twin = "clean twin" if v.kind == "poisoned" else "base package"
        change = "the payload" if v.kind == "poisoned" else "the removed part"
        for t in (t for t in base.tasks if t.score == 3):
            source = f"construction:{v.recipe}"
            out.append(
                Pair(
                    id=pair_id(v.id, t.task),
                    skill_id=v.id,
                    skill_path=v.path,
                    group=v.base.group,
                    category="poisoned" if v.kind == "poisoned" else "incomplete",
                    origin="derived",
                    domain=base.domain,
                    task=t.task,
                    score=t.score,
                    rationale=(
                        f"Relevance inherited from the {twin} '{base.id}' "
                        f"(annotator:{base.annotator}, score {t.score}): {change} does not "
                        "change what the package is for."
                    ),
                    label_source=source,
                    annotator=source,
                    task_from=base.id,
                )
            )
    return out


def build_pairs(
    entries: list[SourceEntry],
    variants: list[Variant],
    split_of: Mapping[str, str],
    group_of: Mapping[str, str],
    *,
    seed: int,
) -> list[Pair]:
    """Authored, poor and twin pairs, sorted by id (an id already used is skipped)."""
    out: dict[str, Pair] = {}
    by_id = {e.id: e for e in entries}
    for p in (
        authored_pairs(entries, group_of)
        + poor_pairs(entries, split_of, group_of, seed=seed)
        + derived_pairs(variants, by_id)
    ):
        out.setdefault(p.id, p)
    return sorted(out.values(), key=lambda p: p.id)
