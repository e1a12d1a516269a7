"""Who judged what: judge identity, compatibility checks, duplicates and shared samples.

A *judge* is a model with its settings and rubric: the same model run with another
rubric version or temperature is a different judge. Its display name is the model name,
extended with the rubric version and then a settings hash only where needed to tell
judges apart.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

import pandas as pd

from calibration.errors import CalibrationError

JUDGE_KEY = ("model", "generate_config", "model_args", "rubric_hash")


@dataclass(frozen=True)
class Scale:
    """The grader's scale and pass threshold, read from the table."""

    low: int
    high: int
    threshold: float

    @property
    def values(self) -> list[int]:
        return list(range(self.low, self.high + 1))


def _short_hash(*parts: object) -> str:
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()[:6]


def model_display_name(model: str) -> str:
    """A model name fit for tables and plots: a local model file by its stem.

    The full path stays in the log's model arguments; only the display is shortened.

    >>> model_display_name("gguf//home/me/models/qwen2.5-1.5b-instruct-q4_k_m.gguf")
    'gguf/qwen2.5-1.5b-instruct-q4_k_m'
    >>> model_display_name("gguf/smollm2"), model_display_name("openai/gpt-4o")
    ('gguf/smollm2', 'openai/gpt-4o')
    """
    provider, _, rest = model.partition("/")
    if provider != "gguf" or not rest:
        return model
    stem = rest.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1]
    return f"gguf/{stem.removesuffix('.gguf')}" if stem else model


def add_judge_column(frame: pd.DataFrame) -> pd.DataFrame:
    """Return ``frame`` with a ``judge`` display-name column (unique per judge key).

    >>> df = pd.DataFrame({"model": ["m", "m"], "generate_config": ["{}", "{}"],
    ...                    "model_args": ["{}", "{}"], "rubric_hash": ["a", "b"],
    ...                    "rubric_version": ["v1", "v2"]})
    >>> add_judge_column(df)["judge"].tolist()
    ['m (rubric v1)', 'm (rubric v2)']
    """
    frame = frame.copy()
    if frame.empty:
        frame["judge"] = pd.Series(dtype=str)
        return frame
    keys = frame[list(JUDGE_KEY)].astype(str).agg("|".join, axis=1)
    firsts = frame.assign(_key=keys).drop_duplicates("_key")
    names: dict[str, str] = {}
    raw_models = firsts["model"].astype(str).unique()
    shown = pd.Series([model_display_name(m) for m in raw_models], index=raw_models)
    clashing = shown.duplicated(keep=False)
    for raw_model, group in firsts.groupby("model", sort=False):
        model = str(raw_model) if clashing[str(raw_model)] else shown[str(raw_model)]
        if len(group) == 1:
            names[group["_key"].iloc[0]] = model
            continue
        by_rubric = group["rubric_version"].astype(str)
        unique_rubrics = by_rubric.nunique() == len(group)
        for _, row in group.iterrows():
            suffix = (
                f"rubric {row['rubric_version']}"
                if unique_rubrics
                else f"rubric {row['rubric_version']}, settings {_short_hash(row['_key'])}"
            )
            names[row["_key"]] = f"{model} ({suffix})"
    frame["judge"] = keys.map(names)
    return frame


def check_compatible(frame: pd.DataFrame) -> Scale:
    """Refuse tables that mix graders, dataset versions or scales; return the scale."""
    for column, what in (("grader", "graders"), ("dataset_version", "dataset versions")):
        values = sorted(frame[column].dropna().astype(str).unique())
        if len(values) > 1:
            per_log = frame.groupby(column)["log_path"].first().to_dict()
            detail = "; ".join(f"{v}: e.g. {per_log[v]}" for v in values)
            raise CalibrationError(f"logs mix {what} ({detail}); pass logs of one only")
    scales = frame[["scale_low", "scale_high", "threshold"]].drop_duplicates()
    if len(scales) > 1:
        raise CalibrationError(
            "logs use different scales or thresholds: "
            + ", ".join(
                f"{r.scale_low}-{r.scale_high} pass>={r.threshold}" for r in scales.itertuples()
            )
        )
    if scales.empty:
        raise CalibrationError("the logs hold no scored samples")
    row = scales.iloc[0]
    return Scale(int(row["scale_low"]), int(row["scale_high"]), float(row["threshold"]))


def drop_duplicate_judgments(frame: pd.DataFrame) -> tuple[pd.DataFrame, list[str]]:
    """Keep one row per (judge, sample, epoch): the one from the log read last.

    Re-running a failed eval writes a second log with the same samples; counting both
    would weigh those samples twice.
    """
    key = ["judge", "sample_id", "epoch"]
    duplicated = frame.duplicated(key, keep="last")
    if not duplicated.any():
        return frame, []
    dropped = frame[duplicated]
    notes = [
        f"{judge}: {count} judgment(s) appear in more than one log; kept the last log's"
        for judge, count in dropped.groupby("judge").size().items()
    ]
    return frame[~duplicated].reset_index(drop=True), notes


def restrict_to_common_samples(frame: pd.DataFrame) -> tuple[pd.DataFrame, list[str]]:
    """Keep the samples every judge saw; say how many each judge lost."""
    ids_by_judge = frame.groupby("judge")["sample_id"].agg(set)
    common = set.intersection(*ids_by_judge) if len(ids_by_judge) else set()
    notes = []
    for judge, ids in ids_by_judge.items():
        extra = len(ids - common)
        if extra:
            notes.append(
                f"{judge} saw {len(ids)} samples; {extra} not seen by every judge are left out"
            )
    if notes:
        notes.insert(0, f"judges saw different samples: comparing on the {len(common)} shared")
    return frame[frame["sample_id"].isin(common)].reset_index(drop=True), notes
