"""llama.cpp in-process: load a GGUF model once per process, run one completion at a time.

This is the only module that imports ``llama_cpp`` (lazily, on first use), so the rest of
the project imports without the optional extra.

- Models are cached per process by their :class:`LoadOptions` (path and load arguments);
  Inspect may build several ``GGUFModelAPI`` objects for one model and they share it.
- A llama.cpp context is not re-entrant: every call holds the model's ``threading.Lock``
  (taken inside the worker thread, so it works whatever event loop, or none, is running).
- Before each call the context is reset, so the whole prompt is evaluated again. An
  answer therefore never depends on which prompt came before it (prefix reuse of the
  KV cache evaluates prompts in different batch shapes, which can change the logits).
"""

from __future__ import annotations

import atexit
import functools
import os
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import GGUFContextError, GGUFSetupError, missing_extra

DEFAULT_N_CTX = 8192


def import_llama_cpp(model_name: str) -> Any:
    """Import ``llama_cpp`` or raise the one-line 'install the extra' error."""
    try:
        import llama_cpp
    except ImportError:
        raise missing_extra(model_name) from None
    return llama_cpp


def default_threads() -> int:
    """Half the CPUs this process may use, at least one (llama-cpp-python's default).

    More threads than free cores is far worse than fewer: llama.cpp's threads spin at
    their barriers, and on 2 shared cores 2 threads measured 4-6x slower than 1.
    """
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        cpus = os.cpu_count() or 1
    return max(1, cpus // 2)


@dataclass(frozen=True)
class LoadOptions:
    """Everything that decides how a model is loaded (and so the cache key)."""

    path: Path
    n_ctx: int = DEFAULT_N_CTX
    n_threads: int | None = None
    n_gpu_layers: int = 0
    n_batch: int = 512
    chat_format: str | None = None
    verbose: bool = False


@dataclass
class LoadedModel:
    """A loaded llama.cpp model, its lock and what it was loaded with.

    ``bytes_per_token`` is measured once with the model's own tokenizer on an
    answer-like text (see :func:`measure_bytes_per_token`).
    """

    llama: Any
    options: LoadOptions
    lock: threading.Lock
    n_ctx: int
    n_threads: int
    chat_format: str
    bytes_per_token: float = 1.0


@dataclass(frozen=True)
class Completion:
    """One llama.cpp chat completion: text, token counts and timings."""

    text: str
    finish_reason: str
    prompt_tokens: int
    completion_tokens: int
    seconds: float
    prompt_eval_ms: float
    generation_ms: float
    response: dict[str, Any]
    max_tokens: int | None = None


_MODELS: dict[LoadOptions, LoadedModel] = {}
_MODELS_LOCK = threading.Lock()


def load_model(options: LoadOptions, model_name: str) -> LoadedModel:
    """The cached model for ``options``, loading it on first use."""
    with _MODELS_LOCK:
        loaded = _MODELS.get(options)
        if loaded is None:
            loaded = _load(options, model_name)
            _MODELS[options] = loaded
        return loaded


def unload_models() -> None:
    """Drop every cached model (frees memory; the next call loads again)."""
    with _MODELS_LOCK:
        for loaded in _MODELS.values():
            with loaded.lock:
                loaded.llama.close()
        _MODELS.clear()


# Free models before interpreter teardown: llama-cpp-python's own __del__ fails late
# in shutdown (its C bindings are already gone) and prints a traceback.
atexit.register(unload_models)


def _load(options: LoadOptions, model_name: str) -> LoadedModel:
    llama_cpp = import_llama_cpp(model_name)
    threads = options.n_threads or default_threads()
    try:
        llama = llama_cpp.Llama(
            model_path=str(options.path),
            n_ctx=options.n_ctx,
            n_threads=threads,
            n_threads_batch=threads,
            n_gpu_layers=options.n_gpu_layers,
            n_batch=options.n_batch,
            chat_format=options.chat_format,
            verbose=options.verbose,
        )
    except ValueError as ex:
        raise GGUFSetupError(
            f"gguf/{model_name}: llama.cpp could not load {options.path}: {ex}"
        ) from None
    try:
        chat_format = check_chat_format(
            llama.metadata, options.chat_format, known_chat_formats(llama), model_name
        )
    except GGUFSetupError:
        llama.close()
        raise
    return LoadedModel(
        llama=llama,
        options=options,
        lock=threading.Lock(),
        n_ctx=int(llama.n_ctx()),
        n_threads=threads,
        chat_format=chat_format,
        bytes_per_token=measure_bytes_per_token(llama),
    )


# What a judge's answer looks like: JSON punctuation around plain English prose, file
# paths, code and numbers. Only its token density matters, never its content.
ANSWER_LIKE_TEXT = (
    '{"findings": [{"severity": "moderate", "aitech": "8.2", "file": "scripts/sync.py", '
    '"line": 42, "evidence": "requests.post(url, data=open(path).read())", "explanation": '
    '"The script uploads the contents of a local file to a host that the description '
    'never mentions, so the data leaves the machine without the user knowing."}], '
    '"reason": "Most of the package does what its description says: it reads the '
    "configuration, validates each entry and prints a short report. One helper, however, "
    'sends a file to an undeclared endpoint, which is a moderate exposure risk.", '
    '"score": 2}'
)


def measure_bytes_per_token(llama: Any, text: str = ANSWER_LIKE_TEXT) -> float:
    """Bytes per token of answer-like text under ``llama``'s tokenizer (at least 1.0)."""
    data = text.encode("utf-8")
    tokens = llama.tokenize(data, add_bos=False, special=False)
    return max(1.0, round(len(data) / max(1, len(tokens)), 3))


def known_chat_formats(llama: Any) -> list[str]:
    """Chat formats usable with ``llama``: templates in its metadata plus built-in names."""
    from llama_cpp import llama_chat_format

    registry = llama_chat_format.LlamaChatCompletionHandlerRegistry()
    names = set(getattr(llama, "_chat_handlers", {})) | set(registry._chat_handlers)
    return sorted(names)


def check_chat_format(
    metadata: dict[str, str], chat_format: str | None, known: list[str], model_name: str
) -> str:
    """Name of the chat format that will be used, or a clear error.

    llama-cpp-python silently falls back to the Llama-2 format when a model has no chat
    template; for a judge that would quietly produce nonsense, so it is an error here.
    """
    if chat_format is not None:
        if chat_format not in known:
            raise GGUFSetupError(
                f"gguf/{model_name}: unknown chat_format {chat_format!r}; "
                f"choose one of: {', '.join(known)}"
            )
        return chat_format
    if "tokenizer.chat_template" not in metadata:
        raise GGUFSetupError(
            f"gguf/{model_name}: the model file has no chat template; name one with "
            "-M chat_format=<name> (for example chatml, llama-3, mistral-instruct, gemma)"
        )
    return "chat_template.default"


@functools.lru_cache(maxsize=64)
def _grammar(gbnf: str) -> Any:
    from llama_cpp import LlamaGrammar

    return LlamaGrammar.from_string(gbnf, verbose=False)


_CONTEXT_ERROR = re.compile(r"Requested tokens \((\d+)\) exceed context window of (\d+)")


def complete(
    model: LoadedModel,
    messages: list[dict[str, str]],
    params: dict[str, Any],
    gbnf: str | None = None,
) -> Completion:
    """One chat completion under the model's lock, timed (blocking: run it in a thread)."""
    import llama_cpp

    grammar = _grammar(gbnf) if gbnf else None
    llama = model.llama
    with model.lock:
        llama.reset()
        llama_cpp.llama_perf_context_reset(llama.ctx)
        start = time.perf_counter()
        try:
            response = llama.create_chat_completion(messages=messages, grammar=grammar, **params)
        except ValueError as ex:
            match = _CONTEXT_ERROR.search(str(ex))
            if match is None:
                raise
            raise GGUFContextError(
                f"prompt is {match.group(1)} tokens but the context holds {match.group(2)}: "
                "lower -T token_budget=... or raise -M n_ctx=..."
            ) from None
        seconds = time.perf_counter() - start
        perf = llama_cpp.llama_perf_context(llama.ctx)
    choice = response["choices"][0]
    usage = response.get("usage") or {}
    return Completion(
        text=choice["message"].get("content") or "",
        finish_reason=str(choice.get("finish_reason") or "unknown"),
        prompt_tokens=int(usage.get("prompt_tokens", 0)),
        completion_tokens=int(usage.get("completion_tokens", 0)),
        seconds=seconds,
        prompt_eval_ms=float(perf.t_p_eval_ms),
        generation_ms=float(perf.t_eval_ms),
        response=response,
        max_tokens=params.get("max_tokens"),
    )
