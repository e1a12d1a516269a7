"""Export the corpus as Hugging Face ``datasets.Dataset`` objects (JSONL and Parquet).

Layout: ``<out>/jsonl/<grader>/<split>.jsonl`` and ``<out>/parquet/<grader>/<split>.parquet``.
Each row is a label record plus ``files``: the skill's text files (path, text), each
capped at ``MAX_FILE_CHARS`` and the skill at ``MAX_SKILL_CHARS``, read as text only.

    >>> from datasets import load_dataset                              # doctest: +SKIP
    >>> load_dataset("parquet", data_dir="out/parquet/threat")["test"]  # doctest: +SKIP
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from corpus.common import LABEL_GRADERS, SPLITS, default_datasets_dir
from corpus.manifest import read_version
from corpus.skillfiles import read_skill_files

# mypy resolves ``datasets`` to the repository's datasets/ folder, not the Hugging Face package
from datasets import Dataset, Features, Sequence, Value  # type: ignore[attr-defined]

MAX_FILE_CHARS = 20_000
MAX_SKILL_CHARS = 100_000
TRUNCATED = "\n[... truncated for export ...]\n"

FEATURES = Features(
    {
        "id": Value("string"),
        "skill": Value("string"),
        "grader": Value("string"),
        "score": Value("int32"),
        "aitech": Sequence(Value("string")),
        "task": Value("string"),
        "label_source": Value("string"),
        "annotations": [
            {"annotator": Value("string"), "score": Value("int32"), "rationale": Value("string")}
        ],
        "rationale": Value("string"),
        "tags": Sequence(Value("string")),
        "split": Value("string"),
        "group": Value("string"),
        "payload": [
            {
                "aitech": Value("string"),
                "severity": Value("string"),
                "file": Value("string"),
                "line": Value("int32"),
                "recipe": Value("string"),
            }
        ],
        "dimensions": {f"D{i}": Value("string") for i in range(1, 8)},
        "files": [{"path": Value("string"), "text": Value("string")}],
        "dataset_version": Value("string"),
    }
)


def skill_texts(folder: Path) -> list[dict[str, str]]:
    """Text files of a skill as ``[{"path", "text"}]``, capped (binary files skipped)."""
    out: list[dict[str, str]] = []
    budget = MAX_SKILL_CHARS
    for path, content in read_skill_files(folder).items():
        if not isinstance(content, str) or budget <= 0:
            continue
        text = content if len(content) <= MAX_FILE_CHARS else content[:MAX_FILE_CHARS] + TRUNCATED
        text = text[:budget]
        budget -= len(text)
        out.append({"path": path, "text": text})
    return out


def load_records(datasets_dir: Path, grader: str) -> list[dict[str, Any]]:
    """Label records of one grader."""
    path = datasets_dir / "labels" / f"{grader}.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def grader_dataset(datasets_dir: Path, grader: str, split: str | None = None) -> Dataset:
    """One grader's labels (optionally one split) with skill texts, as a ``Dataset``."""
    version = read_version(datasets_dir) or ""
    cache: dict[str, list[dict[str, str]]] = {}
    rows = []
    for r in load_records(datasets_dir, grader):
        if split and r["split"] != split:
            continue
        if r["skill"] not in cache:
            cache[r["skill"]] = skill_texts(datasets_dir / r["skill"])
        rows.append({**r, "files": cache[r["skill"]], "dataset_version": version})
    return Dataset.from_list(rows, features=FEATURES)


def export(out_dir: Path, datasets_dir: Path | None = None) -> dict[str, int]:
    """Write every grader × split as JSONL and Parquet; returns rows per grader."""
    root = datasets_dir or default_datasets_dir()
    counts: dict[str, int] = {}
    for grader in LABEL_GRADERS:
        counts[grader] = 0
        for split in SPLITS:
            ds = grader_dataset(root, grader, split)
            counts[grader] += len(ds)
            for fmt in ("jsonl", "parquet"):
                target = out_dir / fmt / grader / f"{split}.{fmt}"
                target.parent.mkdir(parents=True, exist_ok=True)
                if fmt == "jsonl":
                    ds.to_json(str(target), lines=True, force_ascii=False)
                else:
                    ds.to_parquet(str(target))
    return counts
