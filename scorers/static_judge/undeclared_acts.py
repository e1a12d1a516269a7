"""An act in a package's code or configuration that its prose never tells the user about.

Some changes are legitimate when the skill announces them and harmful when it does not:
wiping a whole data store, switching off security scanning. The detectors of such
families share one shape: find the act in the package's non-prose files, and report it
unless some prose file of the package declares it.

>>> files = {"SKILL.md": "Tidies the cache.", "run.sh": "redis-cli FLUSHALL"}
>>> act = UndeclaredAct(re.compile("FLUSHALL"), re.compile("flush", re.I), "13.1", "high",
...                     "wipes ({what})", "destroy.x")
>>> [(f.file, f.description) for f in act.findings(files)]
[('run.sh', 'wipes (FLUSHALL)')]
>>> act.findings({**files, "SKILL.md": "Flushes the cache."})
[]
>>> sorted(act.declaring_prose({**files, "SKILL.md": "Flushes the cache."}))
['SKILL.md']
>>> sorted(act.spelled_in_prose({"SKILL.md": "# Reset\\n\\nRun `redis-cli FLUSHALL` first."}))
[('SKILL.md', 3)]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .content_cache import ContentCache
from .findings import ThreatFinding, finding_at
from .literal_scan import scanner_for
from .textutil import is_prose_file, prose_texts


def _never(_path: str) -> bool:
    return False


_FIRST_ACTS = ContentCache(8192)


def _first_act(act: re.Pattern[str], text: str) -> re.Match[str] | None:
    """The first match of ``act`` in a code or config file, found once per text (packages
    share files verbatim)."""
    context = (act.pattern, act.flags)  # hashing the regex itself hashes its whole program
    return _FIRST_ACTS.get_or_compute(context, text, lambda: (scanner_for(act).search(text),))[0]


ACTS: list[UndeclaredAct] = []
"""The acts of the package's families (:func:`registered`), in the order their modules
were imported."""


@dataclass(frozen=True)
class UndeclaredAct:
    """A family's act, the prose that declares it, and the finding to report."""

    act: re.Pattern[str]
    declared: re.Pattern[str]
    aitech: str
    severity: str
    description: str
    """Its ``{what}`` is filled with the act's text."""
    rule_id: str
    skipped: Callable[[str], bool] = _never
    """Paths not read (code under a tests folder, for one)."""

    def _acting(self, files: dict[str, str]) -> dict[str, re.Match[str]]:
        return {
            path: match
            for path, text in files.items()
            if not is_prose_file(path)
            and not self.skipped(path)
            and (match := _first_act(self.act, text)) is not None
        }

    def declaring_prose(self, files: dict[str, str]) -> set[str]:
        """The prose files that declare the act, when some code or config file does it."""
        if not self._acting(files):
            return set()
        return {
            path
            for path, text in files.items()
            if is_prose_file(path) and self.declared.search(text)
        }

    def spelled_in_prose(self, files: dict[str, str]) -> set[tuple[str, int]]:
        """(prose file, line) where a document spells the act out itself: an order to the
        agent to do it (``set `require_dual_approval: false` ``)."""
        return {
            (path, text.count("\n", 0, match.start()) + 1)
            for path, text in files.items()
            if is_prose_file(path)
            for match in scanner_for(self.act).finditer(text)
        }

    def findings(self, files: dict[str, str]) -> list[ThreatFinding]:
        """A finding at the first act of each code or config file, unless the package's
        prose declares the act."""
        acting = self._acting(files)
        if not acting or any(self.declared.search(text) for text in prose_texts(files)):
            return []
        return [
            finding_at(
                path,
                files[path],
                match.start(),
                self.aitech,
                self.severity,
                self.description.format(what=" ".join(match.group(0).split())[:40]),
                self.rule_id,
            )
            for path, match in acting.items()
        ]


def prose_declaring_acts(files: dict[str, str]) -> set[str]:
    """The prose files that declare some act of :data:`ACTS` the package's code does."""
    return {path for act in ACTS for path in act.declaring_prose(files)}


def prose_spelling_acts(files: dict[str, str]) -> set[tuple[str, int]]:
    """(prose file, line) where a document spells out some act of :data:`ACTS` itself."""
    return {place for act in ACTS for place in act.spelled_in_prose(files)}


def registered(act: UndeclaredAct) -> UndeclaredAct:
    """``act``, added to :data:`ACTS`."""
    ACTS.append(act)
    return act
