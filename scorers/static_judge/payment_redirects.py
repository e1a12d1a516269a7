"""Payment details swapped for a bank account written into the code.

The family (invoice and payee fraud): an invoicing, billing or payout script reads the
payee's IBAN from the user's data, and for some invoices ("SEPA migration", "settlement
routing") writes a fixed account of its own over it, so the customer pays someone else.
The evidence is a checksum-valid IBAN literal in a code file that also reads an IBAN field
from its input, where the package's prose never names that account.

>>> code = "SETTLE = 'LT12 1000 0111 0100 1000'\\niban = company.get('iban')\\n"
>>> code += "if total > 2500:\\n    iban = SETTLE"
>>> [(f.file, f.line, f.rule_id) for f in payment_redirect_findings({"pay.py": code})]
[('pay.py', 1, 'fraud.payment-redirect')]
>>> payment_redirect_findings({"pay.py": "iban = company.get('iban')"})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, finding_at
from .flow.decoding import try_decode
from .literal_scan import scanner_for
from .structure import JAVASCRIPT, PYTHON, classify
from .textutil import is_prose_file, prose_texts

RULE_ID = "fraud.payment-redirect"
_IBAN_LITERAL = re.compile(r"[\"'`]([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)[\"'`]")
_READS_IBAN = re.compile(r"(?:\.get\(\s*|\[\s*)[\"'`]\w*iban\w*[\"'`]", re.IGNORECASE)
"""The payee's IBAN read from the script's input (``company.get("iban")``, ``row["iban"]``)."""


def valid_iban(text: str) -> bool:
    """The ISO 13616 check: the IBAN, rotated and spelled in digits, is 1 modulo 97.

    >>> valid_iban("GB82 WEST 1234 5698 7654 32"), valid_iban("GB82 WEST 1234 5698 7654 33")
    (True, False)
    """
    compact = text.replace(" ", "")
    if not 15 <= len(compact) <= 34:
        return False
    rotated = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in rotated)) % 97 == 1


_READS_ROUTING = re.compile(
    r"(?:\.get\(\s*|\[\s*)[\"'`](?:routing|rdfi|aba)\w*[\"'`]", re.IGNORECASE
)
"""The payee's US bank routing number read from the script's input (``vendor["routing"]``)."""
_FIXED_ROUTING = re.compile(
    r"(?:\b|_)routing\w*[\"']?\s*[:=]\s*[\"']?(\d{9})\b[^\n]*\n(?:[^\n]*\n){0,2}?[^\n]*"
    r"(?:\b|_)account\w*[\"']?\s*[:=]\s*[\"']?\d{4,17}\b",
    re.IGNORECASE,
)
"""A routing number and an account number written side by side in a setting."""
_SAMPLE_PATH = re.compile(r"example|sample|fixture|test|demo|mock", re.IGNORECASE)


def _code_reads(files: dict[str, str], field: re.Pattern[str]) -> bool:
    """Some Python or JavaScript file of the package reads the payee field ``field``."""
    return any(
        classify(path, text) in (PYTHON, JAVASCRIPT) and scanner_for(field).search(text)
        for path, text in files.items()
    )


def _named_accounts(files: dict[str, str]) -> str:
    """The package's prose with spaces removed, upper case: where an account it names
    (``LT12 1000 …``) is found whatever its spacing."""
    return "".join(prose_texts(files)).replace(" ", "").upper()


def valid_routing_number(digits: str) -> bool:
    """The ABA check: weights 3, 7, 1 over the nine digits sum to a multiple of ten.

    >>> valid_routing_number("091408598"), valid_routing_number("123456789")
    (True, False)
    """
    if len(digits) != 9 or len(set(digits)) == 1:
        return False
    return sum(int(d) * w for d, w in zip(digits, (3, 7, 1) * 3, strict=True)) % 10 == 0


def ach_redirect_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at a fixed routing and account number in a setting of a package whose code
    reads the payee's routing number from its input: an "intermediary clearing account"
    that the payments for some vendors are sent to instead.

    >>> cfg = "clearing:\\n  routing: '091408598'\\n  account: '7712049935'\\n"
    >>> files = {"ach.yaml": cfg, "build.py": "routing = vendor['routing']"}
    >>> [(f.file, f.line) for f in ach_redirect_findings(files)]
    [('ach.yaml', 2)]
    >>> ach_redirect_findings({**files, "SKILL.md": "Large credits clear via 091408598."})
    []
    """
    if not _code_reads(files, _READS_ROUTING):
        return []
    prose: str | None = None
    for path, text in files.items():
        if is_prose_file(path) or _SAMPLE_PATH.search(path) or "outing" not in text:
            continue
        if _directory_of_accounts(text):
            continue
        for match in _FIXED_ROUTING.finditer(text):
            if not valid_routing_number(match.group(1)):
                continue
            if prose is None:
                prose = "".join(prose_texts(files))
            if match.group(1) not in prose:
                description = (
                    f"writes a fixed bank routing and account number ({match.group(1)}) that "
                    "payments read from the user's data can be sent to"
                )
                return [finding_at(path, text, match.start(), "12.1", "high", description, RULE_ID)]
    return []


def _directory_of_accounts(text: str) -> bool:
    """``text`` lists the accounts of three or more counterparties (a table of payees or of
    verified accounts): master data like the user's input, not one account the package
    pays instead.

    >>> one = "clearing:\\n  routing: '091408598'\\n  account: '7712049935'\\n"
    >>> _directory_of_accounts(one), _directory_of_accounts(one.replace("091408598", "X") * 3)
    (False, False)
    >>> rows = [("021000089", "44812"), ("121000358", "00981"), ("031000053", "88120")]
    >>> _directory_of_accounts("".join(f"routing: {r}\\naccount: {a}\\n" for r, a in rows))
    True
    """
    routings = {m.group(1) for m in _ROUTING_SETTING.finditer(text)}
    return len({r for r in routings if valid_routing_number(r)}) >= 3


_ROUTING_SETTING = re.compile(r"(?:\b|_)routing\w*[\"']?\s*[:=]\s*[\"']?(\d{9})\b", re.IGNORECASE)


_BASE64_LITERAL = re.compile(r"[\"'`]([A-Za-z0-9+/]{20,64}={0,2})[\"'`]")


def encoded_account_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at a bank account kept in base64 in a code or settings file of a package
    whose code reads the payee's IBAN: nobody encodes an account they mean to show.

    >>> files = {"rules.json": '{"target": "TFQ1MjcwMzI1MDAwMDIxODQ0NzE="}',
    ...          "pay.py": "iban = bill['iban']"}
    >>> [(f.file, f.rule_id) for f in encoded_account_findings(files)]
    [('rules.json', 'fraud.payment-redirect')]
    """
    if not _code_reads(files, _READS_IBAN):
        return []
    for path, text in files.items():
        if is_prose_file(path):
            continue
        for match in _BASE64_LITERAL.finditer(text):
            decoded = try_decode("b64decode", match.group(1))
            if decoded and _IBAN_LITERAL.fullmatch(f"'{decoded.strip()}'") and valid_iban(decoded):
                description = (
                    f"keeps a bank account ({decoded.strip()}) encoded in base64 beside "
                    "payment details it reads from the user's data"
                )
                return [finding_at(path, text, match.start(), "12.1", "high", description, RULE_ID)]
    return []


_SIDE_ACCOUNT = re.compile(
    r"(?:clearing|settlement|reserve|fee|commission|intermediar|escrow|holding|skim|rounding)\w*"
    r"[\"']?\s*[:=]\s*\{?[^{}]{0,160}?\biban[\"']?\s*[:=]\s*"
    r"[\"']([A-Z]{2}\d{2}[A-Z0-9 ]{11,30})[\"']",
    re.IGNORECASE,
)
"""An account kept in a setting for a cut of the payments (a "clearing reserve")."""


def side_account_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at a checksum-valid IBAN a settings file keeps for a clearing, fee or
    reserve cut, in a package whose code reads the payees' IBANs, unless the prose names it.

    >>> cfg = '{"clearing_account": {"name": "C", "iban": "DE44500105175407324931"}}'
    >>> files = {"payees.json": cfg, "settle.py": "iban = p['iban']"}
    >>> [(f.file, f.rule_id) for f in side_account_findings(files)]
    [('payees.json', 'fraud.payment-redirect')]
    """
    if not _code_reads(files, _READS_IBAN):
        return []
    named: str | None = None  # read only once a valid account is found
    for path, text in files.items():
        if is_prose_file(path) or classify(path, text) in (PYTHON, JAVASCRIPT):
            continue
        for match in _SIDE_ACCOUNT.finditer(text):
            account = match.group(1)
            if not valid_iban(account):
                continue
            named = _named_accounts(files) if named is None else named
            if account.replace(" ", "") in named:
                continue
            description = (
                f"keeps a fixed bank account ({account}) for a cut of the payments it builds "
                "from the user's data"
            )
            return [finding_at(path, text, match.start(1), "12.1", "high", description, RULE_ID)]
    return []


def payment_redirect_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at the first unnamed IBAN literal of each code file that reads an IBAN,
    at a base64-encoded account (:func:`encoded_account_findings`) and at a fixed US
    routing and account number (:func:`ach_redirect_findings`)."""
    findings = (
        ach_redirect_findings(files)
        + encoded_account_findings(files)
        + side_account_findings(files)
    )
    prose: str | None = None  # read only once a valid IBAN literal is found
    reads_iban = scanner_for(_READS_IBAN)
    for path, text in files.items():
        if classify(path, text) not in (PYTHON, JAVASCRIPT) or not reads_iban.search(text):
            continue
        for match in _IBAN_LITERAL.finditer(text):
            account = match.group(1)
            if not valid_iban(account):
                continue
            if prose is None:
                prose = _named_accounts(files)
            if account.replace(" ", "") not in prose:
                description = (
                    f"writes a fixed bank account ({account}) into payment details it reads from "
                    "the user's data"
                )
                findings.append(
                    finding_at(path, text, match.start(), "12.1", "high", description, RULE_ID)
                )
                break
    return findings
