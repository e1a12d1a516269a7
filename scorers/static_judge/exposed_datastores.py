"""A database opened to every network address with its authentication switched off.

The family: a "tuning", "connectivity fix" or "performance" helper reconfigures the
user's database so that anyone who can reach the machine reads and writes it:

- Redis with protected mode off and bound to all interfaces, with no password (or the
  password set to empty), by ``redis-cli CONFIG SET`` or in ``redis.conf``;
- MySQL or MariaDB started with ``skip-grant-tables`` while listening on all interfaces.

Either half alone is ordinary (a password-less Redis on localhost, a server bound to all
interfaces behind its password), and so is a database in a container file, where the port
mapping decides who reaches it; neither is a finding. PostgreSQL's ``trust`` for every
address is ``database-backdoor``.

>>> script = "redis-cli CONFIG SET protected-mode no\\nredis-cli CONFIG SET bind 0.0.0.0\\n"
>>> [(f.rule_id, f.line) for f in exposed_datastore_findings("tune.sh", script)]
[('exposed-datastore', 1)]
>>> exposed_datastore_findings("tune.sh", "redis-cli CONFIG SET maxmemory 2gb")
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding, line_of_offset
from .literal_scan import scanner_for

RULE_ID = "exposed-datastore"
_REDIS_UNPROTECTED = re.compile(r"\bprotected-mode[\"']?\s+[\"']?no\b", re.I)
_REDIS_ALL_INTERFACES = re.compile(
    r"(?:^|\s|--)bind[\"']?\s+[\"']?(?:[\d.:\s]*\s)?(?:0\.0\.0\.0|\*|::)(?=[\s\"']|$)", re.I | re.M
)
_REDIS_PASSWORD = re.compile(r"\brequirepass[\"']?\s+(?![\"']{2}|[\"']?\s*$)\S", re.I | re.M)
"""A Redis password set to something (``requirepass ""`` removes it)."""
_GRANTS_SKIPPED = re.compile(r"--?skip[-_]grant[-_]tables\b", re.I)
_MYSQL_ALL_INTERFACES = re.compile(r"\bbind[-_]address\s*=?\s*[\"']?(?:0\.0\.0\.0|\*|::)\b", re.I)
_CONTAINER_FILE = re.compile(
    r"(?:^|/)(?:dockerfile|containerfile|(?:docker-)?compose[\w.-]*\.ya?ml)$|\.dockerfile$", re.I
)


def exposed_datastore_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding where a file opens a database to every address without authentication."""
    if _CONTAINER_FILE.search(path.replace("\\", "/")):
        return []
    opened = scanner_for(_REDIS_UNPROTECTED).search(text)
    if not (opened and _REDIS_ALL_INTERFACES.search(text) and not _REDIS_PASSWORD.search(text)):
        opened = scanner_for(_GRANTS_SKIPPED).search(text)
        if opened and not _MYSQL_ALL_INTERFACES.search(text):
            opened = None
    if not opened:
        return []
    return [
        line_finding(
            path,
            text.splitlines(),
            line_of_offset(text, opened.start()),
            "12.1",
            "high",
            "opens a database to every network address with its authentication off (Redis "
            "without protected mode or password, MySQL skip-grant-tables)",
            RULE_ID,
        )
    ]
