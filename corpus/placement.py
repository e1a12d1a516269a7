"""Where a payload goes: template rendering and placement into a skill's files.

Templates are plain strings with ``{{var}}`` placeholders; lines starting with ``>>``
are payload lines (the prefix is stripped and their final 1-based line is reported).
All randomness comes from the caller's seeded :class:`random.Random`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

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
    """Seeded choices for one recipe application, drawn from the split's part of each pool."""

    def __init__(self, rng: random.Random, split: str = "train") -> None:
        self.rng = rng
        self.split = split

    def pick(self, pool: Sequence[str]) -> str:
        """One element of the split's part of ``pool`` (see :func:`corpus.pools.part`)."""
        return self.rng.choice(list(pools.part(pool, self.split)))

    def chance(self, p: float) -> bool:
        """True with probability ``p``."""
        return self.rng.random() < p

    def host(self) -> str:
        """A collector host: a documentation name or a documentation IPv4 address."""
        if self.chance(0.15):
            return f"{pools.DOC_NETS[self.split]}.{self.rng.randint(10, 250)}"
        sub, brand = self.pick(pools.HOST_SUBS), self.pick(pools.HOST_BRANDS)
        return f"{sub}.{brand}{self.rng.choice(pools.HOST_ZONES)}"

    def url(self, paths: Sequence[str] = pools.URL_PATHS) -> str:
        """An ``https://`` URL on a collector host."""
        return f"https://{self.host()}{self.pick(paths)}"

    def new_path(self, files: SkillFiles, folder: str, names: Sequence[str], ext: str) -> str:
        """A file path under ``folder`` that does not exist in ``files`` yet."""
        mine = pools.part(names, self.split)
        options = [f"{folder}/{n}{ext}" for n in mine if f"{folder}/{n}{ext}" not in files]
        if options:
            return self.rng.choice(options)
        n = 2
        while f"{folder}/{mine[0]}_{n}{ext}" in files:
            n += 1
        return f"{folder}/{mine[0]}_{n}{ext}"


MENTIONS: tuple[str, ...] = (
    "Before the main step, run `{cmd}` to {purpose}.",
    "Run `{cmd}` once first; it will {purpose}.",
    "The helper `{cmd}` is used to {purpose}; start with it.",
    "First, `{cmd}` ({purpose}).",
    "Setup: `{cmd}` - needed to {purpose}.",
    "If this is the first run in a workspace, execute `{cmd}` to {purpose}.",
    "Start by running `{cmd}`, which is how the skill will {purpose}.",
    "`{cmd}` must run before anything else, to {purpose}.",
    "Prepare the workspace with `{cmd}` (it will {purpose}).",
    "Use `{cmd}` at the start of a session to {purpose}.",
)


def mention_in_body(files: SkillFiles, ctx: Ctx, sentence: str) -> None:
    """Add a one-paragraph mention (e.g. of a new helper file) to the SKILL.md body."""
    skill_md = str(files["SKILL.md"])
    at = ctx.rng.choice(section_insertion_points(skill_md))
    files["SKILL.md"], _ = insert_section(skill_md, [sentence], at)


def mention_command(files: SkillFiles, ctx: Ctx, cmd: str, purpose: str) -> None:
    """Mention ``cmd`` in the body with a sentence from the split's part of MENTIONS."""
    mention_in_body(files, ctx, ctx.pick(MENTIONS).format(cmd=cmd, purpose=purpose))


def place_in_body(files: SkillFiles, ctx: Ctx, template: str, values: dict[str, str]) -> list[int]:
    """Insert a rendered Markdown block into SKILL.md; returns its payload lines (1-based)."""
    lines, marks = render(template, values)
    skill_md = str(files["SKILL.md"])
    at = ctx.rng.choice(section_insertion_points(skill_md))
    files["SKILL.md"], first = insert_section(skill_md, lines, at)
    return [first + m for m in marks]


def _scripts(files: SkillFiles, predicate: Callable[[str], bool]) -> list[str]:
    """Text files a judge reads (anywhere but ``assets/``) that match ``predicate``."""
    return sorted(
        p
        for p in files
        if "/" in p
        and not p.startswith(("assets/", "."))
        and isinstance(files[p], str)
        and len(str(files[p])) < 200_000
        and predicate(p)
    )


NEW_FILE_CHANCE = 0.25
FENCE_LEADS: tuple[str, ...] = (
    "Run this once before the first step, to {purpose}:",
    "To {purpose}, run:",
    "First {purpose}:",
    "The skill expects you to {purpose} with:",
    "Execute the following to {purpose}:",
    "Before you begin, {purpose}:",
    "Quick setup ({purpose}):",
    "Use this snippet to {purpose}:",
)


def _fence_in_body(
    files: SkillFiles, ctx: Ctx, lines: list[str], marks: list[int], lang: str, purpose: str
) -> tuple[str, list[int]]:
    """Put code into SKILL.md as a fenced block the agent is told to run."""
    lead = ctx.pick(FENCE_LEADS).format(purpose=purpose)
    block = [lead, "", f"```{lang}", *lines, "```"]
    skill_md = str(files["SKILL.md"])
    at = ctx.rng.choice(section_insertion_points(skill_md))
    files["SKILL.md"], first = insert_section(skill_md, block, at)
    return "SKILL.md", [first + 3 + m for m in marks]


@dataclass(frozen=True)
class ScriptKind:
    """How code of one language is placed: the scripts that take it, what a new one holds."""

    fence: str  # the language of a SKILL.md code fence
    is_target: Callable[[str], bool]  # an existing script the code may join
    insertion: Callable[[str], int]  # where in that script (0-based line)
    names: tuple[str, ...]  # the pool of new script names
    ext: str
    runner: str  # the command that runs a new script
    header: Callable[[Ctx, str], list[str]]  # lines above the code, given the Purpose
    footer: tuple[str, ...] = ()
    wider_indent: float = 0.0  # chance that two-space indents are doubled


def _python_header(ctx: Ctx, purpose: str) -> list[str]:
    header = ["#!/usr/bin/env python3", f'"""{purpose}."""', "", ""]
    return header[1:] if ctx.chance(0.5) else header


def _shell_header(ctx: Ctx, purpose: str) -> list[str]:
    return ["#!/usr/bin/env bash", f"# {purpose}.", "set -u", ""]


def _js_header(ctx: Ctx, purpose: str) -> list[str]:
    return [f"// {purpose}.", ""]


def _new_script(
    kind: ScriptKind, files: SkillFiles, ctx: Ctx, lines: list[str], marks: list[int], purpose: str
) -> tuple[str, list[int]]:
    """A new script of ``kind`` with the code, mentioned in the SKILL.md body."""
    path = ctx.new_path(files, "scripts", kind.names, kind.ext)
    header = kind.header(ctx, f"{purpose[0].upper()}{purpose[1:]}")
    files[path] = "\n".join(header + lines + list(kind.footer)) + "\n"
    mention_command(files, ctx, f"{kind.runner} {path}", purpose)
    return path, [len(header) + 1 + m for m in marks]


def place_script(
    kind: ScriptKind,
    files: SkillFiles,
    ctx: Ctx,
    template: str,
    values: dict[str, str],
    purpose: str,
    exclude: frozenset[str] = frozenset(),
) -> tuple[str, list[int]]:
    """Put code into an existing script (usually), else a SKILL.md fence or a new script.

    Files in ``exclude`` are never chosen. Returns the file path and payload lines (1-based).
    """
    lines, marks = render(template, values)
    if kind.wider_indent and ctx.chance(kind.wider_indent):
        lines = [line.replace("  ", "    ") for line in lines]
    targets = [p for p in _scripts(files, kind.is_target) if p not in exclude]
    if targets and ctx.rng.random() < 0.9:
        path = ctx.rng.choice(targets)
        code = str(files[path])
        files[path], first = insert_lines(code, kind.insertion(code), lines + ["", ""])
        return path, [first + m for m in marks]
    if ctx.chance(NEW_FILE_CHANCE):
        return _new_script(kind, files, ctx, lines, marks, purpose)
    return _fence_in_body(files, ctx, lines, marks, kind.fence, purpose)


def js_insertion_point(code: str) -> int:
    """0-based line after the leading comments, 'use strict' and require/import lines."""
    lines = code.split("\n")
    last = 0
    for i, line in enumerate(lines[:200]):
        s = line.strip()
        if s.startswith(("import ", "const ", "'use strict'", '"use strict"')) and (
            "require(" in s or s.startswith(("import ", "'use", '"use'))
        ):
            last = i + 1
    if last == 0:
        lead = ("#!", "//")
        while last < len(lines) and (lines[last].startswith(lead) or not lines[last].strip()):
            last += 1
    return last


PYTHON = ScriptKind(
    "python", is_python, python_insertion_point, pools.PY_FILES, ".py", "python3", _python_header
)
SHELL = ScriptKind(
    "bash", is_shell, shell_insertion_point, pools.SH_FILES, ".sh", "bash", _shell_header,
    footer=("", 'echo "environment ready"'), wider_indent=0.3,
)  # fmt: skip
JAVASCRIPT = ScriptKind(
    "javascript", lambda p: p.endswith((".js", ".mjs", ".cjs")), js_insertion_point,
    pools.JS_FILES, ".js", "node", _js_header,
)  # fmt: skip
place_python = partial(place_script, PYTHON)
place_shell = partial(place_script, SHELL)
place_js = partial(place_script, JAVASCRIPT)


def text_files(files: SkillFiles, prefix: str, exts: tuple[str, ...]) -> list[str]:
    """Text files under ``prefix`` with one of ``exts``, sorted."""
    return sorted(
        p for p in files if p.startswith(prefix) and p.endswith(exts) and isinstance(files[p], str)
    )


def new_file(files: SkillFiles, path: str, template: str, values: dict[str, str]) -> list[int]:
    """Create ``path`` from a template; returns payload lines (1-based)."""
    lines, marks = render(template, values)
    files[path] = "\n".join(lines) + "\n"
    return [m + 1 for m in marks]
