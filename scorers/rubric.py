"""Versioned judge rubrics: YAML files under ``tasks/rubrics/<grader>/<version>.yaml``.

A rubric is data: instructions, the meaning of each score, and a changelog line. The
answer's JSON schema is not part of it: it comes from :mod:`scorers.graders`, so no
rubric change can break the output format. The content hash (sha256 of the file
bytes) is recorded in every log.

>>> rubric = load_rubric("threat", "v1")  # doctest: +SKIP
>>> rubric.version, rubric.hash[:12]  # doctest: +SKIP
('v1', '3f9a...')
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import yaml

from scorers.graders import GraderSpec, get_grader
from scorers.paths import ProjectFilesError, require, rubrics_dir
from scorers.skill_loader import safe_yaml_load

RUBRICS_DIR = rubrics_dir()
MAX_RUBRIC_BYTES = 256 * 1024


class RubricError(ValueError):
    """A rubric file is missing or malformed."""


@dataclass(frozen=True)
class Rubric:
    """One judge prompt version for one grader."""

    grader: str
    version: str
    parent: str | None
    changelog: str
    system: str
    instructions: str
    scale: dict[int, str]
    path: str
    hash: str

    @property
    def name(self) -> str:
        return f"{self.grader}/{self.version}"


def rubric_path(grader: str, rubric: str, rubrics_dir: Path = RUBRICS_DIR) -> Path:
    """Resolve ``rubric`` (a version like ``v1`` or a path to a YAML file) to a file.

    Raises:
        RubricError: a version asked for where the rubrics folder does not exist.
    """
    candidate = Path(rubric)
    if candidate.suffix in (".yaml", ".yml"):
        return candidate
    try:
        return require(rubrics_dir, "rubrics") / grader / f"{rubric}.yaml"
    except ProjectFilesError as exc:
        raise RubricError(str(exc)) from None


def available_versions(grader: str, rubrics_dir: Path = RUBRICS_DIR) -> list[str]:
    return sorted(p.stem for p in (rubrics_dir / grader).glob("*.yaml"))


def load_rubric(grader: str, rubric: str = "v1", rubrics_dir: Path = RUBRICS_DIR) -> Rubric:
    """Load and validate a rubric; errors name the file and what is wrong."""
    spec = get_grader(grader)
    path = rubric_path(grader, rubric, rubrics_dir)
    if not path.is_file():
        known = ", ".join(available_versions(grader, rubrics_dir)) or "none"
        raise RubricError(f"no rubric {rubric!r} for {grader} at {path} (versions: {known})")
    data = path.read_bytes()
    try:
        fields = safe_yaml_load(data.decode("utf-8"), max_bytes=MAX_RUBRIC_BYTES)
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise RubricError(f"{path}: not valid YAML: {exc}") from None
    return rubric_from_mapping(
        fields, spec, path=str(path), digest=hashlib.sha256(data).hexdigest()
    )


def rubric_from_mapping(fields: object, spec: GraderSpec, *, path: str, digest: str) -> Rubric:
    """Validate a parsed rubric mapping against the grader's scale."""
    if not isinstance(fields, dict):
        raise RubricError(f"{path}: a rubric is a YAML mapping")
    missing = [k for k in ("grader", "version", "instructions", "scale") if not fields.get(k)]
    if missing:
        raise RubricError(f"{path}: missing {', '.join(missing)}")
    if fields["grader"] != spec.name:
        raise RubricError(f"{path}: written for grader {fields['grader']!r}, not {spec.name!r}")
    scale = fields["scale"]
    if not isinstance(scale, dict) or sorted(int(k) for k in scale) != spec.scale:
        raise RubricError(f"{path}: scale must define exactly the scores {spec.scale}")
    return Rubric(
        grader=spec.name,
        version=str(fields["version"]),
        parent=None if fields.get("parent") is None else str(fields["parent"]),
        changelog=str(fields.get("changelog", "")).strip(),
        system=str(fields.get("system", "")).strip(),
        instructions=str(fields["instructions"]).strip(),
        scale={int(k): str(v).strip() for k, v in scale.items()},
        path=path,
        hash=digest,
    )
