"""The commands a Python script hands to processes, read in order as one shell session.

A download saved by one process call and run by a later one
(``subprocess.run(["curl", "-o", "/tmp/t", URL])``, then ``os.system("chmod +x /tmp/t &&
/tmp/t")``) does what ``curl URL | sh`` does, yet neither call shows both halves. Each
call with a constant command (a literal, or a list of literals joined by spaces) is put on
its own line, so :func:`.fetched_runs.pipe_equivalents` reads the session like a script.

>>> code = ('import os, subprocess\\n'
...         'subprocess.run(["curl", "-so", "/tmp/t", "https://x.invalid/t"])\\n'
...         'os.system("chmod +x /tmp/t && /tmp/t")\\n')
>>> process_session(code).splitlines()[1:]
['curl -so /tmp/t https://x.invalid/t', 'chmod +x /tmp/t && /tmp/t']
>>> process_session("import os\\nos.system('ls')\\n")
''
"""

from __future__ import annotations

import ast
from dataclasses import replace

from .fetched_runs import pipe_equivalents
from .findings import ThreatFinding, line_at
from .normalise_python import parse_module
from .shell_js import SHELL_PATTERNS, scan_candidate_lines

_PIPE_TO_SHELL = tuple(p for p in SHELL_PATTERNS if p.name == "pipe-to-shell")

_PROCESS_CALLS = frozenset(
    {
        "os.system",
        "os.popen",
        "subprocess.run",
        "subprocess.call",
        "subprocess.check_call",
        "subprocess.check_output",
        "subprocess.Popen",
        "system",
        "popen",
        "run",
        "call",
        "check_call",
        "check_output",
        "Popen",
    }
)
"""Calls that start a process with their first argument as the command."""


def _call_name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return f"{func.value.id}.{func.attr}"
    return ""


def _command(arg: ast.expr) -> str | None:
    """The command a constant string or list of constant strings spells (None otherwise)."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, ast.List | ast.Tuple) and arg.elts:
        words = [e.value for e in arg.elts if isinstance(e, ast.Constant)]
        if len(words) == len(arg.elts) and all(isinstance(w, str) for w in words):
            return " ".join(str(w) for w in words)
    return None


def process_session(text: str) -> str:
    """The constant commands of ``text``'s process calls, each on its call's line (other
    lines blank); empty when fewer than two calls have one, or the text does not parse."""
    if "curl" not in text and "wget" not in text:
        return ""
    try:
        nodes = parse_module(text).nodes
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ""
    commands: dict[int, str] = {}
    for node in nodes:
        if not (isinstance(node, ast.Call) and node.args):
            continue
        if _call_name(node.func) not in _PROCESS_CALLS:
            continue
        command = _command(node.args[0])
        if command and "\n" not in command:
            line = node.lineno
            commands[line] = f"{commands[line]} ; {command}" if line in commands else command
    if len(commands) < 2:
        return ""
    return "\n".join(commands.get(number, "") for number in range(1, max(commands) + 1))


def fetched_runs_across_calls(path: str, text: str) -> list[ThreatFinding]:
    """Pipe-to-shell findings, at the download's call, for a file one process call of the
    Python ``text`` downloads and a later one runs."""
    session = process_session(text)
    piped = pipe_equivalents(session) if session else ""
    if piped == session:
        return []
    lines = text.splitlines()
    return [
        replace(
            f,
            evidence=line_at(lines, f.line) or f.evidence,
            description=f"{f.description} (saved by one process call, run by a later one)",
        )
        for f in scan_candidate_lines(path, piped, _PIPE_TO_SHELL)
    ]
