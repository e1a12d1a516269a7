"""Label Studio export and import at the format level (no server needed)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from calibration.cli import main as sgb
from corpus.annotation_export import export_project, label_config
from corpus.annotation_import import AnnotationImportError, import_export
from corpus.manifest import check_manifest, write_manifest

RECORDED = Path(__file__).parent / "data" / "label_studio_export_threat.json"


def ls_export(tasks: list[dict], answers: dict[str, list[dict]]) -> list[dict]:
    """A Label Studio JSON export of ``tasks`` with one annotation per entry of ``answers``."""
    out = []
    for number, task in enumerate(tasks, start=1):
        annotations = []
        for index, answer in enumerate(answers.get(task["data"]["sample_id"], []), start=1):
            result = [
                {"from_name": "score", "to_name": "package", "type": "choices",
                 "value": {"choices": [str(answer["score"])]}},
                {"from_name": "rationale", "to_name": "package", "type": "textarea",
                 "value": {"text": [answer.get("why", "because")]}},
            ]  # fmt: skip
            if "aitech" in answer:
                result.append({"from_name": "aitech", "to_name": "package", "type": "choices",
                               "value": {"choices": answer["aitech"]}})  # fmt: skip
            annotations.append(
                {
                    "id": number * 10 + index,
                    "completed_by": answer.get("user", 1),
                    "result": result,
                    "was_cancelled": answer.get("cancelled", False),
                    "lead_time": 12.5,
                }
            )
        out.append({"id": number, "data": task["data"], "annotations": annotations})
    return out


@pytest.fixture()
def exported(mini_corpus: Path, tmp_path: Path) -> tuple[Path, list[dict]]:
    write_manifest(mini_corpus)
    out = tmp_path / "project"
    export_project(mini_corpus, "threat", out, seed=3)
    return out, json.loads((out / "tasks.json").read_text())


def test_label_configs_are_valid_xml_with_the_scale_and_grader_fields() -> None:
    for grader in ("threat", "alignment", "completeness", "relevance", "design"):
        root = ET.fromstring(label_config(grader))
        names = {e.get("name") for e in root.iter() if e.get("name")}
        assert {"package", "score", "rationale"} <= names
        assert ("aitech" in names) == (grader == "threat")
        assert ("finding_line" in names) == (grader == "threat")
        assert ({"D1", "D7"} <= names) == (grader == "design")
        assert ("task" in names) == (grader in ("relevance", "completeness"))
    scores = [c.get("value") for c in ET.fromstring(label_config("threat")).iter("Choice")][:4]
    assert scores == ["4", "3", "2", "1"]


def test_tasks_are_blind_shuffled_by_seed_and_show_files_with_paths(
    exported: tuple[Path, list[dict]], mini_corpus: Path, tmp_path: Path
) -> None:
    out, tasks = exported
    assert sorted(t["data"]["sample_id"] for t in tasks) == [
        "csv-stats",
        "env-sync",
        "vague-helper",
    ]
    for task in tasks:
        assert set(task["data"]) == {"sample_id", "grader", "package"}
        assert "===== SKILL.md" in task["data"]["package"]
    env = next(t for t in tasks if t["data"]["sample_id"] == "env-sync")["data"]["package"]
    assert "===== scripts/fmt.py" in env and "collector.example" in env
    other = tmp_path / "again"
    export_project(mini_corpus, "threat", other, seed=3)
    assert json.loads((other / "tasks.json").read_text()) == tasks
    orders = set()
    for seed in range(6):
        export_project(mini_corpus, "threat", tmp_path / f"s{seed}", seed=seed)
        data = json.loads((tmp_path / f"s{seed}" / "tasks.json").read_text())
        orders.add(tuple(t["data"]["sample_id"] for t in data))
    assert len(orders) > 1
    project = json.loads((out / "project.json").read_text())
    assert project["grader"] == "threat" and project["tasks"] == 3 and project["seed"] == 3


def test_control_characters_in_a_package_are_shown_not_interpreted(
    mini_corpus: Path, tmp_path: Path
) -> None:
    skill = mini_corpus / "skills" / "csv-stats" / "SKILL.md"
    skill.write_text(skill.read_text() + "hidden\u202eoverride\x1b[2J\n", encoding="utf-8")
    export_project(mini_corpus, "threat", tmp_path / "p", ids=["csv-stats"])
    [task] = json.loads((tmp_path / "p" / "tasks.json").read_text())
    text = task["data"]["package"]
    assert "\u202e" not in text and "\x1b" not in text and "\\u202e" in text


def test_import_adds_human_annotations_and_is_idempotent(
    exported: tuple[Path, list[dict]], mini_corpus: Path, tmp_path: Path
) -> None:
    _, tasks = exported
    export = ls_export(
        tasks,
        {
            "env-sync": [{"score": 1, "aitech": ["8.2"], "user": {"email": "ana@team"}},
                         {"score": 2, "user": {"email": "bo@team"}}],
            "csv-stats": [{"score": 4, "user": {"email": "ana@team"}},
                          {"score": 3, "cancelled": True}],
        },
    )  # fmt: skip
    path = tmp_path / "export.json"
    path.write_text(json.dumps(export))
    labels = mini_corpus / "labels" / "threat.jsonl"
    summary = import_export(path, mini_corpus)
    assert (summary.added, summary.unchanged, summary.cancelled) == (3, 0, 1)
    rows = {r["id"]: r for r in map(json.loads, labels.read_text().splitlines())}
    env = rows["env-sync"]["annotations"]
    assert env[0]["annotator"] == "construction:test-fixture"
    assert [(a["annotator"], a["score"]) for a in env[1:]] == [
        ("human:ana@team", 1), ("human:bo@team", 2)
    ]  # fmt: skip
    assert env[1]["aitech"] == ["8.2"] and env[1]["seconds"] == 12.5
    assert rows["env-sync"]["score"] == 1  # the reference label is untouched
    assert [a["annotator"] for a in rows["vague-helper"]["annotations"]] == [
        "construction:test-fixture"
    ]
    assert check_manifest(mini_corpus) == []
    before = {p: p.read_bytes() for p in mini_corpus.rglob("*") if p.is_file()}
    again = import_export(path, mini_corpus)
    assert (again.added, again.unchanged) == (0, 3)
    assert {p: p.read_bytes() for p in mini_corpus.rglob("*") if p.is_file()} == before


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda e: {"tasks": e}, "expected a list of tasks"),
        (lambda e: [{"id": 7, "data": {"text": "x"}, "annotations": []}], "task 7: not from"),
        (lambda e: [{**e[0], "data": {**e[0]["data"], "sample_id": "nope"}}], "'nope' is not"),
        (lambda e: [_with_score(e[0], "9")], "outside 1-4"),
        (lambda e: [_with_score(e[0], "x")], "score must be one of"),
        (lambda e: [], "holds no tasks"),
    ],
)
def test_malformed_or_foreign_exports_are_refused_naming_the_task(
    exported: tuple[Path, list[dict]], mini_corpus: Path, tmp_path: Path, mutate, message: str
) -> None:
    _, tasks = exported
    export = ls_export(tasks, {t["data"]["sample_id"]: [{"score": 2}] for t in tasks})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(mutate(export)))
    labels_before = (mini_corpus / "labels" / "threat.jsonl").read_bytes()
    with pytest.raises(AnnotationImportError, match=message):
        import_export(path, mini_corpus)
    assert (mini_corpus / "labels" / "threat.jsonl").read_bytes() == labels_before
    assert not (mini_corpus / "annotations").exists()


def _with_score(task: dict, score: str) -> dict:
    annotation = dict(task["annotations"][0])
    annotation["result"] = [dict(annotation["result"][0], value={"choices": [score]})]
    return {**task, "annotations": [annotation]}


def test_a_recorded_label_studio_export_imports(mini_corpus: Path) -> None:
    if not RECORDED.is_file():
        pytest.skip("no recorded export")
    write_manifest(mini_corpus)
    summary = import_export(RECORDED, mini_corpus)
    assert summary.grader == "threat" and summary.added >= 1
    rows = [json.loads(line) for line in (mini_corpus / "labels" / "threat.jsonl").open()]
    humans = [a for r in rows for a in r["annotations"] if a["annotator"].startswith("human:")]
    assert len(humans) == summary.added


def test_sgb_corpus_commands_exit_codes(mini_corpus: Path, tmp_path: Path, capsys) -> None:
    write_manifest(mini_corpus)
    out = tmp_path / "p"
    args = ["corpus", "annotate", "--grader", "threat", "--dataset", str(mini_corpus)]
    assert sgb([*args, "--out", str(out)]) == 0
    assert "wrote 3 threat tasks" in capsys.readouterr().out
    assert sgb([*args, "--out", str(out)]) == 4  # not empty, no --force
    assert sgb([*args, "--out", str(out), "--force", "--ids", "nope"]) == 4
    assert "no such sample" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert sgb(["corpus", "import-annotations", str(bad), "--dataset", str(mini_corpus)]) == 4
    assert "is not JSON" in capsys.readouterr().err


def test_human_label_counts_per_grader_and_split(
    exported: tuple[Path, list[dict]], mini_corpus: Path, tmp_path: Path
) -> None:
    from corpus.annotation_import import human_label_counts

    assert human_label_counts(mini_corpus) == {}
    _, tasks = exported
    path = tmp_path / "export.json"
    path.write_text(
        json.dumps(ls_export(tasks, {"env-sync": [{"score": 1}, {"score": 2, "user": 2}]}))
    )
    import_export(path, mini_corpus)
    assert human_label_counts(mini_corpus) == {"threat": {"test": 1}}
