#!/usr/bin/env python3
# /// script
# requires-python = ">=3.10"
# dependencies = ["pytypedstream"]
# ///
# ADR: references/evolution-log.md (v1→v2→v3→v4)
# Issue: references/known-pitfalls.md (#1-#14)
# FILE-SIZE-OK: single-file script by design (self-contained for skill distribution)
"""
Decode iMessage messages from macOS chat.db, including NSAttributedString binary blobs.

Many iOS messages store text in the `attributedBody` column (as NSAttributedString binary)
rather than the `text` column. This script handles both transparently.

Decoder strategy (v3 — 3-tier with pytypedstream):
  1. pytypedstream (Unarchiver) — proper typedstream deserialization, handles all formats
  2. Multi-format binary — 0x2B length-prefix with 1-4 byte lengths, 0x4F, 0x49 fallbacks
  3. NSString marker — split on b"NSString" + length-prefix (v2 legacy)

Native pitfall protections (v4):
  - Retracted messages (Undo Send): detected via date_retracted, excluded from output
  - Edited messages: date_edited tracked, flagged in output
  - Audio/voice messages: is_audio_message column distinguishes from empty text
  - Inline quotes: thread_originator_guid resolved to quoted message text
  - Attachments: type/filename surfaced for attachment-only messages
  - Message effects: expressive_send_style_id captured (slam, loud, gentle, invisible ink)
  - Service type: iMessage vs SMS distinguished

Usage:
    python3 decode_attributed_body.py --chat "+1234567890" --limit 50
    python3 decode_attributed_body.py --chat "user@example.com" --search "keyword"
    python3 decode_attributed_body.py --chat "+1234567890" --after "2026-01-01" --before "2026-02-01"
    python3 decode_attributed_body.py --chat "+1234567890" --sender me
    python3 decode_attributed_body.py --chat "+1234567890" --sender them
    python3 decode_attributed_body.py --chat "+1234567890" --search "keyword" --context 3
    python3 decode_attributed_body.py --chat "+1234567890" --after "2026-02-01" --export thread.jsonl

Output: timestamp|sender|text (pipe-delimited, one message per line)
        Messages decoded from attributedBody are marked with [decoded] prefix.
"""

import argparse
import json
import os
import re
import sqlite3
import sys

# Apple epoch offset: seconds between Unix epoch (1970-01-01) and Apple epoch (2001-01-01)
APPLE_EPOCH_OFFSET = 978307200

# Expressive send style IDs → human-readable names
_SEND_EFFECTS = {
    "com.apple.MobileSMS.expressivesend.impact": "slam",
    "com.apple.MobileSMS.expressivesend.gentle": "gentle",
    "com.apple.MobileSMS.expressivesend.loud": "loud",
    "com.apple.MobileSMS.expressivesend.invisibleink": "invisible_ink",
}

# Try to import pytypedstream (preferred decoder)
try:
    from typedstream import Unarchiver

    _HAS_TYPEDSTREAM = True
except ImportError:
    _HAS_TYPEDSTREAM = False


def _decode_via_typedstream(attr_body: bytes) -> str | None:
    """Tier 1: Decode via pytypedstream Unarchiver (proper typedstream deserialization).

    Source: pytypedstream package (same approach as imessage-conversation-analyzer).
    Handles all message lengths, emoji, and rich formatting correctly.
    """
    # TODO: implement
    pass


def _decode_via_multiformat(attr_body: bytes) -> str | None:
    """Tier 2: Multi-format binary length-prefix decoder (from macos-messages).

    Handles 0x2B (+) marker with 1-4 byte lengths, 0x4F extended encoding,
    and 0x49 (I) legacy format. No external dependencies.
    """
    # TODO: implement
    pass


def _decode_via_nsstring_marker(attr_body: bytes) -> str | None:
    """Tier 3: NSString marker + length-prefix (v2 legacy, LangChain approach).

    Simplest approach — split on b"NSString", skip 5-byte preamble, read length.
    Kept as last resort for unusual blob formats.
    """
    # TODO: implement
    pass


def decode_attributed_body(attr_body: bytes) -> str | None:
    """Decode NSAttributedString binary blob to plain text.

    3-tier strategy:
      1. pytypedstream (Unarchiver) — proper deserialization, most reliable
      2. Multi-format binary — 0x2B/0x4F/0x49 length-prefix parsing
      3. NSString marker — v2 legacy split approach

    Falls through tiers on failure. Returns None if all tiers fail.
    """
    # TODO: implement
    pass


def get_db_path() -> str:
    """Get the iMessage database path."""
    # TODO: implement
    pass


def _build_guid_index(conn: sqlite3.Connection, chat_identifier: str) -> dict[str, dict]:
    """Build a GUID → message dict for resolving thread_originator_guid references.

    Returns a dict mapping message GUID to {ts, sender, text} for all messages
    in the chat. Used to look up the quoted message when a reply references it.
    """
    # TODO: implement
    pass


def build_query(args: argparse.Namespace) -> tuple[str, list]:
    """Build SQL query from command-line arguments.

    Selects all columns needed for comprehensive message extraction:
    - Core: ts, is_from_me, text, attributedBody
    - Pitfall protection: date_retracted, date_edited, is_audio_message
    - Context: thread_originator_guid (inline quotes)
    - Metadata: service, expressive_send_style_id, cache_has_attachments
    - Attachment: transfer_name, mime_type (via LEFT JOIN)
    """
    # TODO: implement
    pass


def main() -> None:
    # TODO: implement
    ...


def _print_stats(conn: sqlite3.Connection, args: argparse.Namespace) -> None:
    """Print conversation statistics with retracted/edited/audio breakdown."""
    # TODO: implement
    pass


def _resolve_message(
    row: tuple,
    me_label: str,
    them_label: str,
    guid_index: dict[str, dict] | None,
) -> dict | None:
    """Resolve a raw DB row into a message dict. Returns None if no content.

    Row columns (from build_query):
        0: ts, 1: is_from_me, 2: text, 3: attributedBody,
        4: thread_originator_guid, 5: date_retracted, 6: date_edited,
        7: is_audio_message, 8: service, 9: expressive_send_style_id,
        10: cache_has_attachments, 11: transfer_name, 12: mime_type,
        13: msg_rowid (m.ROWID — dedup key only, not emitted)

    Pitfall protections:
        - Retracted messages (date_retracted > 0): EXCLUDED — content wiped by iOS,
          not admissible as both parties saw the retraction notification (pitfall #14)
        - Edited messages (date_edited > 0): included but flagged with "edited" field
        - Audio messages (is_audio_message = 1): included with "audio" type, not
          misclassified as empty/missing text (pitfall #9 correction)
    """
    # TODO: implement
    pass


def _print_messages(conn: sqlite3.Connection, args: argparse.Namespace) -> None:
    """Print messages with attributedBody decoding and full metadata extraction."""
    # TODO: implement
    pass


def _export_ndjson(path: str, messages: list[dict], indices: list[int]) -> None:
    """Export messages to NDJSON (.jsonl) file with full metadata.

    Each line is a JSON object with:
    - ts, sender, is_from_me, text, decoded — core fields (always present)
    - type — "text", "audio", "attachment" (always present)
    - edited — true if message was edited after sending (optional)
    - service — "SMS" if not iMessage (optional)
    - effect — send effect name like "slam", "loud" (optional)
    - reply_to — {ts, sender, text} of the quoted message (optional)

    Retracted messages are NEVER exported — they are filtered in _resolve_message.
    """
    # TODO: implement
    pass


if __name__ == "__main__":
    main()
