"""Security threats in a skill package, on the AITech taxonomy (1-4; passes at 3).

inspect eval tasks/threat.py --model static/rules
inspect eval tasks/threat.py --model <provider/model> -T split=validation -T rubric=v1
"""

from typing import Any

from inspect_ai import Task

from scorers.task_factory import grader_task, task


@task
def threat(**params: Any) -> Task:
    return grader_task("threat", **params)
