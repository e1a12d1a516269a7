"""The fast log reader gives the same table as Inspect's reader, column by column."""

from __future__ import annotations

import json
import math
import zipfile
from pathlib import Path

import pandas as pd
import pytest
from inspect_ai import Task, eval
from inspect_ai._util.zipfile import zipfile_compress_kwargs
from inspect_ai.dataset import Sample
from inspect_ai.model import GenerateConfig, get_model
from inspect_ai.scorer import Score, Target, scorer
from inspect_ai.solver import TaskState, generate

from calibration import logs
from calibration.log_entries import read_entries
from calibration.logs import COLUMNS, read_logs, read_logs_with_inspect
from tests.support.judges import scripted_outputs
from tests.support.synthetic import verdict_score

GRADER_METADATA = {
    "grader": "threat", "threshold": 3, "rubric_name": "threat", "rubric_version": "v1",
    "rubric_hash": "abc", "dataset_version": "d1",
}  # fmt: skip
LONG_TAGS = [f"tag-{i:04d}" for i in range(150)]  # over 1 KB: thinned out of the summary


@scorer(metrics=[])
def verdict_scorer():
    """Contract-shaped scores, some with fields that Inspect's summaries thin."""

    async def score(state: TaskState, target: Target) -> Score:
        if state.metadata.get("explode"):
            raise RuntimeError("scorer failed on purpose")
        try:
            judge: int | None = int(json.loads(state.output.completion)["score"])
        except (ValueError, KeyError, TypeError):
            judge = None
        result = verdict_score(
            judge=judge, label=int(target.text), tags=state.metadata["tags"],
            aitech_expected=state.metadata["aitech"], aitech_found=state.metadata["aitech"][:1],
        )  # fmt: skip
        result.metadata.update(state.metadata.get("score_metadata", {}))
        if state.metadata.get("nan_error"):
            result.value["abs_error"] = math.nan
        return result

    return score


def _samples() -> list[Sample]:
    annotations = [{"annotator": "agent:a", "score": 1}, {"annotator": "agent:b", "score": 2}]
    return [
        Sample(id="clean", input="skill", target="4",
               metadata={"tags": ["benign"], "aitech": [], "annotations": annotations[:1]}),
        Sample(id=7, input="skill", target="1",
               metadata={"tags": ["poisoned"], "aitech": ["8.2", "1.1"],
                         "annotations": annotations, "split": "test"}),
        Sample(id="spaced", input="skill", target="2",
               metadata={"tags": LONG_TAGS, "aitech": ["9.1"], "nan_error": True,
                         "score_metadata": {"group": "a  group\\nwith breaks",
                                            "parse_error": "line one\n   line two  "}}),
        Sample(id="long", input="skill", target="3",
               metadata={"tags": ["benign"], "aitech": [],
                         "score_metadata": {"label_source": "annotator:agent:" + "x" * 1100}}),
        Sample(id="boom", input="skill", target="3",
               metadata={"tags": ["benign"], "aitech": [], "explode": True}),
    ]  # fmt: skip


@pytest.fixture(scope="module")
def real_log(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real Inspect run of a mock judge: 5 samples x 2 epochs, one sample errors."""
    folder = tmp_path_factory.mktemp("real")
    answers = ['{"score": 4}', "not json", '{"score": 2}', '{"score": 3}', '{"score": 4}'] * 2
    task = Task(dataset=_samples(), solver=generate(), scorer=verdict_scorer(),
                metadata=GRADER_METADATA)  # fmt: skip
    config = GenerateConfig(temperature=0.5, max_tokens=300, seed=11, stop_seqs=["END"])
    model = get_model("mockllm/model", config=config, custom_outputs=scripted_outputs(answers))
    eval(task, model=model, epochs=2, log_dir=str(folder), display="none", log_realtime=False,
         fail_on_error=False)  # fmt: skip
    return folder


def _sorted(frame: pd.DataFrame) -> pd.DataFrame:
    return frame.sort_values(["log_path", "sample_id", "epoch"]).reset_index(drop=True)


def assert_same_table(fast: logs.LogTable, reference: logs.LogTable) -> None:
    assert list(fast.frame.columns) == list(reference.frame.columns) == list(COLUMNS)
    left, right = _sorted(fast.frame), _sorted(reference.frame)
    assert len(left) == len(right) > 0
    for column in COLUMNS:
        pd.testing.assert_series_equal(left[column], right[column], obj=column)
    assert fast.warnings == reference.warnings and fast.skipped == reference.skipped


def test_fast_reader_matches_inspect_reader_on_a_real_run(real_log: Path) -> None:
    fast = read_logs([real_log], progress=False)
    assert_same_table(fast, read_logs_with_inspect([real_log], progress=False))
    assert len(fast.frame) == 8 and any("without a verdict_scorer" in w for w in fast.warnings)
    spaced = fast.frame[fast.frame["sample_id"] == "spaced"].iloc[0]
    assert spaced["parse_error"] == "line one\n   line two  " and spaced["tags"] == tuple(LONG_TAGS)
    assert math.isnan(spaced["abs_error"])
    assert json.loads(fast.frame["generate_config"].iloc[0])["max_tokens"] == 300


def test_thinned_summaries_send_the_reader_to_the_sample_entries(real_log: Path) -> None:
    (path,) = real_log.glob("*.eval")
    columns = read_entries(str(path), wanted=None)
    # "spaced", "long", the unparseable answers and the failed sample need their entries
    assert 0 < columns.from_entries < columns.samples == 10
    assert columns.unscored == 2


def _rewrite(source: Path, target: Path, drop: set[str]) -> None:
    writer = zipfile.ZipFile(target, "w", **zipfile_compress_kwargs)
    with zipfile.ZipFile(source) as old, writer as new:
        for info in old.infolist():
            if info.filename not in drop:
                new.writestr(info.filename, old.read(info.filename))


def test_unfinished_log_is_read_from_its_journal(real_log: Path, tmp_path: Path) -> None:
    (path,) = real_log.glob("*.eval")
    _rewrite(path, tmp_path / "running.eval", {"header.json", "summaries.json"})
    fast = read_logs([tmp_path], progress=False)
    assert_same_table(fast, read_logs_with_inspect([tmp_path], progress=False))
    assert any("'started'" in w for w in fast.warnings)


def test_parallel_reading_gives_the_same_table(
    real_log: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (path,) = real_log.glob("*.eval")
    for index in range(3):
        (tmp_path / f"copy-{index}.eval").write_bytes(path.read_bytes())
    monkeypatch.setattr(logs, "PARALLEL_MIN_BYTES", 1)
    parallel = read_logs([tmp_path], progress=False, processes=2)
    serial = read_logs([tmp_path], progress=False, processes=1)
    assert_same_table(parallel, serial)
    assert_same_table(parallel, read_logs_with_inspect([tmp_path], progress=False))
    split = read_logs([tmp_path / "copy-0.eval"], progress=False, processes=2)  # one log, 2 parts
    assert_same_table(split, read_logs_with_inspect([tmp_path / "copy-0.eval"], progress=False))


def test_parts_stack_into_the_table_of_all_their_rows() -> None:
    """A column all None in one part (or ints in one, floats in another) gets the type
    one table of all the rows would give it."""
    rows = [
        {**dict.fromkeys(COLUMNS, "x"), "parse_error": None, "input_tokens": 12, "epoch": 1},
        {**dict.fromkeys(COLUMNS, "y"), "parse_error": "bad", "input_tokens": None, "epoch": 2},
        {**dict.fromkeys(COLUMNS, "z"), "parse_error": None, "input_tokens": 30, "epoch": 3},
    ]
    whole = pd.DataFrame.from_records(rows, columns=list(COLUMNS))
    parts = [pd.DataFrame.from_records(part, columns=list(COLUMNS))
             for part in (rows[:1], rows[1:])]  # fmt: skip
    assert parts[0]["parse_error"].dtype != parts[1]["parse_error"].dtype
    pd.testing.assert_frame_equal(logs.concat_parts(parts), whole)
