"""The label record schema (see the working contract) and its checker.

``validate_label(record)`` returns a list of problems (empty when valid); tests and the
build use it on every record. Scales, codes and severities come from
``scorers.graders`` when available.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from corpus.common import CATEGORIES, LABEL_GRADERS, ORIGINS, SPLITS
from corpus.sources import AITECH_CODES, DESIGN_DIMENSIONS, SCALES, SEVERITIES

FIELDS: tuple[str, ...] = (
    "id",
    "skill",
    "grader",
    "score",
    "aitech",
    "task",
    "label_source",
    "annotations",
    "rationale",
    "tags",
    "split",
    "group",
    "payload",
    "dimensions",
)
PAYLOAD_FIELDS: frozenset[str] = frozenset({"aitech", "severity", "file", "line", "recipe"})
LABEL_SOURCE_RE = re.compile(r"^(construction:[a-z0-9][a-z0-9:.-]*|annotator:\S+)$")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _nonempty(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _check_payload(items: Any, grader: str, problems: list[str]) -> None:
    if not isinstance(items, list):
        problems.append("payload must be a list")
        return
    if items and grader not in ("threat", "alignment"):
        problems.append("payload is only for threat/alignment labels")
    for n, p in enumerate(items):
        if not isinstance(p, Mapping) or set(p) != PAYLOAD_FIELDS:
            problems.append(f"payload[{n}] must have exactly {sorted(PAYLOAD_FIELDS)}")
            continue
        if p["aitech"] not in AITECH_CODES:
            problems.append(f"payload[{n}].aitech {p['aitech']!r} unknown")
        if p["severity"] not in SEVERITIES:
            problems.append(f"payload[{n}].severity {p['severity']!r} unknown")
        if not _is_int(p["line"]) or p["line"] < 1:
            problems.append(f"payload[{n}].line must be a 1-based integer")
        if not _nonempty(p["file"]) or not _nonempty(p["recipe"]):
            problems.append(f"payload[{n}] needs file and recipe")


def _check_annotations(items: Any, low: int, high: int, problems: list[str]) -> None:
    if not isinstance(items, list) or not items:
        problems.append("annotations must be a non-empty list")
        return
    for n, a in enumerate(items):
        if not isinstance(a, Mapping) or set(a) != {"annotator", "score", "rationale"}:
            problems.append(f"annotations[{n}] must have exactly annotator, score, rationale")
            continue
        if not _nonempty(a["annotator"]) or "human" in str(a["annotator"]).lower():
            problems.append(f"annotations[{n}].annotator must be an agent/construction id")
        if not _is_int(a["score"]) or not low <= a["score"] <= high:
            problems.append(f"annotations[{n}].score must be {low}..{high}")
        if not _nonempty(a["rationale"]):
            problems.append(f"annotations[{n}].rationale must be non-empty")


def validate_label(record: Mapping[str, Any]) -> list[str]:
    """Problems with one label record; ``[]`` when it matches the schema.

    >>> validate_label({"id": "x", "note": 1})[0][:40]
    'fields differ from the schema: missing ['
    """
    keys = set(record)
    if keys != set(FIELDS):
        missing, extra = sorted(set(FIELDS) - keys), sorted(keys - set(FIELDS))
        return [f"fields differ from the schema: missing {missing}, extra {extra}"]
    problems: list[str] = []
    grader = record["grader"]
    if grader not in LABEL_GRADERS:
        return [f"unknown grader {grader!r}"]
    low, high = SCALES[grader]
    if not _nonempty(record["id"]):
        problems.append("id must be a non-empty string")
    if grader == "relevance" and "@" not in str(record["id"]):
        problems.append("relevance ids are '<skill-id>@<task-slug>'")
    if not (_nonempty(record["skill"]) and str(record["skill"]).startswith("skills/")):
        problems.append("skill must be a folder path starting with 'skills/'")
    if not _is_int(record["score"]) or not low <= record["score"] <= high:
        problems.append(f"score must be an integer {low}..{high}")
    aitech = record["aitech"]
    if not isinstance(aitech, list) or any(c not in AITECH_CODES for c in aitech):
        problems.append("aitech must be a list of AITech codes")
    elif aitech and grader != "threat":
        problems.append("aitech is [] except for threat labels")
    task = record["task"]
    if grader == "relevance" and not _nonempty(task):
        problems.append("relevance labels need a task")
    elif grader not in ("relevance", "completeness") and task is not None:
        problems.append("task must be null for this grader")
    elif task is not None and not _nonempty(task):
        problems.append("task must be null or a non-empty string")
    if (
        not isinstance(record["label_source"], str)
        or not LABEL_SOURCE_RE.match(record["label_source"])
        or "human" in record["label_source"].lower()
    ):
        problems.append("label_source must be 'construction:<recipe>' or 'annotator:<id>'")
    _check_annotations(record["annotations"], low, high, problems)
    if not _nonempty(record["rationale"]):
        problems.append("rationale must be non-empty")
    tags = record["tags"]
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        problems.append("tags must be a list of strings")
    else:
        if sum(t in CATEGORIES for t in tags) != 1:
            problems.append(f"tags need exactly one category of {list(CATEGORIES)}")
        if sum(t in ORIGINS for t in tags) != 1:
            problems.append(f"tags need exactly one origin of {list(ORIGINS)}")
    if record["split"] not in SPLITS:
        problems.append(f"split must be one of {list(SPLITS)}")
    if not _nonempty(record["group"]):
        problems.append("group must be a non-empty string")
    _check_payload(record["payload"], grader, problems)
    dims = record["dimensions"]
    if grader == "design":
        if (
            not isinstance(dims, Mapping)
            or set(dims) != set(DESIGN_DIMENSIONS)
            or not all(_nonempty(v) for v in dims.values())
        ):
            problems.append("design labels need dimensions D1..D7 with non-empty notes")
    elif dims is not None:
        problems.append("dimensions must be null except for design labels")
    return problems
