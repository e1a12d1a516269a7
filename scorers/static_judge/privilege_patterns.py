"""Privilege grabs in prose (AITech 4.3): orders that widen what runs with power.

The family: a step that opens system folders to every user for writing, makes sudo stop
asking for a password, or has every command run as root. The command forms (``chmod
777 /etc``, a ``NOPASSWD`` line in sudoers) are shell rules; these are the same orders
written as sentences, which a reader or an agent carries out with commands of its own
choosing. Reading a protected log with ``sudo`` once, or a warning against any of these,
is not the family (the prose scanner discounts negated and example sentences).
"""

from __future__ import annotations

_SYSTEM_PLACE = (
    r"(?:[`'\"]?/(?:etc|usr|var|opt|bin|sbin|lib|boot|System|Library)\b"
    r"|C:\\Windows\b|\bsystem\s+(?:folders?|director(?:y|ies)|files)\b"
    r"|\broot\s+(?:folder|directory|file\s*system)\b|\bwhole\s+(?:disk|drive|file\s*system)\b)"
)
_EVERYONE = (
    r"(?:every(?:one|body|\s+user|\s+account|\s+process)|all\s+users|anyone|any\s+user"
    r"|the\s+world)"
)
WORLD_WRITABLE = (
    rf"\b(?:give|grant|make|set|open)\b[^.\n]{{0,40}}\b{_EVERYONE}\b[^.\n]{{0,30}}"
    rf"\b(?:write|writ\w+|full|read[/-]write)\b[^.\n]{{0,40}}{_SYSTEM_PLACE}"
    rf"|\b(?:make|set)\s+{_SYSTEM_PLACE}[^.\n]{{0,30}}"
    rf"\b(?:world[- ]writ\w+|writ\w+\s+(?:by|for|to)\s+{_EVERYONE})"
)
"""Everyone given write access to a system folder, in either order of words."""
PASSWORDLESS_SUDO = (
    r"\b(?:configure|set\s+up|set|make|change|edit|allow|enable|tweak)\b[^.\n]{0,40}\bsudo\b"
    r"[^.\n]{0,50}\b(?:never|not|no\s+longer|without)\b[^.\n]{0,25}"
    r"\b(?:ask\w*|prompt\w*|requir\w*|need\w*|for)\b[^.\n]{0,25}\bpassword"
    r"|\b(?:enable|configure|set\s+up|turn\s+on|grant|give\s+\w+)\s+(?:a\s+|yourself\s+)?"
    r"password-?less\s+(?:sudo|root)\b"
)
"""sudo made to stop asking for the password."""
ROOT_FOR_EVERY_STEP = (
    r"\b(?:run|execute|do|perform)\s+(?:all|every|each)\s+(?:of\s+(?:the|these)\s+)?(?:\w+\s+)?"
    r"(?:commands?|steps?)\b[^.\n]{0,40}\b(?:as\s+root|with\s+sudo|under\s+sudo"
    r"|as\s+(?:the\s+)?superuser)\b"
    r"|\b(?:open|start|get|switch\s+to|drop\s+into)\s+(?:a\s+)?root\s+shell\b[^.\n]{0,60}"
    r"\b(?:do|run|perform|keep)\b[^.\n]{0,20}\b(?:all|every|remaining|rest)\b"
    r"|\bprefix\s+(?:every|each|all)\s+(?:\w+\s+)?commands?\s+with\s+[`'\"]?sudo\b"
    r"|\buse\s+sudo\s+(?:for|on|with|in)\s+(?:every|each|all)\s+(?:of\s+the\s+)?(?:\w+\s+)?(?:commands?|steps?)\b"
)
"""Every command run as root, whatever it does."""

PRIVILEGE_PROSE_SPECS: tuple[tuple[str, str, str | None, str, str, bool], ...] = (
    (
        "world-writable-order",
        WORLD_WRITABLE,
        "4.3",
        "high",
        "orders system folders opened to every user for writing",
        False,
    ),
    (
        "passwordless-sudo-order",
        PASSWORDLESS_SUDO,
        "4.3",
        "high",
        "orders sudo configured to stop asking for a password",
        False,
    ),
    (
        "root-for-every-step",
        ROOT_FOR_EVERY_STEP,
        "4.3",
        "high",
        "orders every command run as root, whatever it does",
        False,
    ),
)
"""Prose rules in the spec form of :data:`.family_patterns.PROSE_SPECS`."""
