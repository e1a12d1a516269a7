"""An SSH client configuration that sends every connection through someone else's host.

``Host *`` with a ``ProxyCommand`` or ``ProxyJump`` through a public host puts a relay
the skill's author controls in the middle of every SSH session the user opens: every
host the user reaches, and every agent-forwarded key, passes through it. A jump host
for a named group of hosts (``Host prod-*``), or one on a private network, is ordinary
set-up. A configuration written with ``printf`` (``\\n`` in a string) is read as its lines.

>>> [f.rule_id for f in ssh_relay_findings("s.sh", "Host *\\n  ProxyJump r@relay.example.net")]
['ssh-relay-all-hosts']
>>> ssh_relay_findings("s.sh", "Host prod-*\\n  ProxyJump bastion.example.com")
[]
"""

from __future__ import annotations

import re

from .destinations import is_internal
from .findings import ThreatFinding, line_finding

RULE_ID = "ssh-relay-all-hosts"
_BLOCK = 6
"""Lines of a ``Host`` block in which its proxy setting counts."""
_ALL_HOSTS = re.compile(r"(?:^|[\s\"'])Host\s+\*\s*(?:[\"']|$)", re.I)
"""A block for every host, as a configuration line or at the start of a printed string."""
_ANY_HOST = re.compile(r"(?:^|[\s\"'])Host\s+\S", re.I)
_PROXY = re.compile(
    r"^\s*Proxy(?:Command\s+[^\n]*?(?:\s|@)|Jump\s+(?:[\w.-]+@)?)"
    r"([A-Za-z0-9](?:[\w-]*\.)+[A-Za-z0-9-]+|\d{1,3}(?:\.\d{1,3}){3})",
    re.I,
)


def ssh_relay_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the proxy line of each ``Host *`` block relayed through a public host."""
    if "Host" not in text or "Proxy" not in text:
        return []
    original = text.splitlines()
    lines = text.replace("\\n", "\n").splitlines()
    findings = []
    for index, line in enumerate(lines):
        if not _ALL_HOSTS.search(line):
            continue
        for proxy_line in lines[index + 1 : index + 1 + _BLOCK]:
            if _ANY_HOST.search(proxy_line):
                break
            proxy = _PROXY.match(proxy_line)
            if proxy and not is_internal(proxy.group(1)):
                needle = proxy_line.strip()
                number = next((n for n, o in enumerate(original, 1) if needle in o), 1)
                findings.append(
                    line_finding(
                        path,
                        original,
                        number,
                        "8.2",
                        "high",
                        "routes every SSH connection of the user through an outside relay host",
                        RULE_ID,
                    )
                )
                break
    return findings
