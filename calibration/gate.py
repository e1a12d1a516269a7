"""``sgb gate``: decide whether a candidate rubric (or judge) may replace the baseline.

Reads the baseline and candidate Inspect logs, pairs them on their shared samples,
and prints PASS / FAIL / INCONCLUSIVE with the numbers behind it.

Exit codes (for CI): 0 PASS, 1 FAIL, 2 INCONCLUSIVE, 4 usage or input error (bad
arguments, unreadable logs, runs that cannot be compared). 3 is not used.

    sgb gate --baseline logs/base/ --candidate logs/cand/ --out gate.md
    sgb gate --baseline a.eval --candidate b.eval --policy gate.yaml --format json
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

import pandas as pd

from calibration.errors import CalibrationError
from calibration.gate_decision import EXIT_USAGE, GateResult, evaluate_gate
from calibration.gate_pairing import pair_runs
from calibration.gate_policy import METRICS, GatePolicy, load_policy
from calibration.gate_report import to_json, to_markdown
from calibration.logs import read_logs

EPILOG = """\
exit codes: 0 PASS, 1 FAIL, 2 INCONCLUSIVE, 4 usage or input error
(bad arguments, unreadable logs, different graders / dataset versions / no shared samples).

policy keys and defaults: see calibration/default_gate.yaml; a --policy file overrides any
subset of them, and --metric / --min-improvement / --resamples override the file.
"""


def read_side(paths: Sequence[str], side: str, policy: GatePolicy) -> pd.DataFrame:
    """The judgments of one side; refuses unfinished runs when the policy says so."""
    table = read_logs(list(paths), progress=False)
    for message in table.skipped + table.warnings:
        print(f"sgb gate: {side}: {message}", file=sys.stderr)
    frame = table.frame
    if frame.empty:
        raise CalibrationError(f"no scored samples in the {side} logs: {', '.join(paths)}")
    unfinished = sorted(set(frame.loc[frame["log_status"] != "success", "log_path"]))
    if unfinished and policy.require_success:
        raise CalibrationError(
            f"the {side} run did not finish ({', '.join(unfinished)}); rerun it, or set "
            "require_success: false in the policy to gate on the samples it holds"
        )
    return frame


def gate_logs(
    baseline: Sequence[str],
    candidate: Sequence[str],
    policy: GatePolicy,
    *,
    seed: int | None = 0,
) -> GateResult:
    """Read both sides, pair them and evaluate the gate (the Python entry point)."""
    paired = pair_runs(
        read_side(baseline, "baseline", policy), read_side(candidate, "candidate", policy)
    )
    result = evaluate_gate(paired, policy, seed=seed)
    same = paired.base_info.rubric_hashes == paired.cand_info.rubric_hashes
    if same and paired.base_info.models == paired.cand_info.models:
        result.notes.append(
            "baseline and candidate use the same judge and rubric: this measures run-to-run noise"
        )
    return result


def usage_errors_exit_4(parser: argparse.ArgumentParser) -> Any:
    """An ``error`` method for ``parser`` that exits 4 (argparse's 2 means INCONCLUSIVE here)."""

    def error(message: str) -> NoReturn:
        parser.print_usage(sys.stderr)
        parser.exit(EXIT_USAGE, f"{parser.prog}: error: {message}\n")

    return error


def configure(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add the gate's arguments to ``parser`` (usage errors exit 4, not argparse's 2)."""
    parser.error = usage_errors_exit_4(parser)  # type: ignore[method-assign]
    parser.add_argument("--baseline", nargs="+", required=True, metavar="LOGS",
                        help="baseline log files or folders")  # fmt: skip
    parser.add_argument("--candidate", nargs="+", required=True, metavar="LOGS",
                        help="candidate log files or folders")  # fmt: skip
    parser.add_argument(
        "--policy",
        metavar="YAML",
        help="gate policy file (defaults: calibration/default_gate.yaml)",
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
    parser.add_argument("--format", choices=["md", "json"], default="md",
                        help="what to print on stdout (default md)")  # fmt: skip
    parser.add_argument("--out", metavar="FILE", help="also write the Markdown summary here")
    parser.add_argument("--json-out", metavar="FILE", help="also write the JSON result here")
    parser.set_defaults(run=run)
    return parser


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``gate`` on the ``sgb`` command's subparsers."""
    parser = subparsers.add_parser(
        "gate",
        help="PASS/FAIL/INCONCLUSIVE for a candidate rubric against a baseline (exit 0/1/2)",
        description=__doc__.split("\n\n")[0].replace("``", ""),
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    return configure(parser)


def run(args: argparse.Namespace) -> int:
    """Run the gate for parsed arguments; returns the exit code."""
    try:
        policy = load_policy(
            args.policy,
            overrides={
                "primary_metric": args.metric,
                "min_improvement": args.min_improvement,
                "bootstrap_resamples": args.resamples,
            },
        )
        result = gate_logs(args.baseline, args.candidate, policy, seed=args.seed)
    except CalibrationError as error:
        print(f"sgb gate: error: {error}", file=sys.stderr)
        return EXIT_USAGE
    markdown = to_markdown(result)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(markdown, encoding="utf-8")
    if args.json_out:
        Path(args.json_out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json_out).write_text(to_json(result), encoding="utf-8")
    print(to_json(result) if args.format == "json" else markdown)
    return result.exit_code


def main(argv: Sequence[str] | None = None) -> int:
    """Standalone entry point (``python -m calibration.gate``)."""
    parser = configure(
        argparse.ArgumentParser(
            prog="sgb gate",
            description=__doc__.split("\n\n")[0].replace("``", ""),
            epilog=EPILOG,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
    )
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
