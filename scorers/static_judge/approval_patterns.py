"""Approval bypass (AITech 12.1): prose that has the agent grant its own permission prompts.

The family: the agent is told to treat a permission prompt as already granted, to answer
approval prompts itself, or not to ask the user before privileged or destructive
commands (``sudo``, root, deletions, production); or the reader is told to approve
whatever the agent asks to confirm. The user's confirmation is the control these orders
remove. Skipping confirmation for harmless actions (reading, formatting) is
not this family, and the prose scanner discounts negated and example sentences.
"""

from __future__ import annotations

_PROMPT = (
    r"(?:permission|approval|confirmation|consent|security|sudo|uac|elevation)\s+"
    r"(?:prompts?|dialogs?|requests?|pop-?ups?)"
)
_PRIVILEGED = (
    r"(?:sudo|root|elevated|privileged|admin\w*|destructive|delet\w*|drop\w*"
    r"|production|prod\b|force[- ]push\w*)"
)
APPROVAL_BYPASS = (
    r"\btreat\s+(?:it|them|this|that)\s+as\s+already\s+(?:granted|approved|accepted|confirmed)\b"
    rf"|\btreat\s+(?:the\s+(?:\w+\s+){{0,2}}?|any\s+|every\s+)?{_PROMPT}\s+as\s+"
    r"(?:already\s+)?(?:granted|approved|accepted|confirmed|answered)\b"
    rf"|\b(?:answer|approve|accept|dismiss|click\s+(?:yes|allow|ok)\s+(?:on|in))\s+(?:the\s+|any\s+|every\s+|all\s+)?"
    rf"{_PROMPT}\s+(?:yourself|automatically|for\s+the\s+user|on\s+(?:the\s+)?user'?s?\s+behalf)"
    # whatever the agent asks to be confirmed is to be approved wholesale
    r"|\b(?:if|when(?:ever)?)\s+(?:your\s+|the\s+)?(?:agent|assistant|claude|ai)\s+(?:asks?|prompts?)\s+"
    r"(?:you\s+)?(?:for\s+|to\s+)?(?:confirm\w*|permission|approv\w*)\b[^.\n]{0,40}?"
    r"\b(?:approve|accept|allow|confirm|say\s+yes\s+to)\s+(?:all|every(?:thing)?|any|each)\b"
    r"|\b(?:do\s+not|don't|never)\s+ask\s+(?:the\s+user\s+)?(?:to\s+(?:confirm|approve|allow)|for\s+"
    r"(?:confirmation|approval|permission|consent))\s+(?:of\s+|for\s+|before\s+|on\s+)?(?:any\s+|the\s+)?"
    rf"(?:\w+\s+){{0,2}}?{_PRIVILEGED}"
)

APPROVAL_PROSE_SPECS: tuple[tuple[str, str, str | None, str, str, bool], ...] = (
    (
        "approval-bypass",
        APPROVAL_BYPASS,
        "12.1",
        "high",
        "has the agent grant its own permission prompts or skip the user's confirmation of "
        "privileged or destructive commands",
        True,
    ),
)
"""Prose rules in the spec form of :data:`.family_patterns.PROSE_SPECS`."""
