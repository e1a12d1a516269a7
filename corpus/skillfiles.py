"""Skill folders as in-memory text: read, write, and small line-exact text edits.

Every edit returns the new text plus the 1-based line where the inserted content
starts, so recipes can record exactly where a payload sits. Nothing is executed.
"""

from __future__ import annotations

import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import yaml

from corpus.common import write_bytes, write_text

FileContent = str | bytes
SkillFiles = dict[str, FileContent]

_SKIP_PARTS = {"__pycache__", ".git", ".DS_Store"}
_HEADING_RE = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def read_skill_files(folder: Path) -> SkillFiles:
    """Read every regular file of a skill folder, as text when it is UTF-8, else as bytes.

    Text is kept as it is (line endings included), so a file a derivation does not touch
    is written back byte for byte. Links are not followed.
    """
    files: SkillFiles = {}
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).as_posix()
        if path.is_symlink() or not path.is_file() or set(rel.split("/")) & _SKIP_PARTS:
            continue
        if path.suffix == ".pyc":
            continue
        data = path.read_bytes()
        try:
            files[rel] = data.decode("utf-8")
        except UnicodeDecodeError:
            files[rel] = data
    return files


def write_skill_files(folder: Path, files: SkillFiles) -> None:
    """Write ``files`` into ``folder`` (replacing it); text as UTF-8, unchanged otherwise."""
    if folder.exists():
        shutil.rmtree(folder)
    for rel in sorted(files):
        content = files[rel]
        if isinstance(content, bytes):
            write_bytes(folder / rel, content)
        else:
            write_text(folder / rel, content)


@dataclass(frozen=True)
class FrontmatterSpan:
    """Line span of the frontmatter: ``lines[start:end]`` are the YAML lines (0-based)."""

    start: int
    end: int


def frontmatter_span(lines: list[str]) -> FrontmatterSpan | None:
    """Locate the YAML lines between the opening and closing ``---``."""
    if not lines or lines[0].strip() != "---":
        return None
    for i in range(1, len(lines)):
        if lines[i].strip() in ("---", "..."):
            return FrontmatterSpan(1, i)
    return None


def frontmatter_fields(skill_md: str) -> dict[str, object]:
    """Parsed frontmatter fields (``{}`` when absent or invalid)."""
    lines = skill_md.split("\n")
    span = frontmatter_span(lines)
    if span is None:
        return {}
    try:
        data = yaml.safe_load("\n".join(lines[span.start : span.end]))
    except yaml.YAMLError:
        return {}
    return data if isinstance(data, dict) else {}


def _field_extent(lines: list[str], span: FrontmatterSpan, key: str) -> tuple[int, int] | None:
    """0-based [first, last+1) lines of top-level ``key`` (its continuation lines included)."""
    for i in range(span.start, span.end):
        if re.match(rf"^{re.escape(key)}\s*:", lines[i]):
            j = i + 1
            while j < span.end and (lines[j].startswith((" ", "\t")) or not lines[j].strip()):
                j += 1
            return i, j
    return None


def set_frontmatter_field(
    skill_md: str, key: str, value: str, quote: bool = True
) -> tuple[str, int]:
    """Set a top-level scalar field; returns the new text and the field's 1-based line.

    ``quote=True`` writes a double-quoted YAML scalar; otherwise the value is written as is
    (only for values that are valid plain scalars, such as names).
    """
    lines = skill_md.split("\n")
    span = frontmatter_span(lines)
    if span is None:
        raise ValueError("SKILL.md has no frontmatter")
    new_line = f"{key}: {yaml_quote(value) if quote else value}"
    extent = _field_extent(lines, span, key)
    if extent is None:
        at = span.end
        lines[at:at] = [new_line]
    else:
        at = extent[0]
        lines[extent[0] : extent[1]] = [new_line]
    return "\n".join(lines), at + 1


def yaml_quote(value: str) -> str:
    """A YAML double-quoted scalar for ``value`` (JSON escaping is valid YAML)."""
    return json.dumps(value, ensure_ascii=False)


@dataclass(frozen=True)
class Section:
    """A Markdown section: heading at ``start``; body runs to ``end`` (exclusive, 0-based)."""

    start: int
    end: int
    level: int
    title: str


def body_start(lines: list[str]) -> int:
    """0-based index of the first body line (after the frontmatter)."""
    span = frontmatter_span(lines)
    return 0 if span is None else span.end + 1


def sections(lines: list[str]) -> list[Section]:
    """All headed sections of the SKILL.md body, skipping headings inside code fences."""
    start = body_start(lines)
    heads: list[tuple[int, int, str]] = []
    fenced = False
    for i in range(start, len(lines)):
        stripped = lines[i].lstrip()
        if stripped.startswith(("```", "~~~")):
            fenced = not fenced
            continue
        match = None if fenced else _HEADING_RE.match(lines[i])
        if match:
            heads.append((i, len(match.group(1)), match.group(2)))
    result: list[Section] = []
    for n, (i, level, title) in enumerate(heads):
        end = len(lines)
        for j, other_level, _ in heads[n + 1 :]:
            if other_level <= level:
                end = j
                break
        result.append(Section(i, end, level, title))
    return result


def find_section(lines: list[str], pattern: re.Pattern[str]) -> Section | None:
    """First level-2+ section whose title matches ``pattern``."""
    for sec in sections(lines):
        if sec.level >= 2 and pattern.search(sec.title):
            return sec
    return None


def insert_lines(text: str, at: int, block: list[str]) -> tuple[str, int]:
    """Insert ``block`` before 0-based line ``at``; returns text and the block's 1-based line."""
    lines = text.split("\n")
    at = max(0, min(at, len(lines)))
    lines[at:at] = block
    return "\n".join(lines), at + 1


def section_insertion_points(skill_md: str) -> list[int]:
    """0-based lines where a new ``##`` section may go: before each level-2 heading, or the end."""
    lines = skill_md.split("\n")
    points = [sec.start for sec in sections(lines) if sec.level == 2]
    end = len(lines)
    while end > 0 and not lines[end - 1].strip():
        end -= 1
    points.append(end)
    return points


def insert_section(skill_md: str, block: list[str], at: int) -> tuple[str, int]:
    """Insert a Markdown block (blank-line separated) at 0-based line ``at``.

    Returns the new text and the 1-based line of ``block[0]``.
    """
    lines = skill_md.split("\n")
    lead = [""] if at > 0 and lines[at - 1].strip() else []
    text, first = insert_lines(skill_md, at, lead + list(block) + [""])
    return text, first + len(lead)


def python_insertion_point(code: str) -> int:
    """0-based line before the first top-level def/class/main guard (after imports)."""
    lines = code.split("\n")
    for i, line in enumerate(lines):
        if re.match(r"^(async\s+def|def|class)\s|^if __name__", line):
            while i > 0 and lines[i - 1].startswith("@"):
                i -= 1
            return i
    return len(lines)


def shell_insertion_point(code: str) -> int:
    """0-based line after the shebang, leading comments and ``set`` options."""
    lines = code.split("\n")
    i = 0
    while i < len(lines) and (
        lines[i].startswith("#") or not lines[i].strip() or lines[i].startswith("set ")
    ):
        i += 1
    return i


def is_python(path: str) -> bool:
    """True for ``.py`` files."""
    return path.endswith(".py")


def is_shell(path: str) -> bool:
    """True for ``.sh``/``.bash`` files."""
    return path.endswith((".sh", ".bash"))
