"""Validation of the hand-written sources files."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from corpus.fixtures import write_fixture_datasets
from corpus.sources import SourceError, load_sources


@pytest.fixture()
def root(tmp_path: Path) -> Path:
    return write_fixture_datasets(tmp_path)


def _rewrite(root: Path, change) -> None:
    path = root / "sources" / "fixture.yaml"
    entries = yaml.safe_load(path.read_text())
    change(entries)
    path.write_text(yaml.safe_dump(entries, sort_keys=False))


def test_fixture_sources_load(root: Path) -> None:
    entries, problems = load_sources(root)
    assert not problems and len(entries) == 8
    poisoned = next(e for e in entries if e.category == "poisoned")
    assert poisoned.payload[0].line == 17 and poisoned.labels["threat"].aitech == ("9.1",)
    assert poisoned.base == "benign/csv-line-counter"


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (lambda e: e[1]["labels"]["threat"].update(score=7), "labels.threat.score"),
        (lambda e: e[1]["labels"].pop("design"), "labels.design is missing"),
        (lambda e: e[1].update(colour="red"), "unknown key 'colour'"),
        (lambda e: e[1].update(annotator="human:bob"), "never 'human'"),
        (lambda e: e[1].update(skill="benign/nope"), "no SKILL.md"),
        (lambda e: e[7]["payload"][0].update(aitech="99"), "payload[0].aitech"),
        (lambda e: e[1]["labels"]["design"]["dimensions"].pop("D3"), "D1..D7"),
    ],
)
def test_problems_name_file_and_entry(root: Path, change, needle: str) -> None:
    _rewrite(root, change)
    with pytest.raises(SourceError) as err:
        load_sources(root)
    text = str(err.value)
    assert "sources/fixture.yaml entry" in text and needle in text


def test_skip_invalid_drops_only_the_bad_entry(root: Path) -> None:
    _rewrite(root, lambda e: e[0]["labels"]["alignment"].update(score=0))
    entries, problems = load_sources(root, skip_invalid=True)
    assert (
        len(entries) == 7
        and len(problems) == 1
        and "entry 1 (benign/csv-line-counter)" in problems[0]
    )


def test_same_folder_twice_is_reported(root: Path) -> None:
    extra = root / "sources" / "more.yaml"
    entries = yaml.safe_load((root / "sources" / "fixture.yaml").read_text())
    extra.write_text(yaml.safe_dump(entries[:1]))
    with pytest.raises(SourceError, match="already described"):
        load_sources(root)


def test_same_name_in_two_categories_gets_qualified_id(root: Path) -> None:
    import shutil

    src = root / "skills" / "benign" / "yaml-reviewer"
    shutil.copytree(src, root / "skills" / "poisoned" / "yaml-reviewer")
    entries = yaml.safe_load((root / "sources" / "fixture.yaml").read_text())
    twin = dict(entries[-1], skill="poisoned/yaml-reviewer", base="benign/yaml-reviewer")
    (root / "sources" / "more.yaml").write_text(yaml.safe_dump([twin]))
    ids = {e.skill: e.id for e in load_sources(root)[0]}
    assert ids["benign/yaml-reviewer"] == "yaml-reviewer"
    assert ids["poisoned/yaml-reviewer"] == "poisoned-yaml-reviewer"
