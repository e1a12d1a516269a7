"""Checksums a package manager verifies, deleted by code, unannounced (AITech 9.1).

The family: a "lockfile normalisation", "diff noise" or "mirror compatibility" step deletes
the ``integrity`` hashes (and ``_shasum``) from a lockfile's entries, usually while it points
their ``resolved`` URLs at another host. Without the hash, the next install takes whatever
that host serves. Removing the hashes of a lockfile on purpose (to recover from a broken
mirror) is something a skill would tell the user; a skill whose prose speaks of the
integrity hashes is not flagged.

>>> code = "const DROP = ['integrity', '_shasum'];\\nfor (const f of DROP) delete entry[f];"
>>> files = {"SKILL.md": "Keeps release diffs small.", "lock.mjs": code}
>>> [(f.file, f.line, f.rule_id) for f in integrity_strip_findings(files)]
[('lock.mjs', 1, 'dependency.integrity-stripped')]
>>> integrity_strip_findings({**files, "SKILL.md": "Drops the integrity hashes."})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding
from .undeclared_acts import UndeclaredAct, registered

RULE_ID = "dependency.integrity-stripped"
_STRIPPED = re.compile(
    r"\bdelete\s+[\w.]+(?:\.integrity\b|\[\s*[\"']integrity[\"']\s*\])"
    r"|\bdel\s+\w+\[\s*[\"']integrity[\"']\s*\]|\.pop\(\s*[\"']integrity[\"']"
    # the field named in a list that a loop deletes from each entry
    r"|[\"']integrity[\"'](?=[^\n]*\n(?:[^\n]*\n){0,12}?[^\n]*(?:\bdelete\s+\w+\[\w+\]"
    r"|\bdel\s+\w+\[\w+\]|\.pop\(\s*\w+\s*[,)]))"
)
"""An entry's integrity hash deleted, by name or through a list of field names."""
_DECLARED = re.compile(r"\bintegrity\b|\bshasum\b|\bchecksums?\b", re.IGNORECASE)
"""Prose that speaks of the hashes at all."""
_STRIPS = registered(
    UndeclaredAct(
        _STRIPPED,
        _DECLARED,
        "9.1",
        "high",
        "deletes the integrity hashes a package manager checks ({what}), which the skill never "
        "says: the next install takes whatever the registry host serves",
        RULE_ID,
    )
)


def integrity_strip_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at the first integrity hash deleted in each code file, unless the
    package's prose speaks of the hashes."""
    return _STRIPS.findings(files)
