"""An app's network security config that trusts what the device user installs (AITech 12.1).

The family: an Android ``network_security_config.xml`` shipped for every build (release
included) trusts user-installed certificate authorities, or lets them override the app's
certificate pins, in its ``<base-config>`` or a ``<domain-config>``. Any proxy or profile
on the device then reads and changes the app's traffic, sign-in included. The same trust
inside ``<debug-overrides>`` applies only to debuggable builds: that is how a proxy is
used during development, and it is left alone.

>>> config = ('<network-security-config><base-config><trust-anchors>'
...     '<certificates src="user" /></trust-anchors></base-config></network-security-config>')
>>> [f.rule_id for f in user_trust_findings("res/xml/network_security_config.xml", config)]
['config.app-trusts-user-certificates']
>>> debug_only = config.replace("base-config", "debug-overrides")
>>> user_trust_findings("res/xml/network_security_config.xml", debug_only)
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, finding_at

RULE_ID = "config.app-trusts-user-certificates"
_DEBUG_ONLY = re.compile(r"<debug-overrides\b.*?</debug-overrides\s*>", re.S)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_USER_TRUST = re.compile(
    r"<certificates\b[^>]*\bsrc\s*=\s*[\"']user[\"'][^>]*>|\boverridePins\s*=\s*[\"']true[\"']"
)


def user_trust_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the first user-CA trust or pin override outside ``<debug-overrides>``."""
    if not path.lower().endswith(".xml") or "<network-security-config" not in text:
        return []

    def blanked(match: re.Match[str]) -> str:
        return re.sub(r"[^\n]", " ", match.group())

    kept = _DEBUG_ONLY.sub(blanked, _COMMENT.sub(blanked, text))
    match = _USER_TRUST.search(kept)
    if match is None:
        return []
    return [
        finding_at(
            path,
            text,
            match.start(),
            "12.1",
            "moderate",
            "trusts certificate authorities the device user installs (or lets them override "
            "the app's pins) in every build: any proxy on the device reads the app's traffic",
            RULE_ID,
        )
    ]
