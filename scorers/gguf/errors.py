"""Errors of the ``gguf/...`` provider, each one clear line.

Set-up problems (missing extra, bad model file, no chat template) subclass Inspect's
``PrerequisiteError`` when it is available, so ``inspect eval`` prints the message
without a traceback. Problems of a single call (a prompt that does not fit the context)
are plain exceptions that Inspect records against the sample.
"""

from __future__ import annotations

try:  # private in Inspect, but it is what the built-in providers raise for set-up errors
    from inspect_ai._util.error import PrerequisiteError as _SetupBase
except ImportError:  # pragma: no cover - older or newer Inspect without it
    _SetupBase = Exception  # type: ignore[assignment,misc]

EXTRA_HINT = "pip install -e '.[local]'"


class GGUFSetupError(_SetupBase):
    """The provider cannot start: missing extra, model file, or chat template."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.args = (message,)

    def __str__(self) -> str:
        return str(self.message)


class GGUFContextError(ValueError):
    """A prompt plus the room its answer needs does not fit the model's context."""


class GGUFSchemaError(ValueError):
    """A response schema uses JSON Schema features the grammar cannot enforce."""


def missing_extra(model_name: str) -> GGUFSetupError:
    """The one-line error for ``gguf/...`` without ``llama-cpp-python`` installed."""
    return GGUFSetupError(f"gguf/{model_name} needs the optional extra: {EXTRA_HINT}")
