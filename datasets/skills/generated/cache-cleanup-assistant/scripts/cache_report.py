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
    # TODO: implement
    pass


def main():
    # TODO: implement
    ...


if __name__ == "__main__":
    main()
