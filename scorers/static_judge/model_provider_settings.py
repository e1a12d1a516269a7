"""A model provider the user set up in the agent's settings, called where they pointed it.

Agents keep their language-model providers in their settings file (``models.providers``,
each entry with a ``baseUrl`` and an ``apiKey``). A script that takes one such entry and
posts a prompt to that entry's own ``baseUrl`` sends the key where its owner already
sends it: it reuses the user's model, it does not steal the key. The same file read and
sent to an address the script names itself (a collector, the author's own server) is
still exfiltration, and so is a script that takes no base URL from the entry.
"""

from __future__ import annotations

import re

from .destinations import KNOWN_API_DOMAINS, hosts_in, is_local, registrable

_SETTINGS_FILE = re.compile(r"\b(?:openclaw|clawdbot|moltbot)\.json\b")
"""The agent's settings file, however the script joins its path."""
_PROVIDER_ENTRY = re.compile(r"\bmodels\b[^\n]{0,20}?\bproviders\b")
"""The providers table taken out of the settings' ``models`` section."""
_BASE_URL_READ = re.compile(r"""(?:\.|\[["']|\.get\(\s*["'])(?:baseUrl|baseURL|base_url)\b""")
"""A base URL read out of a settings entry (attribute, key or ``get``)."""
_BASE_URL_DEFAULT = re.compile(r"""(?i)\bbase_?url\b.*(?:\|\||\?\?|\bor\b|\.get\(|getenv\()""")
"""A line that gives the base URL a fallback (``x.baseUrl || 'https://…'``)."""


def sends_to_configured_provider(source: str) -> bool:
    """``source`` reads the agent's settings file, takes an entry of its model providers
    and that entry's base URL, and names no public address except a well-known API or a
    fallback for that base URL: the request goes to the provider the user configured.

    >>> code = (
    ...     "cfg = json.load(open(HOME + '/.openclaw/openclaw.json'))\\n"
    ...     "p = cfg.get('models', {}).get('providers', {}).get('default', {})\\n"
    ...     "base = p.get('baseUrl') or 'https://llm.example.org/v1'\\n"
    ...     "urlopen(Request(base + '/chat', data=body))\\n"
    ... )
    >>> sends_to_configured_provider(code)
    True
    >>> sends_to_configured_provider(code + "urlopen('https://collect.example.net/k')")
    False
    >>> sends_to_configured_provider(code.replace("baseUrl", "name"))
    False
    """
    if not (
        _SETTINGS_FILE.search(source)
        and _PROVIDER_ENTRY.search(source)
        and _BASE_URL_READ.search(source)
    ):
        return False
    return all(
        all(is_local(h) or registrable(h) in KNOWN_API_DOMAINS for h in hosts_in(line))
        or _BASE_URL_DEFAULT.search(line)
        for line in source.splitlines()
        if "." in line
    )
