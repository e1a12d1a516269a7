"""Read and validate one grader's label file (JSON Lines) before any sample is built.

Every record needs an ``id`` and a ``skill`` (non-empty strings), a ``score`` (a JSON
integer on the grader's scale), a known ``split`` and, when present, ``tags`` and
``aitech`` as lists of strings. The first problem raises :class:`LabelError` naming the
file and line, in one line.

>>> from scorers.graders import GRADERS
>>> check_record({"id": "a", "skill": "skills/a", "score": 9, "split": "test"}, GRADERS["threat"])
'score 9 is outside the scale 1-4'
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scorers.graders import SPLITS, GraderSpec

MAX_LABEL_FILE_BYTES = 64 * 1024 * 1024


class LabelError(ValueError):
    """A label file that cannot be used, with the file and line in the message."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _string_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def check_record(record: Any, spec: GraderSpec) -> str | None:
    """The first problem of one label record, or None when it is usable."""
    if not isinstance(record, dict):
        return "not a JSON object"
    for key in ("id", "skill"):
        if key not in record:
            return f"no {key!r}"
        if not isinstance(record[key], str) or not record[key].strip():
            return f"{key!r} must be a non-empty string, not {record[key]!r:.40}"
    if "score" not in record:
        return "no 'score'"
    score = record["score"]
    if not _is_int(score):
        return f"score {score!r:.40} is not an integer"
    if not spec.in_range(score):
        return f"score {score} is outside the scale {spec.low}-{spec.high}"
    if record.get("split") not in SPLITS:
        return f"split {record.get('split')!r:.40} is not one of {', '.join(SPLITS)}"
    for key in ("tags", "aitech"):
        if record.get(key) is not None and not _string_list(record[key]):
            return f"{key!r} must be a list of strings"
    task = record.get("task")
    if task is not None and not isinstance(task, str):
        return "'task' must be a string or null"
    return None


def read_label_file(path: Path, spec: GraderSpec) -> list[dict[str, Any]]:
    """All records of ``path``, each checked; blank lines are allowed.

    Raises:
        LabelError: the file is missing, too large, empty, or a line is not a valid record.
    """
    try:
        size = path.stat().st_size
        if size > MAX_LABEL_FILE_BYTES:
            raise LabelError(f"{path}: larger than {MAX_LABEL_FILE_BYTES} bytes")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LabelError(f"no labels for {spec.name} at {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise LabelError(f"{path}: cannot be read ({type(exc).__name__})") from None
    records: list[dict[str, Any]] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError) as exc:
            raise LabelError(f"{path}:{number}: not valid JSON ({str(exc)[:80]})") from None
        problem = check_record(record, spec)
        if problem:
            raise LabelError(f"{path}:{number}: {problem}")
        if record["id"] in seen:
            raise LabelError(f"{path}:{number}: duplicate id {record['id']!r:.60}")
        seen.add(record["id"])
        records.append(record)
    if not records:
        raise LabelError(f"{path}: no label records")
    return records


def read_label_records(root: Path, grader: str) -> list[dict[str, Any]]:
    """Every checked record of ``grader`` in the corpus folder ``root``."""
    from scorers.graders import get_grader

    spec = get_grader(grader)
    return read_label_file(root / "labels" / f"{spec.name}.jsonl", spec)
