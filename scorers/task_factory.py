"""Build the Inspect ``Task`` for one grader: dataset + rubric + judge call + scorer.

The files in ``tasks/`` only name their grader: their parameters are the fields of
:class:`TaskParameters` (given to them by :func:`task`), so the five tasks cannot drift
apart and a new parameter is one new field.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, TypeVar

from inspect_ai import Task
from inspect_ai import task as inspect_task
from inspect_ai._util.error import PrerequisiteError
from inspect_ai.model import GenerateConfig, ResponseSchema
from inspect_ai.util import JSONSchema

from scorers import paths
from scorers.dataset import DatasetError, load_grader_dataset
from scorers.graders import get_grader
from scorers.rubric import RubricError, load_rubric
from scorers.scorer import check_score_source, verdict_scorer
from scorers.windows import combination_rule, windowed_generate

DEFAULT_TOKEN_BUDGET = 12000


def installed_versions() -> dict[str, str | None]:
    """Versions of the harness and of Inspect, recorded in every log."""
    from importlib.metadata import PackageNotFoundError, version

    found: dict[str, str | None] = {}
    for name in ("skill-grader-bench", "inspect-ai"):
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = None
    return found


def resolve_user_path(value: str | Path, default_base: Path) -> Path:
    """Resolve a path given on the command line.

    Inspect runs task files from their own folder, so a relative path is tried against
    the folder the user ran the command from (``$PWD``) first, then ``default_base``.
    """
    path = Path(value).expanduser()
    if path.is_absolute():
        return path
    for base in (os.environ.get("PWD"), default_base):
        if base and (Path(base) / path).exists():
            return (Path(base) / path).resolve()
    return (default_base / path).resolve()


def _split_tags(tags: str | list[str] | None) -> list[str] | None:
    if tags is None or isinstance(tags, list):
        return tags
    return [t.strip() for t in tags.split(",") if t.strip()] or None


def _as_bool(value: bool | str) -> bool:
    if isinstance(value, str):
        if value.lower() not in ("true", "false", "1", "0", "yes", "no"):
            raise ValueError(f"expected true or false, not {value!r}")
        return value.lower() in ("true", "1", "yes")
    return bool(value)


@dataclass(frozen=True)
class TaskParameters:
    """The parameters every grader task takes (``-T name=value`` on the command line).

    The one list of them: a field added here is a new ``-T`` parameter of all five tasks.

    Attributes:
        rubric: a rubric version under ``tasks/rubrics/<grader>/`` or a path to a YAML file.
        split: train, validation, test or all.
        threshold: pass threshold (score >= threshold passes); the grader's default if None.
        dataset: corpus folder with ``labels/`` and ``skills/``; the project's if None.
        token_budget: approximate prompt size; larger packages are cut, and the cut is stated.
        seed: makes prompt markers and the judge's sampling (where supported) repeatable.
        tags: only samples carrying one of these tags (comma-separated on the command line).
        structured: ask the provider for schema-constrained output where it supports it.
        windows: judge a package over the budget in several calls over disjoint slices,
            combined by the grader's rule; False keeps one cut prompt.
        score_from: ``score`` (the score the judge wrote) or ``findings`` (the score its
            findings imply by the rubric's rule; threat and alignment only).
    """

    rubric: str = "v1"
    split: str = "test"
    threshold: float | None = None
    dataset: str | None = None
    token_budget: int = DEFAULT_TOKEN_BUDGET
    seed: int | None = None
    tags: str | list[str] | None = None
    structured: bool = True
    windows: bool = True
    score_from: str = "score"


_TASK_SIGNATURE = inspect.Signature(
    [
        inspect.Parameter(f.name, inspect.Parameter.KEYWORD_ONLY, default=f.default,
                          annotation=f.type)
        for f in fields(TaskParameters)
    ],
    return_annotation="Task",
)  # fmt: skip

TaskFunction = TypeVar("TaskFunction", bound=Callable[..., Task])


def task_parameters(function: TaskFunction) -> TaskFunction:
    """Give a ``**params`` task function the parameters of :class:`TaskParameters`.

    Inspect reads a task's parameters from its signature, so ``-T`` values are checked
    against them and the log records them with their defaults.
    """
    function.__signature__ = _TASK_SIGNATURE  # type: ignore[attr-defined]
    return function


def task(function: TaskFunction) -> TaskFunction:
    """Inspect's ``@task``, for a function that takes the parameters of :class:`TaskParameters`.

    Inspect finds the tasks of a file by a decorator spelled ``task``, so the entry
    points in ``tasks/`` import this one under that name::

        @task
        def threat(**params: Any) -> Task:
            return grader_task("threat", **params)
    """
    return inspect_task(task_parameters(function))


def grader_task(grader: str, *, tasks_dir: Path | None = None, **params: Any) -> Task:
    """The task for ``grader`` over a labelled corpus.

    Args:
        grader: one of threat, alignment, completeness, relevance, design.
        tasks_dir: the folder of the rubrics (``<tasks_dir>/rubrics``) and, beside it,
            the corpus; the project's (:mod:`scorers.paths`) if None.
        **params: the fields of :class:`TaskParameters`.

    Raises:
        PrerequisiteError: bad parameters, rubric or labels (Inspect prints one line).
    """
    try:
        parameters = TaskParameters(**params)
    except TypeError as exc:
        raise PrerequisiteError(f"{grader}: {exc}") from None
    try:
        return _grader_task(grader, parameters, tasks_dir or paths.tasks_dir())
    except (DatasetError, RubricError, ValueError) as exc:
        raise PrerequisiteError(f"{grader}: {exc}") from None


def _grader_task(grader: str, params: TaskParameters, tasks_dir: Path) -> Task:
    spec = get_grader(grader)
    check_score_source(spec.name, params.score_from)
    project_dir = tasks_dir.parent
    rubric = params.rubric
    rubric_file = load_rubric(
        grader,
        str(resolve_user_path(rubric, project_dir))
        if rubric.endswith((".yaml", ".yml"))
        else rubric,
        tasks_dir / "rubrics",
    )
    if params.dataset:
        root = resolve_user_path(params.dataset, project_dir)
    else:
        try:
            root = paths.require(project_dir / "datasets", "corpus")
        except paths.ProjectFilesError as exc:
            raise DatasetError(str(exc)) from None
    cut = float(spec.threshold if params.threshold is None else params.threshold)
    tags = _split_tags(params.tags)
    windows = _as_bool(params.windows)
    loaded = load_grader_dataset(
        root,
        spec=spec,
        rubric=rubric_file,
        split=params.split,
        token_budget=params.token_budget,
        seed=params.seed,
        tags=tags,
        windows=windows,
    )
    schema = ResponseSchema(
        name=f"{spec.name}_verdict",
        json_schema=JSONSchema.model_validate(spec.answer_schema()),
        description=f"Verdict of the {spec.name} grader",
    )
    config = GenerateConfig(response_schema=schema if params.structured else None,
                            seed=params.seed)  # fmt: skip
    return Task(
        name=spec.name,
        dataset=loaded.dataset,
        solver=windowed_generate(rubric_file, spec),
        scorer=verdict_scorer(spec.name, cut, params.score_from),
        config=config,
        version=rubric_file.version,
        metadata={
            "grader": spec.name,
            "threshold": cut,
            "rubric_name": rubric_file.name,
            "rubric_version": rubric_file.version,
            "rubric_parent": rubric_file.parent,
            "rubric_hash": rubric_file.hash,
            "rubric_path": rubric_file.path,
            "dataset_version": loaded.version,
            "dataset_path": str(root),
            "split": params.split,
            "tags": tags,
            "seed": params.seed,
            "token_budget": params.token_budget,
            "windows": windows,
            "window_rule": combination_rule(spec),
            "score_from": params.score_from,
            "versions": installed_versions(),
            "skipped_samples": loaded.skipped,
        },
    )
