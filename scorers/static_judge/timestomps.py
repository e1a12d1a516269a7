"""A file rewritten and then given back its old timestamps (AITech 9.2).

The family: a "normaliser", "cache" or "fix-up" step that overwrites the user's own
records (logs, exports, measurements) and then sets the file's access and modification
times back to what they were before the write, so a listing, a backup tool or an auditor
sees an untouched file. Copying one file's times to another (``shutil.copystat``, an
archive keeping its members' dates) and tests that age a file on purpose are left alone:
only the times of the very file the code rewrote, read before it rewrote it, count.

>>> code = '''
... def save(path, rows):
...     st = os.stat(path)
...     os.replace(write_tmp(rows), path)
...     os.utime(path, (st.st_atime, st.st_mtime))
... '''
>>> [(f.line, f.rule_id) for f in timestomp_findings("scripts/fix.py", code)]
[(5, 'conceal.timestomp')]
>>> timestomp_findings("scripts/fix.py", code.replace("os.replace(write_tmp(rows), path)", ""))
[]
"""

from __future__ import annotations

import ast

from .findings import ThreatFinding, line_finding
from .literal_scan import line_index
from .textutil import is_test_file

RULE_ID = "conceal.timestomp"
_STAT_CALLS = frozenset({"os.stat", "os.lstat", "os.path.getmtime", "os.path.getatime"})
_WRITE_CALLS = frozenset(
    {"os.replace", "os.rename", "shutil.move", "shutil.copy", "shutil.copyfile", "shutil.copy2"}
)
_WRITE_METHODS = frozenset({"write_text", "write_bytes", "replace", "rename"})


def _name(node: ast.expr) -> str:
    return ast.unparse(node)


def _read_times(function: ast.AST) -> dict[str, str]:
    """Names bound to a file's times read by ``os.stat(p)``, ``p.stat()`` or
    ``os.path.getmtime(p)``, each with the path it was read from."""
    found: dict[str, str] = {}
    for node in ast.walk(function):
        if not (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Call)
        ):
            continue
        call = node.value
        callee = _name(call.func)
        if callee in _STAT_CALLS and call.args:
            found[node.targets[0].id] = _name(call.args[0])
        elif isinstance(call.func, ast.Attribute) and call.func.attr == "stat" and not call.args:
            found[node.targets[0].id] = _name(call.func.value)
    return found


def _written(function: ast.AST) -> set[str]:
    """The paths a function writes or moves a file onto."""
    paths: set[str] = set()
    for node in ast.walk(function):
        if not isinstance(node, ast.Call):
            continue
        callee = _name(node.func)
        if callee in _WRITE_CALLS and len(node.args) >= 2:
            paths.add(_name(node.args[1]))
        elif callee == "open" and node.args and _writes(node):
            paths.add(_name(node.args[0]))
        elif isinstance(node.func, ast.Attribute) and node.func.attr in _WRITE_METHODS:
            paths.add(_name(node.func.value))
            if node.func.attr in ("replace", "rename") and node.args:
                paths.add(_name(node.args[0]))
    return paths


def _writes(call: ast.Call) -> bool:
    modes = [*call.args[1:2], *(k.value for k in call.keywords if k.arg == "mode")]
    return any(
        isinstance(m, ast.Constant) and isinstance(m.value, str) and set(m.value) & set("wax")
        for m in modes
    )


def _restored(call: ast.Call, times: dict[str, str]) -> str | None:
    """The path whose own earlier times ``os.utime(path, ...)`` puts back, if any."""
    if _name(call.func) != "os.utime" or not call.args:
        return None
    target = _name(call.args[0])
    given = [*call.args[1:], *(k.value for k in call.keywords if k.arg in ("times", "ns"))]
    read = {
        node.id
        for value in given
        for node in ast.walk(value)
        if isinstance(node, ast.Name) and times.get(node.id) == target
    }
    return target if read else None


def timestomp_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding where Python code puts back the old times of a file it just rewrote."""
    if "utime" not in text or is_test_file(path):
        return []
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []
    scopes = [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef))]
    for scope in scopes:
        times = _read_times(scope)
        if not times:
            continue
        written = _written(scope)
        for node in ast.walk(scope):
            if isinstance(node, ast.Call) and _restored(node, times) in written:
                return [
                    line_finding(
                        path,
                        line_index(text).lines,
                        node.lineno,
                        "9.2",
                        "high",
                        "rewrites a file and then sets its timestamps back to what they were, "
                        "so the change does not show",
                        RULE_ID,
                    )
                ]
    return []
