"""Copy one skill package, byte for byte, out of a git snapshot of a public repository.

The package is read from git objects (never from a checkout), so nothing in it is executed
and no link is followed. Symlinks, submodules, files of 4 MiB or more and binary files over
1 MiB make the whole package refused: a partial copy would not be the upstream package.

Example::

    python -m corpus.import_real --git-dir SNAPSHOT.git --repo owner/name \\
        --path skills/pdf-tools [--path ...] [--license-file LICENSE]
    # -> datasets/skills/<id>/pdf-tools/ (and datasets/licenses/owner__name.txt)
    # prints: id, bytes, repo, commit, path
"""

from __future__ import annotations

import argparse
import hashlib
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_BINARY_BYTES = 1024 * 1024
REGULAR_MODES = {"100644", "100755"}


class ImportRefused(Exception):
    """The package cannot be copied unmodified within the limits."""


@dataclass(frozen=True)
class Entry:
    mode: str
    sha: str
    size: int
    path: PurePosixPath  # relative to the package folder


@dataclass(frozen=True)
class Imported:
    skill_id: str
    folder: Path
    files: int
    total_bytes: int


def package_id(repo: str, path: str) -> str:
    """Opaque 8-hex id of a package.

    >>> package_id("owner/name", "skills/x")
    '2660b0e5'
    """
    return hashlib.sha256(f"sgb-v2:{repo}:{path}".encode()).hexdigest()[:8]


def _git(git_dir: Path, *args: str) -> bytes:
    return subprocess.run(
        ["git", f"--git-dir={git_dir}", *args], check=True, capture_output=True
    ).stdout


def resolve_commit(git_dir: Path, rev: str = "HEAD") -> str:
    return _git(git_dir, "rev-parse", f"{rev}^{{commit}}").decode().strip()


def list_package(git_dir: Path, commit: str, path: str) -> list[Entry]:
    """Every entry under ``path`` at ``commit``; refuses what cannot be copied as is."""
    prefix = path.strip("/")
    out = _git(git_dir, "ls-tree", "-r", "-l", "-z", commit, "--", prefix + "/")
    entries: list[Entry] = []
    for record in out.split(b"\0"):
        if not record:
            continue
        meta, name = record.split(b"\t", 1)
        mode, kind, sha, size = meta.decode().split()
        full = PurePosixPath(name.decode("utf-8"))
        rel = full.relative_to(prefix)
        if rel.is_absolute() or ".." in rel.parts:
            raise ImportRefused(f"path escapes the package: {full}")
        if kind != "blob" or mode not in REGULAR_MODES:
            raise ImportRefused(f"not a regular file (mode {mode}): {full}")
        if not size.isdigit():
            raise ImportRefused(f"blob absent from the snapshot: {full}")
        n = int(size)
        if n >= MAX_FILE_BYTES:
            raise ImportRefused(f"file of {n} bytes (limit {MAX_FILE_BYTES}): {full}")
        entries.append(Entry(mode, sha, n, rel))
    if not any(e.path == PurePosixPath("SKILL.md") for e in entries):
        raise ImportRefused(f"no SKILL.md directly in {prefix}")
    return entries


def _is_binary(data: bytes) -> bool:
    return b"\0" in data[:8192]


def import_package(
    git_dir: Path, repo: str, path: str, dest_root: Path, commit: str = "HEAD"
) -> Imported:
    """Copy ``path`` of ``repo`` at ``commit`` to ``dest_root/<id>/<folder name>/``."""
    sha = resolve_commit(git_dir, commit)
    entries = list_package(git_dir, sha, path)
    blobs: dict[PurePosixPath, bytes] = {}
    for e in entries:
        data = _git(git_dir, "cat-file", "blob", e.sha)
        if len(data) != e.size:
            raise ImportRefused(f"blob size changed while reading: {e.path}")
        if _is_binary(data) and len(data) > MAX_BINARY_BYTES:
            raise ImportRefused(f"binary file of {len(data)} bytes: {e.path}")
        blobs[e.path] = data
    skill_id = package_id(repo, path.strip("/"))
    folder = dest_root / skill_id / PurePosixPath(path.strip("/")).name
    if folder.exists():
        raise ImportRefused(f"destination exists: {folder}")
    root = folder.resolve()
    for rel, data in blobs.items():
        target = (folder / rel).resolve()
        if root not in target.parents:
            raise ImportRefused(f"path escapes the destination: {rel}")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return Imported(skill_id, folder, len(blobs), sum(len(d) for d in blobs.values()))


def import_license(
    git_dir: Path, repo: str, license_path: str, dest_dir: Path, commit: str = "HEAD"
) -> Path:
    """Copy the repository's licence file unmodified to ``dest_dir/<owner>__<name>.txt``."""
    sha = resolve_commit(git_dir, commit)
    listing = _git(git_dir, "ls-tree", sha, "--", license_path).decode().split()
    if not listing or listing[0] not in REGULAR_MODES:
        raise ImportRefused(f"licence file is not a regular file: {license_path}")
    target = dest_dir / (repo.replace("/", "__") + ".txt")
    dest_dir.mkdir(parents=True, exist_ok=True)
    target.write_bytes(_git(git_dir, "show", f"{sha}:{license_path}"))
    return target


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--git-dir", type=Path, required=True)
    ap.add_argument("--repo", required=True, help="owner/name")
    ap.add_argument("--path", required=True, action="append", help="package folder (repeat)")
    ap.add_argument("--dest", type=Path, default=Path("datasets/skills"))
    ap.add_argument("--license-file", help="licence file path in the repository")
    ap.add_argument("--licenses-dir", type=Path, default=Path("datasets/licenses"))
    ap.add_argument("--commit", default="HEAD")
    args = ap.parse_args(argv)
    status = 0
    commit = resolve_commit(args.git_dir, args.commit)
    if args.license_file:
        try:
            import_license(args.git_dir, args.repo, args.license_file, args.licenses_dir, commit)
        except (ImportRefused, subprocess.CalledProcessError) as exc:
            print(f"refused licence {args.repo}:{args.license_file}: {exc}", file=sys.stderr)
            return 4
    for p in args.path:
        try:
            got = import_package(args.git_dir, args.repo, p, args.dest, commit)
        except (ImportRefused, subprocess.CalledProcessError, UnicodeDecodeError) as exc:
            print(f"refused {args.repo}:{p}: {exc}", file=sys.stderr)
            status = 4
            continue
        print(f"{got.skill_id}\t{got.total_bytes}\t{args.repo}\t{commit}\t{p.strip('/')}")
    return status


if __name__ == "__main__":
    sys.exit(main())
