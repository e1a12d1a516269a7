"""Ties at chance are one tier with no "best"; consistency and echo columns; n/a not 0."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from calibration.comparison import compare_judges
from calibration.comparison_report import render_markdown as compare_markdown
from calibration.leaderboard import build_leaderboard, render_markdown
from calibration.loading import Judgments, load_judgments
from calibration.ranking import shared_ranks, tie_aware_order
from tests.support.synthetic import write_synthetic_log


def _judges(tmp_path: Path, *, all_pass_labels: bool) -> Judgments:
    """A judge with mixed verdicts, always-fail and always-pass on the same samples."""
    write_synthetic_log(tmp_path / "a.eval", model="m/real", samples=60, accuracy=0.7)
    judgments = load_judgments([tmp_path])
    base = judgments.frame
    if all_pass_labels:  # like the real-origin table: no reference label fails
        base["label_score"] = 4.0
    frames = [base]
    for name, score in (("baseline/always-fail", 1.0), ("baseline/always-pass", 4.0)):
        constant = base.copy()
        constant["judge"] = constant["model"] = name
        constant["judge_score"], constant["parsed"] = score, True
        frames.append(constant)
    return Judgments(pd.concat(frames, ignore_index=True), judgments.scale)


def test_ties_share_a_rank_and_constant_judges_come_last() -> None:
    assert shared_ranks([0.0, 0.0, 0.0]) == [1, 1, 1]
    assert tie_aware_order([0.0, 0.0, 0.0], [True, False, True]) == [1, 0, 2]
    assert tie_aware_order([0.0, 0.2], [False, False]) == [1, 0]


def test_all_judges_at_chance_are_one_tier_and_none_is_named_best(tmp_path: Path) -> None:
    judgments = _judges(tmp_path, all_pass_labels=True)
    result = compare_judges(judgments.frame, judgments.scale, n_resamples=200, seed=0)
    judges = result["judges"]
    assert {j["metrics_unparseable_as_wrong"]["mcc"]["estimate"] for j in judges} == {0.0}
    assert [j["judge"] for j in judges][0] == "m/real"  # the constants are listed after it
    assert {j["tier"] for j in judges} == {1} and {j["rank"] for j in judges} == {1}
    assert result["best_judge"] is None and len(result["top_tier"]) == 3
    assert any("every reference label passes" in n for n in result["notes"])
    markdown = compare_markdown(result)
    assert "| best |" not in markdown and "diff vs first listed" in markdown
    board = build_leaderboard({"threat": judgments}, n_resamples=100)
    text = render_markdown(board)
    assert "| best |" not in text and "reference (tier 1 tie)" in text


def test_a_judge_that_beats_the_constants_is_ranked_above_them_and_named_best(
    tmp_path: Path,
) -> None:
    judgments = _judges(tmp_path, all_pass_labels=False)
    frame = judgments.frame
    real = frame["judge"] == "m/real"
    frame.loc[real, "judge_score"] = frame.loc[real, "label_score"]  # a perfect judge
    frame.loc[real, "parsed"] = True
    result = compare_judges(frame, judgments.scale, n_resamples=200, seed=0)
    names = [j["judge"] for j in result["judges"]]
    assert names[0] == "m/real" and result["best_judge"] == "m/real"
    assert [j["rank"] for j in result["judges"]] == [1, 2, 2]
    assert [j["tier"] for j in result["judges"]] == [1, 2, 2]
    assert "| best |" in compare_markdown(result)


def test_consistency_and_echo_columns_show_n_a_where_not_recorded(tmp_path: Path) -> None:
    judgments = _judges(tmp_path, all_pass_labels=False)
    frame = judgments.frame
    real = (frame["judge"] == "m/real").to_numpy()
    parsed = frame["parsed"].to_numpy(bool)
    rule = np.where(real & parsed, 1.0, np.nan)
    rule[np.flatnonzero(real & parsed)[::4]] = 0.0  # one in four answers breaks the rule
    frame["consistent"] = rule
    frame["echo"] = np.where(real & parsed, 0.0, np.nan)
    frame.loc[np.flatnonzero(real & parsed)[:3], "echo"] = 1.0
    result = compare_judges(frame, judgments.scale, n_resamples=200, seed=0)
    quality = {j["judge"]: j["answer_quality"] for j in result["judges"]}
    hits = int(np.nansum(rule))
    expected = hits / int((real & parsed).sum())
    assert quality["m/real"]["self_consistency"]["estimate"] == expected
    assert quality["m/real"]["self_consistency"]["low"] < expected
    assert quality["m/real"]["echoes"] == 3
    assert quality["baseline/always-fail"]["self_consistency"] is None
    rows = compare_markdown(result).splitlines()
    header = next(r for r in rows if r.startswith("| rank"))
    column = header.split(" | ").index("consistent [95% CI]")
    cells = {r.split(" | ")[2]: r.split(" | ") for r in rows if r.startswith("| ") and "/" in r}
    assert cells["m/real"][column].startswith(f"{expected:.3f} [")
    assert cells["baseline/always-fail"][column] == "n/a"
    assert cells["baseline/always-fail"][column + 1] == "n/a"
    board_text = render_markdown(build_leaderboard({"threat": Judgments(frame, judgments.scale)},
                                                   n_resamples=100))  # fmt: skip
    assert f"{expected:.3f} [" in board_text and "consistent [95% CI]" in board_text


@pytest.mark.parametrize(
    "name", ["calibration.ranking", "calibration.comparison_report", "scorers.scanners.batch"]
)
def test_docstring_examples(name: str) -> None:
    assert doctest.testmod(importlib.import_module(name)).failed == 0
