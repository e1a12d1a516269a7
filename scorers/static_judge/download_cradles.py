"""A PowerShell download kept in a variable and run later, read as piped into ``iex``.

``$s = (New-Object Net.WebClient).DownloadString($u)`` followed, lines later, by
``Invoke-Expression $s`` (or ``& ([scriptblock]::Create($s))``) does what
``irm $u | iex`` does: the "download cradle" of PowerShell droppers. No line both
downloads and runs, so :func:`cradle_equivalents` appends the piped form to the
download's line (the line count stays) and the pipe-to-shell rules, with their policies
on vendor installers and documentation, read both spellings alike. The URL of a variable
set to a literal (``$u = 'https://…'``) is written in, so the policies see the host.

>>> text = "$u = 'https://x.invalid/a.ps1'\\n$c = iwr $u -UseBasicParsing\\niex $c.Content"
>>> cradle_equivalents(text).splitlines()[1]
'$c = iwr $u -UseBasicParsing ; irm https://x.invalid/a.ps1 | iex'
>>> cradle_equivalents("$r = irm https://api.x.invalid/v1/items\\n$r.name")
'$r = irm https://api.x.invalid/v1/items\\n$r.name'
"""

from __future__ import annotations

import re

RUN_WINDOW = 40
"""Lines after a download in which running its variable counts as running the download."""

_DOWNLOAD = re.compile(
    r"^\s*\$(\w+)\s*=\s*(?:\[\w+\]\s*)?\(?\s*(?:"
    r"\(?\s*New-Object\s+(?:System\.)?Net\.WebClient\s*\)?\s*\.\s*Download(?:String|Data)\s*\("
    r"|(?:Invoke-WebRequest|Invoke-RestMethod|iwr|irm|curl|wget)\b"
    r"|\[(?:System\.)?Net\.WebClient\]::new\(\)\.Download(?:String|Data)\s*\("
    r")([^\n]*)",
    re.IGNORECASE,
)
"""``$name = <a download>``: WebClient's DownloadString/DownloadData or a web cmdlet."""
_LITERAL_URL = re.compile(r"""^\s*\$(\w+)\s*=\s*["'](https?://[^"'\s]+)["']\s*;?\s*$""", re.I)
_URL = re.compile(r"""https?://[^\s"'`)<>]+""")
_VARIABLE = re.compile(r"\$(\w+)")


def _runs(name: str, line: str) -> bool:
    """``line`` evaluates the text held in ``$name`` as code."""
    var = rf"\$(?i:{re.escape(name)})\b(?:\.Content)?"
    return bool(
        re.search(
            rf"(?i:\biex\b|\bInvoke-Expression\b)\s*(?:-Command\s+)?\(?\s*{var}"
            rf"|{var}\s*\|\s*(?i:iex|Invoke-Expression)\b"
            rf"|(?i:\[scriptblock\]::Create)\s*\(\s*{var}",
            line,
        )
    )


def cradle_equivalents(text: str) -> str:
    """``text`` with ``; irm URL | iex`` appended to each download whose variable is run."""
    lowered = text.lower()
    if "iex" not in lowered and "invoke-expression" not in lowered and "scriptblock" not in lowered:
        return text
    lines = text.split("\n")
    urls: dict[str, str] = {}
    for index, line in enumerate(lines):
        if literal := _LITERAL_URL.match(line):
            urls[literal.group(1).lower()] = literal.group(2)
            continue
        download = _DOWNLOAD.match(line)
        if download is None:
            continue
        name, rest = download.group(1), download.group(2)
        url = _URL.search(rest)
        source = url.group(0) if url else ""
        if not source:
            named = [urls[v.lower()] for v in _VARIABLE.findall(rest) if v.lower() in urls]
            source = named[0] if named else "$" + (_VARIABLE.findall(rest) or ["url"])[0]
        later_lines = [rest, *lines[index + 1 : index + 1 + RUN_WINDOW]]
        if any(_runs(name, later) for later in later_lines):
            lines[index] += f" ; irm {source} | iex"
    return "\n".join(lines)
