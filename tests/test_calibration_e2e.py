"""End to end: two judges on the real threat task with 3 epochs, then sgb report/compare."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inspect_ai import eval
from inspect_ai.model import ModelOutput, ModelUsage, get_model

from calibration.cli import main

REPO = Path(__file__).resolve().parents[1]
TASK = REPO / "tasks" / "threat.py"
LIMIT, EPOCHS = 4, 3


def _scripted_judge() -> object:
    answers = [
        json.dumps({"findings": [], "reason": "no risky behaviour", "score": 4}),
        json.dumps({"findings": [{"severity": "critical", "aitech": "8.2", "file": "SKILL.md",
                                  "line": 1, "evidence": "curl", "description": "exfil"}],
                    "reason": "sends secrets", "score": 1}),
        "I cannot judge this skill.",
    ]  # fmt: skip
    outputs = []
    for index in range(LIMIT * EPOCHS):
        output = ModelOutput.from_content("mockllm/model", answers[index % len(answers)])
        output.usage = ModelUsage(input_tokens=900, output_tokens=60, total_tokens=960)
        outputs.append(output)
    return get_model("mockllm/model", custom_outputs=outputs)


@pytest.mark.skipif(not TASK.exists(), reason="tasks/threat.py not available")
def test_two_judges_three_epochs_report_and_compare(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(REPO)  # Inspect resolves task files relative to the working folder
    logs = tmp_path / "logs"
    for model in ("static/rules", _scripted_judge()):
        # One call per sample (no windows), so the scripted answers line up with samples.
        (log,) = eval("tasks/threat.py", model=model, epochs=EPOCHS, limit=LIMIT, log_dir=str(logs),
                      display="none", log_realtime=False, task_args={"windows": False})  # fmt: skip
        assert log.status == "success", log.error
    capsys.readouterr()

    assert main(["report", str(logs), "--bootstrap", "100", "--quiet"]) == 4
    assert "use `sgb compare`" in capsys.readouterr().err

    out = tmp_path / "compare"
    code = main(["compare", str(logs), "--out", str(out), "--bootstrap", "100", "--quiet",
                 "--format", "json"])  # fmt: skip
    result = json.loads(capsys.readouterr().out)
    assert code == 0
    assert {j["judge"] for j in result["judges"]} == {"static/rules", "mockllm/model"}
    assert result["samples_compared"] == LIMIT
    assert all(j["epochs"] == EPOCHS for j in result["judges"])
    mock = next(j for j in result["judges"] if j["judge"] == "mockllm/model")
    assert mock["metrics"]["unparseable_rate"]["estimate"] == pytest.approx(1 / 3)
    assert (out / "agreement.png").exists()

    static_only = tmp_path / "static"
    static_only.mkdir()
    for path in logs.iterdir():
        if _model_of(path) == "static/rules":
            path.rename(static_only / path.name)
    report_dir = tmp_path / "report"
    code = main(["report", str(static_only), "--out", str(report_dir), "--bootstrap", "100",
                 "--quiet", "--format", "json"])  # fmt: skip
    report = json.loads(capsys.readouterr().out)
    assert code == 0 and report["judge"] == "static/rules"
    assert report["counts"]["judgments"] == LIMIT * EPOCHS
    assert report["stability"]["epochs"] == EPOCHS
    assert (report_dir / "report.md").exists() and (report_dir / "stability.png").exists()


def _model_of(path: Path) -> str:
    from inspect_ai.log import read_eval_log

    return read_eval_log(str(path), header_only=True).eval.model
