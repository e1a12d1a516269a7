"""sgb report: how far one judge can be trusted, with the uncertainty stated.

Accuracy, agreement and run-to-run variance of ONE judge against the reference labels,
with 95% bootstrap intervals. Logs of several graders give one report per grader (in
<out>/<grader>/) and an index.

    sgb report logs/threat-static/ --out results/threat-static/
"""

from __future__ import annotations

import argparse
import importlib
import sys

from calibration.arguments import add_command, add_log_arguments
from calibration.exit_codes import EXIT_OK

# Statistics and plotting libraries take seconds to import; `sgb report` imports them
# while its reader processes read the logs.
STATISTICS_MODULES = ("calibration.judge_summary", "calibration.plots")


def import_statistics() -> None:
    """Import what the summary and the plots need."""
    for module in STATISTICS_MODULES:
        importlib.import_module(module)


def add_parser(subparsers: argparse._SubParsersAction) -> None:
    """Register sgb report."""
    parser = add_command(subparsers, "report", summary="calibration report for one judge",
                         description=__doc__)  # fmt: skip
    add_log_arguments(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Execute sgb report: one report, or one per grader when the logs hold several."""
    from calibration.judge_report import build_report, render_index, render_markdown, write_report
    from calibration.loading import load_judgments_by_grader
    from calibration.output_folder import check_output_folder, output_folder
    from calibration.render import to_json

    if args.out:
        check_output_folder(args.out, force=args.force)
    by_grader = load_judgments_by_grader(
        args.logs, progress=False if args.quiet else None, while_reading=import_statistics
    )
    reports = {
        grader: build_report(judgments, n_resamples=args.bootstrap, seed=args.seed)
        for grader, judgments in by_grader.items()
    }
    single = len(reports) == 1
    json_wanted = args.out or (single and args.format == "json")
    as_json = {grader: to_json(report) for grader, report in reports.items()} if json_wanted else {}
    if args.out:
        with output_folder(args.out, force=args.force) as staging:
            for grader, report in reports.items():
                folder = staging if single else staging / grader
                written = write_report(report, folder, as_json=as_json.get(grader))
                if not args.quiet:
                    folder = args.out if single else args.out / grader
                    print(f"wrote {', '.join(written)} to {folder}", file=sys.stderr)
            if not single:
                (staging / "index.md").write_text(render_index(reports))
    if args.format == "json" and single:
        print(next(iter(as_json.values())))
    elif args.format == "json":
        print(to_json(reports))
    else:
        print(render_markdown(next(iter(reports.values()))) if single else render_index(reports))
    return EXIT_OK
