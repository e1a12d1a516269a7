"""atprotoing — read the atmosphere without depending on Bluesky's AppView."""

from .scripts.atproto import (
    CONSTELLATION,
    PLC,
    Unavailable,
    interactions,
    links,
    links_all,
    records,
    resolve,
    resolve_many,
    status,
    thread,
    tid_time,
)

__all__ = [
    "CONSTELLATION",
    "PLC",
    "Unavailable",
    "interactions",
    "links",
    "links_all",
    "records",
    "resolve",
    "resolve_many",
    "status",
    "thread",
    "tid_time",
]
