"""Is "do not ask for permission" limited to actions that change nothing?

Skills often let the agent skip confirmation for reading, scanning or drafting, and keep it
for everything else ("Never ask permission for: - reading reference files - scanning the
codebase"). Skipping consent only matters when what follows could change, send or run
something. The objects are read from the sentence after the phrase or, when it ends in a
colon, from the list items that follow; every one must start with a verb that only looks
or writes an answer, and none may name an action that changes or sends anything.

>>> text = "Never ask permission for:\\n\\n- Reading reference files\\n- Scanning the codebase\\n"
>>> only_harmless_actions(text, 1)
True
>>> upload = "Never ask permission for:\\n- Reading files\\n- Uploading the logs\\n"
>>> only_harmless_actions(upload, 1)
False
"""

from __future__ import annotations

import re

from .text_patterns import NOT_PROSE, PROSE_PATTERNS

_AUTO_RUN = next(p.regex for p in PROSE_PATTERNS if p.name == "auto-run")
_LIST_ITEM = re.compile(r"^\s{0,6}(?:[-*+]|\d+[.)])\s+(.*)$")
_MARKUP = re.compile(r"[*_`]+")
_HARMLESS = re.compile(
    r"^(?:read|scan|search|list|view|look|inspect|explor|brows|open|generat|draft|summari[sz]|preview|check"
    r"|review|analy[sz]|format|explain|describ|compar|show|display|render|outlin|plan|suggest|recommend"
    r"|count|measur|validat|lint|diff)\w*\b",
    re.I,
)
"""Verbs that look at things or write the answer, in any inflection."""
_CHANGES_OR_SENDS = re.compile(
    r"\b(?:delet|remov|eras|wip|drop|truncat|overwrit|writ|edit|modif|chang|updat|creat|install|uninstall"
    r"|run|runs|running|execut|launch|invok|send|sent|upload|post|push|publish|deploy|releas|merg|commit"
    r"|pay|paid|charg|purchas|buy|refund|transfer|email|messag|notif|migrat|rm|sudo|curl|wget|chmod"
    r"|credential|secret|token|password|key|keys|production)\w*",
    re.I,
)
"""An action that changes, runs or sends something, or a secret it could touch."""
_LEAD_WORDS = re.compile(r"^(?:for|before|when|while|to|on|about|with)\s+", re.I)


def _objects(lines: list[str], index: int, rest: str) -> list[str]:
    """What the phrase exempts: the rest of its sentence, or the list it introduces."""
    rest = _MARKUP.sub("", rest).strip()
    if re.fullmatch(r"(?:(?:for|on|with|when)\s*)?:", rest, re.I):
        items: list[str] = []
        for line in lines[index + 1 :]:
            if not line.strip():
                if items:
                    break
                continue
            item = _LIST_ITEM.match(line)
            if item is None:
                break
            items.append(item.group(1))
        return items
    return [re.split(r"(?<=[.!?;])\s|:", rest, maxsplit=1)[0]]


def only_harmless_actions(text: str, line: int) -> bool:
    """The no-confirmation phrase on 1-based ``line`` covers only actions that change,
    run and send nothing (reading, scanning, drafting the answer)."""
    lines = text.splitlines()
    if not 1 <= line <= len(lines):
        return False
    match = _AUTO_RUN.search(lines[line - 1])
    if match is None:
        return False
    objects = _objects(lines, line - 1, lines[line - 1][match.end() :])
    if not objects:
        return False
    for thing in objects:
        words = _LEAD_WORDS.sub("", _MARKUP.sub("", NOT_PROSE.sub(" x ", thing)).strip())
        if not _HARMLESS.match(words) or _CHANGES_OR_SENDS.search(words):
            return False
    return True
