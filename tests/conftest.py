"""Shared pytest fixtures; the helpers they use live in ``tests/support/``."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.support.mini_corpus import (
    MINI_LABELS,
    MINI_SKILLS,
    label_record,
    write_labels,
    write_skill,
)
from tests.support.quick_start import main_job, run_in


@pytest.fixture()
def mini_corpus(tmp_path: Path) -> Path:
    """Three skills with threat labels (split test) in a temporary corpus folder."""
    root = tmp_path / "corpus"
    for name, files in MINI_SKILLS.items():
        write_skill(root / "skills", name, files)
    records = [label_record(name, "threat", score) for name, score in MINI_LABELS.items()]
    records[1]["aitech"] = ["8.2"]
    write_labels(root, "threat", records)
    return root


@pytest.fixture()
def no_dotenv(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Callable[[], None]:
    """Run from a folder with no .env above it (Inspect reads one from any parent)."""
    monkeypatch.chdir(tmp_path)
    return lambda: None


@pytest.fixture(scope="session")
def quick_start_run(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[Path, subprocess.CompletedProcess[str]]:
    """The README's main job, run once per session into a temporary folder."""
    folder = tmp_path_factory.mktemp("quick_start")
    return folder, run_in(main_job(), folder)
