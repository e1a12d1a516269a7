"""The README's set-up stays true: its main command runs, and CI runs its test command."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from inspect_ai.log import list_eval_logs, read_eval_log

from tests.support.project import PROJECT
from tests.support.quick_start import quick_start_commands

README = (PROJECT / "README.md").read_text(encoding="utf-8")


def test_quick_start_is_two_commands_and_ci_runs_the_test_command() -> None:
    install_and_run, run_tests = quick_start_commands()
    assert install_and_run.startswith("pip install -c constraints.txt -e '.[dev]' && ")
    assert (PROJECT / "constraints.txt").is_file()
    ci = (PROJECT / ".ci" / "run").read_text(encoding="utf-8")
    assert run_tests in ci.splitlines()
    assert any("-c constraints.txt" in line and "pip install" in line for line in ci.splitlines())


@pytest.mark.slow
def test_readme_main_command_runs_offline(
    quick_start_run: tuple[Path, subprocess.CompletedProcess[str]],
) -> None:
    """Runs the first command exactly, minus the install, with its outputs sent to tmp_path."""
    tmp_path, done = quick_start_run
    assert done.returncode == 0, done.stderr[-3000:]
    logs = list_eval_logs(str(tmp_path / "logs"))
    headers = [read_eval_log(log, header_only=True) for log in logs]
    assert sorted(h.eval.task for h in headers) == sorted(
        ["threat", "alignment", "completeness", "relevance", "design"]
    )
    assert all(h.status == "success" for h in headers)
    assert all(
        h.results and h.results.scores[0].metrics["unparseable_rate"].value == 0 for h in headers
    )
    for grader in ("threat", "alignment", "completeness", "relevance", "design"):
        assert (tmp_path / "results" / "static-rules" / grader / "report.md").is_file()
    assert "F1 (fails class)" in done.stdout
