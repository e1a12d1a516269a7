"""What the data-driven reference judges learn from the train split of a corpus.

``baseline/prior`` needs the distribution of train-split label scores per grader;
``baseline/surface`` needs a surface-only classifier fitted on train-split packages.
Both are computed once per (corpus, grader) and kept for the process.
"""

from __future__ import annotations

import functools
import warnings
from collections import Counter
from pathlib import Path

from sklearn.base import BaseEstimator
from sklearn.exceptions import ConvergenceWarning

from scorers.dataset import confined_skill_path
from scorers.label_records import read_label_records
from scorers.skill_loader import SkillLoadError, load_skill
from scorers.surface_features import package_surface_features, surface_classifiers

TRAIN_SPLIT = "train"


@functools.lru_cache(maxsize=16)
def train_records(root: Path, grader: str) -> tuple[tuple[str, int], ...]:
    """``(skill folder, label score)`` of every train-split record of ``grader``."""
    records = read_label_records(root, grader)
    rows = tuple(
        (str(r["skill"]), int(r["score"])) for r in records if r.get("split") == TRAIN_SPLIT
    )
    if not rows:
        raise ValueError(f"no {TRAIN_SPLIT}-split labels for {grader} in {root}")
    return rows


def label_distribution(root: Path, grader: str) -> dict[int, float]:
    """Share of each label score among the train-split records.

    >>> from scorers.dataset import DEFAULT_DATASET
    >>> shares = label_distribution(DEFAULT_DATASET, "threat")
    >>> round(sum(shares.values()), 6), min(shares) >= 1
    (1.0, True)
    """
    counts = Counter(score for _, score in train_records(root, grader))
    total = sum(counts.values())
    return {score: counts[score] / total for score in sorted(counts)}


@functools.lru_cache(maxsize=16)
def surface_model(root: Path, grader: str, kind: str = "logistic", seed: int = 0) -> BaseEstimator:
    """A surface-only classifier from package listing to label score, fitted on train."""
    features, labels = [], []
    for skill, score in train_records(root, grader):
        try:
            package = load_skill(confined_skill_path(root, skill, skill))
        except SkillLoadError:
            continue
        features.append(package_surface_features(package))
        labels.append(score)
    if len(set(labels)) < 2:
        raise ValueError(f"{grader}: the train split has fewer than two label scores to learn")
    classifiers = surface_classifiers(seed)
    if kind not in classifiers:
        raise ValueError(f"unknown surface classifier {kind!r}; choose {', '.join(classifiers)}")
    with warnings.catch_warnings():
        # unscaled counts slow lbfgs down; the fit is a reference judge, not a tuned model
        warnings.simplefilter("ignore", ConvergenceWarning)
        return classifiers[kind].fit(features, labels)
