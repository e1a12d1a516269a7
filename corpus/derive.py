"""Degraded (incomplete) packages derived from complete real packages by construction.

Each derivation removes or hollows out one part of a complete (completeness 3) package
and is recorded as recipe ``incomplete-<name>`` with label source
``construction:incomplete-<name>``. The derived package keeps the base's folder name
and frontmatter; its folder id is a keyed hash.

Label rules (documented here and in the datasheet):

- **completeness**: 1 when what an agent needs to *act* is gone — the steps, the
  inputs/outputs, or working scripts (``remove-steps``, ``placeholder-steps``,
  ``strip-to-summary``, ``stub-scripts``, ``remove-only-script``: the one script SKILL.md
  tells the agent to run is gone); 2 when only one supporting part is removed and the
  steps still work (``remove-prerequisites``, ``remove-error-handling``, ``remove-io``,
  ``remove-referenced-script``: one of several referenced scripts is gone,
  ``placeholder-references``: the reference files are TODO stubs).
- **threat**: inherited from the base (removing text adds no threat).
- **alignment**: inherited, except ``stub-scripts`` and the script removals: the
  description still claims what the scripts no longer do, so alignment becomes 2
  (uncertain, ``claim_not_implemented``).
- **design**: base score minus ``design_drop`` (2 for major removals, 1 for minor), never
  below 1; the affected dimensions get a note saying what was removed.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from corpus.common import opaque_id
from corpus.model import BaseSkill, GeneratorError, Variant, rng_for
from corpus.skillfiles import SkillFiles, find_section, is_python, is_shell, sections

STEPS_RE = re.compile(r"(?i)\b(steps?|instructions?|workflow|usage|how to|procedure|process)\b")
PREREQ_RE = re.compile(
    r"(?i)\b(prerequisites?|requirements?|setup|install(ation)?|before you|dependencies)\b"
)
IO_RE = re.compile(r"(?i)\b(inputs?|outputs?|examples?|arguments|parameters|options|result)\b")
ERRORS_RE = re.compile(
    r"(?i)\b(errors?|troubleshoot\w*|edge cases?|failures?|pitfalls?|caveats?|limitations?)\b"
)

Derive = Callable[[SkillFiles], SkillFiles]


@dataclass(frozen=True)
class Derivation:
    """One incomplete-variant construction and its label rule."""

    name: str
    completeness: int
    design_drop: int
    dimensions: tuple[str, ...]
    alignment: int | None  # None: inherit from the base
    note: str
    apply: Derive

    @property
    def recipe(self) -> str:
        """Recipe id (``incomplete-<name>``)."""
        return f"incomplete-{self.name}"


def _skill_lines(files: SkillFiles) -> list[str]:
    text = files.get("SKILL.md")
    if not isinstance(text, str):
        raise GeneratorError("SKILL.md missing or not text")
    return text.split("\n")


def _drop_section(
    files: SkillFiles, pattern: re.Pattern[str], keep_heading: str | None
) -> SkillFiles:
    lines = _skill_lines(files)
    sec = find_section(lines, pattern)
    if sec is None:
        raise GeneratorError(f"no section matching {pattern.pattern}")
    replacement = [lines[sec.start], "", keep_heading, ""] if keep_heading else []
    out = dict(files)
    out["SKILL.md"] = "\n".join(lines[: sec.start] + replacement + lines[sec.end :])
    return out


def remove_steps(files: SkillFiles) -> SkillFiles:
    """Delete the steps/instructions/workflow section entirely."""
    return _drop_section(files, STEPS_RE, None)


def placeholder_steps(files: SkillFiles) -> SkillFiles:
    """Keep the steps heading but replace its content with a placeholder."""
    return _drop_section(files, STEPS_RE, "TODO: write the steps.")


def remove_prerequisites(files: SkillFiles) -> SkillFiles:
    """Delete the prerequisites/requirements/setup section."""
    return _drop_section(files, PREREQ_RE, None)


def remove_io(files: SkillFiles) -> SkillFiles:
    """Delete the inputs/outputs/examples section."""
    return _drop_section(files, IO_RE, None)


def remove_error_handling(files: SkillFiles) -> SkillFiles:
    """Delete the errors/troubleshooting/edge-cases section."""
    return _drop_section(files, ERRORS_RE, None)


def strip_to_summary(files: SkillFiles) -> SkillFiles:
    """Keep only the frontmatter and the introduction before the first ``##`` section."""
    lines = _skill_lines(files)
    level2 = [s for s in sections(lines) if s.level == 2]
    if len(level2) < 2:
        raise GeneratorError("fewer than two sections to strip")
    out = dict(files)
    out["SKILL.md"] = "\n".join(lines[: level2[0].start]).rstrip("\n") + "\n"
    return out


def _stub_python(code: str) -> str:
    """Replace every top-level function body with a TODO (docstrings kept); parse only."""
    tree = ast.parse(code)
    lines = code.split("\n")
    funcs = [n for n in tree.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    if not funcs:
        raise GeneratorError("no top-level functions to stub")
    for fn in sorted(funcs, key=lambda f: f.lineno, reverse=True):
        first = fn.body[0]
        if first.lineno == fn.lineno:  # one-line def: leave it
            continue
        has_doc = (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        )
        start = (first.end_lineno or first.lineno) if has_doc else first.lineno - 1
        end = fn.end_lineno or fn.lineno
        indent = " " * (first.col_offset)
        stub = [
            f"{indent}# TODO: implement",
            f"{indent}pass" if fn.name != "main" else f"{indent}...",
        ]
        lines[start:end] = stub
    return "\n".join(lines)


def _stub_shell(code: str) -> str:
    lines = code.split("\n")
    head = []
    for line in lines:
        if line.startswith("#") or not line.strip() or line.startswith("set "):
            head.append(line)
        else:
            break
    return "\n".join(head + ["# TODO: implement", 'echo "not implemented yet"', ""])


def _stub_js(code: str) -> str:
    lines = code.split("\n")
    head = []
    for line in lines:
        if line.startswith(("#!", "//", "'use strict'", '"use strict"')) or not line.strip():
            head.append(line)
        else:
            break
    return "\n".join(head + ["// TODO: implement", "module.exports = {};", ""])


def stub_scripts(files: SkillFiles) -> SkillFiles:
    """Hollow out every script: Python bodies become ``# TODO``/``pass``, shell/JS a TODO."""
    out = dict(files)
    changed = 0
    for path in sorted(p for p in files if p.startswith("scripts/")):
        code = files[path]
        if not isinstance(code, str):
            continue
        try:
            if is_python(path):
                out[path] = _stub_python(code)
            elif is_shell(path):
                out[path] = _stub_shell(code)
            elif path.endswith((".js", ".mjs", ".cjs")):
                out[path] = _stub_js(code)
            else:
                continue
        except (SyntaxError, GeneratorError):
            continue
        changed += 1
    if not changed:
        raise GeneratorError("no scripts to stub")
    return out


SCRIPT_EXTS = (".py", ".sh", ".bash", ".js", ".mjs", ".cjs", ".ts", ".rb", ".ps1")


def referenced_scripts(files: SkillFiles) -> list[str]:
    """Script files whose path SKILL.md mentions, sorted."""
    skill_md = files.get("SKILL.md")
    if not isinstance(skill_md, str):
        return []
    return sorted(
        p
        for p in files
        if p != "SKILL.md" and p.endswith(SCRIPT_EXTS) and "/" in p and p in skill_md
    )


def _remove_script(files: SkillFiles, want_only: bool) -> SkillFiles:
    scripts = referenced_scripts(files)
    if not scripts or (len(scripts) == 1) != want_only:
        raise GeneratorError("referenced scripts do not fit this derivation")
    victim = max(scripts, key=lambda p: (len(str(files[p])), p))
    return {p: c for p, c in files.items() if p != victim}


def remove_only_script(files: SkillFiles) -> SkillFiles:
    """Delete the one script SKILL.md tells the agent to run."""
    return _remove_script(files, True)


def remove_referenced_script(files: SkillFiles) -> SkillFiles:
    """Delete the largest of several scripts SKILL.md refers to."""
    return _remove_script(files, False)


def placeholder_references(files: SkillFiles) -> SkillFiles:
    """Replace every Markdown reference file with a TODO stub (headings kept)."""
    refs = [p for p in files if p.startswith("references/") and p.endswith(".md")]
    refs = [p for p in refs if isinstance(files[p], str) and len(str(files[p])) > 400]
    if not refs:
        raise GeneratorError("no reference files to hollow out")
    out = dict(files)
    for p in refs:
        heads = [line for line in str(files[p]).split("\n") if line.startswith("#")][:3]
        out[p] = "\n".join((heads or ["# Notes"]) + ["", "TODO: write this section.", ""])
    return out


DERIVATIONS: dict[str, Derivation] = {
    d.name: d
    for d in (
        Derivation(
            "remove-steps",
            1,
            2,
            ("D4",),
            None,
            "the steps section was removed; no ordered instructions remain",
            remove_steps,
        ),
        Derivation(
            "placeholder-steps",
            1,
            2,
            ("D4",),
            None,
            "the steps section is a TODO placeholder",
            placeholder_steps,
        ),
        Derivation(
            "strip-to-summary",
            1,
            2,
            ("D4", "D5", "D6"),
            None,
            "only the introduction remains; steps, inputs and edge cases are gone",
            strip_to_summary,
        ),
        Derivation(
            "stub-scripts",
            1,
            2,
            ("D7",),
            2,
            "the scripts are stubs (TODO/pass/...); the claimed behaviour is not implemented",
            stub_scripts,
        ),
        Derivation(
            "remove-only-script",
            1,
            2,
            ("D7",),
            2,
            "the only script SKILL.md tells the agent to run is missing from the package",
            remove_only_script,
        ),
        Derivation(
            "remove-referenced-script",
            2,
            1,
            ("D7",),
            2,
            "one of the scripts SKILL.md refers to is missing from the package",
            remove_referenced_script,
        ),
        Derivation(
            "placeholder-references",
            2,
            1,
            ("D3",),
            None,
            "the reference files are TODO stubs; only their headings remain",
            placeholder_references,
        ),
        Derivation(
            "remove-io",
            2,
            1,
            ("D5",),
            None,
            "the inputs/outputs/examples section was removed",
            remove_io,
        ),
        Derivation(
            "remove-prerequisites",
            2,
            1,
            ("D6",),
            None,
            "the prerequisites/setup section was removed",
            remove_prerequisites,
        ),
        Derivation(
            "remove-error-handling",
            2,
            1,
            ("D6",),
            None,
            "the errors/edge-cases section was removed",
            remove_error_handling,
        ),
    )
}


def derive_variant(base: BaseSkill, derivation: Derivation, vid: str = "x") -> Variant:
    """Apply one derivation to a copy of ``base``."""
    files = derivation.apply(base.files())
    return Variant(vid, base, derivation.recipe, "incomplete", files)


def derive_incomplete(
    bases: Iterable[BaseSkill],
    *,
    seed: int,
    n: int = 50,
    taken_ids: set[str] | None = None,
) -> list[Variant]:
    """Derive up to ``n`` degraded packages, spreading derivations and bases evenly.

    For each sample the least-used derivation is tried on the least-used bases (seeded
    order); pairs that do not fit (e.g. no steps section) are skipped.
    """
    pool = sorted(bases, key=lambda b: b.id)
    taken = taken_ids if taken_ids is not None else {b.id for b in pool}
    use: Counter[str] = Counter()
    base_use: Counter[str] = Counter()
    tried: set[tuple[str, str]] = set()
    out: list[Variant] = []
    order = rng_for(seed, "derive")
    while len(out) < n:
        made = None
        for d in sorted(DERIVATIONS.values(), key=lambda d: (use[d.name], d.name)):
            candidates = [b for b in pool if (b.id, d.name) not in tried]
            order.shuffle(candidates)
            candidates.sort(key=lambda b: base_use[b.id])
            for base in candidates:
                tried.add((base.id, d.name))
                try:
                    made = derive_variant(base, d)
                except GeneratorError:
                    continue
                k = 0
                while (vid := opaque_id("derived", str(seed), base.id, d.recipe, str(k))) in taken:
                    k += 1
                taken.add(vid)
                made.id = vid
                break
            if made:
                break
        if made is None:
            break
        out.append(made)
        use[made.recipe.removeprefix("incomplete-")] += 1
        base_use[made.base.id] += 1
    return sorted(out, key=lambda v: v.id)
