"""Project paths come from one module; the five tasks share one parameter list."""

from __future__ import annotations

import importlib
import inspect
import subprocess
import sys
from dataclasses import fields
from pathlib import Path

import pytest
from inspect_ai._util.error import PrerequisiteError
from inspect_ai._util.registry import registry_info

from scorers import paths
from scorers.rubric import RubricError, load_rubric
from scorers.task_factory import TaskParameters, grader_task

ROOT = Path(__file__).resolve().parent.parent
GRADERS = ("threat", "alignment", "completeness", "relevance", "design")


def test_the_project_is_the_checkout_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.HOME_VARIABLE, raising=False)
    assert paths.project_dir() == ROOT
    assert (paths.rubrics_dir() / "threat" / "v1.yaml").is_file()
    assert (paths.datasets_dir() / "labels").is_dir()


def test_sgb_home_points_elsewhere(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "tasks" / "rubrics" / "threat").mkdir(parents=True)
    source = ROOT / "tasks" / "rubrics" / "threat" / "v1.yaml"
    text = source.read_text().replace("version: v1", "version: v9", 1)
    (tmp_path / "tasks" / "rubrics" / "threat" / "v9.yaml").write_text(text)
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path))
    assert paths.project_dir() == tmp_path.resolve()
    assert load_rubric("threat", "v9", paths.rubrics_dir()).version == "v9"


def test_a_missing_project_names_the_variable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path / "nowhere"))
    with pytest.raises(paths.ProjectFilesError, match=f"{paths.HOME_VARIABLE}=.*nowhere"):
        paths.require(paths.rubrics_dir(), "rubrics")
    with pytest.raises(RubricError, match=paths.HOME_VARIABLE):
        load_rubric("threat", "v1", paths.rubrics_dir())
    with pytest.raises(PrerequisiteError, match=f"no rubrics at .*{paths.HOME_VARIABLE}"):
        grader_task("threat")


def test_a_missing_corpus_names_the_variable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    rubrics = tmp_path / "tasks" / "rubrics" / "threat"
    rubrics.mkdir(parents=True)
    (rubrics / "v1.yaml").write_bytes((ROOT / "tasks/rubrics/threat/v1.yaml").read_bytes())
    monkeypatch.setenv(paths.HOME_VARIABLE, str(tmp_path))
    with pytest.raises(PrerequisiteError, match=f"no corpus at .*{paths.HOME_VARIABLE}"):
        grader_task("threat")


def test_no_module_does_path_arithmetic_on_its_own_file() -> None:
    # corpus/recipes.py: a payload template written into generated skills, never run here
    allowed = {Path("scorers/paths.py"), Path("corpus/recipes.py")}
    offenders = []
    for package in ("scorers", "calibration", "corpus", "tasks"):
        for file in (ROOT / package).rglob("*.py"):
            code = "\n".join(
                line for line in file.read_text().splitlines()
                if not line.lstrip().startswith(("#", '"', "'"))
            )  # fmt: skip
            if ".parent.parent" in code or "parents[" in code:
                offenders.append(file.relative_to(ROOT))
    assert set(offenders) <= allowed


@pytest.mark.parametrize("grader", GRADERS)
def test_every_task_takes_the_shared_parameters(grader: str) -> None:
    function = getattr(importlib.import_module(f"tasks.{grader}"), grader)
    expected = [f.name for f in fields(TaskParameters)]
    assert list(inspect.signature(function).parameters) == expected
    assert registry_info(function).metadata["params"] == expected


def test_a_parameter_reaches_the_task_and_an_unknown_one_is_refused() -> None:
    from tasks.relevance import relevance

    task = relevance(split="validation", token_budget=9000, windows="false", tags="origin:real")
    assert task.metadata["split"] == "validation" and task.metadata["token_budget"] == 9000
    assert task.metadata["windows"] is False and task.metadata["tags"] == ["origin:real"]
    with pytest.raises(PrerequisiteError, match="relevance: .*budget"):
        grader_task("relevance", budget=9000)


def test_inspect_lists_the_five_tasks() -> None:
    listing = subprocess.run(
        [sys.executable, "-m", "inspect_ai", "list", "tasks", "tasks"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.split()  # fmt: skip
    assert sorted(listing) == sorted(f"tasks/{g}.py@{g}" for g in GRADERS)
