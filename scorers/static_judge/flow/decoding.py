"""Decode a constant payload the way a script would (pure data decoding, nothing runs).

>>> try_decode("b64decode", "aWQ=")
'id'
"""

from __future__ import annotations

import base64
import binascii
import codecs
import zlib


def try_decode(kind: str, raw: str) -> str | None:
    """Decode a constant the way the script would (pure data decoding, nothing runs)."""
    data = raw.encode("latin-1", "replace")
    attempts = {
        "b64decode": lambda: base64.b64decode(data + b"=" * (-len(data) % 4)),
        "urlsafe_b64decode": lambda: base64.urlsafe_b64decode(data + b"=" * (-len(data) % 4)),
        "b32decode": lambda: base64.b32decode(data),
        "unhexlify": lambda: binascii.unhexlify(data),
        "a2b_hex": lambda: binascii.unhexlify(data),
        "fromhex": lambda: bytes.fromhex(raw),
        "rot13": lambda: codecs.decode(raw, "rot13").encode(),
    }
    try:
        out = attempts[kind]() if kind in attempts else None
        if out is None:
            return None
        if out[:2] in (b"x\x9c", b"x\xda", b"x\x01"):
            out = zlib.decompressobj().decompress(out, 200_000)
        return out.decode("utf-8")
    except (ValueError, binascii.Error, UnicodeDecodeError, zlib.error):
        return None
