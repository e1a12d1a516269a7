"""JSON Schema -> bounded llama.cpp grammar (GBNF), with the longest answer it allows.

Why not llama-cpp-python's own converter: it ignores integer ``minimum``/``maximum`` (a
score of 7 would pass the grammar), lets raw control characters into strings (invalid
JSON) and cannot say how long its longest answer is. This converter handles the subset
of JSON Schema that judge answers use and is strict where it matters:

- every string is bounded: ``maxLength`` from the schema (at most 2000, llama.cpp's
  repetition limit), or ``DEFAULT_STRING_CHARS`` when the schema has none; string
  characters are printable ASCII plus the escapes ``\\" \\\\ \\/ \\n \\t``, so each
  character costs at most two bytes;
- every array is bounded: ``maxItems``, or ``DEFAULT_ARRAY_ITEMS`` when absent (Inspect's
  ``JSONSchema`` drops ``maxItems``, so the provider usually sees none);
- integers: small ranges (up to 64 values) are enumerated exactly; wider ones are bounded
  by sign and digit count (a missing bound becomes 9 digits, so ``minimum: 0`` alone
  means 0..999999999 exactly);
- objects list every declared property, in schema order, optional ones included (the
  answer stays valid for the schema); undeclared properties are never produced;
- whitespace is at most one space between tokens, never newlines;
- numbers: sign by ``minimum``, at most 16 integral and 15 fraction digits, no exponent;
- ``format`` and annotations are ignored; keywords that would need enforcing and cannot
  be (``pattern``, ``$ref``, ``allOf``, open objects, ...) raise ``GGUFSchemaError``.

Every value the grammar accepts is valid JSON that validates against the schema (except
integer ranges wider than 64 values and the bounds of numbers, see above), and
:attr:`BoundedGrammar.max_bytes` is the exact length bound of any accepted answer.
llama.cpp never samples a token whose text is empty under a grammar, so an answer can
never need more tokens than bytes: ``max_tokens >= max_bytes`` guarantees the answer
completes. :func:`fit_grammar` shrinks string and array bounds until that holds for a
given token budget.

>>> g = schema_to_grammar({"type": "object", "properties": {"score": {"type": "integer",
...     "minimum": 1, "maximum": 3}}, "required": ["score"]})
>>> g.max_bytes
16
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from .errors import GGUFSchemaError

DEFAULT_STRING_CHARS = 512
DEFAULT_ARRAY_ITEMS = 8
DEFAULT_INT_DIGITS = 9
MAX_REPEAT = 2000
ENUMERATE_INT_RANGE = 64
FIT_MIN_STRING_CHARS = 16
FIT_PREFERRED_SCALE = 0.1
_SCALE_STEPS = 1000

BASE_RULES = {
    "space": '" "?',
    "char": r'[\x20-\x21\x23-\x5B\x5D-\x7E] | "\\" ["\\/nt]',
}
CHAR_MAX_BYTES = 2  # an escaped character
SPACE_BYTES = 1
NUMBER_MAX_BYTES = 1 + 16 + 1 + 15  # sign, integral digits, point, fraction digits

_NOTE_KEYWORDS = {
    "title",
    "description",
    "default",
    "examples",
    "$schema",
    "$id",
    "$comment",
    "format",
    "additionalProperties",
    "required",
    "strict",
}
_HANDLED_KEYWORDS = {
    "type",
    "properties",
    "items",
    "minItems",
    "maxItems",
    "minLength",
    "maxLength",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "enum",
    "const",
    "anyOf",
    "oneOf",
}


@dataclass(frozen=True)
class Caps:
    """Tighter bounds applied on top of the schema's own (None: the schema's own).

    ``string_scale`` multiplies every string's bound (floor ``FIT_MIN_STRING_CHARS``,
    never above the schema's own); ``array_items`` caps every array's length.
    """

    string_scale: float | None = None
    array_items: int | None = None


@dataclass(frozen=True)
class BoundedGrammar:
    """A GBNF grammar and the longest answer (in bytes) it accepts."""

    gbnf: str
    max_bytes: int
    caps: Caps


def schema_to_grammar(schema: dict[str, Any], caps: Caps | None = None) -> BoundedGrammar:
    """Convert a JSON schema to a bounded GBNF grammar (see the module docstring)."""
    caps = caps or Caps()
    builder = _Builder(caps)
    expr, size = builder.visit(schema, "$", "answer")
    lines = [f"root ::= {expr}"]
    lines += [f"{name} ::= {body}" for name, body in builder.rules.items()]
    lines += [f"{name} ::= {body}" for name, body in BASE_RULES.items()]
    return BoundedGrammar(gbnf="\n".join(lines) + "\n", max_bytes=size, caps=caps)


def fit_grammar(schema: dict[str, Any], budget: int) -> BoundedGrammar:
    """The most generous grammar for ``schema`` whose longest answer fits ``budget`` bytes.

    Keeps the schema's own bounds when they fit. Otherwise every string bound is scaled
    by the same factor (keeping the schema's proportions, with a floor of
    ``FIT_MIN_STRING_CHARS``), and arrays are cut (from ``DEFAULT_ARRAY_ITEMS`` down)
    until the factor can stay at ``FIT_PREFERRED_SCALE`` or more.
    Raises GGUFSchemaError when even the tightest grammar does not fit.
    """
    grammar = schema_to_grammar(schema)
    if grammar.max_bytes <= budget:
        return grammar
    best: BoundedGrammar | None = None
    for items in range(DEFAULT_ARRAY_ITEMS, 0, -1):
        fitted = _largest_scale(schema, items, budget)
        if fitted is None:
            continue
        if (fitted.caps.string_scale or 0) >= FIT_PREFERRED_SCALE:
            return fitted
        if best is None or (fitted.caps.string_scale or 0) > (best.caps.string_scale or 0):
            best = fitted
    if best is not None:
        return best
    tightest = schema_to_grammar(schema, Caps(1 / _SCALE_STEPS, 1))
    raise GGUFSchemaError(
        f"the shortest bounded answer for this schema needs {tightest.max_bytes} tokens "
        f"but only {budget} are available"
    )


def _largest_scale(schema: dict[str, Any], items: int, budget: int) -> BoundedGrammar | None:
    """Binary search of the largest string scale (in 1/1000 steps) that fits the budget."""
    low, high = 1, _SCALE_STEPS
    best: BoundedGrammar | None = None
    while low <= high:
        mid = (low + high) // 2
        grammar = schema_to_grammar(schema, Caps(mid / _SCALE_STEPS, items))
        if grammar.max_bytes <= budget:
            best, low = grammar, mid + 1
        else:
            high = mid - 1
    return best


def _literal(text: str) -> str:
    """A GBNF string literal matching ``text`` exactly."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    escaped = re.sub(r"[^\x20-\x7e]", lambda m: f"\\x{ord(m.group(0)):02X}", escaped)
    return f'"{escaped}"'


def _json_literal(value: Any) -> str:
    return json.dumps(value, ensure_ascii=True, separators=(",", ":"))


def _repeat(rule: str, low: int, high: int) -> str:
    if high == 0:
        return ""
    if low == high == 1:
        return rule
    return f"{rule}{{{low},{high}}}"


class _Builder:
    """Walks a schema, collecting named rules and the size bound of each expression."""

    def __init__(self, caps: Caps) -> None:
        self.caps = caps
        self.rules: dict[str, str] = {}

    def _name(self, hint: str) -> str:
        base = re.sub(r"[^a-zA-Z0-9-]+", "-", hint).strip("-").lower() or "r"
        if base in BASE_RULES or base == "root":
            base = f"{base}-v"
        name, n = base, 1
        while name in self.rules:
            n += 1
            name = f"{base}-{n}"
        return name

    def visit(self, schema: Any, path: str, hint: str) -> tuple[str, int]:
        if schema is True or schema == {}:
            raise GGUFSchemaError(f"{path}: an unconstrained value cannot be bounded")
        if not isinstance(schema, dict):
            raise GGUFSchemaError(f"{path}: expected a schema object, got {schema!r}")
        unknown = set(schema) - _HANDLED_KEYWORDS - _NOTE_KEYWORDS
        if unknown:
            raise GGUFSchemaError(
                f"{path}: JSON Schema keyword(s) {sorted(unknown)} are not supported by gguf "
                "structured output"
            )
        if "const" in schema:
            return self._choices([schema["const"]])
        if "enum" in schema:
            return self._choices(list(schema["enum"]))
        for key in ("anyOf", "oneOf"):
            if key in schema:
                parts = [
                    self.visit(sub, f"{path}.{key}[{i}]", f"{hint}-{i}")
                    for i, sub in enumerate(schema[key])
                ]
                return self._alternatives(parts)
        kind = schema.get("type")
        if kind is None and "properties" in schema:
            kind = "object"
        if isinstance(kind, list):
            parts = [self.visit({**schema, "type": k}, path, f"{hint}-{k}") for k in kind]
            return self._alternatives(parts)
        handler = {
            "object": self._object,
            "array": self._array,
            "string": self._string,
            "integer": self._integer,
            "number": self._number,
            "boolean": lambda s, p, h: ('("true" | "false") space', 5 + SPACE_BYTES),
            "null": lambda s, p, h: ('"null" space', 4 + SPACE_BYTES),
        }.get(str(kind))
        if handler is None:
            raise GGUFSchemaError(f"{path}: unsupported or missing type {kind!r}")
        return handler(schema, path, hint)

    @staticmethod
    def _alternatives(parts: list[tuple[str, int]]) -> tuple[str, int]:
        if not parts:
            raise GGUFSchemaError("empty anyOf/oneOf")
        return "(" + " | ".join(p[0] for p in parts) + ")", max(p[1] for p in parts)

    def _choices(self, values: list[Any]) -> tuple[str, int]:
        if not values:
            raise GGUFSchemaError("empty enum")
        texts = [_json_literal(v) for v in values]
        expr = "(" + " | ".join(_literal(t) for t in texts) + ") space"
        return expr, max(len(t) for t in texts) + SPACE_BYTES

    def _object(self, schema: dict[str, Any], path: str, hint: str) -> tuple[str, int]:
        properties = schema.get("properties") or {}
        if not properties and schema.get("additionalProperties", True) is not False:
            raise GGUFSchemaError(
                f"{path}: an object without declared properties cannot be bounded"
            )
        parts, size = ['"{" space'], 1 + SPACE_BYTES
        for i, (key, sub) in enumerate(properties.items()):
            value, value_size = self.visit(sub, f"{path}.{key}", f"{hint}-{key}")
            key_text = _json_literal(str(key))
            if i:
                parts.append('"," space')
                size += 1 + SPACE_BYTES
            parts.append(f'{_literal(key_text)} space ":" space {value}')
            size += len(key_text) + SPACE_BYTES + 1 + SPACE_BYTES + value_size
        parts.append('"}" space')
        size += 1 + SPACE_BYTES
        name = self._name(hint)
        self.rules[name] = " ".join(parts)
        return name, size

    def _array(self, schema: dict[str, Any], path: str, hint: str) -> tuple[str, int]:
        if not isinstance(schema.get("items"), dict):
            raise GGUFSchemaError(f"{path}: arrays need a single 'items' schema")
        low = int(schema.get("minItems", 0))
        high = int(schema.get("maxItems", DEFAULT_ARRAY_ITEMS))
        if self.caps.array_items is not None:
            high = min(high, self.caps.array_items)
        high = max(high, low)
        item, item_size = self.visit(schema["items"], f"{path}[]", f"{hint}-item")
        name = self._name(hint)
        open_close = 2 * (1 + SPACE_BYTES)
        if high == 0:
            self.rules[name] = '"[" space "]" space'
            return name, open_close
        rest = _repeat(f'("," space {item})', max(low - 1, 0), high - 1)
        body = f"{item} {rest}".strip()
        if low == 0:
            body = f"({body})?"
        self.rules[name] = f'"[" space {body} "]" space'
        size = open_close + high * item_size + (high - 1) * (1 + SPACE_BYTES)
        return name, size

    def _string(self, schema: dict[str, Any], path: str, hint: str) -> tuple[str, int]:
        high = min(int(schema.get("maxLength", DEFAULT_STRING_CHARS)), MAX_REPEAT)
        if self.caps.string_scale is not None:
            high = min(high, max(FIT_MIN_STRING_CHARS, int(high * self.caps.string_scale)))
        low = int(schema.get("minLength", 0))
        if low > high:
            raise GGUFSchemaError(
                f"{path}: minLength {low} exceeds the bound {high} the grammar can allow"
            )
        chars = _repeat("char", low, high)
        expr = f'"\\"" {chars} "\\"" space'.replace("  ", " ")
        return expr, 2 + CHAR_MAX_BYTES * high + SPACE_BYTES

    def _integer(self, schema: dict[str, Any], path: str, hint: str) -> tuple[str, int]:
        low, high = _int_bounds(schema)
        if low is not None and high is not None:
            if low > high:
                raise GGUFSchemaError(f"{path}: empty integer range {low}..{high}")
            if high - low < ENUMERATE_INT_RANGE:
                return self._choices(list(range(low, high + 1)))
        bounds = [abs(b) for b in (low, high) if b is not None]
        digits = len(str(max(bounds))) if bounds else DEFAULT_INT_DIGITS
        if low is None or high is None:
            digits = max(digits, DEFAULT_INT_DIGITS)
        magnitude = "[0-9]" if digits == 1 else f'("0" | [1-9] {_repeat("[0-9]", 0, digits - 1)})'
        sign = ""
        if low is None or low < 0:
            sign = '"-" ' if high is not None and high < 0 else '"-"? '
        return f"{sign}{magnitude} space", (1 if sign else 0) + digits + SPACE_BYTES

    def _number(self, schema: dict[str, Any], path: str, hint: str) -> tuple[str, int]:
        low = schema.get("minimum", schema.get("exclusiveMinimum"))
        sign = "" if low is not None and low >= 0 else '"-"? '
        expr = f'{sign}("0" | [1-9] [0-9]{{0,15}}) ("." [0-9]{{1,15}})? space'
        return expr, NUMBER_MAX_BYTES + SPACE_BYTES


def _int_bounds(schema: dict[str, Any]) -> tuple[int | None, int | None]:
    low = schema.get("minimum")
    high = schema.get("maximum")
    if schema.get("exclusiveMinimum") is not None:
        low = int(schema["exclusiveMinimum"]) + 1
    if schema.get("exclusiveMaximum") is not None:
        high = int(schema["exclusiveMaximum"]) - 1
    return (None if low is None else int(low)), (None if high is None else int(high))
