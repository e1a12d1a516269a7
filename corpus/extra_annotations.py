"""Merge independent (blind) annotators' labels from ``datasets/annotations/*.yaml``.

A second annotator scores existing skills without seeing the first labels, so the
agreement between annotators can be measured. Each file is a list of entries:

    - skill: benign/csv-cleaner
      annotator: agent:annotator-d
      labels:
        design: {score: 4, rationale: "..."}

The reference score stays the first annotator's; the extra scores are appended to the
record's ``annotations``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from corpus.sources import (
    Annotation,
    SourceEntry,
    SourceError,
    _annotator,
    _Problems,
    _score,
    _text,
)

ExtraAnnotations = dict[tuple[str, str], list[Annotation]]


def load_extra_annotations(datasets_dir: Path) -> ExtraAnnotations:
    """``(skill, grader) -> annotations`` from every file under ``annotations/``."""
    found: ExtraAnnotations = {}
    problems: list[str] = []
    for path in sorted((datasets_dir / "annotations").glob("*.yaml")):
        rel = path.relative_to(datasets_dir).as_posix()
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        for index, raw in enumerate(data, start=1):
            where = _Problems(f"{rel} entry {index}")
            _merge_entry(raw, where, found)
            problems += where.items
    if problems:
        raise SourceError(problems)
    return found


def _merge_entry(raw: Any, where: _Problems, found: ExtraAnnotations) -> None:
    if not isinstance(raw, dict) or not isinstance(raw.get("labels"), dict):
        where.add("must be a mapping with skill, annotator and labels")
        return
    skill = _text(raw.get("skill"), "skill", where)
    annotator = _annotator(raw.get("annotator"), "annotator", where)
    for grader, label in raw["labels"].items():
        if not isinstance(label, dict):
            where.add(f"labels.{grader} must be a mapping with score and rationale")
            continue
        score = _score(label.get("score"), str(grader), f"labels.{grader}.score", where)
        rationale = _text(label.get("rationale"), f"labels.{grader}.rationale", where)
        found.setdefault((skill, str(grader)), []).append(Annotation(annotator, score, rationale))


def with_extra_annotations(
    entries: list[SourceEntry], extra: ExtraAnnotations
) -> list[SourceEntry]:
    """Entries whose labels carry the extra annotators' scores; unknown skills are an error."""
    known = {e.skill for e in entries}
    unknown = sorted({skill for skill, _ in extra if skill not in known})
    if unknown:
        raise SourceError([f"annotations for skills not in the sources: {', '.join(unknown)}"])
    merged = []
    for entry in entries:
        labels = {
            grader: replace(label, extra=label.extra + tuple(extra.get((entry.skill, grader), ())))
            for grader, label in entry.labels.items()
        }
        merged.append(replace(entry, labels=labels))
    return merged
