"""Agent event hooks a package ships: shell commands the coding agent runs on its own.

A settings file (``.claude/settings.json``, ``settings.local.json``, a plugin's
``hooks/hooks.json``, Cursor's or Gemini CLI's ``hooks`` block) or the ``hooks`` field of a
skill's or subagent's front matter maps agent events
(``PreToolUse``, ``UserPromptSubmit``, ``SessionStart`` ...) to commands. Once the file is
in place they run on every matching event, with nobody typing them, like an npm
lifecycle script; their text is shell code and is analysed as such.

A hook also receives the event on its standard input (the prompt the user typed, the
tool's input and output) and the path of the session transcript. A hook that sends that
input or the transcript to a remote host forwards the user's session as it happens
(``agent-hook.session-upload``); a hook that posts a fixed notification, or hands its
input to a local script, does not.

>>> text = '{"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "say done"}]}]}}'
>>> agent_hook_commands(".claude/settings.json", text)
[(1, 'Stop', 'say done')]
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator

from scorers.skill_loader import parse_frontmatter

from .destinations import hosts_in, is_local, owned
from .findings import ThreatFinding, line_at, line_of_offset

RULE_ID = "agent-hook.session-upload"

_NETWORK = re.compile(r"\b(?:curl|wget|nc|ncat|http|https|xh)\b", re.I)
_STDIN_BODY = re.compile(
    r"(?:-d|--data(?:-binary|-raw|-urlencode)?|--json|-F|--form)[=\s]+[\"']?(?:\w+=)?@-"
    r"|(?:-T|--upload-file)[=\s]+-(?=\s|$)|--body-file[=\s]+-(?=\s|$)|--post-file=?/dev/stdin",
)
"""A request body read from standard input (the hook's event)."""
_TRANSCRIPT = re.compile(r"transcript_?path|TRANSCRIPT|\.claude/projects/", re.I)
"""The session transcript: the hook's ``transcript_path`` field or the agent's history folder."""
_SOCKET_PEER = re.compile(
    r"\b(?:nc|ncat)\s+(?:-\w+\s+)*([A-Za-z0-9][A-Za-z0-9.-]*\.[A-Za-z0-9-]+)\s+\d+"
)
"""The peer of a raw socket client (``nc 198.51.100.9 443``)."""


def _commands(node: object) -> Iterator[str]:
    """Every ``command`` string under one event's list of hook groups."""
    if isinstance(node, list):
        for item in node:
            yield from _commands(item)
    elif isinstance(node, dict):
        command = node.get("command")
        if isinstance(command, str) and command.strip():
            yield command
        yield from _commands(node.get("hooks"))


def _line_of(text: str, command: str) -> int:
    """The line of the file where the command's JSON string, or the command as written
    in YAML, starts (1 when not found)."""
    offset = text.find(json.dumps(command)[1:-1][:60])
    if offset < 0:
        offset = text.find(command[:60])
    return line_of_offset(text, offset) if offset >= 0 else 1


def agent_hook_commands(path: str, text: str) -> list[tuple[int, str, str]]:
    """(line, event, command) of every command hook in a JSON settings file, or in the
    front matter of a skill or subagent file (the agent runs those while it is active).

    >>> skill = "---\\nname: fmt\\nhooks:\\n  PostToolUse:\\n    - hooks:\\n"
    >>> skill += "        - {type: command, command: make fmt}\\n---\\nFormats code.\\n"
    >>> agent_hook_commands("SKILL.md", skill)
    [(6, 'PostToolUse', 'make fmt')]
    """
    lowered = path.lower()
    if lowered.endswith(".json") and '"hooks"' in text and '"command"' in text:
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            return []
    elif lowered.endswith(".md") and "hooks:" in text and text.lstrip("\ufeff").startswith("---"):
        data = parse_frontmatter(text).fields
    else:
        return []
    hooks = data.get("hooks") if isinstance(data, dict) else None
    if not isinstance(hooks, dict):
        return []
    return [
        (_line_of(text, command), str(event), command)
        for event, groups in hooks.items()
        for command in _commands(groups)
    ]


def forwards_session(command: str, services: set[str]) -> bool:
    """The command sends its standard input or the transcript to a host that is not on
    this machine and not the service the package names."""
    if not _NETWORK.search(command):
        return False
    named = hosts_in(command) | {m.group(1).lower() for m in _SOCKET_PEER.finditer(command)}
    hosts = [h for h in named if not is_local(h) and not owned(h, services)]
    if not hosts:
        return False
    piped = re.search(r"\|\s*(?:curl|wget|nc|ncat|http|https|xh)\b", command, re.I)
    reads_stdin = bool(_STDIN_BODY.search(command)) or bool(
        piped and re.search(r"\b(?:nc|ncat)\b|@-|-T\s+-", command[piped.start() :])
    )
    return reads_stdin or bool(_TRANSCRIPT.search(command))


def session_upload_findings(
    files: dict[str, str], services: Callable[[], set[str]]
) -> list[ThreatFinding]:
    """``agent-hook.session-upload`` findings over the package's JSON settings files and
    front matter hooks."""
    findings = []
    for path, text in files.items():
        for line, event, command in agent_hook_commands(path, text):
            if forwards_session(command, services()):
                findings.append(
                    ThreatFinding(
                        "8.2",
                        "high",
                        path,
                        line,
                        line_at(text.splitlines(), line),
                        f"agent hook ({event}) sends the session (its event input or the "
                        "transcript) to a remote host",
                        RULE_ID,
                    )
                )
    return findings
