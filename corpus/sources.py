"""Read and validate ``datasets/sources/*.yaml`` into typed records.

``real_*.yaml`` list collected public packages (with provenance), ``second_*.yaml``
blind second annotations (see :mod:`corpus.extra_annotations`), every other file
packages written for the project.

Every problem is reported with the file, the entry number and the skill it names, e.g.
``sources/real_a.yaml entry 3 (1a2b3c4d/pdf): labels.threat.score must be 1..4``.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from corpus.common import CATEGORIES, ID_RE, NAME_RE, SKILL_GRADERS, real_id
from corpus.skillfiles import frontmatter_fields
from scorers.graders import AITECH_CODES, DESIGN_DIMENSIONS, GRADERS, SEVERITIES

SCALES: dict[str, tuple[int, int]] = {g.name: (g.low, g.high) for g in GRADERS.values()}

PLACEMENTS = ("script", "body", "reference", "frontmatter")
FORMS = ("plain", "obfuscated", "conditional", "split", "disguised")
WRITTEN_KEYS = {"skill", "category", "annotator", "domain", "labels", "payload", "tasks", "base"}
REAL_KEYS = {
    "skill",
    "category",
    "annotator",
    "domain",
    "labels",
    "tasks",
    "provenance",
    "second_annotations",
    "notes",
}
REQUIRED_KEYS = {"skill", "category", "annotator", "domain", "labels"}
LICENSES = (
    "MIT",
    "Apache-2.0",
    "BSD-2-Clause",
    "BSD-3-Clause",
    "ISC",
    "MPL-2.0",
    "CC0-1.0",
    "CC-BY-4.0",
)
CATEGORY_ALIASES = {"hard_negative": "hard-negative"}
SECOND_PREFIX = "second_"
REAL_PREFIX = "real_"
_SHA_RE = re.compile(r"^[0-9a-f]{40}$")


class SourceError(ValueError):
    """One or more invalid source entries; ``problems`` lists each one."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("invalid corpus sources:\n  " + "\n  ".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class Annotation:
    """One annotator's score for one grader."""

    annotator: str
    score: int
    rationale: str


@dataclass(frozen=True)
class GraderLabel:
    """A hand-written label for one grader (extra annotators in ``extra``)."""

    score: int
    rationale: str
    aitech: tuple[str, ...] = ()
    dimensions: dict[str, str] | None = None
    extra: tuple[Annotation, ...] = ()


@dataclass(frozen=True)
class SourcePayload:
    """Where a hand-written payload sits."""

    aitech: str
    severity: str
    file: str
    line: int
    recipe: str
    placement: str
    form: str


@dataclass(frozen=True)
class SourceTask:
    """A task description written for a skill, with its relevance score."""

    task: str
    score: int
    rationale: str


@dataclass(frozen=True)
class Provenance:
    """Where a real package comes from."""

    repo: str
    commit: str
    path: str
    license: str

    def as_dict(self) -> dict[str, str]:
        """The provenance fields as a plain mapping."""
        return asdict(self)


@dataclass(frozen=True)
class SourceEntry:
    """One labelled package from the sources: real (collected) or written."""

    skill: str  # "<id>/<folder name>", relative to datasets/skills
    category: str
    annotator: str
    domain: str
    labels: dict[str, GraderLabel]
    payload: tuple[SourcePayload, ...] = ()
    tasks: tuple[SourceTask, ...] = ()
    base: str | None = None
    source_file: str = ""
    index: int = 0
    warnings: tuple[str, ...] = field(default=())
    origin: str = "written"  # "real" | "written"
    provenance: Provenance | None = None
    notes: str = ""

    @property
    def name(self) -> str:
        """The inner folder name (the upstream name for real packages)."""
        return self.skill.rsplit("/", 1)[-1]

    @property
    def id(self) -> str:
        """Sample id: the opaque folder id."""
        return self.skill.split("/", 1)[0]

    @property
    def path(self) -> str:
        """Folder relative to the datasets folder."""
        return f"skills/{self.skill}"


class _Problems:
    """Collects problems for one entry with a uniform prefix."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.items: list[str] = []

    def add(self, message: str) -> None:
        self.items.append(f"{self.where}: {message}")


def _text(value: Any, what: str, problems: _Problems, required: bool = True) -> str:
    if isinstance(value, str) and value.strip():
        return value.strip()
    if required or value is not None:
        problems.add(f"{what} must be a non-empty string, got {value!r}")
    return ""


def _score(value: Any, grader: str, what: str, problems: _Problems) -> int:
    low, high = SCALES[grader]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        problems.add(f"{what} must be an integer {low}..{high}, got {value!r}")
        return low
    return value


def _annotator(value: Any, what: str, problems: _Problems) -> str:
    text = _text(value, what, problems)
    if text and ("human" in text.lower() or ":" not in text):
        problems.add(f"{what} must look like 'agent:<id>' (AI annotators; never 'human'): {text!r}")
    return text


def _label(grader: str, raw: Any, problems: _Problems) -> GraderLabel | None:
    what = f"labels.{grader}"
    if not isinstance(raw, dict):
        problems.add(f"{what} must be a mapping with score and rationale")
        return None
    allowed = {"score", "rationale", "aitech", "dimensions", "annotations"}
    for key in sorted(set(raw) - allowed):
        problems.add(f"{what}: unknown key {key!r}")
    score = _score(raw.get("score"), grader, f"{what}.score", problems)
    rationale = _text(raw.get("rationale"), f"{what}.rationale", problems)
    aitech: tuple[str, ...] = ()
    if grader == "threat":
        codes = raw.get("aitech", [])
        if not isinstance(codes, list) or any(str(c) not in AITECH_CODES for c in codes):
            problems.add(f"{what}.aitech must be a list of {sorted(AITECH_CODES)}, got {codes!r}")
        else:
            aitech = tuple(sorted({str(c) for c in codes}, key=list(AITECH_CODES).index))
    dimensions = None
    if grader == "design":
        dims = raw.get("dimensions")
        if not isinstance(dims, dict) or set(map(str, dims)) != set(DESIGN_DIMENSIONS):
            problems.add(f"{what}.dimensions must map each of D1..D7 to a note")
        elif any(not isinstance(v, str) or not v.strip() for v in dims.values()):
            problems.add(f"{what}.dimensions notes must be non-empty strings")
        else:
            dimensions = {str(k): str(v).strip() for k, v in sorted(dims.items())}
    extra = []
    for n, item in enumerate(raw.get("annotations") or []):
        sub = f"{what}.annotations[{n}]"
        if not isinstance(item, dict):
            problems.add(f"{sub} must be a mapping")
            continue
        extra.append(
            Annotation(
                _annotator(item.get("annotator"), f"{sub}.annotator", problems),
                _score(item.get("score"), grader, f"{sub}.score", problems),
                _text(item.get("rationale"), f"{sub}.rationale", problems),
            )
        )
    return GraderLabel(score, rationale, aitech, dimensions, tuple(extra))


def _payload(raw: Any, n: int, problems: _Problems) -> SourcePayload | None:
    what = f"payload[{n}]"
    if not isinstance(raw, dict):
        problems.add(f"{what} must be a mapping")
        return None
    code, sev = str(raw.get("aitech", "")), raw.get("severity")
    if code not in AITECH_CODES:
        problems.add(f"{what}.aitech {code!r} is not one of {sorted(AITECH_CODES)}")
    if sev not in SEVERITIES:
        problems.add(f"{what}.severity {sev!r} is not one of {list(SEVERITIES)}")
    line = raw.get("line")
    if isinstance(line, bool) or not isinstance(line, int) or line < 1:
        problems.add(f"{what}.line must be a 1-based integer, got {line!r}")
        line = 1
    placement, form = raw.get("placement", "script"), raw.get("form", "plain")
    if placement not in PLACEMENTS:
        problems.add(f"{what}.placement {placement!r} is not one of {list(PLACEMENTS)}")
    if form not in FORMS:
        problems.add(f"{what}.form {form!r} is not one of {list(FORMS)}")
    return SourcePayload(
        code,
        str(sev),
        _text(raw.get("file"), f"{what}.file", problems),
        line,
        _text(raw.get("recipe"), f"{what}.recipe", problems),
        str(placement),
        str(form),
    )


def _task(raw: Any, n: int, problems: _Problems) -> SourceTask | None:
    what = f"tasks[{n}]"
    if not isinstance(raw, dict):
        problems.add(f"{what} must be a mapping with task, score, rationale")
        return None
    return SourceTask(
        _text(raw.get("task"), f"{what}.task", problems),
        _score(raw.get("score"), "relevance", f"{what}.score", problems),
        _text(raw.get("rationale"), f"{what}.rationale", problems),
    )


def _provenance(raw: Any, problems: _Problems) -> Provenance | None:
    if not isinstance(raw, dict):
        problems.add("provenance must be a mapping with repo, commit, path, license")
        return None
    repo = _text(raw.get("repo"), "provenance.repo", problems)
    commit = _text(raw.get("commit"), "provenance.commit", problems)
    path = _text(raw.get("path"), "provenance.path", problems)
    lic = _text(raw.get("license"), "provenance.license", problems)
    if repo and repo.count("/") != 1:
        problems.add(f"provenance.repo must be 'owner/name', got {repo!r}")
    if commit and not _SHA_RE.match(commit):
        problems.add(f"provenance.commit must be a full 40-hex sha, got {commit!r}")
    if lic and lic not in LICENSES:
        problems.add(f"provenance.license {lic!r} is not one of {list(LICENSES)}")
    return Provenance(repo, commit, path, lic)


def _second_annotations(
    raw: Any, labels: dict[str, GraderLabel], problems: _Problems
) -> dict[str, GraderLabel]:
    """Labels with the blind second annotations of ``raw`` appended to ``extra``."""
    if raw is None:
        return labels
    if not isinstance(raw, list):
        problems.add("second_annotations must be a list")
        return labels
    out = dict(labels)
    for n, item in enumerate(raw):
        what = f"second_annotations[{n}]"
        grader = item.get("grader") if isinstance(item, dict) else None
        if grader not in out:
            problems.add(f"{what}.grader must be one of {sorted(out)}, got {grader!r}")
            continue
        extra = Annotation(
            _annotator(item.get("annotator"), f"{what}.annotator", problems),
            _score(item.get("score"), grader, f"{what}.score", problems),
            _text(item.get("rationale"), f"{what}.rationale", problems),
        )
        out[grader] = replace(out[grader], extra=out[grader].extra + (extra,))
    return out


def parse_entry(
    raw: Any, datasets_dir: Path, source_file: str, index: int, *, origin: str = "written"
) -> SourceEntry:
    """Validate one YAML entry; raises :class:`SourceError` listing all its problems.

    ``origin`` is ``"real"`` for collected packages (``real_*.yaml``: provenance required,
    never poisoned) and ``"written"`` for packages written for the project.
    """
    skill = raw.get("skill") if isinstance(raw, dict) else None
    problems = _Problems(f"{source_file} entry {index} ({skill or '?'})")
    if not isinstance(raw, dict):
        problems.add("entry must be a mapping")
        raise SourceError(problems.items)
    allowed = REAL_KEYS if origin == "real" else WRITTEN_KEYS
    for key in sorted(REQUIRED_KEYS - set(raw)):
        problems.add(f"missing key {key!r}")
    for key in sorted(set(raw) - allowed):
        problems.add(f"unknown key {key!r}")
    skill = _text(skill, "skill", problems)
    category = CATEGORY_ALIASES.get(str(raw.get("category")), raw.get("category"))
    if category not in CATEGORIES:
        problems.add(f"category {raw.get('category')!r} is not one of {list(CATEGORIES)}")
    elif origin == "real" and category == "poisoned":
        problems.add("a real package is never 'poisoned' (skip a really malicious one)")
    parts = skill.split("/") if skill else []
    if skill and (len(parts) != 2 or not ID_RE.match(parts[0])):
        problems.add("skill must be '<8 lowercase hex id>/<folder name>'")
    folder = datasets_dir / "skills" / skill
    name = skill.rsplit("/", 1)[-1]
    warnings: list[str] = []
    if skill and origin == "written" and not NAME_RE.match(name):
        problems.add(f"folder name {name!r} is not a valid skill name ([a-z0-9-], 1-64)")
    if skill and not (folder / "SKILL.md").is_file():
        problems.add(f"no SKILL.md at datasets/skills/{skill}")
    elif skill:
        skill_md = (folder / "SKILL.md").read_text("utf-8", "replace")
        fm_name = frontmatter_fields(skill_md).get("name")
        if fm_name != name:
            warnings.append(f"frontmatter name {fm_name!r} differs from folder name {name!r}")
    provenance = None
    if origin == "real":
        provenance = _provenance(raw.get("provenance"), problems)
        if provenance and parts and provenance.repo and provenance.path:
            expected = real_id(provenance.repo, provenance.path)
            if parts[0] != expected:
                problems.add(f"id {parts[0]!r} is not the id of repo and path, {expected!r}")
    labels_raw = raw.get("labels") or {}
    labels: dict[str, GraderLabel] = {}
    if not isinstance(labels_raw, dict):
        problems.add("labels must be a mapping of grader -> label")
        labels_raw = {}
    for grader in sorted(set(labels_raw) - set(SKILL_GRADERS)):
        problems.add(f"labels.{grader}: not a skill grader (relevance goes under tasks:)")
    for grader in SKILL_GRADERS:
        if grader not in labels_raw:
            problems.add(f"labels.{grader} is missing (every skill needs all four)")
            continue
        label = _label(grader, labels_raw[grader], problems)
        if label is not None:
            labels[grader] = label
    if origin == "real":
        labels = _second_annotations(raw.get("second_annotations"), labels, problems)
    payload = [_payload(p, n, problems) for n, p in enumerate(raw.get("payload") or [])]
    tasks = [_task(t, n, problems) for n, t in enumerate(raw.get("tasks") or [])]
    if category == "poisoned" and not payload:
        problems.add("a poisoned skill needs at least one payload entry")
    base = raw.get("base")
    base_ok = isinstance(base, str) and (datasets_dir / "skills" / base).is_dir()
    if base is not None and not base_ok:
        problems.add(f"base {base!r} is not a folder under datasets/skills")
    annotator = _annotator(raw.get("annotator"), "annotator", problems)
    domain = _text(raw.get("domain"), "domain", problems)
    notes = raw.get("notes")
    if problems.items:
        raise SourceError(problems.items)
    return SourceEntry(
        skill=skill,
        category=str(category),
        annotator=annotator,
        domain=domain.lower().split()[0] if domain else domain,
        labels=labels,
        payload=tuple(p for p in payload if p),
        tasks=tuple(t for t in tasks if t),
        base=base,
        source_file=source_file,
        index=index,
        warnings=tuple(warnings),
        origin=origin,
        provenance=provenance,
        notes=str(notes).strip() if isinstance(notes, str) else "",
    )


def _unique(entries: list[SourceEntry], problems: list[str]) -> list[SourceEntry]:
    """Drop entries whose folder or id another entry already describes (reported)."""
    by_id: dict[str, SourceEntry] = {}
    kept: list[SourceEntry] = []
    for e in entries:
        first = by_id.get(e.id)
        if first is not None:
            problems.append(
                f"{e.source_file} entry {e.index} ({e.skill}): already described by "
                f"{first.source_file} entry {first.index}"
            )
            continue
        by_id[e.id] = e
        kept.append(e)
    return kept


def source_origin(filename: str) -> str | None:
    """``real`` for ``real_*.yaml``, None for second annotations, else ``written``."""
    if filename.startswith(SECOND_PREFIX):
        return None
    return "real" if filename.startswith(REAL_PREFIX) else "written"


def load_sources(
    datasets_dir: Path, *, skip_invalid: bool = False
) -> tuple[list[SourceEntry], list[str]]:
    """Read every ``sources/*.yaml`` but ``second_*``; returns valid entries and problems.

    Raises:
        SourceError: any problem, unless ``skip_invalid`` (then invalid entries are dropped
            and their problems returned).
    """
    entries: list[SourceEntry] = []
    problems: list[str] = []
    for path in sorted((datasets_dir / "sources").glob("*.yaml")):
        rel = path.relative_to(datasets_dir).as_posix()
        origin = source_origin(path.name)
        if origin is None:
            continue
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except yaml.YAMLError as exc:
            problems.append(f"{rel}: not valid YAML: {str(exc).splitlines()[0]}")
            continue
        if data is None:
            continue
        if not isinstance(data, list):
            problems.append(f"{rel}: must be a YAML list of entries")
            continue
        for index, raw in enumerate(data, start=1):
            try:
                entries.append(parse_entry(raw, datasets_dir, rel, index, origin=origin))
            except SourceError as exc:
                problems.extend(exc.problems)
    unique = _unique(entries, problems)
    if problems and not skip_invalid:
        raise SourceError(problems)
    return unique, problems
