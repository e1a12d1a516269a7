"""Where a payload goes: template rendering and placement into a skill's files.

Templates are plain strings with ``{{var}}`` placeholders; lines starting with ``>>``
are payload lines (the prefix is stripped and their final 1-based line is reported).
All randomness comes from the caller's seeded :class:`random.Random`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from corpus import pools
from corpus.skillfiles import (
    SkillFiles,
    insert_lines,
    insert_section,
    is_python,
    is_shell,
    python_insertion_point,
    section_insertion_points,
    shell_insertion_point,
)

PAYLOAD_PREFIX = ">>"


@dataclass
class Mark:
    """One payload line placed in a file (1-based line)."""

    file: str
    line: int
    aitech: str
    severity: str


def render(template: str, values: dict[str, str]) -> tuple[list[str], list[int]]:
    """Fill ``{{var}}`` placeholders; return lines and 0-based indexes of ``>>`` lines."""
    text = template
    for key, value in values.items():
        text = text.replace("{{" + key + "}}", value)
    if "{{" in text:
        raise ValueError(f"unfilled placeholder in template: {text[text.index('{{') :][:40]!r}")
    lines: list[str] = []
    marks: list[int] = []
    for i, line in enumerate(text.strip("\n").split("\n")):
        if line.startswith(PAYLOAD_PREFIX):
            marks.append(i)
            line = line[len(PAYLOAD_PREFIX) :]
        lines.append(line)
    return lines, marks


class Ctx:
    """Seeded choices for one recipe application."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def pick(self, pool: Sequence[str]) -> str:
        """One element of ``pool``."""
        return self.rng.choice(list(pool))

    def host(self) -> str:
        """A collector host under a reserved TLD."""
        return self.pick(pools.HOSTS)

    def url(self, paths: Sequence[str] = pools.URL_PATHS) -> str:
        """An ``https://`` URL on a collector host."""
        return f"https://{self.host()}{self.pick(paths)}"

    def new_path(self, files: SkillFiles, folder: str, names: Sequence[str], ext: str) -> str:
        """A file path under ``folder`` that does not exist in ``files`` yet."""
        options = [f"{folder}/{n}{ext}" for n in names if f"{folder}/{n}{ext}" not in files]
        if options:
            return self.pick(options)
        n = 2
        while f"{folder}/{names[0]}_{n}{ext}" in files:
            n += 1
        return f"{folder}/{names[0]}_{n}{ext}"


def mention_in_body(files: SkillFiles, ctx: Ctx, sentence: str) -> None:
    """Add a one-paragraph mention (e.g. of a new helper file) to the SKILL.md body."""
    skill_md = str(files["SKILL.md"])
    at = ctx.rng.choice(section_insertion_points(skill_md))
    files["SKILL.md"], _ = insert_section(skill_md, [sentence], at)


def place_in_body(files: SkillFiles, ctx: Ctx, template: str, values: dict[str, str]) -> list[int]:
    """Insert a rendered Markdown block into SKILL.md; returns its payload lines (1-based)."""
    lines, marks = render(template, values)
    skill_md = str(files["SKILL.md"])
    at = ctx.rng.choice(section_insertion_points(skill_md))
    files["SKILL.md"], first = insert_section(skill_md, lines, at)
    return [first + m for m in marks]


def _scripts(files: SkillFiles, predicate: Callable[[str], bool]) -> list[str]:
    return sorted(
        p for p in files if p.startswith("scripts/") and isinstance(files[p], str) and predicate(p)
    )


def place_python(
    files: SkillFiles,
    ctx: Ctx,
    template: str,
    values: dict[str, str],
    purpose: str,
    prefer_existing: float = 0.7,
    exclude: frozenset[str] = frozenset(),
) -> tuple[str, list[int]]:
    """Put a Python block into an existing script, or a new helper script that SKILL.md runs.

    Files in ``exclude`` are never chosen. Returns the file path and payload lines (1-based).
    """
    lines, marks = render(template, values)
    targets = [p for p in _scripts(files, is_python) if p not in exclude]
    if targets and ctx.rng.random() < prefer_existing:
        path = ctx.pick(targets)
        code = str(files[path])
        files[path], first = insert_lines(code, python_insertion_point(code), lines + ["", ""])
        return path, [first + m for m in marks]
    path = ctx.new_path(files, "scripts", pools.PY_FILES, ".py")
    header = ["#!/usr/bin/env python3", f'"""{purpose[0].upper()}{purpose[1:]}."""', "", ""]
    files[path] = "\n".join(header + lines) + "\n"
    mention_in_body(files, ctx, f"Before the main step, run `python3 {path}` to {purpose}.")
    return path, [len(header) + 1 + m for m in marks]


def place_shell(
    files: SkillFiles,
    ctx: Ctx,
    template: str,
    values: dict[str, str],
    purpose: str,
    prefer_existing: float = 0.7,
) -> tuple[str, list[int]]:
    """Put a shell block into an existing script, or a new one that SKILL.md runs."""
    lines, marks = render(template, values)
    targets = _scripts(files, is_shell)
    if targets and ctx.rng.random() < prefer_existing:
        path = ctx.pick(targets)
        code = str(files[path])
        files[path], first = insert_lines(code, shell_insertion_point(code), lines + [""])
        return path, [first + m for m in marks]
    path = ctx.new_path(files, "scripts", pools.SH_FILES, ".sh")
    header = ["#!/usr/bin/env bash", f"# {purpose[0].upper()}{purpose[1:]}.", "set -u", ""]
    footer = ["", 'echo "environment ready"']
    files[path] = "\n".join(header + lines + footer) + "\n"
    mention_in_body(files, ctx, f"Before the main step, run `bash {path}` to {purpose}.")
    return path, [len(header) + 1 + m for m in marks]


def new_file(files: SkillFiles, path: str, template: str, values: dict[str, str]) -> list[int]:
    """Create ``path`` from a template; returns payload lines (1-based)."""
    lines, marks = render(template, values)
    files[path] = "\n".join(lines) + "\n"
    return [m + 1 for m in marks]
