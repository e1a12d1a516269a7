"""Detection policy of data flow: which label reaching which sink is which finding.

Language-neutral: the Python and the JavaScript engines both call :func:`sink_flags` with
the sink site and the (non-parameter) labels that reach it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..auth_destinations import foreign_host
from ..destinations import is_local, registrable
from ..findings import DataFlow
from ..sensitive import NETWORK_TOOL
from .recorder import Flag
from .taint import AUTH_SECRET, SECRET_KINDS, SinkSite, Taint

SECRET_TO_NETWORK = "flow.env-secret-to-network"
"""A named secret sent over the network: its destination decides whether it is the skill's job."""
AUTH_SECRET_ELSEWHERE = "flow.auth-secret-to-foreign-host"
"""A named secret in a request's authentication field, sent to a host that is not its service."""
DNS_EXFILTRATION = "flow.dns-exfiltration"
FORM_SECRET = "form-secret"
"""Label kind of what a page's card, password or one-time code input holds."""
PERSONAL_DATA = "personal"
"""Label kind of a phone's address book, call log or messages."""
STORED_SESSION = "stored-session"
"""Label kind of a session token or password an app keeps in its own storage."""
_PAYMENT_PROCESSORS = frozenset(
    {
        "stripe.com",
        "braintreegateway.com",
        "paypal.com",
        "adyen.com",
        "squareup.com",
        "checkout.com",
    }
)
"""Where a checkout page may send a card number itself (to tokenise it)."""
DNS_LOOKUP = re.compile(r"(?:^|\.)(?:gethostbyname(?:_ex)?|getaddrinfo|gethostbyaddr)$|^dns\.")
"""Resolver calls: a secret in the name looked up leaves through the DNS server."""


_NETWORK_FLOWS = (
    (
        "credential-to-network",
        frozenset({"credential", "environ"}),
        "critical",
        "{detail} (line {line}) flows to network call {name}{via}",
    ),
    (
        "dns-exfiltration",
        frozenset({"env-secret"}),
        "critical",
        "{detail} (line {line}) is encoded into a DNS lookup by {name}{via} (DNS exfiltration)",
    ),
    (
        "env-secret-to-network",
        frozenset({"env-secret"}),
        "high",
        "{detail} (line {line}) is sent in the body/URL of {name}{via}",
    ),
    (
        "auth-secret-to-foreign-host",
        frozenset({AUTH_SECRET}),
        "high",
        "{detail} (line {line}) is sent as a request's credential to {host}, a host that is "
        "not the key's service, by {name}{via}",
    ),
    (
        "form-secret-to-outside-host",
        frozenset({FORM_SECRET}),
        "critical",
        "{detail} (line {line}) is read from the page and sent to {host}, a host written "
        "in the script, by {name}{via} (a form skimmer)",
    ),
    (
        "personal-data-to-outside-host",
        frozenset({PERSONAL_DATA}),
        "high",
        "{detail} (line {line}) is sent to {host}, a host written in the script, by {name}{via}",
    ),
    (
        "stored-session-to-outside-host",
        frozenset({STORED_SESSION}),
        "high",
        "{detail} (line {line}) is sent in a request's body or address to {host}, a host "
        "written in the script, by {name}{via}",
    ),
    (
        "identity-to-network",
        frozenset({"identity"}),
        "moderate",
        "user or host identity ({detail}, line {line}) sent via {name}{via} (beacon)",
    ),
    (
        "home-data-to-network",
        frozenset({"home"}),
        "moderate",
        "home-directory data ({detail}, line {line}) sent via {name}{via}",
    ),
)
"""Data reaching a network call, most serious first: (outcome, label kinds, severity, text).
The DNS outcome applies only when the call is a resolver, the authentication-field outcome
only when the request's address names a host foreign to the key, the form-field outcome only
when the address is a written absolute URL (a page posts its own forms to relative paths or
to a configured base) whose host is not a payment processor, and the same for a phone's
contacts or messages and an app's stored session (which, as a request's credential in its
headers, signs the app in to its own service)."""


@dataclass(frozen=True)
class NestedPayload:
    """Marker: analyse this decoded payload here and report what it does."""

    text: str


OUTCOMES = (
    "credential-to-network",
    "dns-exfiltration",
    "env-secret-to-network",
    "auth-secret-to-foreign-host",
    "form-secret-to-outside-host",
    "personal-data-to-outside-host",
    "stored-session-to-outside-host",
    "identity-to-network",
    "home-data-to-network",
    "remote-exec",
    "decoded-exec",
    "secret-to-network-command",
    "remote-deserialize",
)
"""The kinds of flow :func:`sink_flags` reports; an engine names its rule id for each."""


_WRITTEN_HOST_OUTCOMES = frozenset(
    {
        "form-secret-to-outside-host",
        "personal-data-to-outside-host",
        "stored-session-to-outside-host",
    }
)
"""Outcomes that need an absolute address written in the script (an app sends its own
forms, sessions and contacts to relative paths or a configured base every day)."""


def _written_outside_host(destination: str) -> str:
    """The host of an absolute address written in full, unless it is this machine or a
    payment processor; "" otherwise.

    >>> _written_outside_host("https://cdn-fix.invalid/c"), _written_outside_host("/api/login")
    ('cdn-fix.invalid', '')
    """
    host = _absolute_host(destination)
    if not host or is_local(host):
        return ""
    host = host.lower()
    return "" if registrable(host) in _PAYMENT_PROCESSORS else host


def _absolute_host(destination: str) -> str:
    """The host of an address written in full (``https://host/…``), else ""."""
    match = re.match(r"(?:https?|wss?)://([\w.-]+)", destination)
    return match.group(1) if match else ""


def _stays_local(destination: str) -> bool:
    """The request goes to this machine or to the cluster the code runs in, where a
    workload's own credentials are used (``https://kubernetes.default.svc/api``).

    >>> _stays_local("https://kubernetes.default.svc/api/v1/pods"), _stays_local("/api")
    (True, False)
    """
    host = _absolute_host(destination)
    return bool(host) and is_local(host)


def _sent_elsewhere(destination: str, secrets: list[Taint]) -> tuple[Taint, str] | None:
    """The first signing-in secret whose request goes to a host foreign to it, and the host."""
    if "://" not in destination:
        return None
    for taint in secrets:
        host = foreign_host(destination, taint.detail)
        if host:
            return taint, host
    return None


def sink_flags(
    site: SinkSite,
    real: list[Taint],
    via: str = "",
    payloads: dict[int, str] | None = None,
    rule_ids: Mapping[str, str] | None = None,
    calls: tuple[int, ...] = (),
) -> list[Flag | NestedPayload]:
    """Findings for sorted labels ``real`` reaching ``site``; ``via`` names the call path
    and ``calls`` the lines of its calls.

    ``rule_ids`` maps an outcome of :data:`OUTCOMES` to the rule id its finding carries
    (by default only the secret-to-network and DNS flows carry one).
    """
    payloads = payloads or {}
    ids = {
        "env-secret-to-network": SECRET_TO_NETWORK,
        "dns-exfiltration": DNS_EXFILTRATION,
        "auth-secret-to-foreign-host": AUTH_SECRET_ELSEWHERE,
    }
    ids.update(rule_ids or {})
    suffix = f" (via {via})" if via else ""
    kinds = {t.kind for t in real}
    out: list[Flag | NestedPayload] = []

    def first(*wanted: str) -> Taint:
        return next(t for t in real if t.kind in wanted)

    def traced(src: Taint) -> DataFlow:
        return DataFlow(src.kind, src.detail, src.line, calls)

    if site.category == "network":
        for outcome, wanted, severity, template in _NETWORK_FLOWS:
            if not kinds & wanted:
                continue
            if outcome == "dns-exfiltration" and not DNS_LOOKUP.search(site.name):
                continue
            src, host = first(*wanted), ""
            if outcome == "credential-to-network" and _stays_local(site.destination):
                continue
            if outcome in _WRITTEN_HOST_OUTCOMES:
                host = _written_outside_host(site.destination)
                if not host:
                    continue
            if outcome == "auth-secret-to-foreign-host":
                sent = _sent_elsewhere(site.destination, [t for t in real if t.kind in wanted])
                if sent is None:
                    continue
                src, host = sent
            text = template.format(
                detail=src.detail, line=src.line, name=site.name, via=suffix, host=host
            )
            out.append(Flag("8.2", severity, text, ids.get(outcome, ""), traced(src)))
            break
    elif site.category in ("process", "code"):
        what = (
            "runs as a command" if site.category == "process" else f"is executed by {site.name}()"
        )
        if "remote" in kinds:
            src = first("remote")
            out.append(
                Flag(
                    "9.1",
                    "critical",
                    f"{src.detail} (line {src.line}) {what}{suffix}",
                    ids.get("remote-exec", ""),
                    traced(src),
                )
            )
        if "decoded" in kinds:
            src = first("decoded")
            payload = payloads.get(src.line, "")
            shown = f"; decoded text starts {payload[:60]!r}" if payload else ""
            out.append(
                Flag(
                    "9.1",
                    "critical",
                    f"decoded data ({src.detail}, line {src.line}) {what}{suffix}",
                    ids.get("decoded-exec", ""),
                )
            )
            out.append(
                Flag(
                    "9.2",
                    "high",
                    f"obfuscated execution: encoded payload hidden from review{shown}",
                    ids.get("decoded-exec", ""),
                )
            )
            if payload:
                out.append(NestedPayload(payload))
        if (
            site.category == "process"
            and kinds & set(SECRET_KINDS)
            and NETWORK_TOOL.search(site.command)
        ):
            src = first(*SECRET_KINDS)
            out.append(
                Flag(
                    "8.2",
                    "high",
                    f"{src.detail} (line {src.line}) passed to a network command{suffix}",
                    ids.get("secret-to-network-command", ""),
                    traced(src),
                )
            )
    elif site.category == "deserialize" and "remote" in kinds:
        src = first("remote")
        out.append(
            Flag(
                "9.1",
                "high",
                f"untrusted downloaded data ({src.detail}) deserialised with {site.name}{suffix}",
                ids.get("remote-deserialize", ""),
            )
        )
    elif site.category == "deserialize" and "decoded" in kinds:
        # an object packed into the script as encoded text: unpickling it runs what it names
        src = first("decoded")
        payload = payloads.get(src.line, "")
        if payload:
            out.append(
                Flag(
                    "9.1",
                    "critical",
                    f"an object packed into the script as encoded text (line {src.line}) is "
                    f"deserialised with {site.name}{suffix}; decoded text starts {payload[:60]!r}",
                    ids.get("decoded-exec", ""),
                )
            )
            out.append(NestedPayload(payload))
    return out
