"""Declared versus actual behaviour of a skill package (1-3; passes at 2).

inspect eval tasks/alignment.py --model static/rules
inspect eval tasks/alignment.py --model <provider/model> -T split=validation -T rubric=v1
"""

from pathlib import Path

from inspect_ai import Task, task

from scorers.task_factory import DEFAULT_TOKEN_BUDGET, grader_task


@task
def alignment(
    rubric: str = "v1",
    split: str = "test",
    threshold: float | None = None,
    dataset: str | None = None,
    token_budget: int = DEFAULT_TOKEN_BUDGET,
    seed: int | None = None,
    tags: str | None = None,
    structured: bool = True,
    windows: bool = True,
    score_from: str = "score",
) -> Task:
    """Declared versus actual behaviour of a skill package (1-3; passes at 2)."""
    return grader_task(
        "alignment",
        tasks_dir=Path(__file__).resolve().parent,
        rubric=rubric,
        split=split,
        threshold=threshold,
        dataset=dataset,
        token_budget=token_budget,
        seed=seed,
        tags=tags,
        structured=structured,
        windows=windows,
        score_from=score_from,
    )
