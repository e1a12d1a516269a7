"""Read Inspect eval logs of the grader tasks into one tidy table.

One row per (log, sample, epoch). Samples are streamed from each log in bounded chunks
(``read_eval_log_samples_by_id`` on the ids that the header or the sample summaries
list), so memory holds one chunk of samples plus the table, never a whole log.
``read_eval_log_samples`` would also stream, but it re-opens the log's zip directory for
every sample, which makes it quadratic in the log size (5,000 samples: 76 s against 4 s).
Samples are read whole: ``exclude_fields`` switches Inspect to a streaming JSON parser
that is two to three times slower than parsing a whole sample, and a chunk of
``CHUNK_SIZE`` samples stays small even with long transcripts.

>>> table = read_logs(["logs/"])          # doctest: +SKIP
>>> table.frame[["model", "sample_id", "epoch", "judge_score"]].head()  # doctest: +SKIP
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pandas as pd
from inspect_ai.log import (
    EvalLog,
    EvalSample,
    list_eval_logs,
    read_eval_log,
    read_eval_log_sample_summaries,
    read_eval_log_samples_by_id,
)
from tqdm import tqdm

from calibration.errors import CalibrationError

SCORER_NAME = "verdict_scorer"
CHUNK_SIZE = 200
INCOMPLETE_STATUSES = {"error", "cancelled", "started"}

COLUMNS: tuple[str, ...] = (
    "log_path", "log_status", "task", "model", "generate_config", "model_args",
    "grader", "threshold", "scale_low", "scale_high", "rubric_name", "rubric_version",
    "rubric_hash", "dataset_version", "task_args", "sample_id", "epoch", "judge_score",
    "label_score", "parsed", "exact", "agree", "abs_error", "verdict", "parse_state",
    "parse_error", "aitech_found", "aitech_expected", "tags", "split", "group",
    "label_source", "annotations", "input_tokens", "output_tokens", "total_time",
    "working_time", "cut", "windows",
)  # fmt: skip


@dataclass
class LogTable:
    """The tidy judgments table plus what happened while reading it."""

    frame: pd.DataFrame
    logs: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def find_log_files(paths: Sequence[str | Path]) -> list[str]:
    """Expand files and folders (recursively) into log file paths, in a stable order.

    Raises :class:`CalibrationError` for a missing path or a folder without logs.
    """
    if not paths:
        raise CalibrationError("no log paths given")
    found: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            infos = list_eval_logs(str(path.resolve()), recursive=True, descending=False)
            if not infos:
                raise CalibrationError(f"no Inspect logs (.eval or .json) found in {raw}")
            found.extend(sorted(_local_path(info.name) for info in infos))
        elif path.is_file():
            found.append(str(path.resolve()))
        else:
            raise CalibrationError(f"no such file or folder: {raw}")
    return list(dict.fromkeys(found))


def _local_path(name: str) -> str:
    return name.removeprefix("file://")


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def is_grader_log(header: EvalLog) -> str | None:
    """None when the log comes from one of our grader tasks, else why not."""
    metadata = header.eval.metadata or {}
    if "grader" not in metadata:
        return f"task {header.eval.task!r} has no 'grader' in its eval metadata"
    scorers = header.eval.scorers
    if scorers is not None and SCORER_NAME not in {s.name for s in scorers}:
        return f"task {header.eval.task!r} has no {SCORER_NAME} scorer"
    return None


def header_columns(header: EvalLog, path: str) -> dict[str, Any]:
    """Columns shared by every row of one log (judge, rubric, dataset, settings)."""
    spec = header.eval
    metadata = spec.metadata or {}
    generate = spec.model_generate_config.model_dump(exclude_none=True)
    return {
        "log_path": path,
        "log_status": header.status,
        "task": spec.task,
        "model": spec.model,
        "generate_config": _json(generate),
        "model_args": _json(spec.model_args or {}),
        "grader": metadata.get("grader"),
        "rubric_name": metadata.get("rubric_name"),
        "rubric_version": metadata.get("rubric_version"),
        "rubric_hash": metadata.get("rubric_hash"),
        "dataset_version": metadata.get("dataset_version"),
        "task_args": _json(spec.task_args or {}),
        "_threshold": metadata.get("threshold"),
    }


def sample_row(sample: EvalSample, shared: dict[str, Any]) -> dict[str, Any] | None:
    """One table row from one scored sample; None when it has no verdict_scorer score."""
    score = (sample.scores or {}).get(SCORER_NAME)
    if score is None or not isinstance(score.value, dict):
        return None
    value, meta = score.value, score.metadata or {}
    parsed = bool(value.get("parsed", 0.0))
    usage = list(sample.model_usage.values())
    return {
        **{k: v for k, v in shared.items() if not k.startswith("_")},
        "threshold": float(meta.get("threshold", shared["_threshold"])),
        "scale_low": int(meta["scale_low"]),
        "scale_high": int(meta["scale_high"]),
        "sample_id": str(sample.id),
        "epoch": int(sample.epoch),
        "judge_score": float(value["judge"]) if parsed else float("nan"),
        "label_score": float(value["label"]),
        "parsed": parsed,
        "exact": float(value.get("exact", 0.0)),
        "agree": float(value.get("agree", 0.0)),
        "abs_error": float(value.get("abs_error", float("nan"))),
        "verdict": score.answer,
        "parse_state": meta.get("parse_state", "parsed" if parsed else "unparseable"),
        "parse_error": meta.get("parse_error"),
        "aitech_found": tuple(sorted(meta.get("aitech_found") or ())),
        "aitech_expected": tuple(sorted(meta.get("aitech_expected") or ())),
        "tags": tuple(meta.get("tags") or sample.metadata.get("tags") or ()),
        "split": meta.get("split", sample.metadata.get("split")),
        "group": meta.get("group", sample.metadata.get("group")),
        "label_source": meta.get("label_source", sample.metadata.get("label_source")),
        "cut": bool(meta.get("cut", sample.metadata.get("cut", False))),
        "windows": int(meta.get("windows") or sample.metadata.get("windows") or 1),
        "annotations": tuple(_annotation(a) for a in sample.metadata.get("annotations") or ()),
        "input_tokens": sum(u.input_tokens for u in usage) if usage else None,
        "output_tokens": sum(u.output_tokens for u in usage) if usage else None,
        "total_time": sample.total_time,
        "working_time": sample.working_time,
    }


def _annotation(entry: Any) -> tuple[str, float]:
    return (str(entry.get("annotator")), float(entry.get("score")))


def present_samples(header: EvalLog, path: str) -> list[tuple[str | int, int]]:
    """(id, epoch) pairs stored in the log: all of them for a finished run, else those
    the sample summaries list."""
    if header.status == "success" and header.eval.dataset.sample_ids is not None:
        epochs = header.eval.config.epochs or 1
        return [(i, e) for i in header.eval.dataset.sample_ids for e in range(1, epochs + 1)]
    return [(s.id, s.epoch) for s in read_eval_log_sample_summaries(path)]


def stream_samples(
    path: str, wanted: list[tuple[str | int, int]], chunk_size: int = CHUNK_SIZE
) -> Iterator[EvalSample]:
    """Yield the wanted samples of a log, reading ``chunk_size`` at a time."""
    for start in range(0, len(wanted), chunk_size):
        chunk = wanted[start : start + chunk_size]
        yield from read_eval_log_samples_by_id(path, chunk)


def read_logs(
    paths: Sequence[str | Path], *, progress: bool | None = None, chunk_size: int = CHUNK_SIZE
) -> LogTable:
    """Read logs (files or folders) into a :class:`LogTable`.

    ``progress`` None shows a tqdm bar on stderr only when it is a terminal.
    """
    files = find_log_files(paths)
    table = LogTable(frame=pd.DataFrame(columns=list(COLUMNS)))
    headers: list[tuple[str, EvalLog, list[tuple[str | int, int]]]] = []
    for path in files:
        try:
            header = read_eval_log(path, header_only=True)
        except Exception as error:  # a corrupt or foreign file must not stop the others
            table.skipped.append(f"skipped {path}: not a readable Inspect log ({error})")
            continue
        reason = is_grader_log(header)
        if reason:
            table.skipped.append(f"skipped {path}: {reason}")
            continue
        if header.status in INCOMPLETE_STATUSES:
            table.warnings.append(
                f"{path}: run status is {header.status!r}; reading the samples it holds"
            )
        try:
            wanted = present_samples(header, path)
        except Exception as error:
            table.warnings.append(f"{path}: could not list its samples ({error}); skipped")
            continue
        headers.append((path, header, wanted))
    show = sys.stderr.isatty() if progress is None else progress
    total = sum(len(w) for _, _, w in headers)
    rows: list[dict[str, Any]] = []
    with tqdm(total=total, unit="sample", disable=not show, file=sys.stderr) as bar:
        for path, header, wanted in headers:
            rows.extend(_read_one(path, header, wanted, table, bar, chunk_size))
            table.logs.append(path)
    if rows:
        table.frame = pd.DataFrame.from_records(rows, columns=list(COLUMNS))
    return table


def _read_one(
    path: str,
    header: EvalLog,
    wanted: list[tuple[str | int, int]],
    table: LogTable,
    bar: tqdm,
    chunk_size: int,
) -> Iterable[dict[str, Any]]:
    shared = header_columns(header, path)
    unscored = 0
    try:
        for sample in stream_samples(path, wanted, chunk_size):
            bar.update(1)
            row = sample_row(sample, shared)
            if row is None:
                unscored += 1
            else:
                yield row
    except (IndexError, OSError, ValueError) as error:
        table.warnings.append(f"{path}: stopped reading samples early ({error})")
    if unscored:
        table.warnings.append(
            f"{path}: {unscored} sample(s) without a {SCORER_NAME} score (sample errors) left out"
        )
