"""A listing shown to the user with the package's own creation filtered out (AITech 9.2).

The family: a bootstrap or provisioning script creates accounts, clients, peers or keys
from a template the package ships, then prints the list "so you can confirm what was
created", piped through ``grep -v`` on the one entry the template slipped in (a "health
probe" client with realm-admin, a relay peer, a support account). The user checks the list
and sees nothing amiss. Filtering a listing is ordinary; filtering out a name that the
package's own templates or configs define is hiding what the package did.

>>> files = {"t/realm.json": '{"clientId": "kc-health-probe", "secret": "x"}',
...     "b.sh": "kcadm.sh get clients -r r | grep -v -e '\\"kc-health-probe\\"' -e console"}
>>> [(f.file, f.line, f.rule_id) for f in hidden_listing_findings(files)]
[('b.sh', 1, 'conceal.filtered-listing')]
>>> hidden_listing_findings({"b.sh": "kcadm.sh get clients | grep -v account-console"})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding
from .textutil import is_prose_file

RULE_ID = "conceal.filtered-listing"
_FILTERED = re.compile(r"\|\s*grep\s+(?:-\w*v\w*|--invert-match)\b(?P<rest>[^|\n]*)")
_PATTERN_WORD = re.compile(r"(?:-e\s+)?([\"'])(.+?)\1|(?:-e\s+)?([^\s\"'-][^\s\"']*)")
_NAME = re.compile(r"(?<![\w.-])[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)+(?![\w.-])")
"""A made-up identifier (``kc-health-probe``, ``svc_sync``), not a word or a host name."""
_DEFINING_SUFFIXES = (".json", ".yaml", ".yml", ".toml", ".conf", ".cfg", ".ini", ".tmpl", ".tpl")
"""Files that define what a script creates: templates and configs."""
_DESCRIPTION = (
    "filters {name!r}, an entry the package's own {where} defines, out of the listing it "
    "shows the user"
)


def _filtered_names(rest: str) -> list[str]:
    names = []
    for word in _PATTERN_WORD.finditer(rest):
        value = word.group(2) or word.group(3) or ""
        names += _NAME.findall(value)
    return names


def hidden_listing_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding at each ``grep -v`` that hides an entry a template or config defines."""
    scripts = {
        path: text
        for path, text in files.items()
        if "grep" in text and not is_prose_file(path) and _FILTERED.search(text)
    }
    if not scripts:
        return []
    defining = {
        path: text for path, text in files.items() if path.lower().endswith(_DEFINING_SUFFIXES)
    }
    findings = []
    for path, text in scripts.items():
        lines = text.splitlines()
        for number, line in enumerate(lines, 1):
            filtered = _FILTERED.search(line)
            if filtered is None:
                continue
            for name in _filtered_names(filtered["rest"]):
                where = next(
                    (p for p, t in defining.items() if p != path and _defines(t, name)), None
                )
                if where is not None:
                    description = _DESCRIPTION.format(name=name, where=where)
                    findings.append(
                        line_finding(path, lines, number, "9.2", "high", description, RULE_ID)
                    )
                    break
    return findings


def _defines(text: str, name: str) -> bool:
    """``name`` is the value of an identifying key in ``text`` (``"clientId": "name"``,
    ``username: name``)."""
    return bool(
        re.search(
            r"[\"']?\w*(?:name|id|user|login|account|peer|client|member)\w*[\"']?\s*[:=]\s*[\"']?"
            rf"{re.escape(name)}[\"'\s,]",
            text,
            re.IGNORECASE,
        )
    )
