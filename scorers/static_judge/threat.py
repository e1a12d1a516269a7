"""The threat grader: run every detector over the package and combine the findings.

Python is analysed with :mod:`python_flow` (``ast`` data flow; regex fallback when the
file does not parse), shell/JavaScript with :mod:`shell_js`, prose with
:mod:`text_patterns`, encoded blobs with :mod:`obfuscation`, and ``allowed-tools`` is
checked against what the scripts do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import capabilities as cap
from .capabilities import Capability
from .findings import ThreatFinding, dedupe, line_at
from .obfuscation import find_encoded_blobs
from .python_flow import analyse_python
from .sensitive import SECURITY_TEACHING
from .shell_js import PYTHON_FALLBACK, SHELL_PATTERNS, scan_lines, scan_script, script_capabilities
from .structure import JAVASCRIPT, PYTHON, TEXT, SkillView, allowed_tools
from .text_patterns import NEGATION_CUES, STRONG_CUES, scan_prose

MAX_FINDINGS = 50
_LOW_IN_DOCS = {
    "pipe-to-shell": "documented install step that pipes a download into a shell",
    "run-download": "documented step that runs downloaded code",
}
_TOOL_NAMES = re.compile(
    r"\b(WebFetch|WebSearch|Bash|Write|Edit|MultiEdit|NotebookEdit)\b(?:\s+tool)?"
)
_DECLARES_CONFIG = re.compile(
    r"\b(?:settings|config\w*|permissions?|mcp|claude\.md|agents\.md|allowed-?tools)\b", re.I
)


@dataclass
class ThreatReport:
    """All findings and observed capabilities of a package, plus analysis notes."""

    findings: list[ThreatFinding]
    capabilities: list[Capability]
    notes: list[str] = field(default_factory=list)


def is_teaching_context(view: SkillView) -> bool:
    """True when the skill's declared subject is security (it may quote attacks)."""
    return bool(SECURITY_TEACHING.search(f"{view.name.replace('-', ' ')} {view.description}"))


def _markdown_commands(path: str, text: str, teaching: bool) -> list[ThreatFinding]:
    """Shell patterns in Markdown (code blocks and inline commands the agent may run)."""
    lines = text.splitlines()
    kept = []
    by_description = {p.description: p.name for p in SHELL_PATTERNS}
    for finding in scan_lines(path, text, SHELL_PATTERNS):
        if teaching:
            continue
        context = "\n".join(lines[max(0, finding.line - 4) : finding.line])
        if STRONG_CUES.search(context) or NEGATION_CUES.search(lines[finding.line - 1]):
            continue
        name = by_description.get(finding.description, "")
        if name in _LOW_IN_DOCS:
            finding = ThreatFinding(
                finding.aitech, "low", path, finding.line, finding.evidence, _LOW_IN_DOCS[name]
            )
        kept.append(finding)
    return kept


def _allowed_tools_findings(view: SkillView, capabilities: list[Capability]) -> list[ThreatFinding]:
    tools = allowed_tools(view)
    if tools is None or view.skill_md_path is None:
        return []
    skill_md = view.files[view.skill_md_path]
    lines = skill_md.splitlines()
    line = next(
        (i for i, text in enumerate(lines, 1) if text.lstrip().startswith("allowed-tools")), 1
    )
    names = {t.split("(")[0].strip().lower() for t in tools}
    shell_ok = bool(names & {"bash", "shell", "terminal", "powershell"})
    findings = []
    script_kinds = {c.kind for c in capabilities if c.file != view.skill_md_path}
    risky = sorted(script_kinds & {cap.NETWORK, cap.PROCESS, cap.CODE_EXEC, cap.CREDENTIAL})
    if view.scripts and not shell_ok:
        severity = "moderate" if risky else "low"
        detail = f" and they use {', '.join(risky)}" if risky else ""
        findings.append(
            ThreatFinding(
                "12.1",
                severity,
                view.skill_md_path,
                line,
                line_at(lines, line),
                f"bundled scripts need a shell tool that allowed-tools does not grant{detail}",
            )
        )
    mentioned = sorted(
        {
            m.group(1)
            for m in _TOOL_NAMES.finditer(view.body_without_code)
            if m.group(0).endswith("tool") or m.group(1) in ("WebFetch", "WebSearch")
        }
    )
    undeclared = [t for t in mentioned if t.lower() not in names]
    if undeclared:
        findings.append(
            ThreatFinding(
                "12.1",
                "low",
                view.skill_md_path,
                line,
                line_at(lines, line),
                f"instructions use tools missing from allowed-tools: {', '.join(undeclared)}",
            )
        )
    return findings


def analyse_threats(view: SkillView) -> ThreatReport:
    """Run all detectors over the package."""
    teaching = is_teaching_context(view)
    declares_config = bool(_DECLARES_CONFIG.search(view.description))
    findings: list[ThreatFinding] = []
    capabilities: list[Capability] = []
    notes: list[str] = []
    for source in view.sources:
        if source.kind == PYTHON:
            report = analyse_python(source.path, source.text)
            if report.parsed:
                findings += report.findings
                capabilities += report.capabilities
            else:
                notes.append(f"{source.path} {report.note}: regex fallback used")
                findings += scan_lines(
                    source.path,
                    source.text,
                    PYTHON_FALLBACK + SHELL_PATTERNS,
                    " (regex fallback: file did not parse)",
                )
                capabilities += script_capabilities(source.path, source.text, "python")
        elif source.kind == TEXT:
            in_skill_md = source.path == view.skill_md_path
            findings += scan_prose(
                source.path,
                source.text,
                in_skill_md=in_skill_md,
                teaching_context=teaching,
                declared=lambda name: name == "agent-config-edit" and declares_config,
            )
            if (
                source.path.lower().endswith((".md", ".markdown", ".txt", ".rst", ".mdx"))
                or in_skill_md
            ):
                findings += _markdown_commands(source.path, source.text, teaching)
        else:
            language = JAVASCRIPT if source.kind == JAVASCRIPT else "shell"
            findings += scan_script(source.path, source.text, language)
            capabilities += script_capabilities(source.path, source.text, language)
        for blob_finding, decoded in find_encoded_blobs(source.path, source.text):
            findings.append(blob_finding)
            for hidden in scan_prose(
                source.path,
                decoded,
                in_skill_md=source.path == view.skill_md_path,
                teaching_context=False,
            ):
                findings.append(
                    ThreatFinding(
                        hidden.aitech,
                        "high",
                        source.path,
                        blob_finding.line,
                        blob_finding.evidence,
                        "inside encoded blob: " + hidden.description,
                    )
                )
    findings += _allowed_tools_findings(view, capabilities)
    return ThreatReport(dedupe(findings)[:MAX_FINDINGS], sorted(set(capabilities)), notes)
