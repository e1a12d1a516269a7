"""Hostile judge answers: strict, bounded parsing; the run and the reports never crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai.model import ModelOutput, ModelUsage, get_model

from calibration.cli import main
from scorers.graders import GRADERS
from scorers.scorer import score_answer
from scorers.verdict import Unparseable, Verdict, parse_verdict
from tasks.threat import threat
from tests.support.mini_corpus import MINI_SKILLS, label_record, write_labels, write_skill

THREAT = GRADERS["threat"]
GOOD = '{"findings": [], "reason": "clean", "score": 4}'
HOSTILE_ANSWERS = {
    "string-score": '{"findings": [], "reason": "", "score": "3"}',
    "arabic-digit": '{"findings": [], "reason": "", "score": "٣"}',
    "float-score": '{"findings": [], "reason": "", "score": 3.0}',
    "two-objects": 'Say {"score": 4}. Answer: {"findings": [], "reason": "x", "score": 1}',
    "duplicate-key": '{"findings": [], "reason": "", "score": 1, "score": 4}',
    "huge-int": '{"findings": [], "reason": "", "score": ' + "9" * 4300 + "}",
    "deep-nesting": '{"findings": [], "reason": "", "score": 2, "x": '
    + "[" * 255
    + "]" * 255
    + "}",
    "nan": '{"findings": [], "reason": "", "score": NaN}',
    "too-long": '{"findings": [], "reason": "' + "a" * 300_000 + '", "score": 4}',
}


@pytest.mark.parametrize("name", sorted(HOSTILE_ANSWERS))
def test_hostile_answers_are_unparseable_with_a_reason(name: str) -> None:
    verdict = parse_verdict(HOSTILE_ANSWERS[name], THREAT)
    assert isinstance(verdict, Unparseable) and verdict.reason
    score = score_answer(HOSTILE_ANSWERS[name], 1, THREAT, 3, {})
    assert score.answer == "unparseable" and score.value["parsed"] == 0.0
    json.dumps(score.metadata)  # the metadata stays serialisable


def test_a_plain_answer_still_parses() -> None:
    verdict = parse_verdict(f"```json\n{GOOD}\n```", THREAT)
    assert isinstance(verdict, Verdict) and verdict.score == 4


def test_hostile_answers_never_crash_the_run_or_the_report(tmp_path: Path, capsys) -> None:
    root = tmp_path / "corpus"
    names = sorted(HOSTILE_ANSWERS)
    for name in names:
        write_skill(root / "skills", name, MINI_SKILLS["csv-stats"])
    write_labels(root, "threat", [label_record(n, "threat", 4) for n in names])

    def judge(messages, tools, tool_choice, config) -> ModelOutput:
        name = Path(messages[-1].metadata["skill_package"]["path"]).name
        output = ModelOutput.from_content(model="mockllm/model", content=HOSTILE_ANSWERS[name])
        output.usage = ModelUsage(input_tokens=10, output_tokens=10, total_tokens=20)
        return output

    [log] = inspect_eval(
        threat(dataset=str(root), seed=1),
        model=get_model("mockllm/model", custom_outputs=judge),
        display="none",
        log_dir=str(tmp_path / "logs"),
    )
    assert log.status == "success", log.error
    assert len(log.samples) == len(names)
    assert all(s.scores["verdict_scorer"].answer == "unparseable" for s in log.samples)
    metrics = {k: m.value for k, m in log.results.scores[0].metrics.items()}
    assert metrics["unparseable_rate"] == 1.0
    capsys.readouterr()
    assert main(["report", str(tmp_path / "logs"), "--bootstrap", "20", "--quiet"]) == 0
    assert "unparseable" in capsys.readouterr().out
