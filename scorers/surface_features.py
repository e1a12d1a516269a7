"""Surface-only features of a skill package: what a judge could learn without reading it.

A corpus is a valid instrument only if nothing but the attack predicts the label. These
features describe a package's shape alone — file counts, byte and line sizes, which
folders exist, file extensions, and tokens of file and skill names — so a classifier
trained on them measures how much a corpus leaks through its surface (the corpus
audit), and serves as a reference judge that every real judge must beat.

>>> from scorers.skill_loader import load_skill  # doctest: +SKIP
>>> package = load_skill("datasets/skills/ab12cd34/pdf-tools")  # doctest: +SKIP
>>> features = package_surface_features(package)  # doctest: +SKIP
>>> features["n_files"], features["has_dir:scripts"]  # doctest: +SKIP
(4.0, 1.0)
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from pathlib import PurePosixPath

from sklearn.base import BaseEstimator
from sklearn.ensemble import RandomForestClassifier
from sklearn.feature_extraction import DictVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.tree import DecisionTreeClassifier

from scorers.skill_loader import SkillPackage

TOP_FOLDERS = ("scripts", "references", "assets")
_TOKEN = re.compile(r"[a-z0-9]+")


def name_tokens(text: str) -> list[str]:
    """Lower-case alphanumeric tokens of a file or skill name.

    >>> name_tokens("scripts/Fetch_Data-v2.py")
    ['scripts', 'fetch', 'data', 'v2', 'py']
    """
    return _TOKEN.findall(text.lower())


def surface_features(
    skill_name: str,
    files: Iterable[tuple[str, int, int]],
) -> dict[str, float]:
    """Features of a package described by its name and ``(path, bytes, lines)`` per file.

    ``lines`` is 0 for files that were listed but not read.

    >>> f = surface_features("csv-cleaner", [("SKILL.md", 900, 30), ("scripts/clean.py", 400, 12)])
    >>> f["n_files"], f["ext:.py"], f["has_dir:scripts"], f["skill_token:cleaner"]
    (2.0, 1.0, 1.0, 1.0)
    """
    entries = list(files)
    features: dict[str, float] = {
        "n_files": float(len(entries)),
        "log_total_bytes": math.log1p(sum(size for _, size, _ in entries)),
        "log_max_file_bytes": math.log1p(max((size for _, size, _ in entries), default=0)),
        "total_lines": float(sum(lines for _, _, lines in entries)),
    }
    for path, size, lines in entries:
        pure = PurePosixPath(path)
        if path == "SKILL.md":
            features["log_skill_md_bytes"] = math.log1p(size)
            features["skill_md_lines"] = float(lines)
        top = pure.parts[0] if len(pure.parts) > 1 else ""
        if top:
            features[f"has_dir:{top if top in TOP_FOLDERS else 'other'}"] = 1.0
            features[f"n_in:{top if top in TOP_FOLDERS else 'other'}"] = (
                features.get(f"n_in:{top if top in TOP_FOLDERS else 'other'}", 0.0) + 1.0
            )
        suffix = pure.suffix.lower() or "(none)"
        features[f"ext:{suffix}"] = features.get(f"ext:{suffix}", 0.0) + 1.0
        for token in name_tokens(pure.name):
            features[f"file_token:{token}"] = 1.0
    for token in name_tokens(skill_name):
        features[f"skill_token:{token}"] = 1.0
    return features


def package_surface_features(package: SkillPackage) -> dict[str, float]:
    """Surface features of a loaded package (its listing, never its contents)."""
    files = [(f.path, f.size, f.text.count("\n") + 1) for f in package.text_files]
    files += [(a.path, a.size, 0) for a in package.assets]
    name = package.frontmatter.fields.get("name")
    return surface_features(name if isinstance(name, str) else package.name, files)


def surface_classifiers(seed: int = 0) -> dict[str, BaseEstimator]:
    """Unfitted surface-only classifiers: each maps a feature dict to a label.

    >>> clf = surface_classifiers()["logistic"]
    >>> X = [{"n_files": 1.0}, {"n_files": 9.0}, {"n_files": 2.0}, {"n_files": 8.0}]
    >>> clf.fit(X, [0, 1, 0, 1]).predict([{"n_files": 10.0}]).tolist()
    [1]
    """
    return {
        "logistic": make_pipeline(
            DictVectorizer(sparse=True), LogisticRegression(max_iter=2000, C=1.0)
        ),
        "tree-depth-3": make_pipeline(
            DictVectorizer(sparse=False), DecisionTreeClassifier(max_depth=3, random_state=seed)
        ),
        "forest": make_pipeline(
            DictVectorizer(sparse=False),
            RandomForestClassifier(n_estimators=200, min_samples_leaf=2, random_state=seed),
        ),
    }
