"""A shell script read as one program with the package's shell files it sources, and the
functions of that program.

Detectors that follow a value through helper functions need both: the library a script
sources (``source "$HERE/lib/net.sh"``) defines the helpers the script calls, and a
helper's positional parameters (``$1``) mean something only inside its own body.

>>> files = {"scripts/run.sh": 'source "$HERE/lib/net.sh"\\nget x',
...          "scripts/lib/net.sh": 'get() {\\n  curl "$1"\\n}'}
>>> [(line.path, line.number) for line in program(files, "scripts/run.sh")][1:3]
[('scripts/run.sh', 2), ('scripts/lib/net.sh', 1)]
>>> spans = functions([line.text for line in program(files, "scripts/run.sh")])
>>> spans["get"].start, spans["get"].end, enclosing(spans, 3)
(2, 4, 'get')
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Mapping
from dataclasses import dataclass

from .sourced_settings import sourced_paths
from .textutil import closing_brace


@dataclass(frozen=True)
class ShellLine:
    """One line of a program: the file it comes from, its number there, its text."""

    path: str
    number: int
    text: str


@dataclass(frozen=True)
class ShellFunction:
    """A function of a program: the 0-based program lines it spans, and its braced body."""

    start: int
    end: int
    body: str


_FUNCTION = re.compile(
    r"^[ \t]*(?:function[ \t]+([\w:.-]+)(?:[ \t]*\(\))?|([\w:.-]+)[ \t]*\(\))[ \t]*\{?", re.M
)


def program(files: Mapping[str, str], path: str) -> list[ShellLine]:
    """The lines of the script at ``path`` followed by those of each package file it
    sources; comment lines are kept, blanked, so numbers stay."""
    lines = _lines(path, files[path])
    for sourced in sourced_paths(files[path], files):
        if sourced != path:
            lines += _lines(sourced, files[sourced])
    return lines


def _lines(path: str, text: str) -> list[ShellLine]:
    return [
        ShellLine(path, number, "" if line.lstrip().startswith("#") else line)
        for number, line in enumerate(text.split("\n"), 1)
    ]


def functions(lines: list[str]) -> dict[str, ShellFunction]:
    """Each shell function of ``lines``: the lines its body spans, and the body."""
    found = {}
    text = "\n".join(lines)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    for match in _FUNCTION.finditer(text):
        opening = text.find("{", match.start(), match.end() + 200)
        if opening < 0:
            continue
        closing = closing_brace(text, opening)
        first = bisect.bisect_right(starts, match.start()) - 1
        last = bisect.bisect_right(starts, closing) - 1
        found[match.group(1) or match.group(2)] = ShellFunction(first, last, text[opening:closing])
    return found


def enclosing(spans: dict[str, ShellFunction], index: int) -> str:
    """The innermost function whose body holds line ``index``; "" at the top level."""
    best, span = "", None
    for name, function in spans.items():
        inside = function.start <= index <= function.end
        if inside and (span is None or function.end - function.start < span):
            best, span = name, function.end - function.start
    return best


def calls(line: str, function: str) -> list[list[str]]:
    """The argument words of each call of ``function`` on ``line`` (its definition is none).

    >>> calls('out="$(beat "$s" x)"; beat', "beat")
    [['"$s"', 'x'], []]
    """
    if re.match(r"\s*function\b", line):
        return []
    found = []
    for match in re.finditer(rf"(?:^|[\s;&|(`]){re.escape(function)}(?=[ \t]|$|[;&|)`])", line):
        rest = line[match.end() :]
        if rest.lstrip().startswith("()"):
            continue
        found.append(_WORD.findall(re.split(r"[;&|)`]", rest, maxsplit=1)[0]))
    return found


_WORD = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'[^']*'|[^\s]+")
