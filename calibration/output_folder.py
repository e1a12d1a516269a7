"""Write a command's output folder safely: refuse a non-empty one, write, then rename.

Files are written into a temporary folder beside the target; only when every file is
written does the temporary folder replace the target, so an error never leaves a
half-written report, and an existing report is replaced only with ``--force``.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from calibration.errors import CalibrationError


def check_output_folder(out: Path, *, force: bool) -> None:
    """Refuse ``out`` when it is a file, or a non-empty folder without ``force``.

    Raises:
        CalibrationError: the folder cannot be used.
    """
    if out.exists() and not out.is_dir():
        raise CalibrationError(f"--out {out} exists and is not a folder")
    if out.is_dir() and any(out.iterdir()) and not force:
        raise CalibrationError(f"--out {out} is not empty; pass --force to replace it")


@contextmanager
def output_folder(out: Path, *, force: bool) -> Iterator[Path]:
    """A temporary folder to write into; it replaces ``out`` when the block succeeds."""
    check_output_folder(out, force=force)
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent))
    try:
        yield staging
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    old = None
    if out.exists():
        old = out.with_name(f".{out.name}.old-{staging.name}")
        out.rename(old)
    staging.rename(out)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
