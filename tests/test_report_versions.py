"""Reports record the versions of the harness and Inspect that made them and that made the logs."""

from __future__ import annotations

import json
from importlib.metadata import version
from pathlib import Path
from types import SimpleNamespace

import pytest

from calibration.cli import main
from calibration.versions import log_versions
from tests.support.synthetic import write_synthetic_log


def _header(metadata: dict | None, packages: dict | None) -> SimpleNamespace:
    return SimpleNamespace(eval=SimpleNamespace(metadata=metadata, packages=packages))


def test_log_versions_prefer_task_metadata_then_inspects_own_record() -> None:
    recorded = {"versions": {"skill-grader-bench": "0.1.0", "inspect-ai": "0.3.285"}}
    assert log_versions(_header(recorded, {"inspect_ai": "9.9"})) == {
        "skill-grader-bench": "0.1.0", "inspect-ai": "0.3.285"}  # fmt: skip
    assert log_versions(_header({}, {"inspect_ai": "0.3.200"})) == {
        "skill-grader-bench": None, "inspect-ai": "0.3.200"}  # fmt: skip
    assert log_versions(_header(None, None)) == {"skill-grader-bench": None, "inspect-ai": None}


def test_report_json_and_md_record_versions(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_synthetic_log(tmp_path / "logs" / "a.eval", model="m/a", samples=20)
    out = tmp_path / "out"
    code = main(["report", str(tmp_path / "logs"), "--out", str(out), "--bootstrap", "50",
                 "--quiet", "--format", "json"])  # fmt: skip
    assert code == 0
    versions = json.loads((out / "report.json").read_text())["versions"]
    assert versions["report"]["inspect-ai"] == version("inspect-ai")
    assert versions["report"]["skill-grader-bench"] == version("skill-grader-bench")
    assert len(versions["logs"]) == 1 and set(versions["logs"][0]) == set(versions["report"])
    assert f"inspect-ai {version('inspect-ai')}" in (out / "report.md").read_text()
