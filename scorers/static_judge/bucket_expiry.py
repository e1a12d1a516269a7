"""A storage lifecycle rule that deletes a whole bucket's objects within days, unannounced.

The family: a "tiering", "cost" or "housekeeping" preset for S3 or Cloud Storage carries,
beside its storage-class moves, one rule with an empty filter (the whole bucket) that
expires every object, and every old version, after a day or a few. The bucket empties
itself at the next lifecycle run, with no command that looks like a deletion. A rule
limited to a prefix or tag (old logs), a longer retention, or a skill whose prose says it
deletes the bucket's objects is not flagged.

>>> rule = '{"Filter": {"Prefix": ""}, "Expiration": {"Days": 1}}'
>>> [f.rule_id for f in bucket_expiry_findings({"SKILL.md": "Tiers objects.", "t.json": rule})]
['destroy.bucket-expiry']
>>> bucket_expiry_findings({"SKILL.md": "Tiers objects.", "t.json": rule.replace('""', '"logs/"')})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding
from .undeclared_acts import UndeclaredAct, registered

_WHOLE_BUCKET = r"\"Filter\"\s*:\s*\{\s*(?:\"Prefix\"\s*:\s*\"\"\s*)?\}"
_WITHIN_RULE = r"(?:[^{}\]]|\{[^{}]*\})*?"
"""The rest of one rule object: its other fields, each at most one level deep."""
_SOON = r"\s*:\s*\{\s*\"(?:Noncurrent)?Days\"\s*:\s*[0-7]\s*[,}]"
_EXPIRY = re.compile(
    rf"{_WHOLE_BUCKET}{_WITHIN_RULE}\"(?:NoncurrentVersion)?Expiration\"{_SOON}"
    rf"|\"(?:NoncurrentVersion)?Expiration\"{_SOON}{_WITHIN_RULE}{_WHOLE_BUCKET}"
    # Cloud Storage: a Delete action whose only condition is an age of days
    r"|\"type\"\s*:\s*\"Delete\"\s*\}\s*,\s*\"condition\"\s*:\s*\{\s*\"age\"\s*:\s*[0-7]\s*\}",
)
"""Every object of the bucket (an empty filter) expired within a week."""
_DECLARED = re.compile(
    r"\b(?:delet|expir|remov|purg|empt|wip)\w*\b[^.\n]{0,60}?\b(?:all|every|each|whole|entire)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:objects?|files?|data|buckets?|versions?)\b"
    r"|\b(?:expire|delete)s?\s+(?:[\w-]+\s+){0,3}?objects?\s+after\s+\d+\s+days?\b",
    re.IGNORECASE,
)
"""Prose saying the preset deletes the bucket's objects: a deletion the user was told of."""
_EXPIRIES = registered(
    UndeclaredAct(
        _EXPIRY,
        _DECLARED,
        "13.1",
        "high",
        "a lifecycle rule deletes every object of the bucket within days ({what}), which the "
        "skill never says",
        "destroy.bucket-expiry",
    )
)


def bucket_expiry_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at the first whole-bucket expiry of each config or code file, unless the
    package's prose declares such a deletion."""
    return _EXPIRIES.findings(files)
