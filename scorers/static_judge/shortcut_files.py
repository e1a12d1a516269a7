"""A shortcut file that opens a program on someone else's machine.

The family: a package ships an Internet shortcut (``.url``), a macOS ``.webloc`` or a Linux
link entry (``.desktop`` with ``Type=Link``) named like documentation, whose target is a
program on a remote file share (``file://files.example-drop.net/share/docs.exe``, or
``\\\\host\\share\\docs.exe``) or a download of a program (``https://…/setup.exe``).
Opening it runs the author's program, and a share reached by SMB also hands the user's
Windows password hash to its host. A shortcut to a web page, or to a file on this machine
or the local network, is not the family.

>>> text = "[InternetShortcut]\\nURL=file://files.drop.invalid/s/a.exe"
>>> shortcut_findings("Docs.url", text)[0].line
2
>>> shortcut_findings("Docs.url", "[InternetShortcut]\\nURL=https://docs.python.org/3/\\n")
[]
"""

from __future__ import annotations

import re

from .destinations import is_internal
from .findings import ThreatFinding, line_finding

RULE_ID = "shortcut.remote-program"
_TARGET = re.compile(
    r"^[ \t]*(?:URL|Exec)[ \t]*=[ \t]*(\S+)|<key>URL</key>\s*<string>([^<]+)</string>", re.M | re.I
)
_REMOTE_SHARE = re.compile(r"^(?:file:/{2,}|\\\\|//)([^/\\\s]+)[/\\]", re.I)
_PROGRAM_DOWNLOAD = re.compile(
    r"^https?://([^/\s:]+)[^\s?#]*\.(?:exe|msi|scr|bat|cmd|ps1|vbs|vbe|hta|jar|dmg|pkg|app|sh|lnk)(?:[?#]|$)",
    re.I,
)


def shortcut_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at a shortcut's target when it is a program on another machine."""
    name = path.lower()
    if not name.endswith((".url", ".webloc", ".desktop")):
        return []
    if name.endswith(".desktop") and not re.search(r"^[ \t]*Type[ \t]*=[ \t]*Link\b", text, re.M):
        return []
    lines = text.splitlines()
    findings = []
    for match in _TARGET.finditer(text):
        target = (match.group(1) or match.group(2)).strip()
        remote = _REMOTE_SHARE.match(target) or _PROGRAM_DOWNLOAD.match(target)
        if remote and not is_internal(remote.group(1)):
            findings.append(
                line_finding(
                    path,
                    lines,
                    text.count("\n", 0, match.start()) + 1,
                    "9.1",
                    "high",
                    "a shortcut file opens a program on another machine (a remote file share or "
                    "a program download)",
                    RULE_ID,
                )
            )
    return findings
