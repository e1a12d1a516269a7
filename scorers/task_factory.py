"""Build the Inspect ``Task`` for one grader: dataset + rubric + judge call + scorer.

The files in ``tasks/`` only name their grader and pass their parameters here, so the
five tasks cannot drift apart.
"""

from __future__ import annotations

import os
from pathlib import Path

from inspect_ai import Task
from inspect_ai._util.error import PrerequisiteError
from inspect_ai.model import GenerateConfig, ResponseSchema
from inspect_ai.util import JSONSchema

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


def grader_task(
    grader: str,
    *,
    tasks_dir: Path,
    rubric: str = "v1",
    split: str = "test",
    threshold: float | None = None,
    dataset: str | None = None,
    token_budget: int = DEFAULT_TOKEN_BUDGET,
    seed: int | None = None,
    tags: str | list[str] | None = None,
    structured: bool = True,
    windows: bool = True,
    score_from: str = "score",
) -> Task:
    """The task for ``grader`` over a labelled corpus.

    Args:
        grader: one of threat, alignment, completeness, relevance, design.
        tasks_dir: the ``tasks/`` folder (rubrics live under it; the corpus beside it).
        rubric: a rubric version under ``tasks/rubrics/<grader>/`` or a path to a YAML file.
        split: train, validation, test or all.
        threshold: pass threshold (score >= threshold passes); the grader's default if None.
        dataset: corpus folder with ``labels/`` and ``skills/``; the bundled one if None.
        token_budget: approximate prompt size; larger packages are cut, and the cut is stated.
        seed: makes prompt markers and the judge's sampling (where supported) repeatable.
        tags: only samples carrying one of these tags (comma-separated on the command line).
        structured: ask the provider for schema-constrained output where it supports it.
        windows: judge a package over the budget in several calls over disjoint slices,
            combined by the grader's rule; False keeps one cut prompt.
        score_from: ``score`` (the score the judge wrote) or ``findings`` (the score its
            findings imply by the rubric's rule; threat and alignment only).

    Raises:
        PrerequisiteError: bad parameters, rubric or labels (Inspect prints one line).
    """
    try:
        return _grader_task(
            grader,
            tasks_dir=tasks_dir,
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
    except (DatasetError, RubricError, ValueError) as exc:
        raise PrerequisiteError(f"{grader}: {exc}") from None


def _grader_task(
    grader: str,
    *,
    tasks_dir: Path,
    rubric: str,
    split: str,
    threshold: float | None,
    dataset: str | None,
    token_budget: int,
    seed: int | None,
    tags: str | list[str] | None,
    structured: bool,
    windows: bool,
    score_from: str,
) -> Task:
    spec = get_grader(grader)
    check_score_source(spec.name, score_from)
    project_dir = tasks_dir.parent
    rubric_file = load_rubric(
        grader,
        str(resolve_user_path(rubric, project_dir))
        if rubric.endswith((".yaml", ".yml"))
        else rubric,
        tasks_dir / "rubrics",
    )
    root = resolve_user_path(dataset, project_dir) if dataset else project_dir / "datasets"
    cut = float(spec.threshold if threshold is None else threshold)
    loaded = load_grader_dataset(
        root,
        spec=spec,
        rubric=rubric_file,
        split=split,
        token_budget=token_budget,
        seed=seed,
        tags=_split_tags(tags),
        windows=_as_bool(windows),
    )
    schema = ResponseSchema(
        name=f"{spec.name}_verdict",
        json_schema=JSONSchema.model_validate(spec.answer_schema()),
        description=f"Verdict of the {spec.name} grader",
    )
    config = GenerateConfig(response_schema=schema if structured else None, seed=seed)
    return Task(
        name=spec.name,
        dataset=loaded.dataset,
        solver=windowed_generate(rubric_file, spec),
        scorer=verdict_scorer(spec.name, cut, score_from),
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
            "split": split,
            "tags": _split_tags(tags),
            "seed": seed,
            "token_budget": token_budget,
            "windows": _as_bool(windows),
            "window_rule": combination_rule(spec),
            "score_from": score_from,
            "versions": installed_versions(),
            "skipped_samples": loaded.skipped,
        },
    )
