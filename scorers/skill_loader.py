"""Read one Agent Skill folder into a typed, size-capped, read-only snapshot.

This is the only code in the project that touches skill files. Skill packages are
hostile input: nothing is executed, no link is followed, every read is capped and
undecodable bytes are replaced. Problems that still leave something to judge become
``warnings``; a folder with no usable ``SKILL.md`` raises :class:`SkillLoadError`.

>>> pkg = load_skill("datasets/skills/benign/csv-cleaner")  # doctest: +SKIP
>>> pkg.frontmatter.fields["name"], [f.path for f in pkg.scripts]  # doctest: +SKIP
('csv-cleaner', ['scripts/clean.py'])
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml

TRUNCATION_MARKER = "\n[... truncated by skill-grader-bench: {kept} of {size} bytes shown ...]\n"

SCRIPT_EXTENSIONS: dict[str, str] = {
    ".py": "python",
    ".sh": "shell",
    ".bash": "shell",
    ".zsh": "shell",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".ts": "typescript",
    ".rb": "ruby",
    ".pl": "perl",
    ".ps1": "powershell",
}
SHEBANG_LANGUAGES: dict[str, str] = {
    "python": "python",
    "bash": "shell",
    "sh": "shell",
    "zsh": "shell",
    "node": "javascript",
    "ruby": "ruby",
    "perl": "perl",
}


@dataclass(frozen=True)
class LoadLimits:
    """Caps that bound what one skill may cost to read."""

    max_file_bytes: int = 256 * 1024
    max_total_bytes: int = 2 * 1024 * 1024
    max_files: int = 400
    max_frontmatter_bytes: int = 64 * 1024
    max_yaml_aliases: int = 20


class SkillLoadError(Exception):
    """The folder cannot be judged at all (no readable SKILL.md)."""


@dataclass(frozen=True)
class Frontmatter:
    """YAML frontmatter of SKILL.md: the raw text, the parsed mapping and the body after it."""

    raw: str
    fields: dict[str, Any]
    body: str
    warnings: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class SkillFile:
    """A text file of the package, decoded and possibly cut at the per-file cap."""

    path: str
    text: str
    size: int
    truncated: bool
    kind: Literal["skill", "script", "reference"]
    language: str | None = None


@dataclass(frozen=True)
class AssetEntry:
    """A file listed but not read (assets/, binaries, files over the total cap)."""

    path: str
    size: int
    reason: str


@dataclass
class SkillPackage:
    """Everything the judges may see of one skill folder."""

    root: Path
    frontmatter: Frontmatter
    skill_md: SkillFile
    scripts: list[SkillFile]
    references: list[SkillFile]
    assets: list[AssetEntry]
    warnings: list[str]

    @property
    def name(self) -> str:
        return self.root.name

    @property
    def text_files(self) -> list[SkillFile]:
        """SKILL.md first, then scripts, then references, each group sorted by path."""
        return [self.skill_md, *self.scripts, *self.references]


class _AliasCountingLoader(yaml.SafeLoader):
    """SafeLoader that refuses documents with more aliases than a small cap (alias bombs)."""

    max_aliases = 20

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._aliases_seen = 0

    def compose_node(self, parent: Any, index: Any) -> Any:  # type: ignore[override]
        if self.check_event(yaml.AliasEvent):
            self._aliases_seen += 1
            if self._aliases_seen > self.max_aliases:
                raise yaml.YAMLError(f"more than {self.max_aliases} YAML aliases (alias bomb?)")
        return super().compose_node(parent, index)


def safe_yaml_load(text: str, *, max_bytes: int, max_aliases: int = 20) -> Any:
    """``yaml.safe_load`` with a size cap and a cap on alias expansion.

    >>> safe_yaml_load("a: 1", max_bytes=100)
    {'a': 1}
    """
    if len(text.encode("utf-8", "replace")) > max_bytes:
        raise yaml.YAMLError(f"YAML is larger than {max_bytes} bytes")
    loader = _AliasCountingLoader(text)
    loader.max_aliases = max_aliases
    try:
        return loader.get_single_data()
    finally:
        loader.dispose()


def parse_frontmatter(text: str, limits: LoadLimits | None = None) -> Frontmatter:
    """Split SKILL.md text into frontmatter and body, parsing the YAML safely.

    Never raises on bad YAML: the problem is reported in ``warnings`` and ``fields`` is empty.

    >>> fm = parse_frontmatter("---\\nname: demo\\ndescription: Does X.\\n---\\n# Demo\\n")
    >>> fm.fields["name"], fm.body
    ('demo', '# Demo\\n')
    """
    limits = limits or LoadLimits()
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].strip() != "---":
        return Frontmatter(raw="", fields={}, body=text, warnings=["SKILL.md has no frontmatter"])
    end = next((i for i in range(1, len(lines)) if lines[i].strip() in ("---", "...")), None)
    if end is None:
        return Frontmatter(
            raw="", fields={}, body=text, warnings=["SKILL.md frontmatter is never closed by ---"]
        )
    raw = "".join(lines[1:end])
    body = "".join(lines[end + 1 :])
    try:
        parsed = safe_yaml_load(
            raw, max_bytes=limits.max_frontmatter_bytes, max_aliases=limits.max_yaml_aliases
        )
    except (yaml.YAMLError, RecursionError) as exc:
        first_line = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return Frontmatter(raw, {}, body, [f"frontmatter YAML rejected: {first_line}"])
    if parsed is None:
        return Frontmatter(raw, {}, body, ["frontmatter is empty"])
    if not isinstance(parsed, dict):
        return Frontmatter(raw, {}, body, ["frontmatter is not a mapping"])
    return Frontmatter(raw, {str(k): v for k, v in parsed.items()}, body, [])


def load_skill(folder: str | os.PathLike[str], limits: LoadLimits | None = None) -> SkillPackage:
    """Load a skill folder without executing or following anything in it.

    Raises:
        SkillLoadError: the folder is missing, or SKILL.md is missing, a link, binary or empty.
    """
    limits = limits or LoadLimits()
    root = Path(folder)
    if not root.is_dir() or root.is_symlink():
        raise SkillLoadError(f"{root}: not a skill folder (missing, a link, or not a directory)")
    reader = _CappedReader(root.resolve(), limits)
    skill_path = root / "SKILL.md"
    try:
        st = skill_path.lstat()
    except FileNotFoundError:
        raise SkillLoadError(f"{root}: no SKILL.md in this folder") from None
    if not stat.S_ISREG(st.st_mode):
        raise SkillLoadError(f"{root}: SKILL.md is not a regular file (links are not followed)")
    skill_md = reader.read_text("SKILL.md", kind="skill")
    if skill_md is None:
        raise SkillLoadError(f"{root}: SKILL.md is binary, not text")
    if not skill_md.text.strip():
        raise SkillLoadError(f"{root}: SKILL.md is empty")
    frontmatter = parse_frontmatter(skill_md.text, limits)

    scripts: list[SkillFile] = []
    references: list[SkillFile] = []
    for rel in reader.walk():
        if rel == "SKILL.md":
            continue
        if rel.split("/", 1)[0] == "assets":
            reader.list_asset(rel, "asset (listed, not read)")
            continue
        head = reader.peek(rel)
        language = _script_language(rel, head)
        loaded = reader.read_text(
            rel, kind="script" if language else "reference", language=language
        )
        if loaded is None:
            continue
        (scripts if language else references).append(loaded)
    warnings = frontmatter.warnings + reader.warnings
    return SkillPackage(root, frontmatter, skill_md, scripts, references, reader.assets, warnings)


def _script_language(rel: str, head: bytes) -> str | None:
    suffix = Path(rel).suffix.lower()
    if suffix in SCRIPT_EXTENSIONS:
        return SCRIPT_EXTENSIONS[suffix]
    if head.startswith(b"#!"):
        interpreter = head[2:].split(b"\n", 1)[0].decode("ascii", "replace").strip()
        words = interpreter.replace("/usr/bin/env", " ").split()
        program = Path(words[0]).name if words else ""
        for prefix, language in SHEBANG_LANGUAGES.items():
            if program.startswith(prefix):
                return language
        return "shell" if program else None
    return None


class _CappedReader:
    """Walks and reads one folder under per-file, total-byte and file-count caps."""

    def __init__(self, root: Path, limits: LoadLimits) -> None:
        self.root = root
        self.limits = limits
        self.budget = limits.max_total_bytes
        self.warnings: list[str] = []
        self.assets: list[AssetEntry] = []

    def walk(self) -> list[str]:
        found: list[str] = []
        for dirpath, dirnames, filenames in os.walk(self.root, followlinks=False):
            base = Path(dirpath)
            for name in sorted(dirnames):
                if (base / name).is_symlink():
                    self.warnings.append(
                        f"{self._rel(base / name)}: link to a folder, not followed"
                    )
            dirnames[:] = sorted(d for d in dirnames if not (base / d).is_symlink())
            for name in sorted(filenames):
                path = base / name
                rel = self._rel(path)
                if path.is_symlink():
                    self.warnings.append(f"{rel}: symbolic link, not followed")
                    continue
                if not path.is_file():
                    self.warnings.append(f"{rel}: not a regular file, skipped")
                    continue
                found.append(rel)
        found.sort()
        if len(found) > self.limits.max_files:
            self.warnings.append(
                f"{len(found)} files; only the first {self.limits.max_files} are considered"
            )
            found = found[: self.limits.max_files]
        return found

    def peek(self, rel: str) -> bytes:
        with open(self.root / rel, "rb") as handle:
            return handle.read(512)

    def list_asset(self, rel: str, reason: str) -> None:
        self.assets.append(AssetEntry(rel, (self.root / rel).stat().st_size, reason))

    def read_text(
        self,
        rel: str,
        *,
        kind: Literal["skill", "script", "reference"],
        language: str | None = None,
    ) -> SkillFile | None:
        path = self.root / rel
        size = path.stat().st_size
        cap = min(self.limits.max_file_bytes, self.budget)
        if cap <= 0:
            self.list_asset(rel, "not read: total byte cap reached")
            self.warnings.append(f"{rel}: not read, the package exceeds the total byte cap")
            return None
        with open(path, "rb") as handle:
            data = handle.read(cap)
        if b"\x00" in data[:8192]:
            self.list_asset(rel, "binary (listed, not read)")
            self.warnings.append(f"{rel}: binary file, not read")
            return None
        self.budget -= len(data)
        text = data.decode("utf-8", errors="replace")
        if "\ufffd" in text:
            self.warnings.append(f"{rel}: bytes that are not UTF-8 were replaced")
        truncated = size > len(data)
        if truncated:
            text += TRUNCATION_MARKER.format(kept=len(data), size=size)
            self.warnings.append(f"{rel}: {size} bytes, cut to {len(data)}")
        return SkillFile(rel, text, size, truncated, kind, language)

    def _rel(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()
