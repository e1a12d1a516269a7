"""Ransomware in code (AITech 13.1): the user's files encrypted in place, or a ransom note.

Encrypting is an ordinary act (backups, secrets at rest); what makes it ransomware is
that each of the user's files is replaced by its encrypted copy: the code walks the
user's folders, encrypts the file it is given and deletes that same file. The forms:

- shell: a loop or ``find`` over the home folder whose body runs ``openssl enc``,
  ``gpg -c``/``--encrypt``, ``age``, ``ccrypt``, ``zip -P`` or ``7z a -p`` on the loop's
  file and then ``rm``/``shred`` on the same file;
- Python or JavaScript: a walk of the home folder (``os.walk``, ``rglob``, ``readdirSync``)
  with an ``encrypt`` call and a file deletion in the same code;
- a note telling the user their files are encrypted or locked and what to pay.

A backup that encrypts an archive and deletes the archive is not a walk over the user's
files, and is left alone.

>>> code = 'find ~/Documents -type f | while read f; do\\n  gpg -c --batch "$f" && rm "$f"\\ndone'
>>> [f.rule_id for f in ransom_findings("x.sh", code)]
['disrupt.ransom-encrypt']
"""

from __future__ import annotations

import re

from .code_comments import is_comment_line
from .findings import ThreatFinding, line_finding
from .literal_scan import scanner_for

ENCRYPT_IN_PLACE = "disrupt.ransom-encrypt"
RANSOM_NOTE = "disrupt.ransom-note"

_WINDOW = 8
"""Lines either side of an encryption in which the loop and the deletion are looked for."""
_SHELL_ENCRYPT = re.compile(
    r"\bopenssl\s+(?:enc\b|aes-\d+-\w+)|\bgpg2?\b[^\n]*(?:\s-c\b|--symmetric|\s-e\b|--encrypt)"
    r"|\bage\b[^\n]*\s(?:-p|-r|--passphrase|--recipient)\b|\bccrypt\b|\bzip\b[^\n]*\s-P\s"
    r"|\b7z\s+a\b[^\n]*\s-p"
)
_LOOP_VARIABLE = re.compile(r"\$\{?(\w+)\}?|\{\}")
_SHELL_DELETE = re.compile(r"\b(?:rm|shred|srm|unlink)\b[^\n]*")
_HOME = r"(?:~|\$HOME\b|\$\{HOME\}|/home\b|/Users\b|%USERPROFILE%|\$env:USERPROFILE)"
_SHELL_WALK = re.compile(
    rf"\b(?:find|for\s+\w+\s+in|ls|Get-ChildItem|gci)\b[^\n]*{_HOME}"
    r"|\b(?:find|for\s+\w+\s+in)\b[^\n]*\b(?:Documents|Desktop|Pictures|Photos)\b"
)
_CODE_WALK = re.compile(r"(?:os\.walk|\.rglob|\bglob\.glob|\.iterdir|readdirSync|readdir)\s*\(")
_CODE_HOME = re.compile(
    r"expanduser\(\s*[\"']~|Path\.home\(|homedir\(\)|\[[\"'](?:HOME|USERPROFILE)[\"']\]"
    r"|getenv\(\s*[\"'](?:HOME|USERPROFILE)"
)
_CODE_ENCRYPT = re.compile(r"\.encrypt\s*\(|\bcreateCipheriv\s*\(|\bAES\.new\s*\(")
_CODE_DELETE = re.compile(
    r"\bos\.(?:remove|unlink)\s*\(|\.unlink\s*\(|\bunlinkSync\s*\(|\brmSync\s*\("
)
_NOTE = re.compile(
    r"\b(?:your|all(?:\s+your)?|the)\s+(?:personal\s+|important\s+)?(?:files|documents|photos|data)"
    r"\s+(?:are|have\s+been|were)\s+(?:now\s+)?(?:encrypted|locked)\b"
    r"[^\n]{0,200}\b(?:pay|send|bitcoin|btc|monero|xmr|ransom|decrypt(?:ion)?\s+key|recover)",
    re.IGNORECASE,
)
_DESCRIPTIONS = {
    ENCRYPT_IN_PLACE: "encrypts the user's files one by one and deletes the originals (ransomware)",
    RANSOM_NOTE: "writes a ransom note: the user's files are locked until they pay",
}


def _deletes(name: str, deletion: str) -> bool:
    """``deletion`` (an ``rm``/``shred`` command) removes the file named by ``name``: a
    shell variable, or ``{}`` in a ``find -exec``."""
    if name == "{}":
        return "{}" in deletion
    return re.search(rf"\$\{{?{re.escape(name)}\}}?(?![\w.])", deletion) is not None


def _shell_encryptions(lines: list[str]) -> list[int]:
    """Lines that encrypt a file the surrounding loop walks from the home folder and
    delete that same file."""
    found = []
    for index, line in enumerate(lines):
        if is_comment_line(line) or not _SHELL_ENCRYPT.search(line):
            continue
        names = {
            m.group(0) if m.group(1) is None else m.group(1) for m in _LOOP_VARIABLE.finditer(line)
        }
        if not names:
            continue
        before = lines[max(0, index - _WINDOW) : index + 1]
        around = lines[max(0, index - _WINDOW) : index + _WINDOW + 1]
        deletes = [m.group(0) for text in around for m in _SHELL_DELETE.finditer(text)]
        same_file = any(_deletes(name, deleted) for name in names for deleted in deletes)
        if same_file and any(_SHELL_WALK.search(text) for text in before):
            found.append(index + 1)
    return found


def _code_encryption(text: str, lines: list[str]) -> int | None:
    """The line of the first ``encrypt`` call in code (``text``, split into ``lines``) that
    also walks the home folder and deletes files."""
    if not (_CODE_WALK.search(text) and _CODE_HOME.search(text) and _CODE_DELETE.search(text)):
        return None
    for number, line in enumerate(lines, 1):
        if _CODE_ENCRYPT.search(line) and not is_comment_line(line):
            return number
    return None


def ransom_findings(path: str, text: str) -> list[ThreatFinding]:
    """Ransomware findings of one piece of code (any language)."""
    lowered = text.lower()
    shell = scanner_for(_SHELL_ENCRYPT).search(text) is not None
    code = "encrypt" in lowered or "cipher" in lowered or "aes" in lowered
    note = "encrypted" in lowered or "locked" in lowered
    if not (shell or code or note):
        return []
    lines = text.splitlines()
    found = [(number, ENCRYPT_IN_PLACE) for number in _shell_encryptions(lines)] if shell else []
    if not found and code:
        number = _code_encryption(text, lines)
        found += [(number, ENCRYPT_IN_PLACE)] if number else []
    if note:
        found += [(n, RANSOM_NOTE) for n, line in enumerate(lines, 1) if _NOTE.search(line)][:1]
    return [
        line_finding(path, lines, number, "13.1", "critical", _DESCRIPTIONS[rule], rule)
        for number, rule in found
    ]
