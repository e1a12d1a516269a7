"""Shared records for derived packages (poisoned or degraded) of a base package."""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from corpus.skillfiles import SkillFiles, read_skill_files


@dataclass(frozen=True)
class BaseSkill:
    """A package that derived packages are built from."""

    id: str
    path: str  # relative to the datasets folder, e.g. "skills/1a2b3c4d/pdf-tools"
    folder: Path
    group: str
    domain: str
    category: str = "benign"
    split: str = "train"
    threat: int = 4

    @property
    def name(self) -> str:
        """The inner folder name (kept by every derived package)."""
        return self.path.rsplit("/", 1)[-1]

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
        return {k: v for k, v in asdict(self).items() if k != "evidence"}


@dataclass
class Variant:
    """A derived package: a base plus one recipe, with its files and payload records."""

    id: str
    base: BaseSkill
    recipe: str
    kind: str  # "poisoned" | "incomplete"
    files: SkillFiles
    payloads: list[Payload] = field(default_factory=list)
    family: str = ""  # attack family of a poisoned variant

    @property
    def path(self) -> str:
        """Folder relative to the datasets folder: ``skills/<id>/<base folder name>``."""
        return f"skills/{self.id}/{self.base.name}"


class GeneratorError(ValueError):
    """A recipe could not be applied to a base, or its payload is not where it says."""


def rng_for(seed: int, *parts: str) -> random.Random:
    """``random.Random(seed + stable hash of the parts)``: same inputs, same stream."""
    from corpus.common import stable_hash

    return random.Random(seed + stable_hash("|".join(parts)))
