"""What the project's own judge providers share (``static/``, ``scanner/``, ``baseline/``,
``gguf/``): no server and no key, ``-M`` arguments checked by name, and for the
answer-only judges one ``generate`` that wraps their answer in a ``ModelOutput`` with
usage counted as characters / 4 (no tokenizer is loaded).

A provider subclasses :class:`OfflineJudgeAPI`, takes its ``-M`` arguments in
:meth:`~OfflineJudgeAPI.configure` and writes its answer in
:meth:`~OfflineJudgeAPI.answer`::

    class EchoAPI(OfflineJudgeAPI):
        prefix = "echo"

        async def answer(self, input, config):
            return input[-1].text, {"echo": True}
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, ClassVar

from inspect_ai.model import (
    ChatMessage,
    GenerateConfig,
    ModelAPI,
    ModelCall,
    ModelOutput,
    ModelUsage,
)
from inspect_ai.tool import ToolChoice, ToolInfo

from scorers.prompt import CHARS_PER_TOKEN


def check_model_args(model: str, model_args: dict[str, Any], known: Iterable[str]) -> None:
    """Refuse ``-M`` arguments the provider does not take, naming the ones it does."""
    if model_args:
        names = ", ".join(known) or "none"
        raise ValueError(
            f"{model}: unknown model argument(s) {', '.join(model_args)}; known: {names}"
        )


def schema_name(config: GenerateConfig) -> str | None:
    """The name of the answer schema asked for (it names the grader), if any."""
    return config.response_schema.name if config.response_schema else None


def error_answer(message: str) -> str:
    """An answer that says why there is no verdict (the scorer records it as unparseable)."""
    return json.dumps({"error": message})


def judge_output(
    model: str, content: str, input: list[ChatMessage], metadata: dict[str, Any] | None = None
) -> ModelOutput:
    """``content`` as Inspect's output, with usage estimated from characters."""
    output = ModelOutput.from_content(model=model, content=content)
    if metadata is not None:
        output.metadata = metadata
    input_tokens = sum(len(m.text) for m in input) // CHARS_PER_TOKEN
    output_tokens = len(content) // CHARS_PER_TOKEN
    output.usage = ModelUsage(
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        total_tokens=input_tokens + output_tokens,
    )
    return output


class OfflineJudgeAPI(ModelAPI):
    """Inspect ``ModelAPI`` base of the project's judges (``<prefix>/<model_name>``)."""

    prefix: ClassVar[str]
    connections: ClassVar[int] = 4

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig | None = None,
        **model_args: Any,
    ) -> None:
        super().__init__(model_name, base_url, api_key, [], config or GenerateConfig())
        self.configure(**model_args)

    @property
    def judge_name(self) -> str:
        return f"{self.prefix}/{self.model_name}"

    def configure(self, **model_args: Any) -> None:
        """Take the ``-M`` arguments (none by default); raise ``ValueError`` for bad ones."""
        check_model_args(self.judge_name, model_args, ())

    def max_connections(self) -> int:
        return self.connections

    async def answer(
        self, input: list[ChatMessage], config: GenerateConfig
    ) -> tuple[str, dict[str, Any] | None]:
        """The answer text and the output metadata (None for none)."""
        raise NotImplementedError

    async def respond(
        self, input: list[ChatMessage], config: GenerateConfig
    ) -> ModelOutput | tuple[ModelOutput | Exception, ModelCall]:
        """The whole output; a judge that records its own model call overrides this."""
        content, metadata = await self.answer(input, config)
        return judge_output(self.judge_name, content, input, metadata)

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput | tuple[ModelOutput | Exception, ModelCall]:
        if tools:
            raise ValueError(f"{self.judge_name} does not support tool calling")
        return await self.respond(input, config)
