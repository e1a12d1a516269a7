"""results/README.md's command for results/static-rules/ regenerates the committed metrics."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from calibration.cli import build_parser
from tests.support.project import PROJECT
from tests.support.quick_start import main_job

RESULTS = PROJECT / "results"
GRADERS = ("alignment", "completeness", "design", "relevance", "threat")


def documented_command(result: str) -> str:
    """The bash block under the ``### <result>`` heading of results/README.md."""
    text = (RESULTS / "README.md").read_text(encoding="utf-8")
    block = re.search(rf"### `{re.escape(result)}`.*?```bash\n(.*?)```", text, re.S)
    assert block, f"results/README.md documents no command for {result}"
    return " ".join(line.rstrip("\\").strip() for line in block.group(1).splitlines())


def test_every_committed_result_is_documented() -> None:
    text = (RESULTS / "README.md").read_text(encoding="utf-8")
    for folder in sorted(p.name for p in RESULTS.iterdir() if p.is_dir()):
        assert f"### `results/{folder}/`" in text, folder
    for report in RESULTS.rglob("*.json"):
        assert "/work/" not in report.read_text(encoding="utf-8"), report


def test_static_rules_result_is_the_readme_quick_start_with_default_report_options() -> None:
    documented = documented_command("results/static-rules/")
    assert documented == main_job() + " --seed 0 --bootstrap 1000"
    # the quick start writes over the committed report, so on a fresh clone it needs --force
    assert main_job().endswith("--out results/static-rules --force")
    defaults = build_parser("report").parse_args(["report", "logs"])
    assert (defaults.seed, defaults.bootstrap) == (0, 1000)


@pytest.mark.slow
def test_static_rules_metrics_regenerate_from_the_documented_command(
    quick_start_run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    """The quick start's run (the documented command with its default options) gives the
    committed metrics."""
    tmp_path, done = quick_start_run
    assert done.returncode == 0, done.stderr[-3000:]
    for grader in GRADERS:
        committed = json.loads((RESULTS / "static-rules" / grader / "report.json").read_text())
        fresh = json.loads(
            (tmp_path / "results" / "static-rules" / grader / "report.json").read_text()
        )
        assert fresh["dataset_version"] == committed["dataset_version"]
        assert fresh["counts"] == committed["counts"], grader
        for section in ("metrics", "metrics_unparseable_as_wrong"):
            for name, value in committed[section].items():
                for key in ("estimate", "low", "high"):
                    expected, got = value[key], fresh[section][name][key]
                    assert (expected is None) == (got is None), (grader, name, key)
                    if expected is not None:
                        assert got == pytest.approx(expected, abs=1e-9), (grader, name, key)
        assert fresh["confusion_matrix"] == committed["confusion_matrix"]
