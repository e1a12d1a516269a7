"""A table of named commands whose miss runs the requested text itself (AITech 9.1).

The family (a remote command channel behind an allowlist): a bot or relay client answers
"probes" or "checks" from a table of fixed shell commands, ``PROBES.get(name, name)`` or
``CHECKS[name] ?? name``, so any text that is not a table key runs as a shell command. The
table reads as a restriction and the fallback as a convenience; together with a package that
takes messages from outside (a chat bot, a WebSocket relay, an inbox), whoever sends the
message runs commands on the host. A table whose miss is refused, or a package that takes
no messages, is no finding.

>>> files = {"scripts/bot.py": '''
... import asyncio, discord
... PROBES = {"disk": "df -h .", "uptime": "uptime"}
... async def run(probe):
...     cmd = PROBES.get(probe, probe)
...     return await asyncio.create_subprocess_shell(cmd)
... async def on_message(msg):
...     await run(msg.content[2:])
... '''}
>>> [(f.file, f.line, f.rule_id) for f in passthrough_command_findings(files)]
[('scripts/bot.py', 6, 'code.passthrough-command-table')]
>>> text = files["scripts/bot.py"].replace("PROBES.get(probe, probe)", "PROBES[probe]")
>>> passthrough_command_findings({"scripts/bot.py": text})
[]
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping

from .findings import ThreatFinding, line_finding
from .literal_scan import scanner_for
from .structure import JAVASCRIPT, PYTHON, classify
from .textutil import is_test_file

RULE_ID = "code.passthrough-command-table"

_LOOKUP = {
    PYTHON: re.compile(
        r"(?P<var>\w+)\s*=\s*(?:self\.)?(?P<table>[A-Za-z_]\w*)\.get\(\s*(?P<key>[\w.]+)\s*,\s*"
        r"(?P=key)\s*\)|(?P<var2>\w+)\s*=\s*(?:self\.)?(?P<table2>[A-Za-z_]\w*)\.get\(\s*"
        r"(?P<key2>[\w.]+)\s*\)\s+or\s+(?P=key2)\b"
    ),
    JAVASCRIPT: re.compile(
        r"(?P<var>\w+)\s*(?::\s*\w+\s*)?=\s*(?:this\.)?(?P<table>[A-Za-z_$][\w$]*)\[\s*"
        r"(?P<key>[\w.$]+)\s*\]\s*(?:\?\?|\|\|)\s*(?P=key)\b"
    ),
}
"""A lookup in a table whose miss gives back the key itself."""
_SHELL_RUN = {
    PYTHON: r"(?:create_subprocess_shell|os\.system|os\.popen|getoutput|getstatusoutput)"
    r"\(\s*{var}\b|\b(?:run|Popen|call|check_call|check_output)\(\s*{var}\b[^)]*\bshell\s*=\s*True",
    JAVASCRIPT: r"\b(?:exec|execSync)\(\s*{var}\b"
    r"|\b(?:spawn|spawnSync)\(\s*{var}\b[^)]*\bshell\s*:",
}
"""The looked-up text run by a shell (the pattern takes the variable's name)."""
_RUN_WINDOW = 12
"""Lines after the lookup in which the shell run must follow."""
_TAKES_MESSAGES = re.compile(
    r"\bon_message\b|\.on\(\s*[\"'](?:message|data)[\"']|\bonmessage\b"
    r"|addEventListener\(\s*[\"']message|\.message_handler\b|\bMessageHandler\b"
    r"|\bweb_?sockets?\b|\bsocket\.io\b|\.recv\("
    r"|\bimaplib\b|\bpoplib\b|\bslack_bolt\b|\bdiscord\b|\btelegram\b",
    re.I,
)
"""A package that takes messages from outside: a chat bot, a WebSocket or socket client or
server, an inbox."""


def passthrough_command_findings(files: Mapping[str, str]) -> list[ThreatFinding]:
    """One finding per shell run of a command-table lookup that falls back to the requested
    text, in a package of ``files`` that takes messages from outside."""
    scripts = {
        path: (kind, text)
        for path, text in files.items()
        if not is_test_file(path) and (kind := classify(path, text)) in _LOOKUP
    }
    messages = scanner_for(_TAKES_MESSAGES)  # the literal prefilter rules most scripts out
    if not any(messages.search(text) for _, text in scripts.values()):
        return []
    findings = []
    for path, (kind, text) in scripts.items():
        lines = text.split("\n")
        for number in _passthrough_runs(kind, text):
            description = (
                "runs a command table's miss as the requested text itself in a package that "
                "takes outside messages: any message runs a shell command"
            )
            findings.append(
                line_finding(path, lines, number, "9.1", "critical", description, RULE_ID)
            )
    return findings


def _passthrough_runs(kind: str, text: str) -> Iterator[int]:
    """1-based lines that run, through a shell, a lookup whose miss is the key itself, when
    the table is written out in ``text`` as a literal."""
    if ".get(" not in text and "??" not in text and "||" not in text:
        return
    lines = text.split("\n")
    for match in scanner_for(_LOOKUP[kind]).finditer(text):
        var = match.group("var") or match.group("var2")
        table = match.group("table") or match.group("table2")
        if not re.search(rf"\b{re.escape(table)}\s*(?::[^=\n]*)?=\s*\{{", text):
            continue
        start = text.count("\n", 0, match.start())
        window = "\n".join(lines[start : start + _RUN_WINDOW])
        run = re.search(_SHELL_RUN[kind].format(var=re.escape(var)), window, re.S)
        if run:
            yield start + 1 + window.count("\n", 0, run.start())
