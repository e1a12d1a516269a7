"""Decode a constant payload the way a script would (pure data decoding, nothing runs).

>>> try_decode("b64decode", "aWQ=")
'id'
"""

from __future__ import annotations

import base64
import binascii
import codecs
import zlib

DECODING_ENCODINGS = frozenset({"base64", "hex", "base64url"})
"""Encodings whose ``Buffer.from(s, encoding)`` decodes a payload (not text encodings)."""


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


def decode_encoding(encoding: str | None, raw: str) -> str | None:
    """``raw`` decoded the way ``Buffer.from(raw, encoding)`` reads it (base64, base64url
    or hex); None for any other encoding or a payload that does not decode.

    >>> decode_encoding("hex", "6964"), decode_encoding("utf8", "6964")
    ('id', None)
    """
    if encoding not in DECODING_ENCODINGS:
        return None
    return try_decode("unhexlify" if encoding == "hex" else "b64decode", raw)
