"""Markdown ATX headings (``## Title``): which ones stand above a line or an offset.

A heading line starts with one to six ``#`` and a whitespace character. A line is tested
as the caller gives it: with its newline kept, a bare ``##`` counts (the newline is the
whitespace); split off by ``str.splitlines``, it does not. Nothing here skips fenced code:
callers that must not read a ``# comment`` in a code block as a heading pass the text with
its fences blanked.

>>> doc = "# Guide\\n\\n## Setup\\n\\nRun it.\\n\\n## Usage\\n\\nCall it.\\n"
>>> headings_above(doc.splitlines(), 5)
['Setup', 'Guide']
>>> nearest_heading(doc, doc.index("Run"))
'## Setup\\n'
>>> section_at(doc, doc.index("Run"))
'## Setup\\n\\nRun it.\\n\\n'
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import islice

_MARKER = re.compile(r"^(#{1,6})(?=\s)", re.M)


def heading(line: str) -> tuple[int, str] | None:
    """Level and title of a heading line, None for any other line.

    >>> heading("## Known attack patterns")
    (2, 'Known attack patterns')
    >>> heading("#!/bin/sh") is None, heading("####### seven") is None, heading("##") is None
    (True, True, True)
    """
    marker = _MARKER.match(line)
    if marker is None:
        return None
    return len(marker.group(1)), line[marker.end() :].lstrip()


def headings_above(lines: Sequence[str], line: int) -> list[str]:
    """Titles of the heading of the section holding 1-based ``line`` and of its parents,
    nearest first: each one a level above the last. ``line`` itself is not read.

    >>> headings_above(["# A", "## B", "### C", "## D", "text"], 5)
    ['D', 'A']
    """
    found, level = [], 7
    for text in reversed(lines[: line - 1]):
        parsed = heading(text)
        if parsed is not None and parsed[0] < level:
            level, title = parsed
            found.append(title)
    return found


def _lines_up(text: str, end: int) -> Iterator[tuple[int, str]]:
    """(start, line) of the lines of ``text[:end]``, last first, each with its newline;
    the last one is cut at ``end``."""
    while end > 0:
        start = text.rfind("\n", 0, end - 1) + 1
        yield start, text[start:end]
        end = start


def nearest_heading(text: str, offset: int, max_lines: int = 30) -> str:
    """The nearest heading line (with its newline) among the last ``max_lines`` lines of
    ``text[:offset]``, else ''. The line holding ``offset`` counts once ``offset`` is past
    its ``#`` marker and the space after it.

    >>> nearest_heading("## Notes\\nsome text", 12)
    '## Notes\\n'
    >>> nearest_heading("## Notes\\n" + "line\\n" * 3 + "x", 30, max_lines=2)
    ''
    """
    lines = islice(_lines_up(text, max(0, offset)), max_lines)
    return next((line for _, line in lines if heading(line) is not None), "")


def section_at(text: str, offset: int) -> str:
    """The section holding ``offset``: from the last heading at or above its line (or the
    start of ``text``) to the next heading below it (or the end of ``text``).

    >>> section_at("intro\\n## A\\nbody\\n## B\\n", 12)
    '## A\\nbody\\n'
    """
    line_end = text.find("\n", offset)
    line_end = len(text) if line_end < 0 else line_end
    starts = [marker.start() for marker in _MARKER.finditer(text, 0, line_end)]
    begin = starts[-1] if starts else 0
    following = _MARKER.search(text, line_end)
    return text[begin : following.start() if following else len(text)]


def sections(text: str) -> list[tuple[int, str]]:
    """(offset, text) of each part of ``text`` between headings: the part before the first
    heading, then each heading with the lines below it.

    >>> sections("intro\\n## A\\nbody\\n")
    [(0, 'intro\\n'), (6, '## A\\nbody\\n')]
    """
    starts = [0] + [m.start() for m in _MARKER.finditer(text)] + [len(text)]
    return [(a, text[a:b]) for a, b in zip(starts, starts[1:], strict=False) if b > a]
