"""A judgments table built by hand, shaped like the one ``calibration.logs.read_logs`` returns."""

from __future__ import annotations

import pandas as pd


def make_frame(
    labels: list[int],
    judged: list[int | None],
    *,
    epochs: int = 1,
    grader: str = "threat",
    dataset: str = "d1",
    ids: list[str] | None = None,
    found: list[tuple[str, ...]] | None = None,
    status: str = "success",
) -> pd.DataFrame:
    """A judgments table like calibration.logs.read_logs returns (threat scale 1-4, t=3).

    ``judged`` holds one score per sample and epoch (sample-major); None = unparseable.
    """
    ids = ids or [f"s{i:03d}" for i in range(len(labels))]
    rows = []
    for index, (sample_id, label) in enumerate(zip(ids, labels, strict=True)):
        for epoch in range(epochs):
            score = judged[index * epochs + epoch]
            parsed = score is not None
            rows.append(
                {
                    "log_path": f"{grader}.eval",
                    "log_status": status,
                    "model": "mockllm/model",
                    "generate_config": "{}",
                    "model_args": "{}",
                    "grader": grader,
                    "rubric_version": "v1",
                    "rubric_hash": "h" * 64,
                    "dataset_version": dataset,
                    "threshold": 3.0,
                    "scale_low": 1,
                    "scale_high": 4,
                    "sample_id": sample_id,
                    "epoch": epoch + 1,
                    "judge_score": float(score) if parsed else float("nan"),
                    "label_score": float(label),
                    "parsed": parsed,
                    "agree": float(parsed and (score < 3) == (label < 3)),
                    "aitech_found": found[index] if found and parsed else (),
                    "aitech_expected": ("8.2",) if label < 3 else (),
                    "input_tokens": 10,
                    "output_tokens": 5,
                }
            )
    return pd.DataFrame(rows)
