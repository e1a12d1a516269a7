"""``sgb refine`` end to end with a scripted judge and a scripted writer (mockllm)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from inspect_ai.model import ModelOutput, ModelUsage, get_model

from calibration.cli import main as sgb_main
from calibration.gate.policy import load_policy
from calibration.refine import RefineConfig, refine
from calibration.refine.runs import SplitLeakError, selection_runner, train_batch
from calibration.refine.select import beats_incumbent
from scorers.rubric import load_rubric
from tests.support.gate_corpus import ScriptedJudge, build_corpus
from tests.support.project import TASKS


def refine_main(argv: list[str]) -> int:
    """The sgb subcommand under test, with ``argv`` after its name."""
    return sgb_main(["refine", *argv])


PHRASE = "CHECK THE ENVIRONMENT"
BROKEN = "BROKEN-RUBRIC-MARKER"
INSTRUCTIONS = re.compile(r"<<<\n(.*?)\n>>>", re.S)
SCALE = {"4": "clean", "3": "low", "2": "moderate or high", "1": "critical"}


def writer_answers(prompt: str, call: int) -> str:
    """Call 1 broken, 2 adds the phrase (helps), 3 drops it (hurts), 4+ a no-op tweak."""
    current = INSTRUCTIONS.search(prompt).group(1)
    if call == 1:
        scale = {"1": "bad", "2": "meh"}  # scores 3 and 4 missing
        return json.dumps({"instructions": BROKEN, "scale": scale, "changelog": "shorter"})
    if call == 2:
        text = f"{current}\n\n{PHRASE}: code that sends environment variables out is critical."
        return json.dumps({"instructions": text, "scale": SCALE, "changelog": "flag env exfil"})
    if call == 3:
        text = current.replace(PHRASE, "Trust the description")
        return json.dumps({"instructions": text, "scale": SCALE, "changelog": "be lenient"})
    text = f"{current}\n\nKeep the reason short (call {call})."
    return json.dumps({"instructions": text, "scale": SCALE, "changelog": f"brevity {call}"})


class ScriptedWriter:
    def __init__(self) -> None:
        self.prompts: list[str] = []

    def __call__(self, messages, tools, tool_choice, config) -> ModelOutput:
        assert config.response_schema is not None  # structured revision requested
        prompt = messages[-1].text
        self.prompts.append(prompt)
        output = ModelOutput.from_content(
            model="mockllm/model", content=writer_answers(prompt, len(self.prompts))
        )
        output.usage = ModelUsage(input_tokens=500, output_tokens=200, total_tokens=700)
        return output


def judge_plan(corpus):
    """Without the phrase the judge misses every exfiltrating skill; with it, it is right
    everywhere except that it flags the clean train skills (so train always has mistakes)."""

    def plan(sample_id: str, prompt: str, call: int) -> str:
        clean = corpus.labels[sample_id] == 4
        if PHRASE in prompt:
            return "wrong" if clean and corpus.split_of(sample_id) == "train" else "right"
        return "right" if clean else "wrong"

    return plan


@pytest.fixture()
def setup(tmp_path: Path, no_dotenv):
    corpus = build_corpus(tmp_path / "corpus", {"train": 10, "validation": 12, "test": 8})
    rubrics = tmp_path / "rubrics"
    (rubrics / "threat").mkdir(parents=True)
    shutil.copy(TASKS / "rubrics" / "threat" / "v1.yaml", rubrics / "threat" / "v1.yaml")
    judge = ScriptedJudge(corpus, "threat", judge_plan(corpus))
    writer = ScriptedWriter()
    config = RefineConfig(
        grader="threat",
        judge=judge.model(),
        writer=get_model("mockllm/model", custom_outputs=writer, memoize=False),
        out=tmp_path / "out",
        iterations=6,
        patience=2,
        batch_size=6,
        seed=5,
        dataset=str(corpus.root),
        rubrics_dir=rubrics,
        policy=load_policy(overrides={"bootstrap_resamples": 500}),
        cache=False,
    )
    return corpus, judge, writer, config


def test_refine_end_to_end(setup) -> None:
    corpus, judge, writer, config = setup
    outcome = refine(config)
    history = json.loads(outcome.history_path.read_text())
    statuses = [e["status"] for e in history["candidates"]]
    assert statuses == ["baseline", "invalid", "accepted", "rejected", "rejected"]
    assert history["stop_reason"].startswith("patience")

    # the broken rubric is rejected, recorded, and never written anywhere
    invalid = history["candidates"][1]
    assert "scale must define exactly the scores" in invalid["reason"]
    assert "hash" not in invalid and invalid["tokens"]["writer"] == 700
    written = [p.read_text() for p in config.out.rglob("*.yaml")]
    written += [p.read_text() for p in config.rubrics_dir.rglob("*.yaml")]
    assert not any(BROKEN in text for text in written)

    # the accepted rubric improves validation agreement, beyond the noise
    accepted = history["candidates"][2]
    val = accepted["validation"]
    assert val["decision"] == "PASS" and val["samples"] == 12
    acc = val["metrics"]["verdict_accuracy"]
    assert acc["incumbent"] == 0.5 and acc["candidate"] == 1.0 and acc["improvement"]["low"] > 0
    assert history["candidates"][3]["validation"]["decision"] == "FAIL"
    assert history["candidates"][4]["validation"]["decision"] == "INCONCLUSIVE"

    # the winner is a new version file: same bytes as evaluated, parent and changelog recorded
    assert outcome.winner_path == config.rubrics_dir / "threat" / "v2.yaml"
    released = load_rubric("threat", "v2", config.rubrics_dir)
    assert released.hash == accepted["hash"] == history["winner"]["hash"]
    assert released.parent == "v1" and released.version == "v2"
    assert "flag env exfil" in released.changelog and PHRASE in released.instructions
    assert released.system == load_rubric("threat", "v1", config.rubrics_dir).system

    # the test split is used only after selection, once per rubric, for the report
    test_ids = set(corpus.splits["test"])
    first_test = next(i for i, s in enumerate(judge.seen) if s in test_ids)
    assert all(s not in test_ids for s in judge.seen[:first_test])
    assert all(s in test_ids for s in judge.seen[first_test:])
    assert len(judge.seen[first_test:]) == 2 * len(test_ids)
    splits = [r["split"] for r in history["runs"]]
    assert splits[-2:] == ["test", "test"] and set(splits[:-2]) == {"train", "validation"}
    assert history["test"]["decision"] == "PASS"
    assert all(sample_id not in p for p in writer.prompts for sample_id in test_ids)

    # tokens are accounted per candidate and in total
    assert history["tokens"]["writer"] == 4 * 700
    assert history["tokens"]["judge"] == sum(e["tokens"]["judge"] for e in history["candidates"])
    report = outcome.report_path.read_text()
    assert "Final report on the untouched test split" in report and "```diff" in report


def test_refine_is_repeatable_from_seed_and_cache(setup, tmp_path: Path, monkeypatch) -> None:
    corpus, judge, writer, config = setup
    monkeypatch.setenv("INSPECT_CACHE_DIR", str(tmp_path / "cache"))
    config.iterations, config.patience, config.cache = 2, 5, True
    first = refine(config).history
    shutil.rmtree(config.out)
    (config.rubrics_dir / "threat" / "v2.yaml").unlink()
    judge_again, writer_again = (
        ScriptedJudge(corpus, "threat", judge_plan(corpus)),
        ScriptedWriter(),
    )
    config.judge = judge_again.model()
    config.writer = get_model("mockllm/model", custom_outputs=writer_again, memoize=False)
    second = refine(config).history
    keys = ("status", "hash", "train", "validation")
    assert [{k: e.get(k) for k in keys} for e in first["candidates"]] == [
        {k: e.get(k) for k in keys} for e in second["candidates"]
    ]
    assert second["winner"]["hash"] == first["winner"]["hash"]
    assert judge_again.seen == [] and writer_again.prompts == []  # every call from the cache


def test_token_budget_stops_the_loop(setup) -> None:
    corpus, judge, writer, config = setup
    config.budget_tokens = 1  # the baseline validation run alone spends more
    outcome = refine(config)
    assert outcome.history["stop_reason"].startswith("token budget spent")
    assert [e["status"] for e in outcome.history["candidates"]] == ["baseline"]
    assert outcome.winner_path is None and outcome.test_result is None
    assert writer.prompts == []
    assert all(s not in corpus.splits["test"] for s in judge.seen)


def test_selection_runner_refuses_the_test_split(setup) -> None:
    corpus, judge, writer, config = setup
    runner = selection_runner(
        grader="threat", judge=config.judge, log_dir=config.out, dataset=str(corpus.root)
    )
    start = load_rubric("threat", "v1", config.rubrics_dir)
    with pytest.raises(SplitLeakError):
        runner.run(start, "test")
    with pytest.raises(SplitLeakError):
        runner.split_ids(start, "test")
    assert judge.seen == []  # refused before any judging


def test_selection_refuses_test_split_runs(setup) -> None:
    corpus, judge, writer, config = setup
    from calibration.refine.runs import test_runner

    start = load_rubric("threat", "v1", config.rubrics_dir)
    runner = test_runner(
        grader="threat", judge=config.judge, log_dir=config.out, dataset=str(corpus.root)
    )
    run = runner.run(start, "test")
    with pytest.raises(SplitLeakError):
        beats_incumbent(run, run, config.policy, seed=0)
    from calibration.refine.loop import select_rubric

    with pytest.raises(SplitLeakError):
        select_rubric(runner, config, start, "v2")


def test_train_batches_are_seeded_subsets() -> None:
    ids = [f"t{i}" for i in range(10)]
    batch = train_batch(ids, 4, seed=1, iteration=1)
    assert len(batch) == 4 and set(batch) <= set(ids)
    assert batch == train_batch(ids, 4, seed=1, iteration=1)
    assert batch != train_batch(ids, 4, seed=1, iteration=2) or batch != train_batch(
        ids, 4, seed=2, iteration=1
    )
    assert train_batch(ids, 20, seed=1, iteration=1) == sorted(ids)


def test_refine_cli_usage_errors_exit_4(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        refine_main(["--grader", "threat"])
    assert exc.value.code == 4
    code = refine_main(
        ["--grader", "threat", "--model", "m", "--writer-model", "w", "--out", "x",
         "--iterations", "0"]
    )  # fmt: skip
    assert code == 4
