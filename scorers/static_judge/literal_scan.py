"""Literal prefilters for the rule regexes: the same matches, found without scanning every position.

Most rule regexes are alternations of phrasings that each contain a word (``ignore``,
``crontab``, ``/dev/tcp``) and most texts contain none of them, yet the regex engine tries
every alternative at every position of every text. From the parsed regex this module
derives, for each top-level alternative,

- the *required literals*: a set of strings at least one of which every match contains, and
- the *start literals*: a set of strings one of which every match begins with (after
  zero-width assertions such as ``\\b``), when the alternative has them, or that follow
  a leading optional run of word characters (``\\b[A-Z_]*SANDBOX``);

and then finds exactly the matches ``regex.finditer`` / ``regex.search`` would find:
alternatives whose required literals are absent from a text are left out of the regex
for that text (an alternative that cannot match anywhere never changes which one matches
first), and when every remaining alternative has start literals, the regex is only tried
where one of them occurs. Texts are compared after :func:`fold`, which maps every
character to the ASCII letter it matches case-insensitively, so a prefilter can only
let through more than the regex needs, never less. Which literals a text contains is
answered for all rules at once by one Aho-Corasick pass over it (:class:`LiteralIndex`).
Should the literal derivation fail (it reads the re module's private parser), a regex is
simply scanned whole.

>>> scanner = LiteralScanner(re.compile(r"\\bignore\\s+previous|\\bdisable\\s+sandbox", re.I))
>>> [m.group(0) for m in scanner.finditer("Please IGNORE  previous notes.")]
['IGNORE  previous']
>>> scanner.search("nothing to see") is None
True
"""

from __future__ import annotations

import bisect
import functools
import itertools
import operator
import re
import threading
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .regex_source import distribute_leading_group, split_alternatives

try:  # one pass over a text finds every literal the rules name (Aho-Corasick, in C)
    import ahocorasick
except ImportError:  # pragma: no cover - each literal is then looked for on its own
    ahocorasick = None

try:
    # The parser the re module itself uses (Python 3.11+); there is no public one. Should
    # a later Python move it, every regex is scanned whole (same matches, slower).
    import _sre
    from re import _constants as _c  # type: ignore[attr-defined]
    from re import _parser as _sre_parse  # type: ignore[attr-defined]
    from re._casefix import _EXTRA_CASES
except ImportError:  # pragma: no cover - depends on the Python release
    _sre = _c = _sre_parse = None
    _EXTRA_CASES = {}

_FOLD_TABLE = {code: code + 32 for code in range(ord("A"), ord("Z") + 1)} | {
    0x130: ord("i"),  # LATIN CAPITAL LETTER I WITH DOT ABOVE
    0x131: ord("i"),  # LATIN SMALL LETTER DOTLESS I
    0x17F: ord("s"),  # LATIN SMALL LETTER LONG S
    0x212A: ord("k"),  # KELVIN SIGN
}
"""Every character that a case-insensitive ASCII letter matches, mapped to that letter."""

_REPEATS = (
    {_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT)} if _c else set()
)
_ZERO_WIDTH = {_c.AT, _c.ASSERT, _c.ASSERT_NOT} if _c else set()
_MAX_START_CHARS = 8
_MAX_EXTENSIONS = 64


def fold(text: str) -> str:
    """``text`` with ASCII letters (and the few other characters that match them) lower-cased.

    Same length and offsets as ``text``.

    >>> fold("Kelvin \\u212a, long \\u017f")
    'kelvin k, long s'
    """
    if text.isascii():
        return text.lower()
    lowered = text.lower()
    if len(lowered) != len(text):  # a dotted capital I lower-cases to two characters
        return text.translate(_FOLD_TABLE)
    return lowered.replace("\u0131", "i").replace("\u017f", "s")


Literals = frozenset[str]


def _literal(code: int) -> str | None:
    return chr(code).translate(_FOLD_TABLE) if code < 128 else None


@functools.cache
def _upper_forms() -> dict[int, tuple[int, ...]]:
    """Non-ASCII characters by the (simple) lower-case form the regex engine compares."""
    forms: dict[int, list[int]] = {}
    for code in range(128, 0x110000):
        lower = _sre.unicode_tolower(code)
        if lower != code:
            forms.setdefault(lower, []).append(code)
    return {lower: tuple(codes) for lower, codes in forms.items()}


@functools.cache
def _variants(code: int) -> Literals:
    """Every character a case-insensitive regex literal ``chr(code)`` matches, with the
    lower-case form :func:`fold` may turn each into (a superset, never fewer).

    >>> sorted(_variants(ord("\u00e9")))
    ['\u00c9', '\u00e9']
    """
    if code < 128:
        return frozenset({chr(code).translate(_FOLD_TABLE)})
    lower = _sre.unicode_tolower(code)
    lowers = {code, lower, *_EXTRA_CASES.get(lower, ())}
    chars = {chr(c) for low in lowers for c in (low, *_upper_forms().get(low, ()))}
    return frozenset(chars | {c.lower() for c in chars if len(c.lower()) == 1})


def _best(clauses: list[Literals]) -> Literals | None:
    """The most selective clause: longest shortest literal, then fewest literals."""
    if not clauses:
        return None
    return max(clauses, key=lambda c: (min(map(len, c)), -len(c)))


def _literal_run(items: Sequence[tuple], index: int) -> str:
    """The ASCII literal characters from ``items[index]`` on, as one string."""
    run = ""
    # the parsed sequence's own list: a slice of it would copy the rest at every index
    for op, av in itertools.islice(getattr(items, "data", items), index, None):
        char = _literal(av) if op is _c.LITERAL else None
        if char is None:
            break
        run += char
    return run


def _extended(items: Sequence[tuple], index: int, run: str) -> Literals:
    """``run`` followed by each way the rest of the sequence can start, when that is known."""
    rest = _starts(items[index + len(run) :], extend=False)
    if rest is None or len(rest) > _MAX_EXTENSIONS:
        return frozenset({run})
    return frozenset(run + head for head in rest)


def _required(items: Sequence[tuple]) -> list[Literals]:
    """Clauses (sets of literals) that every match of the parsed sequence satisfies."""
    clauses: list[Literals] = []
    index = 0
    while index < len(items):
        op, av = items[index]
        run = _literal_run(items, index)
        if run:
            clauses.append(_extended(items, index, run))
            index += len(run)
            continue
        if op is _c.SUBPATTERN:
            clauses += _required(av[-1])
        elif op is _c.ATOMIC_GROUP:
            clauses += _required(av)
        elif op in _REPEATS and av[0] >= 1:
            clauses += _required(av[2])
        elif op is _c.BRANCH:
            union: set[str] = set()
            for alternative in av[1]:
                best = _best(_required(alternative))
                if best is None:
                    break
                union |= best
            else:
                clauses.append(frozenset(union))
        index += 1
    return clauses


def _char_set(av: list[tuple]) -> Literals | None:
    chars: set[str] = set()
    for op, value in av:
        if op is not _c.LITERAL:
            return None
        chars |= _variants(value)
    return frozenset(chars) if 0 < len(chars) <= _MAX_START_CHARS else None


def _head(op: object, av: Any) -> Literals | None:
    """Literals one of which every match of one mandatory parsed element starts with."""
    if op is _c.LITERAL:
        return _variants(av)
    if op is _c.SUBPATTERN:
        return _starts(av[-1])
    if op in _REPEATS and av[0] >= 1:
        return _starts(av[2])
    if op is _c.IN:
        return _char_set(av)
    if op is _c.BRANCH:
        union: set[str] = set()
        for alternative in av[1]:
            starts = _starts(alternative)
            if starts is None:
                return None
            union |= starts
        return frozenset(union)
    return None


def _starts(items: Sequence[tuple], extend: bool = True) -> Literals | None:
    """Literals one of which every match of the parsed sequence starts with, or None.

    An optional element contributes its own starts and those of what follows it; a
    literal run is extended by how the rest starts (once, when ``extend``); a leading
    lookahead gives its own starts, since the match begins where it does.
    """
    for index, (op, av) in enumerate(items):
        if op is _c.ASSERT and av[0] == 1:  # a lookahead: what the match goes on with
            ahead = _starts(av[1], extend)
            if ahead is not None:
                return ahead
            continue
        if op in _ZERO_WIDTH:
            continue
        run = _literal_run(items, index)
        if run:
            return _extended(items, index, run) if extend else frozenset({run})
        if op in _REPEATS and av[0] == 0 and av[1] >= 1:
            own, rest = _starts(av[2], extend), _starts(items[index + 1 :], extend)
            return None if own is None or rest is None else own | rest
        head = _head(op, av)
        if extend and head is not None and op is _c.IN:
            # one character of a set, then what follows: ``[/"]cookies`` starts '/cookies'
            rest = _starts(items[index + 1 :], extend=False)
            if rest is not None and len(head) * len(rest) <= _MAX_EXTENSIONS:
                return frozenset(char + tail for char in head for tail in rest)
        return head
    return None


_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def _word_class(op: object, av: Any) -> bool:
    """The parsed element matches word characters only (``[A-Z_]``, ``[a-z0-9]``, ``x``):
    ASCII letters, digits and ``_``, and under IGNORECASE their case variants, all
    letters themselves (``str.isalnum``)."""
    if op is _c.LITERAL:
        return chr(av) in _WORD_CHARS
    if op is not _c.IN:
        return False
    for item, value in av:
        if item is _c.LITERAL and chr(value) in _WORD_CHARS:
            continue
        if item is _c.RANGE and any(
            low <= value[0] <= value[1] <= high
            for low, high in ((48, 57), (65, 90), (97, 122))  # 0-9, A-Z, a-z
        ):
            continue
        return False
    return True


def _starts_after_word_run(items: Sequence[tuple]) -> Literals | None:
    """Start literals of what follows a leading optional run of word characters, as in
    ``\\b[A-Z_]*SANDBOX``: every match then begins inside the run of word characters
    that ends where one of them occurs (see :meth:`FoldedText.word_run_offsets`)."""
    index = 0
    while index < len(items) and items[index][0] in _ZERO_WIDTH:
        index += 1
    if index == len(items):
        return None
    op, av = items[index]
    if op not in _REPEATS or av[0] != 0 or len(av[2]) != 1 or not _word_class(*av[2][0]):
        return None
    return _useful_starts(_starts(items[index + 1 :]))


_WORD_RUN = re.compile(r"[a-z0-9_]+")
_WORDS_FROM = 2000
"""Texts at least this long are searched through their distinct words (shorter ones are
searched faster whole than split)."""


@functools.cache
def _is_word(literal: str) -> bool:
    """Every character of ``literal`` is one :data:`_WORD_RUN` matches."""
    return _WORD_RUN.fullmatch(literal) is not None


_AUTOMATON_MIN = 3
"""Literals at least this long are found by :data:`LITERALS`' automaton; shorter ones
occur in nearly every text, where ``in`` stops at the first occurrence."""


_VALUE = operator.itemgetter(1)
"""The literal of an automaton hit (an ``(end offset, literal)`` pair)."""


class LiteralIndex:
    """Every literal the scanners look for, in one Aho-Corasick automaton: one pass over a
    text tells which of them it contains (the literal tests of all rules at once).

    Literals registered after the automaton was built are added at the next look-up that
    needs one of them. Without the ``ahocorasick`` module nothing is registered and every
    literal is looked for on its own (same answers, slower).

    >>> index = LiteralIndex()
    >>> index.register(["curl", "wget", "sh"])
    >>> covered, found = index.found_in("curl x | sh")
    >>> sorted(covered), sorted(found)
    (['curl', 'wget'], ['curl'])
    """

    def __init__(self) -> None:
        self.pending: set[str] = set()
        self.covered: frozenset[str] = frozenset()
        self._built: tuple[frozenset[str], Any] = (self.covered, None)
        """The covered literals and their automaton, replaced together."""
        self._lock = threading.Lock()

    def register(self, literals: Iterable[str]) -> None:
        if ahocorasick is None:
            return
        with self._lock:
            for literal in literals:
                if len(literal) >= _AUTOMATON_MIN and literal not in self.covered:
                    self.pending.add(literal)

    def found_in(self, folded: str) -> tuple[frozenset[str], set[str]]:
        """(the literals looked for, those of them that occur in ``folded``)."""
        if self.pending:
            with self._lock:
                covered = self.covered | self.pending
                automaton = ahocorasick.Automaton()
                for literal in covered:
                    automaton.add_word(literal, literal)
                automaton.make_automaton()
                self._built, self.covered, self.pending = (covered, automaton), covered, set()
        covered, automaton = self._built
        if automaton is None:
            return covered, set()
        return covered, set(map(_VALUE, automaton.iter(folded)))


LITERALS = LiteralIndex()
"""The literals of every scanner built so far (see :func:`scanner_for`)."""


@functools.lru_cache(maxsize=256)
def folded_text(text: str) -> FoldedText:
    """The shared :class:`FoldedText` of ``text``: detectors reading the same text share
    its fold and literal look-ups (a per-text cache; nothing is kept across texts but the
    last few)."""
    return FoldedText(text)


class FoldedText:
    """A text, its :func:`fold`, and memoised literal look-ups shared by every rule.

    >>> folded = FoldedText("Curl it")
    >>> folded.has("curl"), sorted(folded.offsets(frozenset({"it", "url"})))
    (True, [1, 5])
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.folded = fold(text)
        self._has: dict[str, bool] = {}
        self._offsets: dict[Literals, list[int]] = {}
        self._starts: dict[str, list[int]] = {}
        """Where each literal starts, for the literals :meth:`offsets` was asked about."""
        self._run_offsets: dict[Literals, list[int]] = {}
        self._words: str | None = None
        self._found: tuple[frozenset[str], set[str]] | None = None

    def has(self, literal: str) -> bool:
        found = self._has.get(literal)
        if found is None:
            found = self._has[literal] = self._contains(literal)
        return found

    def found(self) -> tuple[frozenset[str], set[str]]:
        """(the literals :data:`LITERALS` looks for, those of them in this text), for the
        literals registered so far."""
        found = self._found
        if found is None or LITERALS.pending or found[0] is not LITERALS.covered:
            found = self._found = LITERALS.found_in(self.folded)
        return found

    def _contains(self, literal: str) -> bool:
        """``literal in self.folded``. A registered literal is answered by one automaton
        pass over the text (see :class:`LiteralIndex`), a shorter one by a plain search.
        Without the automaton, a literal of word characters is looked for in a long text's
        distinct words only (every occurrence lies inside one run of them)."""
        if literal in LITERALS.covered or literal in LITERALS.pending:
            covered, present = self.found()
            if literal in covered:
                return literal in present
        if ahocorasick is not None or len(self.folded) < _WORDS_FROM or not _is_word(literal):
            return literal in self.folded
        if self._words is None:
            self._words = "\0".join(set(_WORD_RUN.findall(self.folded)))
        return literal in self._words

    def word_run_offsets(self, literals: Literals) -> list[int]:
        """Sorted offsets where one of ``literals`` starts, and every offset of the run of
        word characters (``str.isalnum`` or ``_``) that ends there.

        >>> FoldedText("x MY_SANDBOX=1").word_run_offsets(frozenset({"sandbox"}))
        [2, 3, 4, 5]
        """
        found = self._run_offsets.get(literals)
        if found is None:
            text = self.text
            hits: set[int] = set()
            for offset in self.offsets(literals):
                start = offset
                while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
                    start -= 1
                hits.update(range(start, offset + 1))
            found = self._run_offsets[literals] = sorted(hits)
        return found

    def offsets(self, literals: Literals) -> list[int]:
        """Sorted offsets where one of ``literals`` starts (overlapping ones included).

        Each literal's offsets are searched for once per text, whichever set asks first:
        the rules share many start words.
        """
        found = self._offsets.get(literals)
        if found is None:
            per_literal = []
            for literal in _shortest_prefixes(literals):
                starts = self._starts.get(literal)
                if starts is None:
                    starts = self._starts[literal] = self._literal_starts(literal)
                if starts:
                    per_literal.append(starts)
            # each literal's starts are sorted runs, and no two of these literals start at
            # the same offset (one would start with the other): merging them holds each once
            one = len(per_literal) == 1
            found = per_literal[0] if one else sorted(itertools.chain(*per_literal))
            self._offsets[literals] = found
        return found

    def _literal_starts(self, literal: str) -> list[int]:
        """Every offset where ``literal`` starts in the folded text, in increasing order."""
        starts: list[int] = []
        if self.has(literal):
            folded = self.folded
            index = folded.find(literal)
            while index != -1:
                starts.append(index)
                index = folded.find(literal, index + 1)
        return starts


@functools.cache
def _shortest_prefixes(literals: Literals) -> tuple[str, ...]:
    """The literals that no other one of them starts (the others start where these do).

    >>> _shortest_prefixes(frozenset({"c", "cat", "etcat"}))
    ('c', 'etcat')
    """
    # In sorted order the literals that start with one follow it, and the last one kept
    # before a literal is its prefix when the set holds one: one comparison each.
    kept: list[str] = []
    for literal in sorted(literals):
        if not kept or not literal.startswith(kept[-1]):
            kept.append(literal)
    return tuple(kept)


@dataclass
class _Alternative:
    source: str
    clauses: tuple[Literals, ...]
    """Each clause: a set of literals one of which every match contains (all clauses hold)."""
    starts: Literals | None
    after_word_run: bool = False
    """The starts follow an optional run of word characters a match may begin inside."""
    _rest: tuple[frozenset[str], tuple[tuple[str, ...], ...]] | None = None
    """The literals of each clause the automaton does not look for, with the set it does."""

    def possible_in(self, text: FoldedText) -> bool:
        """False when a literal this alternative needs is absent from the text."""
        found = text._found  # FoldedText.found, inlined while it is up to date
        if found is None or LITERALS.pending or found[0] is not LITERALS.covered:
            found = text.found()
        covered, present = found
        rest = self._rest
        if rest is None or rest[0] is not covered:
            uncovered = tuple(tuple(lit for lit in c if lit not in covered) for c in self.clauses)
            rest = self._rest = (covered, uncovered)
        memo = text._has  # FoldedText.has, inlined: the hottest loop
        for clause, others in zip(self.clauses, rest[1], strict=True):
            if not present.isdisjoint(clause):
                continue
            for literal in others:
                held = memo.get(literal)
                if held is None:
                    held = memo[literal] = text._contains(literal)
                if held:
                    break
            else:
                return False
        return True


def _useful_starts(starts: Literals | None) -> Literals | None:
    """Start literals worth jumping to: a single ASCII letter or digit occurs almost everywhere."""
    if starts is None or any(len(s) == 1 and s.isascii() and s.isalnum() for s in starts):
        return None
    return starts


def _scan_cost(clause: Literals) -> tuple[int, int]:
    """Fewest literals first, then the longest shortest literal (rarer in a text)."""
    return len(clause), -min(map(len, clause))


def _alternative(source: str, flags: int) -> _Alternative | None:
    try:
        parsed = _sre_parse.parse(source, flags)
    except re.error:
        return None
    # A clause of few literals first: when all are absent, it rules the alternative out
    # after the fewest scans of the text.
    clauses = tuple(sorted(dict.fromkeys(_required(parsed.data)), key=_scan_cost))
    starts = _useful_starts(_starts(parsed.data))
    if starts is None:
        after = _starts_after_word_run(parsed.data)
        if after is not None:
            return _Alternative(source, clauses, after, after_word_run=True)
    return _Alternative(source, clauses, starts)


def _alternatives(regex: re.Pattern[str]) -> list[_Alternative] | None:
    """Per top-level alternative: its source, required and start literals (None: unknown).

    A regex with groups, comments or inline flags is kept whole: a split would renumber
    its groups or lose its flags. Any failure of the derivation (it reads the re module's
    private parser, which a later Python may change) leaves the regex without prefilter:
    it then scans every text whole, with the same matches.
    """
    try:
        alternatives = _derive_alternatives(regex)
    except Exception:  # whatever broke, the plain regex is always right
        return None
    if alternatives is not None:
        for alternative in alternatives:
            LITERALS.register(itertools.chain(*alternative.clauses, alternative.starts or ()))
    return alternatives


def _derive_alternatives(regex: re.Pattern[str]) -> list[_Alternative] | None:
    if _sre_parse is None:
        return None
    source, flags = regex.pattern, regex.flags
    if not isinstance(source, str):
        return None
    whole = regex.groups or flags & re.VERBOSE or re.match(r"\(\?[aiLmsux]", source)
    sources = [source] if whole else split_alternatives(source)
    alternatives: list[_Alternative] = []
    for part in sources:
        found = _with_starts(part, flags)
        if found is None:
            return None
        alternatives += found
    return alternatives


_MAX_DISTRIBUTED = 64
"""The most alternatives one top-level alternative is split into for its start literals."""


def _with_starts(source: str, flags: int) -> list[_Alternative] | None:
    """The alternative ``source``, or, when it has no start literals and begins with a
    group of alternatives, that group distributed over the rest (see
    :func:`distribute_leading_group`), again where a part lacks them: each part then has
    its own required and start literals. None when a part does not parse."""
    alternative = _alternative(source, flags)
    if alternative is None or alternative.starts is not None:
        return [alternative] if alternative else None
    parts: list[_Alternative] = []
    for part in distribute_leading_group(source):
        found = [alternative] if part == source else _with_starts(part, flags)
        if found is None:
            return None
        parts += found
    return parts if len(parts) <= _MAX_DISTRIBUTED else [alternative]


class LiteralScanner:
    """``finditer``/``search`` of one compiled regex, with its literal prefilters."""

    def __init__(self, regex: re.Pattern[str]) -> None:
        self.regex = regex
        self.alternatives = _alternatives(regex)
        self._gate = _automaton_gate(self.alternatives)
        self._by_gate, self._ungated = _alternatives_by_gate(self.alternatives)
        self._any_line = self.alternatives is None or any(
            not a.clauses and a.starts is None for a in self.alternatives
        )
        """Some alternative needs no literal and starts with none: any line may hold a match."""
        self._reduced: dict[tuple[int, ...], re.Pattern[str] | None] = {}
        self._kept_starts: dict[tuple[int, ...], tuple[Literals, Literals] | None] = {}

    def _ruled_out(self, text: FoldedText) -> bool:
        """True when the automaton alone shows that no alternative can match ``text``."""
        gate = self._gate
        return gate is not None and text.found()[1].isdisjoint(gate)

    def _possible(self, text: FoldedText) -> list[int]:
        """Indices, in order, of the alternatives :meth:`_Alternative.possible_in` keeps for
        ``text``. Only those with a gate literal in the text (or without a gate) are asked:
        the others lack every literal of a clause the automaton looks for."""
        alternatives = self.alternatives or []
        asked = set(self._ungated)
        if self._by_gate:
            for literal in text.found()[1] & self._by_gate.keys():
                asked.update(self._by_gate[literal])
        return [i for i in sorted(asked) if alternatives[i].possible_in(text)]

    def may_match(self, text: FoldedText) -> bool:
        """False when no part of ``text`` can match: every alternative lacks a literal it
        needs. A line or other substring of ``text`` then cannot match either.

        >>> scanner = LiteralScanner(re.compile(r"\\bcurl\\b|\\bwget\\b"))
        >>> scanner.may_match(FoldedText("pip install x")), scanner.may_match(FoldedText("WGET"))
        (False, True)
        """
        if self.alternatives is None:
            return True
        if self._ruled_out(text):
            return False
        return any(alternative.possible_in(text) for alternative in self.alternatives)

    def candidate_lines(self, index: LineIndex) -> list[int] | None:
        """Sorted 1-based numbers of the lines where a match may be (None: any line): those
        holding a literal of each clause of an alternative, or for an alternative that needs
        none, one it starts with."""
        if self._any_line or self.alternatives is None:
            return None
        if self._ruled_out(index.joined):
            return []
        numbers: set[int] = set()
        # an alternative left out has a clause without any of its literals in the text: no line
        for kept in self._possible(index.joined):
            alternative = self.alternatives[kept]
            if not alternative.clauses and alternative.starts is not None:
                numbers |= index.lines_with(alternative.starts)
                continue
            lines: set[int] | None = None
            for clause in alternative.clauses:
                found = index.lines_with(clause)
                lines = found if lines is None else lines & found
                if not lines:
                    break
            numbers |= lines or set()
        return sorted(numbers)

    def _regex_for(self, kept: tuple[int, ...]) -> re.Pattern[str] | None:
        if kept not in self._reduced:
            alternatives = self.alternatives or []
            if not kept:
                self._reduced[kept] = None
            elif len(kept) == len(alternatives):
                self._reduced[kept] = self.regex
            else:
                source = "|".join(alternatives[i].source for i in kept)
                self._reduced[kept] = re.compile(source, self.regex.flags)
        return self._reduced[kept]

    def _starts_of(self, kept: tuple[int, ...]) -> tuple[Literals, Literals] | None:
        """(start literals, start literals after a word run) of the kept alternatives, the
        same set objects for the same alternatives (texts memoise their offsets by set);
        None when one of them has no start literals."""
        if kept not in self._kept_starts:
            alternatives = [(self.alternatives or [])[i] for i in kept]
            if any(a.starts is None for a in alternatives):
                self._kept_starts[kept] = None
            else:
                starts = [(a.starts, a.after_word_run) for a in alternatives]
                self._kept_starts[kept] = (
                    frozenset[str]().union(*(s for s, after in starts if s and not after)),
                    frozenset[str]().union(*(s for s, after in starts if s and after)),
                )
        return self._kept_starts[kept]

    def finditer(self, text: str | FoldedText) -> Iterator[re.Match[str]]:
        """Exactly the matches of ``self.regex.finditer(text)``."""
        folded = text if isinstance(text, FoldedText) else folded_text(text)
        if self.alternatives is None:
            yield from self.regex.finditer(folded.text)
            return
        if self._ruled_out(folded):
            return
        kept = tuple(self._possible(folded))
        if not kept:
            return
        found_starts = self._starts_of(kept)
        if found_starts is None:
            yield from (self._regex_for(kept) or self.regex).finditer(folded.text)
            return
        # Tried only at a few offsets, the whole regex is as good as the reduced one (an
        # alternative that cannot match anywhere does not match there) and needs no compiling.
        regex = self.regex
        position = 0
        starts, after_run = found_starts
        offsets = folded.offsets(starts) if starts else []
        if after_run:
            extra = folded.word_run_offsets(after_run)
            offsets = sorted({*offsets, *extra})
        for candidate in offsets:
            if candidate < position:
                continue
            match = regex.match(folded.text, candidate)
            if match is not None:
                yield match
                position = max(match.end(), candidate + 1)

    def search(self, text: str | FoldedText) -> re.Match[str] | None:
        """Exactly ``self.regex.search(text)``."""
        return next(self.finditer(text), None)


def _gate_clause(alternative: _Alternative) -> Literals | None:
    """The clause of ``alternative`` with fewest literals among those made only of literals
    the automaton looks for (None: it has none). A text without any of them cannot match it."""
    clauses = [c for c in alternative.clauses if c and min(map(len, c)) >= _AUTOMATON_MIN]
    return min(clauses, key=len) if clauses else None


def _automaton_gate(alternatives: list[_Alternative] | None) -> Literals | None:
    """Literals, all looked for by the automaton, one of which every text that any of
    ``alternatives`` can match contains (None when some alternative has no clause made
    only of such literals). One set test then rules most texts out for the whole regex.

    >>> alternatives = _alternatives(re.compile(r"curl .* sh|wget -q"))
    >>> sorted(_automaton_gate(alternatives)) if ahocorasick else ['curl ', 'wget -q']
    ['curl ', 'wget -q']
    """
    if ahocorasick is None or not alternatives:
        return None
    gate: set[str] = set()
    for alternative in alternatives:
        clause = _gate_clause(alternative)
        if clause is None:
            return None
        gate |= clause
    return frozenset(gate)


def _alternatives_by_gate(
    alternatives: list[_Alternative] | None,
) -> tuple[dict[str, tuple[int, ...]], tuple[int, ...]]:
    """(each gate literal -> the indices of the alternatives whose gate clause holds it,
    the indices of the alternatives without a gate clause). See :func:`_gate_clause`.

    >>> found = _alternatives_by_gate(_alternatives(re.compile(r"curl .* sh|wget -q|x+")))
    >>> found if ahocorasick else ({"curl ": (0,), "wget -q": (1,)}, (2,))
    ({'curl ': (0,), 'wget -q': (1,)}, (2,))
    """
    by_literal: dict[str, list[int]] = {}
    ungated: list[int] = []
    for index, alternative in enumerate(alternatives or []):
        clause = _gate_clause(alternative) if ahocorasick is not None else None
        if clause is None:
            ungated.append(index)
        for literal in clause or ():
            by_literal.setdefault(literal, []).append(index)
    return {literal: tuple(found) for literal, found in by_literal.items()}, tuple(ungated)


class _ScannerCache:
    """The scanner of each compiled regex, looked up by the regex object's identity.

    A compiled regex hashes its whole compiled program on every ``hash()``, which a
    ``functools.cache`` key pays at every call; the rules call this once per pattern and
    text. Each entry keeps its regex alive, so an id is never reused while it is cached.

    >>> regex = re.compile("curl")
    >>> scanner_for(regex) is scanner_for(regex), scanner_for(regex).regex is regex
    (True, True)
    """

    def __init__(self) -> None:
        self._scanners: dict[int, tuple[re.Pattern[str], LiteralScanner]] = {}

    def __call__(self, regex: re.Pattern[str]) -> LiteralScanner:
        entry = self._scanners.get(id(regex))
        if entry is None or entry[0] is not regex:
            entry = self._scanners[id(regex)] = (regex, LiteralScanner(regex))
        return entry[1]

    def cache_clear(self) -> None:
        self._scanners.clear()


scanner_for = _ScannerCache()
"""The (cached) scanner of a compiled regex: ``scanner_for(regex)``."""


class LineIndex:
    """Lines of a text (as ``str.splitlines`` gives them) and which lines hold which literal.

    >>> index = LineIndex("a\\ncurl x | sh\\nb")
    >>> index.lines_with(frozenset({"curl"}))
    {2}
    """

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        joined = "\n".join(self.lines)
        if len(text) - len(joined) == 1 and text[-1] == "\n" and text.startswith(joined):
            joined = text  # the same offsets: share the whole text's look-ups (see lines_with)
        self.joined = folded_text(joined)
        self._cache: dict[Literals, set[int]] = {}
        self._starts: list[int] | None = None

    def _line_starts(self) -> list[int]:
        """Offset in the joined text where each line starts (built on first use)."""
        if self._starts is None:
            # 0, then each line's start = previous start + its length + 1 (the newline)
            lengths = map((1).__add__, map(len, self.lines[:-1]))
            self._starts = list(itertools.accumulate(lengths, initial=0))
        return self._starts

    def candidates(self, regexes: Iterable[re.Pattern[str]]) -> Sequence[int]:
        """1-based numbers, in order, of the lines where one of ``regexes`` may match
        (every line when the literals one of them needs are unknown).

        >>> LineIndex("a\\ncurl x\\nwget y").candidates([re.compile("curl"), re.compile("wget")])
        [2, 3]
        """
        numbers: set[int] = set()
        for regex in regexes:
            found = scanner_for(regex).candidate_lines(self)
            if found is None:
                return range(1, len(self.lines) + 1)
            numbers.update(found)
        return sorted(numbers)

    def lines_with(self, literals: Literals) -> set[int]:
        """1-based numbers of the lines containing one of ``literals`` (and the last line
        when one runs into the text's final newline: a candidate more, never one less)."""
        found = self._cache.get(literals)
        if found is None:
            joined, found = self.joined, set()
            folded = joined.folded
            for literal in literals:
                if not joined.has(literal):
                    continue
                starts = self._line_starts()
                index = folded.find(literal)
                while index != -1:
                    number = bisect.bisect_right(starts, index)
                    found.add(number)
                    if number >= len(starts):
                        break
                    index = folded.find(literal, starts[number])  # on from the next line
            self._cache[literals] = found
        return found


@functools.lru_cache(maxsize=32)
def line_index(text: str) -> LineIndex:
    """The shared :class:`LineIndex` of ``text`` (a per-text cache, like :func:`folded_text`):
    the detectors that scan one file line by line split and index it once."""
    return LineIndex(text)
