"""``GGUFModelAPI``: the Inspect model provider behind ``--model gguf/<alias or path>``.

Structured output (``GenerateConfig.response_schema``): decoding runs under a bounded
grammar built from the schema (see ``grammar``). Its room is counted in tokens: the
tokens left for the answer, ``min(max_tokens, n_ctx - prompt tokens)`` (the prompt
counted from above), times the model's measured bytes per token on answer-like text,
with a safety margin. Answers are therefore bounded by what the model can really write
in its token budget, not by one byte per token. Should an answer still be cut (a model
writing unusually dense tokens), it is redone once under the guaranteed bound of one
byte per token within the room measured by llama.cpp: llama.cpp never emits an empty
token under a grammar, so that answer always completes and always parses. The metadata
then shows two attempts. A prompt that leaves too little room for the shortest bounded
answer raises ``GGUFContextError`` (Inspect records it against the sample): nothing is
truncated silently. The exact ``max_tokens`` given to llama.cpp on each attempt is
logged (``llama_max_tokens``).

Calls run one at a time per model, whatever Inspect's concurrency: a call first waits
for the model's turn; that wait is reported to Inspect as waiting time (so a sample's
working time is the model's own time) and logged as ``queue_seconds``.

Under a schema, stop sequences are not passed to llama.cpp: the grammar decides where
the answer ends, and a stop string inside a JSON string would cut the answer. Usage and
time of all attempts are summed; the log's model call shows each attempt and grammar.
"""

from __future__ import annotations

import json
import time
from typing import Any

import anyio
from anyio.lowlevel import RunVar
from inspect_ai.model import (
    ChatCompletionChoice,
    ChatMessage,
    ChatMessageAssistant,
    GenerateConfig,
    ModelCall,
    ModelOutput,
    ModelUsage,
)

from scorers.offline_provider import OfflineJudgeAPI

from .engine import Completion, LoadedModel, complete, import_llama_cpp, load_model
from .errors import GGUFContextError, GGUFSchemaError
from .grammar import BoundedGrammar, fit_grammar
from .model_file import resolve_model_path
from .options import choose_seed, load_options, sampling_params

try:  # Inspect's own accounting of time a sample spends waiting rather than working
    from inspect_ai._util.working import report_sample_waiting_time
except ImportError:  # pragma: no cover - older or newer Inspect without it

    def report_sample_waiting_time(waiting_time: float) -> None:
        return None


DEFAULT_MAX_TOKENS = 1024
DEFAULT_STRUCTURED_MAX_TOKENS = 2048
PROMPT_MARGIN_TOKENS = 64  # chat template and default system prompt
PER_MESSAGE_TOKENS = 8
ANSWER_BYTES_SAFETY = 0.8  # share of the measured bytes per token an answer may rely on
_STOP_REASONS = {"stop": "stop", "length": "max_tokens"}
_TURNS: RunVar[dict[int, anyio.Lock]] = RunVar("gguf_model_turns")


def _turn(model: LoadedModel) -> anyio.Lock:
    """The model's one-call-at-a-time lock in the running event loop."""
    try:
        turns = _TURNS.get()
    except LookupError:
        turns = {}
        _TURNS.set(turns)
    return turns.setdefault(id(model), anyio.Lock())


class GGUFModelAPI(OfflineJudgeAPI):
    """Runs a GGUF model in-process with llama-cpp-python (no server)."""

    prefix = "gguf"
    connections = 1  # the model is shared and llama.cpp is not re-entrant

    def configure(self, **model_args: Any) -> None:
        import_llama_cpp(self.model_name)
        path = resolve_model_path(self.model_name)
        self.options = load_options(path, self.model_name, model_args)
        self.model: LoadedModel = load_model(self.options, self.model_name)

    def max_tokens(self) -> int | None:
        """Answer length when the config sets none (free text)."""
        return DEFAULT_MAX_TOKENS

    def max_tokens_for_config(self, config: GenerateConfig) -> int | None:
        """Room for a structured answer: enough for several findings with evidence."""
        return DEFAULT_STRUCTURED_MAX_TOKENS if config.response_schema else DEFAULT_MAX_TOKENS

    async def respond(
        self, input: list[ChatMessage], config: GenerateConfig
    ) -> tuple[ModelOutput | Exception, ModelCall]:
        messages = [_message(m) for m in input]
        seed, seed_source = choose_seed(config.seed)
        params = sampling_params(config, seed)
        params["max_tokens"] = config.max_tokens or self.max_tokens_for_config(config)
        schema = None
        if config.response_schema is not None:
            schema = config.response_schema.json_schema.model_dump(exclude_none=True)
            params.pop("stop", None)
        asked = time.monotonic()
        async with _turn(self.model):
            queued = time.monotonic() - asked
            report_sample_waiting_time(queued)
            attempts, grammars = await anyio.to_thread.run_sync(
                run_attempts, self.model, messages, params, schema
            )
        output = self._output(attempts, grammars, seed, seed_source, queued)
        call = ModelCall.create(
            request={
                "messages": messages,
                **params,
                "llama_max_tokens": [a.max_tokens for a in attempts],
                "chat_format": self.model.chat_format,
                "n_ctx": self.model.n_ctx,
                "n_threads": self.model.n_threads,
                "grammars": [g.gbnf for g in grammars],
            },
            response={"attempts": [a.response for a in attempts]},
            time=output.time,
        )
        return output, call

    def _output(
        self,
        attempts: list[Completion],
        grammars: list[BoundedGrammar],
        seed: int,
        seed_source: str,
        queued: float = 0.0,
    ) -> ModelOutput:
        last = attempts[-1]
        prompt = sum(a.prompt_tokens for a in attempts)
        completion = sum(a.completion_tokens for a in attempts)
        seconds = sum(a.seconds for a in attempts)
        prompt_ms = sum(a.prompt_eval_ms for a in attempts)
        generation_ms = sum(a.generation_ms for a in attempts)
        stop_reason = (
            "stop"
            if grammars and _parses(last.text)
            else _STOP_REASONS.get(last.finish_reason, "unknown")
        )
        metadata: dict[str, Any] = {
            "seed": seed,
            "seed_source": seed_source,
            "attempts": len(attempts),
            "finish_reasons": [a.finish_reason for a in attempts],
            "prompt_tokens_per_second": _rate(sum(a.prompt_tokens for a in attempts), prompt_ms),
            "generation_tokens_per_second": _rate(completion, generation_ms),
            "chat_format": self.model.chat_format,
            "llama_max_tokens": [a.max_tokens for a in attempts],
            "queue_seconds": round(queued, 3),
        }
        if grammars:
            metadata["bytes_per_token"] = self.model.bytes_per_token
            metadata["grammar_max_bytes"] = grammars[-1].max_bytes
            metadata["grammar_caps"] = {
                "string_scale": grammars[-1].caps.string_scale,
                "array_items": grammars[-1].caps.array_items,
            }
        return ModelOutput(
            model=self.model_name,
            choices=[
                ChatCompletionChoice(
                    message=ChatMessageAssistant(
                        content=last.text, model=self.model_name, source="generate"
                    ),
                    stop_reason=stop_reason,  # type: ignore[arg-type]
                )
            ],
            usage=ModelUsage(
                input_tokens=prompt, output_tokens=completion, total_tokens=prompt + completion
            ),
            time=seconds,
            metadata=metadata,
        )


def run_attempts(
    model: LoadedModel,
    messages: list[dict[str, str]],
    params: dict[str, Any],
    schema: dict[str, Any] | None,
) -> tuple[list[Completion], list[BoundedGrammar]]:
    """The blocking part of a call: one free-text attempt, or a grammar-bounded answer.

    Under a schema the grammar is fitted to the tokens left for the answer (estimated
    from the prompt) at the model's measured bytes per token; if the answer was still
    cut (rare), it is redone once under one byte per token within the room measured by
    llama.cpp, which always completes. When that room cannot hold the schema's shortest
    answer (a very small ``max_tokens``), the cut first answer is returned as it is: its
    stop reason says so and the scorer reports it as unparseable.
    """
    if schema is None:
        return [complete(model, messages, params)], []
    max_tokens = int(params["max_tokens"])
    estimate = estimate_prompt_tokens(model, messages)
    room = min(max_tokens, model.n_ctx - estimate)
    grammar = _fit(schema, answer_bytes(room, model.bytes_per_token), estimate, model, max_tokens)
    first = complete(
        model,
        messages,
        {**params, "max_tokens": max(1, min(room, grammar.max_bytes))},
        grammar.gbnf,
    )
    if _parses(first.text):
        return [first], [grammar]
    room = min(max_tokens, model.n_ctx - first.prompt_tokens - 1)
    try:
        refit = fit_grammar(schema, room)
    except GGUFSchemaError:
        return [first], [grammar]
    second = complete(model, messages, {**params, "max_tokens": refit.max_bytes}, refit.gbnf)
    return [first, second], [grammar, refit]


def answer_bytes(room_tokens: int, bytes_per_token: float) -> int:
    """Bytes an answer may take in ``room_tokens`` tokens, with a safety margin.

    >>> answer_bytes(1000, 3.5), answer_bytes(1000, 1.0), answer_bytes(-5, 3.0)
    (2800, 1000, -5)
    """
    if room_tokens <= 0:
        return room_tokens
    return max(room_tokens, int(room_tokens * bytes_per_token * ANSWER_BYTES_SAFETY))


def estimate_prompt_tokens(model: LoadedModel, messages: list[dict[str, str]]) -> int:
    """Prompt tokens after the chat template, from above: text tokens plus a margin."""
    text = "\n".join(m["content"] for m in messages)
    tokens = model.llama.tokenize(text.encode("utf-8"), add_bos=False, special=False)
    return len(tokens) + PROMPT_MARGIN_TOKENS + PER_MESSAGE_TOKENS * len(messages)


def _fit(
    schema: dict[str, Any], room: int, prompt_tokens: int, model: LoadedModel, max_tokens: int
) -> BoundedGrammar:
    try:
        return fit_grammar(schema, room)
    except GGUFSchemaError as ex:
        detail = str(ex) if room > 0 else "no room left for the answer"
        raise GGUFContextError(
            f"{detail} (prompt about {prompt_tokens} tokens, n_ctx {model.n_ctx}, "
            f"max_tokens {max_tokens}): raise -M n_ctx=... or lower -T token_budget=..."
        ) from None


def _message(message: ChatMessage) -> dict[str, str]:
    if message.role == "tool":
        raise ValueError("the gguf provider does not support tool messages")
    return {"role": message.role, "content": message.text}


def _parses(text: str) -> bool:
    try:
        json.loads(text)
    except ValueError:
        return False
    return True


def _rate(tokens: int, milliseconds: float) -> float | None:
    return round(tokens / (milliseconds / 1000), 1) if milliseconds > 0 else None
