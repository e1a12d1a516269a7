"""Numbers, intervals, tables and JSON for every command's output (one place for each format)."""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgspec
import numpy as np


def jsonable(value: Any) -> Any:
    """Recursively turn numpy values into Python ones and nan/inf into None.

    >>> jsonable({"a": float("nan"), "b": np.int64(3), "c": (1.5,)})
    {'a': None, 'b': 3, 'c': [1.5]}
    """
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, np.ndarray):
        return jsonable(value.tolist())
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, float) and not math.isfinite(value):
        return None
    return value


def to_json(value: Any) -> str:
    """Strict JSON (no NaN tokens), indented as ``json.dumps(..., indent=2)`` indents.

    Encoded compactly by ``json``'s C encoder (its number and string forms), then
    indented by ``msgspec``, which copies every token as it is: the same text, faster.

    >>> print(to_json({"a": [1e-05, "é"], "b": {}}))
    {
      "a": [
        1e-05,
        "\\u00e9"
      ],
      "b": {}
    }
    """
    compact = json.dumps(jsonable(value), allow_nan=False, separators=(",", ":"))
    return msgspec.json.format(compact.encode(), indent=2).decode()


def fmt(value: float | None, digits: int = 3, *, signed: bool = False, missing: str = "n/a") -> str:
    """A number for a table cell (with its sign if ``signed``); ``missing`` for missing or
    undefined.

    >>> fmt(0.12345), fmt(None), fmt(0.5, signed=True), fmt(float("nan"), missing="-")
    ('0.123', 'n/a', '+0.500', '-')
    """
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return missing
    return f"{value:{'+' if signed else ''}.{digits}f}"


def fmt_interval(interval: dict[str, float | None] | None, digits: int = 3) -> str:
    """ "0.812 [0.770, 0.850]" from an ``Interval.to_dict()``.

    >>> fmt_interval({"estimate": 0.5, "low": 0.4, "high": 0.6})
    '0.500 [0.400, 0.600]'
    """
    if not interval or interval.get("estimate") is None:
        return "n/a"
    if interval.get("low") is None:
        return f"{fmt(interval['estimate'], digits)} [n/a]"
    return (
        f"{fmt(interval['estimate'], digits)} "
        f"[{fmt(interval['low'], digits)}, {fmt(interval['high'], digits)}]"
    )


def md_table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A GitHub-flavoured Markdown table.

    >>> print(md_table(["a", "b"], [[1, 2]]))
    | a | b |
    |---|---|
    | 1 | 2 |
    """
    lines = ["| " + " | ".join(map(str, header)) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(c).replace("|", "\\|") for c in row) + " |" for row in rows]
    return "\n".join(lines)


def shorten(text: str, limit: int = 120) -> str:
    """Cut long settings strings for display (the JSON keeps them whole)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def relative_paths(text: str, base: Path) -> str:
    """Text with absolute paths under ``base`` made relative to it.

    >>> relative_paths("/a/b/logs/x.eval: status", Path("/a/b"))
    'logs/x.eval: status'
    """
    return text.replace(str(base.resolve()) + "/", "")


def write_text(path: str | Path, text: str) -> None:
    """Write ``text`` as UTF-8 to ``path``, making its folder first."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
