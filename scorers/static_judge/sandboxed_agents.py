"""A coding agent run with its approvals off inside a container: the container is the
boundary the approvals would have been.

Agent vendors document ``--dangerously-skip-permissions`` and ``--yolo`` for sandboxed
environments, and orchestration skills start their worker agents that way inside
``docker run``/``docker exec``. What the agent can reach there is the container, not the
user's machine; the same flag on the host is still reported high. The container must be
started on the same command line as the agent; a flag on a line of its own, a container
that mounts the user's home or root folder, or ``--privileged`` gives no boundary.

>>> sandboxed("docker run --rm -v $PWD:/work img claude -p 'fix' --dangerously-skip-permissions")
True
>>> sandboxed("claude -p 'fix' --dangerously-skip-permissions")
False
>>> sandboxed("docker run -v $HOME:/root img claude --dangerously-skip-permissions")
False
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace

from .findings import ThreatFinding, full_line

_RULES = frozenset({"agent-config", "agent-approvals-off"})
_APPROVALS_OFF = re.compile(
    r"--dangerously-skip-permissions|--dangerously-bypass-approvals-and-sandbox|--yolo\b"
    r"|--approval-mode[=\s]+[\"']?(?:yolo|full-auto)\b|--permission-mode[=\s]+[\"']?bypassPermissions\b"
)
_CONTAINER = re.compile(r"\b(?:docker|podman)\s+(?:container\s+)?(?:run|exec)\b")
_ESCAPES = re.compile(
    r"--privileged\b|--pid[=\s]+host\b|--network[=\s]+host\b|docker\.sock"
    r"|(?:-v\s+|--volume[=\s]+|--mount[=\s]+[^\s]*source=)[\"']?(?:\$HOME|\$\{HOME\}|~|/:)"
)
"""Container options that hand the host back to what runs inside (the home folder, or
the root folder, mounted in)."""


def sandboxed(line: str) -> bool:
    """``line`` starts a container and runs, inside it, an agent with its approvals off."""
    container = _CONTAINER.search(line)
    flag = _APPROVALS_OFF.search(line)
    return bool(
        container and flag and container.start() < flag.start() and not _ESCAPES.search(line)
    )


def sandboxed_agents_lowered(
    findings: list[ThreatFinding], files: Mapping[str, str]
) -> Iterable[ThreatFinding]:
    """Approvals-off findings on a line that runs the agent in a container, lowered to low."""
    for finding in findings:
        if (
            finding.rule_id in _RULES
            and finding.severity in ("high", "moderate")
            and sandboxed(full_line(files.get(finding.file, ""), finding.line))
        ):
            finding = replace(
                finding,
                severity="low",
                description="runs a coding agent with its approvals off inside a container",
            )
        yield finding
