"""Copying real skill packages out of a git snapshot: byte-exact, refusing what is unsafe."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from corpus import import_real
from corpus.import_real import ImportRefused, import_license, import_package, package_id


def _git(repo: Path, *args: str) -> str:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@localhost",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@localhost",
    }
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, env=env
    ).stdout


@pytest.fixture()
def snapshot(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    (repo / "skills/good/scripts").mkdir(parents=True)
    (repo / "skills/good/SKILL.md").write_text("---\nname: good\n---\nBody\n")
    (repo / "skills/good/scripts/run.py").write_bytes(b"print('x')\r\n")
    (repo / "skills/linked").mkdir(parents=True)
    (repo / "skills/linked/SKILL.md").write_text("---\nname: linked\n---\n")
    (repo / "skills/linked/CLAUDE.md").symlink_to("SKILL.md")
    (repo / "skills/noskill").mkdir(parents=True)
    (repo / "skills/noskill/README.md").write_text("not a skill\n")
    (repo / "skills/blob").mkdir(parents=True)
    (repo / "skills/blob/SKILL.md").write_text("---\nname: blob\n---\n")
    (repo / "skills/blob/model.bin").write_bytes(b"\0" * 2048)
    (repo / "LICENSE").write_text("MIT License\n")
    _git(repo, "init", "-q")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", "init")
    return repo / ".git"


def test_package_id_is_stable_and_opaque() -> None:
    assert package_id("owner/name", "skills/x") == "2660b0e5"
    assert package_id("owner/name", "skills/y") != package_id("owner/name", "skills/x")


def test_copies_every_file_byte_for_byte(snapshot: Path, tmp_path: Path) -> None:
    got = import_package(snapshot, "o/r", "skills/good", tmp_path / "out")
    assert got.folder == tmp_path / "out" / package_id("o/r", "skills/good") / "good"
    assert got.files == 2
    assert (got.folder / "scripts/run.py").read_bytes() == b"print('x')\r\n"
    assert (got.folder / "SKILL.md").read_text().startswith("---\nname: good")


def test_refuses_symlinks(snapshot: Path, tmp_path: Path) -> None:
    with pytest.raises(ImportRefused, match="not a regular file"):
        import_package(snapshot, "o/r", "skills/linked", tmp_path / "out")
    assert not (tmp_path / "out").exists()


def test_refuses_folder_without_skill_md(snapshot: Path, tmp_path: Path) -> None:
    with pytest.raises(ImportRefused, match="no SKILL.md"):
        import_package(snapshot, "o/r", "skills/noskill", tmp_path / "out")


def test_refuses_oversized_files_and_binaries(
    snapshot: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(import_real, "MAX_BINARY_BYTES", 1024)
    with pytest.raises(ImportRefused, match="binary file"):
        import_package(snapshot, "o/r", "skills/blob", tmp_path / "out")
    monkeypatch.setattr(import_real, "MAX_FILE_BYTES", 10)
    with pytest.raises(ImportRefused, match="limit"):
        import_package(snapshot, "o/r", "skills/good", tmp_path / "out")


def test_refuses_to_overwrite_an_existing_copy(snapshot: Path, tmp_path: Path) -> None:
    import_package(snapshot, "o/r", "skills/good", tmp_path / "out")
    with pytest.raises(ImportRefused, match="destination exists"):
        import_package(snapshot, "o/r", "skills/good", tmp_path / "out")


def test_licence_copied_unmodified(snapshot: Path, tmp_path: Path) -> None:
    target = import_license(snapshot, "o/r", "LICENSE", tmp_path / "lic")
    assert target.name == "o__r.txt"
    assert target.read_text() == "MIT License\n"


def test_cli_reports_refusals_with_exit_code_4(snapshot: Path, tmp_path: Path) -> None:
    status = import_real.main(
        [
            "--git-dir",
            str(snapshot),
            "--repo",
            "o/r",
            "--path",
            "skills/good",
            "--path",
            "skills/linked",
            "--dest",
            str(tmp_path / "out"),
        ]
    )
    assert status == 4
    assert (tmp_path / "out" / package_id("o/r", "skills/good") / "good" / "SKILL.md").is_file()
