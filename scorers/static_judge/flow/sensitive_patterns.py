"""Regular expressions written to find secrets or personal data in text.

A scanner that looks for card numbers, social security numbers, cloud keys or private keys
holds, in what it matches, exactly the data it looks for: where those matches are sent
matters as much as where a credential file is sent. The shapes below are those of the
data (a card number's 13 to 19 digits, a key's fixed prefix), not any one scanner's text.

>>> finds_sensitive_data(r"\\b(?:\\d[ -]*?){13,16}\\b"), finds_sensitive_data(r"AKIA[0-9A-Z]{16}")
('card numbers', 'access keys')
>>> finds_sensitive_data(r"\\d{4}-\\d{2}-\\d{2}") is None
True
"""

from __future__ import annotations

import re

_DIGIT = r"(?:\\d|\[0-9\]|\[\\d\])"
_KINDS = (
    (
        "card numbers",
        re.compile(
            # 13 to 19 digits in a row, or four groups of four
            r"\{1[2-6],\s*1[5-9]\}"
            rf"|{_DIGIT}\{{4\}}[^{{}}]{{0,16}}\)\{{3\}}"
            rf"|(?:{_DIGIT}\{{4\}}[^{{}}]{{0,8}}){{4}}"
            # the issuers' prefixes: Visa, Mastercard, American Express
            rf"|\b4{_DIGIT}\{{12\}}|5\[1-5\]{_DIGIT}\{{14\}}|3\[47\]{_DIGIT}\{{13\}}"
        ),
    ),
    ("social security numbers", re.compile(rf"{_DIGIT}\{{3\}}-{_DIGIT}\{{2\}}-{_DIGIT}\{{4\}}")),
    (
        "access keys",
        re.compile(
            r"\(?(?:AKIA|ASIA)\b|AKIA\[|\bgh[pousr]_|\bgh\[[a-z]+\]_|github_pat_|\bglpat-"
            r"|\bsk_live_|\brk_live_|\bxox\[?[abprs]|\bAIza|\bsk-ant-|\bnpm_\["
        ),
    ),
    ("private keys", re.compile(r"-----BEGIN|PRIVATE KEY")),
)


def finds_sensitive_data(pattern: str) -> str | None:
    """What the regex ``pattern`` looks for, when it is a kind of secret or personal data."""
    for kind, shape in _KINDS:
        if shape.search(pattern):
            return kind
    return None
