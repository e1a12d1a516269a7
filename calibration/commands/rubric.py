"""sgb rubric diff A B: what changed between two rubric versions of a grader.

A header names both versions (version, parent, hash, changelog), then a unified diff of
each part a judge sees: the system message, the instructions and the scale. A and B are
versions (v1) under tasks/rubrics/<grader>/ or paths to YAML files; --grader is needed
for versions and otherwise read from the files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from calibration.arguments import add_command
from calibration.errors import CalibrationError
from calibration.exit_codes import EXIT_OK
from scorers.graders import GRADERS
from scorers.rubric import RUBRICS_DIR


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register rubric (with its diff subcommand) on the sgb subparsers."""
    rubric = subparsers.add_parser("rubric", help="rubric versions: diff")
    inner = rubric.add_subparsers(dest="rubric_command", metavar="SUBCOMMAND", required=True)
    summary = "unified diff of two rubric versions (instructions, scale, system)"
    parser = add_command(inner, "diff", summary=summary, description=__doc__)
    parser.add_argument("a", help="old rubric: version (e.g. v1) or YAML path")
    parser.add_argument("b", help="new rubric: version or YAML path")
    parser.add_argument("--grader", choices=sorted(GRADERS), help="grader (needed for versions)")
    parser.add_argument("--rubrics-dir", default=str(RUBRICS_DIR),
                        help="folder of <grader>/<version>.yaml files")  # fmt: skip
    parser.add_argument("-U", "--context", type=int, default=3, help="lines of context")
    parser.set_defaults(run=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Print the diff; exit 0, or 4 when a rubric cannot be loaded."""
    from calibration.rubric_diff import diff_rubrics, load_either

    a = load_either(args.a, args.grader, Path(args.rubrics_dir))
    b = load_either(args.b, args.grader or a.grader, Path(args.rubrics_dir))
    if a.grader != b.grader:
        raise CalibrationError(f"{a.name} and {b.name} are different graders")
    sys.stdout.write(diff_rubrics(a, b, context=args.context))
    return EXIT_OK
