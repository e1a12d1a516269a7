"""sgb gate: decide whether a candidate rubric (or judge) may replace the baseline.

Reads the baseline and candidate Inspect logs, pairs them on their shared samples,
and prints PASS / FAIL / INCONCLUSIVE with the numbers behind it.

Exit codes (for CI, calibration/exit_codes.py): 0 PASS, 1 FAIL, 2 INCONCLUSIVE,
4 usage or input error (bad arguments, unreadable logs, runs that cannot be compared).
This module is the command line only; the computation is calibration.gate.runs.gate_logs.

    sgb gate --baseline logs/base/ --candidate logs/cand/ --out gate.md
    sgb gate --baseline a.eval --candidate b.eval --policy gate.yaml --format json
"""

from __future__ import annotations

import argparse
from typing import Any

from calibration.arguments import add_command
from calibration.gate.policy import METRICS, load_policy
from calibration.render import write_text

SUMMARY = "PASS/FAIL/INCONCLUSIVE for a candidate rubric against a baseline (exit 0/1/2)"
DESCRIPTION = __doc__.split("\n\n")[0]
EPILOG = """\
exit codes: 0 PASS, 1 FAIL, 2 INCONCLUSIVE, 4 usage or input error
(bad arguments, unreadable logs, different graders / dataset versions / no shared samples,
a side mixing judges, different epoch counts without --allow-epoch-mismatch).

policy keys and defaults: see calibration/gate/default_gate.yaml; a --policy file overrides
any subset of them, and --metric / --min-improvement / --resamples override the file.
"""


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register sgb gate and its arguments."""
    parser = add_command(
        subparsers, "gate", summary=SUMMARY, description=DESCRIPTION, epilog=EPILOG
    )
    parser.add_argument("--baseline", nargs="+", required=True, metavar="LOGS",
                        help="baseline log files or folders")  # fmt: skip
    parser.add_argument("--candidate", nargs="+", required=True, metavar="LOGS",
                        help="candidate log files or folders")  # fmt: skip
    parser.add_argument(
        "--policy",
        metavar="YAML",
        help="gate policy file (defaults: calibration/gate/default_gate.yaml)",
    )
    parser.add_argument("--metric", choices=sorted(METRICS),
                        help="primary metric (overrides the policy)")  # fmt: skip
    parser.add_argument(
        "--min-improvement",
        type=float,
        help="required improvement of the primary metric (overrides the policy)",
    )
    parser.add_argument("--resamples", type=int, help="bootstrap resamples (overrides the policy)")
    parser.add_argument("--seed", type=int, default=0, help="bootstrap seed (default 0)")
    parser.add_argument(
        "--allow-epoch-mismatch",
        action="store_true",
        help="compare runs with different epoch counts epoch by epoch (their first "
        "min(E_baseline, E_candidate) epochs) instead of refusing",
    )
    parser.add_argument(
        "--reference",
        choices=["labels", "human"],
        default="labels",
        help="what the judges are measured against: the corpus' reference labels (default), "
        "or the consensus of human annotators on the samples they labelled",
    )
    parser.add_argument("--format", choices=["md", "json"], default="md",
                        help="what to print on stdout (default md)")  # fmt: skip
    parser.add_argument("--out", metavar="FILE", help="also write the Markdown summary here")
    parser.add_argument("--json-out", metavar="FILE", help="also write the JSON result here")
    parser.set_defaults(run=run)
    return parser


def run(args: argparse.Namespace) -> int:
    """Run the gate for parsed arguments; returns the exit code."""
    from calibration.gate.rendering import to_json, to_markdown
    from calibration.gate.runs import gate_logs

    policy = load_policy(
        args.policy,
        overrides={
            "primary_metric": args.metric,
            "min_improvement": args.min_improvement,
            "bootstrap_resamples": args.resamples,
        },
    )
    result = gate_logs(
        args.baseline,
        args.candidate,
        policy,
        seed=args.seed,
        allow_epoch_mismatch=args.allow_epoch_mismatch,
        reference=args.reference,
    )
    markdown = to_markdown(result)
    if args.out:
        write_text(args.out, markdown)
    if args.json_out:
        write_text(args.json_out, to_json(result))
    print(to_json(result) if args.format == "json" else markdown)
    return result.exit_code
