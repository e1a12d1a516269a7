#!/usr/bin/env python3
"""File-upload bridge for Claude Code on the Web.

CCotw has no native file mount. This script uses a throwaway GitHub branch
on the working repo's `origin` remote as an upload target:

    init     create the upload branch on origin and print the GitHub web
             upload URL for the user to drop files into
    fetch    download files committed onto the branch into ./.uploads/
    cleanup  delete the remote upload branch
    status   show the branch name, URL, and whether it exists on origin

Branch name: upload-<short-session-id>. Session id comes from
$CLAUDE_SESSION_ID, then from the most recent transcript under
~/.claude/projects/<encoded-cwd>/, then from a UTC timestamp as fallback.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.error
import urllib.request
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

UPLOADS_DIR = ".uploads"


def _token() -> str:
    # TODO: implement
    pass


def _api(method: str, path: str, body: dict | None = None) -> Any:
    # TODO: implement
    pass


def _origin_repo() -> tuple[str, str]:
    """Return (owner, repo) parsed from `git remote get-url origin`.

    Supports github.com SSH/HTTPS URLs and the CCotw local-proxy form
    (``http://local_proxy@127.0.0.1:PORT/git/<owner>/<repo>``).
    """
    # TODO: implement
    pass


def _session_id() -> str:
    # TODO: implement
    pass


def _branch_name() -> str:
    """upload-<short> where <short> is the last 12 alnum chars of the session id."""
    # TODO: implement
    pass


def _branch_exists(owner: str, repo: str, branch: str) -> bool:
    # TODO: implement
    pass


def _default_branch(owner: str, repo: str) -> str:
    # TODO: implement
    pass


def _upload_url(owner: str, repo: str, branch: str) -> str:
    # TODO: implement
    pass


def _ensure_gitignore(entry: str) -> None:
    # TODO: implement
    pass


def cmd_init() -> int:
    # TODO: implement
    pass


def cmd_fetch() -> int:
    # TODO: implement
    pass


def cmd_cleanup() -> int:
    # TODO: implement
    pass


def cmd_status() -> int:
    # TODO: implement
    pass


COMMANDS = {
    "init": cmd_init,
    "fetch": cmd_fetch,
    "cleanup": cmd_cleanup,
    "status": cmd_status,
}


def main() -> int:
    # TODO: implement
    ...


if __name__ == "__main__":
    raise SystemExit(main())
