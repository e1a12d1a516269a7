"""Merge independent (blind) annotators' labels from ``sources/second_*.yaml`` and
``annotations/*.yaml``.

A second annotator scores existing skills without seeing the first labels, so the
agreement between annotators can be measured. Each file is a list of entries, in one
of three shapes:

    - skill: 1a2b3c4d/pdf-tools
      annotator: agent:collector-b
      labels:
        design: {score: 4, rationale: "..."}
    - skill: 1a2b3c4d/pdf-tools
      second_annotations:
        - {annotator: agent:collector-b, grader: completeness, score: 2, rationale: "..."}
    - {skill: 1a2b3c4d/pdf-tools, annotator: agent:collector-b, grader: design, score: 3,
       rationale: "..."}

The reference score stays the first annotator's; the extra scores are appended to the
record's ``annotations``.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import yaml

from corpus.sources import (
    SCALES,
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
    paths = sorted((datasets_dir / "sources").glob("second_*.yaml"))
    paths += sorted((datasets_dir / "annotations").glob("*.yaml"))
    for path in paths:
        rel = path.relative_to(datasets_dir).as_posix()
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or []
        except yaml.YAMLError as exc:
            problems.append(f"{rel}: not valid YAML: {str(exc).splitlines()[0]}")
            continue
        if not isinstance(data, list):
            problems.append(f"{rel}: must be a YAML list of entries")
            continue
        for index, raw in enumerate(data, start=1):
            where = _Problems(f"{rel} entry {index}")
            _merge_entry(raw, where, found)
            problems += where.items
    if problems:
        raise SourceError(problems)
    return found


def _merge_entry(raw: Any, where: _Problems, found: ExtraAnnotations) -> None:
    if not isinstance(raw, dict) or not ({"labels", "second_annotations", "grader"} & set(raw)):
        where.add("must be a mapping with skill and labels, second_annotations or grader")
        return
    skill = _text(raw.get("skill"), "skill", where)
    items: list[tuple[Any, Any, Any]] = []
    if isinstance(raw.get("labels"), dict):
        items += [(raw.get("annotator"), g, label) for g, label in raw["labels"].items()]
    for item in raw.get("second_annotations") or []:
        if isinstance(item, dict):
            items.append((item.get("annotator"), item.get("grader"), item))
        else:
            where.add("second_annotations items must be mappings")
    if "grader" in raw:
        items.append((raw.get("annotator"), raw.get("grader"), raw))
    for annotator_raw, grader, label in items:
        annotator = _annotator(annotator_raw, "annotator", where)
        if grader not in SCALES:
            where.add(f"grader {grader!r} is not one of {sorted(SCALES)}")
            continue
        if not isinstance(label, dict):
            where.add(f"labels.{grader} must be a mapping with score and rationale")
            continue
        score = _score(label.get("score"), str(grader), f"labels.{grader}.score", where)
        rationale = _text(label.get("rationale"), f"labels.{grader}.rationale", where)
        found.setdefault((skill, str(grader)), []).append(Annotation(annotator, score, rationale))


def with_extra_annotations(
    entries: list[SourceEntry], extra: ExtraAnnotations, *, ignore_unknown: bool = False
) -> list[SourceEntry]:
    """Entries whose labels carry the extra annotators' scores.

    Annotations of skills that are not in the sources are an error, unless
    ``ignore_unknown`` (then they are dropped; the build lists them as warnings).
    """
    known = {e.skill for e in entries}
    unknown = sorted({skill for skill, _ in extra if skill not in known})
    if unknown and not ignore_unknown:
        raise SourceError([f"annotations for skills not in the sources: {', '.join(unknown)}"])
    merged = []
    for entry in entries:
        labels = {}
        for grader, label in entry.labels.items():
            seen = {entry.annotator} | {a.annotator for a in label.extra}
            new = []
            for a in extra.get((entry.skill, grader), ()):
                if a.annotator not in seen:  # one score per annotator and grader
                    seen.add(a.annotator)
                    new.append(a)
            labels[grader] = replace(label, extra=label.extra + tuple(new))
        merged.append(replace(entry, labels=labels))
    return merged
