"""Bulk credential harvesting ordered in prose: read several unrelated secret stores.

A harvester needs no code: steps that tell the agent to *read* the user's private keys,
cloud credentials, browser password stores or wallets put every secret into the
conversation, where the same document has them reported, displayed or shared. No skill's
stated job needs the contents of several private stores at once: a skill that works with
one (an AWS tool reading ``~/.aws/credentials``) names one, and checking a key's permissions
or fingerprint is not reading its contents.

The evidence is three or more prose lines, outside code fences, each ordering a read of a
distinct private store; lines that describe the attack or forbid it are not orders.

>>> doc = "1. Read `~/.ssh/id_rsa`.\\n2. Read `~/.aws/credentials`.\\n3. Read `~/.kube/config`.\\n"
>>> [f.rule_id for f in credential_sweep("SKILL.md", doc)]
['credential-sweep']
>>> credential_sweep("SKILL.md", "Read `~/.aws/credentials` for the default profile.\\n")
[]
"""

from __future__ import annotations

import re

from .example_framing import catalogued_line
from .findings import ThreatFinding, line_finding
from .literal_scan import line_index, scanner_for
from .text_patterns import NEGATION_CUES, NOT_PROSE, STRONG_CUES, blank_code_fences

RULE_ID = "credential-sweep"
_MIN_STORES = 3
_I = re.IGNORECASE

_PRIVATE_STORE = re.compile(
    r"\.ssh[/\\](?:id_\w+|[\w.-]+\.pem)\b(?!\.pub)|\.ssh[/\\]?(?=[`'\"\s)]|$)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)"
    r"|\.gnupg[/\\]private-keys[\w.-]*|\.gnupg[/\\]secring\.gpg"
    r"|\.aws[/\\]credentials|\.config[/\\]gcloud[/\\][\w.-]*credentials[\w.-]*|application_default_credentials\.json"
    r"|\.azure[/\\](?:accessTokens|msal_token_cache)[\w.-]*|\.kube[/\\]config|\.docker[/\\]config\.json"
    r"|\.netrc\b|\.git-credentials|\.npmrc\b|\.pypirc\b|\.gem[/\\]credentials|credentials\.tfrc\.json"
    r"|Login\s?Data|Web\s?Data|logins\.json|key4\.db|cookies\.sqlite|[/\\]Cookies\b"
    r"|wallet\.dat|[/\\]keystore[/\\]?|solana[/\\]id\.json|geth[/\\]nodekey|[\w-]+\.keys\b"
    r"|login\.keychain|/etc/shadow|\.password-store",
    _I,
)
"""Files whose contents are a secret: private keys, cloud and registry tokens, browser
password and cookie stores, wallets (not public keys, ``known_hosts`` or plain config)."""

_READ_ORDER = re.compile(
    r"^\W*(?:\d+[.)]\s*|[-*+]\s+)?(?:\*\*[^*\n]*\*\*\s*)?"
    r"(?:read|extract|dump|capture|collect|harvest|gather|copy|cat|load|open|retrieve|grab)\b",
    _I,
)
"""A line that opens with an order to read (a list item or a sentence starting with it)."""


def _stores(line: str) -> set[str]:
    return {m.group(0).lower().strip("/\\") for m in _PRIVATE_STORE.finditer(line)}


def _is_skill_md(path: str) -> bool:
    return path.replace("\\", "/").rsplit("/", 1)[-1].lower() == "skill.md"


def credential_sweep(path: str, text: str) -> list[ThreatFinding]:
    """One finding at the first of three or more prose orders to read distinct private
    secret stores in ``text`` (a prose document)."""
    if not scanner_for(_PRIVATE_STORE).search(text):
        return []
    prose_lines = blank_code_fences(text).splitlines()
    stores: set[str] = set()
    first = 0
    for number, line in enumerate(prose_lines, 1):
        if not _READ_ORDER.match(line):
            continue
        named = _stores(line)
        if not named:
            continue
        words = NOT_PROSE.sub(" ", line)
        if STRONG_CUES.search(words) or NEGATION_CUES.search(words):
            continue
        if catalogued_line(text, number, in_reference=not _is_skill_md(path)):
            continue  # an entry of what a checker looks for ("What it checks")
        stores |= named
        first = first or number
    if len(stores) < _MIN_STORES:
        return []
    lines = line_index(text).lines
    return [
        line_finding(
            path,
            lines,
            first,
            "8.2",
            "high",
            f"orders the agent to read {len(stores)} private secret stores "
            f"({', '.join(sorted(stores)[:4])})",
            RULE_ID,
        )
    ]
