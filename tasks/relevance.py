"""Whether a skill fits a task description (1-3; passes at 2).

inspect eval tasks/relevance.py --model static/rules
inspect eval tasks/relevance.py --model <provider/model> -T split=validation -T rubric=v1
"""

from typing import Any

from inspect_ai import Task

from scorers.task_factory import grader_task, task


@task
def relevance(**params: Any) -> Task:
    return grader_task("relevance", **params)
