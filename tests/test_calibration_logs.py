"""The log reader on logs written by a real (tiny) Inspect run and by write_eval_log."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inspect_ai import Task, eval
from inspect_ai.dataset import Sample
from inspect_ai.model import ModelOutput, ModelUsage, get_model
from inspect_ai.scorer import Score, Target, match, scorer
from inspect_ai.solver import TaskState, generate

from calibration.errors import CalibrationError
from calibration.logs import read_logs
from tests.support.synthetic import verdict_score, write_synthetic_log


@scorer(metrics=[])
def verdict_scorer():
    """A stand-in for scorers.scorer.verdict_scorer emitting contract-shaped Scores."""

    async def score(state: TaskState, target: Target) -> Score:
        try:
            judge: int | None = int(json.loads(state.output.completion)["score"])
        except (ValueError, KeyError, TypeError):
            judge = None
        return verdict_score(
            judge=judge, label=int(target.text), tags=state.metadata["tags"],
            aitech_expected=state.metadata["aitech"], aitech_found=[],
        )  # fmt: skip

    return score


def _outputs(answers: list[str]) -> list[ModelOutput]:
    outputs = [ModelOutput.from_content("mockllm/model", a) for a in answers]
    for output in outputs:
        output.usage = ModelUsage(input_tokens=100, output_tokens=10, total_tokens=110)
    return outputs


def _samples() -> list[Sample]:
    return [
        Sample(id="clean", input="skill", target="4",
               metadata={"tags": ["benign"], "aitech": [],
                         "annotations": [{"annotator": "agent:a", "score": 4}]}),
        Sample(id="bad", input="skill", target="1",
               metadata={"tags": ["poisoned"], "aitech": ["8.2"],
                         "annotations": [{"annotator": "agent:a", "score": 1},
                                         {"annotator": "agent:b", "score": 2}]}),
    ]  # fmt: skip


def _run(tmp_path: Path, metadata: dict, answers: list[str], task_scorer=None) -> str:
    task = Task(dataset=_samples(), solver=generate(), scorer=task_scorer or verdict_scorer(),
                metadata=metadata)  # fmt: skip
    model = get_model("mockllm/model", custom_outputs=_outputs(answers))
    (log,) = eval(task, model=model, epochs=2, log_dir=str(tmp_path), display="none",
                  log_realtime=False)  # fmt: skip
    return str(log.location)


GRADER_METADATA = {
    "grader": "threat",
    "threshold": 3,
    "rubric_name": "threat",
    "rubric_version": "v1",
    "rubric_hash": "abc",
    "dataset_version": "d1",
}


def test_reads_a_real_inspect_log_into_one_row_per_sample_and_epoch(tmp_path: Path) -> None:
    answers = ['{"score": 4}', '{"score": 4}', '{"score": 2}', "no idea"]
    _run(tmp_path, GRADER_METADATA, answers)
    table = read_logs([tmp_path], progress=False)
    frame = table.frame.sort_values(["sample_id", "epoch"]).reset_index(drop=True)
    assert len(frame) == 4 and not table.warnings and not table.skipped
    assert set(frame["sample_id"]) == {"clean", "bad"} and set(frame["epoch"]) == {1, 2}
    assert frame["model"].unique().tolist() == ["mockllm/model"]
    assert frame["rubric_hash"].unique().tolist() == ["abc"]
    assert frame["dataset_version"].unique().tolist() == ["d1"]
    assert (frame["input_tokens"] == 100).all() and (frame["output_tokens"] == 10).all()
    assert frame["total_time"].notna().all()
    assert frame["parsed"].sum() == 3
    unparsed = frame[~frame["parsed"]].iloc[0]
    assert (
        unparsed["verdict"] == "unparseable" and unparsed["judge_score"] != unparsed["judge_score"]
    )
    bad = frame[frame["sample_id"] == "bad"].iloc[0]
    assert bad["aitech_expected"] == ("8.2",) and bad["tags"] == ("poisoned",)
    assert bad["annotations"] == (("agent:a", 1.0), ("agent:b", 2.0))
    assert isinstance(json.loads(bad["generate_config"]), dict)


def test_skips_logs_of_other_tasks_with_a_message(tmp_path: Path) -> None:
    _run(tmp_path / "ours", GRADER_METADATA, ['{"score": 4}'] * 4)
    _run(tmp_path / "other", {"something": "else"}, ["4"] * 4, task_scorer=match())
    table = read_logs([tmp_path], progress=False)
    assert len(table.frame) == 4
    assert len(table.skipped) == 1 and "no 'grader'" in table.skipped[0]


def test_an_errored_run_is_read_for_what_it_has_and_reported(tmp_path: Path) -> None:
    write_synthetic_log(tmp_path / "err.eval", model="m", samples=6, epochs=1, status="error")
    table = read_logs([tmp_path], progress=False)
    assert len(table.frame) == 6
    assert any("'error'" in w for w in table.warnings)


def test_missing_and_empty_paths_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(CalibrationError, match="no Inspect logs"):
        read_logs([tmp_path], progress=False)
    with pytest.raises(CalibrationError, match="no such file or folder"):
        read_logs([tmp_path / "nope"], progress=False)
