"""Read the two sides' logs, pair them and evaluate the gate (the Python entry point).

>>> result = gate_logs(["logs/base/"], ["logs/cand/"], load_policy())  # doctest: +SKIP
>>> result.decision  # doctest: +SKIP
'INCONCLUSIVE'
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import pandas as pd

from calibration.errors import CalibrationError
from calibration.gate.decision import GateResult, evaluate_gate
from calibration.gate.pairing import pair_runs
from calibration.gate.policy import GatePolicy
from calibration.human_reference import relabel_with_people
from calibration.logs import read_logs


def read_side(
    paths: Sequence[str], side: str, policy: GatePolicy, reference: str = "labels"
) -> pd.DataFrame:
    """The judgments of one side; refuses unfinished runs when the policy says so.

    With ``reference="human"`` only the samples people labelled are kept, and the
    people's consensus replaces the corpus' reference label.
    """
    table = read_logs(list(paths), progress=False)
    for message in table.skipped + table.warnings:
        print(f"sgb gate: {side}: {message}", file=sys.stderr)
    frame = table.frame
    if frame.empty:
        raise CalibrationError(f"no scored samples in the {side} logs: {', '.join(paths)}")
    unfinished = sorted(set(frame.loc[frame["log_status"] != "success", "log_path"]))
    if unfinished and policy.require_success:
        raise CalibrationError(
            f"the {side} run did not finish ({', '.join(unfinished)}); rerun it, or set "
            "require_success: false in the policy to gate on the samples it holds"
        )
    if reference == "human":
        try:
            frame = relabel_with_people(frame)
        except ValueError as exc:
            raise CalibrationError(f"--reference human: the {side} logs: {exc}") from None
    return frame


def gate_logs(
    baseline: Sequence[str],
    candidate: Sequence[str],
    policy: GatePolicy,
    *,
    seed: int | None = 0,
    allow_epoch_mismatch: bool = False,
    reference: str = "labels",
) -> GateResult:
    """Read both sides, pair them and evaluate the gate."""
    paired = pair_runs(
        read_side(baseline, "baseline", policy, reference),
        read_side(candidate, "candidate", policy, reference),
        allow_epoch_mismatch=allow_epoch_mismatch,
    )
    result = evaluate_gate(paired, policy, seed=seed)
    if reference == "human":
        result.notes.append(
            "reference: the consensus of human annotators, on the samples they labelled"
        )
    same = paired.base_info.rubric_hashes == paired.cand_info.rubric_hashes
    if same and paired.base_info.models == paired.cand_info.models:
        result.notes.append(
            "baseline and candidate use the same judge and rubric: this measures run-to-run noise"
        )
    return result
