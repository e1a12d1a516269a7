"""Synthetic grader logs (real Inspect ``EvalLog`` files) for tests and benchmarks.

Each judgment is built from the score contract's record
(:class:`scorers.contract.Judgment`), as the real scorer builds it, so the reader cannot
tell these logs from a real run's. The judge is simulated: it returns the label
with probability ``accuracy``, otherwise a neighbouring score, and an unparseable
answer with probability ``unparseable``. With ``consistency`` c, a share c of the
samples get one answer repeated in every epoch (a judge that is sure of itself there);
the others are drawn afresh each epoch. :func:`expected_fails_f1` gives the fails-F1
such a judge has on an unlimited number of judgments (unparseable scored as wrong), so
a benchmark can simulate a candidate whose true F1 differs by a chosen amount.

>>> log = synthetic_log(model="mock/a", samples=3, epochs=2, seed=0)
>>> len(log.samples), log.eval.metadata["grader"]
(6, 'threat')
>>> round(expected_fails_f1(accuracy=0.6, unparseable=0.02), 3)
0.825
"""

from __future__ import annotations

import functools
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import numpy as np
from inspect_ai.log import EvalConfig, EvalDataset, EvalLog, EvalSample, EvalSpec, write_eval_log
from inspect_ai.log._log import EvalScorer
from inspect_ai.model import GenerateConfig, ModelOutput, ModelUsage
from inspect_ai.scorer import Score

from scorers.contract import SCORER_NAME, UNPARSEABLE, Judgment
from scorers.graders import AITECH_CODES, GRADERS

THREAT = GRADERS["threat"]
CODES = tuple(AITECH_CODES)
CATEGORIES = ("benign", "poisoned", "hard-negative", "incomplete")


def verdict_score(
    *,
    judge: int | None,
    label: int,
    threshold: int = THREAT.threshold,
    low: int = THREAT.low,
    high: int = THREAT.high,
    tags: list[str],
    aitech_expected: list[str],
    aitech_found: list[str],
) -> Score:
    """A threat grader's Score, built from the contract's record as the scorer builds it."""
    judgment = Judgment.judged(
        judge=judge, label=label, threshold=threshold, scale_low=low, scale_high=high,
        parse_error=None if judge is not None else "no JSON object found",
        aitech_found=tuple(sorted(aitech_found)), aitech_expected=tuple(sorted(aitech_expected)),
        extra={"findings": [{"severity": "high", "aitech": c} for c in aitech_found],
               "tags": tags, "label_source": "construction:synthetic", "split": "test",
               "group": "g", "skill": "skills/synthetic"},
    )  # fmt: skip
    answer = THREAT.label_name(judge) if judge is not None else UNPARSEABLE
    return Score(value=judgment.to_value(), answer=answer, metadata=judgment.to_metadata())


def _sample_plan(samples: int, rng: np.random.Generator) -> list[dict[str, Any]]:
    plan = []
    for index in range(samples):
        category = CATEGORIES[index % len(CATEGORIES)]
        label = {"benign": 4, "hard-negative": 4, "incomplete": 3}.get(
            category, int(rng.integers(1, 3))
        )
        codes = [CODES[index % len(CODES)]] if category == "poisoned" else []
        origin = "hand-written" if index % 3 == 0 else "generated"
        annotations = [{"annotator": "agent:author-a", "score": label}]
        if index % 5 == 0:
            other = int(np.clip(label + rng.integers(-1, 2), 1, 4))
            annotations.append({"annotator": "agent:author-b", "score": other})
        plan.append(
            {"id": f"s{index:06d}", "label": label, "codes": codes,
             "tags": [category, origin], "annotations": annotations}
        )  # fmt: skip
    return plan


def _judge_once(
    rng: np.random.Generator, label: int, codes: list[str], accuracy: float, unparseable: float
) -> tuple[int | None, list[str]]:
    judge: int | None = label
    if rng.random() > accuracy:
        judge = int(np.clip(label + rng.choice([-1, 1]), 1, 4))
    if rng.random() < unparseable:
        judge = None
    return judge, [c for c in codes if rng.random() < accuracy]


@functools.cache
def label_shares(samples: int = 100_000, sample_seed: int = 12345) -> dict[int, float]:
    """Share of each label in the sample plan (the population a log is drawn from)."""
    labels = [item["label"] for item in _sample_plan(samples, np.random.default_rng(sample_seed))]
    return {value: labels.count(value) / len(labels) for value in sorted(set(labels))}


def expected_fails_f1(
    *, accuracy: float, unparseable: float, threshold: int = 3, low: int = 1, high: int = 4
) -> float:
    """Fails-F1 of the simulated judge in the limit of many judgments.

    Exact under the judge model above: a parsed answer is the label with probability
    ``accuracy``, else one step up or down (clipped to the scale); an unparseable answer
    is scored as the opposite verdict.
    """
    tp = fp = fn = 0.0
    for label, share in label_shares().items():
        answers = {label: accuracy}
        for step in (-1, 1):
            neighbour = int(np.clip(label + step, low, high))
            answers[neighbour] = answers.get(neighbour, 0.0) + (1 - accuracy) / 2
        said_fails = (1 - unparseable) * sum(p for s, p in answers.items() if s < threshold)
        if label < threshold:
            tp += share * said_fails
            fn += share * (1 - said_fails)
        else:
            fp += share * (said_fails + unparseable)
    return 2 * tp / (2 * tp + fp + fn)


def synthetic_log(
    *,
    model: str,
    samples: int,
    epochs: int = 1,
    accuracy: float = 0.8,
    unparseable: float = 0.02,
    seed: int = 0,
    dataset_version: str = "synthetic-v1",
    rubric_version: str = "v1",
    status: Literal["started", "success", "cancelled", "error"] = "success",
    sample_seed: int = 12345,
    consistency: float = 0.0,
) -> EvalLog:
    """An in-memory threat-grader log of ``samples`` x ``epochs`` judgments."""
    plan = _sample_plan(samples, np.random.default_rng(sample_seed))
    rng = np.random.default_rng(seed)
    records = []
    for item in plan:
        fixed = consistency > 0 and rng.random() < consistency
        for epoch in range(1, epochs + 1):
            label = item["label"]
            if not (fixed and epoch > 1):
                judge, found = _judge_once(rng, label, item["codes"], accuracy, unparseable)
            score = verdict_score(
                judge=judge, label=label, tags=item["tags"],
                aitech_expected=item["codes"], aitech_found=found,
            )  # fmt: skip
            usage = ModelUsage(input_tokens=1200, output_tokens=int(rng.integers(40, 200)),
                               total_tokens=0)  # fmt: skip
            records.append(
                EvalSample(
                    id=item["id"], epoch=epoch, input="(skill text)", target=str(label),
                    output=ModelOutput(model=model), scores={SCORER_NAME: score},
                    metadata={"grader": "threat", "label_score": label, "tags": item["tags"],
                              "annotations": item["annotations"], "split": "test"},
                    model_usage={model: usage}, total_time=float(rng.uniform(0.5, 3.0)),
                    working_time=float(rng.uniform(0.4, 2.5)),
                )
            )  # fmt: skip
    spec = EvalSpec(
        created=datetime.now(UTC).isoformat(),
        task="threat",
        dataset=EvalDataset(
            name="threat", samples=samples, sample_ids=[p["id"] for p in plan]
        ),
        model=model,
        model_generate_config=GenerateConfig(temperature=0.0),
        config=EvalConfig(epochs=epochs),
        task_args={"rubric": rubric_version, "split": "test"},
        scorers=[EvalScorer(name=SCORER_NAME)],
        metadata={
            "grader": "threat", "threshold": 3, "rubric_name": "threat",
            "rubric_version": rubric_version, "rubric_hash": f"hash-{rubric_version}",
            "dataset_version": dataset_version, "split": "test",
        },
    )  # fmt: skip
    return EvalLog(status=status, eval=spec, samples=records)


def write_synthetic_log(path: str | Path, **kwargs: Any) -> str:
    """Write :func:`synthetic_log` to ``path`` (an ``.eval`` file) and return the path."""
    write_eval_log(synthetic_log(**kwargs), str(path))
    return str(path)
