"""sgb refine: generate a better rubric version with a writer model, selected on validation.

    sgb refine --grader threat --model openai/gpt-4o-mini --writer-model openai/gpt-4o \\
        --iterations 6 --patience 2 --batch-size 16 --budget-tokens 2000000 --seed 1 \\
        --out results/refine/threat-1

Exit codes: 0 finished (whether or not a new version was accepted; see the report),
4 usage or input error.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

from calibration.arguments import add_command
from calibration.errors import CalibrationError
from calibration.exit_codes import EXIT_OK
from calibration.gate.policy import METRICS, load_policy
from scorers.graders import GRADERS
from scorers.rubric import RUBRICS_DIR

SUMMARY = "iterate a rubric with a writer model; keep what beats the noise on validation"
DESCRIPTION = __doc__.split("\n\n")[0]
EPILOG = """\
writes: <out>/history.json (every candidate: hash, validation scores, accepted or not and
why, tokens), <out>/report.md (candidates, rubric diff, final test-split gate),
<out>/candidates/*.yaml (valid candidates only), <out>/logs/ (Inspect logs), and the winner
as <rubrics-dir>/<grader>/v<N>.yaml with its parent recorded. The test split is used once,
after selection, for the final report only.
exit codes: 0 finished, 4 usage or input error.
"""


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register sgb refine and its arguments."""
    parser = add_command(
        subparsers, "refine", summary=SUMMARY, description=DESCRIPTION, epilog=EPILOG
    )
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
    add(
        "--out",
        required=True,
        help="folder for history, report, candidates and logs (refused if not empty)",
    )
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


def run(args: argparse.Namespace) -> int:
    """Run refinement for parsed arguments; print where the results are."""
    from calibration.output_folder import check_output_folder
    from calibration.refine.loop import RefineConfig, refine

    if min(args.iterations, args.patience, args.batch_size) < 1:
        raise CalibrationError("--iterations, --patience and --batch-size must be >= 1")
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
    history = outcome.history
    print(f"stopped: {history['stop_reason']}")
    if outcome.winner_path:
        print(f"new rubric: {outcome.winner_path} (hash {outcome.winner.hash[:12]})")
    else:
        print("no candidate beat the starting rubric; nothing written")
    print(f"history: {outcome.history_path}\nreport: {outcome.report_path}")
    return EXIT_OK


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
