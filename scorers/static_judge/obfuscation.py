"""Long encoded blobs (base64, hex, \\x escapes): decoded as data (never run) and inspected.

A blob that decodes to binary (an image, a font) is ignored; one that decodes to readable
text containing code, commands, URLs or instructions is reported as concealment.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from .findings import ThreatFinding, line_finding, line_of_offset

BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/]{160,}={0,2}")
HEX_RUN = re.compile(
    r"(?<![0-9a-fA-F])(?:[0-9a-fA-F]{2}){80,}(?![0-9a-fA-F])|(?:\\x[0-9a-fA-F]{2}){40,}"
)
_LONG_RUN = re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{160}")
"""What every match of the first alternative of either pattern above contains."""
CODE_WORDS = re.compile(
    r"\bimport\s+\w|\bexec\s*\(|\beval\s*\(|subprocess|os\.system|socket\.|\bcurl\b|\bwget\b|/bin/(?:ba)?sh"
    r"|powershell|https?://|require\(|child_process|\brm\s+-rf\b|/dev/tcp|\bfetch\(",
    re.IGNORECASE,
)
_BINARY_PREFIX = re.compile(
    r"data:(?:image|font|audio|video|application/(?:pdf|octet-stream|zip))[^,]{0,40},\s*$"
)
MAX_BLOBS = 20
ENCODED_BLOB = "obfuscation.encoded-blob"
_JWT = re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*)?")
"""A JSON Web Token: base64url header, claims and signature joined by dots (a token cut
short in a log or report may lack its signature)."""
_URL = re.compile(r"https?://[^\s\"']*")


def _token_claims(text: str, start: int, end: int, decoded: str) -> bool:
    """The blob is a part of a JSON Web Token and decodes to its JSON claims: a token's
    issuer and audience are addresses, not code (any other code word still counts)."""
    inside = any(
        m.start() <= start and end <= m.end()
        for m in _JWT.finditer(text, max(0, start - 400), min(len(text), end + 1000))
    )
    return (
        inside
        and decoded.lstrip().startswith("{")
        and not CODE_WORDS.search(_URL.sub(" ", decoded))
    )


def _decode(blob: str) -> str | None:
    """Decode a blob to text if it is text; None for binary or invalid data."""
    try:
        if blob.startswith("\\x"):
            raw = bytes.fromhex(blob.replace("\\x", ""))
        elif re.fullmatch(r"[0-9a-fA-F]+", blob):
            raw = binascii.unhexlify(blob)
        else:
            raw = base64.b64decode(blob + "=" * (-len(blob) % 4))
    except (ValueError, binascii.Error):
        return None
    if raw[:2] in (b"x\x9c", b"x\xda", b"x\x01"):
        try:
            raw = zlib.decompressobj().decompress(raw, 200_000)
        except zlib.error:
            return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(ch.isprintable() or ch in "\n\r\t" for ch in text)
    return text if text and printable / len(text) >= 0.9 else None


def find_encoded_blobs(path: str, text: str) -> list[tuple[ThreatFinding, str]]:
    """Findings for blobs hiding readable content, each with the decoded text."""
    # A base64 run or a long hex run is 160 base64 characters in a row, so it lies inside
    # a word (no white space) at least that long; the \\x run needs its escape: two cheap
    # tests rule out both patterns for most files.
    long_run = max(map(len, text.split()), default=0) >= 160 and _LONG_RUN.search(text) is not None
    regexes = [BASE64_RUN] if long_run else []
    if long_run or "\\x" in text:
        regexes.append(HEX_RUN)
    if not regexes:
        return []
    lines = text.splitlines()
    results: list[tuple[ThreatFinding, str]] = []
    for regex in regexes:
        for match in regex.finditer(text):
            if len(results) >= MAX_BLOBS:
                return results
            if _BINARY_PREFIX.search(text[max(0, match.start() - 60) : match.start()]):
                continue
            decoded = _decode(match.group(0))
            if decoded is None:
                continue
            line = line_of_offset(text, match.start())
            if CODE_WORDS.search(decoded) and not _token_claims(
                text, match.start(), match.end(), decoded
            ):
                description = f"encoded blob hides code or commands: {decoded[:80]!r}"
                severity = "moderate"
            else:
                description = f"encoded blob hides readable text: {decoded[:80]!r}"
                severity = "low"
            results.append(
                (
                    line_finding(path, lines, line, "9.2", severity, description, ENCODED_BLOB),
                    decoded,
                )
            )
    return results
