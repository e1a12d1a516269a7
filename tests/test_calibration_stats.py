"""Judge-vs-label statistics: each checked against an independent computation."""

from __future__ import annotations

import warnings

import numpy as np
import pandas as pd
import pytest
from scipy import stats as scipy_stats

from calibration import stats
from calibration.stats import UndefinedStatisticWarning
from calibration.stats.bootstrap import bootstrap_replicates, cluster_bootstrap
from calibration.stats.confusion import CONFUSION_METRICS, metrics_from_confusion
from calibration.stats.point_estimates import library_estimates

SCALE = [1, 2, 3, 4]
T = 3


def _random_pair(rng: np.random.Generator, n: int) -> tuple[np.ndarray, np.ndarray]:
    true = rng.integers(1, 5, n).astype(float)
    pred = np.clip(true + rng.integers(-2, 3, n), 1, 4).astype(float)
    return true, pred


def _hand_kappa(true: np.ndarray, pred: np.ndarray, weights: np.ndarray) -> float:
    k = len(SCALE)
    observed = np.zeros((k, k))
    for a, b in zip(true.astype(int) - 1, pred.astype(int) - 1, strict=True):
        observed[a, b] += 1
    expected = np.outer(observed.sum(1), observed.sum(0)) / observed.sum()
    return 1 - (weights * observed).sum() / (weights * expected).sum()


def test_classification_metrics_match_hand_formulas() -> None:
    rng = np.random.default_rng(3)
    true, pred = _random_pair(rng, 300)
    tf, pf = true < T, pred < T
    tp, fp, fn = (tf & pf).sum(), (~tf & pf).sum(), (tf & ~pf).sum()
    tn = (~tf & ~pf).sum()
    assert stats.accuracy(true, pred) == pytest.approx(np.mean(true == pred))
    assert stats.fails_precision(true, pred, threshold=T) == pytest.approx(tp / (tp + fp))
    assert stats.fails_recall(true, pred, threshold=T) == pytest.approx(tp / (tp + fn))
    assert stats.fails_f1(true, pred, threshold=T) == pytest.approx(2 * tp / (2 * tp + fp + fn))
    macro = (2 * tp / (2 * tp + fp + fn) + 2 * tn / (2 * tn + fp + fn)) / 2
    assert stats.macro_f1(true, pred, threshold=T) == pytest.approx(macro)
    idx = np.arange(4)
    unweighted = 1 - np.eye(4)
    quadratic = np.subtract.outer(idx, idx) ** 2.0
    assert stats.cohen_kappa(true, pred, scale=SCALE) == pytest.approx(
        _hand_kappa(true, pred, unweighted)
    )
    assert stats.quadratic_weighted_kappa(true, pred, scale=SCALE) == pytest.approx(
        _hand_kappa(true, pred, quadratic)
    )
    assert stats.mean_absolute_error(true, pred) == pytest.approx(np.abs(true - pred).mean())
    rho = pd.Series(true).corr(pd.Series(pred), method="spearman")
    assert stats.spearman(true, pred) == pytest.approx(rho)


def test_confusion_forms_equal_library_values_on_random_tables() -> None:
    rng = np.random.default_rng(0)
    for trial in range(150):
        true, pred = _random_pair(rng, int(rng.integers(2, 40)))
        if trial % 4 == 0:
            pred = rng.integers(1, 5, len(true)).astype(float)
        counts = stats.full_confusion_matrix(true, pred, scale=SCALE).astype(float)
        fast = metrics_from_confusion(counts, scale=SCALE, threshold=T)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            library = library_estimates(true, pred, scale=SCALE, threshold=T)
        for name in CONFUSION_METRICS:
            np.testing.assert_allclose(fast[name], library[name], atol=1e-10, err_msg=name)


def test_confusion_forms_are_vectorised_over_a_stack() -> None:
    rng = np.random.default_rng(1)
    tables = np.stack(
        [stats.full_confusion_matrix(*_random_pair(rng, 30), scale=SCALE) for _ in range(4)]
    ).astype(float)
    stacked = metrics_from_confusion(tables, scale=SCALE, threshold=T)
    for i in range(4):
        single = metrics_from_confusion(tables[i], scale=SCALE, threshold=T)
        for name in CONFUSION_METRICS:
            np.testing.assert_allclose(stacked[name][i], single[name], equal_nan=True)


def _caught(func, *args, **kwargs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        value = func(*args, **kwargs)
    return value, [str(w.message) for w in caught if w.category is UndefinedStatisticWarning]


def test_one_class_only_gives_nan_with_a_reason() -> None:
    true = pred = [4.0, 4.0, 4.0]
    kappa, why = _caught(stats.cohen_kappa, true, pred, scale=SCALE)
    assert np.isnan(kappa) and "single category" in why[0]
    recall, why = _caught(stats.fails_recall, true, pred, threshold=T)
    assert np.isnan(recall) and "no reference label fails" in why[0]
    assert stats.accuracy(true, pred) == 1.0
    assert stats.macro_f1(true, pred, threshold=T) == 1.0
    rho, why = _caught(stats.spearman, true, pred)
    assert np.isnan(rho) and why


def test_perfect_agreement() -> None:
    true = np.array([1, 2, 3, 4, 4, 1.0])
    assert stats.cohen_kappa(true, true, scale=SCALE) == 1.0
    assert stats.quadratic_weighted_kappa(true, true, scale=SCALE) == 1.0
    assert stats.fails_f1(true, true, threshold=T) == 1.0
    assert stats.mean_absolute_error(true, true) == 0.0
    assert stats.spearman(true, true) == pytest.approx(1.0)


def test_zero_samples_give_nan_not_a_crash() -> None:
    for func, kwargs in [
        (stats.accuracy, {}),
        (stats.macro_f1, {"threshold": T}),
        (stats.cohen_kappa, {"scale": SCALE}),
        (stats.mean_absolute_error, {}),
        (stats.spearman, {}),
    ]:
        value, why = _caught(func, [], [], **kwargs)
        assert np.isnan(value) and why, func.__name__
    assert stats.full_confusion_matrix([], [], scale=SCALE).sum() == 0


def test_inputs_are_validated() -> None:
    with pytest.raises(ValueError, match="differ in length"):
        stats.accuracy([1, 2], [1])
    with pytest.raises(ValueError, match="nan"):
        stats.accuracy([1, np.nan], [1, 2])


def test_unparseable_scored_as_wrong_is_the_opposite_extreme() -> None:
    labels = np.array([4, 3, 2, 1.0])
    judged = np.array([0, 0, 0, 0.0])
    worst = stats.worst_case_scores(
        labels, judged, [False] * 4, scale_low=1, scale_high=4, threshold=T
    )
    assert worst.tolist() == [1, 1, 4, 4]
    assert not ((worst < T) == (labels < T)).any()  # every verdict is on the wrong side
    assert stats.accuracy(labels, worst) == 0.0
    assert stats.unparseable_rate([False] * 4) == 1.0


def test_all_unparseable() -> None:
    labels = np.array([4, 1, 2.0])
    value, why = _caught(stats.accuracy, labels[[]], labels[[]])
    assert np.isnan(value) and why  # nothing parsed: parsed-only stats are undefined
    worst = stats.worst_case_scores(
        labels, np.zeros(3), [False] * 3, scale_low=1, scale_high=4, threshold=T
    )
    assert stats.fails_f1(labels, worst, threshold=T) == 0.0


def test_recall_per_code_and_false_positive_rate_by_hand() -> None:
    expected = [["8.2"], ["8.2", "9.1"], ["9.1"], []]
    found = [["8.2"], [], ["9.1", "1.1"], ["8.2"]]
    assert stats.recall_per_code(expected, found) == {"8.2": 0.5, "9.1": 0.5}
    assert stats.recall_per_code([[]], [["1.1"]]) == {}
    assert stats.false_positive_rate([4, 4, 4, 1], [2, 3, 4, 1], threshold=T) == pytest.approx(
        1 / 3
    )
    value, why = _caught(stats.false_positive_rate, [1, 2], [1, 2], threshold=T)
    assert np.isnan(value) and why


def test_stability_statistics_by_hand() -> None:
    scores = np.array([[1, 1, 1], [2, 3, 2], [4, 4, np.nan], [3, 4, 3.0]])
    assert stats.flip_rate(scores, threshold=T) == pytest.approx(2 / 4)
    assert stats.unanimous_rate(scores) == pytest.approx(1 / 4)
    np.testing.assert_allclose(
        stats.per_sample_std(scores), [0, np.std([2, 3, 2], ddof=1), 0, np.std([3, 4, 3], ddof=1)]
    )
    import krippendorff

    expected = krippendorff.alpha(
        reliability_data=scores.T, level_of_measurement="ordinal", value_domain=SCALE
    )
    assert stats.intra_judge_alpha(scores, scale=SCALE) == pytest.approx(expected)
    steady = np.array([[1, 1, 1], [4, 4, 4], [2, 2, 2.0]])
    assert stats.intra_judge_alpha(steady, scale=SCALE) == pytest.approx(1.0)
    value, why = _caught(stats.flip_rate, scores[:, :1], threshold=T)
    assert np.isnan(value) and why


def test_bootstrap_is_seedable_and_agrees_with_scipy_for_a_mean() -> None:
    rng = np.random.default_rng(5)
    hits = (rng.random(400) < 0.3).astype(float)
    features = np.column_stack([hits, np.ones_like(hits)])

    def share(sums: np.ndarray) -> dict[str, np.ndarray]:
        return {"share": sums[..., 0] / sums[..., 1]}

    first = cluster_bootstrap(features, share, n_resamples=4000, seed=11)["share"]
    again = cluster_bootstrap(features, share, n_resamples=4000, seed=11)["share"]
    assert first == again
    reference = scipy_stats.bootstrap(
        (hits,), np.mean, n_resamples=4000, method="percentile", random_state=0
    ).confidence_interval
    assert first.estimate == pytest.approx(hits.mean())
    assert first.low == pytest.approx(reference.low, abs=0.01)
    assert first.high == pytest.approx(reference.high, abs=0.01)


def test_bootstrap_resamples_samples_not_rows() -> None:
    # Each sample has 5 identical epochs: a row bootstrap would understate the spread by
    # a factor of about sqrt(5); the cluster bootstrap must match the one-row-per-sample CI.
    rng = np.random.default_rng(2)
    per_sample = (rng.random(200) < 0.5).astype(float)
    clustered = np.column_stack([per_sample * 5, np.full(200, 5.0)])
    single = np.column_stack([per_sample, np.ones(200)])

    def share(sums: np.ndarray) -> dict[str, np.ndarray]:
        return {"share": sums[..., 0] / sums[..., 1]}

    a = cluster_bootstrap(clustered, share, n_resamples=500, seed=1)["share"]
    b = cluster_bootstrap(single, share, n_resamples=500, seed=1)["share"]
    assert (a.low, a.high) == pytest.approx((b.low, b.high))


def test_paired_bootstrap_shares_resamples() -> None:
    features = np.column_stack([np.arange(50.0) % 2, np.ones(50)])

    def share(sums: np.ndarray) -> dict[str, np.ndarray]:
        return {"share": sums[..., 0] / sums[..., 1]}

    a, b = bootstrap_replicates([features, features], share, n_resamples=100, seed=4)
    np.testing.assert_array_equal(a["share"], b["share"])  # same judge: difference exactly 0
    interval = stats.paired_difference(a["share"], b["share"], 0.0)
    assert (interval.low, interval.high) == (0.0, 0.0) and not interval.excludes_zero()


def test_bootstrap_with_zero_samples_is_nan() -> None:
    def share(sums: np.ndarray) -> dict[str, np.ndarray]:
        with np.errstate(invalid="ignore"):
            return {"share": sums[..., 0] / sums[..., 1]}

    result = cluster_bootstrap(np.zeros((0, 2)), share, n_resamples=10, seed=0)["share"]
    assert np.isnan(result.estimate) and np.isnan(result.low)
