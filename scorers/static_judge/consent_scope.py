"""When a no-confirmation instruction is harmless: it covers only actions that look.

"Do not ask for permission" is an order to act unchecked only when what it covers could
change, send or run something. Skills often skip the ask for reading, scanning or drafting
and keep it for everything else. The ``auto-run`` prose rule lets such a phrase pass in
three forms, all decided here:

- the rest of its sentence moves the ask to another step ("at each intermediate step") or
  limits the skip to operations that change nothing ("for read-only queries", "dry runs");
- it sits in a read-only section, or in a paragraph that says when to ask the user, and its
  sentence names nothing that changes or sends (:func:`skip_ask_is_scoped`);
- every object it names, in its sentence, in the list it introduces or, when it stands
  alone ("Don't ask permission. Just do it."), in the list just above it, starts with a
  verb that only looks or writes an answer (:func:`only_harmless_actions`).

The first two are checked where the phrase is found (:func:`skip_covers_harmless_actions`);
the third is checked on the findings of whole documents only.

>>> text = "Never ask permission for:\\n\\n- Reading reference files\\n- Scanning the codebase\\n"
>>> only_harmless_actions(text, 1)
True
>>> upload = "Never ask permission for:\\n- Reading files\\n- Uploading the logs\\n"
>>> only_harmless_actions(upload, 1)
False
>>> start = "1. Read SOUL.md\\n2. If in the main session: also read MEMORY.md\\n\\n"
>>> start += "Don't ask permission."
>>> only_harmless_actions(start, 4)
True
>>> only_harmless_actions(start.replace("Read SOUL.md", "Upload SOUL.md"), 4)
False
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from .literal_scan import line_index
from .markdown_sections import nearest_heading

_I = re.IGNORECASE

_ASK_MOVED_OR_LOOK_ONLY = re.compile(
    r"^[^.\n]{0,30}?\b(?:at|between|for|during)\s+(?:the\s+|each\s+|every\s+)?(?:intermediate|individual|sub-?)\s*steps?\b"
    r"|^[^\n]{0,60}?\b(?:confirm\w*|approval)\s+(?:happens|comes|is\s+(?:asked|requested|given|collected))\s+"
    r"(?:at|in|after|once)\s+(?:step|stage|phase|the\s+end|the\s+final)"
    r"|^[^.\n]{0,40}?\b(?:when|if|for|on|as\s+long\s+as)\b[^.\n]{0,60}?\b(?:read-only|non-destructive"
    r"|formatting(?:-only)?|whitespace|dry[- ]runs?|previews?)\b",
    _I,
)
"""After the phrase, in its sentence: the ask is moved to another step, or skipped only
for operations that change nothing (read-only, dry runs, formatting)."""
_ASK_DEFINED = re.compile(
    r"\bask\s+(?:the\s+user|before|first|for\s+(?:confirmation|approval|permission))\b"
    r"|\bconfirm\s+with\s+the\s+user\b|\bwhen\s+to\s+ask\b"
    r"|\bwait\s+for\s+(?:a\s+|an\s+|the\s+user'?s?\s+|their\s+|explicit\s+)?(?:yes|confirmation|approval"
    r"|go-?ahead|ok(?:ay)?)\b",
    _I,
)
"""A paragraph that says when to ask the user (or to wait for their yes)."""
_LOOK_ONLY_HEADING = re.compile(
    r"\b(?:read[- ]only|non[- ]destructive|look[- ]only|safe\s+to\s+read)\b", _I
)
_CHANGES_OR_SENDS = re.compile(
    r"\b(?:delet|remov|eras|wip|drop|truncat|overwrit|writ|edit|modif|chang|updat|creat|install|uninstall"
    r"|run|runs|running|execut|launch|invok|send|sent|upload|post|push|publish|deploy|releas|merg|commit"
    r"|pay|paid|charg|purchas|buy|refund|transfer|email|messag|notif|migrat|rm|sudo|curl|wget|chmod|shar"
    r"|network|remote|credential|secret|token|password|key|keys|production)\w*",
    _I,
)
"""An action that changes, runs or sends something, or a secret it could touch, named in
the phrase's sentence or in one of its objects (word starts: "run" also catches "runtime",
"key" "keyword")."""
_HARMLESS = re.compile(
    r"^(?:read|scan|search|list|view|look|inspect|explor|brows|open|generat|draft|summari[sz]|preview|check"
    r"|review|analy[sz]|format|explain|describ|compar|show|display|render|outlin|plan|suggest|recommend"
    r"|count|measur|validat|lint|diff)\w*\b",
    _I,
)
"""Verbs that look at things or write the answer, in any inflection."""


def skip_ask_for_a_harmless_remainder(paragraph: str, sentence: str, heading: str) -> bool:
    """True when skipping the ask covers only harmless cases next to the rules for asking.

    Either the section is about read-only operations, or the paragraph says when to ask
    the user and the sentence that skips the ask names nothing that changes or sends.

    ``sentence`` is the sentence without the matched span itself.

    >>> skip_ask_for_a_harmless_remainder("Ask before renames. For local names, proceed.",
    ...     "For local names, .", "")
    True
    >>> skip_ask_for_a_harmless_remainder("Ask before renames. For uploads, proceed.",
    ...     "For uploads, .", "")
    False
    """
    if _CHANGES_OR_SENDS.search(sentence):
        return False
    return bool(_LOOK_ONLY_HEADING.search(heading) or _ASK_DEFINED.search(paragraph))


def skip_ask_is_scoped(prose: str, start: int, end: int, left: int, right: int) -> bool:
    """Skipping the ask only for harmless cases: a read-only section, or a paragraph
    that itself says when to ask the user (the match is left out of both checks).

    ``start``/``end`` bound the phrase in ``prose``, ``left``/``right`` its sentence.
    """
    para_start = prose.rfind("\n\n", 0, start) + 1
    para_end = prose.find("\n\n", end)
    para_end = len(prose) if para_end < 0 else para_end
    paragraph = prose[para_start:start] + " " + prose[end:para_end]
    sentence = prose[left:start] + " " + prose[end:right]
    return skip_ask_for_a_harmless_remainder(paragraph, sentence, nearest_heading(prose, start))


def skip_covers_harmless_actions(prose: str, start: int, end: int, left: int, right: int) -> bool:
    """The no-confirmation phrase at ``prose[start:end]`` (sentence ``prose[left:right]``)
    is limited by its sentence, section or paragraph to actions that change nothing.

    >>> prose = "Do not ask for confirmation for read-only queries."
    >>> skip_covers_harmless_actions(prose, 0, 27, 0, len(prose))
    True
    >>> prose = "Do not ask for confirmation before deleting files."
    >>> skip_covers_harmless_actions(prose, 0, 27, 0, len(prose))
    False
    >>> prose = "Do not ask the user before reading files."
    >>> skip_covers_harmless_actions(prose, 0, 34, 0, len(prose))
    True
    """
    return bool(
        _ASK_MOVED_OR_LOOK_ONLY.search(prose[end:right])
        or _skip_before_looking(prose[start:end], prose[end:right])
        or skip_ask_is_scoped(prose, start, end, left, right)
    )


_ASK_BEFORE = re.compile(r"\bbefore\s+(\w+)$", _I)


def _skip_before_looking(phrase: str, rest: str) -> bool:
    """ "Don't ask before reading ...": the action the skip names only looks, and the rest
    of its sentence names nothing that changes or sends."""
    action = _ASK_BEFORE.search(phrase)
    return bool(action and _HARMLESS.match(action.group(1)) and not _CHANGES_OR_SENDS.search(rest))


_LIST_ITEM = re.compile(r"^\s{0,6}(?:[-*+]|\d+[.)])\s+(.*)$")
_MARKUP = re.compile(r"[*_`]+")
_LEAD_WORDS = re.compile(r"^(?:for|before|when|while|to|on|about|with)\s+", _I)


@functools.cache
def _prose_rules() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The auto-run rule's regex and the not-prose mask, looked up on first use: the
    prose rules import this module, so it cannot import them when it loads."""
    from .text_patterns import NOT_PROSE, PROSE_PATTERNS

    return next(p.regex for p in PROSE_PATTERNS if p.name == "auto-run"), NOT_PROSE


def _objects(lines: list[str], index: int, rest: str) -> list[str]:
    """What the phrase exempts: the rest of its sentence, or the list it introduces."""
    rest = _MARKUP.sub("", rest).strip()
    if re.fullmatch(r"(?:(?:for|on|with|when)\s*)?:", rest, _I):
        return _list_items(lines[index + 1 :], len(lines))
    return [re.split(r"(?<=[.!?;])\s|:", rest, maxsplit=1)[0]]


_REFERS_BACK = re.compile(r"\W*(?:just\s+do\s+(?:it|them|this)\W*)?", _I)
"""Nothing after the phrase but "just do it": it covers the steps listed just above."""
_CONDITION = re.compile(r"^\s*(?:if|when|for|in)\b[^:\n]{0,80}:\s*(?:also\s+)?", _I)
"""A list item's condition before its action ("If in the main session: also read X")."""
_GAP_ABOVE = 1
"""Blank lines allowed between a list and the phrase that refers back to it."""


def _list_items(lines: Iterable[str], blank_before: int) -> list[str]:
    """The items of the list ``lines`` open with, after at most ``blank_before`` blank lines."""
    items: list[str] = []
    gap = 0
    for line in lines:
        if not line.strip():
            if items:
                break
            gap += 1
            if gap > blank_before:
                break
            continue
        item = _LIST_ITEM.match(line)
        if item is None:
            break
        items.append(item.group(1))
    return items


def _list_above(lines: list[str], index: int) -> list[str]:
    """The items of the list that ends just above 0-based line ``index`` (last first)."""
    return _list_items(reversed(lines[:index]), _GAP_ABOVE)


def only_harmless_actions(text: str, line: int) -> bool:
    """The no-confirmation phrase on 1-based ``line`` covers only actions that change,
    run and send nothing (reading, scanning, drafting the answer)."""
    auto_run, not_prose = _prose_rules()
    lines = line_index(text).lines
    if not 1 <= line <= len(lines):
        return False
    match = auto_run.search(lines[line - 1])
    if match is None:
        return False
    rest = lines[line - 1][match.end() :]
    objects = (
        _list_above(lines, line - 1)
        if _REFERS_BACK.fullmatch(_MARKUP.sub("", rest))
        else _objects(lines, line - 1, rest)
    )
    if not objects:
        return False
    for thing in objects:
        thing = _CONDITION.sub("", _MARKUP.sub("", thing))
        words = _LEAD_WORDS.sub("", _MARKUP.sub("", not_prose.sub(" x ", thing)).strip())
        if not _HARMLESS.match(words) or _CHANGES_OR_SENDS.search(words):
            return False
    return True


_CONSENT_FIRST = re.compile(
    r"\b(?:consent|approval|permission|confirmation|confirm)\b[^\n]*\bbefore\b"
    r"|\b(?:ask|check\s+with)\s+(?:the\s+|your\s+)?(?:user|owner|human)\s+(?:first\s+)?before\b",
    _I,
)
_CONSENT_WAIVED = re.compile(r"\b(?:without|never|no\s+need|don'?t|do\s+not|skip|no)\b", _I)


def in_consent_list(lines: list[str], index: int) -> bool:
    """0-based line ``index`` is an item of a list introduced by a line that asks for the
    user's consent before each of its items ("Require explicit owner consent each time
    before:"): the actions it names are restricted, not ordered. An introduction that
    waives the consent ("Without asking for approval, before you start:") never counts.

    >>> text = "Ask owner consent before:\\n\\n- writing secrets\\n- editing SOUL.md\\n"
    >>> in_consent_list(text.splitlines(), 3)
    True
    >>> in_consent_list(text.replace("Ask", "Without asking").splitlines(), 3)
    False
    """
    if _LIST_ITEM.match(lines[index]) is None:
        return False
    for above in reversed(lines[max(0, index - 12) : index]):
        if not above.strip() or _LIST_ITEM.match(above):
            continue
        intro = above.rstrip()
        return (
            intro.endswith(":")
            and bool(_CONSENT_FIRST.search(intro))
            and not _CONSENT_WAIVED.search(intro)
        )
    return False
