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
SUBCOMMANDS += ("corpus.annotation_cli",)
EXIT_OK, EXIT_FAILURE, EXIT_USAGE = 0, 1, 2
# Where a subcommand lives, so that running it imports only its module (the others pull
# in Inspect and statsmodels, seconds of start-up); any other name loads them all.
COMMAND_MODULES = {"report": "calibration.report"}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The top-level parser with every registered subcommand (or only ``command``'s)."""
    parser = argparse.ArgumentParser(
        prog="sgb",
        description="Skill Grader Bench: how far can a judge be trusted? Reads Inspect eval "
        "logs of the grader tasks and reports accuracy, agreement and run-to-run variance "
        "with bootstrap confidence intervals.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = [COMMAND_MODULES[command]] if command in COMMAND_MODULES else SUBCOMMANDS
    for module in modules:
        importlib.import_module(module).add_parser(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``sgb`` console script."""
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(words[0] if words else None)
    args = parser.parse_args(words)
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
