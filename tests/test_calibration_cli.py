"""``sgb report`` and ``sgb compare`` on synthetic logs: outputs, numbers and errors."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from calibration import stats
from calibration.cli import main
from calibration.exit_codes import EXIT_ERROR
from calibration.logs import read_logs
from tests.support.synthetic import write_synthetic_log

FAST = ["--bootstrap", "200", "--quiet"]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_report_writes_every_output_and_matches_a_direct_computation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_synthetic_log(tmp_path / "logs" / "a.eval", model="m/a", samples=60, epochs=3)
    out = tmp_path / "out"
    code, stdout, _ = _run(capsys, "report", str(tmp_path / "logs"), "--out", str(out), *FAST,
                           "--format", "json")  # fmt: skip
    assert code == 0
    report = json.loads(stdout)
    files = {p.name for p in out.iterdir()}
    assert {"report.md", "report.json", "confusion_matrix.png", "code_recall.png",
            "score_distribution.png", "stability.png"} <= files  # fmt: skip
    frame = read_logs([tmp_path / "logs"], progress=False).frame
    ok = frame["parsed"].to_numpy(bool)
    expected = stats.fails_f1(frame["label_score"][ok], frame["judge_score"][ok], threshold=3)
    assert report["metrics"]["fails_f1"]["estimate"] == pytest.approx(expected)
    interval = report["metrics"]["fails_f1"]
    assert interval["low"] <= interval["estimate"] <= interval["high"]
    assert report["counts"] == {
        "samples": 60,
        "judgments": 180,
        "epochs": 3,
        "parsed": int(ok.sum()),
        "unparseable": int((~ok).sum()),
    }
    assert report["stability"]["epochs"] == 3
    assert report["annotator_agreement"]["samples"] == 12
    assert "# Judge report: m/a" in (out / "report.md").read_text()


def test_report_is_reproducible_with_a_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_synthetic_log(tmp_path / "a.eval", model="m/a", samples=30)
    first = _run(capsys, "report", str(tmp_path), *FAST, "--format", "json", "--seed", "3")[1]
    again = _run(capsys, "report", str(tmp_path), *FAST, "--format", "json", "--seed", "3")[1]
    assert json.loads(first)["metrics"] == json.loads(again)["metrics"]


def test_all_unparseable_and_single_epoch_give_defined_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_synthetic_log(tmp_path / "a.eval", model="m/a", samples=8, unparseable=1.0)
    code, stdout, _ = _run(capsys, "report", str(tmp_path), *FAST, "--format", "json")
    report = json.loads(stdout)
    assert code == 0
    assert report["metrics"]["exact_accuracy"]["estimate"] is None
    assert report["metrics"]["unparseable_rate"]["estimate"] == 1.0
    assert report["metrics_unparseable_as_wrong"]["exact_accuracy"]["estimate"] == 0.0
    assert report["stability"] is None
    assert any("accuracy is undefined" in n for n in report["notes"])
    assert any("one epoch only" in n for n in report["notes"])


def test_compare_ranks_judges_and_flags_distinguishable_differences(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_synthetic_log(tmp_path / "a.eval", model="m/good", samples=80, epochs=2, accuracy=0.95)
    write_synthetic_log(tmp_path / "b.eval", model="m/poor", samples=80, epochs=2, accuracy=0.4,
                        unparseable=0.2, seed=5)  # fmt: skip
    out = tmp_path / "cmp"
    code, stdout, _ = _run(capsys, "compare", str(tmp_path), "--metric", "mcc",
                           "--out", str(out), *FAST, "--format", "json")  # fmt: skip
    result = json.loads(stdout)
    assert code == 0 and result["best_judge"] == "m/good"
    assert [j["judge"] for j in result["judges"]] == ["m/good", "m/poor"]
    assert result["judges"][1]["distinguishable_from_best"] is True
    assert result["judges"][1]["difference_vs_best"]["high"] < 0
    assert {"compare.md", "compare.json", "agreement.png"} <= {p.name for p in out.iterdir()}
    kappa = np.array(result["agreement"]["pairwise_cohen_kappa"], dtype=float)
    assert kappa.shape == (2, 2) and kappa[0, 0] == 1.0
    assert result["judges"][0]["cost"]["input_tokens_mean"] == 1200


def test_compare_uses_the_shared_samples_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_synthetic_log(tmp_path / "a.eval", model="m/a", samples=30)
    write_synthetic_log(tmp_path / "b.eval", model="m/b", samples=20)
    code, stdout, _ = _run(capsys, "compare", str(tmp_path), *FAST)
    assert code == 0
    assert "judges saw different samples: comparing on the 20 shared" in stdout


@pytest.mark.parametrize(
    ("second", "message"),
    [({"dataset_version": "other"}, "mix dataset versions"), ({}, "report covers one judge")],
)
def test_refusals_are_one_line_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], second: dict, message: str
) -> None:
    write_synthetic_log(tmp_path / "a.eval", model="m/a", samples=5)
    write_synthetic_log(tmp_path / "b.eval", model="m/b", samples=5, **second)
    code, _, stderr = _run(capsys, "report", str(tmp_path), *FAST)
    assert code == 4 and message in stderr
    assert len(stderr.strip().splitlines()) == 1 and "Traceback" not in stderr


def test_empty_folder_and_help(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, stderr = _run(capsys, "compare", str(tmp_path), *FAST)
    assert code == 4 and "no Inspect logs" in stderr
    with pytest.raises(SystemExit) as exit_info:
        main(["report", "--help"])
    assert exit_info.value.code == 0
    assert main([]) == 4


def test_version_names_the_project_and_inspect(capsys: pytest.CaptureFixture[str]) -> None:
    from importlib.metadata import version

    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("skill-grader-bench ") and f"inspect-ai {version('inspect-ai')}" in out


HELP_COMMANDS = [
    [], ["report"], ["compare"], ["gate"], ["refine"], ["rubric"], ["rubric", "diff"],
    ["leaderboard"], ["corpus"], ["corpus", "build"], ["corpus", "check"], ["corpus", "audit"],
    ["corpus", "export"], ["corpus", "probes"], ["corpus", "annotate"],
    ["corpus", "import-annotations"],
]  # fmt: skip


@pytest.mark.parametrize("words", HELP_COMMANDS, ids=lambda w: " ".join(w) or "sgb")
def test_help_is_plain_text(words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([*words, "--help"])
    assert exit_info.value.code == 0
    text = capsys.readouterr().out
    assert "usage: sgb" in text
    assert "`" not in text and ":mod:" not in text and ":func:" not in text


@pytest.mark.parametrize("words", [["report", "--nope"], ["corpus", "bogus"], ["gate"]])
def test_usage_errors_exit_4(words: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(words)
    assert exit_info.value.code == EXIT_ERROR
    assert "error:" in capsys.readouterr().err


def test_python_m_corpus_shares_the_parser_and_exit_codes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from corpus.__main__ import main as corpus_main

    with pytest.raises(SystemExit) as exit_info:
        corpus_main(["no-such-subcommand"])
    assert exit_info.value.code == EXIT_ERROR
    with pytest.raises(SystemExit) as exit_info:
        corpus_main(["--help"])
    text = capsys.readouterr().out
    assert exit_info.value.code == 0 and "usage: python -m corpus" in text
    assert {"build", "check", "audit", "export", "probes", "annotate"} <= set(text.split())


def modules_imported_by(run: str, modules: tuple[str, ...]) -> list[str]:
    """Which of ``modules`` a fresh interpreter has imported after ``run`` (code that may
    call ``calibration.cli.main``)."""
    code = (
        "import sys\nfrom calibration.cli import main\n"
        + run
        + f"print(sorted(m for m in {modules!r} if m in sys.modules))"
    )
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)}, check=True,
    )  # fmt: skip
    return ast.literal_eval(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("command", ["report", "compare", "leaderboard"])
def test_help_imports_neither_inspect_nor_statsmodels(command: str) -> None:
    run = f"try:\n    main([{command!r}, '--help'])\nexcept SystemExit:\n    pass\n"
    heavy = ("inspect_ai", "statsmodels", "sklearn", "pandas")
    assert modules_imported_by(run, heavy) == []


def test_report_on_eval_logs_imports_neither_inspect_nor_sklearn(tmp_path: Path) -> None:
    write_synthetic_log(tmp_path / "logs" / "a.eval", model="m/a", samples=30, epochs=2)
    run = (
        f"main(['report', {str(tmp_path / 'logs')!r}, '--out', {str(tmp_path / 'out')!r},"
        " '--bootstrap', '50', '--quiet', '--format', 'json'])\n"
    )
    assert modules_imported_by(run, ("inspect_ai", "statsmodels", "sklearn", "scipy.stats")) == []
    assert (tmp_path / "out" / "report.json").exists()
