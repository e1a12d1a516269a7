"""``gguf/<alias or path>``: a local LLM judge running in-process on llama.cpp.

Registration imports nothing heavy: ``llama_cpp`` (the optional ``local`` extra) is
imported only when a ``gguf/...`` model is created, and its absence gives a one-line
error saying what to install.

    inspect eval tasks/threat.py --model gguf/smollm2 -M n_ctx=8192 -T token_budget=5000
    inspect eval tasks/threat.py --model gguf/~/models/qwen2.5-1.5b-instruct-q4_k_m.gguf
"""

from __future__ import annotations

from inspect_ai.model import ModelAPI, modelapi


@modelapi(name="gguf")
def gguf() -> type[ModelAPI]:
    """The ``gguf`` provider class, imported on first use."""
    from .provider import GGUFModelAPI

    return GGUFModelAPI
