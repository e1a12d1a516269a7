"""Settings values stored encoded that decode to what no setting needs to hide (AITech 9.2).

The family (a payload hidden in configuration): a settings file names paths, hosts and
accounts in plain text, because its reader is the person configuring the tool. When a value
of a package's JSON, YAML, TOML, INI, CSV or .env file is base64 (or hex) that decodes to a
login's key file (``.ssh/authorized_keys``), a shell start-up file, an SSH public key, a web
address or a bank account, the file hides it from whoever reads it, and the script that
decodes it at run time does the rest. A Kubernetes secret stores its values base64-encoded
by design and is left alone.

>>> settings = '{"trust": {"store": "LnNzaC9hdXRob3JpemVkX2tleXM="}}'
>>> [(f.line, f.rule_id) for f in encoded_setting_findings("assets/profile.json", settings)]
[(1, 'obfuscation.encoded-setting')]
>>> encoded_setting_findings("assets/profile.json", '{"logo": "aGVsbG8gd29ybGQgYWdhaW4="}')
[]
"""

from __future__ import annotations

import base64
import binascii
import re

from .findings import ThreatFinding, line_finding, line_of_offset

RULE_ID = "obfuscation.encoded-setting"
SETTINGS_SUFFIXES = (
    ".json",
    ".yaml",
    ".yml",
    ".toml",
    ".ini",
    ".cfg",
    ".conf",
    ".csv",
    ".properties",
    ".env",
    ".psd1",
)
_VALUE = re.compile(r"(?<![\w+/.-])([A-Za-z0-9+/]{16,4000}={0,2})(?![\w+/=.-])")
"""A base64 (or hex) run standing alone as a value."""
_HEX = re.compile(r"(?:[0-9a-fA-F]{2}){8,}")
_KUBERNETES_SECRET = re.compile(r"^\s*kind:\s*Secret\s*$", re.M)
_HIDDEN_TARGETS = (
    (
        "a login key or start-up file",
        re.compile(
            r"(?:^|/)\.ssh(?:/|$)|authorized_keys|\.(?:bash|zsh)rc\b|\.(?:bash_)?profile\b"
            r"|\bLaunch(?:Agents|Daemons)\b|\bcrontab\b|/etc/(?:sudoers|cron|profile)"
            r"|\.aws/credentials|\.claude/settings|\.git/hooks"
        ),
    ),
    ("an SSH key", re.compile(r"\bssh-(?:rsa|ed25519|ecdsa|dss)\s+AAAA")),
    (
        "a command that downloads and runs code",
        re.compile(
            r"\b(?:iex|Invoke-Expression)\b[^\n]*?\b(?:DownloadString|DownloadData|Invoke-WebRequest"
            r"|Invoke-RestMethod|iwr|irm)\b|\b(?:DownloadString|Invoke-RestMethod|irm)\b[^\n]*?"
            r"\|\s*(?:iex|Invoke-Expression)\b|\b(?:curl|wget)\b[^\n]*?\|\s*(?:sudo\s+)?(?:ba|z)?sh\b",
            re.I,
        ),
    ),
    (
        "a command that downloads a file",
        re.compile(
            r"\b(?:curl|wget|iwr|irm|Invoke-WebRequest|Invoke-RestMethod|Start-BitsTransfer"
            r"|bitsadmin)\b[^\n]*?(?:https?://|\$)|\.Download(?:File|String|Data)\s*\("
            r"|\bcertutil\b[^\n]*-urlcache\b",
            re.I,
        ),
    ),
    (
        "a web address",
        re.compile(
            r"^(?:https?|wss?)://[\w.-]+|^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?::\d+)?(?:/\S*)?$"
        ),
    ),
    (
        "a bank account or payment number",
        re.compile(
            r"^[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{1,4}){3,8}(?:\s*[|:;,/]\s*[A-Z]{6}[A-Z0-9]{2,5})?$"
            r"|^\+?\d{9,18}$|^\d{6,}(?:\s*[|:;/,-]\s*\d{4,})+$"
            r"|^\d{2}-\d{2}-\d{2}\s*[|:;/ ]\s*\d{6,10}$"
            r"|[\"'](?:iban|routing(?:_number)?|account(?:_?(?:no|number))?|sort_?code|swift|bic"
            r"|wallet)[\"']\s*:",
            re.I,
        ),
    ),
)
"""What a decoded value may be, with its kind."""


def _decoded(value: str) -> str | None:
    """``value`` read as hex digits or base64, when it decodes to printable text."""
    try:
        if _HEX.fullmatch(value):
            raw = bytes.fromhex(value)
        else:
            raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
        # PowerShell's -EncodedCommand is UTF-16 (every other byte zero in ASCII text)
        wide = len(raw) >= 4 and raw[1::2].count(0) * 2 >= len(raw) // 2
        text = raw.decode("utf-16-le" if wide else "utf-8")
    except (binascii.Error, ValueError):
        return None
    if not text or not all(ch.isprintable() or ch in "\n\t" for ch in text):
        return None
    return text


def encoded_setting_findings(path: str, text: str) -> list[ThreatFinding]:
    """One finding per settings value that hides a key path, key, address or account."""
    if not path.lower().endswith(SETTINGS_SUFFIXES) or _KUBERNETES_SECRET.search(text):
        return []
    lines = text.splitlines()
    findings = []
    for match in _VALUE.finditer(text):
        decoded = _decoded(match.group(1))
        if decoded is None:
            continue
        kind = next((k for k, regex in _HIDDEN_TARGETS if regex.search(decoded.strip())), None)
        if kind is None:
            continue
        shown = decoded.strip()[:60]
        description = f"a setting stores {kind} encoded ({shown!r}): hidden from its reader"
        line = line_of_offset(text, match.start())
        findings.append(line_finding(path, lines, line, "9.2", "high", description, RULE_ID))
    return findings
