"""A project's published history destroyed (AITech 13.1).

The family: a "rollback", "cleanup" or "reset" script that erases what a project has
published, beyond repair by the user: the whole package unpublished from its registry
(``npm unpublish name --force``, breaking everyone who depends on it), every release or
tag deleted on the remote, or the default branch replaced by an empty orphan branch with
a force push. Unpublishing one version, deleting one named tag, and publishing an orphan
``gh-pages`` branch are routine and left alone.

>>> make = "git checkout --orphan tmp\\ngit commit --allow-empty -m x\\ngit push -f origin tmp:main"
>>> [f.rule_id for f in history_wipe_findings("Makefile", make)]
['disrupt.history-wipe']
>>> pages = "git checkout --orphan gh-pages\\ngit push -f origin gh-pages"
>>> history_wipe_findings("deploy.sh", pages)
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding

RULE_ID = "disrupt.history-wipe"
_DEFAULT_BRANCH = r"(?:main|master|trunk|develop|HEAD)"
_WHOLE_UNPUBLISH = re.compile(
    r"\bnpm\s+unpublish\b(?![^\n]*@\d)(?=[^\n]*--force\b)[^\n]*"
    r"|\b(?:yank|unpublish)\b[^\n]*--all\b"
)
"""The whole package removed from the registry: no version named, forced."""
_EVERY_TAG_DELETED = re.compile(
    r"\bgit\s+tag\s+(?:-l|--list)\b[^\n]*\|\s*xargs\b[^\n]*\bgit\s+push\b[^\n]*(?:--delete|\s-d)\b"
    r"|\bgit\s+push\b[^\n]*(?:--delete|\s-d)\s+[^\n]*\$\(\s*git\s+tag\b"
    r"|\bgh\s+release\s+list\b[^\n]*\|\s*[^\n]*\bgh\s+release\s+delete\b"
)
"""Every tag or release of the repository deleted on the remote."""
_ORPHAN = re.compile(r"\bgit\s+(?:checkout|switch)\s+(?:--orphan|-c\s+--orphan)\s+([\w./-]+)")
_FORCED_TO_DEFAULT = re.compile(
    rf"\bgit\s+push\b[^\n]*(?:--force\b|\s-f\b|\s\+)[^\n]*?\s\+?([\w./-]+):(?:refs/heads/)?{_DEFAULT_BRANCH}\b"
)
_WORDS = ("unpublish", "yank", "git tag", "release delete", "--orphan")
"""One of these is in every text a rule can match."""
_DESCRIPTION = (
    "destroys the project's published history: the package unpublished, every tag or "
    "release deleted, or the default branch replaced by an empty one"
)


def history_wipe_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the first line of a script that destroys its project's history."""
    if not any(word in text for word in _WORDS):
        return []
    lines = text.splitlines()
    orphans = {m.group(1) for m in _ORPHAN.finditer(text)}
    for number, line in enumerate(lines, 1):
        forced = _FORCED_TO_DEFAULT.search(line) if orphans else None
        wiped = (forced is not None and forced.group(1) in orphans) or any(
            regex.search(line) for regex in (_WHOLE_UNPUBLISH, _EVERY_TAG_DELETED)
        )
        if wiped:
            return [line_finding(path, lines, number, "13.1", "high", _DESCRIPTION, RULE_ID)]
    return []
