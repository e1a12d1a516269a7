"""Accept a candidate rubric only when it beats the incumbent by more than the noise.

The decision is the release gate's (:func:`calibration.gate.decision.evaluate_gate`)
on the validation split: both rubrics judged the same validation samples, paired
bootstrap CI of the primary metric above ``min_improvement``, and every guard held.
Anything else (FAIL or INCONCLUSIVE) keeps the incumbent.

This function only accepts runs on the selection splits; a test-split run is refused
with :class:`~calibration.refine.runs.SplitLeakError`.

>>> accepted, reason, result = beats_incumbent(incumbent_run, candidate_run, policy, seed=0)
... # doctest: +SKIP
"""

from __future__ import annotations

from calibration.gate.decision import GateResult, evaluate_gate
from calibration.gate.pairing import pair_runs
from calibration.gate.policy import GatePolicy
from calibration.refine.runs import SELECTION_SPLITS, JudgeRun, SplitLeakError


def beats_incumbent(
    incumbent: JudgeRun, candidate: JudgeRun, policy: GatePolicy, *, seed: int | None
) -> tuple[bool, str, GateResult]:
    """(accepted, why, the gate result) for a candidate against the incumbent."""
    for run in (incumbent, candidate):
        if run.split not in SELECTION_SPLITS:
            raise SplitLeakError(f"selection may not look at the {run.split!r} split")
    if incumbent.split != candidate.split:
        raise ValueError("incumbent and candidate must be judged on the same split")
    result = evaluate_gate(pair_runs(incumbent.frame, candidate.frame), policy, seed=seed)
    why = "; ".join(result.reasons)
    if result.decision == "PASS":
        return True, f"beats the incumbent on {candidate.split}: {why}", result
    return False, f"{result.decision} on {candidate.split}: {why}", result
