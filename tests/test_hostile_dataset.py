"""Hostile labels and folders against the dataset: confinement, validation, no crashed run."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai._util.error import PrerequisiteError

from tasks.threat import threat
from tests.support.hostile_packages import poisoned
from tests.support.mini_corpus import MINI_SKILLS, label_record, write_labels, write_skill


def corpus_with(tmp_path: Path, records: list[dict]) -> Path:
    root = tmp_path / "corpus"
    write_skill(root / "skills", "csv-stats", MINI_SKILLS["csv-stats"])
    write_labels(root, "threat", [label_record("csv-stats", "threat", 4), *records])
    return root


def run(root: Path, **task_args: object):
    [log] = inspect_eval(
        threat(dataset=str(root), seed=1, **task_args),
        model="static/rules",
        display="none",
        log_dir=str(root / "logs"),
    )
    assert log.status == "success", log.error
    return log


@pytest.mark.parametrize(
    "skill",
    ["../../outside", "skills/../../outside", "/etc", "skills/linked", "skills/via/x"],
)
def test_skill_paths_must_stay_inside_the_dataset(tmp_path: Path, skill: str) -> None:
    poisoned(tmp_path / "outside")
    root = corpus_with(tmp_path, [label_record("escape", "threat", 1, skill=skill)])
    (root / "skills" / "linked").symlink_to(tmp_path / "outside")
    (root / "skills" / "via").symlink_to(tmp_path)
    log = run(root)
    assert [s.id for s in log.samples] == ["csv-stats"]
    [skipped] = log.eval.metadata["skipped_samples"]
    assert skipped["id"] == "escape" and "'escape'" in skipped["error"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"score": 9}, "outside the scale 1-4"),
        ({"score": 0}, "outside the scale 1-4"),
        ({"score": 1.7}, "not an integer"),
        ({"score": "1"}, "not an integer"),
        ({"score": True}, "not an integer"),
        ({"score": None}, "not an integer"),
        ({"skill": 5}, "'skill' must be a non-empty string"),
        ({"split": "dev"}, "split 'dev'"),
        ({"tags": "poisoned"}, "'tags' must be a list"),
    ],
)
def test_bad_labels_name_the_file_and_line(tmp_path: Path, change: dict, message: str) -> None:
    root = corpus_with(tmp_path, [{**label_record("bad", "threat", 1), **change}])
    with pytest.raises(PrerequisiteError) as error:
        threat(dataset=str(root))
    text = str(error.value.message)
    assert "threat.jsonl:2:" in text and message in text and "\n" not in text


@pytest.mark.parametrize("missing", ["score", "skill", "id"])
def test_missing_fields_are_one_line_errors(tmp_path: Path, missing: str) -> None:
    record = label_record("bad", "threat", 1)
    del record[missing]
    root = corpus_with(tmp_path, [record])
    with pytest.raises(PrerequisiteError, match=f"no '{missing}'"):
        threat(dataset=str(root))


def test_empty_or_broken_label_file(tmp_path: Path) -> None:
    root = corpus_with(tmp_path, [])
    (root / "labels" / "threat.jsonl").write_text("\n")
    with pytest.raises(PrerequisiteError, match="no label records"):
        threat(dataset=str(root))
    (root / "labels" / "threat.jsonl").write_text('{"id": "a"\n')
    with pytest.raises(PrerequisiteError, match="threat.jsonl:1: not valid JSON"):
        threat(dataset=str(root))


def make_deep(folder: Path, depth: int) -> None:
    """A chain of ``depth`` folders named ``d`` under ``folder``."""
    fd = os.open(folder, os.O_RDONLY)
    for _ in range(depth):
        os.mkdir("d", dir_fd=fd)
        child = os.open("d", os.O_RDONLY, dir_fd=fd)
        os.close(fd)
        fd = child
    os.close(fd)


def remove_deep(folder: Path) -> None:
    """Remove a chain made by :func:`make_deep` without recursion (rmtree would overflow)."""
    fds = [os.open(folder, os.O_RDONLY)]
    while "d" in os.listdir(fds[-1]):
        fds.append(os.open("d", os.O_RDONLY, dir_fd=fds[-1]))
    os.close(fds.pop())
    while fds:
        os.rmdir("d", dir_fd=fds[-1])
        os.close(fds.pop())


def test_one_bad_package_never_stops_the_run(tmp_path: Path, request) -> None:
    names = ["deep", "fifo", "long", "binary-skill-md"]
    root = corpus_with(tmp_path, [label_record(n, "threat", 1) for n in names])
    skills = root / "skills"
    make_deep(poisoned(skills / "deep"), 1500)
    request.addfinalizer(lambda: remove_deep(skills / "deep"))
    os.mkfifo(poisoned(skills / "fifo") / "SKILL.md.lock")
    poisoned(skills / "long", {"references/" + "n" * 250 + "/x.md": "x"})
    (skills / "binary-skill-md").mkdir()
    (skills / "binary-skill-md" / "SKILL.md").write_bytes(b"\x7fELF\x00\x01")
    log = run(root)
    ids = sorted(s.id for s in log.samples)
    skipped = {s["id"]: s["error"] for s in log.eval.metadata["skipped_samples"]}
    assert ids == ["csv-stats", "fifo", "long"]
    assert "nested deeper" in skipped["deep"] and "binary" in skipped["binary-skill-md"]


def test_windows_and_cut_are_recorded(tmp_path: Path) -> None:
    root = corpus_with(tmp_path, [label_record("padded", "threat", 1)])
    poisoned(root / "skills" / "padded", {"references/pad.md": "<!-- inert -->\n" * 5000})
    log = run(root, token_budget=2000)
    meta = {s.id: s.metadata for s in log.samples}
    assert meta["padded"]["windows"] > 1 and meta["padded"]["cut"] is False
    assert meta["csv-stats"]["windows"] == 1 and meta["csv-stats"]["cut"] is False
    info = meta["padded"]["skill_package"]
    assert info["path"] == str(root / "skills" / "padded") and info["grader"] == "threat"
    cut = run(root, token_budget=2000, windows=False)
    padded = next(s for s in cut.samples if s.id == "padded")
    assert padded.metadata["windows"] == 1 and padded.metadata["cut"] is True
    assert json.dumps(padded.metadata["cut_files"]) == '["references/pad.md"]'
