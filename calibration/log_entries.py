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

This module imports no Inspect or pandas code, so reader processes start fast.

>>> columns = read_entries("logs/run.eval", wanted=None, done=True)  # doctest: +SKIP
>>> columns.values["judge_score"][:3]  # doctest: +SKIP
[3.0, nan, 4.0]
"""

from __future__ import annotations

import json
import sys
import zipfile
from dataclasses import dataclass, field
from typing import Any

import msgspec

if sys.version_info < (3, 14):  # Inspect compresses logs with zstd, new in 3.14's zipfile
    import zipfile_zstd  # noqa: F401  (an Inspect dependency; patches zipfile)

SCORER_NAME = "verdict_scorer"
SUMMARIES_JSON = "summaries.json"
JOURNAL_SUMMARIES = "_journal/summaries/"
THIN_TEXT_WIDTH = 1024
THIN_PLACEHOLDER = "..."

SAMPLE_COLUMNS: tuple[str, ...] = (
    "threshold", "scale_low", "scale_high", "sample_id", "epoch", "judge_score",
    "label_score", "parsed", "exact", "agree", "abs_error", "verdict", "parse_state",
    "parse_error", "aitech_found", "aitech_expected", "tags", "split", "group",
    "label_source", "annotations", "input_tokens", "output_tokens", "total_time",
    "working_time",
)  # fmt: skip

# Fields of the score metadata and of the sample metadata that the row reads.
_SCORE_KEYS = (
    "threshold", "scale_low", "scale_high", "parse_state", "parse_error", "aitech_found",
    "aitech_expected", "tags", "split", "group", "label_source",
)  # fmt: skip
_SAMPLE_KEYS = ("tags", "split", "group", "label_source", "annotations")


class _Score(msgspec.Struct):
    value: Any = None
    answer: str | None = None
    metadata: dict[str, Any] | None = None


class _Usage(msgspec.Struct):
    input_tokens: int = 0
    output_tokens: int = 0


class _Sample(msgspec.Struct):
    id: int | str
    epoch: int
    scores: dict[str, _Score] | None = None
    metadata: dict[str, Any] = {}
    model_usage: dict[str, _Usage] = {}
    total_time: float | None = None
    working_time: float | None = None


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


def _intact(value: Any) -> bool:
    """Thinning shortens top-level strings (ending them in "...") and swaps big values
    for a marker with spaces in it."""
    if not isinstance(value, str):
        return True
    return (len(value) < THIN_TEXT_WIDTH and not value.endswith(THIN_PLACEHOLDER)
            and not any(c.isspace() for c in value))  # fmt: skip


def summary_is_complete(summary: _Sample) -> bool:
    """True when thinning left every field the row needs exactly as the sample has it."""
    score = (summary.scores or {}).get(SCORER_NAME)
    if score is None or not isinstance(score.value, dict):
        return False  # unscored or odd: the entry decides
    meta = score.metadata or {}
    values = [score.answer, *(meta.get(k) for k in _SCORE_KEYS)]
    values += [summary.metadata.get(k) for k in _SAMPLE_KEYS]
    return all(_intact(value) for value in values)


def _annotation(entry: Any) -> tuple[str, float]:
    return (str(entry.get("annotator")), float(entry.get("score")))


def append_row(columns: dict[str, list[Any]], sample: _Sample, log_threshold: Any) -> bool:
    """Append one sample's row; False when it has no ``verdict_scorer`` score."""
    score = (sample.scores or {}).get(SCORER_NAME)
    if score is None or not isinstance(score.value, dict):
        return False
    value, meta, smeta = score.value, score.metadata or {}, sample.metadata
    parsed = bool(value.get("parsed", 0.0))
    usage = list(sample.model_usage.values())
    row = (
        float(meta.get("threshold", log_threshold)),
        int(meta["scale_low"]),
        int(meta["scale_high"]),
        str(sample.id),
        int(sample.epoch),
        float(value["judge"]) if parsed else float("nan"),
        float(value["label"]),
        parsed,
        float(value.get("exact", 0.0)),
        float(value.get("agree", 0.0)),
        float(value.get("abs_error", float("nan"))),
        score.answer,
        meta.get("parse_state", "parsed" if parsed else "unparseable"),
        meta.get("parse_error"),
        tuple(sorted(meta.get("aitech_found") or ())),
        tuple(sorted(meta.get("aitech_expected") or ())),
        tuple(meta.get("tags") or smeta.get("tags") or ()),
        meta.get("split", smeta.get("split")),
        meta.get("group", smeta.get("group")),
        meta.get("label_source", smeta.get("label_source")),
        tuple(_annotation(a) for a in smeta.get("annotations") or ()),
        sum(u.input_tokens for u in usage) if usage else None,
        sum(u.output_tokens for u in usage) if usage else None,
        sample.total_time,
        sample.working_time,
    )
    for name, item in zip(SAMPLE_COLUMNS, row, strict=True):
        columns[name].append(item)
    return True


def entry_name(sample_id: str | int, epoch: int) -> str:
    """The zip entry of one sample (Inspect's naming)."""
    return f"samples/{sample_id}_epoch_{epoch}.json"


def read_entries(
    path: str,
    *,
    wanted: list[tuple[str | int, int]] | None,
    log_threshold: Any = None,
    part: tuple[int, int] = (0, 1),
) -> EntryColumns:
    """Rows of the samples of one ``.eval`` log (``wanted``, else those summarised).

    ``part=(k, n)`` reads only the k-th of n contiguous slices, for parallel readers.
    """
    out = EntryColumns()
    with zipfile.ZipFile(path) as archive:
        summaries = read_summaries(archive)
        by_key = {(str(s.id), s.epoch): s for s in summaries}
        keys = wanted if wanted is not None else [(s.id, s.epoch) for s in summaries]
        index, parts = part
        size = len(keys)
        keys = keys[index * size // parts : (index + 1) * size // parts]
        out.samples = len(keys)
        names = set(archive.namelist())
        missing = 0
        for sample_id, epoch in keys:
            sample = by_key.get((str(sample_id), epoch))
            if sample is None or not summary_is_complete(sample):
                name = entry_name(sample_id, epoch)
                if name not in names:
                    missing += 1
                    continue
                sample = _decode(archive.read(name), _Sample)
                out.from_entries += 1
            if not append_row(out.values, sample, log_threshold):
                out.unscored += 1
    if missing:
        out.warnings.append(f"{path}: {missing} sample(s) listed but not stored in the log")
    return out
