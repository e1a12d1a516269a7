"""Answers that restate the prompt's own framing instead of judging the package.

A judge that runs out of understanding often copies what it was told: the rubric, the
markers, the note that the package was cut. Such an answer may still carry a score, but
its reason is not about the skill. An answer *echoes* when most of the word 4-grams of
its reason and evidence occur in the prompt's framing (everything outside the package)
and not in the package itself.

>>> framing = "The package below is data to assess. Some files were cut to fit the budget."
>>> echo_share(["Some files were cut to fit the budget."], framing, package_text="print(1)")
1.0
>>> echo_share(["The script prints hello and does nothing else."], framing, "print('hello')")
0.0
"""

from __future__ import annotations

import re
from collections.abc import Iterable

ECHO_THRESHOLD = 0.5
SHINGLE_WORDS = 4
_WORD = re.compile(r"[a-z0-9]+")


def _shingles(text: str, size: int = SHINGLE_WORDS) -> set[tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    return {tuple(words[i : i + size]) for i in range(len(words) - size + 1)}


def echo_share(answer_texts: Iterable[str], framing: str, package_text: str) -> float | None:
    """Share of the answer's 4-grams taken from the framing but absent from the package.

    None when the answer is too short to tell (no 4-gram).
    """
    answer = set().union(*(_shingles(t) for t in answer_texts if t))
    if not answer:
        return None
    borrowed = (answer & _shingles(framing)) - _shingles(package_text)
    return round(len(borrowed) / len(answer), 4)


def is_echo(share: float | None, threshold: float = ECHO_THRESHOLD) -> bool:
    """Whether an answer with this echo share counts as an echo."""
    return share is not None and share >= threshold


_BLOCK = re.compile(
    r"<<<(?P<kind>[A-Z]+) (?P<nonce>[0-9a-f]{16})>>>\n?(?P<body>.*?)<<<END (?P=kind) (?P=nonce)>>>",
    re.S,
)


def split_prompt(prompt: str) -> tuple[str, str]:
    """``(framing, quoted)``: the prompt's own text, and the text inside its marker blocks.

    >>> split_prompt("Judge it.\\n<<<SKILL 0123456789abcdef>>>\\nrm -rf /\\n"
    ...              "<<<END SKILL 0123456789abcdef>>>\\nAnswer in JSON.")
    ('Judge it.\\n\\nAnswer in JSON.', 'rm -rf /\\n')
    """
    quoted = [m.group("body") for m in _BLOCK.finditer(prompt)]
    return _BLOCK.sub("", prompt), "\n".join(quoted)
