"""Chance-corrected ranking, Holm tiers, sgb compare's order and sgb leaderboard's outputs."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import cohen_kappa_score, confusion_matrix, matthews_corrcoef

from calibration.cli import main
from calibration.comparison import compare_judges
from calibration.leaderboard import build_leaderboard, forest_points, write_leaderboard
from calibration.loading import Judgments, load_judgments
from calibration.ranking import holm_tiers, threshold_metrics, threshold_point_estimates
from tests.support.synthetic import write_synthetic_log

SCALE = [1, 2, 3, 4]


@pytest.mark.parametrize("seed", range(5))
def test_threshold_metrics_match_scikit_learn(seed: int) -> None:
    rng = np.random.default_rng(seed)
    true, pred = rng.integers(1, 5, 60), rng.integers(1, 5, 60)
    counts = confusion_matrix(true, pred, labels=SCALE).astype(float)
    ours = threshold_metrics(counts, scale=SCALE, threshold=3)
    y, p = true < 3, pred < 3
    assert float(ours["mcc"]) == pytest.approx(matthews_corrcoef(y, p), abs=1e-12)
    assert float(ours["fails_kappa"]) == pytest.approx(cohen_kappa_score(y, p), abs=1e-12)
    assert float(ours["false_positive_rate"]) == pytest.approx(p[~y].mean(), abs=1e-12)
    point = threshold_point_estimates(true, pred, threshold=3)
    assert point["mcc"] == pytest.approx(float(ours["mcc"]), abs=1e-12)


def test_constant_judges_score_zero_whatever_the_prevalence() -> None:
    for fails in (5, 30, 55):
        counts = np.zeros((4, 4))
        counts[0, 0] = fails  # always-fail: every judgment is 1
        counts[3, 0] = 60 - fails
        assert float(threshold_metrics(counts, scale=SCALE, threshold=3)["mcc"]) == 0.0


def test_holm_tiers_split_distinct_judges_and_join_indistinct_ones() -> None:
    rng = np.random.default_rng(0)
    good = 0.8 + 0.02 * rng.standard_normal(500)
    twin = good + 0.01 * rng.standard_normal(500)
    poor = 0.1 + 0.02 * rng.standard_normal(500)
    tiers, adjusted = holm_tiers([0.8, 0.1, 0.8], [good, poor, twin])
    assert tiers == [1, 2, 1]
    assert adjusted[0, 1] < 0.05 and adjusted[0, 2] >= 0.05


def _frame_with_always_fail(tmp_path: Path, accuracy: float, cautious: bool = False) -> Judgments:
    write_synthetic_log(tmp_path / "a.eval", model="m/real", samples=80, accuracy=accuracy)
    judgments = load_judgments([tmp_path])
    if cautious:  # fails only every fifth failing skill: precise, low recall, low F1
        frame = judgments.frame
        failing = frame["label_score"] < 3
        caught = failing & (failing.cumsum() % 5 == 0)
        frame["judge_score"] = np.where(caught, frame["label_score"], 4.0)
        frame["parsed"] = True
    constant = judgments.frame.copy()
    constant["judge"] = constant["model"] = "baseline/always-fail"
    constant["judge_score"], constant["parsed"] = 1.0, True
    frame = pd.concat([judgments.frame, constant], ignore_index=True)
    return Judgments(frame, judgments.scale)


def test_compare_never_ranks_always_fail_above_a_judge_with_a_better_mcc(
    tmp_path: Path,
) -> None:
    judgments = _frame_with_always_fail(tmp_path, accuracy=0.6, cautious=True)
    result = compare_judges(judgments.frame, judgments.scale, n_resamples=200, seed=0)
    by_name = {j["judge"]: j for j in result["judges"]}
    real, constant = by_name["m/real"], by_name["baseline/always-fail"]
    wrong = "metrics_unparseable_as_wrong"
    assert constant[wrong]["mcc"]["estimate"] == 0.0
    assert real[wrong]["mcc"]["estimate"] > 0
    assert [j["judge"] for j in result["judges"]] == ["m/real", "baseline/always-fail"]
    # F1 alone would have put the constant judge first: it is only a column.
    assert constant[wrong]["fails_f1"]["estimate"] > real[wrong]["fails_f1"]["estimate"]


def test_compare_refuses_a_rank_metric_that_is_not_chance_corrected(tmp_path: Path) -> None:
    judgments = _frame_with_always_fail(tmp_path, accuracy=0.9)
    with pytest.raises(ValueError, match="chance-corrected"):
        compare_judges(judgments.frame, judgments.scale, metric="fails_f1", n_resamples=10,
                       seed=0)  # fmt: skip
    with pytest.raises(SystemExit) as exit_info:
        main(["compare", str(tmp_path), "--metric", "fails_f1"])
    assert exit_info.value.code != 0


def test_leaderboard_groups_by_origin_and_separates_partial_judges(tmp_path: Path) -> None:
    judgments = _frame_with_always_fail(tmp_path, accuracy=0.8)
    frame = judgments.frame
    ids = sorted(frame["sample_id"].unique())
    origin = {sid: "origin:written" if i % 2 else "origin:derived" for i, sid in enumerate(ids)}
    frame["tags"] = [[*tags, origin[sid]] for tags, sid in zip(frame["tags"], frame["sample_id"],
                                                                strict=True)]  # fmt: skip
    partial = frame[(frame["judge"] == "m/real") & frame["sample_id"].isin(ids[:20])].copy()
    partial["judge"] = partial["model"] = "m/slow"
    frame = pd.concat([frame, partial], ignore_index=True)
    board = build_leaderboard({"threat": Judgments(frame, judgments.scale)}, n_resamples=100)
    entry = board["graders"]["threat"]
    assert entry["origins"] == ["all", "derived", "written"]
    group = entry["groups"]["all"]
    assert [j["judge"] for j in group["ranking"]["judges"]] == ["m/real", "baseline/always-fail"]
    assert group["ranking"]["judges"][0]["tier"] == 1 and group["ranking"]["judges"][1]["tier"] == 2
    assert group["subsets"]["m/slow"]["samples_compared"] == 20
    assert entry["groups"]["written"]["samples"] == 40
    written = write_leaderboard(board, tmp_path / "out")
    assert set(written) == {"leaderboard.md", "leaderboard.json", "forest_threat.png"}
    markdown = (tmp_path / "out" / "leaderboard.md").read_text()
    assert "### threat · origin: written (40 samples)" in markdown
    assert "On the 20 samples `m/slow` saw:" in markdown
    assert (tmp_path / "out" / "forest_threat.png").read_bytes()[:4] == b"\x89PNG"
    labels = [p["judge"] for p in forest_points(entry, "mcc")["all"]]
    assert labels == ["m/real", "baseline/always-fail", "m/slow (20 of 80 samples)"]


def test_sgb_leaderboard_command_writes_relative_paths(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    logs = tmp_path / "logs"
    write_synthetic_log(logs / "a.eval", model="m/a", samples=30, accuracy=0.9, status="started")
    write_synthetic_log(logs / "b.eval", model="m/b", samples=30, accuracy=0.5, seed=3)
    monkeypatch.chdir(tmp_path)
    code = main(["leaderboard", "logs", "--out", "board", "--bootstrap", "100", "--quiet"])
    assert code == 0
    text = (tmp_path / "board" / "leaderboard.json").read_text()
    board = json.loads(text)
    assert str(tmp_path) not in text and "logs/a.eval" in text
    assert json.loads(text)["graders"]["threat"]["logs"]["m/b"] == ["logs/b.eval"]
    ranking = board["graders"]["threat"]["groups"]["all"]["ranking"]
    # 30 samples cannot tell 0.92 from 0.76 apart: one tier, no judge named best
    assert ranking["top_tier"] == ["m/a", "m/b"] and ranking["best_judge"] is None
    assert ranking["reference_judge"] == "m/a"
    assert "One column, all samples" in capsys.readouterr().out.replace("one column", "One column")
