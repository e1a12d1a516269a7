"""A scanner mapping file: how to run a command-line scanner and read its JSON report.

One JSON file per scanner (``scorers/scanners/mappings/<name>.json``) says which command
to run on a package folder and how its findings become the threat grader's findings:
which fields hold severity, category, AITech code, file, line and evidence; how its
severities map onto ours; how its categories and codes map onto the project's AITech
codes. Adding a scanner that writes JSON is adding one such file (see the README).

>>> mapping = load_mapping("cisco")
>>> mapping.graders, mapping.severity["MEDIUM"]
(('threat',), 'moderate')
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from scorers.graders import AITECH_CODES, SEVERITIES

MAPPINGS_DIR = Path(__file__).resolve().parent / "mappings"
FIELDS = ("severity", "category", "aitech", "file", "line", "evidence", "description")


class MappingError(ValueError):
    """A mapping file is missing or malformed."""


@dataclass(frozen=True)
class ScannerMapping:
    """A parsed mapping file (see :func:`load_mapping`)."""

    name: str
    package: str
    command: tuple[str, ...]
    executable_env: str
    version_args: tuple[str, ...]
    ok_exit_codes: tuple[int, ...]
    timeout_s: float
    graders: tuple[str, ...]
    findings: str
    fields: dict[str, str]
    severity: dict[str, str | None]
    aitech_prefix: str
    aitech: dict[str, str]
    category: dict[str, str]
    fallback_aitech: str
    source: Path = field(compare=False)
    batch_command: tuple[str, ...] = ()
    batch_results: str = ""
    batch_path: str = ""

    @property
    def executable(self) -> str:
        return self.command[0]


def _require(data: dict[str, Any], key: str, kind: type, source: Path) -> Any:
    value = data.get(key)
    if not isinstance(value, kind):
        raise MappingError(f"{source}: '{key}' must be a {kind.__name__}")
    return value


def parse_mapping(data: dict[str, Any], source: Path) -> ScannerMapping:
    """Validate a mapping file's content; every AITech code and severity must be known."""
    command = _require(data, "command", list, source)
    if not command or not all(isinstance(p, str) for p in command) or "{path}" not in command:
        raise MappingError(f"{source}: 'command' must be a list of strings containing '{{path}}'")
    fields = _require(data, "fields", dict, source)
    missing = [f for f in ("severity", "file") if f not in fields]
    unknown = [f for f in fields if f not in FIELDS]
    if missing or unknown:
        raise MappingError(f"{source}: 'fields' needs severity and file; unknown: {unknown}")
    severity = _require(data, "severity", dict, source)
    bad = [v for v in severity.values() if v is not None and v not in SEVERITIES]
    codes = {**_require(data, "aitech", dict, source), **_require(data, "category", dict, source)}
    fallback = _require(data, "fallback_aitech", str, source)
    batch = data.get("batch_command", [])
    if batch and (
        not all(isinstance(p, str) for p in batch)
        or "{path}" not in batch
        or not isinstance(data.get("batch_results"), str)
        or not isinstance(data.get("batch_path"), str)
    ):
        raise MappingError(
            f"{source}: 'batch_command' must be a list of strings containing '{{path}}', "
            "with 'batch_results' and 'batch_path' naming fields of its report"
        )
    bad += [c for c in [*codes.values(), fallback] if c not in AITECH_CODES]
    if bad:
        raise MappingError(f"{source}: unknown severities or AITech codes: {sorted(set(bad))}")
    return ScannerMapping(
        name=_require(data, "name", str, source),
        package=str(data.get("package", "")),
        command=tuple(command),
        executable_env=_require(data, "executable_env", str, source),
        version_args=tuple(data.get("version_args", ["--version"])),
        ok_exit_codes=tuple(int(c) for c in data.get("ok_exit_codes", [0])),
        timeout_s=float(data.get("timeout_s", 300)),
        graders=tuple(_require(data, "graders", list, source)),
        findings=_require(data, "findings", str, source),
        fields=dict(fields),
        severity=dict(severity),
        aitech_prefix=str(data.get("aitech_prefix", "")),
        aitech=dict(data["aitech"]),
        category=dict(data["category"]),
        fallback_aitech=fallback,
        source=source,
        batch_command=tuple(batch),
        batch_results=str(data.get("batch_results", "")),
        batch_path=str(data.get("batch_path", "")),
    )


def load_mapping(name_or_path: str | Path) -> ScannerMapping:
    """The mapping of a bundled scanner by name, or of a mapping file by path."""
    path = Path(name_or_path)
    if path.suffix != ".json":
        path = MAPPINGS_DIR / f"{name_or_path}.json"
    if not path.is_file():
        bundled = ", ".join(sorted(p.stem for p in MAPPINGS_DIR.glob("*.json")))
        raise MappingError(f"no scanner mapping {name_or_path!r}; bundled: {bundled}")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise MappingError(f"{path}: not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise MappingError(f"{path}: must hold a JSON object")
    return parse_mapping(data, path)
