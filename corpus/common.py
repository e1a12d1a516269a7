"""Small shared helpers: corpus vocabulary, paths, stable hashing, deterministic file writing."""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from pathlib import Path
from typing import Any

from scorers.graders import GRADER_NAMES, SPLITS
from scorers.paths import datasets_dir

CATEGORIES: tuple[str, ...] = ("benign", "hard-negative", "poisoned", "incomplete")
LABEL_GRADERS: tuple[str, ...] = GRADER_NAMES
SKILL_GRADERS: tuple[str, ...] = ("threat", "alignment", "completeness", "design")
__all__ = ["SPLITS", "LABEL_GRADERS", "CATEGORIES", "SKILL_GRADERS", "ORIGINS"]
ORIGINS: tuple[str, ...] = ("origin:real", "origin:derived", "origin:written")
ID_RE = re.compile(r"^[0-9a-f]{8}$")
_ID_KEY = b"sgb-v2-corpus"
NAME_RE = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$")


def default_datasets_dir() -> Path:
    """``<project>/datasets`` (see :mod:`scorers.paths`)."""
    return datasets_dir()


def stable_hash(text: str) -> int:
    """A process-independent integer hash of ``text`` (first 48 bits of sha256)."""
    return int(hashlib.sha256(text.encode("utf-8")).hexdigest()[:12], 16)


def real_id(repo: str, path: str) -> str:
    """Folder id of a real package: first 8 hex of sha256("sgb-v2:" + repo + ":" + path).

    >>> real_id("octo/skills", "skills/pdf")
    '510a7f6e'
    """
    return hashlib.sha256(f"sgb-v2:{repo}:{path}".encode()).hexdigest()[:8]


def opaque_id(*parts: str) -> str:
    """8 hex of a keyed hash of ``parts``: an id that names neither source nor recipe.

    >>> len(opaque_id("written", "csv-cleaner")), opaque_id("a") == opaque_id("a")
    (8, True)
    """
    message = "\x1f".join(parts).encode("utf-8")
    return hmac.new(_ID_KEY, message, hashlib.sha256).hexdigest()[:8]


def sha256_bytes(data: bytes) -> str:
    """Hex sha256 of ``data``."""
    return hashlib.sha256(data).hexdigest()


def write_text(path: Path, text: str) -> None:
    """Write UTF-8 text with ``\\n`` newlines, creating parent folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)


def write_bytes(path: Path, data: bytes) -> None:
    """Write raw bytes, creating parent folders."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def dumps_line(record: dict[str, Any]) -> str:
    """One canonical JSON line (sorted keys, no ASCII escaping, compact separators)."""
    return json.dumps(record, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def slugify(text: str, max_words: int = 6) -> str:
    """Lowercase ``a-z0-9-`` slug of the first words of ``text``."""
    words = re.findall(r"[a-z0-9]+", text.lower())[:max_words]
    return "-".join(words) or "task"
