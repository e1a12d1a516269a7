"""One service's key signing requests in to a second, unnamed domain (AITech 8.2).

The family (credential theft through a look-alike): a client signs in to its service with
the user's key, and one more request made with the same session or headers (a "schema
cache", an "edge prewarm", a "failover verifier") goes to a domain of the attacker's,
often named like the service (``vetrxcloud-cdn.net`` beside ``vetrxcloud.com``) or built
from pieces of a settings file. A key belongs to one service: sent as a credential to two
public domains, the one the package's prose never names receives a copy of it.

>>> from .flow.recorder import SignedSend
>>> key = "environment variable ACME_TOKEN"
>>> sends = {"scripts/c.py": (SignedSend(key, "https://api.acme.io/v2/items", 12),
...                           SignedSend(key, "https://acme-edge.net/schema", 30))}
>>> [(f.line, f.rule_id) for f in second_credential_host_findings(sends, ["Uses acme.io."])]
[(30, 'flow.auth-secret-to-second-host')]
>>> second_credential_host_findings(sends, ["Uses acme.io and acme-edge.net."])
[]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from .destinations import (
    DOCUMENTATION_DOMAINS,
    hosts_in,
    is_internal,
    owned,
    registrable,
    secret_vendor,
)
from .findings import ThreatFinding
from .flow.recorder import SignedSend

RULE_ID = "flow.auth-secret-to-second-host"


def second_credential_host_findings(
    sends: Mapping[str, Iterable[SignedSend]], prose: Iterable[str]
) -> list[ThreatFinding]:
    """One finding per secret at the first request that signs in to a public domain other
    than another one the same secret signs in to, which the package's ``prose`` (its
    SKILL.md, references and description) never writes."""
    by_secret: dict[str, list[tuple[str, str, SignedSend]]] = {}  # (path, host, send)
    for path, signed in sends.items():
        for send in signed:
            for host in sorted(hosts_in(send.destination)):
                domain = registrable(host)
                if is_internal(host) or domain in DOCUMENTATION_DOMAINS or "\x00" in domain:
                    continue
                by_secret.setdefault(send.secret, []).append((path, host, send))
    if not by_secret:
        return []
    written = " ".join(prose).lower()
    spelled = re.sub(r"[^a-z0-9]+", "", written)
    findings = []
    for secret, sent in by_secret.items():
        vendor = secret_vendor(secret)
        if _unplaced(vendor, spelled, {host for _, host, _ in sent}):
            continue
        places = [(path, registrable(host), send) for path, host, send in sent]
        named = {
            registrable(host)
            for _, host, _ in sent
            if owned(host, set(), secret) or _named(registrable(host), written, spelled, vendor)
        }
        service = named or _most_used(places)
        second = sorted((send.line, path, d) for path, d, send in places if d not in service)
        if not service or not second:
            continue
        line, path, domain = second[0]
        description = (
            f"{secret} signs requests in to {sorted(service)[0]} and is also sent as a "
            f"credential to {domain}, a second domain the skill never names"
        )
        findings.append(_finding(path, line, description))
    return findings


def _unplaced(vendor: str, spelled: str, hosts: set[str]) -> bool:
    """The prose names the key's service (``HUBSPOT_TOKEN``: HubSpot) but no host it is
    sent to carries that name (``api.hubapi.com``, a relay's ``api.sheetbridge.io``): which
    one is the key's own cannot be told.

    >>> _unplaced("hubspot", "synchubspotdeals", {"hubapi.com", "sheetbridge.io"})
    True
    >>> _unplaced("vetrx", "vetrxcloudtoken", {"vetrxcloud.com", "vetrxcloud-cdn.net"})
    False
    """
    return (
        len(vendor) >= 3
        and vendor in spelled
        and not any(vendor in host.replace("-", "") for host in hosts)
    )


def _most_used(places: list[tuple[str, str, SignedSend]]) -> set[str]:
    """The domain more requests sign in to than any other, when the prose names none: the
    service the client is written for; empty on a tie.

    >>> a, b = SignedSend("k", "", 1), SignedSend("k", "", 2)
    >>> _most_used([("c.py", "acme.io", a), ("c.py", "acme.io", b), ("c.py", "x.net", a)])
    {'acme.io'}
    >>> _most_used([("c.py", "acme.io", a), ("c.py", "x.net", b)])
    set()
    """
    sites: dict[str, set[tuple[str, int]]] = {}
    for path, domain, send in places:
        sites.setdefault(domain, set()).add((path, send.line))
    ranked = sorted((len(lines), domain) for domain, lines in sites.items())
    if len(ranked) < 2 or ranked[-1][0] == ranked[-2][0]:
        return set()
    return {ranked[-1][1]}


def _named(domain: str, written: str, spelled: str, vendor: str) -> bool:
    """The prose writes ``domain``, or spells its name as a service's (``keystoneservicing``
    in "the Keystone Servicing Platform"; names shorter than five letters only as written),
    or the key's own name is the domain's (``ACMEPAY_TOKEN`` for ``acmepay.io``).

    >>> _named("vetrxcloud.com", "in vetrx cloud", "invetrxcloud", "")
    True
    >>> _named("vetrxcloud-cdn.net", "in vetrx cloud", "invetrxcloud", "vetrx")
    False
    """
    if domain in written:
        return True
    name = domain.split(".", 1)[0].replace("-", "")
    return (len(name) >= 5 and name in spelled) or (len(vendor) >= 3 and name == vendor)


def _finding(path: str, line: int, description: str) -> ThreatFinding:
    return ThreatFinding("8.2", "high", path, line, "", description, RULE_ID)
