"""Argument handling shared by the sgb subcommands: usage errors exit 4, bounded numbers,
the version, the options of the log-reading commands.

>>> bounded_int(0, 100_000)("2000")
2000
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from calibration.exit_codes import EXIT_ERROR

MAX_BOOTSTRAP = 100_000
"""Most bootstrap resamples a report or comparison may ask for (memory grows with it)."""


class SgbArgumentParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose usage errors exit 4 (bad input), never 2 (INCONCLUSIVE)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(EXIT_ERROR, f"{self.prog}: error: {message}\n")


def bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse ``type`` accepting integers in ``[low, high]`` only."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not an integer") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is outside {low}..{high}")
        return value

    parse.__name__ = "integer"
    return parse


def add_log_arguments(parser: argparse.ArgumentParser) -> None:
    """The options ``sgb report`` and ``sgb compare`` share: logs, outputs, bootstrap."""
    parser.add_argument(
        "logs", nargs="+", help="Inspect log files or folders (searched recursively)"
    )
    parser.add_argument(
        "--out",
        type=Path,
        help="write Markdown, JSON and PNG files to this folder (refused if not empty)",
    )
    parser.add_argument("--force", action="store_true", help="replace a non-empty --out folder")
    parser.add_argument(
        "--format",
        choices=["md", "json"],
        default="md",
        help="what to print on stdout (default: md)",
    )
    parser.add_argument("--seed", type=int, default=0, help="bootstrap seed (default: 0)")
    parser.add_argument(
        "--bootstrap",
        type=bounded_int(0, MAX_BOOTSTRAP),
        default=1000,
        metavar="N",
        help=f"bootstrap resamples, 0 to {MAX_BOOTSTRAP} (default: 1000; 0 disables intervals)",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar or file list")


def version_text() -> str:
    """The project's version and the inspect-ai version it runs with.

    >>> version_text().startswith("skill-grader-bench ")
    True
    """
    project, inspect = _installed("skill-grader-bench"), _installed("inspect-ai")
    return f"skill-grader-bench {project} (inspect-ai {inspect})"


def _installed(distribution: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(distribution)
    except PackageNotFoundError:
        return "not installed"


class _VersionAction(argparse.Action):
    """Print version_text() and exit 0; the installed versions are read only when asked."""

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> NoReturn:
        print(version_text())
        parser.exit(0)


def add_version_argument(parser: argparse.ArgumentParser) -> None:
    """--version: print the project's and inspect-ai's versions and exit 0."""
    parser.add_argument(
        "--version", action=_VersionAction, nargs=0, help="print the versions and exit"
    )


def add_command(
    subparsers: argparse._SubParsersAction,
    name: str,
    *,
    summary: str,
    description: str,
    epilog: str | None = None,
) -> argparse.ArgumentParser:
    """Register one subcommand: ``summary`` in the list of commands, ``description`` and
    ``epilog`` (plain text, line breaks kept) in its own --help."""
    return subparsers.add_parser(
        name,
        help=summary,
        description=description,
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
