"""The README's quick start: its commands, and its main job run into a temporary folder."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.support.project import PROJECT


def quick_start_commands() -> list[str]:
    """The lines of the README's Quick start bash block (install-and-run, then the tests)."""
    readme = (PROJECT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"## Quick start.*?```bash\n(.*?)```", readme, re.S)
    assert block, "README has no Quick start bash block"
    return [line for line in block.group(1).splitlines() if line.strip()]


def main_job() -> str:
    """The first quick-start command without its install step."""
    return quick_start_commands()[0].split(" && ", 1)[1]


def run_in(command: str, folder: Path, timeout: int = 900) -> subprocess.CompletedProcess[str]:
    """Run ``command`` from the project with its ``logs/`` and ``results/`` sent to ``folder``."""
    command = command.replace("logs/", f"{folder}/logs/").replace("results/", f"{folder}/results/")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}:{os.environ['PATH']}"}
    env.pop("INSPECT_EVAL_MODEL", None)
    return subprocess.run(
        ["bash", "-c", command], cwd=PROJECT, env=env, capture_output=True, text=True,
        timeout=timeout,
    )  # fmt: skip
