"""The sgb command: judge the judges from Inspect eval logs, and build the corpus.

Each subcommand lives in its own module under calibration/commands/, exposing
add_parser(subparsers), which sets run as the parser default; adding a subcommand means
adding its module to COMMAND_MODULES. Exit codes (calibration/exit_codes.py): 0 success
or PASS, 1 FAIL (the gate) or problems found (corpus check, audit), 2 INCONCLUSIVE (the
gate only), 4 bad input or any error: one line on stderr, no traceback; an error never
reads as a decision.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from calibration.arguments import SgbArgumentParser, add_version_argument
from calibration.errors import is_user_error
from calibration.exit_codes import EXIT_ERROR

# Where each subcommand lives, so that running one imports only its module (the others
# pull in Inspect and statsmodels, seconds of start-up); any other word loads them all.
COMMAND_MODULES: dict[str, str] = {
    "report": "calibration.commands.report",
    "compare": "calibration.commands.compare",
    "gate": "calibration.commands.gate",
    "refine": "calibration.commands.refine",
    "rubric": "calibration.commands.rubric",
    "leaderboard": "calibration.commands.leaderboard",
    "corpus": "calibration.commands.corpus",
}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The top-level parser with every subcommand (or only ``command``'s)."""
    parser = SgbArgumentParser(
        prog="sgb",
        description="Skill Grader Bench: how far can a judge be trusted? Reads Inspect eval "
        "logs of the grader tasks and reports verdict and exact accuracy, agreement and "
        "run-to-run variance with bootstrap confidence intervals; builds and checks the corpus.",
        epilog="exit codes: 0 success or PASS, 1 FAIL or problems found, 2 INCONCLUSIVE, "
        "4 bad input or error",
    )
    add_version_argument(parser)
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    modules = [COMMAND_MODULES[command]] if command in COMMAND_MODULES else COMMAND_MODULES.values()
    for module in modules:
        importlib.import_module(module).add_parser(subparsers)
    return parser


def run_command(parser: argparse.ArgumentParser, argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` with ``parser`` and run the chosen subcommand; return its exit code.

    Usage errors exit 4 (through SgbArgumentParser); a user's error is one line on stderr
    and exit 4; any other exception is one line with its type, and exit 4.
    """
    args = parser.parse_args(sys.argv[1:] if argv is None else list(argv))
    if not getattr(args, "run", None):
        parser.print_help(sys.stderr)
        return EXIT_ERROR
    words = [getattr(args, key, None) for key in ("command", "corpus_command", "rubric_command")]
    name = " ".join([parser.prog, *(word for word in words if isinstance(word, str))])
    try:
        return int(args.run(args))
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_ERROR
    except KeyboardInterrupt:
        print(f"{name}: interrupted", file=sys.stderr)
    except Exception as error:  # an error must exit 4, never read as FAIL
        first = str(error).splitlines()[0] if str(error) else ""
        detail = first if is_user_error(error) else f"{type(error).__name__}: {first}"
        print(f"{name}: error: {detail}", file=sys.stderr)
    return EXIT_ERROR


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the sgb console script."""
    words = list(sys.argv[1:] if argv is None else argv)
    return run_command(build_parser(words[0] if words else None), words)


if __name__ == "__main__":
    sys.exit(main())
