"""Declared versus actual behaviour of a skill package (1-3; passes at 2).

inspect eval tasks/alignment.py --model static/rules
inspect eval tasks/alignment.py --model <provider/model> -T split=validation -T rubric=v1
"""

from typing import Any

from inspect_ai import Task

from scorers.task_factory import grader_task, task


@task
def alignment(**params: Any) -> Task:
    return grader_task("alignment", **params)
