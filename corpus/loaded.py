"""The corpus as the build reads it and as a build leaves it.

:class:`Corpus` holds the validated sources of a datasets folder with the split of every
base package; :class:`BuildResult` what a build produced. The builder
(:mod:`corpus.build`), the generator's command and the datasheet share these, so none
of them imports another to get them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpus.common import default_datasets_dir
from corpus.extra_annotations import load_extra_annotations, with_extra_annotations
from corpus.model import BaseSkill, Variant
from corpus.relevance import Pair
from corpus.sources import SourceEntry, load_sources
from corpus.splits import assign_splits


@dataclass
class Corpus:
    """Validated sources of one datasets folder, with the split of every base package."""

    datasets_dir: Path
    entries: list[SourceEntry]
    problems: list[str]

    def __post_init__(self) -> None:
        self.by_id = {e.id: e for e in self.entries}
        self.by_skill = {e.skill: e for e in self.entries}
        strata = {self.group_of(e): f"{e.origin}/{e.category}" for e in self.entries}
        group_split = assign_splits(strata)
        self.split_of = {e.id: group_split[self.group_of(e)] for e in self.entries}

    def group_of(self, entry: SourceEntry) -> str:
        """Id of the package ``entry`` was made from (its own id when none)."""
        parent = self.by_skill.get(entry.base or "")
        return parent.id if parent is not None and parent is not entry else entry.id

    def _base(self, e: SourceEntry) -> BaseSkill:
        return BaseSkill(
            e.id,
            e.path,
            self.datasets_dir / e.path,
            self.group_of(e),
            e.domain,
            e.category,
            self.split_of[e.id],
            e.labels["threat"].score,
        )

    def real(self) -> list[SourceEntry]:
        """The real (collected) packages."""
        return [e for e in self.entries if e.origin == "real"]

    def poison_bases(self) -> list[BaseSkill]:
        """Real packages not labelled malicious: the bases of poisoned twins."""
        return [self._base(e) for e in self.real() if e.labels["threat"].score >= 3]

    def complete_bases(self) -> list[BaseSkill]:
        """Real benign and hard-negative packages labelled complete (degradation bases)."""
        return [
            self._base(e)
            for e in self.real()
            if e.category in ("benign", "hard-negative") and e.labels["completeness"].score == 3
        ]


def load_corpus_sources(datasets_dir: Path | None = None, *, skip_invalid: bool = False) -> Corpus:
    """Load and validate the sources and second annotations of a datasets folder."""
    root = Path(datasets_dir) if datasets_dir else default_datasets_dir()
    entries, problems = load_sources(root, skip_invalid=skip_invalid)
    extra = load_extra_annotations(root)
    known = {e.skill for e in entries}
    problems += [
        f"second annotation for {skill} ({grader}) skipped: not in the sources"
        for skill, grader in sorted(extra)
        if skill not in known
    ]
    entries = with_extra_annotations(entries, extra, ignore_unknown=skip_invalid)
    return Corpus(root, entries, problems)


@dataclass
class BuildResult:
    """What a build produced."""

    records: dict[str, list[dict[str, Any]]]
    variants: list[Variant]
    pairs: list[Pair]
    version: str = ""
    warnings: list[str] = field(default_factory=list)
    corpus: Corpus | None = None
    audit: list[Any] = field(default_factory=list)
