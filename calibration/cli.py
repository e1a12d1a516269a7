"""The ``sgb`` command: judge the judges from Inspect eval logs.

Each subcommand lives in its own module exposing ``add_parser(subparsers)``, which sets
``run`` as the parser default; adding a subcommand means adding its module to
:data:`SUBCOMMANDS`. Exit codes: 0 success, 2 usage or input error (one line on
stderr, no traceback), 1 unexpected failure.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from calibration.errors import CalibrationError

SUBCOMMANDS: tuple[str, ...] = ("calibration.report", "calibration.compare")
SUBCOMMANDS += ("calibration.gate",)  # release gate (issue 5)
SUBCOMMANDS += ("calibration.refine.cli",)  # rubric generator (issue 5)
SUBCOMMANDS += ("calibration.rubric_diff",)  # sgb rubric diff (issue 5)
SUBCOMMANDS += ("calibration.leaderboard",)
EXIT_OK, EXIT_FAILURE, EXIT_USAGE = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    """The top-level parser with every registered subcommand."""
    parser = argparse.ArgumentParser(
        prog="sgb",
        description="Skill Grader Bench: how far can a judge be trusted? Reads Inspect eval "
        "logs of the grader tasks and reports accuracy, agreement and run-to-run variance "
        "with bootstrap confidence intervals.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in SUBCOMMANDS:
        importlib.import_module(module).add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``sgb`` console script."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return int(args.run(args))
    except CalibrationError as error:
        print(f"sgb {args.command}: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print(f"sgb {args.command}: interrupted", file=sys.stderr)
        return EXIT_FAILURE


if __name__ == "__main__":
    sys.exit(main())
