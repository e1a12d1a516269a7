"""``sgb`` under bad input: one exit-code table, safe --out, bounded --bootstrap."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

import calibration.judge_report as report_module
from calibration.cli import main
from calibration.exit_codes import EXIT_ERROR
from tests.support.synthetic import write_synthetic_log


def refine_main(argv: list[str]) -> int:
    """The sgb subcommand under test, with ``argv`` after its name."""
    return main(["refine", *argv])


FAST = ["--bootstrap", "50", "--quiet"]


@pytest.fixture()
def logs(tmp_path: Path) -> Path:
    write_synthetic_log(tmp_path / "logs" / "a.eval", model="m/a", samples=20)
    return tmp_path / "logs"


def test_out_refuses_a_non_empty_folder_unless_forced(logs: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep.txt").write_text("mine")
    assert main(["report", str(logs), "--out", str(out), *FAST]) == EXIT_ERROR
    assert "not empty; pass --force" in capsys.readouterr().err
    assert (out / "keep.txt").read_text() == "mine"
    assert main(["report", str(logs), "--out", str(out), "--force", *FAST]) == 0
    assert not (out / "keep.txt").exists() and (out / "report.md").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["logs", "out"]  # no temporary left
    compare_out = tmp_path / "cmp"
    compare_out.mkdir()
    (compare_out / "x").write_text("x")
    assert main(["compare", str(logs), "--out", str(compare_out), *FAST]) == EXIT_ERROR


def test_an_error_while_writing_leaves_nothing_half_written(
    logs: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    out = tmp_path / "out"

    def fail_after_markdown(report, folder, **_):
        (folder / "report.md").write_text("partial")
        raise OSError("disk full")

    monkeypatch.setattr(report_module, "write_report", fail_after_markdown)
    assert main(["report", str(logs), "--out", str(out), *FAST]) == EXIT_ERROR
    assert "disk full" in capsys.readouterr().err
    assert not out.exists() and sorted(p.name for p in tmp_path.iterdir()) == ["logs"]


@pytest.mark.parametrize("value", ["1e20", "100000000000000000000", "-1", "many"])
def test_bootstrap_is_bounded(logs: Path, value: str, capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["report", str(logs), "--bootstrap", value, "--quiet"])
    assert exit_info.value.code == EXIT_ERROR
    assert "--bootstrap" in capsys.readouterr().err


@pytest.mark.parametrize("command", ["report", "compare"])
def test_input_errors_exit_4_in_every_subcommand(tmp_path: Path, command: str, capsys) -> None:
    assert main([command, str(tmp_path / "nothing-here"), *FAST]) == EXIT_ERROR
    assert capsys.readouterr().err.count("\n") == 1
    with pytest.raises(SystemExit) as exit_info:
        main([command, "--no-such-option"])
    assert exit_info.value.code == EXIT_ERROR


def test_rubric_diff_errors_exit_4(capsys) -> None:
    assert main(["rubric", "diff", "v1", "v999", "--grader", "threat"]) == EXIT_ERROR
    assert "error" in capsys.readouterr().err


def test_refine_checks_both_models_before_any_work(tmp_path: Path, capsys) -> None:
    if importlib.util.find_spec("anthropic") is not None:
        pytest.skip("the anthropic package is installed here")
    out = tmp_path / "refine"
    code = refine_main(
        ["--grader", "threat", "--model", "static/rules", "--writer-model",
         "anthropic/claude-x", "--out", str(out)]
    )  # fmt: skip
    err = capsys.readouterr().err
    assert code == EXIT_ERROR and "--writer-model anthropic/claude-x" in err
    assert "pip install anthropic" in err and err.count("\n") == 1
    assert not out.exists()
    code = refine_main(
        ["--grader", "threat", "--model", "nosuch/judge", "--writer-model", "static/rules",
         "--out", str(out)]
    )  # fmt: skip
    assert code == EXIT_ERROR and "--model nosuch/judge" in capsys.readouterr().err


def test_report_of_an_unfinished_run_says_so_first(tmp_path: Path, capsys) -> None:
    write_synthetic_log(tmp_path / "logs" / "a.eval", model="m/a", samples=20, status="cancelled")
    assert main(["report", str(tmp_path / "logs"), *FAST]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert "UNFINISHED RUN" in first and "cancelled" in first
