"""sgb leaderboard: judges x graders x sample origin, ranked by a chance-corrected metric.

Ranks every judge in the logs per grader and per sample origin with paired-bootstrap
tiers, with F1, precision, recall, false-positive rate, cost, unparseable rate and
run-to-run stability; writes leaderboard.md, leaderboard.json and a forest plot per grader.

    sgb leaderboard logs/leaderboard/ --out results/leaderboard/
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from calibration.arguments import add_command
from calibration.errors import CalibrationError
from calibration.exit_codes import EXIT_OK
from calibration.ranking import DEFAULT_RANK_METRIC, RANK_METRICS


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register sgb leaderboard."""
    parser = add_command(subparsers, "leaderboard", description=__doc__,
                         summary="judges x graders x sample origin, ranked by a "
                         "chance-corrected metric")  # fmt: skip
    parser.add_argument("logs", nargs="+", type=Path, help="Inspect log files or folders")
    parser.add_argument("--out", type=Path, required=True, help="output folder")
    parser.add_argument("--metric", default=DEFAULT_RANK_METRIC, choices=list(RANK_METRICS),
                        help="chance-corrected rank metric (default: mcc)")  # fmt: skip
    parser.add_argument("--bootstrap", type=int, default=1000, help="resamples (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="bootstrap seed (default 0)")
    parser.add_argument("--title", default="Judge leaderboard", help="Markdown title")
    parser.add_argument("--quiet", action="store_true", help="no progress output")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Execute sgb leaderboard; returns the exit code."""
    from calibration.leaderboard import build_leaderboard, render_markdown, write_leaderboard
    from calibration.loading import load_judgments_by_grader
    from calibration.render import relative_paths

    if args.bootstrap < 0:
        raise CalibrationError("--bootstrap must be >= 0")
    by_grader = load_judgments_by_grader(args.logs, progress=False if args.quiet else None)
    board = build_leaderboard(by_grader, metric=args.metric, n_resamples=args.bootstrap,
                              seed=args.seed)  # fmt: skip
    written = write_leaderboard(board, args.out, title=args.title)
    if not args.quiet:
        print(f"wrote {', '.join(written)} to {args.out}", file=sys.stderr)
    print(relative_paths(render_markdown(board, title=args.title), Path.cwd()))
    return EXIT_OK
