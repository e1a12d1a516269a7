"""Split assignment by group hash, stratified by category, and the leakage check.

Every sample belongs to a *group* (its base skill); all samples of a group share a split.
Groups are stratified by the category of their root skill: within each category the
groups are ordered by ``sha256(group id)`` and cut 40/20/40 into train/validation/test
by rank (40/20/40: a large test split, so every attack code and grader has enough
test samples for a confidence interval). So the split depends only on the group ids
present, each split gets every category (when a category has at least three groups),
and no group straddles splits.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Iterable, Mapping
from typing import Any

from corpus.common import SPLITS

FRACTIONS: tuple[float, float, float] = (0.4, 0.2, 0.4)


def group_hash(group: str) -> str:
    """Hex sha256 of the group id."""
    return hashlib.sha256(group.encode("utf-8")).hexdigest()


def split_for_rank(rank: int, size: int) -> str:
    """Split for the ``rank``-th of ``size`` hash-ordered groups (40/20/40 by position)."""
    position = (rank + 0.5) / size
    if position < FRACTIONS[0]:
        return SPLITS[0]
    if position < FRACTIONS[0] + FRACTIONS[1]:
        return SPLITS[1]
    return SPLITS[2]


def assign_splits(group_strata: Mapping[str, str]) -> dict[str, str]:
    """Map each group to a split. ``group_strata`` maps group id -> stratum (category)."""
    by_stratum: dict[str, list[str]] = defaultdict(list)
    for group, stratum in group_strata.items():
        by_stratum[stratum].append(group)
    out: dict[str, str] = {}
    for groups in by_stratum.values():
        ordered = sorted(groups, key=group_hash)
        for rank, group in enumerate(ordered):
            out[group] = split_for_rank(rank, len(ordered))
    return out


def leakage(records: Iterable[Mapping[str, Any]]) -> list[str]:
    """Problems with the split assignment of label records (empty list: no leakage).

    Checks that every group sits in exactly one split across all graders and that the
    same skill never appears in two splits.
    """
    group_splits: dict[str, set[str]] = defaultdict(set)
    skill_splits: dict[str, set[str]] = defaultdict(set)
    problems: list[str] = []
    for r in records:
        if r.get("split") not in SPLITS:
            problems.append(f"{r.get('grader')}:{r.get('id')}: bad split {r.get('split')!r}")
            continue
        group_splits[str(r["group"])].add(str(r["split"]))
        skill_splits[str(r["skill"])].add(str(r["split"]))
    for group, splits in sorted(group_splits.items()):
        if len(splits) > 1:
            problems.append(f"group {group} appears in splits {sorted(splits)}")
    for skill, splits in sorted(skill_splits.items()):
        if len(splits) > 1:
            problems.append(f"skill {skill} appears in splits {sorted(splits)}")
    return problems


def missing_categories(
    records: Iterable[Mapping[str, Any]], categories: Iterable[str]
) -> list[str]:
    """``"<split>: <category>"`` for every category absent from a split."""
    seen: dict[str, set[str]] = defaultdict(set)
    for r in records:
        for tag in r.get("tags", []):
            seen[str(r.get("split"))].add(tag)
    return [f"{s}: {c}" for s in SPLITS for c in categories if c not in seen[s]]
