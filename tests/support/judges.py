"""Mock-judge outputs for Inspect's mockllm model."""

from __future__ import annotations

from inspect_ai.model import ModelOutput, ModelUsage


def scripted_outputs(answers: list[str]) -> list[ModelOutput]:
    """Mock-judge outputs that carry token usage (mockllm otherwise needs a tokenizer download)."""
    outputs = []
    for text in answers:
        output = ModelOutput.from_content(model="mockllm/model", content=text)
        output.usage = ModelUsage(input_tokens=100, output_tokens=20, total_tokens=120)
        outputs.append(output)
    return outputs
