"""Detection rules kept as data: a scanner's own catalogue of what it looks for.

A security scanner lists the phrases it flags in a YAML or JSON file, each entry pairing a
``pattern`` (the regex it matches) with a ``description`` of the attack ("Override system
instructions"). The description names the attack in order to report it; it orders nothing.

>>> doc = '- id: PI001\\n  pattern: "ignore (all )?previous"\\n  description: "Override system"\\n'
>>> detection_rule_label("rules/injection.yaml", doc.splitlines(), 3)
True
>>> detection_rule_label("config.yaml", ["description: Override system instructions"], 1)
False
"""

from __future__ import annotations

import re

_DATA_SUFFIXES = (".yaml", ".yml", ".json", ".toml")
_LABEL_KEY = re.compile(
    r"^\s*(?:-\s+)?[\"']?(?:description|desc|message|msg|name|title|label|summary|reason)"
    r"(?:_\w+)?[\"']?\s*[:=]",
    re.I,
)
"""A key whose value describes an entry."""
_PATTERN_KEY = re.compile(
    r"^\s*(?:-\s+)?[\"']?(?:pattern|patterns|regex|regexp|regexes)[\"']?\s*[:=]", re.I
)
"""A key whose value is what a detection rule matches."""
_ENTRY_REACH = 3
"""Lines around a label in which its entry's pattern key stands."""


def detection_rule_label(path: str, lines: list[str], line: int) -> bool:
    """1-based ``line`` of the data file ``path`` is the label of an entry that also holds
    a pattern to match: the name of an attack a scanner detects."""
    if not path.lower().endswith(_DATA_SUFFIXES) or not 1 <= line <= len(lines):
        return False
    if not _LABEL_KEY.match(lines[line - 1]):
        return False
    around = lines[max(0, line - 1 - _ENTRY_REACH) : line + _ENTRY_REACH]
    return any(_PATTERN_KEY.match(text) for text in around)


_CODED_ENTRY = re.compile(
    r"^\s*(?:[-*+]\s+|\|\s*)?(?:\*\*|`)?[A-Z]{1,6}-\d{2,4}(?:\*\*|`)?\s*[:|\u2014-]\s*(?:\*\*|`)?$"
)
"""The head of a catalogue entry: its code (``LA-001:``, ``| PI-12 |``) and nothing else."""
_ATTEMPT_DESCRIBED = re.compile(
    r"\b(?:tries|attempts|attempting|trying|tried|attempted)\s+to\s+$", re.I
)
"""Someone else's attempt, described in the third person ("Tries to override ...")."""


def names_an_attack(line_before: str) -> bool:
    """The text before a span on its line (``line_before``) makes the span the name of an
    attack, not an order: the code of a catalogue entry, or a third-person description
    of an attempt. An imperative ("Try to override ...") is neither.

    >>> names_an_attack("- LA-001: ")
    True
    >>> names_an_attack("| **Instruction Override** | Tries to ")
    True
    >>> names_an_attack("- Step 1: ")
    False
    >>> names_an_attack("Try to ")
    False
    """
    return bool(_CODED_ENTRY.match(line_before) or _ATTEMPT_DESCRIBED.search(line_before))
