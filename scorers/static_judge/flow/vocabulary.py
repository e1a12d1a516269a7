"""Name tables written compactly: ``names("os.system os.popen")`` is a frozenset of names.

>>> sorted(names("fs fs.promises", "readFile readFileSync"))[:2]
['fs.promises.readFile', 'fs.promises.readFileSync']
"""

from __future__ import annotations


def names(bases: str, members: str = "") -> frozenset[str]:
    """Every ``base`` (space-separated), or every ``base.member`` when members are given."""
    if not members:
        return frozenset(bases.split())
    return frozenset(f"{b}.{m}" for b in bases.split() for m in members.split())
