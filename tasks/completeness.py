"""Whether a skill gives an agent enough detail to act on (1-3; passes at 2).

inspect eval tasks/completeness.py --model static/rules
inspect eval tasks/completeness.py --model <provider/model> -T split=validation -T rubric=v1
"""

from typing import Any

from inspect_ai import Task

from scorers.task_factory import grader_task, task


@task
def completeness(**params: Any) -> Task:
    return grader_task("completeness", **params)
