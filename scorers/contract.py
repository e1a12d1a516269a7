"""The score contract: what the grader scorer writes in a log and the readers read back.

One Inspect ``Score`` per judgment, under the scorer name :data:`SCORER_NAME`:

- ``value``: numbers only (epoch reduction turns strings into 0.0), the keys of
  :data:`VALUE_KEYS`;
- ``answer``: the verdict label (``"clean"``, ``"mismatch"``, ...) or
  :data:`UNPARSEABLE`;
- ``metadata``: the keys of :data:`METADATA_KEYS` (the judgment's setting and parse
  state, the sample's label provenance) plus, for a parsed answer, the findings and
  the answer's self-consistency.

:class:`Judgment` is the typed record of the part every reader relies on. The scorer
writes through it and the synthetic logs are built from it, so neither can spell a key
differently from the other. Standard library only: the calibration readers import it
without loading Inspect.

>>> j = Judgment.judged(judge=2, label=4, threshold=3, scale_low=1, scale_high=4)
>>> j.to_value()
{'judge': 2.0, 'label': 4.0, 'parsed': 1.0, 'exact': 0.0, 'agree': 0.0, 'abs_error': 2.0}
>>> Judgment.from_score(j.to_value(), j.to_metadata()) == j
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SCORER_NAME = "verdict_scorer"
UNPARSEABLE = "unparseable"
PARSED = "parsed"

VALUE_KEYS: tuple[str, ...] = ("judge", "label", "parsed", "exact", "agree", "abs_error")

# Copied from the sample's metadata into the score's, so a score reads on its own.
LABEL_METADATA_KEYS: tuple[str, ...] = (
    "tags", "label_source", "split", "group", "skill", "windows", "cut",
)  # fmt: skip

# Keys of the score metadata of every judgment.
METADATA_KEYS: tuple[str, ...] = (
    "grader", "threshold", "scale_low", "scale_high", "parse_state", "parse_error",
    "aitech_found", "aitech_expected", *LABEL_METADATA_KEYS,
)  # fmt: skip

# Keys only a parsed answer has: whether its score follows its findings, and whether it
# echoes the prompt's framing (absent, the readers take "not checked").
PARSED_METADATA_KEYS: tuple[str, ...] = ("consistent", "echo")


@dataclass(frozen=True)
class Judgment:
    """One scored judgment: the judge's score (None when unparseable) against the label.

    ``extra`` holds the rest of the metadata (findings, details, label provenance) as
    written; :meth:`to_metadata` puts it back.
    """

    grader: str
    judge: int | None
    label: int
    threshold: float
    scale_low: int
    scale_high: int
    parse_error: str | None = None
    aitech_found: tuple[str, ...] = ()
    aitech_expected: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @classmethod
    def judged(cls, *, judge: int | None, label: int, threshold: float, scale_low: int,
               scale_high: int, grader: str = "threat", **fields: Any) -> Judgment:  # fmt: skip
        """A judgment; ``judge=None`` is an unparseable answer."""
        return cls(grader=grader, judge=judge, label=label, threshold=threshold,
                   scale_low=scale_low, scale_high=scale_high, **fields)  # fmt: skip

    @property
    def parsed(self) -> bool:
        return self.judge is not None

    def _fails(self, score: float) -> bool:
        return score < self.threshold

    def to_value(self) -> dict[str, float]:
        """``Score.value``: an unparseable answer counts as wrong, its error the scale's span."""
        if self.judge is None:
            span = float(self.scale_high - self.scale_low)
            return dict(zip(VALUE_KEYS, (0.0, float(self.label), 0.0, 0.0, 0.0, span), strict=True))
        return dict(zip(VALUE_KEYS, (
            float(self.judge), float(self.label), 1.0, float(self.judge == self.label),
            float(self._fails(self.judge) == self._fails(self.label)),
            float(abs(self.judge - self.label)),
        ), strict=True))  # fmt: skip

    def to_metadata(self) -> dict[str, Any]:
        """``Score.metadata``: the contract's keys, then everything in ``extra``."""
        return {
            "grader": self.grader,
            "threshold": self.threshold,
            "scale_low": self.scale_low,
            "scale_high": self.scale_high,
            **self.extra,
            "parse_state": PARSED if self.parsed else UNPARSEABLE,
            "parse_error": self.parse_error,
            "aitech_found": list(self.aitech_found),
            "aitech_expected": list(self.aitech_expected),
        }

    @classmethod
    def from_score(cls, value: dict[str, float], metadata: dict[str, Any]) -> Judgment:
        """The judgment a log holds (``Score.value`` and ``Score.metadata``)."""
        known = {"grader", "threshold", "scale_low", "scale_high", "parse_state",
                 "parse_error", "aitech_found", "aitech_expected"}  # fmt: skip
        parsed = bool(value["parsed"])
        return cls(
            grader=metadata["grader"],
            judge=int(value["judge"]) if parsed else None,
            label=int(value["label"]),
            threshold=metadata["threshold"],
            scale_low=int(metadata["scale_low"]),
            scale_high=int(metadata["scale_high"]),
            parse_error=metadata.get("parse_error"),
            aitech_found=tuple(metadata.get("aitech_found") or ()),
            aitech_expected=tuple(metadata.get("aitech_expected") or ()),
            extra={k: v for k, v in metadata.items() if k not in known},
        )
