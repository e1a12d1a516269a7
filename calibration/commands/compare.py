"""sgb compare: several judges side by side on the same samples.

Ranks judges (one log set per judge, same grader and dataset version) by a
chance-corrected metric with 95% bootstrap intervals, in tiers of judges a paired
bootstrap with Holm correction cannot tell apart.

    sgb compare logs/threat/ --out results/threat-compare/
"""

from __future__ import annotations

import argparse
import sys

from calibration.arguments import add_command, add_log_arguments
from calibration.exit_codes import EXIT_OK
from calibration.ranking import DEFAULT_RANK_METRIC, RANK_METRICS


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register sgb compare."""
    parser = add_command(subparsers, "compare", description=__doc__,
                         summary="several judges side by side on the same samples")  # fmt: skip
    add_log_arguments(parser)
    parser.add_argument(
        "--metric",
        default=DEFAULT_RANK_METRIC,
        choices=list(RANK_METRICS),
        help="chance-corrected metric to rank by (default: mcc, Matthews correlation of the "
        "pass/fail verdict; fails_kappa is Cohen's kappa of that verdict)",
    )
    parser.add_argument("--unparseable", choices=["wrong", "skip"], default="wrong",
                        help="rank with unparseable answers scored as wrong (default) or "
                        "on parsed answers only")  # fmt: skip
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Execute sgb compare; returns the exit code."""
    from calibration.comparison import compare_judges
    from calibration.comparison_report import render_markdown, write_comparison
    from calibration.loading import load_judgments
    from calibration.output_folder import check_output_folder, output_folder
    from calibration.render import to_json

    if args.out:
        check_output_folder(args.out, force=args.force)
    judgments = load_judgments(args.logs, progress=False if args.quiet else None)
    result = compare_judges(
        judgments.frame, judgments.scale, metric=args.metric, unparseable=args.unparseable,
        n_resamples=args.bootstrap, seed=args.seed,
    )  # fmt: skip
    result["reading"] = {"warnings": judgments.warnings, "skipped": judgments.skipped}
    result["notes"] += judgments.warnings + judgments.skipped
    if args.out:
        with output_folder(args.out, force=args.force) as staging:
            written = write_comparison(result, staging)
        if not args.quiet:
            print(f"wrote {', '.join(written)} to {args.out}", file=sys.stderr)
    print(to_json(result) if args.format == "json" else render_markdown(result))
    return EXIT_OK
