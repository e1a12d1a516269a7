"""One entry point for code in any language: scripts, code fences, install hooks, payloads.

Shell is normalised first (:mod:`normalise_shell`) and Python on its syntax tree
(:mod:`normalise_python`, inside the data-flow engine); JavaScript and TypeScript get
the line patterns and a source-to-sink analysis (:mod:`.flow.js_engine`); code hidden in
a shell script (decoded blobs, here-documents fed to an interpreter, programs given inline
to ``python -c`` or ``node -e``) is analysed again in its own language and reported at the
line that hides it.
"""

from __future__ import annotations

import ast
import re
from dataclasses import replace

from .author_remotes import author_remote_findings
from .capabilities import Capability
from .disruption import disruption_findings
from .download_cradles import cradle_equivalents
from .fetched_loaders import fetched_loader_findings
from .fetched_runs import pipe_equivalents
from .findings import ThreatFinding, line_at, reworded
from .flow.js_engine import analyse_javascript
from .inline_code import inline_code_leaks, inline_code_runs, inline_programs
from .kill_switches import kill_switch_findings
from .normalise_powershell import POWERSHELL, POWERSHELL_SUFFIXES, normalise_powershell
from .normalise_python import folded_lines, parse_module
from .normalise_shell import normalise_shell
from .pattern_literals import mask_regex_arguments
from .powershell_flows import powershell_secret_uploads
from .powershell_remote_code import powershell_remote_code
from .process_session import fetched_runs_across_calls
from .provider_keys import provider_key_uploads
from .python_commands import command_lines
from .python_flow import PythonReport, analyse_python
from .record_dumps import record_dump_findings
from .shell_flipped_results import flipped_exit_findings
from .shell_js import (
    PYTHON_FALLBACK,
    SHELL_PATTERNS,
    line_finding,
    printed_advice,
    scan_candidate_lines,
    scan_script,
    script_capabilities,
)
from .startup_targets import resolved_key_writes, resolved_startup_appends

MAX_DEPTH = 3
CODE_SUFFIXES = (".sh", ".bash", ".zsh", ".py", ".js", ".mjs", ".cjs", ".ts", ".rb", ".pl", ".ps1")
_SOURCE_FILE = re.compile(
    r"(?:^|[;&|]\s*|\bthen\s+|\bdo\s+)(?:source|\.|(?:ba|z)?sh|python[\d.]*|node|perl|ruby)\s+"
    r"((?:\$\([^)]*\)|[^\s;&|<>])+)"
)
_SOURCED_OK = re.compile(
    r"(?:\.(?:sh|bash|zsh|ksh|fish|csh|tcsh|py|env|envrc|rc|js|mjs|cjs|ts|mts|cts|rb|pl|ps1)"
    r"|/activate|[_-]env|rc|profile"
    r"|\$\{?\w+\}?|\)|-|/)$|^[~$]"
)
"""Targets that are code (in any shell's language: a virtualenv's ``activate.fish``, an SDK's
``emsdk_env``), shell start-up files or not a file name (a folder, a variable)."""
_PY_EXEC_FILE = re.compile(
    r"\b(?:exec|eval)\s*\(\s*(?:compile\s*\()?\s*(?:open|io\.open|pathlib\.Path|Path)\s*\(([^)\n]*)\)"
    r"|\b(?:exec|eval)\s*\([^\n]*\.read(?:_text)?\(\)"
)


_TOOL_PARAMETER = re.compile(r"^[A-Za-z_]\w+:(?!//)")
"""``workdir:~/project``: a parameter of an agent's shell tool, written ``name:value``
(``bash workdir:~/app command:"npm test"``), not a file the shell would read."""
_STREAM = re.compile(r"^/dev/(?:stdin|fd/\d+)$")
_FETCH_OR_DECODE = re.compile(r"\b(?:curl|wget|base64|xxd|openssl|nc|ncat)\b")


def _own_stream(target: str, line: str) -> bool:
    """``source /dev/stdin <<< "$EXPORTS"``: the shell reads what the same line hands it
    (a variable its own helper printed), not a data file; a stream fed by a download or
    a decoder on that line stays suspect."""
    return bool(_STREAM.match(target)) and not _FETCH_OR_DECODE.search(line)


_PROGRAM_FOLDERS = frozenset({"bin", "sbin", ".bin", "scripts", "script", "tools", "libexec"})


def _names_data_file(candidate: str) -> bool:
    """Whether an interpreter's first argument names a file that is not a program.

    An option (``--inspect=0.0.0.0:9229``) or a version in a table (``python3 3.12.3``) names
    no file; an extensionless file in a program folder (``bin/tool``) is a program.

    >>> [_names_data_file(c) for c in ("assets/defaults.cfg", "data/blob", "scripts/sync")]
    [True, True, False]
    >>> [_names_data_file(c) for c in ("--allow-fs-read=/data", "3.12.3", "run")]
    [False, False, False]
    """
    if candidate.startswith("-"):
        return False
    folder, _, name = candidate.rpartition("/")
    if "." in name:
        return bool(re.search(r"[A-Za-z]", name.rsplit(".", 1)[1]))
    return bool(folder) and folder.rsplit("/", 1)[-1] not in _PROGRAM_FOLDERS


def _non_code_exec(path: str, text: str, language: str) -> list[ThreatFinding]:
    """A script that runs the contents of a data file (code hidden where no one looks)."""
    if language == "python" and "exec" not in text and "eval" not in text:
        return []  # every Python form of it names exec or eval
    lines = text.splitlines()
    findings = []
    for number, line in enumerate(lines, 1):
        if not line or line.lstrip().startswith(("#", "//")):
            continue
        target = None
        if language == "shell":
            match = _SOURCE_FILE.search(line)
            if match:
                candidate = match.group(1).replace('"', "").replace("'", "")
                # a command quoted in prose or JSON ends at its punctuation (``x.py'.``)
                candidate = candidate.rstrip(".,;:}]")
                candidate = re.sub(r"\$\([^)]*\)", "", candidate)
                if (
                    _names_data_file(candidate)
                    and not _SOURCED_OK.search(candidate)
                    and "://" not in candidate
                    and not _TOOL_PARAMETER.match(candidate)
                    and not _own_stream(candidate, line)
                ):
                    target = candidate
        elif language == "python":
            match = _PY_EXEC_FILE.search(line)
            if match and not re.search(r"\.py[\"')\s]", line):
                target = (match.group(1) or "a file").strip()
        if target:
            hidden = (
                f"executes the contents of a non-code file ({target[:60]}): code hidden in data"
            )
            findings.append(
                line_finding(path, lines, number, "9.2", "high", hidden, "code.exec-data-file")
            )
    return findings


_SHELLS = frozenset({"sh", "bash", "zsh", "/bin/sh", "/bin/bash", "/usr/bin/bash", "dash"})
_SHELL_CALLS = frozenset({"os.system", "os.popen", "system", "popen"})


def _simple_name(func: ast.expr) -> str | None:
    """``ast.unparse(func)`` for ``name`` and ``name.attr``; None for anything else."""
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return f"{func.value.id}.{func.attr}"
    return None


_PERSISTENCE = tuple(p for p in SHELL_PATTERNS if p.name == "persistence")


def _startup_writes_through_variables(
    path: str, text: str, original: list[str], found: list[ThreatFinding]
) -> list[ThreatFinding]:
    """Persistence findings for appends into a variable naming a shell start-up file, and
    writes into one naming an SSH key file, on lines not flagged yet (see
    :mod:`.startup_targets`)."""
    resolved = resolved_key_writes(resolved_startup_appends(text))
    if resolved == text:
        return []
    flagged = {f.line for f in found if f.rule_id == "persistence"}
    return [
        replace(f, evidence=line_at(original, f.line) or f.evidence)
        for f in scan_candidate_lines(path, resolved, _PERSISTENCE)
        if f.line not in flagged and not printed_advice(line_at(original, f.line))
    ]


def _python_shell_scripts(text: str) -> list[tuple[int, str]]:
    """(line, script) for constant shell scripts a Python file hands to a shell.

    ``subprocess.*(["bash", "-c", SCRIPT])``, ``subprocess.*(SCRIPT, shell=True)`` and
    ``os.system(SCRIPT)``, where SCRIPT is a literal or a module-level constant.
    """
    try:
        parsed = parse_module(text)
    except (SyntaxError, ValueError, RecursionError):
        return []
    tree = parsed.tree
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }

    def constant(node: ast.expr) -> str | None:
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        return constants.get(node.id) if isinstance(node, ast.Name) else None

    found = []
    for node in parsed.nodes:
        if not isinstance(node, ast.Call) or not node.args:
            continue
        first = node.args[0]
        script = None
        if isinstance(first, ast.List | ast.Tuple) and len(first.elts) >= 3:
            words = [constant(e) for e in first.elts[:2]]
            if words[0] in _SHELLS and words[1] == "-c":
                script = constant(first.elts[2])
        elif (
            any(k.arg == "shell" for k in node.keywords) or _simple_name(node.func) in _SHELL_CALLS
        ):
            script = constant(first)
        if script and "\n" in script.strip():
            found.append((node.lineno, script))
    return found


def _executed_constants(text: str) -> list[tuple[int, str]]:
    """(line, code) for each program ``exec`` runs from a constant string: after folding,
    ``exec(codecs.decode(CONST, "rot13"))`` or ``exec(base64.b64decode(CONST))`` is the
    decoded program itself, which is analysed like the file's own code.

    >>> _executed_constants("import codecs\\nexec(codecs.decode('vzcbeg bf', 'rot13'))")
    [(2, 'import os')]
    """
    if "exec" not in text:
        return []
    try:
        parsed = parse_module(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    if not parsed.folded:
        return []
    found = []
    for node in parsed.nodes:
        if not (isinstance(node, ast.Call) and node.args and _simple_name(node.func) == "exec"):
            continue
        code = node.args[0]
        if isinstance(code, ast.Constant) and isinstance(code.value, str | bytes):
            value = (
                code.value.decode("utf-8", "replace")
                if isinstance(code.value, bytes)
                else code.value
            )
            found.append((node.lineno, value))
    return found


def _placed_at(
    inner: list[ThreatFinding], lines: list[str], line: int, context: str
) -> list[ThreatFinding]:
    """Findings of code hidden at ``line`` (a decoded payload, an embedded script), moved
    there and described as found in that ``context``."""
    return [
        reworded(f, f"{context}: {f.description}", line=line, evidence=line_at(lines, line))
        for f in inner
    ]


_ENCODINGS_SHOWN = {"encoded-command": "a PowerShell encoded command", "rev": "reversed text"}
"""How a payload's encoding is named in a finding, where its key is not plain English."""


def unseen_findings(found: list[ThreatFinding], more: list[ThreatFinding]) -> list[ThreatFinding]:
    """The findings of ``more`` whose rule ``found`` does not already report on their line."""
    seen = {(f.line, f.rule_id) for f in found}
    return [f for f in more if (f.line, f.rule_id) not in seen]


def _merge_patterns_and_flow(
    patterns: list[ThreatFinding], traced: list[ThreatFinding]
) -> list[ThreatFinding]:
    """A traced flow adds what no line pattern of the same code, line and severity saw."""
    seen = {(f.aitech, f.line, f.severity) for f in patterns}
    return patterns + [f for f in traced if (f.aitech, f.line, f.severity) not in seen]


def analyse_code(
    path: str,
    text: str,
    language: str,
    *,
    python_report: PythonReport | None = None,
    depth: int = 0,
) -> tuple[list[ThreatFinding], list[Capability], list[str]]:
    """Findings, capabilities and notes for ``text`` written in ``language``."""
    notes: list[str] = []
    if language == "python":
        report = python_report or analyse_python(path, text)
        if report.parsed:
            findings, capabilities = list(report.findings), list(report.capabilities)
        else:
            notes.append(f"{path} {report.note}: regex fallback used")
            findings = scan_candidate_lines(
                path,
                text,
                PYTHON_FALLBACK + SHELL_PATTERNS,
                " (regex fallback: file did not parse)",
            )
            capabilities = script_capabilities(path, text, "python")
        findings += _non_code_exec(path, text, "python")
        findings += disruption_findings(path, text, "python")
        folded = folded_lines(text)
        if folded is not None:  # the same acts reached through dynamic lookups
            findings += unseen_findings(findings, disruption_findings(path, folded, "python"))
        lines = text.splitlines()
        for line, script in _python_shell_scripts(text) if depth < MAX_DEPTH else []:
            inner, _, _ = analyse_code(path, script, "shell", depth=depth + 1)
            findings += _placed_at(inner, lines, line, "shell script run from Python")
        commands = command_lines(text) if depth < MAX_DEPTH else ""
        if commands:  # the argument vectors it runs, read as the shell lines they equal
            inner, _, _ = analyse_code(path, commands, "shell", depth=depth + 1)
            findings += unseen_findings(
                findings, [replace(f, evidence=line_at(lines, f.line) or f.evidence) for f in inner]
            )
        for line, code in _executed_constants(text) if depth < MAX_DEPTH else []:
            inner, _, _ = analyse_code(path, code, "python", depth=depth + 1)
            findings += unseen_findings(
                findings, _placed_at(inner, lines, line, "inside code decoded and run by exec")
            )
        findings += unseen_findings(findings, fetched_runs_across_calls(path, text))
        return findings, capabilities, notes
    if language == "javascript":
        flow = analyse_javascript(path, text)
        if flow.note:
            notes.append(f"{path} {flow.note}")
        return (
            _merge_patterns_and_flow(scan_script(path, text, "javascript"), flow.findings)
            + disruption_findings(path, text, "javascript"),
            script_capabilities(path, text, "javascript"),
            notes,
        )
    # a scanner's own regular expressions lose their quotes in the rewrite: blanked first
    normalised = (
        normalise_powershell(text)
        if language == POWERSHELL
        else normalise_shell(mask_regex_arguments(text))
    )
    original = text.splitlines()
    findings = [
        replace(f, evidence=line_at(original, f.line) or f.evidence)
        for f in scan_script(path, pipe_equivalents(cradle_equivalents(normalised.text)), "shell")
        # unquoting for obfuscation also unquotes a printed hint; the line as written says
        if not (f.rule_id == "persistence" and printed_advice(line_at(original, f.line)))
    ]
    findings += _startup_writes_through_variables(path, text, original, findings)
    if normalised.text != text:  # where a file name a command prints is written out
        findings += _startup_writes_through_variables(path, normalised.text, original, findings)
    if language == POWERSHELL:
        findings += powershell_secret_uploads(path, normalised.text)
        if path.lower().endswith(POWERSHELL_SUFFIXES):  # documented commands keep their policies
            findings += powershell_remote_code(path, normalised.text)
    findings += _non_code_exec(path, normalised.text, "shell")
    findings += [
        replace(f, evidence=line_at(original, f.line) or f.evidence)
        for f in author_remote_findings(path, normalised.text)
        + record_dump_findings(path, normalised.text)
    ]
    # the names matter, not their values
    findings += flipped_exit_findings(path, text) + kill_switch_findings(path, text)
    findings += [
        replace(f, evidence=line_at(original, f.line) or f.evidence)
        for f in provider_key_uploads(path, normalised.text)
    ]
    findings += [
        replace(f, evidence=line_at(original, f.line) or f.evidence)
        for f in disruption_findings(path, normalised.text, "shell")
    ]
    capabilities = script_capabilities(path, normalised.text, "shell")
    if depth >= MAX_DEPTH:
        return findings, capabilities, notes
    for payload in inline_programs(text):
        inner, _, _ = analyse_code(path, payload.text, payload.language, depth=depth + 1)
        inner += fetched_loader_findings(path, payload.text, payload.language)
        if payload.language == "shell":
            findings += unseen_findings(
                findings,
                [replace(f, evidence=line_at(original, f.line) or f.evidence) for f in inner],
            )
            continue
        findings += inline_code_runs(path, original, payload, inner)
        covered = {(f.line, f.aitech) for f in findings}
        findings += [
            f
            for f in inline_code_leaks(path, original, payload, inner)
            if (f.line, f.aitech) not in covered
        ]
    for payload in normalised.payloads:
        inner, inner_caps, _ = analyse_code(path, payload.text, payload.language, depth=depth + 1)
        if payload.how == "here-document":
            findings += inner
            capabilities += inner_caps
            continue
        hidden = _placed_at(inner, original, payload.line, f"inside {payload.how}-decoded payload")
        findings += [
            replace(f, severity="critical" if f.severity in ("critical", "high") else "high")
            for f in hidden
        ]
        if inner:
            encoding = _ENCODINGS_SHOWN.get(payload.how, payload.how)
            decodes = f"decodes a command hidden as {encoding} and runs it"
            findings.append(
                line_finding(
                    path, original, payload.line, "9.2", "high", decodes, "shell.decoded-exec"
                )
            )
    return findings, capabilities, notes
