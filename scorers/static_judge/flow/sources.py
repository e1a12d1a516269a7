"""Sensitive sources any language shares: credential paths, home paths, environment reads.

>>> path_constant("~/.aws/credentials", 3)[1]
'credential location .aws'
>>> env_variable("OPENAI_API_KEY", 1)[1:]
('env_secret', 'secret environment variable OPENAI_API_KEY')
"""

from __future__ import annotations

import functools

from .. import capabilities as cap
from ..literal_scan import FoldedText, scanner_for
from ..sensitive import CREDENTIAL_PATH, is_secret_name
from .taint import EMPTY, Labels, Taint


def path_constant(value: str, line: int) -> tuple[Labels, str | None]:
    """Labels of a string constant naming a credential file or the home directory, and the
    credential capability's detail when it names a credential location."""
    kind, detail = _path_kind(value[:4096])
    if kind is None:
        return EMPTY, None
    labels = frozenset({Taint(kind, detail, line)})
    return labels, f"credential location {detail}" if kind == "credential-path" else None


@functools.lru_cache(maxsize=1024)
def _path_kind(text: str) -> tuple[str | None, str]:
    """(label kind, detail) of a constant's text; the engines meet the same constants often.
    Searched through the literal prefilter (the same first match; most constants hold none
    of its literals): not folded_text, a constant would push whole files out of its cache."""
    match = scanner_for(CREDENTIAL_PATH).search(FoldedText(text))
    if match:
        return "credential-path", match.group(0).strip("/\\~")
    if text.startswith("~") or "$HOME" in text or "%USERPROFILE%" in text:
        return "home-path", text[:60]
    return None, ""


RUN_TIME_NAMED = "an environment variable named at run time"
"""How a flow names a secret read from an environment variable chosen at run time."""


def env_variable(name: str | None, line: int) -> tuple[Labels, str, str]:
    """Labels of reading environment variable ``name`` (None: named at run time), with the
    capability kind and detail it shows."""
    if name is None:
        return (
            frozenset({Taint("env-secret", RUN_TIME_NAMED, line)}),
            cap.ENV_SECRET,
            "environment variable chosen at run time",
        )
    if is_secret_name(name):
        return (
            frozenset({Taint("env-secret", f"environment variable {name}", line)}),
            cap.ENV_SECRET,
            f"secret environment variable {name}",
        )
    labels = (
        frozenset({Taint("home-path", "home directory", line)})
        if name in ("HOME", "USERPROFILE")
        else EMPTY
    )
    return labels, cap.ENV_READ, f"environment variable {name}"
