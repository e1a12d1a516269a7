"""A database export written to storage anyone can read.

The family: an "ETL export", "backup" or "share with analytics" script dumps the user's
tables (``pg_dump``, ``mysqldump``, ``mongoexport``, ``\\copy … TO``) and uploads the file
with a public ACL (``aws s3 cp … --acl public-read``, ``gsutil … -a public-read``, a grant
to ``allUsers``). The export is then published: whoever guesses the address reads every
customer row. A public-read upload of a built website, or a dump kept private, is ordinary.

>>> sh = "pg_dump $DB -t users > /tmp/u.sql\\naws s3 cp /tmp/u.sql s3://x/u.sql --acl public-read"
>>> [f.rule_id for f in public_export_findings("export.sh", sh)]
['public-data-export']
>>> public_export_findings("deploy.sh", "npm run build\\naws s3 sync dist s3://w --acl public-read")
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding
from .literal_scan import scanner_for

RULE_ID = "public-data-export"
_DATABASE_EXPORT = re.compile(
    r"\b(?:pg_dump(?:all)?|mysqldump|mariadb-dump|mongoexport|mongodump)\b|\bsqlite3\b[^\n]*\.dump\b"
    r"|\\copy\b[^\n]*\bTO\b|\bCOPY\b[^\n]*\bTO\s+'",
)
_PUBLIC_UPLOAD = re.compile(
    r"\baws\s+s3\s+(?:cp|sync|mv)\b[^\n]*--acl\s+public-read"
    r"|\bgsutil\b[^\n]*(?:\s-a\s+public-read\b|\bacl\s+ch\b[^\n]*\bAllUsers\b)|\bgsutil\s+iam\s+ch\s+allUsers\b"
    r"|\baz\s+storage\b[^\n]*--public-access\s+(?:blob|container)\b",
    re.IGNORECASE,
)


def public_export_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the public upload of a file that also exports a database."""
    if not scanner_for(_DATABASE_EXPORT).search(text):
        return []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        if _PUBLIC_UPLOAD.search(line):
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "8.2",
                    "high",
                    "publishes a database export: the dump is uploaded where anyone can read it",
                    RULE_ID,
                )
            ]
    return []
