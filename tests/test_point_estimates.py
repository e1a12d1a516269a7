"""Point estimates from confusion counts equal the library-backed statistics bit for bit,
with the same notes for undefined statistics."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

from calibration.stats import classification
from calibration.stats._validate import UndefinedStatisticWarning
from calibration.stats.point_estimates import (
    confusion_counts,
    fails_f1,
    library_estimates,
    point_estimates,
)

SCALES = {1: [1, 2, 3, 4], 2: [1, 2, 3], 3: [1, 2, 3, 4, 5], 4: [0, 1]}


def library(true: np.ndarray, pred: np.ndarray, scale: list[int], threshold: float) -> dict:
    """The statistics as scikit-learn, SciPy and krippendorff compute them."""
    return library_estimates(true, pred, scale=scale, threshold=threshold)


def recorded(function, *args, **kwargs) -> tuple[dict, list[str]]:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = function(*args, **kwargs)
    return result, [str(w.message) for w in caught if w.category is UndefinedStatisticWarning]


def same(a: float, b: float) -> bool:
    return (np.isnan(a) and np.isnan(b)) or a == b


def random_case(rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, list[int], float]:
    scale = SCALES[int(rng.integers(1, 5))]
    n = int(rng.choice([0, 1, 2, 3, 10, 57, 400, 20_000]))
    skew = rng.dirichlet(np.ones(len(scale)) * rng.choice([0.2, 1.0, 5.0]))
    true = rng.choice(scale, size=n, p=skew).astype(float)
    noise = rng.integers(-1, 2, size=n) * (rng.random(n) < rng.random())
    pred = np.clip(true + noise, scale[0], scale[-1]).astype(float)
    threshold = float(rng.choice(scale[1:]))
    return true, pred, scale, threshold


@pytest.mark.parametrize("seed", range(60))
def test_equal_to_the_libraries_bit_for_bit(seed: int) -> None:
    true, pred, scale, threshold = random_case(np.random.default_rng(seed))
    expected, expected_notes = recorded(library, true, pred, scale, threshold)
    got, notes = recorded(point_estimates, true, pred, scale=scale, threshold=threshold)
    assert list(got) == list(expected)
    for name, value in expected.items():
        assert same(got[name], value), (name, got[name], value)
    assert notes == expected_notes


@pytest.mark.parametrize(
    ("true", "pred"),
    [([], []), ([2], [2]), ([1, 1, 1], [1, 1, 1]), ([4, 4, 4], [3, 3, 3]),
     ([4, 4, 4], [4, 4, 1]), ([1, 2, 3, 4], [4, 4, 4, 4]), ([3, 4], [4, 3])],
)  # fmt: skip
def test_undefined_cases_give_the_same_values_and_notes(true: list, pred: list) -> None:
    true_a, pred_a = np.array(true, float), np.array(pred, float)
    expected, expected_notes = recorded(library, true_a, pred_a, [1, 2, 3, 4], 3)
    got, notes = recorded(point_estimates, true_a, pred_a, scale=[1, 2, 3, 4], threshold=3)
    assert all(same(got[k], v) for k, v in expected.items()), (got, expected)
    assert notes == expected_notes and notes


def test_scores_off_the_scale_points_go_through_the_libraries() -> None:
    assert confusion_counts([1, 2.5], [1, 2], scale=[1, 2, 3]) is None
    assert confusion_counts([1, 5], [1, 2], scale=[1, 2, 3]) is None
    assert confusion_counts([1, 3], [1, 3], scale=[1, 3]) is None  # not consecutive
    true, pred = np.array([1.0, 3.0, 5.0, 1.0]), np.array([1.0, 3.0, 5.0, 3.0])
    expected = library(true, pred, [1, 3, 5], 3)
    got = point_estimates(true, pred, scale=[1, 3, 5], threshold=3)
    assert all(same(got[k], v) for k, v in expected.items())


@pytest.mark.parametrize("seed", range(10))
def test_fails_f1_equals_the_library(seed: int) -> None:
    true, pred, scale, threshold = random_case(np.random.default_rng(100 + seed))
    expected, expected_notes = recorded(classification.fails_f1, true, pred, threshold=threshold)
    got, notes = recorded(fails_f1, true, pred, threshold=threshold)
    assert same(got, expected) and notes == expected_notes


def test_confusion_counts_equal_the_library() -> None:
    true, pred, scale, _ = random_case(np.random.default_rng(3))
    expected = classification.full_confusion_matrix(true, pred, scale=scale)
    assert (confusion_counts(true, pred, scale=scale) == expected).all()
