"""Statistics behind the gate, checked against scikit-learn, scipy and simulation."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
import yaml
from scipy.stats import binomtest, norm
from sklearn.metrics import cohen_kappa_score, f1_score

from calibration.errors import CalibrationError
from calibration.gate import runs as gate_module
from calibration.gate.decision import evaluate_gate
from calibration.gate.pairing import pair_runs
from calibration.gate.policy import DEFAULT_POLICY_PATH, GatePolicy, load_policy
from calibration.gate.power import (
    mcnemar_mde,
    mcnemar_sample_size,
    minimum_detectable_effect,
    samples_needed,
)
from calibration.gate.statistics import mcnemar_exact, metric_changes
from tests.support.judgments import make_frame

RNG = np.random.default_rng(7)
LABELS = list(RNG.choice([1, 2, 3, 4], size=60))
NOISY = [int(v) if RNG.random() > 0.1 else None for v in RNG.choice([1, 2, 3, 4], size=60)]
GOOD = [lab if RNG.random() > 0.2 else int(RNG.choice([1, 4])) for lab in LABELS]


def worst(label: int, score: int | None) -> int:
    return score if score is not None else (1 if label >= 3 else 4)


def test_metric_values_match_scikit_learn_with_unparseable_scored_as_wrong() -> None:
    paired = pair_runs(make_frame(LABELS, NOISY), make_frame(LABELS, GOOD))
    changes = metric_changes(paired, ["fails_f1", "cohen_kappa", "quadratic_weighted_kappa",
                                      "mae", "verdict_accuracy"], n_resamples=200)  # fmt: skip
    y = np.array(LABELS)
    base = np.array([worst(lab, s) for lab, s in zip(LABELS, NOISY, strict=True)])
    cand = np.array(GOOD)
    for pred, side in ((base, "baseline"), (cand, "candidate")):
        got = {k: getattr(v, side) for k, v in changes.items()}
        assert got["fails_f1"] == pytest.approx(f1_score(y < 3, pred < 3))
        assert got["cohen_kappa"] == pytest.approx(cohen_kappa_score(y, pred, labels=[1, 2, 3, 4]))
        assert got["quadratic_weighted_kappa"] == pytest.approx(
            cohen_kappa_score(y, pred, labels=[1, 2, 3, 4], weights="quadratic")
        )
        assert got["mae"] == pytest.approx(np.abs(y - pred).mean())
        assert got["verdict_accuracy"] == pytest.approx(((y < 3) == (pred < 3)).mean())
    mae = changes["mae"]
    assert mae.improvement.estimate == pytest.approx(mae.baseline - mae.candidate)  # lower=better


def test_paired_bootstrap_keeps_epochs_together_and_is_seeded() -> None:
    labels = [1, 4, 4, 1, 2, 3]
    judged = [1, 4, 4, 4, 4, 1, 1, 1, 2, None, 3, 3]  # two epochs per sample
    paired = pair_runs(make_frame(labels, judged, epochs=2), make_frame(labels, judged, epochs=2))
    assert paired.base.confusion.sum(axis=1).tolist() == [2.0] * 6
    assert paired.base.flipped.tolist() == [True, False, True, False, True, False]
    first = metric_changes(paired, ["fails_f1"], n_resamples=300, seed=3)["fails_f1"]
    again = metric_changes(paired, ["fails_f1"], n_resamples=300, seed=3)["fails_f1"]
    assert first == again
    assert (first.improvement.low, first.improvement.high) == (0.0, 0.0)  # identical runs


def test_mcnemar_exact_matches_binomial_test_on_discordant_pairs() -> None:
    base = RNG.random(80) < 0.6
    cand = RNG.random(80) < 0.75
    result = mcnemar_exact(base, cand)
    b, c = int((base & ~cand).sum()), int((cand & ~base).sum())
    assert (result.lost, result.gained) == (b, c)
    assert result.pvalue == pytest.approx(binomtest(min(b, c), b + c, 0.5).pvalue)
    assert mcnemar_exact([1, 0], [1, 0]).pvalue == 1.0


def test_minimum_detectable_effect_and_samples_needed() -> None:
    z = norm.ppf(0.975) + norm.ppf(0.8)
    assert minimum_detectable_effect(0.05) == pytest.approx(z * 0.05)
    assert samples_needed(100, mde=0.2, effect=0.1) == 400
    assert samples_needed(100, mde=0.1, effect=0.3) == 100  # already enough
    assert samples_needed(100, mde=0.1, effect=0.0) is None


def test_mcnemar_power_formula_matches_simulated_exact_test() -> None:
    """At the MDE Connor's formula gives, the exact test has about 80% power."""
    n, psi = 150, 0.3
    delta = mcnemar_mde(n, psi)
    assert mcnemar_sample_size(delta, psi) == pytest.approx(n, abs=1)
    rng = np.random.default_rng(11)
    p_gain, p_loss = (psi + delta) / 2, (psi - delta) / 2
    draws = rng.multinomial(n, [p_gain, p_loss, 1 - psi], size=1500)
    pvalues = [binomtest(int(lo), int(g + lo), 0.5).pvalue if g + lo else 1.0 for g, lo, _ in draws]
    power = float(np.mean(np.array(pvalues) < 0.05))
    assert 0.72 <= power <= 0.88
    assert math.isnan(mcnemar_mde(40, 0.1))  # four discordant pairs can never reach 80%
    assert mcnemar_sample_size(0.4, 0.3) is None  # delta larger than the discordance


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"grader": "alignment"}, "different graders"),
        ({"dataset": "d2"}, "different dataset versions"),
        ({"ids": [f"x{i}" for i in range(4)]}, "disjoint samples"),
    ],
)
def test_pairing_refuses_incomparable_runs(kwargs: dict, message: str) -> None:
    with pytest.raises(CalibrationError, match=message):
        pair_runs(make_frame([1, 4, 4, 1], [1, 4, 4, 1]), make_frame([1, 4, 4, 1], [1, 4, 4, 1],
                                                                       **kwargs))  # fmt: skip


def test_pairing_uses_the_intersection_and_says_so() -> None:
    base = make_frame([1, 4, 4, 1], [1, 4, 4, 1], ids=["a", "b", "c", "d"])
    cand = make_frame([4, 4, 1], [4, 4, 1], ids=["b", "c", "e"])
    paired = pair_runs(base, cand)
    assert paired.sample_ids == ["b", "c"]
    assert "2 baseline-only and 1 candidate-only" in paired.notes[0]
    mixed = pd.concat([base, make_frame([1], [1], ids=["z"], grader="design")])
    with pytest.raises(CalibrationError, match="baseline logs mix several grader"):
        pair_runs(mixed, cand)
    relabelled = make_frame([1, 1, 1], [4, 4, 1], ids=["b", "c", "e"])
    with pytest.raises(CalibrationError, match="different reference labels"):
        pair_runs(base, relabelled)


def gate_on(base: list, cand: list, labels: list, **policy: object):
    chosen = load_policy(overrides={"bootstrap_resamples": 400, **policy})
    return evaluate_gate(pair_runs(make_frame(labels, base), make_frame(labels, cand)), chosen)


def test_decisions_on_crafted_tables() -> None:
    labels = [1, 4] * 30
    half = [lab if i < 30 else 5 - lab for i, lab in enumerate(labels)]
    assert gate_on(half, labels, labels).decision == "PASS"
    assert gate_on(labels, half, labels).decision == "FAIL"
    inconclusive = gate_on(half, half[2:] + half[:2], labels)
    assert inconclusive.decision == "INCONCLUSIVE" and inconclusive.exit_code == 2
    assert "whole gate (primary metric and guards) PASSes" in inconclusive.power.sentence()


def test_a_guard_metric_regression_fails_even_when_the_primary_metric_passes() -> None:
    labels = [2, 4] * 30
    base = [lab if i < 40 else 5 - lab for i, lab in enumerate(labels)]
    cand = [1 if lab == 2 else 3 for lab in labels]  # every verdict right, scores off by one
    result = gate_on(base, cand, labels, primary_metric="verdict_accuracy")
    assert result.changes["verdict_accuracy"].improvement.low > 0
    assert result.decision == "FAIL"
    assert any(r.startswith("guard failed: no_regression[") for r in result.reasons)
    assert gate_on(base, cand, labels, primary_metric="verdict_accuracy",
                   guard_metrics=[]).decision == "PASS"  # fmt: skip


def test_per_code_recall_drop_beyond_tolerance_fails() -> None:
    labels = [1, 4] * 20
    found_all = [("8.2",) if lab == 1 else () for lab in labels]
    found_few = [("8.2",) if lab == 1 and i < 20 else () for i, lab in enumerate(labels)]
    base = make_frame(labels, labels, found=found_all)
    cand = make_frame(labels, labels, found=found_few)
    result = evaluate_gate(
        pair_runs(base, cand), load_policy(overrides={"bootstrap_resamples": 200})
    )
    check = next(c for c in result.checks if c.name == "aitech_recall[8.2]")
    assert check.ok is False and result.decision == "FAIL"
    loose = load_policy(overrides={"bootstrap_resamples": 200, "aitech_recall_tolerance": 0.6})
    assert next(c for c in evaluate_gate(pair_runs(base, cand), loose).checks
                if c.name == "aitech_recall[8.2]").ok  # fmt: skip


def test_unfinished_runs_are_refused_unless_the_policy_allows(monkeypatch) -> None:
    class Table:
        frame = make_frame([1, 4], [1, 4], status="error")
        skipped: list[str] = []
        warnings: list[str] = []

    monkeypatch.setattr(gate_module, "read_logs", lambda paths, progress: Table())
    with pytest.raises(CalibrationError, match="did not finish"):
        gate_module.read_side(["x"], "candidate", load_policy())
    relaxed = load_policy(overrides={"require_success": False})
    assert len(gate_module.read_side(["x"], "candidate", relaxed)) == 2


def test_policy_defaults_are_documented_and_validated(tmp_path) -> None:
    documented = yaml.safe_load(DEFAULT_POLICY_PATH.read_text())
    assert set(documented) == set(GatePolicy.__dataclass_fields__)
    policy = load_policy()
    assert policy.primary_metric == "fails_f1" and policy.min_improvement == 0.0
    assert policy.metrics[0] == "fails_f1" and "mae" in policy.metrics
    assert load_policy(overrides={"guard_metrics": "mae, cohen_kappa"}).guard_metrics == (
        "mae",
        "cohen_kappa",
    )
    for bad in ({"primary_metric": "f2"}, {"false_pass_rate": 0.2, "false_fail_rate": 0.1},
                {"bootstrap_resamples": 10}, {"mcnemar_guard": "yes"},
                {"max_flip_rate_increase": -1}, {"guard_weights": {"flip": 1}},
                {"guard_weights": {"mcnemar": 0}}, {"power": 0.95}):  # fmt: skip
        with pytest.raises(CalibrationError):
            load_policy(overrides=bad)
    file = tmp_path / "p.yaml"
    file.write_text("- not a mapping\n")
    with pytest.raises(CalibrationError, match="mapping"):
        load_policy(file)


@pytest.mark.parametrize(
    "name",
    ["calibration.gate.power", "calibration.gate.policy", "calibration.gate.statistics",
     "calibration.gate.guards", "calibration.stats.intervals", "tests.support.synthetic",
     "calibration.refine.candidate", "calibration.refine.runs", "calibration.refine.loop"],
)  # fmt: skip
def test_docstring_examples(name: str) -> None:
    import doctest
    import importlib

    assert doctest.testmod(importlib.import_module(name)).failed == 0
