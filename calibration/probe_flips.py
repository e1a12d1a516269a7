"""Flip rates on a probe set: how often a meaning-preserving rewrite changes a right verdict.

A probe set (``sgb corpus probes``) holds each original skill (tag ``transform:none``)
and its rewrites (tag ``transform:<name>``, id ``<original id>--<name>``). A rewrite
flips when the judge was right on the original and is wrong on the rewrite. Rewrites are
paired with their original within the same epoch; unparseable answers pair with nothing.

>>> import pandas as pd
>>> frame = pd.DataFrame({"sample_id": ["a", "a--rot13"], "epoch": [1, 1],
...     "tags": [("transform:none",), ("transform:rot13",)], "label_score": [1.0, 1.0],
...     "judge_score": [1.0, 4.0], "parsed": [True, True], "threshold": [3.0, 3.0]})
>>> probe_flips(frame)["rot13"]["flipped"]
1
"""

from __future__ import annotations

from typing import Any

from calibration.stats.bootstrap import wilson_interval
from corpus.probes import flip_rates, probe_pair


def is_probe_set(frame: Any) -> bool:
    """True when some sample of the table is a probe (a rewrite paired with an original)."""
    return any(
        probe_pair(str(i), tags) is not None
        for i, tags in zip(frame["sample_id"].tolist(), frame["tags"].tolist(), strict=True)
    )


def probe_flips(frame: Any) -> dict[str, dict[str, Any]]:
    """Per transform: rewrites judged (original right), flipped, and the flip rate (Wilson).

    Each rewrite is classified with the threshold its log recorded.
    """
    totals: dict[str, list[int]] = {}
    parsed = frame.loc[frame["parsed"].astype(bool)]
    for (_, threshold), rows in parsed.groupby(["epoch", "threshold"], sort=True):
        verdicts = {
            str(i): judge < threshold
            for i, judge in zip(
                rows["sample_id"].tolist(), rows["judge_score"].tolist(), strict=True
            )
        }
        labelled = [
            {"id": str(i), "tags": tags, "score": label}
            for i, tags, label in zip(
                rows["sample_id"].tolist(),
                rows["tags"].tolist(),
                rows["label_score"].tolist(),
                strict=True,
            )
        ]
        for name, (flipped, judged) in flip_rates(verdicts, labelled, threshold=threshold).items():
            counts = totals.setdefault(name, [0, 0])
            counts[0] += flipped
            counts[1] += judged
    out: dict[str, dict[str, Any]] = {}
    for name, (flipped, judged) in sorted(totals.items()):
        low, high = wilson_interval(flipped / judged, judged)
        rate = {"estimate": flipped / judged, "low": low, "high": high, "method": "wilson"}
        out[name] = {"judged": judged, "flipped": flipped, "flip_rate": rate}
    return out
