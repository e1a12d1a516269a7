"""Prompt-injection, evaluator-manipulation, capability-inflation, harmful-advice and
tool-exploitation phrasing in Markdown and other prose.

A match is kept only when the surrounding sentence reads as an instruction: sentences
that quote an attack as an example, warn about it, or teach how to spot it (cue words
outside the matched span such as "attackers", "for example", "red flag") are dropped.
Fenced code blocks are not prose and are skipped here (scripts and code blocks are handled
by :mod:`shell_js`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .findings import ThreatFinding, line_at, line_of_offset

_I = re.IGNORECASE


@dataclass(frozen=True)
class ProsePattern:
    """One family of risky phrasing. ``code`` None means 1.1/1.2 depending on the file."""

    name: str
    regex: re.Pattern[str]
    code: str | None
    severity: str
    description: str
    negation_is_cue: bool = False


def _p(
    name: str, pattern: str, code: str | None, severity: str, description: str, neg: bool = False
) -> ProsePattern:
    return ProsePattern(name, re.compile(pattern, _I), code, severity, description, neg)


_SECRETS = (
    r"(?:credentials?|api[\s_-]*keys?|access\s+keys?|tokens?|secrets?|passwords?|private\s+keys?|ssh\s+keys?"
    r"|\.env\b|environment\s+variables|env\s+vars|cookies|session\s+(?:ids?|tokens?)|conversation\s+history"
    r"|chat\s+history|system\s+prompt|\.aws|\.ssh|keychain)"
)
_DESTINATION = r"(?:https?://|webhook|endpoint|remote\s+server|our\s+server|external\s+server|pastebin|discord|telegram|\b[\w.-]+@[\w-]+\.\w+)"

PROSE_PATTERNS: tuple[ProsePattern, ...] = (
    _p(
        "override-instructions",
        r"\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+|every\s+|of\s+)*"
        r"(?:previous|prior|above|earlier|preceding|system|original|existing|other|safety|developer)\s+"
        r"(?:instructions?|prompts?|rules|directives|guidelines|guidance|messages|constraints|policies)",
        None,
        "high",
        "tells the agent to discard its prior or system instructions",
    ),
    _p(
        "role-reset",
        r"\byou\s+are\s+now\s+(?:in\s+)?(?:an?\s+)?(?:unrestricted|jailbroken|developer\s+mode|DAN\b|free\s+of)"
        r"|\bnew\s+system\s+prompt\b|\b(?:system|admin)\s+override\b|\benter\s+(?:developer|god|debug)\s+mode\b",
        None,
        "high",
        "tries to replace the agent's role or system prompt",
    ),
    _p(
        "conceal-from-user",
        r"\b(?:do\s+not|don't|never|without)\s+(?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|reveal(?:ing)?|notify(?:ing)?"
        r"|alert(?:ing)?|disclos(?:e|ing))\s+(?:this\s+|it\s+|anything\s+)?(?:to\s+)?(?:the\s+)?(?:user|human|operator|anyone)\b"
        r"|\bhide\s+(?:this|these|it|them|the\s+\w+(?:\s+\w+)?|all|any|your)\s+(?:\w+\s+)?from\s+(?:the\s+)?(?:user|human|operator)"
        r"|\b(?:silently|secretly|covertly|quietly|discreetly)\s+(?:send|upload|run|execute|install|copy|post|transmit|delete"
        r"|modify|forward|exfiltrate|collect|read)|\bkeep\s+(?:this|it|these)\s+(?:secret|hidden)\s+from"
        r"|\b(?:the\s+)?user\s+(?:must|should|need|does)\s*(?:not|n't)\s+(?:know|see|find\s+out|be\s+told|notice)",
        None,
        "high",
        "tells the agent to hide actions from the user",
    ),
    _p(
        "disable-safety",
        r"\b(?:disable|bypass|turn\s+off|ignore|circumvent|override)\s+(?:all\s+|any\s+|the\s+|your\s+)*"
        r"(?:safety|security|content)\s+(?:checks?|filters?|guardrails?|policies|restrictions|measures|protocols?|guidelines)"
        r"|\b(?:bypass|disable|ignore)\s+(?:the\s+|your\s+|any\s+)?(?:guardrails|sandbox|permission\s+prompts?|confirmation\s+prompts?)",
        None,
        "high",
        "tells the agent to switch off its safety controls",
    ),
    _p(
        "auto-run",
        r"\b(?:always|automatically|immediately)\s+(?:run|execute|invoke|source)\s+[`'\"]?[\w./-]+[`'\"]?\s+"
        r"(?:first\s+)?(?:silently|without\s+(?:asking|confirmation|prompting|telling|review)|in\s+the\s+background)"
        r"|\b(?:run|execute|send|upload|delete|install)\b[^.\n]{0,60}\bwithout\s+(?:the\s+)?(?:user'?s?\s+)?"
        r"(?:knowledge|consent|approval|permission)",
        None,
        "moderate",
        "tells the agent to run something without the user's knowledge or consent",
    ),
    _p(
        "exfil-instruction",
        rf"\b(?:send|upload|post|transmit|forward|exfiltrate|copy|share|e-?mail|report)\b[^.\n]{{0,80}}{_SECRETS}[^.\n]{{0,80}}{_DESTINATION}"
        rf"|\b(?:send|upload|post|transmit|forward|exfiltrate)\b[^.\n]{{0,40}}{_DESTINATION}[^.\n]{{0,80}}{_SECRETS}",
        "8.2",
        "high",
        "instructs sending secrets or private context to an outside destination",
    ),
    _p(
        "priority-hijack",
        r"\b(?:takes?|has)\s+(?:precedence|priority)\s+over\s+(?:all\s+|any\s+)?(?:other|system|previous|user)"
        r"|\bhighest[- ]priority\s+(?:instructions?|directive)"
        r"|\boverrides?\s+(?:all\s+)?(?:other\s+skills|system\s+instructions"
        r"|the\s+system\s+prompt|user\s+(?:preferences|instructions))",
        None,
        "moderate",
        "claims priority over the agent's other instructions",
    ),
    _p(
        "remote-instructions",
        r"\b(?:fetch|download|read|load|retrieve|get|visit|open|curl)\b[^.\n]{0,60}(?:https?://\S+)[^.\n]{0,60}"
        r"\b(?:follow|obey|execute|run|apply)\s+(?:the\s+|its\s+|any\s+|all\s+)?(?:instructions|directives|commands)",
        "1.2",
        "moderate",
        "delegates the agent's instructions to remote content",
    ),
    _p(
        "grader-address",
        r"\b(?:note|message|instructions?|attention|notice)\s+(?:to|for)\s+(?:any\s+|the\s+|all\s+)?(?:ai\s+|llm\s+|automated\s+|security\s+)?"
        r"(?:reviewers?|graders?|evaluators?|scanners?|auditors?|judges?|analy[sz]ers?|classifiers?|moderators?)",
        "9.2",
        "high",
        "addresses the evaluator directly (evaluator manipulation)",
    ),
    _p(
        "rate-me-safe",
        r"\b(?:rate|mark|classify|score|label|treat|consider|report|flag|grade|assess)\s+(?:this|the)\s+"
        r"(?:skill|package|code|file|script|repository|tool|plugin|content)\s+as\s+(?:safe|benign|clean|secure|trusted"
        r"|harmless|low[- ]risk|legitimate|compliant|passing|a\s+4|4|5)",
        "9.2",
        "high",
        "asks the evaluator for a favourable verdict",
    ),
    _p(
        "scanner-ignore",
        r"\b(?:scanners?|graders?|reviewers?|evaluators?|auditors?|security\s+tools?|analy[sz]ers?|linters?)\s+"
        r"(?:should|must|can|may|are\s+instructed\s+to)\s+(?:safely\s+)?(?:ignore|skip|not\s+flag|disregard|overlook|pass)",
        "9.2",
        "high",
        "tells scanners or reviewers to skip the content",
    ),
    _p(
        "no-review-needed",
        r"\bno\s+(?:need\s+(?:for|to)\s+)?(?:security\s+)?(?:review|scan|analysis|audit|check)\w*\s+(?:is\s+)?(?:needed|required|necessary)",
        "9.2",
        "moderate",
        "discourages review of the package",
    ),
    _p(
        "privilege-claim",
        r"\b(?:has|have|with|grants?|gives?|possess(?:es)?|holds?)\s+(?:full\s+|unrestricted\s+|unlimited\s+|complete\s+|total\s+)?"
        r"(?:admin(?:istrator)?|root|superuser|system[- ]level|elevated|god[- ]mode"
        r"|kernel[- ]level)\s+"
        r"(?:access|privileges?|permissions?|rights|control)|\bunrestricted\s+(?:access|permissions?|control)\b",
        "4.3",
        "moderate",
        "claims privileges the skill does not have",
    ),
    _p(
        "official-claim",
        r"\bofficial\s+(?:anthropic|openai|claude|github|microsoft|google|aws|apple|meta)\s+(?:skill|tool|plugin|extension|integration|release)"
        r"|\b(?:approved|endorsed|certified|sanctioned|authori[sz]ed|vetted|verified|whitelisted)\s+(?:and\s+\w+\s+)?by\s+"
        r"(?:anthropic|openai|microsoft|google|your\s+(?:admin\w*|it\s+department|security\s+team)|the\s+(?:security|it|admin\w*)\s+team"
        r"|(?:the\s+)?system\s+administrators?)"
        r"|\b(?:this|the)\s+(?:skill|package|code|script|tool)\s+(?:is|has\s+been)\s+(?:fully\s+)?(?:verified|certified|audited|vetted"
        r"|pre-approved|whitelisted|allowlisted)\s+(?:as\s+)?(?:safe|secure|clean)",
        "4.3",
        "moderate",
        "claims an official status or approval it cannot show",
    ),
    _p(
        "tls-off-advice",
        r"\bverify\s*=\s*False|\b(?:disable|turn\s+off|skip|bypass|ignore)\s+(?:ssl|tls|https|certificate|cert)\s+"
        r"(?:verification|validation|checks?|errors?|warnings?)|rejectUnauthorized\s*:\s*false|InsecureSkipVerify\s*:\s*true"
        r"|\bssl\.CERT_NONE\b|check_hostname\s*=\s*False",
        "15.1",
        "moderate",
        "advises turning off TLS certificate verification",
        True,
    ),
    _p(
        "plaintext-secrets",
        r"\b(?:store|save|keep|put|hard-?code|commit|write|paste)\s+(?:the\s+|your\s+|all\s+|any\s+)?(?:passwords?|api\s*keys?|secrets?"
        r"|tokens?|credentials|private\s+keys?)\s+(?:directly\s+)?(?:in\s+)?(?:plain\s*text|plaintext|unencrypted|in\s+(?:the\s+)?"
        r"(?:repo(?:sitory)?|source(?:\s+code)?|code|git|readme|skill\.md))",
        "15.1",
        "moderate",
        "advises storing secrets in plain text or in the repository",
        True,
    ),
    _p(
        "chmod-777-advice",
        r"\bchmod\s+(?:-R\s+)?(?:0?777|a\+rwx)\b",
        "15.1",
        "moderate",
        "advises world-writable permissions",
        True,
    ),
    _p(
        "disable-protection-advice",
        r"\b(?:disable|turn\s+off|stop|uninstall|deactivate)\s+(?:the\s+|your\s+)?(?:firewall|antivirus|anti-virus|selinux|apparmor"
        r"|gatekeeper|windows\s+defender|defender|endpoint\s+protection|2fa|mfa"
        r"|two[- ]factor(?:\s+authentication)?)\b",
        "15.1",
        "moderate",
        "advises switching off a security protection",
        True,
    ),
    _p(
        "agent-config-edit",
        r"\b(?:modify|edit|update|write\s+to|overwrite|change|append\s+to|add\s+\S+\s+to)\s+[^.\n]{0,40}"
        r"(?:\.claude/settings|settings\.local\.json|\.mcp\.json|CLAUDE\.md|AGENTS\.md|allowed-?tools|permission\s+(?:settings|rules|list)"
        r"|\.cursor/rules)|--dangerously-skip-permissions|\bbypassPermissions\b|\bauto-?approve\s+(?:all|every)",
        "12.1",
        "high",
        "tells the agent to widen its own permissions or configuration",
    ),
    _p(
        "run-remote-commands",
        r"\b(?:run|execute|eval(?:uate)?)\s+(?:whatever|any|all|the)\s+(?:commands?|code|scripts?|shell\s+commands?)\s+"
        r"(?:that\s+)?(?:are\s+|is\s+)?(?:returned|provided|given|found|fetched|received|contained|listed|served)\s+"
        r"(?:by|from|in|at)\s+(?:the\s+)?(?:server|url|response|remote|api|page|website|endpoint|gist|pastebin|webhook|link)"
        r"|\bfetch\b[^.\n]{0,60}\band\s+(?:then\s+)?(?:run|execute|pipe)\s+(?:it|them|the\s+(?:result|commands?|contents?|output))",
        "12.1",
        "high",
        "tells the agent to execute commands supplied by remote content",
    ),
)

STRONG_CUES = re.compile(
    r"\b(?:attackers?|adversar\w*|malicious|malware|injection|phishing|for\s+example|e\.g\.|for\s+instance|such\s+as"
    r"|watch\s+(?:out|for)|beware|be\s+wary|red\s+flags?|warning\w*|detect\w*|flag(?:s|ged)?|never\s+follow|do\s+not\s+follow"
    r"|don't\s+follow|refuse|reject|suspicious|common\s+(?:attack|trick|technique|pattern)s?|look\s+for|recogni[sz]e"
    r"|untrusted|scam\w*|social\s+engineering|jailbreak\w*|threat\w*|exploit\w*|poison\w*|payloads?|vulnerab\w*"
    r"|report\s+it|tactics?|example|examples|indicators?|signs?\s+of|anti-?pattern)\b",
    _I,
)
NEGATION_CUES = re.compile(
    r"\b(?:never|don't|do\s+not|avoid|instead\s+of|rather\s+than|not\s+recommended|insecure|dangerous|bad\s+practice"
    r"|unsafe|should\s+not|must\s+not|shouldn't|no\s+longer|only\s+in\s+(?:local|test|dev))\b",
    _I,
)
_FENCE = re.compile(r"^(```|~~~)[^\n]*\n.*?^\1[ \t]*$", re.M | re.S)
_COMMENT = re.compile(r"<!--.*?-->", re.S)


def blank_code_fences(text: str) -> str:
    """Replace fenced code blocks with blank lines (keeping line numbers)."""
    return _FENCE.sub(lambda m: "\n" * m.group(0).count("\n"), text)


def _sentence_bounds(text: str, start: int, end: int) -> tuple[int, int]:
    left = max(
        text.rfind(sep, 0, start) for sep in (". ", "\n\n", "! ", "? ", "\n- ", "\n* ", "\n#")
    )
    right_candidates = [
        i
        for i in (text.find(sep, end) for sep in (". ", "\n\n", "! ", "? ", "\n- ", "\n#"))
        if i != -1
    ]
    right = min(right_candidates) if right_candidates else len(text)
    left = max(left, start - 400)
    return max(left, 0), min(right, end + 400)


def _quoted(sentence: str, offset: int) -> bool:
    before = sentence[:offset]
    return (
        before.count('"') % 2 == 1
        or before.count("`") % 2 == 1
        or before.count("\u201c") > before.count("\u201d")
        or re.search(r"(?:^|\s)'[^']*$", before) is not None
    )


def scan_prose(
    path: str,
    text: str,
    *,
    in_skill_md: bool,
    teaching_context: bool,
    declared: Callable[[str], bool] = lambda _name: False,
) -> list[ThreatFinding]:
    """Risky phrasing in one prose file (SKILL.md or a reference).

    ``teaching_context``: the skill is about security, so quoted attacks are expected.
    ``declared``: a callback telling whether the skill openly declares the pattern's
    subject (e.g. a skill whose purpose is editing agent settings).
    """
    prose = blank_code_fences(text)
    comments = [(m.start(), m.end()) for m in _COMMENT.finditer(prose)]
    lines = text.splitlines()
    findings: list[ThreatFinding] = []
    for pattern in PROSE_PATTERNS:
        for match in pattern.regex.finditer(prose):
            start, end = match.span()
            left, right = _sentence_bounds(prose, start, end)
            sentence = prose[left:right]
            outside = sentence[: start - left] + " " + sentence[end - left :]
            hidden = any(a <= start < b for a, b in comments)
            if not hidden:
                if STRONG_CUES.search(outside):
                    continue
                if pattern.negation_is_cue and NEGATION_CUES.search(sentence):
                    continue
                if _quoted(sentence, start - left) and (
                    teaching_context or pattern.code in ("15.1",)
                ):
                    continue
                if teaching_context and pattern.severity != "high":
                    continue
                if declared(pattern.name):
                    continue
            code = pattern.code or ("1.1" if in_skill_md else "1.2")
            severity = "high" if hidden and pattern.severity != "high" else pattern.severity
            line = line_of_offset(text, start)
            description = pattern.description + (" (hidden in an HTML comment)" if hidden else "")
            findings.append(
                ThreatFinding(code, severity, path, line, line_at(lines, line), description)
            )
            if pattern.name == "exfil-instruction":
                findings.append(
                    ThreatFinding(
                        "1.1" if in_skill_md else "1.2",
                        "high",
                        path,
                        line,
                        line_at(lines, line),
                        "injected instruction to leak data",
                    )
                )
    return findings
