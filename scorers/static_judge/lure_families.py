"""Lure, dropper and hidden-control families, one entry point for the threat scorer."""

from __future__ import annotations

from .agent_config_grants import (
    agent_config_grants,
    scripted_config_grants,
    shipped_config_grants,
)
from .credential_sweep import credential_sweep
from .findings import ThreatFinding
from .js_name_building import split_names
from .prerequisite_lures import prerequisite_lures
from .relayed_exfil import relayed_exfil
from .secret_to_reply import secret_to_reply
from .standing_uploads import standing_uploads
from .structure import JAVASCRIPT, SHELL, TEXT
from .terminal_hijack import hidden_text, terminal_hijack
from .textutil import is_prose_file
from .time_bombs import time_bombs


def lure_family_findings(path: str, text: str, kind: str) -> list[ThreatFinding]:
    """Findings of the lure and hidden-control families for one file of a package."""
    if kind == TEXT:
        findings = hidden_text(path, text) + shipped_config_grants(path, text)
        if is_prose_file(path):
            findings += prerequisite_lures(path, text) + relayed_exfil(path, text)
            findings += credential_sweep(path, text) + agent_config_grants(path, text)
            findings += secret_to_reply(path, text) + standing_uploads(path, text)
        return findings
    findings = terminal_hijack(path, text) + time_bombs(path, text)
    if kind == JAVASCRIPT:
        findings += split_names(path, text)
    elif kind == SHELL:
        findings += scripted_config_grants(path, text)
    return findings
