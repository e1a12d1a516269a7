"""Which versions made a report: the harness and Inspect now, and those the logs recorded.

Every grader task records ``versions`` (``skill-grader-bench`` and ``inspect-ai``) in its
eval metadata; Inspect itself records its own version in the eval spec's ``packages``.
A report keeps both sides, so a result can be traced to the code that judged and the code
that computed the statistics.

>>> sorted(installed_versions())
['inspect-ai', 'skill-grader-bench']
>>> format_versions({"report": {"skill-grader-bench": "0.1.0", "inspect-ai": "0.3.285"},
...                  "logs": [{"skill-grader-bench": "0.1.0", "inspect-ai": None}]})
'report: skill-grader-bench 0.1.0, inspect-ai 0.3.285; logs: skill-grader-bench 0.1.0, inspect-ai ?'
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from importlib.metadata import PackageNotFoundError, version
from typing import Any

PACKAGES = ("skill-grader-bench", "inspect-ai")


def installed_versions() -> dict[str, str | None]:
    """Versions of the harness and of Inspect in this environment (None if not installed)."""
    found: dict[str, str | None] = {}
    for name in PACKAGES:
        try:
            found[name] = version(name)
        except PackageNotFoundError:
            found[name] = None
    return found


def log_versions(header: Any) -> dict[str, str | None]:
    """The versions one log recorded: task metadata first, Inspect's own record second."""
    recorded = (header.eval.metadata or {}).get("versions") or {}
    packages = header.eval.packages or {}
    return {
        "skill-grader-bench": recorded.get("skill-grader-bench"),
        "inspect-ai": recorded.get("inspect-ai") or packages.get("inspect_ai"),
    }


def read_log_versions(path: str) -> dict[str, str | None]:
    """The versions one log file recorded, from its header."""
    from inspect_ai.log import read_eval_log

    return log_versions(read_eval_log(path, header_only=True))


def report_versions(
    log_paths: Iterable[str], known: Mapping[str, dict[str, str | None]] | None = None
) -> dict[str, Any]:
    """``{"report": installed, "logs": [distinct versions the logs recorded]}``.

    ``known`` holds the versions of logs whose header was read already (by path); the
    other logs' headers are read here.
    """
    known = known or {}
    seen: list[dict[str, str | None]] = []
    for path in sorted(set(log_paths)):
        found = known[path] if path in known else read_log_versions(path)
        if found not in seen:
            seen.append(found)
    return {"report": installed_versions(), "logs": seen}


def _line(versions: dict[str, str | None]) -> str:
    return ", ".join(f"{name} {versions.get(name) or '?'}" for name in PACKAGES)


def format_versions(versions: dict[str, Any]) -> str:
    """One line for the report's header table."""
    logs = "; ".join(_line(v) for v in versions.get("logs") or []) or "not recorded"
    return f"report: {_line(versions.get('report') or {})}; logs: {logs}"
