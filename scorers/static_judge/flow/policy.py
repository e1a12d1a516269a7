"""Detection policy of data flow: which label reaching which sink is which finding.

Language-neutral: the Python and the JavaScript engines both call :func:`sink_flags` with
the sink site and the (non-parameter) labels that reach it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from ..sensitive import NETWORK_TOOL
from .recorder import Flag
from .taint import SECRET_KINDS, SinkSite, Taint

SECRET_TO_NETWORK = "flow.env-secret-to-network"
"""A named secret sent over the network: its destination decides whether it is the skill's job."""
DNS_EXFILTRATION = "flow.dns-exfiltration"
DNS_LOOKUP = re.compile(r"(?:^|\.)(?:gethostbyname(?:_ex)?|getaddrinfo|gethostbyaddr)$|^dns\.")
"""Resolver calls: a secret in the name looked up leaves through the DNS server."""


@dataclass(frozen=True)
class NestedPayload:
    """Marker: analyse this decoded payload here and report what it does."""

    text: str


OUTCOMES = (
    "credential-to-network",
    "dns-exfiltration",
    "env-secret-to-network",
    "identity-to-network",
    "home-data-to-network",
    "remote-exec",
    "decoded-exec",
    "secret-to-network-command",
    "remote-deserialize",
)
"""The kinds of flow :func:`sink_flags` reports; an engine names its rule id for each."""


def sink_flags(
    site: SinkSite,
    real: list[Taint],
    via: str = "",
    payloads: dict[int, str] | None = None,
    rule_ids: Mapping[str, str] | None = None,
) -> list[Flag | NestedPayload]:
    """Findings for sorted labels ``real`` reaching ``site``; ``via`` names the call path.

    ``rule_ids`` maps an outcome of :data:`OUTCOMES` to the rule id its finding carries
    (by default only the secret-to-network and DNS flows carry one).
    """
    payloads = payloads or {}
    ids = {"env-secret-to-network": SECRET_TO_NETWORK, "dns-exfiltration": DNS_EXFILTRATION}
    ids.update(rule_ids or {})
    suffix = f" (via {via})" if via else ""
    kinds = {t.kind for t in real}
    out: list[Flag | NestedPayload] = []

    def first(*wanted: str) -> Taint:
        return next(t for t in real if t.kind in wanted)

    if site.category == "network":
        if kinds & {"credential", "environ"}:
            src = first("credential", "environ")
            out.append(
                Flag(
                    "8.2",
                    "critical",
                    f"{src.detail} (line {src.line}) flows to network call {site.name}{suffix}",
                    ids.get("credential-to-network", ""),
                )
            )
        elif "env-secret" in kinds and DNS_LOOKUP.search(site.name):
            src = first("env-secret")
            out.append(
                Flag(
                    "8.2",
                    "critical",
                    f"{src.detail} (line {src.line}) is encoded into a DNS lookup by "
                    f"{site.name}{suffix} (DNS exfiltration)",
                    ids["dns-exfiltration"],
                )
            )
        elif "env-secret" in kinds:
            src = first("env-secret")
            out.append(
                Flag(
                    "8.2",
                    "high",
                    f"{src.detail} (line {src.line}) is sent in the body/URL "
                    f"of {site.name}{suffix}",
                    ids["env-secret-to-network"],
                )
            )
        elif "identity" in kinds:
            src = first("identity")
            out.append(
                Flag(
                    "8.2",
                    "moderate",
                    f"user or host identity ({src.detail}, line {src.line}) "
                    f"sent via {site.name}{suffix} (beacon)",
                    ids.get("identity-to-network", ""),
                )
            )
        elif "home" in kinds:
            src = first("home")
            out.append(
                Flag(
                    "8.2",
                    "moderate",
                    f"home-directory data ({src.detail}, line {src.line}) "
                    f"sent via {site.name}{suffix}",
                    ids.get("home-data-to-network", ""),
                )
            )
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
    return out
