"""How a real LLM judge answers: self-consistency, echoes, cut reasons, speed, F1 both ways.

Runs one grader task on a fixed slice of the corpus (the first ``--samples`` ids of the
split in sha256 order, so the slice is the same on every machine) with any Inspect model,
then reads each answer:

- consistency: does the score follow the findings by the rubric's rule?
- echo: is the reason or evidence mostly the prompt's own framing?
- unfinished reasons: a reason that does not end a sentence (cut by its bound);
- seconds per sample (the model's working time);
- fails-F1 with the verdict read from the score, and derived from the findings.

A benchmark, not a test: it needs a real model. For example, with a local GGUF file:

    python -m benchmarks.bench_llm_judge --model gguf/path/to/model.gguf -M n_ctx=8192

Prints one table; ``--json`` also writes the numbers.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any

from inspect_ai import eval as inspect_eval
from sklearn.metrics import f1_score

from scorers.consistency import has_findings_rule, score_from_findings
from scorers.echo import echo_share, is_echo, split_prompt
from scorers.graders import get_grader
from scorers.label_records import read_label_records
from scorers.verdict import Verdict, parse_verdict

PROJECT = Path(__file__).resolve().parent.parent

SENTENCE_END = (".", "!", "?", ")", '"', "'")


def fixed_slice(dataset: Path, grader: str, split: str, samples: int) -> list[str]:
    """The first ``samples`` ids of the split, ordered by the sha256 of the id."""
    ids = [str(r["id"]) for r in read_label_records(dataset, grader) if r.get("split") == split]
    return sorted(ids, key=lambda i: hashlib.sha256(i.encode()).hexdigest())[:samples]


def _model_args(pairs: list[str]) -> dict[str, object]:
    args: dict[str, object] = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        args[key] = int(value) if value.lstrip("-").isdigit() else value
    return args


def analyse(log, grader: str) -> dict[str, object]:  # an Inspect EvalLog
    """The benchmark's numbers from one eval log."""
    spec = get_grader(grader)
    rows = []
    for sample in log.samples or []:
        answer = sample.output.completion if sample.output else ""
        verdict = parse_verdict(answer, spec)
        prompt = "\n".join(m.text for m in sample.messages if m.role == "user")
        framing, quoted = split_prompt(prompt)
        row: dict[str, Any] = {
            "label": int(sample.metadata["label_score"]),
            "parsed": isinstance(verdict, Verdict),
        }
        if isinstance(verdict, Verdict):
            findings = verdict.findings or []
            texts = [verdict.reason] + [str(f.get("evidence", "")) for f in findings]
            row.update(
                score=verdict.score,
                derived=score_from_findings(grader, findings),
                echo=is_echo(echo_share(texts, framing, quoted)),
                unfinished=not verdict.reason.rstrip().endswith(SENTENCE_END),
            )
        row["seconds"] = sample.working_time
        rows.append(row)
    parsed = [r for r in rows if r["parsed"]]

    def fails_f1(key: str) -> float | None:
        kept = [r for r in parsed if r.get(key) is not None]
        if not kept:
            return None
        truth = [spec.fails(r["label"]) for r in kept]
        judged = [spec.fails(r[key]) for r in kept]
        return round(float(f1_score(truth, judged, zero_division=0.0)), 3)

    with_rule = [r for r in parsed if r.get("derived") is not None]
    return {
        "samples": len(rows),
        "unparseable": len(rows) - len(parsed),
        "consistency_rate": (
            round(sum(r["score"] == r["derived"] for r in with_rule) / len(with_rule), 3)
            if with_rule and has_findings_rule(grader)
            else None
        ),
        "echo_rate": round(sum(r["echo"] for r in parsed) / len(parsed), 3) if parsed else None,
        "unfinished_reasons": sum(r["unfinished"] for r in parsed),
        "seconds_per_sample": round(statistics.mean(r["seconds"] or 0.0 for r in rows), 2)
        if rows
        else None,
        "fails_f1_from_score": fails_f1("score"),
        "fails_f1_from_findings": fails_f1("derived"),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", required=True, help="any Inspect model, e.g. gguf/<path>")
    parser.add_argument("-M", dest="model_args", action="append", default=[],
                        metavar="KEY=VALUE", help="model argument (repeatable)")  # fmt: skip
    parser.add_argument("--grader", default="threat")
    parser.add_argument("--split", default="test")
    parser.add_argument("--samples", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--token-budget", type=int, default=4000)
    parser.add_argument("--dataset", type=Path, default=PROJECT / "datasets")
    parser.add_argument("--log-dir", default="logs/bench-llm-judge")
    parser.add_argument("--json", type=Path, help="also write the numbers here")
    args = parser.parse_args(argv)

    args.dataset = args.dataset.resolve()
    ids = fixed_slice(args.dataset, args.grader, args.split, args.samples)
    log_dir = str(Path(args.log_dir).resolve())
    os.chdir(PROJECT)  # Inspect resolves task files relative to the working folder
    [log] = inspect_eval(
        f"tasks/{args.grader}.py",
        model=args.model,
        model_args=_model_args(args.model_args),
        task_args={
            "split": args.split,
            "seed": args.seed,
            "token_budget": args.token_budget,
            "dataset": str(args.dataset),
        },  # fmt: skip
        sample_id=ids,
        seed=args.seed,
        max_connections=1,
        log_dir=log_dir,
        display="none",
    )
    if log.status != "success":
        print(f"the run ended with status {log.status}: {log.error}", file=sys.stderr)
        return 1
    numbers = {"model": args.model, "grader": args.grader, **analyse(log, args.grader)}
    width = max(map(len, numbers))
    for key, value in numbers.items():
        print(f"{key:<{width}}  {value}")
    if args.json:
        args.json.write_text(json.dumps(numbers, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
