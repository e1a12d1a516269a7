"""Speed of the local ``gguf/...`` judge on this machine: tokens per second, seconds per sample.

Renders real judge prompts (the grader's v1 rubric around skill packages from
``datasets/skills``), then runs them through the provider's own call path (grammar-
constrained answer, fallback included) for each thread count, after one warm-up call.

    python -m benchmarks.bench_gguf                       # smollm2, threat, 1 and 2 threads
    python -m benchmarks.bench_gguf --model ~/models/x.gguf --threads 4 --samples 8

Prompt tokens/s is prompt evaluation (llama.cpp's own timer), generation tokens/s is
decoding under the grammar; seconds per sample is the wall time of the whole call.
Other processes on the machine slow both down: the load average is printed with them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any

from inspect_ai.util import JSONSchema

from scorers.gguf.engine import LoadOptions, load_model, unload_models
from scorers.gguf.model_file import resolve_model_path
from scorers.gguf.options import DEFAULT_SAMPLING
from scorers.gguf.provider import DEFAULT_STRUCTURED_MAX_TOKENS, run_attempts
from scorers.graders import get_grader
from scorers.prompt import PromptSettings, render_prompt
from scorers.rubric import load_rubric
from scorers.skill_loader import load_skill

PROJECT = Path(__file__).resolve().parent.parent

DEFAULT_SKILLS = (  # package folder names; each is looked up under datasets/skills/<id>/
    "api-health-monitor",
    "cloud-cost-report",
    "env-doctor",
    "dependency-bumper",
)


def judge_prompts(grader: str, skills: list[str], token_budget: int) -> list[tuple[str, str]]:
    """(skill, prompt text) for each skill folder under datasets/skills that exists."""
    spec = get_grader(grader)
    rubric = load_rubric(grader, "v1")
    prompts = []
    for rel in skills:
        found = sorted((PROJECT / "datasets" / "skills").glob(f"*/{rel}"))
        folder = found[0] if found else PROJECT / "datasets" / "skills" / rel
        if folder.is_dir():
            package = load_skill(folder)
            rendered = render_prompt(
                rubric, spec, package, PromptSettings(token_budget=token_budget)
            )
            prompts.append((rel, rendered.text))
    return prompts


def bench(
    args: argparse.Namespace, threads: int, prompts: list[tuple[str, str]], schema: dict[str, Any]
) -> dict[str, Any]:
    """Run every prompt once (after a warm-up) with ``threads`` threads and the model,
    context, answer length and seed of ``args``; aggregate tokens and timings."""
    path = resolve_model_path(args.model)
    options = LoadOptions(path=path, n_ctx=args.n_ctx, n_threads=threads)
    loaded = load_model(options, args.model)
    params = {**DEFAULT_SAMPLING, "seed": args.seed, "max_tokens": args.max_tokens}
    run_attempts(
        loaded, [{"role": "user", "content": "Say OK."}], {**params, "max_tokens": 4}, None
    )
    rows: list[dict[str, Any]] = []
    for skill, text in prompts:
        attempts, _ = run_attempts(loaded, [{"role": "user", "content": text}], params, schema)
        answer = attempts[-1].text
        try:
            parsed = isinstance(json.loads(answer), dict)
        except ValueError:
            parsed = False
        rows.append(
            {
                "skill": skill,
                "prompt_tokens": sum(a.prompt_tokens for a in attempts),
                "completion_tokens": sum(a.completion_tokens for a in attempts),
                "prompt_s": sum(a.prompt_eval_ms for a in attempts) / 1000,
                "generation_s": sum(a.generation_ms for a in attempts) / 1000,
                "seconds": sum(a.seconds for a in attempts),
                "attempts": len(attempts),
                "parsed": parsed,
            }
        )
    unload_models()
    prompt_s = sum(r["prompt_s"] for r in rows)
    generation_s = sum(r["generation_s"] for r in rows)
    return {
        "threads": threads,
        "samples": len(rows),
        "prompt_tokens_per_s": sum(r["prompt_tokens"] for r in rows) / prompt_s,
        "generation_tokens_per_s": sum(r["completion_tokens"] for r in rows) / generation_s,
        "seconds_per_sample": statistics.mean(r["seconds"] for r in rows),
        "max_seconds": max(r["seconds"] for r in rows),
        "mean_prompt_tokens": statistics.mean(r["prompt_tokens"] / r["attempts"] for r in rows),
        "mean_completion_tokens": statistics.mean(r["completion_tokens"] for r in rows),
        "parsed": sum(r["parsed"] for r in rows),
        "two_attempts": sum(r["attempts"] == 2 for r in rows),
        "rows": rows,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="smollm2", help="alias or path to a .gguf file")
    parser.add_argument("--grader", default="threat")
    parser.add_argument("--threads", default="1,2", help="comma-separated thread counts")
    parser.add_argument("--n-ctx", type=int, default=8192)
    parser.add_argument("--token-budget", type=int, default=3000, help="prompt budget (tokens)")
    parser.add_argument("--max-tokens", type=int, default=DEFAULT_STRUCTURED_MAX_TOKENS)
    parser.add_argument("--samples", type=int, default=len(DEFAULT_SKILLS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", type=Path, help="also write the results here")
    args = parser.parse_args(argv)

    spec = get_grader(args.grader)
    schema = JSONSchema.model_validate(spec.answer_schema()).model_dump(exclude_none=True)
    prompts = judge_prompts(args.grader, list(DEFAULT_SKILLS[: args.samples]), args.token_budget)
    if not prompts:
        print("no skill folders found under datasets/skills", file=sys.stderr)
        return 1
    load = os.getloadavg()[0]
    print(
        f"model {args.model}, grader {args.grader}, {len(prompts)} prompts, n_ctx {args.n_ctx}, "
        f"{os.cpu_count()} CPUs, load average {load:.2f}"
    )
    print(
        "| threads | prompt tok/s | generation tok/s | s/sample (mean) | s/sample (max) "
        "| prompt tokens | answer tokens | parsed | 2nd attempt |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    results = []
    for threads in [int(t) for t in args.threads.split(",") if t.strip()]:
        r = bench(args, threads, prompts, schema)
        results.append(r)
        print(
            f"| {threads} | {r['prompt_tokens_per_s']:.0f} | {r['generation_tokens_per_s']:.1f} "
            f"| {r['seconds_per_sample']:.1f} | {r['max_seconds']:.1f} "
            f"| {r['mean_prompt_tokens']:.0f} | {r['mean_completion_tokens']:.0f} "
            f"| {r['parsed']}/{r['samples']} | {r['two_attempts']} |",
            flush=True,
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    if args.json:
        args.json.write_text(
            json.dumps(
                {"args": vars(args) | {"json": str(args.json)}, "results": results},
                indent=2,
                default=str,
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
