"""``sgb refine``: generate a better rubric version with a writer model, selected on validation.

    sgb refine --grader threat --model openai/gpt-4o-mini --writer-model openai/gpt-4o \\
        --iterations 6 --patience 2 --batch-size 16 --budget-tokens 2000000 --seed 1 \\
        --out results/refine/threat-1

Exit codes: 0 finished (whether or not a new version was accepted; see the report),
4 usage or input error.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from calibration.arguments import SgbArgumentParser
from calibration.errors import CalibrationError
from calibration.exit_codes import EXIT_ERROR
from calibration.gate.policy import METRICS, load_policy
from calibration.output_folder import check_output_folder
from calibration.refine.candidate import CandidateError
from calibration.refine.loop import RefineConfig, refine
from scorers.graders import GRADERS
from scorers.rubric import RUBRICS_DIR, RubricError

EPILOG = """\
writes: <out>/history.json (every candidate: hash, validation scores, accepted or not and
why, tokens), <out>/report.md (candidates, rubric diff, final test-split gate),
<out>/candidates/*.yaml (valid candidates only), <out>/logs/ (Inspect logs), and the winner
as <rubrics-dir>/<grader>/v<N>.yaml with its parent recorded. The test split is used once,
after selection, for the final report only.
exit codes: 0 finished, 4 usage or input error.
"""


def configure(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add the refine arguments to ``parser`` (usage errors exit 4)."""
    add = parser.add_argument
    add("--grader", required=True, choices=sorted(GRADERS))
    add("--model", required=True, help="judge model (any Inspect model name)")
    add("--writer-model", required=True, help="writer model (bound to the 'writer' role)")
    add("--rubric", default="v1", help="starting rubric: version or YAML path (default v1)")
    add("--iterations", type=int, default=5, help="at most this many candidates (default 5)")
    add(
        "--patience",
        type=int,
        default=2,
        help="stop after this many candidates in a row not accepted (default 2)",
    )
    add("--batch-size", type=int, default=16, help="train samples per iteration (default 16)")
    add("--budget-tokens", type=int, help="stop once selection has spent this many tokens")
    add("--seed", type=int, default=0, help="seed for batches, prompts, models, bootstrap")
    add("--dataset", help="corpus folder (default: the bundled datasets/)")
    add("--out", required=True, help="folder for history, report, candidates and logs "
        "(refused if not empty)")
    add("--force", action="store_true", help="write into a non-empty --out folder")
    add(
        "--rubrics-dir",
        default=str(RUBRICS_DIR),
        help="where rubric versions live and the winner is written (default tasks/rubrics)",
    )
    add("--policy", help="gate policy YAML used for acceptance (default_gate.yaml if omitted)")
    add("--metric", choices=sorted(METRICS), help="primary metric (overrides the policy)")
    add("--no-cache", action="store_true", help="do not use Inspect's model cache")
    parser.set_defaults(run=run)
    return parser


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``refine`` on the ``sgb`` command's subparsers."""
    parser = subparsers.add_parser(
        "refine",
        help="iterate a rubric with a writer model; keep what beats the noise on validation",
        description=__doc__.split("\n\n")[0],
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    return configure(parser)


def run(args: argparse.Namespace) -> int:
    """Run refinement for parsed arguments; print where the results are."""
    if min(args.iterations, args.patience, args.batch_size) < 1:
        print("sgb refine: error: --iterations, --patience and --batch-size must be >= 1",
              file=sys.stderr)  # fmt: skip
        return EXIT_ERROR
    try:
        check_output_folder(Path(args.out), force=args.force)
        check_models({"--model": args.model, "--writer-model": args.writer_model})
        policy = load_policy(args.policy, overrides={"primary_metric": args.metric})
        outcome = refine(
            RefineConfig(
                grader=args.grader,
                judge=args.model,
                writer=args.writer_model,
                out=Path(args.out),
                rubric=args.rubric,
                iterations=args.iterations,
                patience=args.patience,
                batch_size=args.batch_size,
                budget_tokens=args.budget_tokens,
                seed=args.seed,
                dataset=args.dataset,
                rubrics_dir=Path(args.rubrics_dir),
                policy=policy,
                cache=not args.no_cache,
            )
        )
    except (CalibrationError, RubricError, CandidateError, FileExistsError) as error:
        print(f"sgb refine: error: {error}", file=sys.stderr)
        return EXIT_ERROR
    history = outcome.history
    print(f"stopped: {history['stop_reason']}")
    if outcome.winner_path:
        print(f"new rubric: {outcome.winner_path} (hash {outcome.winner.hash[:12]})")
    else:
        print("no candidate beat the starting rubric; nothing written")
    print(f"history: {outcome.history_path}\nreport: {outcome.report_path}")
    return 0


def check_models(models: dict[str, str]) -> None:
    """Create every model once before any work, so a missing provider package or key
    is reported at once, in one line naming the option.

    Raises:
        CalibrationError: a model cannot be created.
    """
    from inspect_ai.model import get_model

    for option, name in models.items():
        try:
            get_model(name)
        except Exception as error:  # any provider failure is the user's to fix
            text = str(getattr(error, "message", error))
            detail = " ".join(re.sub(r"\[/?[a-z ]+\]", "", text).split())
            raise CalibrationError(f"{option} {name}: {detail or type(error).__name__}") from None


def main(argv: Sequence[str] | None = None) -> int:
    """Standalone entry point (``python -m calibration.refine.cli``)."""
    parser = configure(
        SgbArgumentParser(
            prog="sgb refine", epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter
        )
    )
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
