"""BCa intervals, the Wilson fallback where resamples collapse, and counted undefined
resamples, through the bootstrap and the judge summary."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from scipy import stats as scipy_stats

from calibration.judge_identity import Scale
from calibration.judge_summary import (
    code_recall,
    confusion_support,
    metric_features,
    metric_statistic,
    ratio_interval,
    summarize_judge,
)
from calibration.stats import recall_per_code
from calibration.stats.bootstrap import (
    BATCH_CELLS,
    bca_interval,
    bootstrap_replicates,
    cluster_bootstrap,
    jackknife_values,
    resample_counts,
    resample_weights,
    wilson_interval,
)

THREAT = Scale(1, 4, 3.0)


def _mean(sums: np.ndarray) -> dict[str, np.ndarray]:
    with np.errstate(invalid="ignore", divide="ignore"):
        return {"mean": sums[..., 0] / sums[..., 1]}


def test_bca_agrees_with_scipy_on_a_skewed_mean() -> None:
    values = np.random.default_rng(3).exponential(size=60) ** 2  # strongly right-skewed
    features = np.column_stack([values, np.ones_like(values)])
    ours = cluster_bootstrap(features, _mean, n_resamples=20_000, seed=1)["mean"]
    reference = scipy_stats.bootstrap(
        (values,), np.mean, n_resamples=20_000, method="BCa", random_state=2
    ).confidence_interval
    percentile = scipy_stats.bootstrap(
        (values,), np.mean, n_resamples=20_000, method="percentile", random_state=2
    ).confidence_interval
    assert ours.method == "bca"
    width = reference.high - reference.low
    assert ours.low == pytest.approx(reference.low, abs=0.03 * width)
    assert ours.high == pytest.approx(reference.high, abs=0.03 * width)
    assert abs(ours.high - percentile.high) > 0.05 * width  # BCa really moved the bounds


def test_cached_counts_are_the_resample_weights_stream() -> None:
    counts = resample_counts(37, 250, seed=9)
    streamed = np.vstack(list(resample_weights(37, 250, seed=9, batch_size=64)))
    np.testing.assert_array_equal(counts, streamed)
    assert resample_counts(37, 250, seed=9) is counts and not counts.flags.writeable


@pytest.mark.parametrize(("n_samples", "seed"), [(13, 0), (4_001, 5), (70_000, 3)])
def test_counts_are_the_draws_of_numpys_generator_counted(n_samples: int, seed: int) -> None:
    """The counts are exactly how often each index was drawn, batch by batch, from the
    seeded generator (so seeded intervals stay what they were)."""
    rng = np.random.default_rng(seed)
    rows = max(1, min(300, BATCH_CELLS // n_samples))
    expected = []
    for start in range(0, 300, rows):
        size = min(rows, 300 - start)
        dtype = np.uint32 if size * n_samples < 2**32 else np.int64
        draws = rng.integers(0, n_samples, size=(size, n_samples), dtype=dtype)
        expected += [np.bincount(row, minlength=n_samples) for row in draws]
    counts = resample_counts(n_samples, 300, seed=seed)
    assert np.array_equal(counts, np.array(expected))
    assert (counts.sum(axis=1) == n_samples).all()


def test_collapsed_resamples_give_wilson_for_a_proportion_and_say_so() -> None:
    perfect = np.column_stack([np.ones(30), np.ones(30)])
    interval = cluster_bootstrap(perfect, _mean, n_resamples=500, seed=0, support={"mean": 30})
    low, high = wilson_interval(1.0, 30)
    assert (interval["mean"].low, interval["mean"].high) == (low, high) == (low, 1.0)
    assert interval["mean"].method == "wilson" and 0.88 < low < 0.89
    bare = cluster_bootstrap(perfect, _mean, n_resamples=500, seed=0)["mean"]
    assert bare.method == "degenerate" and bare.low == bare.high == 1.0


def test_undefined_resamples_are_counted_not_hidden() -> None:
    # one sample in 40 carries the only trial: most resamples miss it
    features = np.zeros((40, 2))
    features[0] = [1, 1]
    result = cluster_bootstrap(features, _mean, n_resamples=1000, seed=4)["mean"]
    (replicates,) = bootstrap_replicates([features], _mean, n_resamples=1000, seed=4)
    missing = int(np.isnan(replicates["mean"]).sum())
    assert 0 < missing < 1000 and result.undefined == missing and result.resamples == 1000
    assert result.to_dict()["undefined_resamples"] == missing


def test_bca_falls_back_to_percentile_when_the_estimate_is_outside_the_replicates() -> None:
    result = bca_interval(5.0, np.linspace(0, 1, 101), np.linspace(0, 1, 10), confidence=0.9)
    assert result.method == "percentile" and result.low == pytest.approx(0.05)


def _accurate_judge(samples: int, rng: np.random.Generator) -> pd.DataFrame:
    labels = rng.integers(1, 5, samples).astype(float)
    judged = np.where(rng.random(samples) < 0.97, labels, np.clip(labels + 1, 1, 4))
    return pd.DataFrame({
        "sample_id": [f"s{i}" for i in range(samples)], "epoch": 1, "label_score": labels,
        "judge_score": judged, "parsed": True,
    })  # fmt: skip


def test_an_accurate_judge_on_few_samples_no_longer_gets_a_point_interval() -> None:
    # F1 of the fails class is 1 in many small runs of a 97%-accurate judge; the true
    # F1 is below 1, so a [1, 1] interval never covers it. Same bootstrap as
    # judge_metrics, without its library point estimates (the slow part).
    rng = np.random.default_rng(0)
    truth = _accurate_judge(200_000, rng)
    fails_true, fails_judged = truth["label_score"] < 3, truth["judge_score"] < 3
    true_f1 = 2 * (fails_true & fails_judged).sum() / (fails_true.sum() + fails_judged.sum())
    covered = point_intervals = 0
    runs = 60
    for _ in range(runs):
        features, _ = metric_features(_accurate_judge(30, rng), THREAT)
        interval = cluster_bootstrap(
            features, metric_statistic(THREAT), n_resamples=300, seed=1,
            support=confusion_support(features, THREAT),
        )["fails_f1"]  # fmt: skip
        point_intervals += interval.low == interval.high
        covered += interval.low <= true_f1 <= interval.high
    assert point_intervals == 0
    assert covered / runs >= 0.85


def test_summary_notes_name_the_wilson_and_undefined_intervals() -> None:
    frame = _accurate_judge(25, np.random.default_rng(1))
    frame["judge_score"] = frame["label_score"]  # a perfect judge
    frame = frame.assign(aitech_expected=[("1.1",)] + [()] * 24, aitech_found=[("1.1",)] * 25,
                         tags=[("benign",)] * 25, annotations=[()] * 25, working_time=1.0,
                         total_time=1.0, input_tokens=1, output_tokens=1, judge="j", model="m",
                         grader="threat", rubric_name="r", rubric_version="v1", rubric_hash="h",
                         dataset_version="d", generate_config="{}", model_args="{}",
                         task_args="{}", log_path="x")  # fmt: skip
    summary = summarize_judge(frame, THREAT, n_resamples=400, seed=0)
    f1 = summary["metrics"]["fails_f1"]
    assert f1["method"] == "wilson" and f1["low"] < 1 == f1["high"]
    assert any("fails_f1 is 1 in every resample" in note for note in summary["notes"])
    code = summary["recall_per_aitech_code"]["1.1"]
    assert 0 < code["undefined_resamples"] < 400
    assert any("code: 1.1 is undefined in" in note for note in summary["notes"])


def test_one_pass_code_recall_matches_a_bootstrap_per_code() -> None:
    rng = np.random.default_rng(5)
    codes = ["1.1", "4.3", "12.1"]
    expected = [tuple(c for c in codes if rng.random() < 0.4) for _ in range(120)]
    found = [tuple(c for c in e if rng.random() < 0.7) for e in expected]
    frame = pd.DataFrame({"sample_id": [f"s{i % 60}" for i in range(120)],
                          "aitech_expected": expected, "aitech_found": found})  # fmt: skip
    together = code_recall(frame, n_resamples=300, seed=2)
    library = recall_per_code(expected, found)
    assert {c: v["estimate"] for c, v in together.items()} == pytest.approx(library, abs=1e-15)
    for code in codes:
        trials = np.array([code in e for e in expected])
        hits = np.array([code in f for f in found])
        alone = ratio_interval(hits, trials, frame, n_resamples=300, seed=2,
                               estimate=together[code]["estimate"]).to_dict()  # fmt: skip
        assert {k: together[code][k] for k in alone} == alone


@pytest.mark.parametrize(
    "name", ["calibration.judge_summary", "calibration.judge_report", "calibration.stats.bootstrap",
             "calibration.log_entries"],
)  # fmt: skip
def test_docstring_examples(name: str) -> None:
    import doctest
    import importlib

    assert doctest.testmod(importlib.import_module(name)).failed == 0


@pytest.mark.parametrize("scale", [1.0, 0.5, 3000.0])
def test_replicates_equal_float64_products_exactly(scale: float) -> None:
    # integer features within 2**24 go through float32 products; others through float64;
    # either way every total is the one float64 arithmetic gives
    rng = np.random.default_rng(11)
    features = rng.integers(-3, 6, size=(900, 5)).astype(float) * scale
    (replicates,) = bootstrap_replicates([features], lambda s: {"sums": s}, n_resamples=300,
                                         seed=2)  # fmt: skip
    expected = resample_counts(900, 300, seed=2).astype(float) @ features
    assert replicates["sums"].dtype == np.float64
    assert np.array_equal(replicates["sums"], expected)


def test_jackknife_over_distinct_rows_equals_leaving_each_sample_out() -> None:
    rng = np.random.default_rng(5)
    labels = rng.integers(1, 5, 3000).astype(float)
    judged = np.where(rng.random(3000) < 0.8, labels, rng.integers(1, 5, 3000)).astype(float)
    ids = [f"s{i % 700}" for i in range(3000)]
    frame = pd.DataFrame(
        {"sample_id": ids, "label_score": labels, "judge_score": judged, "parsed": True}
    )
    features, _ = metric_features(frame, THREAT)
    statistic = metric_statistic(THREAT)
    with np.errstate(invalid="ignore", divide="ignore"):
        expected = statistic(features.sum(axis=0) - features)
    got = jackknife_values(features, statistic)
    assert len(np.unique(features, axis=0)) < len(features)
    for key, value in expected.items():
        assert np.array_equal(got[key], value, equal_nan=True), key


def test_acceleration_from_distinct_jackknife_values_is_the_same() -> None:
    from calibration.stats.bootstrap import _acceleration

    rng = np.random.default_rng(8)
    distinct = np.append(rng.normal(0.6, 0.05, 40), np.nan)
    index = rng.integers(0, len(distinct), 5000)
    assert _acceleration(distinct, index) == _acceleration(distinct[index])
    assert _acceleration(distinct, index) != 0.0


@pytest.mark.parametrize("cut", [False, True])
def test_one_package_view_is_the_summary_metrics(cut: bool, tmp_path) -> None:
    from calibration.judge_report import package_view, single_view, whole_view
    from calibration.loading import load_judgments
    from tests.support.synthetic import write_synthetic_log

    write_synthetic_log(tmp_path / "a.eval", model="m/a", samples=60, epochs=2)
    judgments = load_judgments([tmp_path])
    frame, scale = judgments.frame.assign(cut=cut), judgments.scale
    summary = summarize_judge(frame, scale, n_resamples=200, seed=3)
    name = single_view(frame)
    assert name == ("cut" if cut else "uncut")
    assert whole_view(summary, name) == package_view(frame, scale, 200, 3)
    assert single_view(frame.assign(cut=[True, False] * (len(frame) // 2))) is None


@pytest.mark.parametrize("seed", range(5))
def test_code_rows_lists_each_codes_rows_in_order(seed: int) -> None:
    from calibration.judge_summary import code_rows

    rng = np.random.default_rng(seed)
    pool = ["8.2", "1.1", "benign", "x", None] if seed % 2 else ["8.2", "1.1", "benign"]
    rows = [tuple(rng.choice(len(pool), size=rng.integers(0, 4)).tolist()) for _ in range(300)]
    rows = [tuple(pool[i] for i in row) for row in rows]
    expected: dict = {}
    for index, codes in enumerate(rows):
        for code in codes:
            expected.setdefault(code, []).append(index)
    got = code_rows(rows)
    assert list(got) == list(expected)
    assert all(got[code].tolist() == found for code, found in expected.items())
