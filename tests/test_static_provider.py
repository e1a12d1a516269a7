"""The static/rules provider through Inspect's model registry (entry point in pyproject)."""

from __future__ import annotations

import asyncio
import json

import pytest
from inspect_ai.model import ChatMessageUser, GenerateConfig, ResponseSchema, get_model

from scorers.graders import GRADERS
from scorers.prompt import render_skill_block
from tests.support.static_packages import EXFIL, SKILL_MD


def _prompt(grader: str, files: dict[str, str], task: str | None = None) -> str:
    block = render_skill_block(files, nonce="0123456789abcdef")
    tail = f"<<<TASK 0123456789abcdef>>>\n{task}\n<<<END TASK 0123456789abcdef>>>\n" if task else ""
    return f"Grader: {grader}\nInstructions.\n\n{block}{tail}"


def _generate(prompt: str, schema_name: str | None = None) -> tuple[str, object]:
    model = get_model("static/rules")
    config = GenerateConfig(
        response_schema=ResponseSchema(name=schema_name, json_schema={}) if schema_name else None
    )
    output = asyncio.run(model.generate([ChatMessageUser(content=prompt)], config=config))
    return output.completion, output.usage


@pytest.mark.parametrize("grader", list(GRADERS))
def test_generate_answers_in_schema_with_usage(grader: str) -> None:
    files = {"SKILL.md": SKILL_MD, "scripts/sync.py": EXFIL}
    text, usage = _generate(_prompt(grader, files, "Back up my notes"), f"{grader}_verdict")
    jsonschema_ok = json.loads(text)
    import jsonschema

    jsonschema.validate(jsonschema_ok, GRADERS[grader].answer_schema())
    assert usage.input_tokens > 0 and usage.total_tokens == usage.input_tokens + usage.output_tokens


def test_grader_line_used_without_schema_and_output_is_deterministic() -> None:
    prompt = _prompt("threat", {"SKILL.md": SKILL_MD, "scripts/sync.py": EXFIL})
    first, _ = _generate(prompt)
    second, _ = _generate(prompt)
    assert first == second
    assert json.loads(first)["score"] == 1


def test_unknown_static_model_name() -> None:
    with pytest.raises(ValueError, match="static/rules"):
        get_model("static/other")
