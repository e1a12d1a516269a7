"""Labelled corpus → Inspect samples.

Labels are JSON Lines files (``datasets/labels/<grader>.jsonl``), read with Hugging
Face ``datasets`` from local files only. A skill that cannot be loaded is skipped
with a warning naming it, so one broken folder never stops a run; the skipped ids
are returned so the task can record them in the log.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessageSystem, ChatMessageUser

from scorers.graders import GraderSpec
from scorers.prompt import render_prompt
from scorers.rubric import Rubric
from scorers.skill_loader import SkillLoadError, load_skill

logger = logging.getLogger(__name__)

DEFAULT_DATASET = Path(__file__).resolve().parent.parent / "datasets"
SPLITS = ("train", "validation", "test")


class DatasetError(ValueError):
    """The corpus folder or its label file is missing or malformed."""


@dataclass
class LoadedDataset:
    """Samples for one grader plus what the log should record about them."""

    dataset: MemoryDataset
    version: str
    skipped: list[dict[str, str]] = field(default_factory=list)


def dataset_version(root: Path) -> str:
    """The corpus version: ``manifest.json``'s version, else a hash of the label files."""
    manifest = root / "manifest.json"
    if manifest.is_file():
        return str(json.loads(manifest.read_text(encoding="utf-8"))["version"])
    digest = hashlib.sha256()
    for path in sorted((root / "labels").glob("*.jsonl")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def read_label_records(root: Path, grader: str) -> list[dict[str, Any]]:
    """All label records of one grader, via Hugging Face ``datasets`` (local JSON only)."""
    path = root / "labels" / f"{grader}.jsonl"
    if not path.is_file():
        raise DatasetError(f"no labels for {grader} at {path}")
    import datasets  # heavy import, only when a task loads data

    was_enabled = datasets.is_progress_bar_enabled()
    datasets.disable_progress_bars()  # a progress bar per small local file is noise
    try:
        rows = datasets.load_dataset("json", data_files=str(path), split="train")
    finally:
        if was_enabled:
            datasets.enable_progress_bars()
    return [dict(row) for row in rows]


def sample_nonce(seed: int | None, sample_id: str) -> str | None:
    """Deterministic marker nonce when a seed is given (reproducible prompts), else random."""
    if seed is None:
        return None
    return hashlib.sha256(f"{seed}:{sample_id}".encode()).hexdigest()[:16]


def build_samples(
    records: list[dict[str, Any]],
    *,
    root: Path,
    spec: GraderSpec,
    rubric: Rubric,
    split: str | None,
    token_budget: int,
    seed: int | None,
    tags: list[str] | None = None,
) -> tuple[list[Sample], list[dict[str, str]]]:
    """Render one sample per label record; skills that fail to load are skipped and listed."""
    samples: list[Sample] = []
    skipped: list[dict[str, str]] = []
    for record in records:
        if split not in (None, "all") and record.get("split") != split:
            continue
        if tags and not set(tags) & set(record.get("tags") or []):
            continue
        try:
            samples.append(record_to_sample(record, root, spec, rubric, token_budget, seed))
        except SkillLoadError as exc:
            logger.warning("skipping sample %s: %s", record.get("id"), exc)
            skipped.append({"id": str(record.get("id")), "error": str(exc)})
    return samples, skipped


def record_to_sample(
    record: dict[str, Any],
    root: Path,
    spec: GraderSpec,
    rubric: Rubric,
    token_budget: int,
    seed: int | None,
) -> Sample:
    """One label record → one Inspect sample (rubric prompt around the untrusted skill)."""
    package = load_skill(root / record["skill"])
    task = record.get("task") if spec.needs_task != "none" else None
    if spec.needs_task == "required" and not task:
        raise SkillLoadError(f"{record['id']}: the {spec.name} grader needs a task description")
    rendered = render_prompt(
        rubric,
        spec,
        package,
        task=task,
        token_budget=token_budget,
        nonce=sample_nonce(seed, str(record["id"])),
    )
    messages = [ChatMessageUser(content=rendered.text)]
    if rubric.system:
        messages.insert(0, ChatMessageSystem(content=rubric.system))
    return Sample(
        id=str(record["id"]),
        input=messages,
        target=str(int(record["score"])),
        metadata={
            "grader": spec.name,
            "skill": record["skill"],
            "label_score": int(record["score"]),
            "aitech": list(record.get("aitech") or []),
            "tags": list(record.get("tags") or []),
            "label_source": record.get("label_source"),
            "annotations": record.get("annotations") or [],
            "split": record.get("split"),
            "group": record.get("group"),
            "task": task,
            "truncated": rendered.truncated,
            "cut_files": rendered.cut_files + rendered.omitted_files,
            "breakout_attempt": rendered.breakout_attempt,
            "load_warnings": package.warnings,
        },
    )


def load_grader_dataset(
    root: str | Path,
    *,
    spec: GraderSpec,
    rubric: Rubric,
    split: str | None = "test",
    token_budget: int = 12000,
    seed: int | None = None,
    tags: list[str] | None = None,
) -> LoadedDataset:
    """Samples of one grader from a corpus folder, filtered by split and tags."""
    root = Path(root)
    if split not in (None, "all", *SPLITS):
        raise DatasetError(f"unknown split {split!r}; choose one of {', '.join(SPLITS)} or all")
    if not root.is_dir():
        raise DatasetError(f"dataset folder {root} does not exist")
    records = read_label_records(root, spec.name)
    samples, skipped = build_samples(
        records,
        root=root,
        spec=spec,
        rubric=rubric,
        split=split,
        token_budget=token_budget,
        seed=seed,
        tags=tags,
    )
    if not samples:
        raise DatasetError(
            f"no {spec.name} samples in {root} for split={split!r}"
            + (f" and tags={tags}" if tags else "")
        )
    name = f"{root.name}-{spec.name}-{split or 'all'}"
    return LoadedDataset(MemoryDataset(samples, name=name), dataset_version(root), skipped)
