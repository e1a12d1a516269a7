"""Running the judge and the writer in-process with Inspect, seeded and cached.

:class:`JudgeRunner` runs the grader's real task (``scorers.task_factory.grader_task``)
with a rubric file on one split. Each runner is built for a fixed set of splits and
refuses any other: the selection loop gets a runner for train and validation only
(:func:`selection_runner`), and only the final report gets one for the test split
(:func:`test_runner`). That is how "the test split is never used for selection" is
enforced by construction, not by convention.

The writer is an Inspect model role (``writer``): a one-sample Inspect task whose solver
calls ``get_model(role="writer")`` with a structured-output schema, so every revision
request is logged like any other eval.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import pandas as pd
from inspect_ai import Task
from inspect_ai import eval as inspect_eval
from inspect_ai.dataset import Sample
from inspect_ai.log import EvalLog
from inspect_ai.model import (
    CachePolicy,
    ChatMessage,
    GenerateConfig,
    Model,
    ResponseSchema,
    get_model,
)
from inspect_ai.solver import Generate, Solver, TaskState, generate, solver
from inspect_ai.util import JSONSchema

from calibration.logs import read_logs
from calibration.refine.candidate import Disagreement
from scorers.paths import tasks_dir
from scorers.rubric import Rubric
from scorers.task_factory import grader_task

SELECTION_SPLITS: tuple[str, ...] = ("train", "validation")
TEST_SPLITS: tuple[str, ...] = ("test",)
TASKS_DIR = tasks_dir()


class SplitLeakError(RuntimeError):
    """A runner was asked for a split it is not allowed to see."""


def usage_tokens(log: EvalLog) -> int:
    """Input plus output tokens of every model in a log."""
    usage = log.stats.model_usage if log.stats else {}
    return sum(int(u.input_tokens or 0) + int(u.output_tokens or 0) for u in usage.values())


@dataclass
class JudgeRun:
    """One judge run of one rubric on one split."""

    split: str
    rubric: Rubric
    log: EvalLog
    frame: pd.DataFrame
    tokens: int

    @property
    def sample_ids(self) -> list[str]:
        return sorted({str(s.id) for s in self.log.samples or []})

    def disagreements(self, limit: int) -> list[Disagreement]:
        """Judgments that differ from the label, pass/fail mistakes first, at most ``limit``."""
        found: list[tuple[float, Disagreement]] = []
        for sample in self.log.samples or []:
            score = (sample.scores or {}).get("verdict_scorer")
            if score is None:
                continue
            value = cast(dict[str, float], score.value)  # the verdict scorer's numbers
            if value["exact"] == 1.0:
                continue
            notes = [
                str(a.get("rationale") or "")
                for a in (sample.metadata or {}).get("annotations") or []
            ]
            found.append(
                (
                    float(value["agree"]),
                    Disagreement(
                        sample_id=str(sample.id),
                        label=int(value["label"]),
                        judge=int(value["judge"]) if value["parsed"] else None,
                        reason=score.explanation or "",
                        rationale=" ".join(n for n in notes if n),
                        tags=tuple((score.metadata or {}).get("tags") or ()),
                    ),
                )
            )
        found.sort(key=lambda pair: (pair[0], pair[1].sample_id))
        return [d for _, d in found[:limit]]


@dataclass
class JudgeRunner:
    """Runs the judge on the splits it was built for, and nothing else."""

    grader: str
    judge: str | Model
    allowed_splits: tuple[str, ...]
    log_dir: Path
    dataset: str | None = None
    seed: int | None = None
    cache: CachePolicy | bool = False
    epochs: int = 1
    tasks_dir: Path = TASKS_DIR
    calls: list[tuple[str, int]] = field(default_factory=list)  # (split, samples) per run

    def _check(self, split: str) -> None:
        if split not in self.allowed_splits:
            raise SplitLeakError(
                f"this runner may only use the {'/'.join(self.allowed_splits)} split(s), "
                f"not {split!r}"
            )

    def _task(self, rubric: Rubric, split: str) -> Task:
        return grader_task(
            self.grader,
            tasks_dir=self.tasks_dir,
            rubric=str(Path(rubric.path).resolve()),
            split=split,
            dataset=self.dataset,
            seed=self.seed,
        )

    def split_ids(self, rubric: Rubric, split: str) -> list[str]:
        """Ids of the loadable samples of ``split``."""
        self._check(split)
        task = self._task(rubric, split)
        return sorted(str(s.id) for s in task.dataset)

    def run(self, rubric: Rubric, split: str, sample_ids: Sequence[str] | None = None) -> JudgeRun:
        """Run the judge with ``rubric`` on ``split`` (optionally only ``sample_ids``)."""
        self._check(split)
        task = self._task(rubric, split)
        [log] = inspect_eval(
            task,
            model=self.judge,
            solver=generate(cache=self.cache),
            sample_id=list(sample_ids) if sample_ids is not None else None,
            epochs=self.epochs,
            log_dir=str(self.log_dir / "judge"),
            display="none",
            log_samples=True,
            score_display=False,
        )
        if log.status != "success":
            raise RuntimeError(f"judge run on {split} ended with status {log.status}: {log.error}")
        frame = read_logs([str(log.location)], progress=False).frame
        run = JudgeRun(split, rubric, log, frame, usage_tokens(log))
        self.calls.append((split, len(run.sample_ids)))
        return run


def selection_runner(**kwargs: Any) -> JudgeRunner:
    """A runner for the selection loop: train and validation only."""
    return JudgeRunner(allowed_splits=SELECTION_SPLITS, **kwargs)


def test_runner(**kwargs: Any) -> JudgeRunner:
    """A runner for the final report: the test split only."""
    return JudgeRunner(allowed_splits=TEST_SPLITS, **kwargs)


test_runner.__test__ = False  # type: ignore[attr-defined]  # not a pytest test


def train_batch(
    train_ids: Sequence[str], size: int, *, seed: int | None, iteration: int
) -> list[str]:
    """A seeded batch of train ids for one iteration (all of them when ``size`` covers it).

    >>> train_batch(["a", "b", "c", "d"], 2, seed=1, iteration=1) == train_batch(
    ...     ["a", "b", "c", "d"], 2, seed=1, iteration=1)
    True
    """
    ids = sorted(train_ids)
    if size >= len(ids):
        return ids
    key = hashlib.sha256(f"{seed}:{iteration}".encode()).hexdigest()
    return sorted(random.Random(key).sample(ids, size))


@dataclass(frozen=True)
class WriterReply:
    """The writer's raw answer and what it cost."""

    text: str
    tokens: int
    log: str


@solver
def _revise(schema: ResponseSchema, seed: int | None, cache: CachePolicy | bool) -> Solver:
    async def solve(state: TaskState, generate: Generate) -> TaskState:
        writer = get_model(role="writer", required=True)
        config = GenerateConfig(response_schema=schema, seed=seed)
        state.output = await writer.generate(state.messages, config=config, cache=cache)
        state.messages.append(state.output.message)
        return state

    return solve


def ask_writer(
    writer: str | Model,
    messages: list[ChatMessage],
    schema: dict[str, object],
    *,
    log_dir: Path,
    seed: int | None,
    cache: CachePolicy | bool,
    name: str,
) -> WriterReply:
    """Ask the ``writer`` role for a structured revision (one logged Inspect sample)."""
    response_schema = ResponseSchema(
        name="rubric_revision",
        json_schema=JSONSchema.model_validate(schema),
        description="A revised judge rubric",
    )
    task = Task(
        dataset=[Sample(id=name, input=messages)],
        solver=_revise(response_schema, seed, cache),
        name="rubric_writer",
    )
    [log] = inspect_eval(
        task,
        model=writer,
        model_roles={"writer": writer},
        log_dir=str(log_dir / "writer"),
        display="none",
        log_samples=True,
        score_display=False,
    )
    if log.status != "success" or not log.samples:
        raise RuntimeError(f"writer run ended with status {log.status}: {log.error}")
    return WriterReply(log.samples[0].output.completion, usage_tokens(log), str(log.location))
