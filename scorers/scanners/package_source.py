"""Where a judge that needs the skill *folder* (a scanner, a surface classifier) finds it.

The task may hand the folder over out of band: the user message's metadata carries
``{"skill_package": {"path": "<absolute folder>", "grader": ..., "task": ...}}``. When it
does not, the files are recovered from the rendered prompt and written to a fresh
temporary folder (the prompt may have cut large files; the answer says so).

Recovered paths are hostile input: absolute paths, ``..`` parts, drive letters and NUL
bytes are refused, files are written without execute permission, and nothing is ever run.

>>> with package_folder(None, {"SKILL.md": "---\\nname: a\\n---\\n"}) as source:
...     (source.path / "SKILL.md").is_file(), source.origin
(True, 'prompt')
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from inspect_ai.model import ChatMessage, ChatMessageUser

from scorers.static_judge.judge_request import read_prompt

METADATA_KEY = "skill_package"


class PackageSourceError(ValueError):
    """The request carries no usable skill package."""


@dataclass(frozen=True)
class PackageRequest:
    """What a folder-based judge was asked: the grader, the task and where the package is."""

    grader: str | None
    task: str | None
    folder: Path | None
    files: dict[str, str]
    content_hash: str | None = None


@dataclass(frozen=True)
class PackageSource:
    """A folder holding the package, and whether it is the original or a prompt copy."""

    path: Path
    origin: str  # "metadata" (the original folder) or "prompt" (recovered, may be cut)


def read_request(messages: list[ChatMessage], schema_name: str | None) -> PackageRequest:
    """The grader, task and package of the last user message (metadata first, then prompt)."""
    user = next((m for m in reversed(messages) if isinstance(m, ChatMessageUser)), None)
    if user is None:
        return PackageRequest(None, None, None, {})
    prompted = read_prompt(user.text, schema_name)
    info = _metadata_entry(user)
    folder = info.get("path")
    return PackageRequest(
        grader=prompted.grader or info.get("grader"),
        task=prompted.task if prompted.task is not None else info.get("task"),
        folder=Path(folder) if isinstance(folder, str) and folder else None,
        files=prompted.files,
        content_hash=str(info["content_hash"]) if info.get("content_hash") else None,
    )


def _metadata_entry(message: ChatMessageUser) -> Mapping[str, Any]:
    metadata = getattr(message, "metadata", None) or {}
    entry = metadata.get(METADATA_KEY) if isinstance(metadata, Mapping) else None
    return entry if isinstance(entry, Mapping) else {}


def safe_relative(path: str) -> PurePosixPath:
    """A package-relative path, or :class:`PackageSourceError` if it could leave the folder.

    >>> str(safe_relative("scripts/run.py"))
    'scripts/run.py'
    >>> safe_relative("../etc/passwd")  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    PackageSourceError: unsafe path in package: '../etc/passwd'
    """
    pure = PurePosixPath(path.replace("\\", "/"))
    if (
        not path
        or "\0" in path
        or pure.is_absolute()
        or any(part in ("..", "") for part in pure.parts)
        or ":" in pure.parts[0]
    ):
        raise PackageSourceError(f"unsafe path in package: {path!r}")
    return pure


def write_files(files: Mapping[str, str], folder: Path) -> None:
    """Write recovered files under ``folder`` (read/write only, paths checked)."""
    root = folder.resolve()
    for name, text in files.items():
        target = (root / safe_relative(name)).resolve()
        if root not in target.parents:
            raise PackageSourceError(f"unsafe path in package: {name!r}")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8", errors="replace")
        target.chmod(0o600)


@contextmanager
def package_folder(folder: Path | None, files: Mapping[str, str]) -> Iterator[PackageSource]:
    """The package's folder: the given one if it exists, else a temporary copy of ``files``.

    Raises:
        PackageSourceError: no folder and no files, or a recovered path is unsafe.
    """
    if folder is not None and folder.is_dir() and not folder.is_symlink():
        yield PackageSource(folder, "metadata")
        return
    if not files:
        raise PackageSourceError("no skill package in the request (no metadata path, no files)")
    temp = Path(tempfile.mkdtemp(prefix="sgb-package-"))
    try:
        package = temp / "skill"
        package.mkdir()
        write_files(files, package)
        yield PackageSource(package, "prompt")
    finally:
        shutil.rmtree(temp, ignore_errors=True)
