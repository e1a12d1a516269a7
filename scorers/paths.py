"""Where the project's files are: the rubrics, the tasks and the corpus.

The harness runs from a checkout: rubrics (``tasks/rubrics/``) and the corpus
(``datasets/``) are data in the repository, not package data. The project folder is the
one this package sits in, unless the environment variable ``SGB_HOME`` names another
(a checkout used with an installed copy of the code, say). A folder without the
rubrics or the corpus gives one :class:`ProjectFilesError` that names the variable.

>>> rubrics_dir().relative_to(project_dir()).as_posix()
'tasks/rubrics'
"""

from __future__ import annotations

import os
from pathlib import Path

HOME_VARIABLE = "SGB_HOME"
_CHECKOUT = Path(__file__).resolve().parent.parent  # the folder that holds scorers/


class ProjectFilesError(FileNotFoundError):
    """The rubrics or the corpus are not where the project folder says."""


def project_dir() -> Path:
    """``$SGB_HOME`` when set, else the checkout this code runs from."""
    home = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(home).expanduser().resolve() if home else _CHECKOUT


def tasks_dir() -> Path:
    """``<project>/tasks``: the task files and their rubrics."""
    return project_dir() / "tasks"


def rubrics_dir() -> Path:
    """``<project>/tasks/rubrics``: one folder of versioned YAML rubrics per grader."""
    return tasks_dir() / "rubrics"


def datasets_dir() -> Path:
    """``<project>/datasets``: the labelled corpus."""
    return project_dir() / "datasets"


def require(folder: Path, what: str) -> Path:
    """``folder`` when it exists, else the one error that says how to point at it.

    >>> require(Path("/no/such/place"), "rubrics")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scorers.paths.ProjectFilesError: no rubrics at /no/such/place; ...
    """
    if not folder.is_dir():
        where = f"{HOME_VARIABLE}={os.environ[HOME_VARIABLE]}" if os.environ.get(
            HOME_VARIABLE, "").strip() else f"the checkout {_CHECKOUT}"  # fmt: skip
        raise ProjectFilesError(
            f"no {what} at {folder}; the project folder is {where}: run from a checkout "
            f"of the repository or set {HOME_VARIABLE} to one"
        )
    return folder
