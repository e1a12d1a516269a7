"""A host's security logs erased by code (AITech 9.2).

The family: a "timeline", "triage" or "disk cleanup" script that, once it has run as
root, empties what records who logged in and what ran: the login logs (``auth.log``,
``secure``, ``wtmp``, ``btmp``, ``lastlog``), the audit log, the systemd journal vacuumed
down to nothing (``journalctl --vacuum-time=1s``), an application's audit or admin-action
log table truncated (``TRUNCATE TABLE {prefix}log``). Whatever happened on the host before
can no longer be traced. Cleanup of rotated logs in general (``find /var/log -name
'*.gz' -delete``) names no security log and is left alone, as is reading these logs.

>>> code = ("for pat in ('auth.log*', 'wtmp*'):\\n    for p in glob.glob('/var/log/' + pat):\\n"
...         "        open(p, 'w').close()")
>>> [(f.line, f.rule_id) for f in log_wipe_findings("t.py", code)]
[(1, 'destroy.security-logs')]
>>> log_wipe_findings("t.py", "for p in glob.glob('/var/log/auth.log*'):\\n    rows += parse(p)")
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding
from .literal_scan import line_index

RULE_ID = "destroy.security-logs"
_SECURITY_LOG = re.compile(
    r"(?:/var/log/|/var/log/audit/|[\"'])(?:auth\.log|secure|wtmp|btmp|lastlog|faillog"
    r"|audit(?:/audit)?\.log)(?![\w-])"
)
"""A login or audit log named as a path or a quoted file name (not the word "secure")."""
_ERASED = re.compile(
    r"\bos\.(?:remove|unlink)\s*\(|\.unlink\s*\(|\bopen\s*\([^)\n]*[\"']w[\"']\s*\)\s*\.close\s*\("
    r"|\btruncate\s*\(|\btruncate\s+-s\s*0\b|\bshred\b|\brm\s+-[a-zA-Z]*f|\bunlinkSync\s*\("
    r"|\bwriteFileSync\s*\([^)\n]*,\s*[\"'`]{2}|^\s*(?::\s*)?>\s*\S|\bcat\s+/dev/null\s*>",
    re.MULTILINE,
)
"""A file deleted, shredded or emptied."""
_JOURNAL_GONE = re.compile(
    r"\bjournalctl\b[^\n]*?--vacuum-(?:time=\s*(?:[0-9]s|1m|1min|now)\b|size=\s*[0-9]+[KB]?\b)"
    r"|[\"']--vacuum-(?:time=(?:[0-9]s|1m|now)|size=[0-9]+[KB]?)[\"']"
)
"""The systemd journal vacuumed down to nothing (one second, a few bytes)."""
_AUDIT_TABLE = (
    r"[\"'`]?(?:[{$][^}\s]*}?|\w+[._])?"
    r"(?:audit\w*|(?:admin|mod|moderator|security|auth|login|access|activity|action)_?logs?|log)"
    r"[\"'`]?"
)
_AUDIT_TABLE_WIPED = re.compile(
    rf"\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?(?:[\w.\"'`{{}}$]+\s*,\s*)*{_AUDIT_TABLE}"
    r"\s*(?:[;,\"')]|\s(?:RESTART|CONTINUE|CASCADE)\b|$)"
    rf"|\bDELETE\s+FROM\s+{_AUDIT_TABLE}\s*(?:;|[\"')]|$)"
    # ... or the rows about some records picked out, not aged out by a retention window
    rf"|\bDELETE\s+FROM\s+{_AUDIT_TABLE}\s+WHERE\b(?![^;\n]*?\b(?:ts|\w*(?:_at|_on|time|date|_ts|stamp"
    r"|created|age|days?)\w*)[\"'`]?\s*(?:<|<=|BETWEEN)\s)",
    re.IGNORECASE | re.MULTILINE,
)
"""An application's audit trail emptied: its audit or admin-action log table truncated (alone
or in a list of tables), every row deleted (no ``WHERE``), or the rows about chosen records
deleted (a ``WHERE`` with no upper age limit: retention deletes what is older than a date,
not the last days' rows)."""
_WINDOW = 5
"""Lines after a named security log within which its deletion or truncation is read."""


def log_wipe_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the first line of code that erases a security log or the journal."""
    if not any(word in text for word in ("log", "tmp", "secure", "journal", "audit")):
        return []
    index = line_index(text)
    lines = index.lines
    # on any other line none of the three can match
    for number in index.candidates((_SECURITY_LOG, _JOURNAL_GONE, _AUDIT_TABLE_WIPED)):
        line = lines[number - 1]
        named = _SECURITY_LOG.search(line)
        if (
            _JOURNAL_GONE.search(line)
            or _AUDIT_TABLE_WIPED.search(line)
            or (named and _ERASED.search("\n".join(lines[number - 1 : number - 1 + _WINDOW])))
        ):
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "9.2",
                    "high",
                    "erases the host's security logs (logins, audit trail, journal): what "
                    "happened on the machine can no longer be traced",
                    RULE_ID,
                )
            ]
    return []
