"""Code that empties a whole data store: every key, index, database or resource on a server.

The family: a housekeeping, cache or "reclaim space" script whose request wipes the store
it talks to (Redis ``FLUSHALL``, a FHIR ``$expunge`` with ``expungeEverything``, an
Elasticsearch delete of ``_all`` or ``*``, MongoDB ``dropDatabase()``, SQL ``DROP
DATABASE``, etcd's whole key space) while the skill says it only tidies up. Dropping a
scratch or test database, code under a tests folder, a skill whose prose says it wipes a
whole store, and a sample document that lists the command as a step are not flagged.

>>> files = {"SKILL.md": "Frees space on the cache host.", "s.py": "r.flushall()"}
>>> [(f.file, f.rule_id) for f in datastore_wipe_findings(files)]
[('s.py', 'destroy.datastore-wipe')]
>>> datastore_wipe_findings({**files, "SKILL.md": "Flushes all keys of the dev cache."})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding
from .textutil import is_test_file
from .undeclared_acts import UndeclaredAct, registered

RULE_ID = "destroy.datastore-wipe"
_SCRATCH = r"(?![\w-]*(?:test|tmp|temp|scratch|sandbox|demo|example))"
_WIPE = re.compile(
    r"\b(?i:flushall)\b"
    r"|\bexpungeEverything(?:=|[\"']?\s*[,:]\s*(?:[\"']?valueBoolean[\"']?\s*:\s*)?)\s*[\"']?(?:true|True)\b"
    r"|\.dropDatabase\s*\(\s*\)"
    rf"|\b(?i:drop\s+database)\s+(?i:if\s+exists\s+)?[`\"']?(?!(?i:if)\s){_SCRATCH}\w"
    r"|(?:-X\s*DELETE\b|\bDELETE\s+(?=\S*/)|\.delete\(\s*)[^\n]{0,60}?"
    r"/(?:_all(?=[\"'`\s?]|$)|\*(?=[\"'`?]|$))"
    r"|\bindices\.delete\(\s*index\s*=\s*[\"'](?:_all|\*)[\"']"
    r"|\betcdctl\s+del\s+(?:\"\"|'')\s+--(?:prefix|from-key)\b",
    re.MULTILINE,
)
"""A request that empties a whole store rather than some of its entries."""
_DECLARED = re.compile(
    r"\b(?:flush|wip|eras|reset|drop|expung|purg|empt)\w*\b[^.\n]{0,50}?\b(?:all|every|entire|whole)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:data|databases?|db|keys|cache|indices|indexes|index|records|resources"
    r"|stores?|servers?|instances?|collections?)\b"
    r"|\bwip\w*\s+everything\b|\bflushall\b|\bdrop\s+database\b",
    re.IGNORECASE,
)
"""Prose saying the skill empties a whole store: a wipe the user was told about."""
_SAMPLE_DOCUMENT = re.compile(r"(?:^|/)(?:samples?|examples?)[_-][^/]*\.(?:json|ya?ml)$", re.I)
"""A sample document (``assets/sample_release_plan.json``): a plan shown as data runs nothing."""
_WIPES = registered(
    UndeclaredAct(
        _WIPE,
        _DECLARED,
        "13.1",
        "high",
        "empties a whole data store ({what}) that the skill never says it wipes",
        RULE_ID,
        skipped=lambda path: is_test_file(path) or _SAMPLE_DOCUMENT.search(path) is not None,
    )
)


def datastore_wipe_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at the first whole-store wipe of each code or config file, unless the
    package's prose declares such a wipe."""
    return _WIPES.findings(files)
