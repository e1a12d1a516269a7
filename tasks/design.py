"""Structural design quality of a skill, dimensions D1-D7 (1-5; passes at 3).

inspect eval tasks/design.py --model static/rules
inspect eval tasks/design.py --model <provider/model> -T split=validation -T rubric=v1
"""

from typing import Any

from inspect_ai import Task, task

from scorers.task_factory import grader_task, task_parameters


@task
@task_parameters
def design(**params: Any) -> Task:
    """Structural design quality of a skill, dimensions D1-D7 (1-5; passes at 3).

    Parameters (``-T``): the fields of :class:`scorers.task_factory.TaskParameters`.
    """
    return grader_task("design", **params)
