"""Agreement coefficients against published worked examples and library computations."""

from __future__ import annotations

import warnings

import krippendorff
import numpy as np
import pytest
from sklearn.metrics import cohen_kappa_score
from statsmodels.stats.inter_rater import fleiss_kappa as statsmodels_fleiss

from calibration import stats
from calibration.bootstrap_features import agreement_features
from calibration.stats.agreement import (
    ac1_from_sums,
    alpha_from_counts,
    category_counts,
    fleiss_features,
    fleiss_from_sums,
)

nan = np.nan

# Gwet, K. L. (2014). Handbook of Inter-Rater Reliability, 4th ed., Advanced Analytics,
# p. 120: 4 raters, 12 units, categories 1-5, with missing ratings. Published AC1 0.775
# (pa 0.818, pe 0.190); the irrCAC package reproduces 0.77544.
GWET_4_RATERS = np.array(
    [
        [1, 1, nan, 1], [2, 2, 3, 2], [3, 3, 3, 3], [3, 3, 3, 3], [2, 2, 2, 2], [1, 2, 3, 4],
        [4, 4, 4, 4], [1, 1, 2, 1], [2, 2, 2, 2], [nan, 5, 5, 5], [nan, nan, 1, 1],
        [nan, nan, 3, nan],
    ]
)  # fmt: skip

# Gwet (2014), same handbook: 2 abstractors x 100 pregnant women, 3 categories
# (ectopic, abnormal intrauterine, normal intrauterine). Published AC1 0.849.
ABSTRACTORS_TABLE = np.array([[13, 0, 0], [0, 20, 7], [0, 4, 56]])

# 6 psychiatrists x 15 patients x 5 diagnoses, after Fleiss, J. L. (1971), Psychological
# Bulletin 76(5), 378-382, as transcribed in the irrCAC package's datasets. This
# transcription gives 0.414 (not the paper's 0.430), so the check is against statsmodels.
FLEISS_1971 = np.array(
    [
        [0, 0, 0, 6, 0], [0, 3, 0, 0, 3], [0, 1, 4, 0, 1], [0, 0, 0, 0, 6], [0, 3, 0, 3, 0],
        [2, 0, 4, 0, 0], [0, 0, 4, 0, 2], [2, 0, 3, 1, 0], [2, 0, 0, 4, 0], [0, 0, 0, 0, 6],
        [1, 0, 0, 5, 0], [1, 1, 0, 4, 0], [0, 3, 3, 0, 0], [1, 0, 0, 5, 0], [0, 2, 0, 3, 1],
    ]
)  # fmt: skip


def _table_to_ratings(table: np.ndarray) -> np.ndarray:
    rows = [[i + 1, j + 1] for (i, j), n in np.ndenumerate(table) for _ in range(n)]
    return np.array(rows, dtype=float)


def _counts_to_ratings(counts: np.ndarray) -> np.ndarray:
    return np.array([np.repeat(np.arange(1, counts.shape[1] + 1), row) for row in counts], float)


def test_gwet_ac1_matches_the_handbook_multi_rater_example() -> None:
    assert stats.gwet_ac1(GWET_4_RATERS, scale=[1, 2, 3, 4, 5]) == pytest.approx(0.77544, abs=5e-6)


def test_gwet_ac1_matches_the_handbook_two_rater_table() -> None:
    ratings = _table_to_ratings(ABSTRACTORS_TABLE)
    assert stats.gwet_ac1(ratings, scale=[1, 2, 3]) == pytest.approx(0.849, abs=5e-4)


def test_gwet_ac1_from_sums_equals_the_direct_form() -> None:
    features = agreement_features(GWET_4_RATERS, [1, 2, 3, 4, 5])
    assert float(ac1_from_sums(features.sum(axis=0)[25:])) == pytest.approx(0.77544, abs=5e-6)


def test_fleiss_matches_statsmodels_and_the_sum_form() -> None:
    ratings = _counts_to_ratings(FLEISS_1971)
    value = stats.fleiss_kappa(ratings, scale=[1, 2, 3, 4, 5])
    assert value == pytest.approx(statsmodels_fleiss(FLEISS_1971))
    sums = fleiss_features(FLEISS_1971.astype(float)).sum(axis=0)
    assert float(fleiss_from_sums(sums, 6)) == pytest.approx(value)


def test_krippendorff_sum_form_equals_the_package_with_missing_values() -> None:
    rng = np.random.default_rng(4)
    for _ in range(30):
        ratings = rng.integers(1, 5, size=(25, 3)).astype(float)
        ratings[rng.random(ratings.shape) < 0.2] = nan
        expected = krippendorff.alpha(
            reliability_data=ratings.T, level_of_measurement="ordinal", value_domain=[1, 2, 3, 4]
        )
        assert stats.krippendorff_alpha(ratings, scale=[1, 2, 3, 4]) == pytest.approx(expected)
        counts = category_counts(ratings, [1, 2, 3, 4])
        assert alpha_from_counts(counts) == pytest.approx(expected)


def test_pairwise_cohen_kappa_matches_sklearn() -> None:
    rng = np.random.default_rng(8)
    ratings = rng.integers(1, 4, size=(40, 3)).astype(float)
    matrix = stats.pairwise_cohen_kappa(ratings, scale=[1, 2, 3])
    assert matrix[0, 2] == pytest.approx(cohen_kappa_score(ratings[:, 0], ratings[:, 2]))
    assert np.allclose(matrix, matrix.T) and np.allclose(np.diag(matrix), 1)


def test_perfect_agreement_is_one() -> None:
    ratings = np.array([[1, 1, 1], [2, 2, 2], [3, 3, 3], [1, 1, 1.0]])
    for func in (stats.gwet_ac1, stats.fleiss_kappa, stats.krippendorff_alpha):
        assert func(ratings, scale=[1, 2, 3]) == pytest.approx(1.0), func.__name__


def test_one_category_only() -> None:
    ratings = np.full((5, 3), 2.0)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert np.isnan(stats.fleiss_kappa(ratings, scale=[1, 2, 3]))
        assert np.isnan(stats.krippendorff_alpha(ratings, scale=[1, 2, 3]))
    assert len(caught) == 2
    # AC1 stays defined (and high) when one category dominates: its selling point.
    assert stats.gwet_ac1(ratings, scale=[1, 2, 3]) == pytest.approx(1.0)


def test_no_pairable_sample_is_nan() -> None:
    ratings = np.array([[1, nan], [nan, 2.0]])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert np.isnan(stats.gwet_ac1(ratings, scale=[1, 2]))
        assert np.isnan(stats.krippendorff_alpha(ratings, scale=[1, 2]))
        assert np.isnan(stats.fleiss_kappa(ratings, scale=[1, 2]))


def test_off_scale_ratings_are_rejected() -> None:
    with pytest.raises(ValueError, match="off the scale"):
        stats.gwet_ac1([[1, 7]], scale=[1, 2, 3])


def test_local_model_files_are_shown_by_stem_unless_two_share_it() -> None:
    import pandas as pd

    from calibration.judge_identity import add_judge_column

    def frame(models: list[str]) -> pd.DataFrame:
        return pd.DataFrame(
            {
                "model": models,
                "generate_config": "{}",
                "model_args": "{}",
                "rubric_hash": "a",
                "rubric_version": "v1",
            }
        )

    shown = add_judge_column(frame(["gguf//m/a/qwen.gguf", "static/rules"]))["judge"]
    assert shown.tolist() == ["gguf/qwen", "static/rules"]
    clash = add_judge_column(frame(["gguf//m/a/qwen.gguf", "gguf//m/b/qwen.gguf"]))["judge"]
    assert clash.tolist() == ["gguf//m/a/qwen.gguf", "gguf//m/b/qwen.gguf"]
