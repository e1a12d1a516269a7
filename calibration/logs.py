"""Read Inspect eval logs of the grader tasks into one tidy table.

One row per (log, sample, epoch). :func:`read_logs` reads each log's header once with
Inspect and, per sample, only the fields the table needs, from the sample summaries
where they carry them intact and otherwise from the sample's own zip entry (see
:mod:`calibration.log_entries`); big inputs are read by several processes, one log
(or one slice of a big log) each. :func:`read_logs_with_inspect` builds the same table
through Inspect's full sample model; it is the reference the fast reader is tested
against, and the reader for ``.json`` logs.

>>> table = read_logs(["logs/"])          # doctest: +SKIP
>>> table.frame[["model", "sample_id", "epoch", "judge_score"]].head()  # doctest: +SKIP
"""

from __future__ import annotations

import json
import multiprocessing
import os
import re
import sys
import zipfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pandas as pd
from tqdm import tqdm

from calibration.errors import CalibrationError
from calibration.log_entries import (
    ROW_COLUMNS,
    SCALE_COLUMNS,
    SCORER_NAME,
    EntryColumns,
    LogHeader,
    annotation_pair,
    flag_value,
    paused_gc,
    read_entries,
    read_header,
)
from calibration.versions import log_versions
from scorers.contract import PARSED, UNPARSEABLE

if TYPE_CHECKING:  # Inspect is imported only where its reader is used (it is slow to import)
    from inspect_ai.log import EvalLog, EvalSample

CHUNK_SIZE = 200
INCOMPLETE_STATUSES = {"error", "cancelled", "started"}
PARALLEL_MIN_BYTES = 2_000_000  # smaller inputs are read faster than processes start

COLUMNS: tuple[str, ...] = (
    "log_path", "log_status", "task", "model", "generate_config", "model_args", "grader",
    *SCALE_COLUMNS,
    "rubric_name", "rubric_version", "rubric_hash", "dataset_version", "task_args",
    *ROW_COLUMNS,
)  # fmt: skip


@dataclass
class LogTable:
    """The tidy judgments table plus what happened while reading it."""

    frame: pd.DataFrame
    logs: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    versions: dict[str, dict[str, str | None]] = field(default_factory=dict)  # per log read


INSPECT_JSON_LOG = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}[:-]\d{2}[:-]\d{2}.*\.json$")


def find_log_files(paths: Sequence[str | Path]) -> list[str]:
    """Expand files and folders (recursively) into log file paths, in a stable order.

    In a folder, a log is an ``.eval`` file or a ``.json`` file named as Inspect names
    its logs (starting with an ISO timestamp), as Inspect's own listing has it.
    Raises :class:`CalibrationError` for a missing path or a folder without logs.
    """
    if not paths:
        raise CalibrationError("no log paths given")
    found: list[str] = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            logs = sorted(
                str(file) for file in path.resolve().rglob("*")
                if (file.suffix == ".eval" or INSPECT_JSON_LOG.match(file.name)) and file.is_file()
            )  # fmt: skip
            if not logs:
                raise CalibrationError(f"no Inspect logs (.eval or .json) found in {raw}")
            found.extend(logs)
        elif path.is_file():
            found.append(str(path.resolve()))
        else:
            raise CalibrationError(f"no such file or folder: {raw}")
    return list(dict.fromkeys(found))


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def is_grader_log(header: EvalLog | LogHeader) -> str | None:
    """None when the log comes from one of our grader tasks, else why not."""
    metadata = header.eval.metadata or {}
    if "grader" not in metadata:
        return f"task {header.eval.task!r} has no 'grader' in its eval metadata"
    scorers = header.eval.scorers
    if scorers is not None and SCORER_NAME not in {s.name for s in scorers}:
        return f"task {header.eval.task!r} has no {SCORER_NAME} scorer"
    return None


def header_columns(header: EvalLog | LogHeader, path: str) -> dict[str, Any]:
    """Columns shared by every row of one log (judge, rubric, dataset, settings)."""
    spec = header.eval
    metadata = spec.metadata or {}
    generate = spec.model_generate_config
    if not isinstance(generate, dict):
        generate = generate.model_dump(exclude_none=True)
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
        "parse_state": meta.get("parse_state", PARSED if parsed else UNPARSEABLE),
        "parse_error": meta.get("parse_error"),
        "aitech_found": tuple(sorted(meta.get("aitech_found") or ())),
        "aitech_expected": tuple(sorted(meta.get("aitech_expected") or ())),
        "tags": tuple(meta.get("tags") or sample.metadata.get("tags") or ()),
        "split": meta.get("split", sample.metadata.get("split")),
        "group": meta.get("group", sample.metadata.get("group")),
        "label_source": meta.get("label_source", sample.metadata.get("label_source")),
        "cut": bool(meta.get("cut", sample.metadata.get("cut", False))),
        "windows": int(meta.get("windows") or sample.metadata.get("windows") or 1),
        "consistent": flag_value(meta.get("consistent")),
        "echo": flag_value(meta.get("echo")),
        "annotations": tuple(annotation_pair(a) for a in sample.metadata.get("annotations") or ()),
        "input_tokens": sum(u.input_tokens for u in usage) if usage else None,
        "output_tokens": sum(u.output_tokens for u in usage) if usage else None,
        "total_time": sample.total_time,
        "working_time": sample.working_time,
    }


def present_samples(header: EvalLog, path: str) -> list[tuple[str | int, int]]:
    """(id, epoch) pairs stored in the log: all of them for a finished run, else those
    the sample summaries list."""
    from inspect_ai.log import read_eval_log_sample_summaries

    return _finished_samples(header) or [
        (s.id, s.epoch) for s in read_eval_log_sample_summaries(path)
    ]


def _finished_samples(header: EvalLog | LogHeader) -> list[tuple[str | int, int]] | None:
    """Every (id, epoch) of a finished run; None when only the summaries can tell."""
    if header.status == "success" and header.eval.dataset.sample_ids is not None:
        epochs = header.eval.config.epochs or 1
        return [(i, e) for i in header.eval.dataset.sample_ids for e in range(1, epochs + 1)]
    return None


def stream_samples(
    path: str, wanted: list[tuple[str | int, int]], chunk_size: int = CHUNK_SIZE
) -> Iterator[EvalSample]:
    """Yield the wanted samples of a log, reading ``chunk_size`` at a time."""
    from inspect_ai.log import read_eval_log_samples_by_id

    for start in range(0, len(wanted), chunk_size):
        chunk = wanted[start : start + chunk_size]
        yield from read_eval_log_samples_by_id(path, chunk)


def _grader_headers(files: list[str], table: LogTable) -> list[tuple[str, EvalLog]]:
    """Headers (through Inspect) of the grader logs among ``files``; the others are
    noted in ``table``."""
    from inspect_ai.log import read_eval_log

    headers: list[tuple[str, EvalLog]] = []
    for path in files:
        try:
            header = read_eval_log(path, header_only=True)
        except Exception as error:  # a corrupt or foreign file must not stop the others
            table.skipped.append(f"skipped {path}: not a readable Inspect log ({error})")
            continue
        if note := _header_notes(header, path, table):
            table.skipped.append(note)
            continue
        headers.append((path, header))
    return headers


def _header_notes(header: EvalLog | LogHeader, path: str, table: LogTable) -> str | None:
    """Why the log is skipped (or None); a warning for a run that did not finish."""
    reason = is_grader_log(header)
    if reason:
        return f"skipped {path}: {reason}"
    if header.status in INCOMPLETE_STATUSES:
        table.warnings.append(
            f"{path}: run status is {header.status!r}; reading the samples it holds"
        )
    return None


def _reader_processes() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@dataclass
class _Part:
    """What one reader process found in one log (or one slice of it)."""

    path: str
    part: tuple[int, int]
    header: LogHeader | None = None
    error: str | None = None  # unreadable: a note, or "inspect" to read it through Inspect
    columns: EntryColumns | None = None  # what was read, its values moved into ``frame``
    frame: pd.DataFrame | None = None  # the part's rows, made here: cheap to send back


def _read_part(path: str, part: tuple[int, int]) -> _Part:
    """Header and rows of one slice of an ``.eval`` log (runs in a reader process)."""
    result = _Part(path, part)
    try:
        with zipfile.ZipFile(path) as archive:
            try:
                result.header = read_header(archive)
            except (ValueError, KeyError):  # another log version or layout: Inspect knows
                result.error = "inspect"
                return result
            if is_grader_log(result.header) is None:
                threshold = (result.header.eval.metadata or {}).get("threshold")
                result.columns = read_entries(
                    path, wanted=_finished_samples(result.header), log_threshold=threshold,
                    part=part, archive=archive,
                )  # fmt: skip
                result.frame = _part_frame(result.columns, header_columns(result.header, path))
    except Exception as error:  # a corrupt or foreign file must not stop the others
        result.error = f"not a readable Inspect log ({error})"
    return result


def _tasks(files: list[str], processes: int) -> list[tuple[str, tuple[int, int]]]:
    """One task per log; with fewer logs than processes, big logs are split."""
    tasks = []
    for path in files:
        big = os.path.getsize(path) >= PARALLEL_MIN_BYTES
        parts = processes if big and len(files) < processes else 1
        tasks += [(path, (k, parts)) for k in range(parts)]
    return tasks


def _run_tasks(
    tasks: list[tuple[str, tuple[int, int]]],
    processes: int,
    bar: tqdm,
    while_reading: Callable[[], object] | None,
) -> Iterator[_Part]:
    """Results in task order, read in ``processes`` processes when that pays."""
    if processes <= 1 or len(tasks) <= 1:
        if while_reading:
            while_reading()
        for task in tasks:
            bar.update(1)
            yield _read_part(*task)
        return
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    workers = min(processes, len(tasks))
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        results = pool.map(_read_part, *zip(*tasks, strict=True))  # readers forked here
        if while_reading:
            while_reading()
        for result in results:
            bar.update(1)
            yield result


def read_logs(
    paths: Sequence[str | Path],
    *,
    progress: bool | None = None,
    chunk_size: int = CHUNK_SIZE,
    processes: int | None = None,
    while_reading: Callable[[], object] | None = None,
) -> LogTable:
    """Read logs (files or folders) into a :class:`LogTable`.

    ``progress`` None shows a tqdm bar on stderr only when it is a terminal.
    ``while_reading`` runs in this process while reader processes read (e.g. imports
    the caller needs next).
    ``processes`` caps the reader processes (default: the usable CPUs when the logs
    hold at least ``PARALLEL_MIN_BYTES``, else this process only). ``chunk_size``
    applies to logs read through Inspect (``.json`` logs and unknown versions).
    """
    files = find_log_files(paths)
    table = LogTable(frame=pd.DataFrame(columns=list(COLUMNS)))
    zipped = [path for path in files if path.endswith(".eval")]
    if processes is None:
        size = sum(os.path.getsize(path) for path in zipped)
        processes = _reader_processes() if size >= PARALLEL_MIN_BYTES else 1
    tasks = _tasks(zipped, processes)
    show = sys.stderr.isatty() if progress is None else progress
    frames: list[pd.DataFrame] = []
    through_inspect: set[str] = {path for path in files if not path.endswith(".eval")}
    unscored: dict[str, int] = {}
    reading: list[str] = []
    with tqdm(total=len(tasks), unit="log", disable=not show, file=sys.stderr) as bar:
        for result in _run_tasks(tasks, processes, bar, while_reading):
            first = result.part[0] == 0
            if result.error == "inspect":
                through_inspect.add(result.path)
            elif result.error:
                if first:
                    table.skipped.append(f"skipped {result.path}: {result.error}")
            elif result.header is not None and result.columns is not None:
                if first and _header_notes(result.header, result.path, table) is None:
                    table.logs.append(result.path)
                    table.versions[result.path] = log_versions(result.header)
                if result.frame is not None and len(result.frame):
                    frames.append(result.frame)
                reading += result.columns.warnings
                unscored[result.path] = unscored.get(result.path, 0) + result.columns.unscored
            elif first and result.header is not None:
                table.skipped.append(_header_notes(result.header, result.path, table) or "")
    table.warnings += reading + [_unscored_note(p, n) for p, n in unscored.items() if n]
    rows: list[dict[str, Any]] = []
    if through_inspect:
        inspected = [path for path in files if path in through_inspect]
        with tqdm(total=0, unit="sample", disable=not show, file=sys.stderr) as bar:
            for path, header in _grader_headers(inspected, table):
                rows.extend(_read_with_inspect(path, header, table, bar, chunk_size))
                table.logs.append(path)
                table.versions[path] = log_versions(header)
    with paused_gc():
        if rows:  # logs read through Inspect come after the .eval logs
            frames.append(pd.DataFrame.from_records(rows, columns=list(COLUMNS)))
        if frames:
            table.frame = concat_parts(frames)
    return table


TUPLE_COLUMNS = ("aitech_found", "aitech_expected", "tags", "annotations")


def _part_frame(result: EntryColumns, shared: dict[str, Any]) -> pd.DataFrame:
    """The rows of one log part as a table (its column values are handed over).

    Equal tuples become one object: the table is sent between processes, and pickle
    writes (and the receiver rebuilds) an object once however many rows hold it.
    """
    n = len(result)
    values = {name: result.values[name] if name in result.values else [shared[name]] * n
              for name in COLUMNS}  # fmt: skip
    for name in TUPLE_COLUMNS:
        distinct: dict[Any, Any] = {}
        values[name] = [distinct.setdefault(value, value) for value in values[name]]
    result.values = {}
    with paused_gc():
        return pd.DataFrame(values, columns=list(COLUMNS))


def concat_parts(frames: list[pd.DataFrame]) -> pd.DataFrame:
    """Stack part tables into the table one ``DataFrame`` of all their rows would be.

    A column whose type differs between parts (one part's column all None, say) is
    inferred again from all its values, as it would have been from one list.
    """
    if len(frames) == 1:
        return frames[0].reset_index(drop=True)
    frame = pd.concat(frames, ignore_index=True)
    for name in COLUMNS:
        if len({str(part[name].dtype) for part in frames}) > 1:
            values = [v for part in frames for v in part[name].tolist()]
            frame[name] = pd.Series(_none_for_missing(values), index=frame.index)
    return frame


def _none_for_missing(values: list[Any]) -> list[Any]:
    """NaN that stood for a missing value back to None, as the readers produce it."""
    return [None if isinstance(v, float) and v != v else v for v in values]


def _unscored_note(path: str, count: int) -> str:
    return f"{path}: {count} sample(s) without a {SCORER_NAME} score (sample errors) left out"


def read_logs_with_inspect(
    paths: Sequence[str | Path], *, progress: bool | None = None, chunk_size: int = CHUNK_SIZE
) -> LogTable:
    """The same table as :func:`read_logs`, through Inspect's full sample reader."""
    files = find_log_files(paths)
    table = LogTable(frame=pd.DataFrame(columns=list(COLUMNS)))
    headers = _grader_headers(files, table)
    show = sys.stderr.isatty() if progress is None else progress
    rows: list[dict[str, Any]] = []
    with tqdm(total=0, unit="sample", disable=not show, file=sys.stderr) as bar:
        for path, header in headers:
            rows.extend(_read_with_inspect(path, header, table, bar, chunk_size))
            table.logs.append(path)
            table.versions[path] = log_versions(header)
    if rows:
        table.frame = pd.DataFrame.from_records(rows, columns=list(COLUMNS))
    return table


def _read_with_inspect(
    path: str, header: EvalLog, table: LogTable, bar: tqdm, chunk_size: int
) -> Iterable[dict[str, Any]]:
    try:
        wanted = present_samples(header, path)
    except Exception as error:
        table.warnings.append(f"{path}: could not list its samples ({error}); skipped")
        return
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
        table.warnings.append(_unscored_note(path, unscored))
