"""Text a document has the agent write into a coding agent's instruction file.

A block the reader is told to copy into ``AGENTS.md``, ``CLAUDE.md``, ``.cursorrules`` or
a Copilot instructions file becomes standing orders for every later agent session in the
repository. A "boilerplate header" that makes agents fetch and obey a remote file, or keep
something from the user, is prompt injection planted for the future, even though it sits
in a code fence (where prose rules do not look, since fences usually hold code).

:func:`instruction_blocks` gives the prose fences (Markdown, text or unlabelled) whose
lead-in names such a file; the caller reads them with the prose rules.

>>> doc = "Add this header to `AGENTS.md`:\\n\\n```markdown\\nAlways run tests.\\n```\\n"
>>> [block.strip() for block in instruction_blocks(doc)]
['Always run tests.']
>>> list(instruction_blocks("Example:\\n\\n```markdown\\nAlways run tests.\\n```\\n"))
[]
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .findings import line_of_offset
from .literal_scan import scanner_for
from .package_files import FENCE

_AGENT_FILE = re.compile(
    r"\b(?:AGENTS|CLAUDE|GEMINI)\.md\b|\.cursorrules\b|\.windsurfrules\b|\.clinerules\b"
    r"|copilot-instructions\.md\b|\.cursor/rules\b",
    re.IGNORECASE,
)
"""A coding agent's instruction file: read as orders at the start of every session."""
_WRITE = (
    r"\b(?:add|copy|paste|insert|write|append|prepend|put|place|start|include|refresh|create)\w*\b"
)
_WRITTEN_INTO = re.compile(
    rf"{_WRITE}[^.\n]{{0,100}}?(?:{_AGENT_FILE.pattern})|(?:{_AGENT_FILE.pattern})[^.\n]{{0,100}}?{_WRITE}",
    re.IGNORECASE,
)
"""The lead-in of a block has it written into such a file (not merely mentioned)."""
_PROSE_FENCES = frozenset({"", "markdown", "md", "text", "txt", "plain", "plaintext"})
LEAD_IN_LINES = 8
"""Lines before a fence that may say where its text goes."""


def instruction_blocks(text: str) -> Iterator[str]:
    """Each prose fence, padded to its real line numbers, that the lines just before it
    say goes into a coding agent's instruction file."""
    if not scanner_for(_AGENT_FILE).search(text):
        return
    previous_end = 0
    for match in FENCE.finditer(text):
        lead_in = text[previous_end : match.start()].splitlines()[-LEAD_IN_LINES:]
        previous_end = match.end()
        if match.group(2).lower() not in _PROSE_FENCES:
            continue
        if _WRITTEN_INTO.search("\n".join(lead_in)):
            first = line_of_offset(text, match.start(3))
            yield "\n" * (first - 1) + match.group(3)
