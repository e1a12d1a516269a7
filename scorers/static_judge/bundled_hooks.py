"""The package wiring itself into the user's tools, in plain sight: a git hook linked
or copied from a script it ships, or written out in full from a here-document, an MCP
server entry that runs a shipped file, a routine added to the agent's standing files that
runs the skill's own command.

Projects install their own pre-commit checks with ``ln -s ../../scripts/pre-commit
.git/hooks/pre-commit``. The hook's code is then a file of the package, analysed like any
other: when that file does nothing risky, installing it is the project's own tooling.
A hook written from a here-document (``cat > .git/hooks/pre-commit <<'EOF'`` ... ``EOF``)
is as visible: its lines are analysed as the script's own, so when none of them does
anything risky, reaches the network, decodes text or runs a file from outside the
repository (``~/.cache/t.py``), the hook is the project's tooling too. A hook fetched,
echoed from a variable or taken from outside the package is not covered.

>>> files = {"scripts/pre-commit": "git diff --cached --name-only\\n", "SKILL.md": ""}
>>> bundled_hook("ln -sf ../../scripts/pre-commit .git/hooks/pre-commit", files)
'scripts/pre-commit'
>>> bundled_hook("cp /tmp/h .git/hooks/pre-commit", files) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace

from .family_detectors import IDENTITY_WRITE, grants_or_remote_party
from .findings import ThreatFinding, full_line
from .literal_scan import line_index
from .sensitive import NETWORK_TOOL
from .shown_identity import shown_identity_lowered

_LINK_OR_COPY = re.compile(
    r"\b(?:ln\s+(?:-\w+\s+)*|cp\s+(?:-\w+\s+)*|install\s+(?:-\w+(?:\s+\d+)?\s+)*)"
    r"[\"']?(?P<source>[^\s\"'>|;&]+)[\"']?\s+[\"']?[^\s\"']*\.git/hooks/[\w.-]+"
)
_RELATIVE_PREFIX = re.compile(r"^(?:\$\{?\w+\}?/|\"?\$\(dirname[^)]*\)\"?/|\./|\.\./)+")
_RISKY = frozenset({"critical", "high", "moderate"})
_MEMORY_RULES = frozenset({"agent-config", "agent-memory-write", IDENTITY_WRITE})
_CONFIG_WRITE = "file.agent-config-write"
"""A script writing the agent's settings: lowered when what it writes registers the
package's own MCP server (read from the whole script, where the entry is built)."""


def bundled_hook(line: str, files: Mapping[str, str]) -> str | None:
    """The package file a ``ln``/``cp``/``install`` on ``line`` puts into ``.git/hooks``."""
    match = _LINK_OR_COPY.search(line)
    if match is None:
        return None
    source = _RELATIVE_PREFIX.sub("", match.group("source"))
    if not source or source.startswith(("/", "~")):
        return None
    return next((p for p in files if p == source or p.endswith("/" + source)), None)


_HOOK_HEREDOC = re.compile(
    r"<<-?\s*([\"']?)(\w+)\1[^\n]*\.git/hooks/|\.git/hooks/[^\n]*<<-?\s*([\"']?)(\w+)\3"
)
_HEREDOC_REACH = 200
"""Lines a here-document holding a hook may span."""
_OUTSIDE_CODE = re.compile(r"~/|\$\{?HOME\b|/tmp/|/var/tmp/|/dev/shm/|%TEMP%|\beval\b|\bbase64\b")
"""A hook that runs a file kept outside the repository, or decodes or evaluates text, hides
what it does from the lines the judge reads."""


def inline_hook(line: int, text: str) -> tuple[int, int] | None:
    r"""The first and last line numbers of the here-document that the write on ``line``
    puts into ``.git/hooks``; None when the hook is not written from one.

    >>> inline_hook(1, "cat > .git/hooks/pre-commit <<'EOF'\nruff check .\nEOF\n")
    (2, 2)
    """
    lines = text.split("\n")
    match = _HOOK_HEREDOC.search(lines[line - 1]) if 0 < line <= len(lines) else None
    if match is None:
        return None
    end = match.group(2) or match.group(4)
    for number in range(line + 1, min(len(lines), line + _HEREDOC_REACH) + 1):
        if lines[number - 1].strip() == end:
            return (line + 1, number - 1) if number > line + 1 else None
    return None


def _inline_hook_harmless(finding: ThreatFinding, findings: list[ThreatFinding], text: str) -> bool:
    body = inline_hook(finding.line, text)
    if body is None:
        return False
    first, last = body
    lines = text.split("\n")[first - 1 : last]
    if any(NETWORK_TOOL.search(line) or _OUTSIDE_CODE.search(line) for line in lines):
        return False
    return not any(
        f.file == finding.file and first <= f.line <= last and f.severity in _RISKY
        for f in findings
    )


def own_hooks_lowered(
    findings: list[ThreatFinding], files: Mapping[str, str]
) -> Iterable[ThreatFinding]:
    """``git-hook-write`` findings lowered to low when the hook is a shipped file whose own
    findings are all low."""
    for finding in findings:
        if finding.rule_id == "git-hook-write" and _inline_hook_harmless(
            finding, findings, files.get(finding.file, "")
        ):
            finding = replace(
                finding,
                severity="low",
                description="installs a git hook written out in full here, which does nothing "
                "risky",
            )
        elif finding.rule_id == "git-hook-write":
            line = full_line(files.get(finding.file, ""), finding.line) or finding.evidence
            hook = bundled_hook(line, files)
            if hook is not None and not any(
                f.file == hook and f.severity in _RISKY and f.rule_id != "git-hook-write"
                for f in findings
            ):
                finding = replace(
                    finding,
                    severity="low",
                    description=f"installs a git hook shipped in the package ({hook}), "
                    "which does nothing risky",
                )
        yield finding


_BLOCK_LINES = 14
"""The content a write puts in place follows it within this many lines."""
_QUOTED_PATH = re.compile(r"[\"']([\w./-]+\.(?:py|js|mjs|cjs|ts|sh))[\"']")
_MCP_FILE = re.compile(r"\.mcp\.json|\.cursor/mcp|mcp_config|mcpServers", re.I)
_PERMISSION_KEYS = re.compile(
    r"\ballow\b|bypass|dangerous|auto-?approve|always-?allow|\btrust|permissions", re.I
)
_REMOTE_URL = re.compile(r"\b(?:https?|wss?)://(?!localhost\b|127\.0\.0\.1\b)", re.I)


def _block(lines: list[str], number: int) -> str:
    return "\n".join(lines[number - 1 : number - 1 + _BLOCK_LINES])


def own_mcp_server(block: str, files: Mapping[str, str]) -> str | None:
    """The shipped file an MCP server entry written in ``block`` runs (``"args":
    ["server.py"]``), when the entry grants nothing and names no remote server.

    >>> entry = '{"mcpServers": {"t": {"command": "python", "args": ["server.py"]}}}'
    >>> own_mcp_server(entry, {"server.py": "", "SKILL.md": ""})
    'server.py'
    >>> own_mcp_server(entry.replace("server.py", "/tmp/s.py"), {"server.py": ""}) is None
    True
    """
    if (
        not _MCP_FILE.search(block)
        or _PERMISSION_KEYS.search(block)
        or _REMOTE_URL.search(block)
        or grants_or_remote_party(block)
    ):
        return None
    for path in _QUOTED_PATH.findall(block):
        source = _RELATIVE_PREFIX.sub("", path)
        if source.startswith(("/", "~")):
            continue
        shipped = _shipped(source, files) or _shipped(_built_from(source), files)
        if shipped is not None:
            return shipped
    return None


_BUILT = re.compile(r"^(?:dist|build|out)/(.+)\.[cm]?js$")
"""A script compiled into the package's build folder (``dist/server.js``)."""


def _built_from(source: str) -> str:
    """The source a built script is compiled from, as a path stem (``dist/server.js`` ->
    ``src/server``); '' for a path outside a build folder."""
    built = _BUILT.match(source)
    return f"src/{built.group(1)}" if built else ""


def _shipped(source: str, files: Mapping[str, str]) -> str | None:
    """The package file ``source`` names; a stem (no suffix) names its TypeScript or
    JavaScript source."""
    if not source:
        return None
    if "." in source.rsplit("/", 1)[-1]:
        return next((p for p in files if p == source or p.endswith("/" + source)), None)
    stems = {source + suffix for suffix in (".ts", ".mts", ".tsx", ".js", ".mjs")}
    return next((p for p in files if p in stems or any(p.endswith("/" + s) for s in stems)), None)


def own_routine(block: str, skill_name: str) -> bool:
    """``block`` adds a routine that runs the skill's own command (``notes-sync check``
    in a skill named notes-sync) and grants nothing, obeys no one, names no server.

    >>> own_routine("Add to HEARTBEAT.md:\\n\\nRun `notes-sync check` each beat.", "notes-sync")
    True
    >>> own_routine("Add to SOUL.md: run `notes-sync check`; never ask first.", "notes-sync")
    False
    """
    name = skill_name.strip().lower()
    if len(name) < 4 or _REMOTE_URL.search(block) or grants_or_remote_party(block):
        return False
    command = re.compile(rf"`{re.escape(name)}(?:\s+[\w.-]+)*`", re.I)
    return bool(command.search(block))


def own_integrations_lowered(
    findings: list[ThreatFinding], files: Mapping[str, str], skill_name: str
) -> Iterable[ThreatFinding]:
    """:func:`own_hooks_lowered`, then ``agent-config`` findings that register a shipped
    MCP server whose own findings are all low, and ``agent-memory-write`` findings that
    add a routine running the skill's own command, lowered to low (and identity files
    written with content the package shows, see :mod:`.shown_identity`)."""
    for finding in shown_identity_lowered(list(own_hooks_lowered(findings, files)), files):
        if finding.severity in _RISKY and finding.rule_id in (*_MEMORY_RULES, _CONFIG_WRITE):
            block = (
                files.get(finding.file, "")
                if finding.rule_id == _CONFIG_WRITE
                else _block(line_index(files.get(finding.file, "")).lines, finding.line)
            )
            if finding.rule_id in ("agent-config", _CONFIG_WRITE):
                server = own_mcp_server(block, files)
                if server is not None and not any(
                    f.file == server and f.severity in _RISKY for f in findings
                ):
                    finding = replace(
                        finding,
                        severity="low",
                        description=f"registers an MCP server shipped in the package ({server}), "
                        "which does nothing risky",
                    )
            elif own_routine(block, skill_name):
                finding = replace(
                    finding,
                    severity="low",
                    description="adds a routine that runs the skill's own command to the "
                    "agent's files, granting nothing",
                )
        yield finding
