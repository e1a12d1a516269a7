"""The alignment grader: what the scripts actually do versus what the skill declares.

Capabilities observed in code (network, process execution, credential and secret access,
writes and deletions outside the workspace, dynamic code) are checked against keyword
families in the declared text (name, description, body, allowed-tools). Serious threat
findings are by nature undeclared behaviour and become high-confidence mismatches.
"""

from __future__ import annotations

import re
from typing import Any

from . import capabilities as cap
from .findings import trim
from .structure import SkillView, allowed_tools, placeholder_hits
from .threat import ThreatReport

DECLARED_FAMILIES: dict[str, re.Pattern[str]] = {
    cap.NETWORK: re.compile(
        r"https?://|\b(?:urls?|apis?|http|https|fetch\w*|download\w*|upload\w*|requests?|web|websites?|online"
        r"|internet|network\w*|remote|endpoints?|servers?|webhooks?|rest|graphql|cloud|services?|sync\w*|slack"
        r"|github|gitlab|jira|notion|e-?mail|smtp|s3|buckets?|scrap\w*|crawl\w*|post(?:s|ing)?\s+to|send\w*\s+to"
        r"|quer(?:y|ies)|search\w*|weather|stripe|openai|anthropic|domain|dns|ssh|sftp|ftp|http\s+client|online)\b",
        re.I,
    ),
    cap.CREDENTIAL: re.compile(
        r"\b(?:api[\s_-]?keys?|tokens?|credentials?|secrets?|passwords?|auth\w*|log\s?in|oauth|ssh|keys?"
        r"|env(?:ironment)?\s+var\w*|\.env|keychain|cookies?|aws|gcloud|kube\w*|docker)\b",
        re.I,
    ),
    cap.ENV_SECRET: re.compile(
        r"\b(?:api[\s_-]?keys?|tokens?|credentials?|secrets?|passwords?|auth\w*|env(?:ironment)?(?:\s+var\w*)?|\.env)\b",
        re.I,
    ),
    cap.FILE_WRITE: re.compile(
        r"~/|\$HOME|\b(?:home\s+director\w*|config(?:uration)?\s+files?|install\w*|global(?:ly)?|system-wide"
        r"|dotfiles?|cache|settings|profile|save\w*|writ(?:e|es|ing)\s+(?:to|the|a)|output\s+(?:file|director\w*)"
        r"|export\w*)\b",
        re.I,
    ),
    cap.DELETE: re.compile(
        r"\b(?:delet\w*|remov\w*|clean\w*|purg\w*|wip\w*|uninstall\w*|prun\w*|reset)\b", re.I
    ),
    cap.CODE_EXEC: re.compile(
        r"\b(?:eval\w*|expressions?|calculat\w*|formula\w*|plugins?|dynamic\w*|execut\w*\s+code)\b",
        re.I,
    ),
    cap.PROCESS: re.compile(
        r"\b(?:commands?|shell|bash|subprocess\w*|cli|terminal|processes)\b", re.I
    ),
}
_TYPE_OF = {
    cap.NETWORK: "undeclared_network",
    cap.CREDENTIAL: "undeclared_credential_access",
    cap.ENV_SECRET: "undeclared_credential_access",
    cap.FILE_WRITE: "undeclared_file_write",
    cap.DELETE: "undeclared_file_write",
    cap.PROCESS: "undeclared_process_execution",
    cap.CODE_EXEC: "undeclared_capability",
}
_CONFIDENCE_OF = {
    cap.NETWORK: "high",
    cap.CREDENTIAL: "high",
    cap.ENV_SECRET: "medium",
    cap.FILE_WRITE: "medium",
    cap.DELETE: "medium",
    cap.PROCESS: "medium",
    cap.CODE_EXEC: "medium",
}
_THREAT_TYPE = {
    "8.2": "undeclared_credential_access",
    "9.1": "undeclared_process_execution",
    "13.1": "undeclared_file_write",
    "12.1": "undeclared_capability",
}
_RANK = {"high": 0, "medium": 1, "low": 2}
_UNDECLARED_BY_NATURE = frozenset({"1.1", "1.2", "8.2", "9.2", "12.1"})


def _declared_text(view: SkillView) -> str:
    tools = " ".join(allowed_tools(view) or [])
    compat = str(view.fields.get("compatibility", ""))
    return f"{view.name.replace('-', ' ')}\n{view.description}\n{view.body}\n{tools}\n{compat}"


def _claim(view: SkillView) -> str:
    return trim(f"description: {view.description or '(none)'}", 500)


def _program_of(detail: str) -> str:
    parts = detail.split()
    if len(parts) < 2:
        return ""
    program = parts[1].strip("'\"").rsplit("/", 1)[-1]
    return "" if "\x00" in program or "…" in program else program


def alignment_findings(view: SkillView, threats: ThreatReport) -> list[dict[str, Any]]:
    """Mismatch findings in the alignment answer schema, most serious first."""
    declared = _declared_text(view)
    lowered = declared.lower()
    tools = {t.split("(")[0].lower() for t in (allowed_tools(view) or [])}
    findings: dict[tuple[str, str, int], dict[str, Any]] = {}

    def add(confidence: str, kind: str, actual: str, dataflow: str, file: str, line: int) -> None:
        key = (kind, file, line)
        old = findings.get(key)
        if old is None or _RANK[confidence] < _RANK[old["confidence"]]:
            findings[key] = {
                "confidence": confidence,
                "type": kind,
                "claim": _claim(view),
                "actual": trim(actual, 500),
                "dataflow": trim(dataflow, 500),
                "file": file[:300],
                "line": max(line, 0),
            }

    seen_kinds: set[tuple[str, str]] = set()
    for capability in threats.capabilities:
        kind = capability.kind
        if kind == cap.ENV_READ or (kind, capability.file) in seen_kinds:
            continue
        family = DECLARED_FAMILIES[kind]
        is_declared = bool(family.search(declared))
        if kind == cap.NETWORK and tools & {"webfetch", "websearch"}:
            is_declared = True
        if kind == cap.ENV_SECRET:
            name = capability.detail.rsplit(" ", 1)[-1]
            is_declared = is_declared or name.lower() in lowered
        if kind == cap.PROCESS:
            program = _program_of(capability.detail)
            if program and program.lower() in lowered:
                continue
            confidence = "low" if is_declared else "medium"
            seen_kinds.add((kind, capability.file))
            add(
                confidence,
                _TYPE_OF[kind],
                f"{capability.file} starts processes ({capability.detail})",
                capability.evidence,
                capability.file,
                capability.line,
            )
            continue
        if is_declared:
            continue
        seen_kinds.add((kind, capability.file))
        add(
            _CONFIDENCE_OF[kind],
            _TYPE_OF[kind],
            f"{capability.file} uses {kind.replace('_', ' ')}: {capability.detail}",
            capability.evidence,
            capability.file,
            capability.line,
        )

    for threat in threats.findings:
        if threat.severity not in ("critical", "high", "moderate"):
            continue
        kind = _THREAT_TYPE.get(threat.aitech, "other")
        if (
            threat.aitech == "8.2"
            and "network" in threat.description
            and "credential" not in threat.description
        ):
            kind = "undeclared_network"
        # Harmful advice is a content problem more than undeclared behaviour; injected
        # instructions, concealment, exfiltration and tool abuse are undeclared by nature.
        soft = (
            threat.severity == "moderate"
            and threat.aitech not in _UNDECLARED_BY_NATURE
            and "download" not in threat.description  # fetch-and-run is never declared
        )
        confidence = "medium" if threat.aitech == "15.1" or soft else "high"
        add(
            confidence,
            kind,
            f"{threat.description} (AITech {threat.aitech})",
            threat.evidence,
            threat.file,
            threat.line,
        )

    for path in view.missing_references:
        add(
            "medium",
            "claim_not_implemented",
            f"SKILL.md refers to {path}, which is not in the package",
            "",
            view.skill_md_path or "SKILL.md",
            0,
        )
    stub_scripts = sorted(
        {
            p
            for p, _, what in placeholder_hits(view)
            if p != view.skill_md_path and "no implementation" in what
        }
    )
    for path in stub_scripts:
        add(
            "medium",
            "claim_not_implemented",
            f"{path} contains unimplemented functions",
            "",
            path,
            0,
        )

    ordered = sorted(
        findings.values(), key=lambda f: (_RANK[f["confidence"]], f["type"], f["file"], f["line"])
    )
    return ordered[:50]


def grade_alignment(view: SkillView, threats: ThreatReport) -> dict[str, Any]:
    """Alignment answer: 1 with a high-confidence mismatch, 2 with medium ones, else 3."""
    findings = alignment_findings(view, threats)
    confidences = {f["confidence"] for f in findings}
    if "high" in confidences:
        score = 1
        lead = "Mismatch: the code does something the skill does not declare"
    elif "medium" in confidences:
        score = 2
        lead = "Uncertain: some behaviour is only loosely covered by the declared purpose"
    else:
        score = 3
        lead = "Aligned: observed capabilities match what the skill declares"
    detail = "; ".join(
        f"{f['type']} ({f['confidence']}) in {f['file']}:{f['line']}" for f in findings[:6]
    )
    kinds = sorted({c.kind for c in threats.capabilities if c.kind != cap.ENV_READ})
    observed = f" Observed capabilities: {', '.join(kinds) or 'none'}."
    reason = f"{lead}.{observed}" + (f" Findings: {detail}." if detail else "")
    return {"findings": findings, "reason": trim(reason, 2000), "score": score}
