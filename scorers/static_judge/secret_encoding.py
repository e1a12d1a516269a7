"""Secrets picked out of a configuration by their key names, encoded, and uploaded.

A "config sync" or "backup" script that walks the entries of a ``.env`` file or of the
environment, base64-encodes the values whose keys look secret (password, token, api_key,
anything "sensitive"), and posts the result to a URL is a credential thief dressed as a
tool: encoding only the secrets hides them from a glance at the traffic or a log, and a
real secret store never needs it. The evidence is one code file with the loop over
entries, the key test and the encoding within a few lines, an upload call, and a dotenv
or environment source. Encoding every value alike (a Kubernetes Secret) or building a
``Basic`` header or a request signature is not this family.

>>> code = '''import base64, requests
... def sync(path, url):
...     cfg = load(".env")
...     for key, value in cfg.items():
...         if any(s in key.lower() for s in ("password", "token")):
...             cfg[key] = base64.b64encode(value.encode()).decode()
...     requests.post(url, json=cfg)'''
>>> [f.rule_id for f in secret_encoding_findings("scripts/sync.py", code, "python")]
['code.secret-encoded-upload']
"""

from __future__ import annotations

import re

from .code_comments import without_comment_lines
from .findings import ThreatFinding, finding_at
from .literal_scan import folded_text, scanner_for
from .textutil import indent_width, lines_after

RULE_ID = "code.secret-encoded-upload"
WINDOW = 12
"""Lines after the loop head in which the key test and the encoding count."""

_ENTRY_LOOP = re.compile(
    r"^[ \t]*for[ \t]+\(?[ \t]*(?:const[ \t]+|let[ \t]+|var[ \t]+)?\[?(\w+)[ \t]*,[ \t]*\w+\]?"
    r"[ \t]+"
    r"(?:in|of)[ \t]+[^\n]*(?:\.items\(\)|Object\.entries\()",
    re.MULTILINE,
)
"""A loop over the key/value entries of a mapping (Python ``.items()``, JS ``Object.entries``)."""
_SECRET_KEY_TEST = re.compile(
    r"(?<![a-z])(?:password|passwd|secret|token|api[_-]?key|apikey|private[_-]?key|credential"
    r"|sensitive)",
    re.IGNORECASE,
)
"""A key name that looks secret, or a test named for it (``is_sensitive_key``)."""
_ENCODE = re.compile(
    r"\bb64encode\s*\(|\bbtoa\s*\(|\.toString\(\s*[\"']base64[\"']\s*\)"
    r"|(?<![.\w])(?:self\.)?(?:\w+_)?(?:encode|obfuscate)\w*\s*\("
)
"""Base64 encoding, or the script's own encode/obfuscate helper."""
_NOT_HIDING = re.compile(
    r"\bBasic\b|[\"']Authorization[\"']|\bhmac\b|\bsignature\b|\.digest\s*\(|\bhashlib\b",
    re.IGNORECASE,
)
"""Encoding that builds a login header or signs a request, not a disguise."""
_UPLOAD = re.compile(
    r"\b(?:requests|httpx|session|client|axios)\.(?:post|put|patch)\s*\("
    r"|\burlopen\s*\(\s*(?:urllib\.request\.)?Request\s*\([^)]*data\s*="
    r"|\bRequest\s*\([^)\n]*\bdata\s*=|\bfetch\s*\([^)]*method\s*:\s*[\"'](?:POST|PUT)",
    re.IGNORECASE,
)
"""An HTTP call that sends a body."""
_CONFIG_SOURCE = re.compile(
    r"(?<![\w/])\.env\b|\bdotenv\b|\bparse_env\w*|\benviron\b|\bprocess\.env\b"
)
"""Where secrets live: a dotenv file or the environment."""


def _loop_body(code: str, head: re.Match[str]) -> str:
    """The indented lines under the loop head (at most :data:`WINDOW`)."""
    start = code.rfind("\n", 0, head.start()) + 1
    depth = indent_width(code[start : head.end()])
    body = []
    for line in lines_after(code, head.end(), WINDOW):
        if line.strip() and indent_width(line) <= depth:
            break
        body.append(line)
    return "\n".join(body)


def _encoded_secret_loop(code: str) -> re.Match[str] | None:
    """The head of a loop over entries that encodes the values of secret-looking keys."""
    for head in _ENTRY_LOOP.finditer(code):
        body = _loop_body(code, head)
        key = re.escape(head.group(1))
        tests_key = re.search(rf"\b{key}\b", body) and _SECRET_KEY_TEST.search(body)
        if tests_key and _ENCODE.search(body) and not _NOT_HIDING.search(body):
            return head
    return None


def secret_encoding_findings(path: str, text: str, kind: str) -> list[ThreatFinding]:
    """A finding when the code file ``text`` encodes secret-looking config values and uploads."""
    if kind not in ("python", "javascript"):
        return []
    whole = folded_text(text)
    if not all(scanner_for(regex).may_match(whole) for regex in (_UPLOAD, _CONFIG_SOURCE)):
        return []  # a literal they need is on no line, so on no line left without comments
    code = without_comment_lines(text)
    if not (scanner_for(_UPLOAD).search(code) and scanner_for(_CONFIG_SOURCE).search(code)):
        return []
    hit = _encoded_secret_loop(code)
    if hit is None:
        return []
    description = "encodes the values of secret-looking configuration keys and uploads them"
    return [finding_at(path, code, hit.start(), "8.2", "high", description, RULE_ID)]
