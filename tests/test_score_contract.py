"""The score contract round trip: what the real scorer writes is what the readers read.

The threat task runs through Inspect on the tiny corpus with a scripted judge (a parsed
answer with a finding, a clean one, an unparseable one); its log is read back by both
calibration readers, and every contract field must come back as the scorer wrote it.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from inspect_ai import eval as inspect_eval
from inspect_ai.model import ModelOutput, ModelUsage, get_model

from calibration.log_entries import _ScoreMetadata
from calibration.logs import read_logs, read_logs_with_inspect
from scorers.contract import (
    METADATA_KEYS,
    PARSED_METADATA_KEYS,
    SCORER_NAME,
    VALUE_KEYS,
    Judgment,
)
from scorers.graders import GRADERS
from tasks.threat import threat
from tests.support.synthetic import verdict_score

FINDING = {"severity": "critical", "aitech": "8.2", "file": "scripts/fmt.py", "line": 6,
           "evidence": "requests.post(..., json=secrets)"}  # fmt: skip
ANSWERS = {
    "env-sync": json.dumps({"findings": [FINDING], "reason": "sends secrets", "score": 1}),
    "vague-helper": "no JSON here",
}
CLEAN = '{"findings": [], "reason": "nothing found", "score": 4}'


def _judge(messages, tools, tool_choice, config) -> ModelOutput:
    name = Path(messages[-1].metadata["skill_package"]["path"]).name
    output = ModelOutput.from_content(model="mockllm/model", content=ANSWERS.get(name, CLEAN))
    output.usage = ModelUsage(input_tokens=100, output_tokens=20, total_tokens=120)
    return output


@pytest.fixture()
def threat_log(mini_corpus: Path):
    model = get_model("mockllm/model", custom_outputs=_judge)
    [log] = inspect_eval(threat(dataset=str(mini_corpus), seed=3), model=model, display="none",
                         log_dir=str(mini_corpus / "logs"), log_format="eval")  # fmt: skip
    assert log.status == "success"
    return log


def _written(log) -> dict[str, Judgment]:
    return {str(s.id): Judgment.from_score(s.scores[SCORER_NAME].value,
                                           s.scores[SCORER_NAME].metadata)
            for s in log.samples}  # fmt: skip


def test_the_scorer_writes_through_the_record(threat_log) -> None:
    for sample in threat_log.samples:
        score = sample.scores[SCORER_NAME]
        judgment = Judgment.from_score(score.value, score.metadata)
        assert judgment.to_value() == score.value
        assert judgment.to_metadata() == score.metadata
        assert set(score.value) == set(VALUE_KEYS)
        expected = METADATA_KEYS + (PARSED_METADATA_KEYS if judgment.parsed else ())
        assert set(expected) <= set(score.metadata)
    states = {j.parsed for j in _written(threat_log).values()}
    assert states == {True, False}  # both kinds of answer were written


@pytest.mark.parametrize("reader", [read_logs, read_logs_with_inspect])
def test_the_readers_read_what_the_scorer_wrote(threat_log, reader) -> None:
    table = reader([threat_log.location])
    assert not table.skipped and len(table.frame) == len(threat_log.samples)
    written = _written(threat_log)
    for row in table.frame.to_dict("records"):
        judgment = written[row["sample_id"]]
        value = judgment.to_value()
        if judgment.parsed:
            assert row["judge_score"] == judgment.judge
        else:
            assert math.isnan(row["judge_score"]) and row["parse_state"] == "unparseable"
            assert row["parse_error"] == judgment.parse_error
        assert (row["label_score"], row["exact"], row["agree"], row["abs_error"]) == (
            value["label"], value["exact"], value["agree"], value["abs_error"])  # fmt: skip
        assert row["parsed"] is judgment.parsed
        assert (row["threshold"], row["scale_low"], row["scale_high"]) == (
            judgment.threshold, judgment.scale_low, judgment.scale_high)  # fmt: skip
        assert row["aitech_found"] == tuple(sorted(judgment.aitech_found))
        assert row["aitech_expected"] == tuple(sorted(judgment.aitech_expected))
        assert row["split"] == judgment.extra["split"]
        assert row["label_source"] == judgment.extra["label_source"]
    found = {r["sample_id"]: r["aitech_found"] for r in table.frame.to_dict("records")}
    assert ("8.2",) in found.values()


def test_the_fast_reader_knows_every_metadata_key_it_reads() -> None:
    readable = set(METADATA_KEYS) | set(PARSED_METADATA_KEYS)
    assert set(_ScoreMetadata.__struct_fields__) <= readable


def test_synthetic_scores_follow_the_same_record() -> None:
    spec = GRADERS["threat"]
    score = verdict_score(judge=None, label=2, tags=[], aitech_expected=["9.1"], aitech_found=[])
    judgment = Judgment.from_score(score.value, score.metadata)
    assert not judgment.parsed and score.value["abs_error"] == spec.high - spec.low
    assert judgment.to_metadata() == score.metadata
    score = verdict_score(judge=3, label=2, tags=[], aitech_expected=[], aitech_found=[])
    assert score.value["agree"] == 0.0 and score.answer == spec.label_name(3)


def test_a_record_round_trips_through_its_value_and_metadata() -> None:
    judgment = Judgment.judged(judge=2, label=3, threshold=2, scale_low=1, scale_high=3,
                               grader="alignment", aitech_found=("1.1",),
                               extra={"findings": [{"type": "other"}]})  # fmt: skip
    back = Judgment.from_score(judgment.to_value(), judgment.to_metadata())
    assert back == judgment and back.extra == judgment.extra
    assert judgment.to_value()["agree"] == 1.0  # both pass at 2
