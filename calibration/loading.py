"""From log paths to a checked judgments table: read, name judges, refuse mixtures."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

from calibration.errors import CalibrationError
from calibration.judge_identity import (
    JUDGE_KEY,
    Scale,
    add_judge_column,
    check_compatible,
    drop_duplicate_judgments,
)
from calibration.logs import read_logs


@dataclass
class Judgments:
    """A checked table of one grader and dataset version, with reading notes."""

    frame: pd.DataFrame
    scale: Scale
    warnings: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    log_versions: dict[str, dict[str, str | None]] = field(default_factory=dict)  # per log

    @property
    def judges(self) -> list[str]:
        return sorted(self.frame["judge"].unique())


def load_judgments(paths: Sequence[str | Path], *, progress: bool | None = None) -> Judgments:
    """Read logs and check they can be analysed together (else :class:`CalibrationError`)."""
    table = read_logs(paths, progress=progress)
    _require_samples(table.frame, table.skipped + table.warnings)
    return _checked(table.frame, table.warnings, table.skipped, table.versions)


def load_judgments_by_grader(
    paths: Sequence[str | Path],
    *,
    progress: bool | None = None,
    while_reading: Callable[[], object] | None = None,
) -> dict[str, Judgments]:
    """Read logs of several graders once and check each grader's table on its own.

    >>> load_judgments_by_grader(["logs/static-rules"])  # doctest: +SKIP
    {'alignment': Judgments(...), 'threat': Judgments(...), ...}
    """
    table = read_logs(paths, progress=progress, while_reading=while_reading)
    _require_samples(table.frame, table.skipped + table.warnings)
    return {
        str(grader): _checked(
            frame.reset_index(drop=True), table.warnings, table.skipped, table.versions
        )
        for grader, frame in table.frame.groupby("grader", sort=True)
    }


def _require_samples(frame: pd.DataFrame, reasons: list[str]) -> None:
    if frame.empty:
        why = "; ".join(reasons) or "the logs hold no samples"
        raise CalibrationError(f"no scored grader samples in the given logs ({why})")


def with_judge_column(frame: pd.DataFrame) -> pd.DataFrame:
    """:func:`add_judge_column`, named once per distinct judge and mapped onto the rows.

    A judge's identity is in the log's header, so a table of many rows holds few
    distinct judges: each is named from its first row, and the rows get their judge's
    name by position, with no per-row string work.

    >>> df = pd.DataFrame({"model": ["m", "m", "m"], "generate_config": ["{}"] * 3,
    ...                    "model_args": ["{}"] * 3, "rubric_hash": ["a", "b", "a"],
    ...                    "rubric_version": ["v1", "v2", "v1"]})
    >>> with_judge_column(df)["judge"].tolist()
    ['m (rubric v1)', 'm (rubric v2)', 'm (rubric v1)']
    """
    if frame.empty:
        return add_judge_column(frame)
    judge = frame.groupby(list(JUDGE_KEY), sort=False, dropna=False).ngroup().to_numpy()
    _, firsts = np.unique(judge, return_index=True)
    named = add_judge_column(frame.iloc[firsts][[*JUDGE_KEY, "rubric_version"]])
    return frame.assign(judge=named["judge"].to_numpy()[judge])


def _checked(
    frame: pd.DataFrame,
    warnings: list[str],
    skipped: list[str],
    versions: dict[str, dict[str, str | None]],
) -> Judgments:
    frame = with_judge_column(frame)
    scale = check_compatible(frame)
    frame, duplicates = drop_duplicate_judgments(frame)
    return Judgments(frame, scale, warnings + duplicates, skipped, versions)
