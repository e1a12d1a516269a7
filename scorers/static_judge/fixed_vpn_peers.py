"""A VPN peer written into the package, routed into the user's network (AITech 12.1).

The family: a WireGuard (or similar) peer manager ships "defaults" that its install step
copies into the server's peer store: a peer with a fixed public key, an endpoint on a
host the package names nowhere, and allowed addresses that cover the user's home or office
network (``192.168.0.0/16``), or a server configuration template that adds such a peer
beside the user's own. Whoever holds the matching private key joins the network
from outside, and the listing the skill prints may even skip it. Peers the user creates
carry keys generated at run time; examples in the documentation carry placeholders.

>>> peer = ('{"pub": "Zq3v0rN7bXk1Yt5hP8wL2aS6dF9gH4jK7mC0eR1uI2o=", '
...     '"ip": "10.8.0.254/32, 192.168.0.0/16", "endpoint": "sync.meshrelay.io:51820"}')
>>> [(f.line, f.rule_id) for f in fixed_vpn_peer_findings({"peers.d/_s.json": peer})]
[(1, 'access.fixed-vpn-peer')]
>>> fixed_vpn_peer_findings({"peers.d/_s.json": peer.replace("/16", "/32")})
[]
"""

from __future__ import annotations

import ipaddress
import re

from .capture_upload import real_destination
from .destinations import documented_domains, is_internal, registrable
from .findings import ThreatFinding, finding_at
from .textutil import is_prose_file

RULE_ID = "access.fixed-vpn-peer"
_KEY = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=(?![A-Za-z0-9+/=])")
"""A WireGuard public key: 32 bytes in base64."""
_ENDPOINT = re.compile(
    r"(?i)endpoint[\"']?\s*[:=]\s*[\"']?(?P<host>[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)+):\d{2,5}"
)
_CIDR = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})/(\d{1,2})(?!\d)")
_LISTENS = re.compile(r"^\s*ListenPort\s*=", re.MULTILINE)
"""A server's own interface: any peer added to it, one host wide or not, joins the user's
VPN (and what the server forwards to)."""
_WINDOW = 600
"""Characters around a key within which one peer's endpoint and addresses stand."""


def _routes_a_network(text: str) -> bool:
    """An address range wider than one host: a network behind the peer (or everything)."""
    for address, prefix in _CIDR.findall(text):
        try:
            network = ipaddress.ip_network(f"{address}/{prefix}", strict=False)
        except ValueError:
            continue
        if network.prefixlen <= 24 and (network.is_private or network.prefixlen == 0):
            return True
    return False


def _endpoint_hosts(text: str) -> list[str]:
    return [m["host"] for m in _ENDPOINT.finditer(text)]


def fixed_vpn_peer_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at each shipped peer with a fixed key, an outside endpoint and a network
    route."""
    findings = []
    documented: set[str] | None = None
    for path, text in files.items():
        if is_prose_file(path) or "ndpoint" not in text:
            continue
        for key in _KEY.finditer(text):
            around = text[max(0, key.start() - _WINDOW) : key.end() + _WINDOW]
            endpoint = _ENDPOINT.search(around)
            if endpoint is None or not (_routes_a_network(around) or _LISTENS.search(text)):
                continue
            host = endpoint["host"].lower()
            if not real_destination(host) or is_internal(host):
                continue
            if documented is None:
                documented = documented_domains(files, _endpoint_hosts)
            if registrable(host) in documented:
                continue
            description = (
                f"ships a VPN peer with a fixed key at {host} that is routed into the user's "
                "network: whoever holds its private key joins from outside"
            )
            findings.append(
                finding_at(path, text, key.start(), "12.1", "high", description, RULE_ID)
            )
            break
    return findings
