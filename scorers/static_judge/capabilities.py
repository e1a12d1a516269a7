"""What a script actually does, as capability observations (used by alignment and threat)."""

from __future__ import annotations

from dataclasses import dataclass

NETWORK = "network"
PROCESS = "process"
CODE_EXEC = "code_exec"
FILE_WRITE = "file_write"
DELETE = "delete"
CREDENTIAL = "credential"
ENV_SECRET = "env_secret"
ENV_READ = "env_read"


@dataclass(frozen=True, order=True)
class Capability:
    """One observed capability use in a file, with the line and a short detail."""

    kind: str
    file: str
    line: int
    evidence: str
    detail: str
