"""The ``static/rules`` Inspect model provider: an offline, deterministic rule-based judge.

It loads the whole skill package with the project's loader when the user message names
its folder (``metadata["skill_package"]``), else reads it out of the rendered prompt;
runs the static analysis for the requested grader and answers in that grader's JSON
schema. Token usage is estimated as characters / 4 (no tokenizer is loaded).
"""

from __future__ import annotations

import json
from typing import Any

from inspect_ai.model import (
    ChatMessage,
    ChatMessageUser,
    GenerateConfig,
    ModelAPI,
    ModelOutput,
    ModelUsage,
)
from inspect_ai.tool import ToolChoice, ToolInfo

from scorers.prompt import CHARS_PER_TOKEN

from .judge import answer_json
from .judge_request import read_request

MODEL_NAMES = ("rules",)


class StaticRulesAPI(ModelAPI):
    """Inspect ``ModelAPI`` for ``static/rules``."""

    def __init__(
        self,
        model_name: str,
        base_url: str | None = None,
        api_key: str | None = None,
        config: GenerateConfig | None = None,
        **model_args: Any,
    ) -> None:
        if model_name not in MODEL_NAMES:
            raise ValueError(
                f"unknown static judge 'static/{model_name}': "
                "the only static model is 'static/rules'"
            )
        super().__init__(model_name, base_url, api_key, [], config or GenerateConfig())

    def max_connections(self) -> int:
        return 4

    async def generate(
        self,
        input: list[ChatMessage],
        tools: list[ToolInfo],
        tool_choice: ToolChoice,
        config: GenerateConfig,
    ) -> ModelOutput:
        user = next((m for m in reversed(input) if isinstance(m, ChatMessageUser)), None)
        prompt = user.text if user else ""
        metadata = getattr(user, "metadata", None) if user else None
        schema_name = config.response_schema.name if config.response_schema else None
        request = read_request(prompt, metadata, schema_name)
        if request.grader is None:
            content = json.dumps({"error": "static/rules: no grader named in the request"})
        else:
            try:
                content = answer_json(request.grader, request.files, request.task)
            except ValueError as exc:
                content = json.dumps({"error": str(exc)})
        output = ModelOutput.from_content(model="static/rules", content=content)
        input_tokens = sum(len(m.text) for m in input) // CHARS_PER_TOKEN
        output_tokens = len(content) // CHARS_PER_TOKEN
        output.usage = ModelUsage(
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            total_tokens=input_tokens + output_tokens,
        )
        return output
