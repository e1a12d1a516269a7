"""The gate's guards as tests: intervals, Holm's procedure, not-enough-data, comparable runs."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import cohen_kappa_score, f1_score
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import confint_proportions_2indep, proportion_confint

from calibration.errors import CalibrationError
from calibration.gate.decision import evaluate_gate
from calibration.gate.guards import holm_levels, weighted_holm
from calibration.gate.pairing import pair_runs
from calibration.gate.policy import load_policy
from calibration.gate.power import decision_mde, decision_samples_needed, pass_probability
from calibration.stats.classification import quadratic_weighted_kappa
from calibration.stats.confusion import metrics_from_confusion
from calibration.stats.intervals import (
    PairedCounts,
    paired_rate_difference,
    rise_pvalue,
    wilson_interval,
)
from tests.support.judgments import make_frame
from tests.support.synthetic import expected_fails_f1, synthetic_log


@pytest.mark.parametrize(("k", "n"), [(0, 30), (30, 30), (3, 40), (17, 25)])
def test_wilson_interval_matches_statsmodels_and_stays_open_at_the_boundary(k, n) -> None:
    low, high = wilson_interval(k, n, confidence=0.9)
    expected = proportion_confint(k, n, alpha=0.1, method="wilson")
    assert (low, high) == pytest.approx(expected, abs=1e-12)
    assert high - low > 0.05  # never the collapsed [1, 1] a percentile bootstrap gives


def test_paired_difference_reduces_to_newcombes_independent_interval_without_correlation() -> None:
    counts = PairedCounts(both=1, first_only=3, second_only=2, neither=6)  # ad = bc: phi = 0
    expected = confint_proportions_2indep(3, 12, 4, 12, method="newcomb", compare="diff")
    assert paired_rate_difference(counts) == pytest.approx(expected, abs=1e-12)


def test_rise_pvalue_inverts_the_interval_and_respects_the_allowance() -> None:
    counts = PairedCounts(both=2, first_only=4, second_only=15, neither=79)
    p = rise_pvalue(counts)
    assert paired_rate_difference(counts, confidence=1 - 2 * p * 1.01)[0] > 0
    assert paired_rate_difference(counts, confidence=1 - 2 * p * 0.99)[0] <= 0
    assert rise_pvalue(counts, allowance=0.05) > p
    assert rise_pvalue(counts, allowance=counts.difference) == 1.0
    assert rise_pvalue(counts.swapped()) == 1.0  # a fall is no evidence of a rise


def test_rise_test_keeps_its_level_on_rare_events() -> None:
    """Rates of 3 % on 80 paired samples, no true change: rejections at 5 % stay near 5 %."""
    rng = np.random.default_rng(3)
    rejected = [
        rise_pvalue(PairedCounts.from_events(rng.random(80) < 0.03, rng.random(80) < 0.03)) < 0.05
        for _ in range(800)
    ]
    assert np.mean(rejected) <= 0.07


def test_weighted_holm_with_equal_weights_is_holm() -> None:
    pvalues = [0.001, 0.013, 0.02, 0.04, 0.3]
    expected = multipletests(pvalues, alpha=0.05, method="holm")[0].tolist()
    assert weighted_holm(pvalues, [1] * 5, alpha=0.05) == expected
    assert weighted_holm([0.02, 0.06], [0.9, 0.1], alpha=0.05) == [True, False]
    assert weighted_holm([0.06, 0.02], [0.9, 0.1], alpha=0.05) == [False, False]  # 0.02 > 0.005
    assert holm_levels([0.02, 0.06], [0.9, 0.1], alpha=0.05) == pytest.approx([0.045, 0.05])


def test_a_code_with_little_support_says_not_enough_data_and_never_fails() -> None:
    labels = [1, 4] * 3  # three samples expect code 8.2
    found_all = [("8.2",) if lab == 1 else () for lab in labels]
    base = make_frame(labels, labels, found=found_all)
    cand = make_frame(labels, labels, found=[()] * len(labels))  # every code missed
    result = evaluate_gate(
        pair_runs(base, cand),
        load_policy(overrides={"bootstrap_resamples": 400, "aitech_min_support": 1}),
    )
    check = next(c for c in result.checks if c.name == "aitech_recall[8.2]")
    assert check.status == "not enough data" and check.ok is None
    assert result.decision != "FAIL"


def test_a_clear_unparseable_rise_fails_and_noise_does_not() -> None:
    labels = [1, 4] * 50
    garbled = [None if i % 5 == 0 else lab for i, lab in enumerate(labels)]  # 20 % unparseable
    policy = load_policy(overrides={"bootstrap_resamples": 400})
    result = evaluate_gate(pair_runs(make_frame(labels, labels), make_frame(labels, garbled)),
                           policy)  # fmt: skip
    check = next(c for c in result.checks if c.name == "unparseable_rate")
    assert check.status == "FAILED" and result.decision == "FAIL" and check.pvalue < check.level
    one_more = [None if i == 0 else lab for i, lab in enumerate(labels)]  # one answer in 100
    result = evaluate_gate(pair_runs(make_frame(labels, labels), make_frame(labels, one_more)),
                           policy)  # fmt: skip
    assert next(c for c in result.checks if c.name == "unparseable_rate").ok is True


def test_a_side_that_mixes_judges_is_refused() -> None:
    labels = [1, 4, 4, 1]
    base = make_frame(labels, labels)
    other = make_frame(labels, labels, ids=["t0", "t1", "t2", "t3"]).assign(model="other/model")
    with pytest.raises(CalibrationError, match="baseline logs mix 2 values of model"):
        pair_runs(pd.concat([base, other]), base)
    newer = base.assign(rubric_hash="g" * 64, rubric_version="v2")
    with pytest.raises(CalibrationError, match="candidate logs mix 2 values of rubric_hash"):
        pair_runs(base, pd.concat([base, newer.assign(sample_id=lambda f: "n" + f.sample_id)]))


def test_epoch_mismatch_is_refused_or_compared_on_the_shared_epochs() -> None:
    labels = [1, 4, 4, 1]
    base = make_frame(labels, labels, epochs=1)
    cand = make_frame(labels, [1, 2, 4, 4, 4, 4, 1, 1], epochs=2)
    with pytest.raises(CalibrationError, match="different epoch counts"):
        pair_runs(base, cand)
    paired = pair_runs(base, cand, allow_epoch_mismatch=True)
    assert paired.cand.judgments.tolist() == [1, 1, 1, 1] and paired.cand.flipped is None
    assert "first 1 epoch(s)" in paired.notes[-1]


def test_weighted_kappa_is_zero_for_constant_different_raters_in_every_path() -> None:
    true, pred = [4, 4, 4, 4], [3, 3, 3, 3]
    expected = cohen_kappa_score(true, pred, labels=[1, 2, 3, 4], weights="quadratic")
    assert quadratic_weighted_kappa(true, pred, scale=[1, 2, 3, 4]) == expected == 0.0
    counts = np.zeros((4, 4))
    counts[3, 2] = 4
    assert metrics_from_confusion(counts, scale=[1, 2, 3, 4], threshold=3)[
        "quadratic_weighted_kappa"] == 0.0  # fmt: skip
    with pytest.warns(UserWarning, match="single category"):
        assert math.isnan(quadratic_weighted_kappa([4, 4], [4, 4], scale=[1, 2, 3, 4]))


def test_power_of_the_whole_decision_is_consistent() -> None:
    rates = {"false_pass_rate": 0.025, "guard_alpha": 0.075}
    mde = decision_mde(0.04, power=0.8, **rates)
    assert pass_probability(mde, 0.04, **rates) == pytest.approx(0.8)
    assert decision_samples_needed(100, se=0.04, effect=mde, power=0.8, **rates) == 100
    assert decision_samples_needed(100, se=0.04, effect=mde / 3, power=0.8, **rates) == 900
    assert decision_samples_needed(100, se=0.04, effect=0.0, power=0.8, **rates) is None
    assert pass_probability(0.0, 0.04, **rates) < 0.025


def test_synthetic_judge_has_the_expected_f1_and_consistency_removes_flips() -> None:
    log = synthetic_log(model="m", samples=3000, accuracy=0.7, unparseable=0.03, seed=5)
    values = [s.scores["verdict_scorer"].value for s in log.samples]
    labels = [v["label"] < 3 for v in values]
    said = [(v["judge"] < 3) if v["parsed"] else not (v["label"] < 3) for v in values]
    expected = expected_fails_f1(accuracy=0.7, unparseable=0.03)
    assert f1_score(labels, said) == pytest.approx(expected, abs=0.02)
    steady = synthetic_log(model="m", samples=40, epochs=3, accuracy=0.5, consistency=1.0)
    by_id: dict[str, set] = {}
    for sample in steady.samples:
        by_id.setdefault(sample.id, set()).add(sample.scores["verdict_scorer"].answer)
    assert all(len(answers) == 1 for answers in by_id.values())


def test_undefined_resamples_are_counted_and_reported() -> None:
    labels = [1] + [4] * 9  # resamples without the one failing sample have no fails-F1
    paired = pair_runs(make_frame(labels, labels), make_frame(labels, labels))
    result = evaluate_gate(paired, load_policy(overrides={"bootstrap_resamples": 400}))
    change = result.changes["fails_f1"]
    assert 0 < change.undefined_resamples < change.resamples == 400
    note = f"fails_f1: undefined on {change.undefined_resamples} of 400 bootstrap resamples"
    assert any(n.startswith(note) for n in result.notes)
