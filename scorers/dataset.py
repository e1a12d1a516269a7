"""Labelled corpus → Inspect samples.

Labels are JSON Lines files (``datasets/labels/<grader>.jsonl``), validated line by line
(:mod:`scorers.label_records`). A label's ``skill`` path must stay inside the dataset
folder with no linked component. A skill that cannot be loaded — a missing or hostile
folder, an unreadable file, any I/O or decoding error — is skipped with a message naming
the sample, so one broken folder never stops a run; the skipped ids are returned so the
task can record them in the log.

The judge's user message carries, out of band (``ChatMessageUser.metadata``, never in
the text a model sees), where the package is and the load limits, under the key
``skill_package``, so a deterministic judge can load the whole package itself.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from inspect_ai.dataset import MemoryDataset, Sample
from inspect_ai.model import ChatMessageSystem, ChatMessageUser

from scorers.graders import SPLITS, GraderSpec
from scorers.label_records import LabelError, read_label_file
from scorers.paths import datasets_dir
from scorers.prompt import PromptSettings, render_prompt, render_windows
from scorers.rubric import Rubric
from scorers.skill_loader import LoadLimits, SkillLoadError, SkillPackage, load_skill

logger = logging.getLogger(__name__)

DEFAULT_DATASET = datasets_dir()
PACKAGE_METADATA_KEY = "skill_package"
__all__ = ["SPLITS", "DatasetError", "LoadedDataset", "load_grader_dataset"]


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
        try:
            return str(json.loads(manifest.read_text(encoding="utf-8"))["version"])
        except (ValueError, KeyError, TypeError) as exc:
            raise DatasetError(f"{manifest}: not a valid manifest ({type(exc).__name__})") from None
    digest = hashlib.sha256()
    for path in sorted((root / "labels").glob("*.jsonl")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def sample_nonce(seed: int | None, sample_id: str, content_hash: str) -> str | None:
    """Marker nonce: from the seed *and* the package's content hash when seeded, else random.

    A package cannot contain its own nonce: the nonce depends on a hash of everything the
    package holds, so writing it into the package changes it.
    """
    if seed is None:
        return None
    return hashlib.sha256(f"{seed}:{sample_id}:{content_hash}".encode()).hexdigest()[:16]


def confined_skill_path(root: Path, relative: str, sample_id: str) -> Path:
    """The skill folder of a label, refused unless it lies inside ``root`` with no link.

    Raises:
        SkillLoadError: the path is absolute, climbs out with ``..``, or passes a link.
    """
    problem = f"sample {sample_id!r:.80}: skill path {relative!r:.200}"
    path = Path(relative)
    if path.is_absolute() or not path.parts:
        raise SkillLoadError(f"{problem} must be relative to the dataset folder")
    if any(part in ("..", "") for part in path.parts):
        raise SkillLoadError(f"{problem} leaves the dataset folder")
    base = root.resolve()
    current = base
    for part in path.parts:
        current = current / part
        try:
            mode = current.lstat().st_mode
        except OSError:
            raise SkillLoadError(f"{problem} does not exist") from None
        if stat.S_ISLNK(mode):
            raise SkillLoadError(f"{problem} passes through a link ({part!r:.80})")
    if not current.resolve().is_relative_to(base):
        raise SkillLoadError(f"{problem} leaves the dataset folder")
    return current


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
    windows: bool = True,
    limits: LoadLimits | None = None,
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
            samples.append(
                record_to_sample(
                    record, root, spec, rubric, token_budget, seed, windows=windows, limits=limits
                )
            )
        except (SkillLoadError, OSError, RecursionError, UnicodeError, ValueError) as exc:
            message = str(exc).splitlines()[0][:500] if str(exc) else type(exc).__name__
            logger.warning("skipping sample %s: %s", record.get("id"), message)
            skipped.append({"id": str(record.get("id")), "error": message})
    return samples, skipped


def package_cut(package: SkillPackage) -> bool:
    """True if the loader did not read the whole package (a file cut or left unread)."""
    return any(f.truncated for f in package.text_files) or any(
        a.reason.startswith("not read") for a in package.assets
    )


def record_to_sample(
    record: dict[str, Any],
    root: Path,
    spec: GraderSpec,
    rubric: Rubric,
    token_budget: int,
    seed: int | None,
    *,
    windows: bool = True,
    limits: LoadLimits | None = None,
) -> Sample:
    """One label record → one Inspect sample (rubric prompt around the untrusted skill).

    With ``windows``, a package over the budget is rendered as several prompts; the
    sample's input is the first, and the task's solver renders and judges the others.
    """
    sample_id = str(record["id"])
    limits = limits or LoadLimits()
    folder = confined_skill_path(root, record["skill"], sample_id)
    package = load_skill(folder, limits)
    task = record.get("task") if spec.needs_task != "none" else None
    if spec.needs_task == "required" and not task:
        raise SkillLoadError(f"{sample_id}: the {spec.name} grader needs a task description")
    nonce = sample_nonce(seed, sample_id, package.content_hash)
    settings = PromptSettings(task=task, token_budget=token_budget, nonce=nonce)
    rendered = render_prompt(rubric, spec, package, settings)
    window_count = 1
    first_text = rendered.text
    if windows and rendered.truncated:
        texts = render_windows(rubric, spec, package, settings)
        window_count, first_text = len(texts), texts[0]
    package_info = {
        "path": os.fspath(folder),
        "grader": spec.name,
        "task": task,
        "limits": limits.as_dict(),
        "token_budget": token_budget,
        "nonce": rendered.nonce,
        "content_hash": package.content_hash,
        "windows": window_count,
        "window": 1,
    }
    user = ChatMessageUser(content=first_text, metadata={PACKAGE_METADATA_KEY: package_info})
    messages: list[Any] = [user]
    if rubric.system:
        messages.insert(0, ChatMessageSystem(content=rubric.system))
    prompt_cut = rendered.truncated and window_count == 1
    return Sample(
        id=sample_id,
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
            "truncated": prompt_cut,
            "cut": prompt_cut or package_cut(package),
            "windows": window_count,
            "cut_files": rendered.cut_files + rendered.omitted_files if prompt_cut else [],
            "breakout_attempt": rendered.breakout_attempt,
            "load_warnings": package.warnings,
            PACKAGE_METADATA_KEY: package_info,
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
    windows: bool = True,
    limits: LoadLimits | None = None,
) -> LoadedDataset:
    """Samples of one grader from a corpus folder, filtered by split and tags.

    Raises:
        DatasetError: unknown split, missing folder, invalid labels, or no sample left.
    """
    root = Path(root)
    if split not in (None, "all", *SPLITS):
        raise DatasetError(f"unknown split {split!r}; choose one of {', '.join(SPLITS)} or all")
    if token_budget < 500:
        raise DatasetError(f"token_budget {token_budget} is too small; use at least 500")
    if not root.is_dir():
        raise DatasetError(f"dataset folder {root} does not exist")
    try:
        records = read_label_file(root / "labels" / f"{spec.name}.jsonl", spec)
    except LabelError as exc:
        raise DatasetError(str(exc)) from None
    samples, skipped = build_samples(
        records,
        root=root,
        spec=spec,
        rubric=rubric,
        split=split,
        token_budget=token_budget,
        seed=seed,
        tags=tags,
        windows=windows,
        limits=limits,
    )
    if not samples:
        raise DatasetError(
            f"no {spec.name} samples in {root} for split={split!r}"
            + (f" and tags={tags}" if tags else "")
            + (f" ({len(skipped)} skipped: {skipped[0]['error']})" if skipped else "")
        )
    name = f"{root.name}-{spec.name}-{split or 'all'}"
    return LoadedDataset(MemoryDataset(samples, name=name), dataset_version(root), skipped)
