"""Where a credential used to sign a request in goes: its own service, or somewhere else.

A secret in a request's authentication field (an ``Authorization`` header, an
``api_key`` body field) is how a client signs in to the service the key belongs to. Sent
to a host that plainly is not that service - a request catcher, a paste site, a bare
public IP address, or any host but the provider's own for a public provider's key - the
field is only a disguise: the key is delivered to whoever runs that host. A key of a
service this module cannot place (``ACME_TOKEN`` to ``api.acme-cloud.io``) is never
judged here: the package's own prose decides that.

>>> foreign_host("https://webhook.site/f3a/collect", "environment variable GITHUB_TOKEN")
'webhook.site'
>>> foreign_host("https://api.github.com/user", "environment variable GITHUB_TOKEN")
"""

from __future__ import annotations

import re

from .collector_hosts import is_collector_host
from .destinations import (
    DOCUMENTATION_DOMAINS,
    hosts_in,
    is_internal,
    is_ip,
    owned,
    provider_key,
    registrable,
    secret_vendor,
    serves_user_content,
)

_PROVIDER_SIGN_IN_DOMAINS = frozenset(
    {"microsoftonline.com", "windows.net", "amazonaws.com", "twitter.com", "x.com"}
)
"""Domains where public providers sign clients in or serve their APIs beside the main one
(Azure's ``login.microsoftonline.com``, AWS endpoints, X's API)."""
_COPIED_APIS = frozenset({"openai", "anthropic", "claude", "gpt"})
"""Providers whose API other vendors serve under the same paths, often reading the same
key variable (``OPENAI_API_KEY`` for any OpenAI-compatible model host)."""
_COMPATIBLE_PATH = re.compile(
    r"://[^/\s]+(?:/[\w.-]+)*/(?:chat/completions|completions|embeddings|messages|responses"
    r"|images/generations|audio/(?:speech|transcriptions))\b"
)
"""An endpoint of that API shape: the request goes to a model host, as the key was made for."""


def foreign_host(destination: str, secret: str) -> str | None:
    """The first host in ``destination`` (a request's address folded to text) that is
    plainly not the service of ``secret`` (a credential variable's name, or a text that
    holds one); None when every host may be the key's own or none is known.
    """
    for host in sorted(hosts_in(destination)):
        if _foreign(host, secret, destination):
            return host
    return None


def _foreign(host: str, secret: str, destination: str) -> bool:
    if (
        is_internal(host)
        or registrable(host) in DOCUMENTATION_DOMAINS
        or owned(host, set(), secret)
        or _carries_vendor(host, secret_vendor(secret))
    ):
        return False
    if is_ip(host) or is_collector_host(host) or serves_user_content(host):
        return True
    return (
        provider_key(secret)
        and registrable(host) not in _PROVIDER_SIGN_IN_DOMAINS
        and not (secret_vendor(secret) in _COPIED_APIS and _COMPATIBLE_PATH.search(destination))
    )


def _carries_vendor(host: str, vendor: str) -> bool:
    """A label of ``host`` is, or starts with, the key's service (``gitlab.acme.com``, a
    self-hosted GitLab; ``login.microsoftonline.com`` for a Microsoft key).

    >>> _carries_vendor("gitlab.acme-corp.com", "gitlab"), _carries_vendor("paste.rs", "gitlab")
    (True, False)
    """
    return len(vendor) >= 3 and any(label.startswith(vendor) for label in host.lower().split("."))
