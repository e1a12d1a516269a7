#!/usr/bin/env python3
"""
scaffold.py — Generate a production-grade Python PyPI package structure.

Usage:
    python scaffold.py --name my-package
    python scaffold.py --name my-package --layout src
    python scaffold.py --name my-package --build hatchling

Options:
    --name      PyPI package name (lowercase, hyphens). Required.
    --layout    'flat' (default) or 'src'.
    --build     'setuptools' (default, uses setuptools_scm) or 'hatchling'.
    --author    Author name (default: Your Name).
    --email     Author email (default: you@example.com).
    --output    Output directory (default: current directory).
"""

import argparse
import os
import sys
import textwrap
from pathlib import Path


# ---------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------

def pkg_name(pypi_name: str) -> str:
    """Convert 'my-pkg' → 'my_pkg'."""
    # TODO: implement
    pass


def write(path: Path, content: str) -> None:
    # TODO: implement
    pass


def touch(path: Path) -> None:
    # TODO: implement
    pass


# ---------------------------------------------------------------------------
# File generators
# ---------------------------------------------------------------------------

def gen_pyproject_setuptools(name: str, mod: str, author: str, email: str, layout: str) -> str:
    # TODO: implement
    pass


def gen_pyproject_hatchling(name: str, mod: str, author: str, email: str) -> str:
    # TODO: implement
    pass


def gen_init(name: str, mod: str) -> str:
    # TODO: implement
    pass


def gen_core(mod: str) -> str:
    # TODO: implement
    pass


def gen_exceptions(mod: str) -> str:
    # TODO: implement
    pass


def gen_backends_init() -> str:
    # TODO: implement
    pass


def gen_memory_backend() -> str:
    # TODO: implement
    pass


def gen_conftest(name: str, mod: str) -> str:
    # TODO: implement
    pass


def gen_test_core(mod: str) -> str:
    # TODO: implement
    pass


def gen_test_backends() -> str:
    # TODO: implement
    pass


def gen_ci_yml(name: str, mod: str) -> str:
    # TODO: implement
    pass


def gen_publish_yml() -> str:
    # TODO: implement
    pass


def gen_precommit() -> str:
    # TODO: implement
    pass


def gen_changelog(name: str) -> str:
    # TODO: implement
    pass


def gen_readme(name: str, mod: str) -> str:
    # TODO: implement
    pass


def gen_setup_py() -> str:
    # TODO: implement
    pass


def gen_license(author: str) -> str:
    # TODO: implement
    pass


# ---------------------------------------------------------------------------
# Main scaffold
# ---------------------------------------------------------------------------

def scaffold(
    name: str,
    layout: str,
    build: str,
    author: str,
    email: str,
    output: str,
) -> None:
    # TODO: implement
    pass


# ---------------------------------------------------------------------------
# CLI
# ---------------------------------------------------------------------------

def main() -> None:
    # TODO: implement
    ...


if __name__ == "__main__":
    main()
