"""The ``sgb`` command: judge the judges from Inspect eval logs.

Each subcommand lives in its own module exposing ``add_parser(subparsers)``, which sets
``run`` as the parser default; adding a subcommand means adding its module to
:data:`SUBCOMMANDS`. Exit codes (:mod:`calibration.exit_codes`): 0 success or PASS,
1 FAIL, 2 INCONCLUSIVE (the gate's decisions only), 4 bad input or any error — one line
on stderr, no traceback; an error never reads as a decision.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from calibration.arguments import SgbArgumentParser
from calibration.errors import CalibrationError
from calibration.exit_codes import EXIT_ERROR

SUBCOMMANDS: tuple[str, ...] = (
    "calibration.report",
    "calibration.compare",
    "calibration.gate",
    "calibration.refine.cli",
    "calibration.rubric_diff",
    "calibration.leaderboard",
    "corpus.annotation_cli",
)
# Where a subcommand lives, so that running it imports only its module (the others pull
# in Inspect and statsmodels, seconds of start-up); any other name loads them all.
COMMAND_MODULES = {"report": "calibration.report"}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The top-level parser with every registered subcommand (or only ``command``'s)."""
    parser = SgbArgumentParser(
        prog="sgb",
        description="Skill Grader Bench: how far can a judge be trusted? Reads Inspect eval "
        "logs of the grader tasks and reports verdict and exact accuracy, agreement and "
        "run-to-run variance with bootstrap confidence intervals.",
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
        return EXIT_ERROR
    try:
        return int(args.run(args))
    except CalibrationError as error:
        print(f"sgb {args.command}: error: {error}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print(f"sgb {args.command}: interrupted", file=sys.stderr)
        return EXIT_ERROR
    except Exception as error:  # noqa: BLE001 (an error must exit 4, never read as FAIL)
        first = str(error).splitlines()[0] if str(error) else ""
        print(f"sgb {args.command}: error: {type(error).__name__}: {first}", file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main())
