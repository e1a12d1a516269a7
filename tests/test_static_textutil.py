"""The line helpers the loop detectors share read what a full split of the text gives."""

from __future__ import annotations

import random

from scorers.static_judge.textutil import indent_width, lines_after


def test_lines_after_equals_the_lines_of_a_full_split() -> None:
    rng = random.Random(3)
    for _ in range(500):
        text = "".join(rng.choice("ab \n") for _ in range(rng.randrange(0, 40)))
        offset, count = rng.randrange(0, len(text) + 1), rng.randrange(0, 6)
        assert lines_after(text, offset, count) == text[offset:].split("\n")[1 : 1 + count]


def test_indent_width_counts_leading_whitespace_only() -> None:
    assert [indent_width(s) for s in ("", "x", "  x  ", "\t\tx", "   ")] == [0, 0, 2, 2, 3]
