"""Second annotators' labels are merged into the records, never replacing the reference."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from corpus.extra_annotations import load_extra_annotations, with_extra_annotations
from corpus.sources import Annotation, GraderLabel, SourceEntry, SourceError

DATASETS = Path(__file__).resolve().parent.parent / "datasets"


def entry(skill: str) -> SourceEntry:
    label = GraderLabel(score=4, rationale="first")
    return SourceEntry(skill, "benign", "agent:a", "data", {"design": label})


def test_merge_appends_and_keeps_the_reference_score() -> None:
    extra = {("benign/x", "design"): [Annotation("agent:d", 2, "second")]}
    [merged] = with_extra_annotations([entry("benign/x")], extra)
    assert merged.labels["design"].score == 4
    assert merged.labels["design"].extra == (Annotation("agent:d", 2, "second"),)


def test_annotations_for_unknown_skills_are_refused() -> None:
    with pytest.raises(SourceError, match="benign/ghost"):
        with_extra_annotations([entry("benign/x")], {("benign/ghost", "design"): []})


def test_bad_annotation_files_name_the_entry(tmp_path: Path) -> None:
    (tmp_path / "annotations").mkdir()
    (tmp_path / "annotations" / "a.yaml").write_text(
        "- skill: benign/x\n  annotator: human\n  labels:\n    design: {score: 9, rationale: r}\n"
    )
    with pytest.raises(SourceError) as info:
        load_extra_annotations(tmp_path)
    problems = " ".join(info.value.problems)
    assert "annotations/a.yaml entry 1" in problems and "never 'human'" in problems
    assert "1..5" in problems


def test_bundled_corpus_carries_second_annotations() -> None:
    records = [json.loads(line) for line in (DATASETS / "labels" / "design.jsonl").open()]
    doubled = [r for r in records if len(r["annotations"]) > 1]
    assert len(doubled) >= 50
    assert all(r["annotations"][0]["score"] == r["score"] for r in doubled)


def test_second_files_in_sources_merge_in_every_shape(tmp_path: Path) -> None:
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "second_x.yaml").write_text(
        "- skill: 0a1b2c3d/x\n  second_annotations:\n"
        "  - {annotator: agent:b, grader: design, score: 3, rationale: r, dimensions: {D1: n}}\n"
        "- {skill: 0a1b2c3d/x, annotator: agent:c, grader: completeness, score: 2, rationale: r}\n"
        "- skill: 0a1b2c3d/x\n  annotator: agent:d\n  labels:\n"
        "    design: {score: 5, rationale: r}\n"
    )
    found = load_extra_annotations(tmp_path)
    assert [a.annotator for a in found[("0a1b2c3d/x", "design")]] == ["agent:b", "agent:d"]
    assert found[("0a1b2c3d/x", "completeness")] == [Annotation("agent:c", 2, "r")]


def test_one_score_per_annotator_and_grader() -> None:
    extra = {("benign/x", "design"): [Annotation("agent:d", 2, "a"), Annotation("agent:d", 3, "b")]}
    [merged] = with_extra_annotations([entry("benign/x")], extra)
    assert merged.labels["design"].extra == (Annotation("agent:d", 2, "a"),)
