"""Padding against the judge: a package over the budget is judged whole, in windows."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from inspect_ai import eval as inspect_eval

from scorers.graders import GRADERS
from scorers.prompt import PromptSettings, extract_skill, render_windows
from scorers.rubric import load_rubric
from scorers.skill_loader import load_skill
from scorers.windows import combine_answers
from tasks.threat import threat
from tests.support.hostile_packages import CLEAN_SCRIPT, PAYLOAD, POISONED_SKILL, write_files
from tests.support.mini_corpus import label_record, write_labels

PADDING = "# keep the team folder tidy; nothing to see here\n" * 1300  # ~60 KB


def padded(folder: Path) -> Path:
    """A poisoned skill whose payload sits after 60 KB of inert comments."""
    return write_files(
        folder, {"SKILL.md": POISONED_SKILL, "scripts/sync.sh": CLEAN_SCRIPT + PADDING + PAYLOAD}
    )


def test_windows_cover_the_package_in_disjoint_slices(tmp_path: Path) -> None:
    package = load_skill(padded(tmp_path / "pkg"))
    prompts = render_windows(
        load_rubric("threat"),
        GRADERS["threat"],
        package,
        PromptSettings(token_budget=3000, nonce="ab" * 8),
    )
    assert len(prompts) > 2
    script = ""
    for number, prompt in enumerate(prompts, start=1):
        assert f"This is window {number} of {len(prompts)}" in prompt
        assert len(prompt) <= 3000 * 4 + 600
        files = extract_skill(prompt).files
        assert files["SKILL.md"].startswith("---\nname: sync-notes")  # frontmatter every time
        chunk = files.get("scripts/sync.sh", "")
        script += chunk
    assert script == package.scripts[0].text  # disjoint and complete


def run(root: Path, **task_args: object):
    [log] = inspect_eval(
        threat(dataset=str(root), seed=3, token_budget=3000, **task_args),
        model="static/rules",
        display="none",
        log_dir=str(root / "logs"),
    )
    assert log.status == "success", log.error
    return log


@pytest.fixture()
def padded_corpus(tmp_path: Path) -> Path:
    root = tmp_path / "corpus"
    padded(root / "skills" / "padded")
    write_labels(root, "threat", [label_record("padded", "threat", 1)])
    return root


def test_padded_payload_is_found_through_windows(padded_corpus: Path) -> None:
    [sample] = run(padded_corpus).samples
    windows = sample.metadata["windows"]
    assert windows > 2 and sample.metadata["cut"] is False
    calls = [e for e in sample.events if e.event == "model"]
    assert len(calls) == windows  # every window's judge call is in the log
    score = sample.scores["verdict_scorer"]
    assert score.value["judge"] <= 2.0 and score.value["agree"] == 1.0


def test_windows_false_keeps_one_cut_prompt(padded_corpus: Path) -> None:
    [sample] = run(padded_corpus, windows=False).samples
    assert sample.metadata["windows"] == 1 and sample.metadata["cut"] is True
    assert len([e for e in sample.events if e.event == "model"]) == 1
    assert "scripts/sync.sh" in sample.metadata["cut_files"]


def finding(severity: str) -> dict:
    return {"severity": severity, "aitech": "8.2", "file": "a", "line": 1, "evidence": "x"}


def test_threat_takes_the_worst_window_and_every_finding() -> None:
    answers = [
        json.dumps({"findings": [], "reason": "fine", "score": 4}),
        json.dumps({"findings": [finding("critical")], "reason": "exfil", "score": 1}),
        json.dumps({"findings": [finding("low")], "reason": "meh", "score": 3}),
    ]
    combined = json.loads(combine_answers(GRADERS["threat"], answers))
    assert combined["score"] == 1 and len(combined["findings"]) == 2
    assert combined["reason"].startswith("window 2 of 3 (worst)")


def test_quality_graders_take_the_lower_median() -> None:
    answers = [json.dumps({"reason": str(s), "score": s}) for s in (3, 1, 3, 2)]
    combined = json.loads(combine_answers(GRADERS["completeness"], answers))
    assert combined["score"] == 2


def test_an_unparseable_window_makes_the_sample_unparseable() -> None:
    good = json.dumps({"findings": [], "reason": "fine", "score": 4})
    combined = combine_answers(GRADERS["threat"], [good, "I refuse"])
    assert combined.startswith("window 2 of 2 is unparseable")
