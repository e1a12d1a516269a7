"""Write a Label Studio project for people to label one grader on part of the corpus.

The project is two files: ``label_config.xml`` (what the annotator sees and answers: the
grader's scale with its definitions, AITech codes and a finding's file and line for
threat, the seven design dimensions, a free-text rationale) and ``tasks.json`` (one task
per sample: the package's files with their paths as plain text, read through the
project's loader — capped, never executed — and, for relevance, the task description).
Labelling is blind: no reference label, annotation or judge answer is in a task, and the
order is shuffled by the seed. ``project.json`` records what was exported.

>>> config = label_config("completeness")
>>> '<Choice value="3"' in config and 'name="rationale"' in config
True
"""

from __future__ import annotations

import json
import random
import unicodedata
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scorers.graders import AITECH_CODES, DESIGN_DIMENSIONS, get_grader
from scorers.label_records import LabelError, read_label_records
from scorers.rubric import load_rubric
from scorers.skill_loader import SkillLoadError, SkillPackage, load_skill

PACKAGE_FIELD = "package"
TASK_FIELD = "task"
EXPORT_FORMAT = "skill-grader-bench/label-studio/1"


class AnnotationExportError(ValueError):
    """The export cannot be written as asked (unknown grader, split or ids)."""


def label_config(grader: str, rubric: str = "v1") -> str:
    """The Label Studio labeling configuration (XML) for ``grader``."""
    spec = get_grader(grader)
    scale = load_rubric(grader, rubric).scale
    view = ET.Element("View")
    if spec.needs_task != "none":
        ET.SubElement(view, "Header", value="Task the user wants done")
        ET.SubElement(view, "Text", name=TASK_FIELD, value=f"${TASK_FIELD}")
    ET.SubElement(view, "Header", value="Skill package (untrusted text: never run it)")
    ET.SubElement(view, "Text", name=PACKAGE_FIELD, value=f"${PACKAGE_FIELD}")
    ET.SubElement(view, "Header", value=f"{grader} score: {spec.low}-{spec.high}")
    choices = ET.SubElement(
        view, "Choices", name="score", toName=PACKAGE_FIELD, choice="single", required="true"
    )
    for score in sorted(scale, reverse=True):
        ET.SubElement(choices, "Choice", value=str(score), hint=scale[score])
        ET.SubElement(view, "Text", name=f"scale_{score}", value=f"{score}: {scale[score]}")
    if grader == "threat":
        ET.SubElement(view, "Header", value="AITech codes of the threats found")
        codes = ET.SubElement(
            view, "Choices", name="aitech", toName=PACKAGE_FIELD, choice="multiple"
        )
        for code, meaning in AITECH_CODES.items():
            ET.SubElement(codes, "Choice", value=code, hint=meaning)
        ET.SubElement(view, "Header", value="Worst finding: file and line")
        ET.SubElement(
            view,
            "TextArea",
            name="finding_file",
            toName=PACKAGE_FIELD,
            rows="1",
            maxSubmissions="1",
        )
        ET.SubElement(view, "Number", name="finding_line", toName=PACKAGE_FIELD, min="0")
    if grader == "design":
        for dimension, meaning in DESIGN_DIMENSIONS.items():
            ET.SubElement(view, "Header", value=f"{dimension}: {meaning}")
            ET.SubElement(
                view, "TextArea", name=dimension, toName=PACKAGE_FIELD, rows="2", maxSubmissions="1"
            )
    ET.SubElement(view, "Header", value="Why this score")
    ET.SubElement(
        view, "TextArea", name="rationale", toName=PACKAGE_FIELD, rows="3", maxSubmissions="1"
    )
    ET.indent(view)
    return ET.tostring(view, encoding="unicode") + "\n"


def _visible(text: str) -> str:
    """Text with control and format characters shown as escapes, never interpreted."""
    out = []
    for char in text:
        if char in "\n\t" or unicodedata.category(char)[0] not in "C":
            out.append(char)
        else:
            out.append(f"\\u{ord(char):04x}")
    return "".join(out)


def package_text(package: SkillPackage) -> str:
    """Every file of the package with its path, as plain text; unread files listed."""
    parts = []
    for file in package.text_files:
        note = ", cut at the size cap" if file.truncated else ""
        parts.append(f"===== {_visible(file.path)} ({file.size} bytes{note}) =====")
        parts.append(_visible(file.text))
    for asset in package.assets:
        parts.append(
            f"===== {_visible(asset.path)} ({asset.size} bytes): not shown, {asset.reason}"
        )
    return "\n".join(parts)


@dataclass(frozen=True)
class ExportResult:
    """What was written, for the command's summary line."""

    out: Path
    tasks: int
    skipped: list[str]


def _labels(dataset: Path, grader: str) -> list[dict[str, Any]]:
    try:
        return read_label_records(dataset, grader)
    except LabelError as exc:
        raise AnnotationExportError(str(exc)) from None


def select_records(
    records: list[dict[str, Any]], *, splits: Iterable[str] | None, ids: Iterable[str] | None
) -> list[dict[str, Any]]:
    """Records in the given splits and, when given, with the given ids (all must exist)."""
    chosen = records
    if splits:
        wanted = set(splits)
        chosen = [r for r in chosen if r.get("split") in wanted]
    if ids:
        wanted_ids = list(dict.fromkeys(ids))
        by_id = {str(r["id"]): r for r in chosen}
        missing = [i for i in wanted_ids if i not in by_id]
        if missing:
            raise AnnotationExportError(
                f"no such sample(s) in the selection: {', '.join(missing[:10])}"
            )
        chosen = [by_id[i] for i in wanted_ids]
    return chosen


def export_project(
    dataset: Path,
    grader: str,
    out: Path,
    *,
    splits: Iterable[str] | None = None,
    ids: Iterable[str] | None = None,
    seed: int = 0,
    rubric: str = "v1",
) -> ExportResult:
    """Write ``label_config.xml``, ``tasks.json`` and ``project.json`` into ``out``."""
    spec = get_grader(grader)
    records = select_records(_labels(dataset, grader), splits=splits, ids=ids)
    if not records:
        raise AnnotationExportError(f"no {grader} samples match the selection")
    tasks, skipped = [], []
    for record in records:
        try:
            package = load_skill(dataset / str(record["skill"]))
        except SkillLoadError as exc:
            skipped.append(f"{record['id']}: {exc}")
            continue
        data = {
            "sample_id": str(record["id"]),
            "grader": grader,
            PACKAGE_FIELD: package_text(package),
        }
        if spec.needs_task != "none":
            data[TASK_FIELD] = _visible(str(record.get("task") or "(no task description)"))
        tasks.append({"data": data})
    random.Random(seed).shuffle(tasks)
    out.mkdir(parents=True, exist_ok=True)
    (out / "label_config.xml").write_text(label_config(grader, rubric), encoding="utf-8")
    (out / "tasks.json").write_text(
        json.dumps(tasks, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    project = {
        "format": EXPORT_FORMAT,
        "grader": grader,
        "rubric": rubric,
        "dataset_version": _dataset_version(dataset),
        "seed": seed,
        "splits": sorted(splits) if splits else None,
        "tasks": len(tasks),
        "skipped": skipped,
    }
    (out / "project.json").write_text(json.dumps(project, indent=1) + "\n", encoding="utf-8")
    return ExportResult(out, len(tasks), skipped)


def _dataset_version(dataset: Path) -> str | None:
    manifest = dataset / "manifest.json"
    if not manifest.is_file():
        return None
    return str(json.loads(manifest.read_text(encoding="utf-8")).get("version"))
