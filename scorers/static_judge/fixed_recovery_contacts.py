"""An account's owner or recovery contact replaced by an address written in the code
(AITech 12.1).

The family: a "fix-up", "sync" or "verification" step that rewrites the contact a service
sends ownership proofs, password resets or verification codes to (a podcast feed's
owner email, an account's recovery email or phone, a domain's registrant contact) with
an address of the author's. Whoever reads that inbox can claim or take over the account
later. Setting the contact the user gives (an argument, a setting, a placeholder such as
``you@example.com``) is the benign form; so is a package whose prose names the address.

>>> code = ("CONTACT = 'verify@relay-hub.net'\\n"
...         "owner = ch.find('owner')\\n"
...         "owner.find('email').text = CONTACT\\n")
>>> [(f.line, f.rule_id) for f in fixed_recovery_contact_findings({"fix.py": code})]
[(3, 'access.fixed-recovery-contact')]
>>> fixed_recovery_contact_findings({"fix.py": code, "SKILL.md": "Owner: verify@relay-hub.net"})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding
from .literal_scan import line_index, scanner_for
from .textutil import is_prose_file, is_test_file

RULE_ID = "access.fixed-recovery-contact"
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_CONSTANT = re.compile(
    rf"^\s*(?:(?:const|let|var|export\s+const)\s+)?([A-Za-z_]\w*)\s*[:=]\s*[\"']({_EMAIL})[\"']\s*;?\s*$",
    re.MULTILINE,
)
"""A name given one email address (``CONTACT = 'a@b.net'``)."""
_SET_TO = re.compile(
    rf"(?:[=:]|,)\s*(?:[\"']({_EMAIL})[\"']|([A-Za-z_]\w*))\s*[,)}};]*\s*(?:#.*|//.*)?$"
)
"""The end of an assignment, a dict entry or a call's last argument, and what it sets."""
_ACCOUNT_CONTACT = re.compile(
    r"(?i)\b(?:owner|recovery|verif\w*|registrant|account[_-]?contact|security[_-]?contact"
    r"|admin[_-]?contact|backup[_-]?email|reset[_-]?email|itunes:email|managingEditor)"
)
"""Where a service sends ownership proofs, resets and verification codes."""
_CONTACT_FIELD = re.compile(r"(?i)e-?mail|contact|phone")
_PLACEHOLDER = re.compile(
    r"(?i)@(?:[\w-]+\.)*(?:example|test|invalid|localhost)(?:\.\w+)?$|^(?:you|your|user|name|me|"
    r"someone|owner|admin|first\.last)[\w.+-]*@|noreply|no-reply"
)
_WINDOW = 4
"""Lines before an assignment within which the field it sets may be named."""


def _contact_lines(lines: list[str], constants: dict[str, str]) -> list[tuple[int, str]]:
    """(line, address) where a code line sets an account contact to a fixed address."""
    found = []
    for number, line in enumerate(lines, 1):
        match = _SET_TO.search(line)
        if match is None:
            continue
        address = match.group(1) or constants.get(match.group(2) or "")
        if not address or _PLACEHOLDER.search(address) or _CONSTANT.match(line):
            continue
        context = "\n".join(lines[max(0, number - 1 - _WINDOW) : number])
        if _ACCOUNT_CONTACT.search(context) and _CONTACT_FIELD.search(context):
            found.append((number, address))
    return found


def fixed_recovery_contact_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at the first line of each code file that sets an account's owner or
    recovery contact to an address written in the package, unless the prose names it."""
    prose = "\n".join(text for path, text in files.items() if is_prose_file(path))
    findings = []
    for path, text in files.items():
        if (
            is_prose_file(path)
            or "@" not in text
            or is_test_file(path)
            or not scanner_for(_ACCOUNT_CONTACT).search(text)
        ):
            continue
        constants = {m.group(1): m.group(2) for m in _CONSTANT.finditer(text)}
        lines = line_index(text).lines
        for number, address in _contact_lines(lines, constants):
            if address.lower() in prose.lower():
                continue
            findings.append(
                line_finding(
                    path,
                    lines,
                    number,
                    "12.1",
                    "high",
                    f"sets an account's owner or recovery contact to an address written in the "
                    f"code ({address}), which can then claim or take over the account",
                    RULE_ID,
                )
            )
            break
    return findings
