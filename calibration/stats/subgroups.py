"""Statistics on slices of the samples: per AITech code and on hard negatives."""

from __future__ import annotations

import warnings
from collections.abc import Sequence

import numpy as np
from numpy.typing import ArrayLike

from calibration.stats._validate import check_pair, undefined


def recall_per_code(
    expected: Sequence[Sequence[str]], found: Sequence[Sequence[str]]
) -> dict[str, float]:
    """Recall of each expected AITech code: of the samples expecting it, the share found.

    Codes that no sample expects are left out (their recall is undefined). Uses
    ``sklearn.metrics.recall_score`` on each column of multi-label indicator matrices.

    >>> recall_per_code([["8.2"], ["8.2", "9.1"], []], [["8.2"], ["1.1"], ["9.1"]])
    {'8.2': 0.5, '9.1': 0.0}
    >>> recall_per_code([["8.2"], []], [["8.2"], []])
    {'8.2': 1.0}
    """
    from sklearn.metrics import recall_score
    from sklearn.preprocessing import MultiLabelBinarizer

    if len(expected) != len(found):
        raise ValueError(f"expected and found differ in length: {len(expected)} != {len(found)}")
    codes = sorted({code for codes in expected for code in codes})
    if not codes:
        return {}
    binarizer = MultiLabelBinarizer(classes=codes)
    true = binarizer.fit_transform([list(c) for c in expected])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # codes found but never expected are not reported
        pred = binarizer.transform([list(c) for c in found])
    # one binary recall per column: with a single code, scikit-learn would read a
    # one-column indicator matrix as a binary target and return both classes' recall
    return {
        code: float(recall_score(true[:, i], pred[:, i], zero_division=np.nan))
        for i, code in enumerate(codes)
    }


def false_positive_rate(y_true: ArrayLike, y_pred: ArrayLike, *, threshold: float) -> float:
    """Share of samples whose label passes but the judge fails (1 - specificity).

    Call it on the hard negatives to see how often a judge flags benign look-alikes.

    >>> false_positive_rate([4, 4, 3, 1], [2, 4, 4, 1], threshold=3)
    0.3333333333333333
    """
    true, pred = check_pair(y_true, y_pred)
    negatives = true >= threshold
    if not negatives.any():
        return undefined("false-positive rate is undefined: no sample's label passes")
    return float((pred[negatives] < threshold).mean())
