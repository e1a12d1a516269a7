"""PowerShell that runs code a web request returned (AITech 9.1).

The family (a remote command channel dressed as a feature): a "health check" or "sync"
fetches a feed of "mitigations", "remediations" or "hooks" from a server and runs each as
a script block (``[ScriptBlock]::Create($item.fix)``, ``Invoke-Expression``). The fetch
and the run sit in different functions, linked by variables and pipelines; the whole-line
cradle rules (``iex (irm …)``) do not see it. Taint here is by name and deliberately
simple: a variable assigned from a web request, from a function whose body makes one, or
from a tainted variable is tainted; so is a loop variable over one, and every parameter of
a function called with one. A script block built from a tainted value is the finding.

>>> text = '''
... function Get-Feed { return Invoke-RestMethod -Uri $cfg.feed }
... function Invoke-Fix($item) { $step = [ScriptBlock]::Create($item.fix); & $step }
... $feed = Get-Feed
... foreach ($f in $feed) { Invoke-Fix $f }
... '''
>>> [(f.line, f.rule_id) for f in powershell_remote_code("scripts/a.ps1", text)]
[(3, 'powershell.remote-code')]
>>> powershell_remote_code("scripts/a.ps1", text.replace("$item.fix", "$cfg.localFix"))
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding
from .textutil import closing_brace

RULE_ID = "powershell.remote-code"

_FETCH = re.compile(
    r"\b(?:Invoke-RestMethod|Invoke-WebRequest|irm|iwr)\b|\.Download(?:String|Data)\s*\("
    r"|\.GetString(?:Async)?\s*\(|\bReceive(?:Async)?\s*\(",
    re.I,
)
"""A web request whose reply the script keeps."""
_RUNS_CODE = re.compile(
    r"\[(?:System\.Management\.Automation\.)?ScriptBlock\]::Create\s*\((?P<a>[^\n]*)"
    r"|\b(?:Invoke-Expression|iex)\b(?P<b>[^\n|;]*)"
    r"|\bInvoke-Command\b[^\n]*-ScriptBlock\s+(?P<c>[^\n]*)",
    re.I,
)
"""A script block built from text, or text run as code."""
_FUNCTION = re.compile(r"^\s*function\s+([\w-]+)\s*(?:\(([^)]*)\))?\s*\{", re.I | re.M)
_PARAM_BLOCK = re.compile(r"\bparam\s*\(([^)]*)\)", re.I)
_SCOPE = r"(?:(?:script|global|local|private|using):)?"
"""A variable's scope prefix (``$script:Catalog`` is the variable ``Catalog``)."""
_VARIABLE = re.compile(rf"\$(?:\{{{_SCOPE}(\w+)\}}|{_SCOPE}(\w+))", re.I)
_ASSIGNED = re.compile(rf"\${_SCOPE}(\w+)\s*(?:\+)?=(?!=)\s*([^\n]+)", re.I)
_LOOP = re.compile(rf"\bforeach\s*\(\s*\${_SCOPE}(\w+)\s+in\s+([^)]+)\)", re.I)
_ROUNDS = 4
"""Passes over the script: enough for a value handed through a few helpers."""


def powershell_remote_code(path: str, text: str) -> list[ThreatFinding]:
    """One finding per script block built from, or text run as code from, what a web
    request returned in ``text`` (a PowerShell script)."""
    if not _FETCH.search(text) or not _RUNS_CODE.search(text):
        return []
    functions = _functions(text)
    fetching = {name for name, (_, body) in functions.items() if _FETCH.search(body)}
    tainted: set[str] = set()
    for _ in range(_ROUNDS):
        before = len(tainted)
        for target, value in _ASSIGNED.findall(text):
            if _FETCH.search(value) or _calls(value, fetching) or _mentions(value, tainted):
                tainted.add(target.lower())
        for target, source in _LOOP.findall(text):
            if _mentions(source, tainted):
                tainted.add(target.lower())
        for name, (params, _) in functions.items():
            if any(_mentions(call, tainted) for call in _call_lines(text, name)):
                tainted |= params
        if len(tainted) == before:
            break
    lines = text.splitlines()
    findings = []
    for number, line in enumerate(lines, 1):
        run = _RUNS_CODE.search(line)
        if run is None or line.lstrip().startswith("#"):
            continue
        argument = next(g for g in run.groups() if g is not None)
        # a one-line cradle (``iex (irm …)``) is the download rules' to judge, with their
        # policies on hosts and vendor installers
        if _mentions(argument, tainted) and not _FETCH.search(argument):
            description = "runs as code what a web request returned (a remote command channel)"
            findings.append(
                line_finding(path, lines, number, "9.1", "critical", description, RULE_ID)
            )
    return findings


def _functions(text: str) -> dict[str, tuple[set[str], str]]:
    """Each function's name (lower case), with its parameter names and its body."""
    found = {}
    for match in _FUNCTION.finditer(text):
        body = _braced(text, match.end() - 1)
        params = match.group(2) or ""
        block = _PARAM_BLOCK.search(body)
        if block:
            params += " " + block.group(1)
        names = {(a or b).lower() for a, b in _VARIABLE.findall(params)}
        found[match.group(1).lower()] = (names, body)
    return found


def _braced(text: str, opening: int) -> str:
    """The text from the brace at ``opening`` to the one that closes it (or the end)."""
    return text[opening : closing_brace(text, opening) + 1]


def _calls(value: str, functions: set[str]) -> bool:
    return any(re.search(rf"(?<![\w-]){re.escape(f)}(?![\w-])", value, re.I) for f in functions)


def _call_lines(text: str, function: str) -> list[str]:
    """The lines that call ``function`` (its definition excluded)."""
    return [
        line
        for line in text.splitlines()
        if re.search(rf"(?<![\w-]){re.escape(function)}(?![\w-])", line, re.I)
        and not re.match(r"\s*function\b", line, re.I)
    ]


def _mentions(text: str, names: set[str]) -> bool:
    return any((a or b).lower() in names for a, b in _VARIABLE.findall(text))
