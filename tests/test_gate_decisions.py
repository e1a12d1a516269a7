"""``sgb gate`` on real task logs from scripted judges: PASS, FAIL, INCONCLUSIVE, refusals."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from calibration.cli import main as sgb_main
from tests.support.gate_corpus import ScriptedJudge, build_corpus, right_on, run_task


def gate_main(argv: list[str]) -> int:
    """The sgb subcommand under test, with ``argv`` after its name."""
    return sgb_main(["gate", *argv])


N_TEST = 40


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Log folders of several scripted judges on one corpus (built once for the module)."""
    root = tmp_path_factory.mktemp("gate")
    old = Path.cwd()
    os.chdir(root)  # no .env above the run folder
    try:
        corpus = build_corpus(
            root / "corpus", {"train": 6, "test": N_TEST}, ("threat", "alignment")
        )
        ids = corpus.splits["test"]
        base_right = set(ids[:24])
        similar = (base_right - set(ids[:6])) | set(ids[30:36])
        flaky = set(ids[:6])

        def flip_plan(sample_id: str, prompt: str, call: int) -> str:
            if sample_id in flaky:
                return "right" if call % 2 else "wrong"
            return "right" if sample_id in base_right else "wrong"

        def garbage_plan(sample_id: str, prompt: str, call: int) -> str:
            if sample_id in set(ids[30:34]):
                return "garbage"
            return "right" if sample_id in base_right else "wrong"

        plans = {
            "base": (right_on(base_right), {}),
            "better": (right_on(set(ids[:38])), {}),
            "worse": (right_on(set(ids[:10])), {}),
            "similar": (right_on(similar), {}),
            "garbage": (garbage_plan, {}),
            "base2": (right_on(base_right), {"epochs": 2}),
            "flippy2": (flip_plan, {"epochs": 2}),
            "alignment": (right_on(base_right), {"grader": "alignment"}),
            "train": (right_on(base_right), {"split": "train"}),
        }
        out: dict[str, Path] = {}
        for name, (plan, kwargs) in plans.items():
            grader = kwargs.get("grader", "threat")
            judge = ScriptedJudge(corpus, grader, plan)
            run_task(corpus, judge, root / "logs" / name, **kwargs)
            out[name] = root / "logs" / name
        other = root / "corpus-other"
        shutil.copytree(corpus.root, other)
        (other / "manifest.json").write_text(json.dumps({"version": "f" * 64, "files": {}}))
        corpus.root = other
        run_task(corpus, ScriptedJudge(corpus, "threat", right_on(base_right)), root / "logs/o")
        out["other_version"] = root / "logs" / "o"
    finally:
        os.chdir(old)
    return out


def gate(runs: dict[str, Path], base: str, cand: str, *extra: str) -> int:
    return gate_main(["--baseline", str(runs[base]), "--candidate", str(runs[cand]), *extra])


def test_clearly_better_passes_with_exit_0(runs, tmp_path: Path, capsys) -> None:
    out, js = tmp_path / "gate.md", tmp_path / "gate.json"
    assert gate(runs, "base", "better", "--out", str(out), "--json-out", str(js)) == 0
    summary = out.read_text()
    assert summary.startswith("## Rubric gate: ✅ PASS")
    assert "| fails_f1 (primary) |" in summary and "mcnemar" in summary
    result = json.loads(js.read_text())
    assert result["decision"] == "PASS" and result["exit_code"] == 0
    assert result["n_samples"] == N_TEST and result["mcnemar"]["gained"] == 14
    assert result["metrics"]["fails_f1"]["improvement"]["low"] > 0
    assert capsys.readouterr().out.strip() == summary.strip()


def test_clearly_worse_fails_with_exit_1(runs, capsys) -> None:
    assert gate(runs, "base", "worse", "--format", "json") == 1
    result = json.loads(capsys.readouterr().out)
    assert result["decision"] == "FAIL"
    assert result["metrics"]["fails_f1"]["improvement"]["high"] < 0
    failed = {c["name"] for c in result["checks"] if c["ok"] is False}
    assert "mcnemar" in failed
    recall = next(r for r in result["aitech_recall"] if r["code"] == "8.2")
    assert recall["candidate"] < recall["baseline"]  # a drop, tested against its allowance
    check = next(c for c in result["checks"] if c["name"] == "aitech_recall[8.2]")
    assert check["status"] == "not enough data" or check["pvalue"] is not None
    assert result["error_rates"]["false_fail_rate"] == 0.1


def test_indistinguishable_is_inconclusive_with_exit_2_and_mde(runs, capsys) -> None:
    assert gate(runs, "base", "similar", "--format", "json") == 2
    result = json.loads(capsys.readouterr().out)
    assert result["decision"] == "INCONCLUSIVE"
    power = result["power"]
    assert power["n"] == N_TEST and power["mde"] > 0 and power["se"] > 0
    assert result["mcnemar"]["gained"] == 6 and result["mcnemar"]["lost"] == 6
    assert gate(runs, "base", "similar") == 2
    summary = capsys.readouterr().out
    assert "⚠️ INCONCLUSIVE" in summary and "**Power:**" in summary
    assert "whole gate (primary metric and guards) PASSes" in summary
    assert "false PASS at most 0.025" in summary and "false FAIL at most 0.1" in summary


def test_inconclusive_states_samples_needed_for_the_observed_change(runs, capsys) -> None:
    policy = {"primary_metric": "verdict_accuracy", "min_improvement": -0.01}
    assert gate(runs, "base", "similar", "--format", "json", "--metric", "verdict_accuracy",
                "--min-improvement", "-0.01") == 2  # fmt: skip
    power = json.loads(capsys.readouterr().out)["power"]
    assert power["metric"] == policy["primary_metric"]
    assert power["observed"] == pytest.approx(0.01)
    expected = N_TEST * (power["mde"] / power["observed"]) ** 2
    assert power["samples_needed"] == pytest.approx(expected, rel=0.01, abs=1)
    assert power["more_samples"] == power["samples_needed"] - N_TEST


def test_non_inferiority_policy_file_turns_similar_into_pass(runs, tmp_path: Path) -> None:
    policy = tmp_path / "gate.yaml"
    policy.write_text("primary_metric: verdict_accuracy\nmin_improvement: -0.25\n")
    assert gate(runs, "base", "similar", "--policy", str(policy)) == 0


@pytest.mark.parametrize(
    ("candidate", "message"),
    [
        ("other_version", "different dataset versions"),
        ("alignment", "different graders"),
        ("train", "disjoint samples"),
    ],
)
def test_refuses_incomparable_runs_with_exit_4(runs, capsys, candidate: str, message: str) -> None:
    assert gate(runs, "base", candidate) == 4
    err = capsys.readouterr().err
    assert message in err and err.startswith("sgb gate: error: refusing to compare")


def test_unparseable_rise_fails_the_gate(runs, capsys) -> None:
    assert gate(runs, "base", "garbage", "--format", "json") == 1
    result = json.loads(capsys.readouterr().out)
    check = next(c for c in result["checks"] if c["name"] == "unparseable_rate")
    assert check["ok"] is False and result["rates"]["unparseable_candidate"] == 0.1


def test_flip_rate_rise_across_epochs_fails_the_gate(runs, capsys) -> None:
    assert gate(runs, "base2", "flippy2", "--format", "json") == 1
    result = json.loads(capsys.readouterr().out)
    check = next(c for c in result["checks"] if c["name"] == "flip_rate")
    assert check["ok"] is False
    assert result["rates"]["flip_baseline"] == 0 and result["rates"]["flip_candidate"] == 0.15
    assert result["baseline"]["epochs"] == 2


def test_different_epoch_counts_are_refused_unless_allowed(runs, capsys) -> None:
    assert gate(runs, "base", "base2") == 4
    err = capsys.readouterr().err
    assert "different epoch counts" in err and "--allow-epoch-mismatch" in err
    assert gate(runs, "base", "base2", "--allow-epoch-mismatch", "--format", "json") == 2
    result = json.loads(capsys.readouterr().out)
    assert any("compared epoch by epoch on the first 1 epoch" in n for n in result["notes"])
    assert result["candidate"]["epochs"] == 1 and result["rates"]["flip_candidate"] is None


def test_same_run_twice_is_inconclusive_and_says_so(runs, capsys) -> None:
    assert gate(runs, "base", "base") == 2
    out = capsys.readouterr().out
    assert "same verdicts on all 40 samples" in out and "run-to-run noise" in out


def test_usage_and_input_errors_exit_4(runs, tmp_path: Path, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        gate_main(["--baseline", str(runs["base"])])
    assert exc.value.code == 4
    assert gate(runs, "base", "better", "--policy", str(tmp_path / "missing.yaml")) == 4
    bad = tmp_path / "bad.yaml"
    bad.write_text("primary_metrc: mae\n")
    assert gate(runs, "base", "better", "--policy", str(bad)) == 4
    assert "unknown gate policy key" in capsys.readouterr().err
    assert gate_main(["--baseline", str(tmp_path / "nope"), "--candidate", str(tmp_path)]) == 4


def test_sgb_console_command_runs_the_gate(runs, capsys) -> None:
    from calibration.cli import main as sgb_main

    base, better = str(runs["base"]), str(runs["better"])
    assert sgb_main(["gate", "--baseline", base, "--candidate", better]) == 0
    assert sgb_main(["gate", "--baseline", base, "--candidate", base]) == 2
    with pytest.raises(SystemExit) as exc:
        sgb_main(["gate", "--baseline", base])
    assert exc.value.code == 4
    assert "exit codes: 0 PASS, 1 FAIL, 2 INCONCLUSIVE, 4" in _help(sgb_main, capsys)


def _help(entry, capsys) -> str:
    with pytest.raises(SystemExit):
        entry(["gate", "--help"])
    return capsys.readouterr().out
