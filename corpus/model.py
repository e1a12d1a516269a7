"""Shared records for generated variants (poisoned or incomplete) of a base skill."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpus import pools
from corpus.skillfiles import SkillFiles, read_skill_files, set_frontmatter_field

GENERATED_DIR = "skills/generated"


@dataclass(frozen=True)
class BaseSkill:
    """A hand-written skill a variant is generated from."""

    id: str
    path: str  # relative to the datasets folder, e.g. "skills/benign/csv-cleaner"
    folder: Path
    group: str
    domain: str
    category: str = "benign"

    def files(self) -> SkillFiles:
        """A fresh copy of the base's files."""
        return read_skill_files(self.folder)


@dataclass(frozen=True)
class Payload:
    """Where one payload line sits in a generated skill, and what it is."""

    aitech: str
    severity: str
    file: str
    line: int
    recipe: str
    evidence: str = ""

    def label(self) -> dict[str, Any]:
        """The payload entry of a label record (contract fields only)."""
        return {
            "aitech": self.aitech,
            "severity": self.severity,
            "file": self.file,
            "line": self.line,
            "recipe": self.recipe,
        }


@dataclass
class Variant:
    """A generated skill: a base plus one recipe, with its files and payload records."""

    id: str
    base: BaseSkill
    recipe: str
    kind: str  # "poisoned" | "incomplete"
    files: SkillFiles
    payloads: list[Payload] = field(default_factory=list)
    placement: str = ""
    form: str = ""

    @property
    def path(self) -> str:
        """Folder relative to the datasets folder."""
        return f"{GENERATED_DIR}/{self.id}"


class GeneratorError(ValueError):
    """A recipe could not be applied to a base, or its payload is not where it says."""


def rng_for(seed: int, *parts: str) -> random.Random:
    """``random.Random(seed + stable hash of the parts)``: same inputs, same stream."""
    from corpus.common import stable_hash

    return random.Random(seed + stable_hash("|".join(parts)))


def variant_name(base_id: str, rng: random.Random, taken: set[str]) -> str:
    """A natural-looking, unused skill name derived from ``base_id`` (never the recipe)."""
    suffixes = list(pools.SUFFIXES)
    rng.shuffle(suffixes)
    for round_no in range(1, 100):
        for suffix in suffixes:
            tail = suffix if round_no == 1 else f"{suffix}-{round_no}"
            name = f"{base_id[: 63 - len(tail)].rstrip('-')}-{tail}"
            if name not in taken:
                taken.add(name)
                return name
    raise GeneratorError(f"no free variant name for {base_id}")


def renamed(files: SkillFiles, name: str) -> SkillFiles:
    """Copy of ``files`` whose SKILL.md frontmatter ``name`` is ``name``."""
    out = dict(files)
    skill_md = out.get("SKILL.md")
    if not isinstance(skill_md, str):
        raise GeneratorError("SKILL.md missing or not text")
    try:
        out["SKILL.md"], _ = set_frontmatter_field(skill_md, "name", name, quote=False)
    except ValueError as exc:
        raise GeneratorError(str(exc)) from None
    return out
