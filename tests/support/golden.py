"""Golden answers of the offline judge: a digest of every ``static/rules`` answer on the corpus.

For each grader, every label record of the bundled corpus's test split is judged with the
static judge's Python API exactly as the task's provider does when the message names the
package folder (the whole folder through the loader, the record's task description where
the grader takes one). Each answer is written as canonical JSON (sorted keys, compact) and
hashed; the golden file keeps, per grader, the count, one digest over all answers and, per
sample, the score and a short digest, so a review diff names the samples whose answer
changed.

Regenerate after an intended change of the judge or of the corpus, and commit the result:

    python -m tests.support.golden --update

``python -m tests.support.golden`` without ``--update`` compares and prints what changed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from scorers.dataset import confined_skill_path
from scorers.graders import GRADERS
from scorers.label_records import read_label_records
from scorers.static_judge.judge import answer
from scorers.static_judge.judge_request import package_files
from tests.support.project import PROJECT

DATASET = PROJECT / "datasets"
GOLDEN = PROJECT / "tests" / "golden" / "static_rules.json"
SPLIT = "test"
SHOWN = 40  # changed samples printed per grader


def canonical(value: Any) -> str:
    """Canonical JSON text: sorted keys, no spaces, non-ASCII kept.

    >>> canonical({"b": 1, "a": [2, "é"]})
    '{"a":[2,"é"],"b":1}'
    """
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _jobs(dataset: Path, split: str) -> dict[str, list[tuple[str, str, str | None]]]:
    """Skill folder -> the (grader, sample id, task) judgments to make on it."""
    jobs: dict[str, list[tuple[str, str, str | None]]] = {}
    for grader, spec in GRADERS.items():
        for record in read_label_records(dataset, grader):
            if record.get("split") != split:
                continue
            sample_id = str(record["id"])
            folder = confined_skill_path(dataset, record["skill"], sample_id)
            task = record.get("task") if spec.needs_task != "none" else None
            jobs.setdefault(os.fspath(folder), []).append((grader, sample_id, task))
    return jobs


def _judge_folder(
    item: tuple[str, list[tuple[str, str, str | None]]],
) -> list[tuple[str, str, str]]:
    """(grader, sample id, canonical answer) for every judgment on one folder."""
    folder, judgments = item
    files = package_files(folder)
    return [(g, i, canonical(answer(g, files, task))) for g, i, task in judgments]


def compute(dataset: Path = DATASET, split: str = SPLIT, workers: int | None = None) -> dict:
    """The golden document for ``dataset``: per grader, count, digest and per-sample map."""
    items = sorted(_jobs(dataset, split).items())
    workers = workers or min(4, os.cpu_count() or 1)
    answers: dict[str, dict[str, str]] = {g: {} for g in GRADERS}
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            results: Iterable[list[tuple[str, str, str]]] = list(
                pool.map(_judge_folder, items, chunksize=8)
            )
    else:
        results = map(_judge_folder, items)
    for rows in results:
        for grader, sample_id, text in rows:
            answers[grader][sample_id] = text
    graders = {}
    for grader, by_id in answers.items():
        ordered = sorted(by_id.items())
        graders[grader] = {
            "count": len(ordered),
            "digest": sha256(canonical(ordered)),
            "samples": {i: f"{json.loads(t)['score']}:{sha256(t)[:16]}" for i, t in ordered},
        }
    return {"judge": "static/rules", "split": split, "graders": graders}


def changes(expected: dict, actual: dict) -> list[str]:
    """One line per difference: graders, counts and the samples whose answer changed."""
    lines = []
    if expected.get("split") != actual["split"]:
        lines.append(f"split: golden {expected.get('split')!r}, now {actual['split']!r}")
    for grader in sorted(set(expected.get("graders", {})) | set(actual["graders"])):
        old = expected.get("graders", {}).get(grader, {})
        new = actual["graders"].get(grader, {})
        if old.get("digest") == new.get("digest"):
            continue
        old_samples, new_samples = old.get("samples", {}), new.get("samples", {})
        changed = [
            f"  {i}: {old_samples.get(i, 'absent')} -> {new_samples.get(i, 'absent')}"
            for i in sorted(set(old_samples) | set(new_samples))
            if old_samples.get(i) != new_samples.get(i)
        ]
        lines.append(
            f"{grader}: {len(changed)} of {new.get('count', 0)} answers changed "
            f"(golden count {old.get('count', 0)}; score:digest, golden -> now)"
        )
        lines += changed[:SHOWN] + (
            [f"  ... {len(changed) - SHOWN} more"] if len(changed) > SHOWN else []
        )
    return lines


def write(document: dict, path: Path = GOLDEN) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Compare or regenerate the static/rules golden file."
    )
    parser.add_argument("--update", action="store_true", help="rewrite the golden file")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: up to 4)")
    args = parser.parse_args(argv)
    actual = compute(workers=args.workers)
    if args.update:
        write(actual)
        counts = ", ".join(f"{g} {d['count']}" for g, d in actual["graders"].items())
        print(f"wrote {GOLDEN.relative_to(PROJECT)} ({counts})")
        return 0
    lines = changes(json.loads(GOLDEN.read_text(encoding="utf-8")), actual)
    print("\n".join(lines) if lines else "static/rules answers match the golden file")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
