"""``sgb rubric diff A B``: what changed between two rubric versions of a grader.

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

import argparse
import difflib
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml

from calibration.arguments import SgbArgumentParser
from calibration.exit_codes import EXIT_ERROR
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


def configure(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Arguments of ``rubric diff``."""
    parser.add_argument("a", help="old rubric: version (e.g. v1) or YAML path")
    parser.add_argument("b", help="new rubric: version or YAML path")
    parser.add_argument("--grader", choices=sorted(GRADERS), help="grader (needed for versions)")
    parser.add_argument("--rubrics-dir", default=str(RUBRICS_DIR),
                        help="folder of <grader>/<version>.yaml files")  # fmt: skip
    parser.add_argument("-U", "--context", type=int, default=3, help="lines of context")
    parser.set_defaults(run=run)
    return parser


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``rubric`` (with its ``diff`` subcommand) on the ``sgb`` subparsers."""
    rubric = subparsers.add_parser("rubric", help="rubric versions: diff")
    inner = rubric.add_subparsers(dest="rubric_command", required=True)
    diff = inner.add_parser(
        "diff",
        help="unified diff of two rubric versions (instructions, scale, system)",
        description=__doc__.split("\n\n")[0],
    )
    return configure(diff)


def run(args: argparse.Namespace) -> int:
    """Print the diff; exit 0, or 4 when a rubric cannot be loaded."""
    try:
        grader = args.grader
        a = load_either(args.a, grader, Path(args.rubrics_dir))
        b = load_either(args.b, grader or a.grader, Path(args.rubrics_dir))
    except RubricError as error:
        print(f"sgb rubric diff: error: {error}", file=sys.stderr)
        return EXIT_ERROR
    if a.grader != b.grader:
        print(f"sgb rubric diff: error: {a.name} and {b.name} are different graders",
              file=sys.stderr)  # fmt: skip
        return EXIT_ERROR
    sys.stdout.write(diff_rubrics(a, b, context=args.context))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Standalone entry point (``python -m calibration.rubric_diff A B``)."""
    parser = configure(SgbArgumentParser(prog="sgb rubric diff"))
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
