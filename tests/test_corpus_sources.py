"""Validation of the sources files: real packages with provenance, and written packages."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from corpus.common import real_id
from corpus.sources import SourceError, load_sources
from tests.support.corpus_fixtures import write_fixture_datasets

REAL = "real_fixture.yaml"


@pytest.fixture()
def root(tmp_path: Path) -> Path:
    return write_fixture_datasets(tmp_path)


def _rewrite(root: Path, change, name: str = REAL) -> None:
    path = root / "sources" / name
    entries = yaml.safe_load(path.read_text())
    change(entries)
    path.write_text(yaml.safe_dump(entries, sort_keys=False))


def test_fixture_sources_load(root: Path) -> None:
    entries, problems = load_sources(root)
    assert not problems and len(entries) == 13
    real = [e for e in entries if e.origin == "real"]
    assert len(real) == 12 and all(e.provenance and e.provenance.license == "MIT" for e in real)
    assert all(e.id == real_id(e.provenance.repo, e.provenance.path) for e in real)
    assert {e.category for e in real} == {"benign", "hard-negative", "incomplete"}
    poisoned = next(e for e in entries if e.category == "poisoned")
    assert poisoned.origin == "written" and poisoned.payload[0].line == 17
    assert poisoned.labels["threat"].aitech == ("9.1",)


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        (lambda e: e[1]["labels"]["threat"].update(score=7), "labels.threat.score"),
        (lambda e: e[1]["labels"].pop("design"), "labels.design is missing"),
        (lambda e: e[1].update(colour="red"), "unknown key 'colour'"),
        (lambda e: e[1].update(annotator="human:bob"), "never 'human'"),
        (lambda e: e[1].update(skill="0123abcd/nope"), "no SKILL.md"),
        (lambda e: e[1].update(skill="benign/nope"), "8 lowercase hex id"),
        (lambda e: e[1]["labels"]["design"]["dimensions"].pop("D3"), "D1..D7"),
        (lambda e: e[1]["provenance"].update(license="GPL-3.0"), "provenance.license"),
        (lambda e: e[1]["provenance"].update(commit="abc"), "40-hex"),
        (lambda e: e[1]["provenance"].update(path="elsewhere"), "is not the id of repo"),
        (lambda e: e[1].update(category="poisoned"), "never 'poisoned'"),
    ],
)
def test_problems_name_file_and_entry(root: Path, change, needle: str) -> None:
    _rewrite(root, change)
    with pytest.raises(SourceError) as err:
        load_sources(root)
    text = str(err.value)
    assert f"sources/{REAL} entry" in text and needle in text


def test_skip_invalid_drops_only_the_bad_entry(root: Path) -> None:
    _rewrite(root, lambda e: e[0]["labels"]["alignment"].update(score=0))
    entries, problems = load_sources(root, skip_invalid=True)
    assert len(entries) == 12 and len(problems) == 1 and "entry 1 (" in problems[0]


def test_same_package_twice_is_reported(root: Path) -> None:
    entries = yaml.safe_load((root / "sources" / REAL).read_text())
    (root / "sources" / "real_more.yaml").write_text(yaml.safe_dump(entries[:1]))
    with pytest.raises(SourceError, match="already described"):
        load_sources(root)


def test_second_annotation_files_are_not_read_as_packages(root: Path) -> None:
    entries, _ = load_sources(root)
    assert all(not e.source_file.startswith("sources/second_") for e in entries)


def test_embedded_second_annotations_are_merged(root: Path) -> None:
    def add(entries) -> None:
        entries[0]["second_annotations"] = [
            {"annotator": "agent:other", "grader": "completeness", "score": 2, "rationale": "r"}
        ]

    _rewrite(root, add)
    entries, _ = load_sources(root)
    first = next(e for e in entries if e.index == 1 and e.origin == "real")
    assert first.labels["completeness"].score == 3
    assert [a.annotator for a in first.labels["completeness"].extra] == ["agent:other"]
