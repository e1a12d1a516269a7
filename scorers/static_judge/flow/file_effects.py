"""What deleting or writing a (folded) path means: wiping, persistence, hooks, agent config.

>>> deletion_scope("~/*")
'home'
>>> [f.aitech for f in write_flags("~/.bashrc")]
['9.1']
"""

from __future__ import annotations

import re

from ..sensitive import (
    AGENT_CONFIG_PATH,
    GIT_HOOK_PATH,
    PERSISTENCE_PATH,
    PIPE_TO_NETWORK,
    TEMP_PATH,
)
from .recorder import Flag


def deletion_scope(folded: str) -> str | None:
    """Classify a folded deletion path: 'root', 'home', 'home-sub', 'outside' or None."""
    path = (
        folded.strip().replace("${HOME}", "~").replace("$HOME", "~").replace("%USERPROFILE%", "~")
    )
    if path in ("/", "/*") or path.startswith("/*"):
        return "root"
    if path in ("~", "~/", "~/*", "~\\") or path.startswith("~/*"):
        return "home"
    if path.startswith("~/") and not path.startswith("~/\x00"):
        return "home-sub"
    if path.startswith("/") and not TEMP_PATH.match(path):
        return "outside"
    return None


DELETION = "file.delete-outside-workspace"
PERSISTENCE_WRITE = "file.persistence-write"
PERSISTED_EXFIL = "file.persisted-exfil"
GIT_HOOK_WRITE = "file.git-hook-write"
STARTUP_HOOK_WRITE = "file.python-startup-hook"
AGENT_CONFIG_WRITE = "file.agent-config-write"


def deletion_flag(scope_kind: str) -> Flag:
    """The finding for deleting in a scope returned by :func:`deletion_scope`."""
    if scope_kind == "root":
        return Flag("13.1", "critical", "deletes from the filesystem root", DELETION)
    if scope_kind == "home":
        return Flag("13.1", "high", "deletes the user's home directory contents", DELETION)
    return Flag("13.1", "low", "deletes files outside the workspace", DELETION)


GUARDED_PATHS = (PERSISTENCE_PATH, GIT_HOOK_PATH, AGENT_CONFIG_PATH)
"""Paths whose writing :func:`write_flags` judges: start-up files, git hooks, agent settings."""


def write_flags(folded: str, content: str | None = None) -> list[Flag]:
    """Findings for writing ``content`` (folded, when known) to the folded path ``folded``."""
    readable = folded.replace("\x00", "…")
    flags = []
    if PERSISTENCE_PATH.search(folded):
        flags.append(
            Flag(
                "9.1",
                "high",
                f"writes to a persistence location ({readable[:60]})",
                PERSISTENCE_WRITE,
                written_path=readable,
            )
        )
        if content and PIPE_TO_NETWORK.search(content.replace("\x00", " ")):
            flags.append(
                Flag(
                    "8.2",
                    "high",
                    "persisted code sends local data to a remote host",
                    PERSISTED_EXFIL,
                )
            )
    if content and runs_at_python_startup(folded, content):
        flags.append(startup_hook_flag(folded))
    if GIT_HOOK_PATH.search(folded):
        flags.append(
            Flag(
                "12.1",
                "high",
                f"installs a git hook that runs on the user's git commands ({readable[:60]})",
                GIT_HOOK_WRITE,
            )
        )
    if AGENT_CONFIG_PATH.search(folded):
        flags.append(
            Flag(
                "12.1",
                "high",
                f"modifies agent configuration ({readable[:60]})",
                AGENT_CONFIG_WRITE,
            )
        )
    return flags


def guarded_target(folds: list[str | None]) -> str | None:
    """Among the paths a loop writes in turn, the first that is a start-up, git-hook or
    agent-configuration file (the one its writes are judged by).

    >>> guarded_target(["~/notes.txt", "~/.claude/settings.json"])
    '~/.claude/settings.json'
    >>> guarded_target(["~/notes.txt", None]) is None
    True
    """
    return next(
        (
            folded
            for folded in folds
            if folded is not None and any(p.search(folded) for p in GUARDED_PATHS)
        ),
        None,
    )


_PTH_IMPORT_LINE = re.compile(r"^[ \t]*import[ \t]", re.MULTILINE)
"""A line of a ``.pth`` file that Python executes at start-up (every other line is a path)."""


def startup_hook_flag(folded: str) -> Flag:
    """The finding for a Python start-up hook written to ``folded``."""
    readable = folded.replace("\x00", "…")
    return Flag(
        "9.1",
        "high",
        f"installs a Python start-up hook that runs in every Python process ({readable[:60]})",
        STARTUP_HOOK_WRITE,
        written_path=readable,
    )


def runs_at_python_startup(folded: str, content: str) -> bool:
    """Writing ``content`` to ``folded`` plants code that every Python start runs: a
    ``.pth`` path file with an ``import`` line (a checkpoint saved as ``.pth`` is binary).

    >>> runs_at_python_startup("\\x00/zz_compat.pth", "import _compat\\n")
    True
    >>> runs_at_python_startup("\\x00/extra_paths.pth", "/opt/tools/lib\\n")
    False
    """
    return folded.rstrip().lower().endswith(".pth") and bool(_PTH_IMPORT_LINE.search(content))


def writes_outside_workspace(folded: str) -> bool:
    """The path is in the home directory or an absolute path outside temporary folders."""
    return folded.startswith("~") or (folded.startswith("/") and not TEMP_PATH.match(folded))
