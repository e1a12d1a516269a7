"""A scanner's JSON report -> the threat grader's answer (findings, reason, score).

Severities map through the mapping file (a severity mapped to ``null``, such as
informational notes, is dropped); the score is the project's documented
severity-to-score rule, :func:`scorers.graders.threat_score_for` (worst finding:
critical 1, high or moderate 2, low 3, none 4). Each finding's AITech code is the
scanner's own code when it is one of the project's nine, else the mapping of the
scanner's code, else the mapping of its category, else the mapping's fallback code
(the description then names the scanner's category and code).

>>> from scorers.scanners.mapping import load_mapping
>>> report = {"findings": [{"severity": "HIGH", "category": "command_injection",
...     "file_path": "scripts/a.sh", "line_number": 3, "snippet": "eval $x",
...     "title": "eval of input", "metadata": {"aitech": "AITech-9.1"}}]}
>>> answer = threat_answer(report, load_mapping("cisco"))
>>> answer["score"], answer["findings"][0]["aitech"], answer["findings"][0]["line"]
(2, '9.1', 3)
"""

from __future__ import annotations

from typing import Any

from scorers.graders import AITECH_CODES, threat_score_for

from .mapping import ScannerMapping

MAX_FINDINGS = 50
_TEXT_LIMIT = {"file": 300, "evidence": 500, "description": 500}


def lookup(record: Any, dotted: str) -> Any:
    """The value at a dotted path (``"metadata.aitech"``) or None.

    >>> lookup({"a": {"b": 1}}, "a.b"), lookup({"a": 1}, "a.b")
    (1, None)
    """
    value = record
    for part in dotted.split("."):
        if not isinstance(value, dict):
            return None
        value = value.get(part)
    return value


def _text(value: Any, limit: int) -> str:
    text = "" if value is None else str(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def map_aitech(code: Any, category: Any, mapping: ScannerMapping) -> tuple[str, bool]:
    """The project AITech code for a scanner finding and whether it was mapped explicitly."""
    raw = str(code or "")
    if mapping.aitech_prefix and raw.startswith(mapping.aitech_prefix):
        raw = raw[len(mapping.aitech_prefix) :]
    if raw in AITECH_CODES:
        return raw, True
    if raw in mapping.aitech:
        return mapping.aitech[raw], True
    if str(category) in mapping.category:
        return mapping.category[str(category)], True
    return mapping.fallback_aitech, False


def scanner_findings(report: Any, mapping: ScannerMapping) -> list[dict[str, Any]]:
    """Findings in the threat schema, most severe first (at most 50)."""
    raw = lookup(report, mapping.findings)
    if not isinstance(raw, list):
        raise ValueError(f"{mapping.name}: report has no '{mapping.findings}' list")
    findings = []
    for item in raw:
        if not isinstance(item, dict):
            continue
        get = {name: lookup(item, path) for name, path in mapping.fields.items()}
        severity_raw = str(get.get("severity") or "")
        if severity_raw not in mapping.severity:
            raise ValueError(f"{mapping.name}: unknown severity {severity_raw!r} in report")
        severity = mapping.severity[severity_raw]
        if severity is None:
            continue
        category = get.get("category")
        code, mapped = map_aitech(get.get("aitech"), category, mapping)
        description = str(get.get("description") or "")
        if not mapped:
            description = f"[{mapping.name} {category} {get.get('aitech')}] {description}"
        finding: dict[str, Any] = {
            "severity": severity,
            "aitech": code,
            "file": _text(get.get("file") or "SKILL.md", _TEXT_LIMIT["file"]),
            "evidence": _text(get.get("evidence"), _TEXT_LIMIT["evidence"]),
            "description": _text(description, _TEXT_LIMIT["description"]),
        }
        line = get.get("line")
        if isinstance(line, int) and not isinstance(line, bool) and line >= 0:
            finding["line"] = line
        findings.append(finding)
    order = {"critical": 0, "high": 1, "moderate": 2, "low": 3}
    findings.sort(key=lambda f: order[f["severity"]])
    return findings[:MAX_FINDINGS]


def threat_answer(report: Any, mapping: ScannerMapping) -> dict[str, Any]:
    """The scanner's report as a threat-grader answer."""
    findings = scanner_findings(report, mapping)
    score = threat_score_for([f["severity"] for f in findings])
    if findings:
        top = "; ".join(
            f"{f['aitech']} {f['severity']} {f['file']}:{f.get('line', '?')}" for f in findings[:4]
        )
        reason = f"{mapping.name}: {len(findings)} finding(s). Most serious: {top}."
    else:
        reason = f"{mapping.name}: no finding at low severity or above."
    return {"findings": findings, "reason": _text(reason, 2000), "score": score}
