"""``datasets/manifest.json``: sha256 of every file under skills/, labels/ and licenses/ and
of ``provenance.jsonl``, plus a version.

The version is the sha256 of the sorted ``"<path> <sha256>\\n"`` lines, so it changes when
any listed file changes, appears or disappears. The README datasheet is not listed (it
quotes the version). ``check_manifest`` reports every mismatch, and refuses links, FIFOs
and other special files (never followed, never opened) and files not in the manifest.
Files are hashed in chunks, opened with ``O_NOFOLLOW | O_NONBLOCK``.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path

from corpus.common import sha256_bytes, write_text

LISTED_DIRS: tuple[str, ...] = ("skills", "labels", "licenses")
LISTED_FILES: tuple[str, ...] = ("provenance.jsonl",)
MANIFEST = "manifest.json"


CHUNK_BYTES = 1 << 20


def hash_file(path: Path) -> str:
    """sha256 of a regular file read in chunks; a link or special file raises OSError."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
        digest = hashlib.sha256()
        while chunk := os.read(fd, CHUNK_BYTES):
            digest.update(chunk)
        return digest.hexdigest()
    finally:
        os.close(fd)


def scan_files(datasets_dir: Path) -> tuple[dict[str, str], list[str]]:
    """Hashes of the regular files under the listed folders, and the entries refused.

    Links (to files or folders) and special files (FIFOs, sockets, devices) are refused
    without being followed or opened.
    """
    out: dict[str, str] = {}
    refused: list[str] = []
    for top in LISTED_DIRS:
        for dirpath, dirnames, filenames in os.walk(datasets_dir / top, followlinks=False):
            base = Path(dirpath)
            for name in sorted(dirnames + filenames):
                path = base / name
                rel = path.relative_to(datasets_dir).as_posix()
                if "__pycache__" in rel:
                    continue
                mode = path.lstat().st_mode
                if stat.S_ISLNK(mode):
                    refused.append(f"link (not followed): {rel}")
                elif stat.S_ISREG(mode):
                    try:
                        out[rel] = hash_file(path)
                    except OSError as exc:
                        refused.append(f"unreadable: {rel} ({exc.strerror or exc})")
                elif not stat.S_ISDIR(mode):
                    refused.append(f"not a regular file: {rel}")
            dirnames[:] = [d for d in dirnames if not (base / d).is_symlink()]
    return dict(sorted(out.items())), refused


def file_hashes(datasets_dir: Path) -> dict[str, str]:
    """``{relative path: sha256}`` for every regular file under the listed folders."""
    files, _ = scan_files(datasets_dir)
    for name in LISTED_FILES:
        if (datasets_dir / name).is_file():
            files[name] = hash_file(datasets_dir / name)
    return dict(sorted(files.items()))


def dataset_version(files: dict[str, str]) -> str:
    """sha256 over the sorted ``path sha`` lines."""
    lines = "".join(f"{path} {digest}\n" for path, digest in sorted(files.items()))
    return sha256_bytes(lines.encode("utf-8"))


def write_manifest(datasets_dir: Path) -> str:
    """Write ``manifest.json``; returns the dataset version."""
    files = file_hashes(datasets_dir)
    version = dataset_version(files)
    text = json.dumps({"version": version, "files": files}, indent=1, sort_keys=True)
    write_text(datasets_dir / MANIFEST, text + "\n")
    return version


def check_manifest(datasets_dir: Path) -> list[str]:
    """Mismatches between ``manifest.json`` and the files on disk (empty: all good)."""
    path = datasets_dir / MANIFEST
    if not path.is_file():
        return [f"{path} is missing; run `python -m corpus build`"]
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        listed: dict[str, str] = dict(data["files"])
        version = str(data["version"])
    except (ValueError, KeyError, TypeError) as exc:
        return [f"{path} is not a valid manifest: {exc}"]
    actual, refused = scan_files(datasets_dir)
    for name in LISTED_FILES:
        if (datasets_dir / name).is_file():
            actual[name] = hash_file(datasets_dir / name)
    problems = list(refused)
    problems += [f"missing on disk: {p}" for p in sorted(set(listed) - set(actual))]
    problems += [f"not in manifest: {p}" for p in sorted(set(actual) - set(listed))]
    problems += [
        f"changed: {p}" for p in sorted(set(listed) & set(actual)) if listed[p] != actual[p]
    ]
    if version != dataset_version(listed):
        problems.append("manifest version does not match its file list")
    return problems


def read_version(datasets_dir: Path) -> str | None:
    """The recorded dataset version, or None without a manifest."""
    path = datasets_dir / MANIFEST
    if not path.is_file():
        return None
    return str(json.loads(path.read_text(encoding="utf-8")).get("version"))
