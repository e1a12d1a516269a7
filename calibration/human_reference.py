"""Judges measured against people: human annotations as the reference.

Samples labelled by people carry annotations whose annotator starts with ``human:``.
Where there are any, the report adds: the judge against the human consensus (the median
of the people's scores, the lower middle on a tie) and against each person; the
agreement among the people (the ceiling a judge can be expected to reach); and the
agreement between the people and the corpus' own reference labels (made by construction
or by agent annotators).

>>> frame = pd.DataFrame({"sample_id": ["a", "b"], "annotations": [
...     (("agent:x", 4.0), ("human:ann", 3.0), ("human:bob", 2.0)), (("agent:x", 4.0),)]})
>>> annotator_ratings(frame, HUMAN_PREFIX).to_dict("index")
{'a': {'human:ann': 3.0, 'human:bob': 2.0}}
>>> human_consensus(annotator_ratings(frame, HUMAN_PREFIX)).tolist()
[2.0]
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pandas as pd

HUMAN_PREFIX = "human:"
MIN_SAMPLES_PER_ANNOTATOR = 10


def annotator_ratings(
    frame: pd.DataFrame, prefix: str = "", *, min_annotations: int = 1
) -> pd.DataFrame:
    """Samples x annotators whose name starts with ``prefix``: each one's score (NaN where
    they gave none), for samples with at least ``min_annotations`` such scores.

    >>> frame = pd.DataFrame({"sample_id": ["a", "b"],
    ...                       "annotations": [[("x", 1), ("y", 2)], [("x", 3)]]})
    >>> annotator_ratings(frame, min_annotations=2).to_dict("index")
    {'a': {'x': 1.0, 'y': 2.0}}
    """
    first = frame.drop_duplicates("sample_id")
    columns: dict[str, list[Any]] = {"sample_id": [], "annotator": [], "score": []}
    for sid, entries in zip(first["sample_id"].tolist(), first["annotations"].tolist(),
                            strict=True):  # fmt: skip
        kept = [(who, score) for who, score in entries if str(who).startswith(prefix)]
        if len(kept) >= min_annotations:
            columns["sample_id"] += [sid] * len(kept)
            columns["annotator"] += [who for who, _ in kept]
            columns["score"] += [float(score) for _, score in kept]
    if not columns["sample_id"]:
        return pd.DataFrame()
    long = pd.DataFrame(columns)
    wide = long.pivot_table(index="sample_id", columns="annotator", values="score", aggfunc="first")
    wide.columns.name = None
    wide.index.name = None
    return wide


def human_consensus(ratings: pd.DataFrame) -> pd.Series:
    """The median of the people's scores per sample; on a tie, the lower middle score."""
    values = ratings.to_numpy(float)

    def median_low(row: np.ndarray) -> float:
        kept = np.sort(row[~np.isnan(row)])
        return float(kept[(len(kept) - 1) // 2])

    return pd.Series([median_low(r) for r in values], index=ratings.index, name="human")


def with_reference(frame: pd.DataFrame, reference: pd.Series) -> pd.DataFrame:
    """The judgments of the samples in ``reference``, with its scores as their labels.

    The per-judgment agreement columns (``exact``, ``agree``, ``abs_error``) are
    recomputed against the new labels; unparseable answers keep their worst values.
    """
    kept = frame[frame["sample_id"].isin(reference.index)].copy()
    kept["label_score"] = kept["sample_id"].map(reference).astype(float)
    parsed = kept["parsed"].astype(bool)
    judged, label = kept["judge_score"], kept["label_score"]
    if "threshold" in kept:
        fails_judged = judged < kept["threshold"]
        fails_label = label < kept["threshold"]
        kept["agree"] = np.where(parsed, (fails_judged == fails_label).astype(float), 0.0)
    if "exact" in kept:
        kept["exact"] = np.where(parsed, (judged == label).astype(float), 0.0)
    if "abs_error" in kept:
        kept["abs_error"] = np.where(parsed, (judged - label).abs(), kept["abs_error"])
    return kept.reset_index(drop=True)


def relabel_with_people(frame: pd.DataFrame, prefix: str = HUMAN_PREFIX) -> pd.DataFrame:
    """The judgments of the samples people labelled, their consensus as the labels.

    Raises ValueError when no sample carries a human annotation.
    """
    ratings = annotator_ratings(frame, prefix)
    if ratings.empty:
        raise ValueError(f"no sample carries an annotation from {prefix!r} annotators")
    return with_reference(frame, human_consensus(ratings))


def human_only(frame: pd.DataFrame, prefix: str = HUMAN_PREFIX) -> pd.DataFrame:
    """The frame with only the people's annotations kept (for agreement among them)."""
    out = frame.copy()
    out["annotations"] = [
        tuple(a for a in entries if str(a[0]).startswith(prefix)) for entries in out["annotations"]
    ]
    return out


def reference_agreement(frame: pd.DataFrame, consensus: pd.Series) -> dict[str, Any]:
    """How often the corpus' reference label equals the people's consensus, and kappa."""
    from sklearn.metrics import cohen_kappa_score

    labels = frame.drop_duplicates("sample_id").set_index("sample_id")["label_score"]
    paired = pd.concat([labels.reindex(consensus.index), consensus], axis=1).dropna()
    if paired.empty:
        return {"samples": 0}
    reference, people = paired.iloc[:, 0].to_numpy(), paired.iloc[:, 1].to_numpy()
    exact = float(np.mean(reference == people))
    kappa = (
        float(cohen_kappa_score(reference, people))
        if len(set(reference) | set(people)) > 1
        else None
    )
    return {"samples": len(paired), "exact_agreement": exact, "cohen_kappa": kappa}


HEADLINE_FOR_PEOPLE = ("exact_accuracy", "verdict_accuracy", "fails_f1", "cohen_kappa", "mae")


def render_human_section(section: dict[str, Any] | None) -> list[str]:
    """Markdown lines of the report's section on people (empty when there are none)."""
    from calibration.render import fmt_interval, md_table

    if not section:
        return []
    lines = [
        "## Against people",
        "",
        f"{section['samples']} samples carry labels from people "
        f"({', '.join(section['annotators'])}). The judge against their consensus (the "
        "median score) and against each of them:",
        "",
    ]
    rows = [("human consensus", section["samples"], section["against_consensus"])]
    rows += [
        (name, entry["samples"], entry["metrics"])
        for name, entry in section["against_each_annotator"].items()
    ]
    keys = [k for k in HEADLINE_FOR_PEOPLE if k in section["against_consensus"]]
    lines += md_table(
        ["reference", "samples", *keys],
        [[name, n, *(fmt_interval(m[k]) for k in keys)] for name, n, m in rows],
    ).splitlines()
    among = section.get("among_people")
    lines.append("")
    if among:
        lines.append(
            f"Agreement among people on {among['samples']} samples labelled by several "
            f"(the ceiling): Krippendorff alpha {fmt_interval(among['krippendorff_alpha'])}, "
            f"Gwet AC1 {fmt_interval(among['gwet_ac1'])}."
        )
    else:
        lines.append("No sample was labelled by more than one person: no human ceiling yet.")
    versus = section["people_vs_reference_labels"]
    if versus.get("samples"):
        kappa = versus["cohen_kappa"]
        lines.append(
            f"People and the corpus' reference labels agree exactly on "
            f"{versus['exact_agreement']:.0%} of {versus['samples']} samples (Cohen's kappa "
            f"{'undefined' if kappa is None else f'{kappa:.2f}'})."
        )
    return lines
