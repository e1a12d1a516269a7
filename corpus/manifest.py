"""``datasets/manifest.json``: sha256 of every file under skills/, labels/ and licenses/ and
of ``provenance.jsonl``, plus a version.

The version is the sha256 of the sorted ``"<path> <sha256>\\n"`` lines, so it changes when
any listed file changes, appears or disappears. The README datasheet is not listed (it
quotes the version). ``check_manifest`` reports every mismatch.
"""

from __future__ import annotations

import json
from pathlib import Path

from corpus.common import sha256_bytes, write_text

LISTED_DIRS: tuple[str, ...] = ("skills", "labels", "licenses")
LISTED_FILES: tuple[str, ...] = ("provenance.jsonl",)
MANIFEST = "manifest.json"


def file_hashes(datasets_dir: Path) -> dict[str, str]:
    """``{relative path: sha256}`` for every regular file under the listed folders."""
    out: dict[str, str] = {}
    for top in LISTED_DIRS:
        for path in sorted((datasets_dir / top).rglob("*")):
            rel = path.relative_to(datasets_dir).as_posix()
            if path.is_file() and not path.is_symlink() and "__pycache__" not in rel:
                out[rel] = sha256_bytes(path.read_bytes())
    for name in LISTED_FILES:
        if (datasets_dir / name).is_file():
            out[name] = sha256_bytes((datasets_dir / name).read_bytes())
    return dict(sorted(out.items()))


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
    actual = file_hashes(datasets_dir)
    problems = [f"missing on disk: {p}" for p in sorted(set(listed) - set(actual))]
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
