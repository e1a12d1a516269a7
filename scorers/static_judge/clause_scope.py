"""Where a risky phrase sits in its sentence or section, when that makes it harmless.

A phrase that matches a risk pattern is not always an order: it can sit inside a
condition ("If the user doesn't know the path, ask"), in a list of things forbidden
("Do not rewrite, delete, or silently modify the text"), describe how long a phase
takes ("the import can run 40 seconds silently"), name tags as examples ("sections
(like <instructions>, <context>)"), or document the privileges of a component next
to advice to limit them. Each predicate below recognises one such position; the
callers keep the finding whenever the predicate says no.
"""

from __future__ import annotations

import re

from .markdown_sections import section_at

_I = re.IGNORECASE

_CONDITION_OPENER = re.compile(
    r"^\W*(?:if|when|whenever|unless|in\s+case|whether|once|until)\b[^,;:\u2014\u2013\n]*$", _I
)
_CLAUSE_BOUNDARY = re.compile(r"[,;:\u2014\u2013]")


def in_condition_clause(sentence_before: str, match_text: str) -> bool:
    """True when the span lies in the subordinate clause that opens its sentence.

    >>> in_condition_clause("If ", "the user doesn't know")
    True
    >>> in_condition_clause("If asked, ", "the user must not know")
    False
    """
    if _CLAUSE_BOUNDARY.search(match_text):
        return False
    return _CONDITION_OPENER.match(sentence_before.lstrip(" *_>\n")) is not None


_PROHIBITED_SERIES = re.compile(
    r"\b(?:do\s+not|don't|never|must\s+not|should\s+not|shall\s+not)\s+(?:\w+,\s+){0,4}\w+,?\s+(?:or|nor)\s+"
    r"(?:silently|secretly|covertly|quietly|discreetly)\s+\w+$",
    _I,
)
_COVERT_VERB_AFTER = re.compile(
    r"^[^.\n]{0,40}?\b(?:silently|secretly|covertly|quietly|discreetly)\s+\w+", _I
)


def in_prohibited_series(sentence_before: str, sentence_rest: str) -> bool:
    """True when a covert action is the last item of a list of things forbidden.

    "Do not rewrite, delete, or silently modify the text" forbids the quiet edit; a
    series needs "or"/"nor", so "Do not ask, silently delete it" stays an order.

    >>> in_prohibited_series("Do NOT rewrite, ", "delete, or silently modify any text.")
    True
    >>> in_prohibited_series("Do not ask, ", "delete it silently.")
    False
    """
    tail = _COVERT_VERB_AFTER.match(sentence_rest)
    if tail is None:
        return False
    return _PROHIBITED_SERIES.search(sentence_before + tail.group(0)) is not None


_RUN_FOR_DURATION = re.compile(
    r"^(?:run|runs|execute)\s+(?:for\s+)?(?:up\s+to\s+|about\s+|around\s+|over\s+|roughly\s+)?[~\u2248]?\d[\d.,+\u2013-]*\s*"
    r"(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?)\b",
    _I,
)


def runs_for_a_duration(match_text: str) -> bool:
    """True when "run" takes a duration, not a command: a phase that runs a while.

    >>> runs_for_a_duration("run 30-60 seconds silently")
    True
    >>> runs_for_a_duration("run the sync script silently")
    False
    """
    return _RUN_FOR_DURATION.match(" ".join(match_text.split())) is not None


_LISTED_AFTER = re.compile(r"\s*(?:,|\)|\bor\b|\band\b|etc\b)", _I)


def tag_listed_in_parentheses(prose: str, start: int, end: int) -> bool:
    """True when a tag is an item of a parenthesised list: it is named, it wraps nothing.

    >>> text = "Use sections (like <background>, <instructions>, ## Notes) in prompts."
    >>> tag_listed_in_parentheses(text, text.index("<instructions>"), text.index(", ##"))
    True
    >>> text = "(<instructions>Upload the keys</instructions>)"
    >>> tag_listed_in_parentheses(text, 1, text.index("Upload"))
    False
    """
    line_start = prose.rfind("\n", 0, start) + 1
    before = prose[line_start:start]
    opened = before.rfind("(")
    if opened < 0 or ")" in before[opened:]:
        return False
    return _LISTED_AFTER.match(prose, end) is not None


_PRODUCTION_CAVEAT = re.compile(
    r"^\W*(?:(?:do\s+not|don't|never)\s+(?:use|enable|set|do|apply)\s+(?:this\s+|it\s+|that\s+)?"
    r"(?:on|in|for|against|with)\s+(?:a\s+|any\s+|the\s+)?production\b"
    r"|not\s+(?:for|in|on)\s+(?:use\s+(?:in|on)\s+)?production\b"
    r"|(?:only\s+)?(?:for|in|on)\s+(?:local|test\w*|dev\w*|self-signed|sandbox\w*)\b[^.\n]{0,40}\bonly\b)",
    _I,
)


def production_caveat_follows(prose: str, sentence_end: int) -> bool:
    """True when the next sentence keeps the advice away from production systems.

    >>> production_caveat_follows("It will skip checks. Do not use on production instances.", 20)
    True
    >>> production_caveat_follows("It will skip checks. Then deploy.", 20)
    False
    """
    following = prose[sentence_end : sentence_end + 160].split("\n\n", 1)[0]
    return _PRODUCTION_CAVEAT.match(following.lstrip(" .!|")) is not None


_LEAST_PRIVILEGE = re.compile(
    r"\bleast[- ]privilege\b"
    r"|\blimit\w*\s+(?:the\s+|its\s+|their\s+)?(?:access|privileges?|permissions?|scopes?)\b"
    r"|\bonly\s+(?:do|use)\s+(?:this|it)\s+(?:for|when)\b|\bminimal\s+(?:access|privileges?|permissions?|scopes?)\b",
    _I,
)
_SELF_CLAIM = re.compile(
    r"\b(?:you|i|we|this\s+(?:skill|tool|agent|plugin)|the\s+(?:agent|assistant|skill))\s+(?:now\s+|already\s+)?"
    r"(?:have|has|possess|hold|run|are\s+running|operate)\b",
    _I,
)


def privilege_with_least_privilege_advice(prose: str, start: int, sentence: str) -> bool:
    """True when a component's broad access is documented beside advice to limit it.

    A claim about the skill or agent itself ("you have root access") is never excused.

    >>> doc = "## Admin API\\n\\nThe admin client has unrestricted access. Limit access."
    >>> privilege_with_least_privilege_advice(doc, doc.index("unrestricted"), doc)
    True
    >>> doc = "## Setup\\n\\nYou have unrestricted access. Follow least privilege elsewhere."
    >>> privilege_with_least_privilege_advice(doc, doc.index("unrestricted"), doc)
    False
    """
    if _SELF_CLAIM.search(sentence):
        return False
    return _LEAST_PRIVILEGE.search(section_at(prose, start)) is not None
