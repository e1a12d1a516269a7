"""The build over a fixture datasets folder: determinism, schema, splits, twins, provenance,
manifest, export."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from corpus.__main__ import main as cli
from corpus.build import build
from corpus.labels_schema import validate_label
from corpus.manifest import check_manifest
from corpus.splits import assign_splits, leakage
from tests.support.corpus_fixtures import write_fixture_datasets

KW = {"n_poison": 18, "n_incomplete": 10, "n_low": 4}
N_SKILLS = 13 + 18 + 10 + 4


def _tree(root: Path) -> dict[str, bytes]:
    return {
        p.relative_to(root).as_posix(): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = write_fixture_datasets(tmp_path_factory.mktemp("built"))
    build(root, seed=7, **KW)
    return root


def test_same_seed_identical_bytes_other_seed_differs(built: Path, tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    for target in (a, b):
        write_fixture_datasets(target)
    build(a, seed=7, **KW)
    build(b, seed=7, **KW)
    assert _tree(a) == _tree(b) == _tree(built)
    build(b, seed=8, **KW)
    assert _tree(a) != _tree(b)
    threat = Path("labels") / "threat.jsonl"
    assert (a / threat).read_bytes() != (b / threat).read_bytes()
    build(b, seed=7, **KW)  # a rebuild over a previous build removes the stale folders
    assert _tree(a) == _tree(b)


def test_every_label_validates_and_every_skill_has_four(built: Path) -> None:
    import json

    records = {
        g: [json.loads(x) for x in (built / "labels" / f"{g}.jsonl").read_text().splitlines()]
        for g in ("threat", "alignment", "completeness", "relevance", "design")
    }
    for rows in records.values():
        for r in rows:
            assert validate_label(r) == [], (r["grader"], r["id"], validate_label(r))
        assert [r["id"] for r in rows] == sorted(r["id"] for r in rows)
    skills = {g: {r["skill"] for r in records[g]} for g in records}
    assert skills["threat"] == skills["alignment"] == skills["completeness"] == skills["design"]
    assert len(skills["threat"]) == N_SKILLS
    assert {r["score"] for r in records["relevance"]} == {1, 2, 3}
    assert not leakage(r for rows in records.values() for r in rows)
    gen = [
        r for r in records["threat"] if "origin:derived" in r["tags"] and "poisoned" in r["tags"]
    ]
    assert len(gen) == 18 + 4
    assert all(r["label_source"].startswith("construction:") and r["payload"] for r in gen)
    assert sum(r["score"] == 3 for r in gen) >= 4  # the low-severity twins
    origins = {t for r in records["threat"] for t in r["tags"] if t.startswith("origin:")}
    assert origins == {"origin:real", "origin:derived", "origin:written"}


def test_twins_share_split_folder_name_and_labels_of_the_clean_twin(built: Path) -> None:
    import json

    from corpus.common import ID_RE

    def rows(grader: str) -> dict[str, dict]:
        path = built / "labels" / f"{grader}.jsonl"
        return {r["id"]: r for r in map(json.loads, path.read_text().splitlines())}

    threat, design = rows("threat"), rows("design")
    completeness = rows("completeness")
    by_group: dict[str, set[str]] = {}
    for r in threat.values():
        by_group.setdefault(r["group"], set()).add(r["split"])
        assert (
            ID_RE.match(r["id"]) and r["skill"] == f"skills/{r['id']}/{r['skill'].split('/')[-1]}"
        )
    assert all(len(s) == 1 for s in by_group.values())
    derived = [r for r in threat.values() if "origin:derived" in r["tags"]]
    for r in derived:
        base = threat[r["group"]]
        assert "origin:real" in base["tags"] and base["split"] == r["split"]
        assert r["skill"].split("/")[-1] == base["skill"].split("/")[-1]
        if "poisoned" in r["tags"]:
            assert design[r["id"]]["score"] == design[base["id"]]["score"]
            assert completeness[r["id"]]["score"] == completeness[base["id"]]["score"]
            assert "clean twin" in design[r["id"]]["rationale"]
            assert r["score"] <= base["score"] and set(base["aitech"]) <= set(r["aitech"])


def test_provenance_lists_real_and_derived_packages_sorted(built: Path) -> None:
    import json

    lines = (built / "provenance.jsonl").read_text().splitlines()
    rows = [json.loads(x) for x in lines]
    assert [r["skill"] for r in rows] == sorted(r["skill"] for r in rows)
    assert all(set(r) == {"skill", "repo", "commit", "path", "license"} for r in rows)
    threat = [json.loads(x) for x in (built / "labels" / "threat.jsonl").read_text().splitlines()]
    expected = {r["skill"] for r in threat if "origin:written" not in r["tags"]}
    assert {r["skill"] for r in rows} == expected


def test_splits_stratified_and_stable() -> None:
    groups = {f"g{i}": ("a" if i % 2 else "b") for i in range(40)}
    splits = assign_splits(groups)
    assert splits == assign_splits(dict(reversed(list(groups.items()))))
    for stratum in "ab":
        got = [splits[g] for g, s in groups.items() if s == stratum]
        assert got.count("train") == 8 and got.count("validation") == 4 and got.count("test") == 8
    bad = [
        {"grader": "threat", "id": "x", "skill": "skills/x", "group": "g", "split": "train"},
        {"grader": "design", "id": "x", "skill": "skills/x", "group": "g", "split": "test"},
    ]
    assert len(leakage(bad)) == 2


def test_manifest_check_and_cli(built: Path, tmp_path: Path, capsys) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(built, copy)
    assert check_manifest(copy) == []
    assert cli(["--datasets", str(copy), "check"]) == 0
    victim = next((copy / "skills").rglob("SKILL.md"))
    victim.write_text(victim.read_text() + "\nchanged\n")
    (copy / "labels" / "extra.jsonl").write_text("{}\n")
    problems = check_manifest(copy)
    assert any(p.startswith("changed: skills/") for p in problems)
    assert "not in manifest: labels/extra.jsonl" in problems
    assert cli(["--datasets", str(copy), "check"]) == 1
    assert "mismatch" in capsys.readouterr().out


def test_datasheet_is_generated_from_data(built: Path) -> None:
    text = (built / "README.md").read_text()
    assert "AI agents" in text and "No person has labelled any sample yet." in text
    assert "| poisoned |" in text and "| 9.1 |" in text and "GENERATED" in text
    assert "| threat pass/fail |" in text and "| poisoned vs clean twin |" in text
    assert "`fixture-org/skills` | MIT |" in text
    assert "| design | 12 |" in text  # agreement with the second annotator


def test_export_loads_with_hf_datasets(built: Path, tmp_path: Path) -> None:
    from corpus.export import export
    from datasets import load_dataset

    counts = export(tmp_path / "out", built)
    assert counts["threat"] == N_SKILLS
    ds = load_dataset("parquet", data_dir=str(tmp_path / "out" / "parquet" / "threat"))
    assert sum(len(ds[s]) for s in ds) == N_SKILLS
    row = ds["train"][0]
    assert row["files"] and row["files"][0]["path"] and row["dataset_version"]
    js = load_dataset("json", data_dir=str(tmp_path / "out" / "jsonl" / "relevance"))
    assert all(r["task"] for r in js["train"])
