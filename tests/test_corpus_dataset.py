"""The bundled corpus under datasets/: schema, targets, twins, splits, leaks, provenance, audit.

Run `python -m corpus build` after changing sources.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

from corpus.audit import AUC_LIMIT, run_audit
from corpus.common import CATEGORIES, ID_RE, LABEL_GRADERS, SPLITS, default_datasets_dir, real_id
from corpus.labels_schema import validate_label
from corpus.manifest import check_manifest
from corpus.recipes import RECIPES
from corpus.sources import AITECH_CODES, LICENSES
from corpus.splits import leakage, missing_categories
from scorers.surface_features import name_tokens

DATASETS = default_datasets_dir()
MARKER_TOKENS = {
    "poisoned", "poison", "malicious", "benign", "hard", "negative", "incomplete", "generated",
    "derived", "written", "twin", "payload", "evil", "collector", "degraded", "variant",
}  # fmt: skip


def _category(r: dict[str, Any]) -> str:
    return next(t for t in r["tags"] if t in CATEGORIES)


def _origin(r: dict[str, Any]) -> str:
    return next(t for t in r["tags"] if t.startswith("origin:")).split(":", 1)[1]


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


def test_every_package_has_labels_for_all_five_graders(records) -> None:
    on_disk = {
        p.parent.relative_to(DATASETS).as_posix()
        for p in (DATASETS / "skills").glob("*/*/SKILL.md")
    }
    for g in ("threat", "alignment", "completeness", "design"):
        labelled = {r["skill"] for r in records[g]}
        assert labelled <= on_disk, f"{g} labels point at missing folders"
        assert labelled == {r["skill"] for r in records["threat"]}
    assert {r["skill"] for r in records["relevance"]} == {r["skill"] for r in records["threat"]}
    unlabelled = sorted(on_disk - {r["skill"] for r in records["threat"]})
    assert not unlabelled, f"package folders without labels (no sources entry?): {unlabelled[:10]}"


def test_folder_names_and_ids_carry_no_marker(records) -> None:
    from corpus.audit import name_markers

    assert name_markers(records["threat"]) == []
    for r in records["threat"]:
        _, folder_id, name = r["skill"].split("/")
        assert ID_RE.match(folder_id) and r["id"] == folder_id, r["skill"]
        assert not set(name_tokens(name)) & MARKER_TOKENS, r["skill"]
        assert not set(name_tokens(r["group"])) & MARKER_TOKENS
    for r in records["relevance"]:
        skill_id, task_hash = r["id"].split("@")
        assert ID_RE.match(skill_id) and ID_RE.match(task_hash), r["id"]


def test_targets_the_builder_controls(records) -> None:
    threat = records["threat"]
    real = [r for r in threat if _origin(r) == "real"]
    derived_poisoned = [r for r in threat if _origin(r) == "derived" and _category(r) == "poisoned"]
    assert len(derived_poisoned) >= len(real)
    assert sum(r["score"] == 3 for r in threat) >= 30
    test = [r for r in threat if r["split"] == "test"]
    assert len(test) >= 200
    codes = Counter(c for r in test for c in r["aitech"])
    assert not {c: codes[c] for c in AITECH_CODES if codes[c] < 15}, codes
    low = [r for r in derived_poisoned if r["score"] == 3]
    assert len(low) >= 30 and all(r["aitech"] for r in low)


def test_every_package_has_exactly_one_origin_and_derived_ones_a_real_twin(records) -> None:
    threat = {r["id"]: r for r in records["threat"]}
    for r in threat.values():
        origin = _origin(r)
        if origin == "derived":
            base = threat[r["group"]]
            assert _origin(base) == "real" and base["split"] == r["split"], r["id"]
            assert base["skill"].split("/")[-1] == r["skill"].split("/")[-1]
        else:
            assert r["group"] == r["id"] or origin == "written"


def test_poisoned_twins_differ_from_their_clean_twin_only_by_the_payload(records) -> None:
    threat = {r["id"]: r for r in records["threat"]}
    for r in threat.values():
        if _origin(r) != "derived" or _category(r) != "poisoned":
            continue
        base = DATASETS / threat[r["group"]]["skill"]
        twin = DATASETS / r["skill"]
        touched = {p["file"] for p in r["payload"]} | {"SKILL.md"}
        for path in (p for p in base.rglob("*") if p.is_file()):
            rel = path.relative_to(base).as_posix()
            copy = twin / rel
            assert copy.is_file(), (r["id"], rel)
            if rel not in touched:
                assert copy.read_bytes() == path.read_bytes(), (r["id"], rel)


def test_no_split_leakage_and_every_split_has_every_category(records) -> None:
    all_rows = [r for rows in records.values() for r in rows]
    assert not leakage(all_rows)
    assert not missing_categories(records["threat"], CATEGORIES)
    assert {r["split"] for r in all_rows} == set(SPLITS)


def test_no_task_text_in_two_splits_and_poor_pairs_cross_domains(records) -> None:
    splits: dict[str, set[str]] = defaultdict(set)
    for r in records["relevance"]:
        splits[r["task"]].add(r["split"])
    crossing = [t for t, s in splits.items() if len(s) > 1]
    assert not crossing, crossing[:3]
    domain_of = {
        r["skill"]: next(t for t in r["tags"] if t.startswith("domain:")) for r in records["threat"]
    }
    direct = {
        r["task"]: domain_of[r["skill"]]
        for r in records["relevance"]
        if r["score"] == 3 and r["label_source"].startswith("annotator:")
    }
    poor = [r for r in records["relevance"] if r["score"] == 1]
    assert poor and all(
        r["label_source"] == "construction:cross-domain-pair" for r in poor if r["task"] in direct
    )
    for r in poor:
        if r["task"] in direct:
            assert domain_of[r["skill"]] != direct[r["task"]], r["id"]


def test_derived_payloads_are_where_labels_say(records) -> None:
    for r in records["threat"]:
        if _origin(r) != "derived" or _category(r) != "poisoned":
            continue
        assert r["payload"], r["id"]
        for p in r["payload"]:
            text = (DATASETS / r["skill"] / p["file"]).read_text(encoding="utf-8")
            line = text.split("\n")[p["line"] - 1]
            assert RECIPES[p["recipe"]].marker.search(line), (r["id"], p)
        assert {p["aitech"] for p in r["payload"]} <= set(r["aitech"])


def test_payload_sentences_differ_between_splits(records) -> None:
    import re

    seen: dict[str, set[str]] = defaultdict(set)
    for r in records["threat"]:
        if _origin(r) != "derived" or _category(r) != "poisoned":
            continue
        for p in r["payload"]:
            text = (DATASETS / r["skill"] / p["file"]).read_text(encoding="utf-8")
            line = text.split("\n")[p["line"] - 1].strip()
            prose = re.sub(r"`[^`]*`|https?://\S+", "", line)
            if len(re.findall(r"\b[A-Za-z]{3,}\b", prose)) > 5 and not re.search(
                r"[(){}=$;]", prose
            ):
                seen[r["split"]].add(line)
    assert seen["train"] and seen["test"]
    assert not seen["train"] & seen["test"]
    assert not seen["validation"] & seen["test"]


def test_written_payload_lines_exist(records) -> None:
    for r in records["threat"]:
        for p in r["payload"] if _origin(r) == "written" else []:
            path = DATASETS / r["skill"] / p["file"]
            assert path.is_file(), (r["id"], p["file"])
            n = len(path.read_text(encoding="utf-8", errors="replace").splitlines())
            assert 1 <= p["line"] <= n, (r["id"], p)


def test_written_packages_carry_no_licence_field(records) -> None:
    from corpus.skillfiles import frontmatter_fields

    for r in records["threat"]:
        if _origin(r) == "written":
            text = (DATASETS / r["skill"] / "SKILL.md").read_text(encoding="utf-8")
            assert "license" not in frontmatter_fields(text), r["skill"]


def test_provenance_is_complete_sorted_and_matches_ids(records) -> None:
    lines = (DATASETS / "provenance.jsonl").read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines]
    assert [r["skill"] for r in rows] == sorted(r["skill"] for r in rows)
    by_skill = {r["skill"]: r for r in rows}
    for r in records["threat"]:
        origin = _origin(r)
        assert (r["skill"] in by_skill) == (origin != "written"), r["skill"]
        if origin == "real":
            p = by_skill[r["skill"]]
            assert real_id(p["repo"], p["path"]) == r["id"]
            assert p["license"] in LICENSES and len(p["commit"]) == 40
            owner, name = p["repo"].split("/")
            assert (DATASETS / "licenses" / f"{owner}__{name}.txt").is_file(), p["repo"]


def test_sizes_stay_reasonable() -> None:
    total = 0
    for folder in (DATASETS / "skills").glob("*/*"):
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
        assert size < 2.5 * 1024 * 1024, folder
        total += size
    assert total < 200 * 1024 * 1024


def test_manifest_matches_files() -> None:
    assert check_manifest(DATASETS) == []


def test_project_licence_file() -> None:
    text = (DATASETS.parent / "LICENSE").read_text(encoding="utf-8")
    assert "Apache License" in text and "Version 2.0" in text


def test_every_package_loads_with_the_project_loader(records) -> None:
    from scorers.skill_loader import load_skill

    for skill in sorted({r["skill"] for r in records["threat"]}):
        pkg = load_skill(DATASETS / skill)
        assert pkg.skill_md.text.strip(), skill


@pytest.mark.slow
def test_surface_classifiers_stay_near_chance(records) -> None:
    rows = run_audit(DATASETS, records["threat"])
    assert len(rows) == 9 and all(r.auc is not None for r in rows)
    too_high = [(r.question, r.classifier, r.auc) for r in rows if not r.passed]
    assert not too_high, f"surface AUC above {AUC_LIMIT}: {too_high}"
    printed = _datasheet_aucs((DATASETS / "README.md").read_text(encoding="utf-8"))
    for r in rows:  # the datasheet prints this table; solvers differ in the last digit by CPU
        assert abs(printed[r.question][r.classifier] - r.auc) <= 0.005, (r, printed[r.question])


def _datasheet_aucs(text: str) -> dict[str, dict[str, float]]:
    """The datasheet's surface-audit table: question -> classifier -> AUC."""
    header = next(line for line in text.splitlines() if line.startswith("| question |"))
    classifiers = [c.strip().removeprefix("AUC ") for c in header.strip("|").split("|")[3:]]
    table: dict[str, dict[str, float]] = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == len(classifiers) + 3 and cells[1].isdigit():
            table[cells[0]] = dict(zip(classifiers, map(float, cells[3:]), strict=True))
    return table


def test_datasheet_matches_this_build() -> None:
    text = (DATASETS / "README.md").read_text(encoding="utf-8")
    version = json.loads((DATASETS / "manifest.json").read_text())["version"]
    assert version in text and "No person has labelled any sample yet." in text


def test_readme_path_is_a_real_folder() -> None:
    assert Path(DATASETS / "skills").is_dir()
