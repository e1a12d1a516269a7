#!/usr/bin/env python3
"""List known developer caches with sizes; optionally delete approved ones."""
import argparse
import shutil
from pathlib import Path

HOME = Path.home()
CACHES = {
    "pip": HOME / ".cache" / "pip",
    "npm": HOME / ".npm" / "_cacache",
    "gradle": HOME / ".gradle" / "caches",
    "cargo": HOME / ".cargo" / "registry" / "cache",
    "brew": HOME / "Library" / "Caches" / "Homebrew",
}


def size_of(path):
    total = 0
    for f in path.rglob("*"):
        try:
            if f.is_file() and not f.is_symlink():
                total += f.stat().st_size
        except OSError:
            pass
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--delete", nargs="*", default=[], choices=sorted(CACHES))
    args = ap.parse_args()
    if args.delete:
        freed = 0
        for key in args.delete:
            path = CACHES[key]
            if path.is_dir() and not path.is_symlink() and HOME in path.parents:
                freed += size_of(path)
                shutil.rmtree(path)
                print(f"deleted {path}")
        print(f"freed {freed / 1e9:.2f} GB")
        return
    rows = [(size_of(p), k, p) for k, p in CACHES.items() if p.is_dir()]
    for size, key, path in sorted(rows, reverse=True):
        print(f"{key:8} {size / 1e9:7.2f} GB  {path}")
    for nm in sorted(HOME.glob("*/*/node_modules"))[:20]:
        print(f"node_modules (not deleted by this script): {nm}")


if __name__ == "__main__":
    main()
