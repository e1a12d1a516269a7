"""The real corpus under datasets/: schema, minimums, payload locations, splits, manifest.

The count tests state the dataset issue's minimums; they fail until the hand-written
part of the corpus is finished. Run `python -m corpus build` after changing sources.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from corpus.common import CATEGORIES, LABEL_GRADERS, SPLITS, default_datasets_dir
from corpus.labels_schema import validate_label
from corpus.manifest import check_manifest
from corpus.recipes import RECIPES
from corpus.sources import AITECH_CODES
from corpus.splits import leakage, missing_categories

DATASETS = default_datasets_dir()


def _category(r: dict[str, Any]) -> str:
    return next(t for t in r["tags"] if t in CATEGORIES)


@pytest.fixture(scope="module")
def records() -> dict[str, list[dict[str, Any]]]:
    out = {}
    for g in LABEL_GRADERS:
        path = DATASETS / "labels" / f"{g}.jsonl"
        assert path.is_file(), f"{path} missing: run `python -m corpus build`"
        out[g] = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    return out


def test_every_label_matches_the_schema(records) -> None:
    bad = [
        f"{r['grader']}:{r['id']}: {p}"
        for rows in records.values()
        for r in rows
        for p in validate_label(r)
    ]
    assert not bad, "\n".join(bad[:20])
    for g, rows in records.items():
        ids = [r["id"] for r in rows]
        assert len(ids) == len(set(ids)), f"duplicate ids in {g}"
        assert all(r["grader"] == g for r in rows)


def test_every_skill_folder_has_all_four_skill_labels(records) -> None:
    on_disk = {
        p.parent.relative_to(DATASETS).as_posix() for p in (DATASETS / "skills").rglob("SKILL.md")
    }
    for g in ("threat", "alignment", "completeness", "design"):
        labelled = {r["skill"] for r in records[g]}
        assert labelled <= on_disk, f"{g} labels point at missing folders"
        assert labelled == {r["skill"] for r in records["threat"]}
    unlabelled = sorted(on_disk - {r["skill"] for r in records["threat"]})
    assert not unlabelled, f"skill folders without labels (no sources entry?): {unlabelled[:10]}"


@pytest.mark.parametrize(
    ("category", "minimum"),
    [("benign", 60), ("poisoned", 150), ("hard-negative", 30), ("incomplete", 50)],
)
def test_category_minimums(records, category: str, minimum: int) -> None:
    count = sum(_category(r) == category for r in records["threat"])
    assert count >= minimum, f"{category}: {count} < {minimum}"


def test_each_aitech_code_at_least_ten_times(records) -> None:
    poisoned = [r for r in records["threat"] if _category(r) == "poisoned"]
    counts = Counter(c for r in poisoned for c in r["aitech"])
    low = {c: counts[c] for c in AITECH_CODES if counts[c] < 10}
    assert not low, f"codes below 10 poisoned samples: {low}"


def test_relevance_and_design_minimums(records) -> None:
    rel = Counter(r["score"] for r in records["relevance"])
    assert sum(rel.values()) >= 80 and all(rel[s] >= 15 for s in (1, 2, 3)), rel
    assert len(records["design"]) >= 50


def test_no_split_leakage_and_every_split_has_every_category(records) -> None:
    all_rows = [r for rows in records.values() for r in rows]
    assert not leakage(all_rows)
    assert not missing_categories(records["threat"], CATEGORIES)
    assert {r["split"] for r in all_rows} == set(SPLITS)


def test_generated_payloads_are_where_labels_say(records) -> None:
    for r in records["threat"]:
        if "generated" not in r["tags"] or _category(r) != "poisoned":
            continue
        assert r["payload"], r["id"]
        for p in r["payload"]:
            lines = (DATASETS / r["skill"] / p["file"]).read_text(encoding="utf-8").split("\n")
            assert RECIPES[p["recipe"]].marker.search(lines[p["line"] - 1]), (r["id"], p)
        assert sorted(set(r["aitech"])) == sorted({p["aitech"] for p in r["payload"]})


def test_hand_written_payload_lines_exist(records) -> None:
    for r in records["threat"]:
        for p in r["payload"] if "hand-written" in r["tags"] else []:
            path = DATASETS / r["skill"] / p["file"]
            assert path.is_file(), (r["id"], p["file"])
            n = len(path.read_text(encoding="utf-8", errors="replace").splitlines())
            assert 1 <= p["line"] <= n, (r["id"], p)


def test_manifest_matches_files() -> None:
    assert check_manifest(DATASETS) == []


def test_every_skill_loads_with_the_project_loader(records) -> None:
    loader = pytest.importorskip(
        "scorers.skill_loader", reason="scorers.skill_loader (lead) is not importable"
    )
    for skill in sorted({r["skill"] for r in records["threat"]}):
        pkg = loader.load_skill(DATASETS / skill)
        assert pkg.frontmatter.fields.get("name") == Path(skill).name, skill
