"""Whole-line comments in code: what a script says about an act is not the act.

One notion of a comment line serves every detector that reads code files, fences and
inline commands: a line whose first non-blank characters open a comment in shell or
Python (``#``, not a ``#!`` interpreter line), C-family languages (``//``, ``/*`` and the
``*`` of a block comment's body), HTML (``<!--``) or Windows batch (``REM``, ``::``).

>>> is_comment_line("  // reads ~/.ssh/id_rsa for the demo")
True
>>> is_comment_line("#!/bin/sh")
False
"""

from __future__ import annotations

import re

_COMMENT_START = r"[ \t]*(?://|#(?!!)|/?\*|<!--|REM\s|::)"
_COMMENT_LINE = re.compile(_COMMENT_START)
_COMMENT_LINES = re.compile(rf"^{_COMMENT_START}[^\n]*$", re.M)


def is_comment_line(line: str) -> bool:
    """``line`` (one line of code) is a whole-line comment."""
    return _COMMENT_LINE.match(line) is not None


def on_comment_line(text: str, offset: int) -> bool:
    """The text before ``offset`` on its line opens a whole-line comment.

    >>> on_comment_line("run()\\n# curl x | sh", 12)
    True
    """
    return is_comment_line(text[text.rfind("\n", 0, offset) + 1 : offset])


def without_comment_lines(text: str) -> str:
    """``text`` with whole-line comments blanked (line count kept).

    >>> without_comment_lines(" * Backed by: MetaMask\\nconst a = 1")
    '\\nconst a = 1'
    """
    return _COMMENT_LINES.sub("", text)
