"""The refinement loop: train mistakes → writer revision → validation gate → keep or drop.

Phases, in this order, and each with only the data it may see:

1. **Selection** (:func:`select_rubric`): gets a runner restricted to train and
   validation. Each iteration runs the incumbent on a seeded train batch, hands the
   disagreements to the writer, validates its revision, judges the candidate on the
   whole validation split and keeps it only if the gate's paired statistics say it
   beats the incumbent. Stops after ``iterations``, after ``patience`` candidates in a
   row that were not accepted (invalid, duplicate or not better), or once the tokens
   spent reach ``budget_tokens`` (checked before each iteration).
2. **Release** (:func:`write_winner`): the accepted rubric becomes the next version
   file, byte for byte the file that was evaluated (same hash), parent recorded.
3. **Final report** (:func:`final_report`): a fresh runner restricted to the test split
   compares the starting rubric with the winner, once, after selection is over.

>>> outcome = refine(RefineConfig(grader="threat", judge="openai/gpt-4o-mini",
...                               writer="openai/gpt-4o", out=Path("results/refine")))
... # doctest: +SKIP
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from inspect_ai.model import CachePolicy, Model

from calibration.gate.decision import GateResult, evaluate_gate
from calibration.gate.pairing import pair_runs
from calibration.gate.policy import GatePolicy, load_policy
from calibration.gate.rendering import to_dict
from calibration.refine.candidate import (
    Candidate,
    CandidateError,
    parse_candidate,
    writer_messages,
    writer_schema,
)
from calibration.refine.report import metrics_entry, write_report
from calibration.refine.runs import (
    SELECTION_SPLITS,
    JudgeRun,
    JudgeRunner,
    SplitLeakError,
    ask_writer,
    selection_runner,
    test_runner,
    train_batch,
)
from calibration.refine.select import beats_incumbent
from scorers.graders import get_grader
from scorers.rubric import RUBRICS_DIR, Rubric, load_rubric


@dataclass
class RefineConfig:
    """Everything one refinement run needs (the CLI fills it from its flags)."""

    grader: str
    judge: str | Model
    writer: str | Model
    out: Path
    rubric: str = "v1"
    iterations: int = 5
    patience: int = 2
    batch_size: int = 16
    budget_tokens: int | None = None
    seed: int = 0
    dataset: str | None = None
    rubrics_dir: Path = RUBRICS_DIR
    policy: GatePolicy = field(default_factory=load_policy)
    cache: bool = True
    max_examples: int = 12


@dataclass
class SelectionResult:
    """What selection hands to the release step: the winner and the history entries."""

    start: Rubric
    winner: Rubric
    winner_text: str | None  # file text of the accepted candidate (None: start kept)
    entries: list[dict[str, Any]]
    stop_reason: str
    tokens: dict[str, int]


@dataclass
class RefineOutcome:
    """Files written and the numbers behind them."""

    winner: Rubric
    winner_path: Path | None
    history_path: Path
    report_path: Path
    history: dict[str, Any]
    test_result: GateResult | None


def model_name(model: str | Model) -> str:
    """``provider/model`` of a model given as a name or an instance."""
    return model if isinstance(model, str) else str(model)


def next_version(grader: str, rubrics_dir: Path) -> str:
    """``v<N+1>`` after the highest ``v<N>.yaml`` of the grader (``v2`` when only v1).

    >>> next_version("threat", Path("/nonexistent"))
    'v1'
    """
    numbers = [
        int(m.group(1))
        for p in (rubrics_dir / grader).glob("v*.yaml")
        if (m := re.fullmatch(r"v(\d+)", p.stem))
    ]
    return f"v{max(numbers, default=0) + 1}"


def _changelog_prefix(cfg: RefineConfig, start: Rubric, accepted: list[str]) -> str:
    head = (
        f"Refined from {start.version} by sgb refine (judge {model_name(cfg.judge)}, "
        f"writer {model_name(cfg.writer)}, seed {cfg.seed}): "
    )
    return head + "".join(f"{line}; " for line in accepted)


def select_rubric(
    runner: JudgeRunner, cfg: RefineConfig, start: Rubric, version: str
) -> SelectionResult:
    """Iterate candidates on train/validation and return the best validated rubric."""
    if not set(runner.allowed_splits) <= set(SELECTION_SPLITS):
        raise SplitLeakError("selection must be given a train/validation-only runner")
    spec = get_grader(cfg.grader)
    candidates_dir = cfg.out / "candidates"
    candidates_dir.mkdir(parents=True, exist_ok=True)
    cache: CachePolicy | bool = CachePolicy(expiry=None) if cfg.cache else False
    tokens = {"judge": 0, "writer": 0}
    train_ids = runner.split_ids(start, "train")

    incumbent, incumbent_text = start, None
    incumbent_val: JudgeRun = runner.run(start, "validation")
    tokens["judge"] += incumbent_val.tokens
    entries: list[dict[str, Any]] = [
        {
            "iteration": 0,
            "status": "baseline",
            "version": start.version,
            "hash": start.hash,
            "path": start.path,
            "validation": {"samples": len(incumbent_val.sample_ids)},
            "tokens": {"judge": incumbent_val.tokens, "writer": 0},
        }
    ]
    seen_hashes = {start.hash}
    accepted_lines: list[str] = []
    rejected_notes: list[str] = []
    stale, stop_reason = 0, f"ran all {cfg.iterations} iterations"
    for iteration in range(1, cfg.iterations + 1):
        spent = tokens["judge"] + tokens["writer"]
        if cfg.budget_tokens is not None and spent >= cfg.budget_tokens:
            stop_reason = f"token budget spent ({spent} >= {cfg.budget_tokens})"
            break
        entry: dict[str, Any] = {"iteration": iteration, "parent_hash": incumbent.hash}
        entries.append(entry)
        batch = train_batch(train_ids, cfg.batch_size, seed=cfg.seed, iteration=iteration)
        train_run = runner.run(incumbent, "train", batch)
        tokens["judge"] += train_run.tokens
        mistakes = train_run.disagreements(cfg.max_examples)
        agree = float(train_run.frame["agree"].mean()) if len(train_run.frame) else float("nan")
        entry["train"] = {"batch": batch, "agreement": agree, "disagreements": len(mistakes)}
        entry["tokens"] = {"judge": train_run.tokens, "writer": 0}
        if not mistakes:
            entry.update(status="skipped", reason="the judge made no mistake on this train batch")
            stale += 1
        else:
            reply = ask_writer(
                cfg.writer,
                writer_messages(
                    incumbent, mistakes, batch_size=len(batch), rejected=rejected_notes
                ),
                writer_schema(spec),
                log_dir=cfg.out / "logs",
                seed=cfg.seed + iteration,
                cache=cache,
                name=f"revision-{iteration}",
            )
            tokens["writer"] += reply.tokens
            entry["tokens"]["writer"] = reply.tokens
            entry["writer_log"] = reply.log
            try:
                candidate: Candidate = parse_candidate(
                    reply.text,
                    incumbent,
                    version=version,
                    parent=start.version,
                    changelog_prefix=_changelog_prefix(cfg, start, accepted_lines),
                )
            except CandidateError as error:
                entry.update(status="invalid", reason=f"rejected, not written: {error}")
                entry["answer_excerpt"] = reply.text[:300]
                rejected_notes.append(f"invalid revision: {error}")
                stale += 1
            else:
                entry.update(hash=candidate.hash, changelog=candidate.writer_changelog)
                if candidate.hash in seen_hashes:
                    entry.update(status="duplicate", reason="same rubric as an earlier one")
                    stale += 1
                else:
                    seen_hashes.add(candidate.hash)
                    path = candidates_dir / f"c{iteration:02d}-{candidate.hash[:12]}.yaml"
                    path.write_text(candidate.text, encoding="utf-8")
                    rubric = load_rubric(cfg.grader, str(path), cfg.rubrics_dir)
                    val_run = runner.run(rubric, "validation")
                    tokens["judge"] += val_run.tokens
                    entry["tokens"]["judge"] += val_run.tokens
                    accepted, why, result = beats_incumbent(
                        incumbent_val, val_run, cfg.policy, seed=cfg.seed
                    )
                    entry.update(
                        path=str(path),
                        validation=metrics_entry(result),
                        status="accepted" if accepted else "rejected",
                        reason=why,
                    )
                    if accepted:
                        incumbent, incumbent_text, incumbent_val = rubric, candidate.text, val_run
                        accepted_lines.append(candidate.writer_changelog)
                        stale = 0
                    else:
                        rejected_notes.append(
                            f"'{candidate.writer_changelog}': {result.decision} on validation"
                        )
                        stale += 1
        if stale >= cfg.patience:
            stop_reason = f"patience: {stale} iteration(s) in a row without an accepted candidate"
            break
    return SelectionResult(start, incumbent, incumbent_text, entries, stop_reason, tokens)


def write_winner(selection: SelectionResult, cfg: RefineConfig, version: str) -> Path | None:
    """Write the accepted rubric as ``<rubrics_dir>/<grader>/<version>.yaml`` (never overwrite)."""
    if selection.winner_text is None:
        return None
    path = cfg.rubrics_dir / cfg.grader / f"{version}.yaml"
    if path.exists():
        raise FileExistsError(f"{path} already exists; refusing to overwrite a released rubric")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(selection.winner_text, encoding="utf-8")
    released = load_rubric(cfg.grader, str(path), cfg.rubrics_dir)
    if released.hash != selection.winner.hash:
        raise RuntimeError(f"{path}: written rubric hash differs from the evaluated candidate")
    return path


def final_report(
    cfg: RefineConfig, start: Rubric, winner_path: Path | None
) -> tuple[GateResult | None, list[tuple[str, int]]]:
    """Starting rubric vs winner on the untouched test split (skipped when nothing won)."""
    if winner_path is None:
        return None, []
    runner = test_runner(
        grader=cfg.grader,
        judge=cfg.judge,
        log_dir=cfg.out / "logs" / "test",
        dataset=cfg.dataset,
        seed=cfg.seed,
        cache=CachePolicy(expiry=None) if cfg.cache else False,
    )
    winner = load_rubric(cfg.grader, str(winner_path), cfg.rubrics_dir)
    base, cand = runner.run(start, "test"), runner.run(winner, "test")
    result = evaluate_gate(pair_runs(base.frame, cand.frame), cfg.policy, seed=cfg.seed)
    return result, [("test", len(base.sample_ids)), ("test", len(cand.sample_ids))]


def refine(cfg: RefineConfig) -> RefineOutcome:
    """Run selection, write the winner, report on test, and write the history."""
    start = load_rubric(cfg.grader, cfg.rubric, cfg.rubrics_dir)
    version = next_version(cfg.grader, cfg.rubrics_dir)
    cfg.out.mkdir(parents=True, exist_ok=True)
    runner = selection_runner(
        grader=cfg.grader,
        judge=cfg.judge,
        log_dir=cfg.out / "logs",
        dataset=cfg.dataset,
        seed=cfg.seed,
        cache=CachePolicy(expiry=None) if cfg.cache else False,
    )
    started = datetime.now(UTC).isoformat(timespec="seconds")
    selection = select_rubric(runner, cfg, start, version)
    winner_path = write_winner(selection, cfg, version)
    test_result, test_calls = final_report(cfg, start, winner_path)
    history: dict[str, Any] = {
        "grader": cfg.grader,
        "judge_model": model_name(cfg.judge),
        "writer_model": model_name(cfg.writer),
        "seed": cfg.seed,
        "started": started,
        "settings": {
            "iterations": cfg.iterations,
            "patience": cfg.patience,
            "batch_size": cfg.batch_size,
            "budget_tokens": cfg.budget_tokens,
            "cache": cfg.cache,
            "dataset": cfg.dataset,
        },
        "policy": cfg.policy.as_dict(),
        "start": {"version": start.version, "hash": start.hash, "path": start.path},
        "winner": {
            "version": selection.winner.version if winner_path else start.version,
            "hash": selection.winner.hash,
            "path": str(winner_path) if winner_path else start.path,
            "new": winner_path is not None,
        },
        "stop_reason": selection.stop_reason,
        "tokens": {**selection.tokens, "selection_total": sum(selection.tokens.values())},
        "runs": [{"split": s, "samples": n} for s, n in runner.calls + test_calls],
        "candidates": selection.entries,
        "test": to_dict(test_result) if test_result else None,
    }
    history_path = cfg.out / "history.json"
    history_path.write_text(json.dumps(history, indent=2, default=str), encoding="utf-8")
    winner = load_rubric(cfg.grader, str(winner_path), cfg.rubrics_dir) if winner_path else start
    report_path = write_report(cfg.out / "report.md", history, start, winner, test_result)
    return RefineOutcome(
        winner=winner,
        winner_path=winner_path,
        history_path=history_path,
        report_path=report_path,
        history=history,
        test_result=test_result,
    )
