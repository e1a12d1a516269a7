"""Per-sample table columns straight from an ``.eval`` zip, without Inspect's sample model.

An ``.eval`` log is a zip: ``header.json``, ``summaries.json`` (or, for an unfinished
run, ``_journal/summaries/N.json``) and one ``samples/<id>_epoch_<n>.json`` per sample
with its whole transcript. The table needs, per sample, only the ``verdict_scorer``
score (value, answer, metadata), the sample metadata, the token usage and the timing.

Inspect's sample summaries carry all of these, thinned: a metadata value over 1 KB is
replaced by a marker and strings are shortened (``textwrap.shorten``: whitespace
collapsed, cut at 1,024 characters and ended with "..."). A summary is used only
when every field the table takes from it is intact -- no marker, and every string
free of whitespace, shorter than the cut and not ending in "...", which thinning
leaves as it was (the grader scorer writes no padded strings). Any other sample is
read from its own zip entry, decoded by ``msgspec`` into a struct of just these
fields, so the messages and events of the transcript are scanned but never built into
Python objects.

This module imports no Inspect or pandas code, so reader processes start fast; the
key names are the score contract's (:mod:`scorers.contract`, standard library only).

>>> columns = read_entries("logs/run.eval", wanted=None, done=True)  # doctest: +SKIP
>>> columns.values["judge_score"][:3]  # doctest: +SKIP
[3.0, nan, 4.0]
"""

from __future__ import annotations

import gc
import json
import operator
import sys
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeAlias

import msgspec

from scorers.contract import PARSED, SCORER_NAME, UNPARSEABLE

if sys.version_info < (3, 14):  # Inspect compresses logs with zstd, new in 3.14's zipfile
    import zipfile_zstd  # noqa: F401  (an Inspect dependency; patches zipfile)

SUMMARIES_JSON = "summaries.json"
JOURNAL_SUMMARIES = "_journal/summaries/"
THIN_TEXT_WIDTH = 1024
THIN_PLACEHOLDER = "..."

SCALE_COLUMNS: tuple[str, ...] = ("threshold", "scale_low", "scale_high")
ROW_COLUMNS: tuple[str, ...] = (
    "sample_id", "epoch", "judge_score", "label_score", "parsed", "exact", "agree",
    "abs_error", "verdict", "parse_state", "parse_error", "aitech_found", "aitech_expected",
    "tags", "split", "group", "label_source", "annotations", "input_tokens", "output_tokens",
    "total_time", "working_time", "cut", "windows", "consistent", "echo",
)  # fmt: skip
SAMPLE_COLUMNS: tuple[str, ...] = (*SCALE_COLUMNS, *ROW_COLUMNS)

# Fields of the score metadata and of the sample metadata that the row reads.
_SCORE_KEYS = (
    "threshold", "scale_low", "scale_high", "parse_state", "parse_error", "aitech_found",
    "aitech_expected", "tags", "split", "group", "label_source", "cut", "windows",
    "consistent", "echo",
)  # fmt: skip
_SAMPLE_KEYS = ("tags", "split", "group", "label_source", "annotations", "cut", "windows")


UNSET = msgspec.UNSET  # a key absent from the metadata (unlike one set to null)


def _metadata_struct(name: str, keys: tuple[str, ...]) -> type[msgspec.Struct]:
    """A struct of just ``keys`` (UNSET when absent); other keys are skipped unparsed."""
    return msgspec.defstruct(name, [(k, Any, UNSET) for k in keys], module=__name__, gc=False)


if TYPE_CHECKING:  # fields are read by name only (``attrgetter``)
    _ScoreMetadata: TypeAlias = msgspec.Struct
    _SampleMetadata: TypeAlias = msgspec.Struct
else:
    _ScoreMetadata = _metadata_struct("_ScoreMetadata", _SCORE_KEYS)
    _SampleMetadata = _metadata_struct("_SampleMetadata", _SAMPLE_KEYS)


class _Score(msgspec.Struct, gc=False):
    value: Any = None
    answer: Any = None
    metadata: _ScoreMetadata | None = None


class _Usage(msgspec.Struct, gc=False):
    input_tokens: int = 0
    output_tokens: int = 0


class _Sample(msgspec.Struct, gc=False):
    id: int | str
    epoch: int
    scores: dict[str, _Score] | None = None
    metadata: _SampleMetadata | None = None
    model_usage: dict[str, _Usage] = {}
    total_time: float | None = None
    working_time: float | None = None


class _Scorer(msgspec.Struct, gc=False):
    name: str


class _Dataset(msgspec.Struct, gc=False):
    samples: int | None = None
    sample_ids: list[int | str] | None = None


class _Config(msgspec.Struct, gc=False):
    epochs: int | None = None


class _Spec(msgspec.Struct, gc=False):
    task: str
    model: str
    dataset: _Dataset
    config: _Config
    model_generate_config: dict[str, Any] = {}
    model_args: dict[str, Any] | None = None
    task_args: dict[str, Any] | None = None
    metadata: dict[str, Any] | None = None
    scorers: list[_Scorer] | None = None
    packages: dict[str, Any] | None = None


class LogHeader(msgspec.Struct, gc=False):
    """The header fields the table reads, with the names of Inspect's ``EvalLog``.

    ``model_generate_config`` is the dict Inspect wrote (with ``exclude_none``), which
    is what ``GenerateConfig.model_dump(exclude_none=True)`` gives back.
    """

    eval: _Spec
    version: int = 2
    status: str = "started"  # a running log has no header.json: Inspect's default


HEADER_JSON = "header.json"
START_JSON = "_journal/start.json"
HEADER_VERSION = 2  # the log format these structs follow; others go through Inspect
_HEADER = msgspec.json.Decoder(LogHeader)


def read_header(archive: zipfile.ZipFile) -> LogHeader:
    """The log's header (``header.json``, or the journal's start record while running).

    Raises ``ValueError`` for a format this reader does not know.
    """
    names = set(archive.namelist())
    data = archive.read(HEADER_JSON if HEADER_JSON in names else START_JSON)
    try:
        header = _HEADER.decode(data)
    except msgspec.DecodeError:
        header = msgspec.convert(json.loads(data), LogHeader, strict=False)
    if header.version != HEADER_VERSION:
        raise ValueError(f"log format version {header.version}")
    return header


_NO_SCORE_METADATA = _ScoreMetadata()
_score_fields = operator.attrgetter(*_SCORE_KEYS)
_sample_fields = operator.attrgetter(*_SAMPLE_KEYS)
_NO_SAMPLE_METADATA = _SampleMetadata()


_SAMPLE = msgspec.json.Decoder(_Sample)
_SUMMARIES = msgspec.json.Decoder(list[_Sample])


def _decode(data: bytes, kind: type) -> Any:
    """Decode with msgspec; Inspect writes NaN/Infinity literals, which only json reads."""
    decoder = _SAMPLE if kind is _Sample else _SUMMARIES
    try:
        return decoder.decode(data)
    except msgspec.DecodeError:
        return msgspec.convert(json.loads(data), kind, strict=False)


@dataclass
class EntryColumns:
    """The per-sample columns of one log (or part of one), plus what went wrong."""

    values: dict[str, list[Any]] = field(default_factory=lambda: {c: [] for c in SAMPLE_COLUMNS})
    samples: int = 0
    unscored: int = 0
    from_entries: int = 0
    warnings: list[str] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.values["sample_id"])


def read_summaries(archive: zipfile.ZipFile) -> list[_Sample]:
    """The log's sample summaries, last one per (id, epoch) kept, in log order."""
    names = archive.namelist()
    if SUMMARIES_JSON in names:
        parts = [archive.read(SUMMARIES_JSON)]
    else:
        journal = [n for n in names if n.startswith(JOURNAL_SUMMARIES) and n.endswith(".json")]
        journal.sort(key=lambda n: int(n[len(JOURNAL_SUMMARIES) : -5] or 0))
        parts = [archive.read(n) for n in journal]
    latest: dict[tuple[str, int], _Sample] = {}
    for part in parts:
        for summary in _decode(part, list[_Sample]):
            latest[(str(summary.id), summary.epoch)] = summary
    return list(latest.values())


def _intact(value: str) -> bool:
    """Thinning shortens top-level strings (ending them in "...") and swaps big values
    for a marker with spaces in it. ``isprintable`` is False for every whitespace
    character but the ASCII space, which is tested on its own."""
    return (len(value) < THIN_TEXT_WIDTH and value.isprintable() and " " not in value
            and not value.endswith(THIN_PLACEHOLDER))  # fmt: skip


def summary_is_complete(summary: _Sample, intact: set[str] | None = None) -> bool:
    """True when thinning left every field the row needs exactly as the sample has it.

    ``intact`` remembers strings found intact, for the next summaries of a log.
    """
    score = (summary.scores or {}).get(SCORER_NAME)
    if score is None or not isinstance(score.value, dict):
        return False  # unscored or odd: the entry decides
    known = set() if intact is None else intact
    values = (score.answer, *_score_fields(score.metadata or _NO_SCORE_METADATA),
              *_sample_fields(summary.metadata or _NO_SAMPLE_METADATA))  # fmt: skip
    for value in values:
        if type(value) is str and value not in known:
            if not _intact(value):
                return False
            known.add(value)
    return True


def annotation_pair(entry: Any) -> tuple[str, float]:
    """``(annotator, score)`` of one annotation in a sample's metadata."""
    return (str(entry.get("annotator")), float(entry.get("score")))


def flag_value(value: Any) -> float:
    """1.0 or 0.0 for a yes/no reading of an answer; NaN where it was not made."""
    return float("nan") if value is None else float(bool(value))


def sample_row(sample: _Sample, log_threshold: Any) -> tuple[Any, ...] | None:
    """One sample's values of :data:`SAMPLE_COLUMNS`; None without a verdict_scorer score.

    A metadata key that is absent (UNSET, which is falsy) reads as ``dict.get`` reads it.
    """
    score = (sample.scores or {}).get(SCORER_NAME)
    if score is None or not isinstance(score.value, dict):
        return None
    value = score.value
    (threshold, low, high, state, error, found, expected, tags, split, group, source, cut,
     windows, consistent, echo) = _score_fields(score.metadata or _NO_SCORE_METADATA)  # fmt: skip
    (sample_tags, sample_split, sample_group, sample_source, annotations, sample_cut,
     sample_windows) = _sample_fields(sample.metadata or _NO_SAMPLE_METADATA)  # fmt: skip
    threshold = float(log_threshold if threshold is UNSET else threshold)
    if low is UNSET:
        raise KeyError("scale_low")
    if high is UNSET:
        raise KeyError("scale_high")
    parsed = bool(value.get("parsed", 0.0))
    usage = list(sample.model_usage.values())
    nan = float("nan")
    return (
        threshold,
        int(low),
        int(high),
        str(sample.id),
        int(sample.epoch),
        float(value["judge"]) if parsed else nan,
        float(value["label"]),
        parsed,
        float(value.get("exact", 0.0)),
        float(value.get("agree", 0.0)),
        float(value.get("abs_error", nan)),
        score.answer,
        (PARSED if parsed else UNPARSEABLE) if state is UNSET else state,
        None if error is UNSET else error,
        tuple(sorted(found or ())),
        tuple(sorted(expected or ())),
        tuple(tags or sample_tags or ()),
        (None if sample_split is UNSET else sample_split) if split is UNSET else split,
        (None if sample_group is UNSET else sample_group) if group is UNSET else group,
        (None if sample_source is UNSET else sample_source) if source is UNSET else source,
        tuple(annotation_pair(a) for a in annotations or ()),
        sum(u.input_tokens for u in usage) if usage else None,
        sum(u.output_tokens for u in usage) if usage else None,
        sample.total_time,
        sample.working_time,
        bool((False if sample_cut is UNSET else sample_cut) if cut is UNSET else cut),
        int(windows or sample_windows or 1),
        nan if consistent is UNSET or consistent is None else float(bool(consistent)),
        nan if echo is UNSET or echo is None else float(bool(echo)),
    )


def entry_name(sample_id: str | int, epoch: int) -> str:
    """The zip entry of one sample (Inspect's naming)."""
    return f"samples/{sample_id}_epoch_{epoch}.json"


def read_entries(
    path: str,
    *,
    wanted: list[tuple[str | int, int]] | None,
    log_threshold: Any = None,
    part: tuple[int, int] = (0, 1),
    archive: zipfile.ZipFile | None = None,
) -> EntryColumns:
    """Rows of the samples of one ``.eval`` log (``wanted``, else those summarised).

    ``part=(k, n)`` reads only the k-th of n contiguous slices, for parallel readers.
    """
    if archive is None:
        with zipfile.ZipFile(path) as opened:
            return read_entries(path, wanted=wanted, log_threshold=log_threshold, part=part,
                                archive=opened)  # fmt: skip
    with paused_gc():
        return _read_entries(path, wanted, log_threshold, part, archive)


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic garbage collection while building many small objects that form no
    cycles (it would rescan them all again and again: three times the decoding time)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _read_entries(
    path: str,
    wanted: list[tuple[str | int, int]] | None,
    log_threshold: Any,
    part: tuple[int, int],
    archive: zipfile.ZipFile,
) -> EntryColumns:
    out = EntryColumns()
    summaries = read_summaries(archive)
    by_key = {(str(s.id), s.epoch): s for s in summaries}
    keys = wanted if wanted is not None else [(s.id, s.epoch) for s in summaries]
    index, parts = part
    keys = keys[index * len(keys) // parts : (index + 1) * len(keys) // parts]
    out.samples = len(keys)
    names = archive.NameToInfo
    missing = 0
    rows = []
    intact: set[str] = set()
    for sample_id, epoch in keys:
        sample = by_key.get((str(sample_id), epoch))
        if sample is None or not summary_is_complete(sample, intact):
            name = entry_name(sample_id, epoch)
            if name not in names:
                missing += 1
                continue
            sample = _decode(archive.read(name), _Sample)
            out.from_entries += 1
        row = sample_row(sample, log_threshold)
        if row is None:
            out.unscored += 1
        else:
            rows.append(row)
    if rows:
        out.values = dict(zip(SAMPLE_COLUMNS, map(list, zip(*rows, strict=True)), strict=True))
    if missing:
        out.warnings.append(f"{path}: {missing} sample(s) listed but not stored in the log")
    return out
