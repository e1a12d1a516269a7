"""Model arguments (``-M``) and per-call sampling settings of the ``gguf/...`` provider.

Seed semantics (llama.cpp samples with its own RNG, seeded per call):

- ``GenerateConfig.seed`` set: every call uses that seed, so epochs of one sample draw
  the same answer (the context is reset before each call, see ``engine``).
- no seed: every call draws a fresh seed from the operating system, so epochs can differ
  when temperature > 0. The seed used is written to the output's metadata
  (``seed``, ``seed_source``), so any single draw can be replayed.
- temperature 0 is greedy decoding: the seed does not matter.

llama.cpp seeds are unsigned 32-bit and ``0xFFFFFFFF`` means "pick one at random", so a
configured seed is reduced modulo ``0xFFFFFFFF``.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

from inspect_ai.model import GenerateConfig

from .engine import DEFAULT_N_CTX, LoadOptions
from .errors import GGUFSetupError

SEED_MODULUS = 0xFFFFFFFF

# llama-cpp-python's create_chat_completion defaults, stated explicitly so the log shows them.
DEFAULT_SAMPLING: dict[str, Any] = {
    "temperature": 0.2,
    "top_p": 0.95,
    "top_k": 40,
    "min_p": 0.05,
    "repeat_penalty": 1.0,
}

_MODEL_ARGS: dict[str, type] = {
    "n_ctx": int,
    "n_threads": int,
    "n_gpu_layers": int,
    "n_batch": int,
    "chat_format": str,
    "verbose": bool,
}


def _as_bool(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return bool(value)


def load_options(path: Path, model_name: str, model_args: dict[str, Any]) -> LoadOptions:
    """Check and convert ``-M`` arguments into :class:`LoadOptions`."""
    unknown = sorted(set(model_args) - set(_MODEL_ARGS))
    if unknown:
        raise GGUFSetupError(
            f"gguf/{model_name}: unknown model argument(s) {', '.join(unknown)}; "
            f"known: {', '.join(_MODEL_ARGS)}"
        )
    values: dict[str, Any] = {}
    for key, kind in _MODEL_ARGS.items():
        if model_args.get(key) is None:
            continue
        raw = model_args[key]
        try:
            values[key] = _as_bool(raw) if kind is bool else kind(raw)
        except (TypeError, ValueError):
            raise GGUFSetupError(
                f"gguf/{model_name}: -M {key}={raw!r} is not a valid {kind.__name__}"
            ) from None
    if values.get("n_ctx", DEFAULT_N_CTX) < 0:
        raise GGUFSetupError(f"gguf/{model_name}: -M n_ctx must be >= 0 (0: the model's own)")
    return LoadOptions(path=path, **values)


def choose_seed(config_seed: int | None) -> tuple[int, str]:
    """The llama.cpp seed for one call and where it came from ("config" or "random")."""
    if config_seed is not None:
        return int(config_seed) % SEED_MODULUS, "config"
    return secrets.randbelow(SEED_MODULUS), "random"


def sampling_params(config: GenerateConfig, seed: int) -> dict[str, Any]:
    """Keyword arguments for ``create_chat_completion`` from Inspect's config.

    Honoured: temperature, top_p, top_k, seed, frequency and presence penalties, stop
    sequences. ``max_tokens`` is set by the caller (it depends on the schema).
    """
    params = dict(DEFAULT_SAMPLING)
    if config.temperature is not None:
        params["temperature"] = float(config.temperature)
    if config.top_p is not None:
        params["top_p"] = float(config.top_p)
    if config.top_k is not None:
        params["top_k"] = int(config.top_k)
    if config.frequency_penalty is not None:
        params["frequency_penalty"] = float(config.frequency_penalty)
    if config.presence_penalty is not None:
        params["presence_penalty"] = float(config.presence_penalty)
    if config.stop_seqs:
        params["stop"] = list(config.stop_seqs)
    params["seed"] = seed
    return params
