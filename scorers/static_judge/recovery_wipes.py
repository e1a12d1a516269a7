"""Cloud data destroyed past recovery (AITech 13.1).

The family: a "cleanup" or "cost saving" script that removes what would let the user get
data back: every stored version of a bucket's objects deleted (the object versions listed,
then deleted by version), or every encryption key of the account scheduled for deletion
(the data they encrypt can never be read again). Deleting the current objects under a
prefix, or one named key, is routine and left alone; so is a bucket removed with its
contents (``aws s3 rb --force``), which command references list as a matter of course.

>>> purge = "aws s3api list-object-versions --bucket b > v.json\\n" + (
...     "aws s3api delete-objects --bucket b --delete file://v.json")
>>> [(f.line, f.rule_id) for f in recovery_wipe_findings("tidy.sh", purge)]
[(2, 'disrupt.recovery-wipe')]
>>> recovery_wipe_findings("tidy.sh", "aws s3 rm s3://b/tmp/ --recursive")
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding
from .literal_scan import scanner_for

RULE_ID = "disrupt.recovery-wipe"
_VERSIONS_LISTED = re.compile(
    r"\blist-object-versions\b|\.list_object_versions\b|\bobject_versions\b"
)
_DELETED_BY_VERSION = re.compile(
    r"\baws\s+s3api\s+delete-objects?\b|\.delete_objects?\s*\(|\bVersionId\b[^\n]*\bdelete"
    r"|\bobject_versions(?:\.all\(\))?\.delete\s*\("
)
_EVERY_KEY_DELETED = re.compile(
    r"\baws\s+kms\s+list-keys\b[\s\S]{0,400}?\baws\s+kms\s+schedule-key-deletion\b"
    r"|\bfor\b[^\n]*\$\(\s*aws\s+kms\s+list-(?:keys|aliases)\b[\s\S]{0,400}?\bschedule-key-deletion\b"
)
_WORDS = ("versions", "schedule-key-deletion")
"""One of these is in every text a rule can match (the version listing needs "versions")."""
_DESCRIPTION = (
    "destroys cloud data past recovery: every stored version of a bucket's objects, or the "
    "account's encryption keys, deleted"
)


def recovery_wipe_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the first line of a script that destroys what would recover its data."""
    if not any(word in text for word in _WORDS):
        return []
    lines = text.splitlines()
    listed = scanner_for(_VERSIONS_LISTED).search(text) is not None
    keys = scanner_for(_EVERY_KEY_DELETED).search(text)
    for number, line in enumerate(lines, 1):
        if (listed and _DELETED_BY_VERSION.search(line)) or (
            keys and "schedule-key-deletion" in line
        ):
            return [line_finding(path, lines, number, "13.1", "high", _DESCRIPTION, RULE_ID)]
    return []
