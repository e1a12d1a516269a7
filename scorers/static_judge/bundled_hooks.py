"""A git hook linked or copied from a script the package ships, in plain sight.

Projects install their own pre-commit checks with ``ln -s ../../scripts/pre-commit
.git/hooks/pre-commit``. The hook's code is then a file of the package, analysed like any
other: when that file does nothing risky, installing it is the project's own tooling.
A hook written from inline text, fetched, or taken from outside the package is not covered.

>>> files = {"scripts/pre-commit": "git diff --cached --name-only\\n", "SKILL.md": ""}
>>> bundled_hook("ln -sf ../../scripts/pre-commit .git/hooks/pre-commit", files)
'scripts/pre-commit'
>>> bundled_hook("cp /tmp/h .git/hooks/pre-commit", files) is None
True
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import replace

from .findings import ThreatFinding

_LINK_OR_COPY = re.compile(
    r"\b(?:ln\s+(?:-\w+\s+)*|cp\s+(?:-\w+\s+)*|install\s+(?:-\w+(?:\s+\d+)?\s+)*)"
    r"[\"']?(?P<source>[^\s\"'>|;&]+)[\"']?\s+[\"']?[^\s\"']*\.git/hooks/[\w.-]+"
)
_RELATIVE_PREFIX = re.compile(r"^(?:\$\{?\w+\}?/|\"?\$\(dirname[^)]*\)\"?/|\./|\.\./)+")
_RISKY = frozenset({"critical", "high", "moderate"})


def bundled_hook(line: str, files: Mapping[str, str]) -> str | None:
    """The package file a ``ln``/``cp``/``install`` on ``line`` puts into ``.git/hooks``."""
    match = _LINK_OR_COPY.search(line)
    if match is None:
        return None
    source = _RELATIVE_PREFIX.sub("", match.group("source"))
    if not source or source.startswith(("/", "~")):
        return None
    return next((p for p in files if p == source or p.endswith("/" + source)), None)


def own_hooks_lowered(
    findings: list[ThreatFinding], files: Mapping[str, str]
) -> Iterable[ThreatFinding]:
    """``git-hook-write`` findings lowered to low when the hook is a shipped file whose own
    findings are all low."""
    for finding in findings:
        if finding.rule_id == "git-hook-write":
            lines = files.get(finding.file, "").splitlines()
            line = lines[finding.line - 1] if 1 <= finding.line <= len(lines) else finding.evidence
            hook = bundled_hook(line, files)
            if hook is not None and not any(
                f.file == hook and f.severity in _RISKY and f.rule_id != "git-hook-write"
                for f in findings
            ):
                finding = replace(
                    finding,
                    severity="low",
                    description=f"installs a git hook shipped in the package ({hook}), "
                    "which does nothing risky",
                )
        yield finding
