"""Bring people's labels back from a Label Studio JSON export into the corpus.

Each completed annotation becomes one entry of ``datasets/annotations/human.jsonl``
(the store: sample, grader, annotator ``<prefix><Label Studio user>``, score, rationale,
AITech codes, finding, design notes, seconds spent, and the Label Studio ids it came
from). The store is then applied to ``labels/<grader>.jsonl``: every sample's
``annotations`` gets its human entries after the other annotators' (which are never
touched), and the manifest is rewritten. Importing the same export twice changes
nothing. Everything is validated before anything is written: a malformed or foreign
export, an unknown sample or a score off the grader's scale is an error naming the task.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from corpus.common import dumps_line, write_text
from corpus.manifest import write_manifest
from scorers.graders import AITECH_CODES, DESIGN_DIMENSIONS, GRADERS

STORE = Path("annotations") / "human.jsonl"
MAX_EXPORT_BYTES = 256 * 1024 * 1024


class AnnotationImportError(ValueError):
    """The export cannot be imported; the message names the task and what is wrong."""


@dataclass(frozen=True)
class ImportSummary:
    """What an import did."""

    grader: str
    added: int
    unchanged: int
    replaced: int
    cancelled: int
    dataset_version: str


def _user(completed_by: Any) -> str:
    if isinstance(completed_by, dict):
        for key in ("email", "username", "id"):
            if completed_by.get(key) not in (None, ""):
                return str(completed_by[key])
    if isinstance(completed_by, (int, str)) and str(completed_by):
        return f"user-{completed_by}"
    return "unknown"


def _results(annotation: dict[str, Any], where: str) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for result in annotation.get("result") or []:
        if not isinstance(result, dict) or not isinstance(result.get("value"), dict):
            raise AnnotationImportError(f"{where}: a result is not a Label Studio result object")
        name = str(result.get("from_name"))
        if name in values:
            raise AnnotationImportError(f"{where}: more than one answer for {name!r}")
        value = result["value"]
        if "choices" in value:
            values[name] = [str(c) for c in value["choices"]]
        elif "text" in value:
            text = value["text"]
            values[name] = " ".join(map(str, text)) if isinstance(text, list) else str(text)
        elif "number" in value:
            values[name] = value["number"]
    return values


def _score(values: dict[str, Any], grader: str, where: str) -> int:
    spec = GRADERS[grader]
    choice = values.get("score")
    if not choice:
        raise AnnotationImportError(f"{where}: no score chosen")
    if len(choice) != 1 or not choice[0].isdecimal():
        raise AnnotationImportError(f"{where}: score must be one of {spec.scale}, got {choice}")
    score = int(choice[0])
    if not spec.in_range(score):
        raise AnnotationImportError(f"{where}: score {score} is outside {spec.low}-{spec.high}")
    return score


def annotation_entry(
    task: dict[str, Any], annotation: dict[str, Any], grader: str, prefix: str, where: str
) -> dict[str, Any]:
    """One store entry from one Label Studio annotation (validated)."""
    values = _results(annotation, where)
    entry: dict[str, Any] = {
        "sample_id": str(task["data"]["sample_id"]),
        "grader": grader,
        "annotator": f"{prefix}{_user(annotation.get('completed_by'))}",
        "score": _score(values, grader, where),
        "rationale": str(values.get("rationale") or ""),
        "label_studio": {"task": task.get("id"), "annotation": annotation.get("id")},
    }
    lead_time = annotation.get("lead_time")
    if isinstance(lead_time, (int, float)) and lead_time >= 0:
        entry["seconds"] = round(float(lead_time), 1)
    if grader == "threat":
        codes = values.get("aitech") or []
        unknown = [c for c in codes if c not in AITECH_CODES]
        if unknown:
            raise AnnotationImportError(f"{where}: unknown AITech code(s) {unknown}")
        entry["aitech"] = sorted(codes)
        if values.get("finding_file"):
            line = values.get("finding_line")
            entry["finding"] = {
                "file": str(values["finding_file"]),
                "line": int(line) if isinstance(line, (int, float)) else None,
            }
    if grader == "design":
        entry["dimensions"] = {d: str(values[d]) for d in DESIGN_DIMENSIONS if values.get(d)}
    return entry


def parse_export(
    export: Any, known_ids: set[str], prefix: str
) -> tuple[str, list[dict[str, Any]], int]:
    """``(grader, entries, cancelled)`` from a parsed Label Studio JSON export."""
    if not isinstance(export, list):
        raise AnnotationImportError("not a Label Studio JSON export: expected a list of tasks")
    graders = set()
    entries, cancelled = [], 0
    for index, task in enumerate(export, start=1):
        where = f"task {task.get('id', f'#{index}') if isinstance(task, dict) else f'#{index}'}"
        if not isinstance(task, dict) or not isinstance(task.get("data"), dict):
            raise AnnotationImportError(f"{where}: not a Label Studio task (no data)")
        data = task["data"]
        if "sample_id" not in data or data.get("grader") not in GRADERS:
            raise AnnotationImportError(
                f"{where}: not from a Skill Grader Bench project (no sample_id and grader)"
            )
        graders.add(data["grader"])
        if len(graders) > 1:
            raise AnnotationImportError(f"{where}: the export mixes graders {sorted(graders)}")
        if str(data["sample_id"]) not in known_ids:
            raise AnnotationImportError(
                f"{where}: sample {data['sample_id']!r} is not in this corpus' "
                f"{data['grader']} labels"
            )
        for annotation in task.get("annotations") or []:
            if not isinstance(annotation, dict):
                raise AnnotationImportError(f"{where}: an annotation is not an object")
            if annotation.get("was_cancelled"):
                cancelled += 1
                continue
            label = f"{where} annotation {annotation.get('id')}"
            entries.append(annotation_entry(task, annotation, data["grader"], prefix, label))
    if not graders:
        raise AnnotationImportError("the export holds no tasks")
    return graders.pop(), entries, cancelled


def _entry_key(entry: dict[str, Any]) -> tuple[str, str, str, str]:
    source = entry.get("label_studio") or {}
    return (entry["grader"], entry["sample_id"], entry["annotator"], str(source.get("annotation")))


def read_store(datasets_dir: Path) -> list[dict[str, Any]]:
    """Every human annotation recorded for the corpus."""
    path = datasets_dir / STORE
    if not path.is_file():
        return []
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def merge_store(
    stored: list[dict[str, Any]], new: Iterable[dict[str, Any]]
) -> tuple[list[dict[str, Any]], int, int, int]:
    """``(store, added, unchanged, replaced)``: new entries replace those with their key."""
    by_key = {_entry_key(e): e for e in stored}
    added = unchanged = replaced = 0
    for entry in new:
        key = _entry_key(entry)
        if key not in by_key:
            added += 1
        elif by_key[key] == entry:
            unchanged += 1
        else:
            replaced += 1
        by_key[key] = entry
    return [by_key[k] for k in sorted(by_key)], added, unchanged, replaced


def is_human(annotator: object) -> bool:
    """Whether an annotation's annotator name marks a person."""
    return isinstance(annotator, str) and annotator.startswith("human:")


def _label_annotation(entry: dict[str, Any]) -> dict[str, Any]:
    out = {"annotator": entry["annotator"], "score": entry["score"]}
    for key in ("rationale", "seconds", "aitech", "finding", "dimensions"):
        if key in entry:
            out[key] = entry[key]
    return out


def apply_store(datasets_dir: Path, store: list[dict[str, Any]], prefix: str = "human:") -> None:
    """Rewrite every grader's labels with the store's annotations (others untouched).

    An annotation in the labels counts as imported (and is replaced by the store's) when
    its annotator carries ``prefix`` or appears in the store.
    """
    imported = {e["annotator"] for e in store}

    def was_imported(annotation: dict[str, Any]) -> bool:
        who = str(annotation.get("annotator", ""))
        return who.startswith(prefix) or who in imported

    for grader in GRADERS:
        path = datasets_dir / "labels" / f"{grader}.jsonl"
        if not path.is_file():
            continue
        ours: dict[str, list[dict[str, Any]]] = {}
        for entry in store:
            if entry["grader"] == grader:
                ours.setdefault(entry["sample_id"], []).append(_label_annotation(entry))
        lines = []
        with path.open(encoding="utf-8") as handle:
            rows = [json.loads(line) for line in handle if line.strip()]
        for row in rows:
            kept = [a for a in row.get("annotations") or [] if not was_imported(a)]
            row["annotations"] = kept + sorted(
                ours.get(str(row["id"]), []), key=lambda a: (a["annotator"], a["score"])
            )
            lines.append(dumps_line(row) + "\n")
        new_text = "".join(lines)
        if path.read_text(encoding="utf-8") != new_text:
            write_text(path, new_text)


def import_export(
    export_path: Path, datasets_dir: Path, *, prefix: str = "human:"
) -> ImportSummary:
    """Validate a Label Studio JSON export and record its annotations in the corpus."""
    if not prefix or not prefix.endswith(":"):
        raise AnnotationImportError(f"--annotator-prefix must end with ':', got {prefix!r}")
    if not export_path.is_file():
        raise AnnotationImportError(f"no such file: {export_path}")
    if export_path.stat().st_size > MAX_EXPORT_BYTES:
        raise AnnotationImportError(f"{export_path} is larger than {MAX_EXPORT_BYTES} bytes")
    try:
        export = json.loads(export_path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise AnnotationImportError(f"{export_path} is not JSON: {exc}") from None
    graders_in = {t.get("data", {}).get("grader") for t in export if isinstance(t, dict)} \
        if isinstance(export, list) else set()  # fmt: skip
    known: set[str] = set()
    for grader in graders_in & set(GRADERS):
        labels = datasets_dir / "labels" / f"{grader}.jsonl"
        if labels.is_file():
            with labels.open(encoding="utf-8") as handle:
                known |= {str(json.loads(line)["id"]) for line in handle if line.strip()}
    grader, entries, cancelled = parse_export(export, known, prefix)
    store, added, unchanged, replaced = merge_store(read_store(datasets_dir), entries)
    text = "".join(dumps_line(e) + "\n" for e in store)
    store_path = datasets_dir / STORE
    if not store_path.is_file() or store_path.read_text(encoding="utf-8") != text:
        write_text(store_path, text)
    apply_store(datasets_dir, store, prefix)
    version = write_manifest(datasets_dir)
    return ImportSummary(grader, added, unchanged, replaced, cancelled, version)


def human_label_counts(datasets_dir: Path) -> dict[str, dict[str, int]]:
    """``{grader: {split: samples with a human annotation}}`` from the label files."""
    counts: dict[str, dict[str, int]] = {}
    for grader in GRADERS:
        path = datasets_dir / "labels" / f"{grader}.jsonl"
        if not path.is_file():
            continue
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                if not line.strip():
                    continue
                row = json.loads(line)
                if any(is_human(a.get("annotator")) for a in row.get("annotations") or []):
                    split = str(row.get("split"))
                    counts.setdefault(grader, {}).setdefault(split, 0)
                    counts[grader][split] += 1
    return counts
