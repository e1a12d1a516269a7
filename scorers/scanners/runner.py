"""Run a command-line scanner on one package folder and read its JSON report.

The scanner may live in another Python environment (its dependencies can clash with
this project's): its executable comes from ``-M executable=...``, else the mapping's
environment variable (``SGB_CISCO_SKILL_SCANNER`` for Cisco's), else ``PATH``. The
child process gets a minimal environment — no API keys reach it, so no analyzer that
needs a network service can switch itself on — and a timeout.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

from .mapping import ScannerMapping

_PASSED_ENV = ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT")


class ScannerError(RuntimeError):
    """The scanner is missing, failed, timed out or wrote something that is not JSON."""


def resolve_executable(mapping: ScannerMapping, override: str | None = None) -> str:
    """Path of the scanner's executable, or a one-line error saying how to provide it."""
    candidate = override or os.environ.get(mapping.executable_env) or mapping.executable
    found = shutil.which(candidate)
    if found is None:
        raise ScannerError(
            f"scanner/{mapping.name}: executable {candidate!r} not found; install "
            f"{mapping.package or 'the scanner'} (pip install -e '.[scanners]', or into its own "
            f"virtual environment) and put it on PATH or set {mapping.executable_env} or "
            f"-M executable=<path>"
        )
    return found


def child_environment() -> dict[str, str]:
    """The few variables a scanner needs; credentials never pass."""
    return {k: v for k, v in os.environ.items() if k in _PASSED_ENV}


def run_scanner(
    mapping: ScannerMapping, executable: str, folder: Path, *, batch: bool = False
) -> Any:
    """Scan ``folder`` and return the parsed JSON report.

    With ``batch``, run the mapping's ``batch_command`` (a folder of packages, one start-up).
    """
    argv = mapping.batch_command if batch else mapping.command
    command = [executable, *(str(folder) if p == "{path}" else p for p in argv[1:])]
    timeout = mapping.timeout_s * (20 if batch else 1)
    try:
        done = subprocess.run(  # fixed argv from the mapping file, no shell
            command, capture_output=True, text=True, timeout=timeout,
            env=child_environment(), stdin=subprocess.DEVNULL, check=False,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        raise ScannerError(f"scanner/{mapping.name}: timed out after {timeout:g} s") from None
    if done.returncode not in mapping.ok_exit_codes:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise ScannerError(f"scanner/{mapping.name}: exit {done.returncode}: {last[:300]}")
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        raise ScannerError(
            f"scanner/{mapping.name}: output is not JSON: {done.stdout[:200]!r}"
        ) from None


_VERSIONS: dict[tuple[str, str], str] = {}


def scanner_version(mapping: ScannerMapping, executable: str) -> str:
    """The scanner's own version string (recorded in every answer's metadata)."""
    key = (mapping.name, executable)
    if key not in _VERSIONS:
        _VERSIONS[key] = _ask_version(mapping, executable)
    return _VERSIONS[key]


def _ask_version(mapping: ScannerMapping, executable: str) -> str:
    try:
        done = subprocess.run(
            [executable, *mapping.version_args], capture_output=True, text=True, timeout=60,
            env=child_environment(), stdin=subprocess.DEVNULL, check=False,
        )  # fmt: skip
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    return (done.stdout.strip() or done.stderr.strip() or "unknown").splitlines()[0][:200]
