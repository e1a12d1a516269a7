"""Prescan a grader's split with one scanner run and write the cache ``-M cache=`` reads.

    python -m scorers.scanners.prescan cisco --grader threat --split test --out scan-cache.json
    inspect eval tasks/threat.py --model scanner/cisco -M cache=scan-cache.json

The packages are the task's own samples (same dataset, split and tags, loaded and
confined by the dataset loader), keyed by the content hash each sample records. Exit
codes: 0 written, 4 bad input or scanner error (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from scorers.dataset import PACKAGE_METADATA_KEY
from scorers.task_factory import grader_task

from .batch import prescan
from .mapping import MappingError, load_mapping
from .runner import ScannerError, resolve_executable


def task_packages(
    grader: str, split: str, dataset: str | None, tags: str | None
) -> list[tuple[str, Path]]:
    """``(content_hash, folder)`` of every sample of the grader's task."""
    task = grader_task(grader, split=split, dataset=dataset, tags=tags)
    packages = []
    for sample in task.dataset:
        info = (sample.metadata or {}).get(PACKAGE_METADATA_KEY) or {}
        if info.get("content_hash") and info.get("path"):
            packages.append((str(info["content_hash"]), Path(info["path"])))
    return packages


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scorers.scanners.prescan",
                                     description=__doc__.split("\n\n")[0])  # fmt: skip
    parser.add_argument("scanner", help="a bundled mapping name (cisco) or a mapping .json")
    parser.add_argument("--grader", default="threat")
    parser.add_argument("--split", default="test")
    parser.add_argument("--dataset", default=None, help="corpus folder (default: the bundled)")
    parser.add_argument("--tags", default=None)
    parser.add_argument("--executable", default=None, help="the scanner's executable")
    parser.add_argument("--out", required=True, type=Path, help="cache file to write")
    args = parser.parse_args(argv)
    try:
        mapping = load_mapping(args.scanner)
        executable = resolve_executable(mapping, args.executable)
        packages = task_packages(args.grader, args.split, args.dataset, args.tags)
        cache = prescan(mapping, executable, packages)
    except (MappingError, ScannerError, ValueError) as exc:
        print(f"prescan: {exc}", file=sys.stderr)
        return 4
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(cache, ensure_ascii=False), encoding="utf-8")
    print(f"{len(cache['reports'])} of {cache['packages']} packages cached in {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
