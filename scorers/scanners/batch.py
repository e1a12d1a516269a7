"""Scan many packages with one scanner start-up, and a cache of each package's report.

A scanner whose mapping has a ``batch_command`` (Cisco's ``scan-all --recursive``) can
scan a folder of packages in one run, paying its start-up (about 8 CPU-seconds for
Cisco's) once instead of once per package. :func:`prescan` copies each package's regular
files into ``<temp>/<n>/<folder name>/`` — links are skipped, never followed; nothing
is executed — runs the batch command once, and keeps, for each package, the report
whose ``batch_path`` is exactly that package's copy. The cache file maps the package's
content hash (the one the dataset records for every sample) to that report, and names
the scanner, its version and the batch command; ``scanner/<name> -M cache=<file>``
answers from it (see :class:`ScanCache`) and scans a package by itself when its hash
is not there.

>>> cache = ScanCache({"scanner": "cisco", "scanner_version": "v", "reports": {"ab": {}}})
>>> cache.report("ab"), cache.report("cd")
({}, None)
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .mapping import ScannerMapping
from .runner import ScannerError, run_scanner, scanner_version
from .translate import lookup

CACHE_FORMAT = "sgb-scanner-cache/1"


def relative_to_package(report: Any, folder: Path | str) -> Any:
    """The report with ``<folder>/`` removed from every string, so paths are package-relative.

    A scanner may write absolute paths (Cisco's behavioural findings do); removing the
    scanned folder's prefix makes a batch report (scanned in a temporary copy) and a
    one-package report (scanned in place) say the same, and keeps machine paths out of
    answers.

    >>> relative_to_package({"f": ["/tmp/x/a.py", "in /tmp/x/b.py"]}, "/tmp/x")
    {'f': ['a.py', 'in b.py']}
    """
    prefixes = {f"{folder}/", f"{Path(folder).resolve()}/"}

    def strip(value: Any) -> Any:
        if isinstance(value, str):
            for prefix in prefixes:
                value = value.replace(prefix, "")
            return value
        if isinstance(value, list):
            return [strip(v) for v in value]
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items()}
        return value

    return strip(report)


def copy_regular_files(source: Path, target: Path) -> int:
    """Copy ``source``'s regular files and folders to ``target``; links are skipped.

    Returns the number of files copied. Nothing outside ``source`` is ever read: a
    linked file or folder is left out, not followed.
    """
    copied = 0
    target.mkdir(parents=True)
    for root, folders, files in os.walk(source, followlinks=False):
        here = Path(root)
        rel = here.relative_to(source)
        folders[:] = [f for f in folders if stat.S_ISDIR((here / f).lstat().st_mode)]
        for folder in folders:
            (target / rel / folder).mkdir()
        for name in files:
            path = here / name
            if stat.S_ISREG(path.lstat().st_mode):
                shutil.copyfile(path, target / rel / name, follow_symlinks=False)
                (target / rel / name).chmod(0o600)
                copied += 1
    return copied


def prescan(
    mapping: ScannerMapping, executable: str, packages: Iterable[tuple[str, Path]]
) -> dict[str, Any]:
    """Scan ``(content_hash, folder)`` packages in one batch run; the cache's content.

    A package whose report cannot be told apart (no result at exactly its folder) is left
    out of the cache, so the provider scans it by itself.

    Raises:
        ScannerError: the mapping has no batch command, or the batch run failed.
    """
    if not mapping.batch_command:
        raise ScannerError(f"scanner/{mapping.name}: its mapping has no batch_command")
    unique = dict(packages)
    temp = Path(tempfile.mkdtemp(prefix="sgb-prescan-"))
    try:
        where: dict[Path, str] = {}
        for index, (content_hash, folder) in enumerate(sorted(unique.items())):
            copy = temp / str(index) / folder.name
            copy_regular_files(folder, copy)
            where[copy.resolve()] = content_hash
        report = run_scanner(mapping, executable, temp, batch=True)
        results = lookup(report, mapping.batch_results)
        if not isinstance(results, list):
            raise ScannerError(
                f"scanner/{mapping.name}: batch report has no '{mapping.batch_results}' list"
            )
        reports: dict[str, Any] = {}
        for result in results:
            path = lookup(result, mapping.batch_path)
            owner = where.get(Path(str(path)).resolve()) if path else None
            if owner is not None:
                reports[owner] = relative_to_package(result, str(path))
    finally:
        shutil.rmtree(temp, ignore_errors=True)
    return {
        "format": CACHE_FORMAT,
        "scanner": mapping.name,
        "scanner_version": scanner_version(mapping, executable),
        "batch_command": list(mapping.batch_command),
        "packages": len(unique),
        "reports": reports,
    }


class ScanCache:
    """A prescan cache file's reports, by package content hash."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.scanner = str(data.get("scanner", ""))
        self.scanner_version = str(data.get("scanner_version", ""))
        reports = data.get("reports")
        self.reports: dict[str, Any] = reports if isinstance(reports, dict) else {}

    @classmethod
    def load(cls, path: Path) -> ScanCache:
        """Read a cache file, or a one-line :class:`ScannerError`."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ScannerError(f"scanner cache {path}: unreadable ({type(exc).__name__})") from None
        if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT:
            raise ScannerError(f"scanner cache {path}: not a {CACHE_FORMAT} file")
        return cls(data)

    def check(self, mapping: ScannerMapping, version: str) -> None:
        """Refuse a cache written by another scanner or another version of it."""
        if (self.scanner, self.scanner_version) != (mapping.name, version):
            raise ScannerError(
                f"scanner cache was written by {self.scanner} {self.scanner_version!r}; "
                f"the scanner now is {mapping.name} {version!r}: run the prescan again"
            )

    def report(self, content_hash: str | None) -> Any:
        """The cached report of a package, or None."""
        return self.reports.get(content_hash) if content_hash else None
