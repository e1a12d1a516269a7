"""Pair a baseline run and a candidate run on the samples both judged.

Input: two tables from :func:`calibration.logs.read_logs` (one row per log x sample x
epoch). Both runs must be of the same grader, on the same dataset version and scale,
and share at least one sample id; each side must be one judge (one model, rubric and
judge settings) and both must have the same number of epochs per sample. Anything else
is refused with a :class:`~calibration.errors.CalibrationError` naming what differs.
With ``allow_epoch_mismatch`` the runs are compared epoch by epoch instead: both keep
their first ``min(E_baseline, E_candidate)`` epochs of every sample. Samples only one run
judged are dropped, and the drop is noted. A judgment that appears in two logs of one
side (a re-run) is counted once (:func:`calibration.judge_identity.drop_duplicate_judgments`).

Each run becomes per-sample rows (all epochs of a sample summed into one row), so the
paired bootstrap resamples samples and keeps their epochs together. Unparseable answers
count as wrong (:func:`calibration.stats.unparseable.worst_case_scores`).

>>> paired = pair_runs(read_logs(["base/"]).frame, read_logs(["cand/"]).frame)  # doctest: +SKIP
>>> paired.n, paired.scale.values  # doctest: +SKIP
(120, [1, 2, 3, 4])
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import pandas as pd
from numpy.typing import NDArray

from calibration.bootstrap_features import confusion_features, per_sample_sum, sample_codes
from calibration.errors import CalibrationError
from calibration.judge_identity import (
    JUDGE_KEY,
    Scale,
    check_compatible,
    drop_duplicate_judgments,
)
from calibration.loading import with_judge_column
from calibration.stats.stability import flipped
from calibration.stats.unparseable import worst_case_scores

Array = NDArray[np.float64]


@dataclass(frozen=True)
class RunSummary:
    """What identifies one side of the comparison (for the report header)."""

    logs: list[str]
    models: list[str]
    rubric_versions: list[str]
    rubric_hashes: list[str]
    statuses: list[str]
    epochs: int
    samples: int


@dataclass
class RunArrays:
    """One run's judgments, per sample, aligned with :attr:`PairedRuns.sample_ids`."""

    frame: pd.DataFrame  # the run's rows on the shared samples
    confusion: Array  # (n, K*K) confusion counts over epochs, unparseable scored as wrong
    judgments: Array  # (n,) number of judgments (epochs)
    unparsed: Array  # (n,) unparseable answers
    agreed: Array  # (n,) epochs on the label's side of the threshold
    flipped: NDArray[np.bool_] | None  # (n,) verdict changed across epochs; None if 1 epoch

    @property
    def correct(self) -> NDArray[np.bool_]:
        """Per-sample correctness: more than half of the epochs right (ties count wrong)."""
        return self.agreed > self.judgments / 2

    @property
    def epochs(self) -> int:
        return int(self.judgments.max()) if self.judgments.size else 0


@dataclass
class PairedRuns:
    """Two runs on the same samples, ready for the gate's statistics."""

    grader: str
    dataset_version: str
    scale: Scale
    sample_ids: list[str]
    base: RunArrays
    cand: RunArrays
    base_info: RunSummary
    cand_info: RunSummary
    notes: list[str] = field(default_factory=list)

    @property
    def n(self) -> int:
        return len(self.sample_ids)


def _single(frame: pd.DataFrame, column: str, side: str) -> str:
    values = sorted(frame[column].dropna().astype(str).unique())
    if len(values) != 1:
        raise CalibrationError(
            f"the {side} logs mix several {column} values ({', '.join(values) or 'none'}); "
            f"pass the logs of one run per side"
        )
    return values[0]


def _one_judge(frame: pd.DataFrame, side: str) -> None:
    """Refuse a side whose logs come from more than one judge (model, rubric, settings)."""
    for column in (*JUDGE_KEY, "rubric_version"):
        values = sorted(frame[column].dropna().astype(str).unique())
        if len(values) > 1:
            shown = ", ".join(v if len(v) <= 40 else v[:37] + "..." for v in values)
            raise CalibrationError(
                f"refusing to compare: the {side} logs mix {len(values)} values of {column} "
                f"({shown}); a side must be one judge, so pass the logs of one run per side"
            )


def epochs_per_sample(frame: pd.DataFrame) -> int:
    """The most judgments any sample has in this run (its epoch count)."""
    return int(frame.groupby("sample_id").size().max()) if len(frame) else 0


def keep_first_epochs(frame: pd.DataFrame, epochs: int) -> pd.DataFrame:
    """Each sample's first ``epochs`` judgments (in epoch order)."""
    ordered = frame.sort_values(["sample_id", "epoch"], kind="stable")
    rank = ordered.groupby("sample_id").cumcount()
    return ordered[rank < epochs].reset_index(drop=True)


def _match_epochs(
    base: pd.DataFrame, cand: pd.DataFrame, allow_mismatch: bool
) -> tuple[pd.DataFrame, pd.DataFrame, list[str]]:
    epochs_b, epochs_c = epochs_per_sample(base), epochs_per_sample(cand)
    if epochs_b == epochs_c:
        return base, cand, []
    if not allow_mismatch:
        raise CalibrationError(
            f"refusing to compare runs with different epoch counts: the baseline has "
            f"{epochs_b} epoch(s) per sample, the candidate {epochs_c}; flip rates and "
            "majority verdicts are not comparable. Rerun with the same --epochs, or pass "
            "--allow-epoch-mismatch to compare the first "
            f"{min(epochs_b, epochs_c)} epoch(s) of each"
        )
    keep = min(epochs_b, epochs_c)
    note = (
        f"epoch counts differ (baseline {epochs_b}, candidate {epochs_c}): compared epoch by "
        f"epoch on the first {keep} epoch(s) of each sample, the rest left out"
    )
    return keep_first_epochs(base, keep), keep_first_epochs(cand, keep), [note]


def summarize(frame: pd.DataFrame) -> RunSummary:
    """Header facts of one side: logs, judge models, rubric versions, statuses, epochs."""

    def distinct(column: str) -> list[str]:
        return sorted(frame[column].dropna().astype(str).unique())

    per_sample = frame.groupby("sample_id").size()
    return RunSummary(
        logs=distinct("log_path"),
        models=distinct("model"),
        rubric_versions=distinct("rubric_version"),
        rubric_hashes=distinct("rubric_hash"),
        statuses=distinct("log_status"),
        epochs=int(per_sample.max()) if len(per_sample) else 0,
        samples=int(per_sample.size),
    )


def _epoch_matrix(frame: pd.DataFrame, codes: NDArray[np.int64], n: int) -> Array:
    """(n, E) judge scores (nan = unparseable); short rows padded with their first value."""
    slot = frame.groupby(codes).cumcount().to_numpy()
    width = int(slot.max()) + 1
    matrix = np.full((n, width), np.inf)
    matrix[codes, slot] = np.where(frame["parsed"].to_numpy(bool), frame["judge_score"], np.nan)
    first = matrix[:, :1]
    return np.where(np.isinf(matrix), first, matrix)


def run_arrays(frame: pd.DataFrame, sample_ids: list[str], scale: Scale) -> RunArrays:
    """Per-sample arrays of one run on ``sample_ids`` (sorted; every id must be present)."""
    frame = frame[frame["sample_id"].isin(sample_ids)].reset_index(drop=True)
    codes, ids = sample_codes(frame)
    if ids != sample_ids:
        raise ValueError("sample_ids must be sorted and all present in the frame")
    n = len(ids)
    labels = frame["label_score"].to_numpy(float)
    parsed = frame["parsed"].to_numpy(bool)
    judged = worst_case_scores(
        labels,
        np.nan_to_num(frame["judge_score"].to_numpy(float)),
        parsed,
        scale_low=scale.low,
        scale_high=scale.high,
        threshold=scale.threshold,
    )
    sums = per_sample_sum(
        codes, n, np.column_stack([np.ones(len(frame)), ~parsed, frame["agree"].to_numpy(float)])
    )
    epochs = _epoch_matrix(frame, codes, n)
    return RunArrays(
        frame=frame,
        confusion=confusion_features(labels, judged, codes, n, scale.values),
        judgments=sums[:, 0],
        unparsed=sums[:, 1],
        agreed=sums[:, 2],
        flipped=flipped(epochs, threshold=scale.threshold) if epochs.shape[1] > 1 else None,
    )


def _dedupe(frame: pd.DataFrame, side: str) -> tuple[pd.DataFrame, list[str]]:
    frame, notes = drop_duplicate_judgments(with_judge_column(frame))
    return frame, [f"{side}: {note}" for note in notes]


def pair_runs(
    base: pd.DataFrame, cand: pd.DataFrame, *, allow_epoch_mismatch: bool = False
) -> PairedRuns:
    """Pair two judgment tables on their shared samples, or refuse with a clear reason."""
    if base.empty or cand.empty:
        side = "baseline" if base.empty else "candidate"
        raise CalibrationError(f"the {side} logs hold no scored samples")
    grader_b, grader_c = _single(base, "grader", "baseline"), _single(cand, "grader", "candidate")
    if grader_b != grader_c:
        raise CalibrationError(
            f"refusing to compare different graders: baseline is {grader_b!r}, "
            f"candidate is {grader_c!r}"
        )
    data_b = _single(base, "dataset_version", "baseline")
    data_c = _single(cand, "dataset_version", "candidate")
    if data_b != data_c:
        raise CalibrationError(
            "refusing to compare runs on different dataset versions: baseline "
            f"{data_b[:12]}..., candidate {data_c[:12]}...; run both on the same corpus version"
        )
    _one_judge(base, "baseline")
    _one_judge(cand, "candidate")
    scale = check_compatible(pd.concat([base, cand], ignore_index=True))
    base, notes_b = _dedupe(base, "baseline")
    cand, notes_c = _dedupe(cand, "candidate")
    ids_b, ids_c = set(base["sample_id"]), set(cand["sample_id"])
    shared = sorted(ids_b & ids_c)
    if not shared:
        raise CalibrationError(
            f"refusing to compare runs on disjoint samples: the baseline judged {len(ids_b)} "
            f"samples, the candidate {len(ids_c)}, none in common"
        )
    notes = notes_b + notes_c
    base = base[base["sample_id"].isin(shared)]
    cand = cand[cand["sample_id"].isin(shared)]
    base, cand, epoch_notes = _match_epochs(base, cand, allow_epoch_mismatch)
    notes += epoch_notes
    if len(shared) < len(ids_b | ids_c):
        notes.append(
            f"compared on the {len(shared)} samples both runs judged; left out "
            f"{len(ids_b - ids_c)} baseline-only and {len(ids_c - ids_b)} candidate-only samples"
        )
    label_b = base.groupby("sample_id")["label_score"].first().loc[shared]
    label_c = cand.groupby("sample_id")["label_score"].first().loc[shared]
    if (label_b != label_c).any():
        raise CalibrationError("the runs carry different reference labels for the same samples")
    return PairedRuns(
        grader=grader_b,
        dataset_version=data_b,
        scale=scale,
        sample_ids=shared,
        base=run_arrays(base, shared, scale),
        cand=run_arrays(cand, shared, scale),
        base_info=summarize(base),
        cand_info=summarize(cand),
        notes=notes,
    )
