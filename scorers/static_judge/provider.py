"""The ``static/rules`` Inspect model provider: an offline, deterministic rule-based judge.

It loads the whole skill package with the project's loader when the user message names
its folder (``metadata["skill_package"]``), else reads it out of the rendered prompt;
runs the static analysis for the requested grader and answers in that grader's JSON
schema. Token usage is estimated as characters / 4 (no tokenizer is loaded).

A package too large for one prompt is judged once per window, but this judge reads the
whole package each time; the answers of the last few packages are kept, so the windows
after the first cost a package read, not a second analysis.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from inspect_ai.model import ChatMessage, ChatMessageUser, GenerateConfig

from scorers.offline_provider import OfflineJudgeAPI, error_answer, schema_name

from .judge import answer_json
from .judge_request import read_request

MODEL_NAMES = ("rules",)
RECENT_ANSWERS = 16
"""Answers kept, keyed by grader, task and the package's files (path and text)."""


@lru_cache(maxsize=RECENT_ANSWERS)
def _answer(grader: str, task: str | None, files: tuple[tuple[str, str], ...]) -> str:
    return answer_json(grader, dict(files), task)


class StaticRulesAPI(OfflineJudgeAPI):
    """Inspect ``ModelAPI`` for ``static/rules``."""

    prefix = "static"

    def configure(self, **model_args: Any) -> None:
        if self.model_name not in MODEL_NAMES:
            raise ValueError(
                f"unknown static judge 'static/{self.model_name}': "
                "the only static model is 'static/rules'"
            )
        super().configure(**model_args)

    async def answer(
        self, input: list[ChatMessage], config: GenerateConfig
    ) -> tuple[str, dict[str, Any] | None]:
        user = next((m for m in reversed(input) if isinstance(m, ChatMessageUser)), None)
        prompt = user.text if user else ""
        metadata = getattr(user, "metadata", None) if user else None
        request = read_request(prompt, metadata, schema_name(config))
        if request.grader is None:
            return error_answer("static/rules: no grader named in the request"), None
        try:
            files = tuple(sorted(request.files.items()))
            return _answer(request.grader, request.task, files), None
        except ValueError as exc:
            return error_answer(str(exc)), None
