"""A bounded memo of per-file results, keyed by a digest of the file's text.

Packages share files verbatim (licences, vendored scripts, a skill copied with one file
changed): a detector result that depends only on a file's text and a little context is
then computed once. The key is a cryptographic digest of the text, so a hostile package
cannot make its file collide with another one's, plus the context the caller names; the
least recently used entries are dropped beyond a fixed number.

>>> cache = ContentCache(2)
>>> key = cache.key("a.py", "print(1)")
>>> cache.get(key) is None
True
>>> cache.put(key, ["result"])
>>> cache.get(cache.key("a.py", "print(1)")), cache.get(cache.key("b.py", "print(1)"))
(['result'], None)
>>> cache.get_or_compute("b.py", "print(1)", lambda: ["computed"])
['computed']
"""

from __future__ import annotations

import functools
import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

V = TypeVar("V")


@functools.lru_cache(maxsize=512)
def text_digest(text: str) -> bytes:
    """A SHA-256 digest of ``text`` (lone surrogates included), memoised for the last few
    texts: the caches of many detectors key the same file (a look-up compares the text
    itself, which costs less than encoding and hashing it again)."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()


class ContentCache:
    """Values by (context, digest of a text); at most ``size`` of them, least recently
    used dropped first. Safe to share between threads."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[tuple[Hashable, bytes], Any] = OrderedDict()
        self._lock = threading.Lock()

    @staticmethod
    def key(context: Hashable, text: str) -> tuple[Hashable, bytes]:
        """The key of ``text`` read in ``context`` (what else the result depends on)."""
        return context, text_digest(text)

    def get(self, key: tuple[Hashable, bytes]) -> Any | None:
        """The value stored under ``key``, or None."""
        with self._lock:
            value = self._entries.get(key)
            if value is not None:
                self._entries.move_to_end(key)
            return value

    def put(self, key: tuple[Hashable, bytes], value: Any) -> None:
        """Store ``value`` (not None) under ``key``."""
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def get_or_compute(
        self,
        context: Hashable,
        text: str,
        compute: Callable[[], V],
        valid: Callable[[V], bool] | None = None,
    ) -> V:
        """The value stored for ``text`` read in ``context``; ``compute()``, stored, when
        there is none or when ``valid`` rejects the stored one (it was computed from
        something else the key does not name)."""
        key = self.key(context, text)
        value = self.get(key)
        if value is None or (valid is not None and not valid(value)):
            value = compute()
            self.put(key, value)
        return value

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


def per_text(size: int) -> Callable[[Callable[..., V]], Callable[..., V]]:
    """Decorator: the value of ``function(text, *context)`` kept in a :class:`ContentCache`
    of ``size`` entries, for detectors that read a package's files one by one (a file the
    packages share is then read once). Callers must not change the value.

    >>> @per_text(8)
    ... def words(text: str) -> list[str]:
    ...     return text.split()
    >>> words("a b") is words("a b")
    True
    """

    def decorate(function: Callable[..., V]) -> Callable[..., V]:
        cache = ContentCache(size)

        @functools.wraps(function)
        def memoised(text: str, *context: Hashable) -> V:
            # a 1-tuple: the cache stores no None, which many detectors return
            return cache.get_or_compute(context, text, lambda: (function(text, *context),))[0]

        return memoised

    return decorate
