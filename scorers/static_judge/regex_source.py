"""The alternatives of a regex, read from its source text.

A regex ``A|B`` finds the same matches as its alternatives tried in order, and so does
``P(?:A|B)R`` written as ``PAR|PBR``: at each position the engine tries ``A`` (with ``R``
after each way ``A`` matches) before ``B``, in both forms. :mod:`literal_scan` splits
regexes this way to give each alternative its own literal prefilter.

>>> split_alternatives(r"a|b(c|d)")
['a', 'b(c|d)']
>>> distribute_leading_group(r"\\b(?:you|we)\\s+are")
['\\\\byou\\\\s+are', '\\\\bwe\\\\s+are']
"""

from __future__ import annotations

import re
from collections.abc import Iterator

_QUANTIFIERS = ("*", "+", "?", "{")
_LEADING_GROUP = re.compile(r"((?:\\b)*)\(\?:")
"""Word boundaries, then a non-capturing group without flags."""


def _structure(pattern: str) -> Iterator[tuple[int, str, int]]:
    """(offset, character, depth) of each character of ``pattern`` outside escapes and
    character classes; the depth counts the groups open before the character (a closing
    parenthesis gives the depth after it)."""
    depth, index, in_class = 0, 0, False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            if char == "]":
                in_class = False
        elif char == "[":
            in_class = True
            if pattern[index + 1 : index + 2] == "^":
                index += 1
            if pattern[index + 1 : index + 2] == "]":
                index += 1  # a leading ']' is a member, not the end
        else:
            if char == ")":
                depth -= 1
            yield index, char, depth
            if char == "(":
                depth += 1
        index += 1


def split_alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of a regex source (``a|b(c|d)`` -> ``['a', 'b(c|d)']``)."""
    parts, start = [], 0
    for index, char, depth in _structure(pattern):
        if char == "|" and depth == 0:
            parts.append(pattern[start:index])
            start = index + 1
    parts.append(pattern[start:])
    return parts


def _closing(pattern: str, opening: int) -> int:
    """Offset of the parenthesis closing the top-level group opened at ``opening`` (-1: none)."""
    for index, char, depth in _structure(pattern):
        if index > opening and char == ")" and depth == 0:
            return index
    return -1


def distribute_leading_group(source: str) -> list[str]:
    """``P(?:A|B)R`` as ``['PAR', 'PBR']`` (``P``: leading ``\\b``): the same matches in the
    same order of preference. ``[source]`` when it does not start with such a group, or
    the group is repeated (``(?:A|B)+``) or has one alternative.

    >>> distribute_leading_group(r"(?:a|b)+c"), distribute_leading_group(r"x(?:a|b)")
    (['(?:a|b)+c'], ['x(?:a|b)'])
    """
    head = _LEADING_GROUP.match(source)
    if head is None:
        return [source]
    end = _closing(source, head.end() - 3)
    if end < 0 or source.startswith(_QUANTIFIERS, end + 1):
        return [source]
    parts = split_alternatives(source[head.end() : end])
    if len(parts) < 2:
        return [source]
    prefix, rest = head.group(1), source[end + 1 :]
    return [prefix + part + rest for part in parts]
