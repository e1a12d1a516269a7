"""What changed between two rubric versions of a grader (shown by sgb rubric diff A B).

A header names both versions (version, parent, hash, changelog), then a unified diff
of each part a judge sees: the system message, the instructions and the scale.
A and B are versions (``v1``) under ``tasks/rubrics/<grader>/`` or paths to YAML files;
``--grader`` is needed for versions and otherwise read from the files.

>>> print(diff_rubrics(load_rubric("threat", "v1"), load_rubric("threat", "v2")))
... # doctest: +SKIP
# rubric diff: threat v1 -> v2
...
"""

from __future__ import annotations

import difflib
from pathlib import Path

import yaml

from scorers.graders import GRADERS
from scorers.rubric import RUBRICS_DIR, Rubric, RubricError, load_rubric


def _scale_text(rubric: Rubric) -> str:
    return "\n".join(
        f"{score}: {text}" for score, text in sorted(rubric.scale.items(), reverse=True)
    )


def _part_diff(name: str, old: str, new: str, a: Rubric, b: Rubric, context: int) -> list[str]:
    lines = list(
        difflib.unified_diff(
            old.splitlines(),
            new.splitlines(),
            fromfile=f"{a.name} {name}",
            tofile=f"{b.name} {name}",
            n=context,
            lineterm="",
        )
    )
    return lines or [f"({name}: unchanged)"]


def diff_rubrics(a: Rubric, b: Rubric, *, context: int = 3) -> str:
    """Header plus unified diffs of system, instructions and scale (``(unchanged)`` if same).

    The result is plain text; in a Markdown comment wrap it in a ``diff`` code block.
    """
    header = [
        f"# rubric diff: {a.grader} {a.version} -> {b.version}",
        f"# A: {a.version}  parent={a.parent}  sha256={a.hash}  ({a.path})",
        f"#    changelog: {a.changelog or '-'}",
        f"# B: {b.version}  parent={b.parent}  sha256={b.hash}  ({b.path})",
        f"#    changelog: {b.changelog or '-'}",
    ]
    if a.hash == b.hash:
        header.append("# identical files (same content hash)")
    body: list[str] = []
    for name, old, new in (
        ("system", a.system, b.system),
        ("instructions", a.instructions, b.instructions),
        ("scale", _scale_text(a), _scale_text(b)),
    ):
        body += ["", *_part_diff(name, old, new, a, b, context)]
    return "\n".join(header + body) + "\n"


def _grader_of(reference: str, grader: str | None) -> str:
    if grader:
        return grader
    path = Path(reference)
    if path.suffix in (".yaml", ".yml") and path.is_file():
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and data.get("grader") in GRADERS:
            return str(data["grader"])
    raise RubricError(f"cannot tell the grader of {reference!r}; pass --grader")


def load_either(reference: str, grader: str | None, rubrics_dir: Path = RUBRICS_DIR) -> Rubric:
    """A rubric from a version name (needs ``grader``) or a YAML path."""
    return load_rubric(_grader_of(reference, grader), reference, rubrics_dir)
