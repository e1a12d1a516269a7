"""Declared versus actual behaviour of a skill package (1-3; passes at 2).

inspect eval tasks/alignment.py --model static/rules
inspect eval tasks/alignment.py --model <provider/model> -T split=validation -T rubric=v1
"""

from typing import Any

from inspect_ai import Task, task

from scorers.task_factory import grader_task, task_parameters


@task
@task_parameters
def alignment(**params: Any) -> Task:
    """Declared versus actual behaviour of a skill package (1-3; passes at 2).

    Parameters (``-T``): the fields of :class:`scorers.task_factory.TaskParameters`.
    """
    return grader_task("alignment", **params)
