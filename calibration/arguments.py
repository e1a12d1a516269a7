"""Argument handling shared by the ``sgb`` subcommands: usage errors exit 4, bounded numbers.

>>> bounded_int(0, 100_000)("2000")
2000
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
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
