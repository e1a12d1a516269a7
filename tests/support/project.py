"""Where the checkout is: the project folder and its task files."""

from __future__ import annotations

from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]
TASKS = PROJECT / "tasks"
