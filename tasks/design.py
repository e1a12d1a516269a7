"""Structural design quality of a skill, dimensions D1-D7 (1-5; passes at 3).

inspect eval tasks/design.py --model static/rules
inspect eval tasks/design.py --model <provider/model> -T split=validation -T rubric=v1
"""

from typing import Any

from inspect_ai import Task

from scorers.task_factory import grader_task, task


@task
def design(**params: Any) -> Task:
    return grader_task("design", **params)
