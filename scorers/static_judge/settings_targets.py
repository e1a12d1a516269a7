"""A file written at a path the package's own settings name: a login key file, a shell
start-up file, a scheduler entry or the agent's settings (AITech 9.1).

The family (a target moved into configuration): the code holds no sensitive path at all;
it reads a key of a settings file it ships (``"agent_profile_target":
"/root/.ssh/authorized_keys"``, ``"profiles": [".bashrc", ".zshrc"]``, ``"targets":
["~/.claude/settings.json"]``) and appends or writes at whatever path the key gives. The
evidence joins both halves: a key whose value is such a path, and, in a Python file, a
write or append whose path comes from a read of that key (through assignments, loops and
the module's own functions) or a shell command the code generates that appends to it; in a
JavaScript file, a file write whose path comes from such a read (``for (const rc of
cfg.rcFiles)``); in a shell script, a redirection into the variable of that name.
A key read for anything else (a list of files an audit only reads) is left alone.

>>> settings = {"config/sync.json": '{"refresh": {"profiles": [".bashrc", ".zshrc"]}}'}
>>> code = '''
... import json, os
... cfg = json.load(open("config/sync.json"))
... for prof in cfg["refresh"].get("profiles", []):
...     with open(os.path.join(os.path.expanduser("~"), prof), "a") as fh:
...         fh.write("(python3 ~/.cache/t.py &)\\\\n")
... '''
>>> [(f.line, f.rule_id) for f in settings_target_findings({**settings, "scripts/t.py": code})]
[(5, 'file.settings-named-target')]
>>> settings_target_findings({**settings, "scripts/t.py": code.replace('"a"', '"r"')})
[]
"""

from __future__ import annotations

import ast
import configparser
import json
import re
import tomllib
from collections.abc import Iterator
from typing import Any

import yaml

from ..skill_loader import safe_yaml_load
from .content_cache import per_text
from .findings import ThreatFinding, line_finding
from .flow.python_fold import SettingValue
from .normalise_python import parse_module
from .structure import JAVASCRIPT, PYTHON, SHELL, classify
from .textutil import is_test_file

RULE_ID = "file.settings-named-target"
_TARGET = re.compile(
    r"(?:^|/)\.ssh/(?:authorized_keys2?|rc)$|^authorized_keys2?$"
    r"|(?:^|/)\.(?:bashrc|zshrc|bash_profile|profile|zprofile|zshenv|zlogin|bash_login)$"
    r"|/Library/Launch(?:Agents|Daemons)/|^/etc/(?:sudoers|cron\.d/|crontab$|profile\.d/|systemd/)"
    r"|(?:^|/)\.config/(?:autostart|systemd/user)/"
    r"|(?:^|/)\.(?:claude|cursor|codex|gemini)/(?:settings(?:\.local)?\.json|config\.toml)$"
    # the agents' lists of tool servers, each entry a program the agent starts
    r"|(?:^|/)\.claude\.json$|(?:^|/)\.cursor/mcp\.json$|/windsurf/mcp_config\.json$"
    r"|(?:^|/)claude_desktop_config\.json$"
)
"""Where a line written runs at every login or start, or lets someone in, or widens the
coding agent's permissions."""
_SETTINGS = (".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".env")
_ENV_LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_]\w*)\s*=\s*[\"']?([^\"'\n#]*)", re.M)
_MAX_SETTINGS_BYTES = 200_000
_WRITE_MODES = re.compile(r"[wax+]")
_SHELL_WRITE = re.compile(r"(?:>>?|\btee\s+(?:-a\s+)?)\s*[\"']?\$\{?([A-Za-z_]\w*)\}?")


def settings_target_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding per code file at the first write to a path a settings key names."""
    keys = _keys_naming_targets(files)
    if not keys:
        return []
    findings = []
    for path, text in files.items():
        kind = classify(path, text)
        if kind not in _WRITE_FINDERS or is_test_file(path):
            continue
        if not any(key in text for key in keys):
            continue
        hit = _WRITE_FINDERS[kind](text, keys)
        if hit is not None:
            line, key = hit
            description = (
                f"writes to {keys[key]}, a path it reads from its own settings ({key!r}): "
                "the target is kept out of the code"
            )
            findings.append(
                line_finding(path, text.splitlines(), line, "9.1", "high", description, RULE_ID)
            )
    return findings


def _keys_naming_targets(files: dict[str, str]) -> dict[str, str]:
    """Settings keys of the package whose value is (or lists) a sensitive path."""
    keys: dict[str, str] = {}
    for key, value in package_entries(files):
        for item in (value,) if isinstance(value, str) else value:
            if _TARGET.search(item.strip()):
                keys.setdefault(key, item.strip())
    return keys


def _first_shell_write(text: str, keys: dict[str, str]) -> tuple[int, str] | None:
    """The line of the first redirection or ``tee`` into a variable named like a key
    (``>> "$ACME_ENROL_TARGET"``, the settings file sourced as variables)."""
    for number, line in enumerate(text.splitlines(), 1):
        if line.lstrip().startswith("#"):
            continue
        for match in _SHELL_WRITE.finditer(line):
            if match.group(1) in keys:
                return number, match.group(1)
    return None


_JS_ASSIGNED = re.compile(
    r"\b(?:const|let|var)\s+(?:\{\s*)?([A-Za-z_$][\w$]*)[^=\n]*=(?!=)([^\n;]*)"
    r"|\bfor\s*\(\s*(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s+of\s+([^)\n]*)\)"
)
"""A JavaScript name bound to an expression: a declaration or a ``for … of`` loop."""
_JS_WRITE = re.compile(
    r"\b(?:appendFile|writeFile|appendFileSync|writeFileSync|createWriteStream)\s*\(([^,)\n]*)"
)
"""A JavaScript file write, and its path argument."""
_JS_FUNCTION = re.compile(
    r"\bfunction\s+([A-Za-z_$][\w$]*)\s*\(([^)]*)\)"
    r"|\b(?:const|let)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?\(([^)]*)\)\s*=>"
)
"""A named JavaScript function and its parameter list."""


def _js_parameters_given(text: str, tainted: set[str]) -> set[str]:
    """Parameters of the file's functions that a call passes one of ``tainted`` names
    (``register(t)`` in a loop over the key's list taints ``file`` of ``register(file)``)."""
    given = set()
    for match in _JS_FUNCTION.finditer(text):
        name = match.group(1) or match.group(3)
        params = [
            p.strip().split("=")[0].strip()
            for p in (match.group(2) or match.group(4) or "").split(",")
        ]
        for call in re.finditer(rf"(?<![\w$.]){re.escape(name)}\s*\(([^()\n]*)\)", text):
            for param, argument in zip(params, call.group(1).split(","), strict=False):
                if param and _mentions_js(argument, tainted):
                    given.add(param)
    return given


def _first_js_write(text: str, keys: dict[str, str]) -> tuple[int, str] | None:
    """The line of the first file write in a JavaScript file whose path derives from a
    read of one of ``keys`` (``cfg.rcFiles``, ``cfg["rcFiles"]``) through declarations and
    ``for … of`` loops.

    >>> code = ("const CFG = require('../cfg.json');\\nfor (const rc of CFG.rcFiles) {\\n"
    ...         "  const p = path.join(os.homedir(), rc);\\n  fs.appendFileSync(p, line);\\n}")
    >>> _first_js_write(code, {"rcFiles": ".bashrc"})
    (4, 'rcFiles')
    >>> code = ("function add(file) {\\n  const p = expand(file);\\n"
    ...         "  fs.writeFileSync(p, x);\\n}\\nfor (const t of cfg.targets) add(t);")
    >>> _first_js_write(code, {"targets": "~/.claude.json"})
    (3, 'targets')
    """
    for key in keys:
        read = re.compile(rf"\.{re.escape(key)}\b|\[\s*[\"']{re.escape(key)}[\"']\s*\]")
        tainted: set[str] = set()
        for _ in range(4):
            before = len(tainted)
            for match in _JS_ASSIGNED.finditer(text):
                name = match.group(1) or match.group(3)
                value = match.group(2) if match.group(1) else match.group(4)
                if read.search(value) or _mentions_js(value, tainted):
                    tainted.add(name)
            tainted |= _js_parameters_given(text, tainted) if tainted else set()
            if len(tainted) == before:
                break
        for number, line in enumerate(text.splitlines(), 1):
            write = _JS_WRITE.search(line)
            if write and (read.search(write.group(1)) or _mentions_js(write.group(1), tainted)):
                return number, key
    return None


def _mentions_js(text: str, names: set[str]) -> bool:
    return any(word in names for word in re.findall(r"[A-Za-z_$][\w$]*", text))


def _first_python_write(text: str, keys: dict[str, str]) -> tuple[int, str] | None:
    """The line of the first write whose path derives from a read of one of ``keys``."""
    try:
        tree = parse_module(text).tree
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    functions = {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    for key in keys:
        tainted = _names_reading(tree, key, functions)
        for node in ast.walk(tree):
            line = _write_line(node, tainted)
            if line is not None:
                return line, key
    return None


_WRITE_FINDERS = {
    PYTHON: _first_python_write,
    SHELL: _first_shell_write,
    JAVASCRIPT: _first_js_write,
}
"""How each kind of code's first write at a settings-named path is found."""


def reads_key(node: ast.AST, key: str) -> bool:
    """``x["key"]`` or ``x.get("key", ...)`` somewhere in ``node``."""
    for inner in ast.walk(node):
        if isinstance(inner, ast.Subscript) and _is_key(inner.slice, key):
            return True
        if (
            isinstance(inner, ast.Call)
            and isinstance(inner.func, ast.Attribute)
            and inner.func.attr == "get"
            and inner.args
            and _is_key(inner.args[0], key)
        ):
            return True
    return False


def _is_key(node: ast.expr, key: str) -> bool:
    return isinstance(node, ast.Constant) and node.value == key


def _names_reading(tree: ast.Module, key: str, functions: dict[str, ast.FunctionDef]) -> set[str]:
    """Names that hold what ``key`` gives: assigned or looped over from its read, from one
    another, or a parameter of the module's function that is passed one of them."""
    tainted: set[str] = set()
    for _ in range(4):  # a few rounds reach names passed on through helpers
        before = len(tainted)
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign | ast.For | ast.withitem | ast.AnnAssign):
                value = (
                    node.iter
                    if isinstance(node, ast.For)
                    else (node.context_expr if isinstance(node, ast.withitem) else node.value)
                )
                target = (
                    node.target
                    if isinstance(node, ast.For | ast.AnnAssign)
                    else (node.optional_vars if isinstance(node, ast.withitem) else None)
                )
                targets = node.targets if isinstance(node, ast.Assign) else [target]
                if value is not None and (reads_key(value, key) or _names(value) & tainted):
                    tainted |= {n for t in targets if t is not None for n in _names(t)}
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                function = functions.get(node.func.id)
                if function is None:
                    continue
                params = [a.arg for a in function.args.args]
                for index, arg in enumerate(node.args[: len(params)]):
                    if reads_key(arg, key) or _names(arg) & tainted:
                        tainted.add(params[index])
        if len(tainted) == before:
            break
    return tainted


def _write_line(node: ast.AST, tainted: set[str]) -> int | None:
    """The line of ``node`` when it writes at a path built from ``tainted`` names: an
    ``open`` for writing, a ``Path(...).write_text``, or a generated shell append
    (``f"echo {entry} >> {target}"``)."""
    if isinstance(node, ast.Call):
        func = node.func
        name = (
            func.id
            if isinstance(func, ast.Name)
            else func.attr
            if isinstance(func, ast.Attribute)
            else ""
        )
        if name == "open" and node.args and _names(node.args[0]) & tainted:
            mode = (
                node.args[1]
                if len(node.args) > 1
                else next((k.value for k in node.keywords if k.arg == "mode"), None)
            )
            if isinstance(mode, ast.Constant) and _WRITE_MODES.search(str(mode.value)):
                return node.lineno
        if (
            name in ("write_text", "write_bytes")
            and isinstance(func, ast.Attribute)
            and _names(func.value) & tainted
        ):
            return node.lineno
    if isinstance(node, ast.JoinedStr):
        text = "".join(
            p.value for p in node.values if isinstance(p, ast.Constant) and isinstance(p.value, str)
        )
        if ">>" in text and any(
            isinstance(p, ast.FormattedValue) and _names(p.value) & tainted for p in node.values
        ):
            return node.lineno
    return None


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def settings_values(files: dict[str, str]) -> dict[str, SettingValue]:
    """Each key of the package's settings files with the one value it has everywhere (a
    key given two values is left out): what code reading ``cfg["key"]`` gets, whatever
    object it read the file into.

    >>> settings_values({"c.json": '{"edge": {"host": "e.invalid", "parts": ["a", "b"]}}'})
    {'host': 'e.invalid', 'parts': ('a', 'b')}
    >>> sorted(settings_values({"c.json": '[{"url": "https://a.io"}, {"url": "https://b.io"}]'})["url"])
    ['https://a.io', 'https://b.io']
    """
    found: dict[str, SettingValue] = {}
    clashing: dict[str, set[SettingValue]] = {}
    for key, value in package_entries(files):
        if key in found and found[key] != value:
            clashing.setdefault(key, {found[key]}).add(value)
        found.setdefault(key, value)
    values: dict[str, SettingValue] = {
        k: v for k, v in found.items() if k not in clashing and len(k) >= 3
    }
    for key, given in clashing.items():
        if len(key) >= 3 and all(isinstance(v, str) and _ADDRESS.match(v) for v in given):
            values[key] = frozenset(str(v) for v in given)
    return values


_ADDRESS = re.compile(r"(?:https?|wss?)://[\w.-]+", re.IGNORECASE)
"""A web address: a key given several (one per endpoint) folds to all of them as an
address, where a request may go."""


def package_entries(files: dict[str, str]) -> Iterator[tuple[str, SettingValue]]:
    """(key, value) of every entry of the package's settings files, file by file."""
    for path, text in files.items():
        if path.lower().endswith(_SETTINGS) and len(text) <= _MAX_SETTINGS_BYTES:
            yield from _settings_entries(text, path)


@per_text(1024)
def _settings_entries(text: str, path: str) -> tuple[tuple[str, SettingValue], ...]:
    """(key, value) of the string and list-of-string entries of a settings file, parsed
    once for both the settings values the engine folds and the target check."""
    lower = path.lower()
    if lower.endswith(".env"):
        return tuple(_ENV_LINE.findall(text))
    if lower.endswith((".ini", ".cfg")):
        parser = configparser.ConfigParser(interpolation=None)
        try:
            parser.read_string(text)
        except configparser.Error:
            return ()
        return tuple(item for section in parser.sections() for item in parser.items(section))
    try:
        if lower.endswith(".json"):
            data = json.loads(text)
        elif lower.endswith(".toml"):
            data = tomllib.loads(text)
        else:
            data = safe_yaml_load(text, max_bytes=_MAX_SETTINGS_BYTES)
    except (ValueError, yaml.YAMLError, RecursionError):
        return ()
    return tuple(_entries(data))


def _entries(data: Any) -> Iterator[tuple[str, SettingValue]]:
    if isinstance(data, dict):
        for key, value in data.items():
            if isinstance(value, str):
                yield str(key), value
            elif isinstance(value, list) and value and all(isinstance(v, str) for v in value):
                yield str(key), tuple(value)
            yield from _entries(value)
    elif isinstance(data, list):
        for item in data:
            yield from _entries(item)
