"""The release gate's policy: thresholds read from a small YAML file.

Defaults live in ``default_gate.yaml`` next to this module (documented there, key by
key). A user file overrides any subset of them; unknown keys and wrong types are errors.

>>> policy = load_policy()
>>> policy.primary_metric, policy.false_pass_rate, policy.false_fail_rate
('fails_f1', 0.025, 0.1)
>>> round(policy.guard_alpha, 3), policy.confidence
(0.075, 0.95)
>>> load_policy(overrides={"min_improvement": -0.02}).min_improvement
-0.02
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from calibration.errors import CalibrationError

DEFAULT_POLICY_PATH = Path(__file__).resolve().parent / "default_gate.yaml"

# name -> True when larger is better
METRICS: dict[str, bool] = {
    "fails_f1": True,
    "quadratic_weighted_kappa": True,
    "cohen_kappa": True,
    "mae": False,
    "verdict_accuracy": True,
    "exact_accuracy": True,
    "macro_f1": True,
}


# guard families, in the order the report lists them
GUARD_FAMILIES = ("unparseable_rate", "flip_rate", "mcnemar", "no_regression", "aitech_recall")


@dataclass(frozen=True)
class GatePolicy:
    """Thresholds of the gate; see ``default_gate.yaml`` for what each one means."""

    primary_metric: str
    min_improvement: float
    report_metrics: tuple[str, ...]
    guard_metrics: tuple[str, ...]
    regression_margin: float
    false_pass_rate: float
    false_fail_rate: float
    power: float
    bootstrap_resamples: int
    mcnemar_guard: bool
    max_unparseable_increase: float
    max_flip_rate_increase: float
    aitech_recall_tolerance: float
    aitech_min_support: int
    guard_weights: dict[str, float]
    require_success: bool

    @property
    def guard_alpha(self) -> float:
        """The guards' familywise share of the false-FAIL budget."""
        return self.false_fail_rate - self.false_pass_rate

    @property
    def confidence(self) -> float:
        """Two-sided level of the reported intervals (their bounds decide PASS and FAIL)."""
        return round(1 - 2 * self.false_pass_rate, 12)

    @property
    def metrics(self) -> tuple[str, ...]:
        """Every metric with a CI: the primary one first, then reported and guard metrics."""
        ordered = [self.primary_metric, *self.report_metrics, *self.guard_metrics]
        return tuple(dict.fromkeys(ordered))

    def as_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}

    def error_rates(self) -> str:
        """The decision rule's stated error rates, in one sentence."""
        return (
            f"false PASS at most {self.false_pass_rate:g} (candidate not better than "
            f"{self.min_improvement:+g} on {self.primary_metric}); false FAIL at most "
            f"{self.false_fail_rate:g} (familywise: {self.false_pass_rate:g} from the primary "
            f"metric, {self.guard_alpha:g} across the guards with Holm's weighted procedure)"
        )


def _weights(name: str, value: Any) -> dict[str, float]:
    if not isinstance(value, dict):
        raise CalibrationError(f"gate policy: {name} must be a mapping of guard family to weight")
    unknown = sorted(set(value) - set(GUARD_FAMILIES))
    if unknown:
        raise CalibrationError(
            f"gate policy: unknown guard(s) {unknown} in {name}; choose from {list(GUARD_FAMILIES)}"
        )
    weights = {}
    for family in GUARD_FAMILIES:
        weight = value.get(family, 0.0)
        if isinstance(weight, bool) or not isinstance(weight, int | float) or weight < 0:
            raise CalibrationError(f"gate policy: {name}.{family} must be a number >= 0")
        weights[family] = float(weight)
    if sum(weights.values()) <= 0:
        raise CalibrationError(f"gate policy: {name} must give some guard a positive weight")
    return weights


def _coerce(name: str, value: Any, kind: type) -> Any:
    if kind is dict:
        return _weights(name, value)
    if kind is tuple:
        if isinstance(value, str):
            value = [v.strip() for v in value.split(",") if v.strip()]
        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            raise CalibrationError(f"gate policy: {name} must be a list of metric names")
        unknown = [v for v in value if v not in METRICS]
        if unknown:
            raise CalibrationError(
                f"gate policy: unknown metric(s) {unknown} in {name}; choose from {list(METRICS)}"
            )
        return tuple(value)
    if kind is bool:
        if not isinstance(value, bool):
            raise CalibrationError(f"gate policy: {name} must be true or false")
        return value
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise CalibrationError(f"gate policy: {name} must be a number, got {value!r}")
    try:
        return kind(value)
    except ValueError:
        raise CalibrationError(f"gate policy: {name} must be a {kind.__name__}") from None


def _validate(policy: GatePolicy) -> GatePolicy:
    if policy.primary_metric not in METRICS:
        raise CalibrationError(
            f"gate policy: unknown primary_metric {policy.primary_metric!r}; "
            f"choose from {list(METRICS)}"
        )
    if not 0 < policy.false_pass_rate < policy.false_fail_rate < 0.5:
        raise CalibrationError(
            "gate policy: need 0 < false_pass_rate < false_fail_rate < 0.5 (the guards get "
            "false_fail_rate - false_pass_rate)"
        )
    if not 0.5 <= policy.power < 1 - policy.guard_alpha:
        raise CalibrationError(
            "gate policy: need 0.5 <= power < 1 - (false_fail_rate - false_pass_rate)"
        )
    if policy.aitech_min_support < 1:
        raise CalibrationError("gate policy: aitech_min_support must be at least 1")
    if policy.bootstrap_resamples < 200:
        raise CalibrationError("gate policy: bootstrap_resamples must be at least 200")
    for name in (
        "max_unparseable_increase",
        "max_flip_rate_increase",
        "aitech_recall_tolerance",
        "regression_margin",
    ):
        if getattr(policy, name) < 0:
            raise CalibrationError(f"gate policy: {name} must not be negative")
    return policy


def load_policy(
    path: str | Path | None = None, *, overrides: dict[str, Any] | None = None
) -> GatePolicy:
    """Defaults, then the user's YAML file (if any), then ``overrides`` (command line)."""
    raw: dict[str, Any] = yaml.safe_load(DEFAULT_POLICY_PATH.read_text(encoding="utf-8"))
    sources: list[tuple[str, dict[str, Any]]] = []
    if path is not None:
        file = Path(path)
        if not file.is_file():
            raise CalibrationError(f"no gate policy file at {file}")
        try:
            user = yaml.safe_load(file.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as exc:
            raise CalibrationError(f"{file}: not valid YAML: {exc}") from None
        if not isinstance(user, dict):
            raise CalibrationError(f"{file}: a gate policy is a YAML mapping")
        sources.append((str(file), user))
    if overrides:
        sources.append(("command line", {k: v for k, v in overrides.items() if v is not None}))
    kinds = {f.name: f.type for f in dataclasses.fields(GatePolicy)}
    for origin, values in sources:
        unknown = sorted(set(values) - set(kinds))
        if unknown:
            raise CalibrationError(
                f"{origin}: unknown gate policy key(s) {unknown}; known: {sorted(kinds)}"
            )
        raw.update(values)
    types = {"str": str, "float": float, "int": int, "bool": bool, "tuple[str, ...]": tuple,
             "dict[str, float]": dict}  # fmt: skip
    fields = {name: _coerce(name, raw[name], types[str(kinds[name])]) for name in kinds}
    return _validate(GatePolicy(**fields))
