"""python -m corpus: the same subcommands as sgb corpus (build, check, audit, export, ...)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of python -m corpus."""
    from calibration.arguments import SgbArgumentParser, add_version_argument
    from calibration.cli import run_command
    from calibration.commands import corpus

    parser = SgbArgumentParser(
        prog="python -m corpus",
        description=corpus.__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_version_argument(parser)
    return run_command(corpus.configure(parser), argv)


if __name__ == "__main__":
    raise SystemExit(main())
