"""The code of a Jupyter notebook's cells, placed at the lines where the file holds it.

A notebook is JSON, so the judge would read its code only as text. "Open the notebook and
run all cells" runs every code cell, so each is analysed as code: Python, with the shell
escapes (``!curl ... | sh`` lines and ``%%bash``/``%%sh`` cells) analysed as shell. Each
line of code is placed at the line of the file where its JSON string stands, so findings
cite the notebook's own lines; a notebook written on one line puts its code on line 1.

>>> nb = '{"cells": [{"cell_type": "code", "source": ["import os\\\\n", "!ls\\\\n"]}]}'
>>> [(language, code.strip()) for code, language in notebook_code(nb)]
[('python', 'import os'), ('shell', 'ls')]
"""

from __future__ import annotations

import json
from collections.abc import Iterator

_SHELL_CELL_MAGICS = ("%%bash", "%%sh", "%%script bash", "%%script sh", "%%shell")


def _cells(text: str) -> list[list[str]]:
    """The source lines of each code cell; none when the text is not a notebook."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return []
    cells = data.get("cells") if isinstance(data, dict) else None
    found = []
    for cell in cells if isinstance(cells, list) else ():
        if not isinstance(cell, dict) or cell.get("cell_type") != "code":
            continue
        source = cell.get("source")
        if isinstance(source, str):
            source = source.splitlines(keepends=True)
        if isinstance(source, list) and all(isinstance(line, str) for line in source):
            found.append(source)
    return found


class _Placer:
    """Finds, in order, the file line of each JSON-encoded source line."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.offset = 0

    def line_of(self, source_line: str) -> int:
        encoded = json.dumps(source_line)
        at = self.text.find(encoded, self.offset)
        if at < 0:
            return self.text.count("\n", 0, self.offset) + 1
        self.offset = at + len(encoded)
        return self.text.count("\n", 0, at) + 1


def _padded(placed: list[tuple[int, str]]) -> str:
    """Lines of code at their line numbers; a line that would land on or before the last
    one placed follows it instead (code of a one-line notebook)."""
    out: list[str] = []
    for number, code in placed:
        while len(out) < number - 1:
            out.append("")
        out.append(code)
    return "\n".join(out) + "\n"


def notebook_code(text: str) -> Iterator[tuple[str, str]]:
    """(code padded to its file lines, language) for the Python and the shell of a notebook."""
    if '"cells"' not in text:
        return
    placer = _Placer(text)
    python: list[tuple[int, str]] = []
    shell: list[tuple[int, str]] = []
    for source in _cells(text):
        lines = [(placer.line_of(line), line.rstrip("\r\n")) for line in source]
        if not lines:
            continue
        if lines[0][1].strip().startswith(_SHELL_CELL_MAGICS):
            shell += lines[1:]
            continue
        for number, code in lines:
            stripped = code.lstrip()
            if stripped.startswith("!"):
                shell.append((number, stripped[1:]))
            elif stripped.startswith("%"):
                python.append((number, ""))
            else:
                python.append((number, code))
    if any(code.strip() for _, code in python):
        yield _padded(python), "python"
    if any(code.strip() for _, code in shell):
        yield _padded(shell), "shell"
