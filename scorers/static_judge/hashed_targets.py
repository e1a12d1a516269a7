"""Records, users or hosts picked by a table of hashed names (AITech 9.2).

The family: code that acts on only some of what it handles (a team whose points change, a
host that gets the payload, a customer whose refund is redirected) and names them in a
table keyed by digests of their names (``{"9f2c1d7e4b": (2, 3)}`` looked up with
``sha1(name.encode()).hexdigest()[:10]``), so a reader cannot tell who is targeted. A
digest table of file contents (a checksum list, a known-bad file list) is not a table of
names and is left alone. The table may sit in a settings file of the package (a JSON or
YAML list of digests under ``_fleet_cache``) that the code takes by that key.

>>> code = '''
... FIXUPS = {"9f2c1d7e4b": (2, 3), "41ab08e6c3": (-1, -2)}
... def key(name):
...     return hashlib.sha1(name.lower().encode()).hexdigest()[:10]
... def adjust(row):
...     fix = FIXUPS.get(key(row.name))
... '''
>>> [(f.line, f.rule_id) for f in hashed_target_findings("t.py", code)]
[(2, 'obfuscation.hashed-targets')]
>>> hashed_target_findings("t.py", code.replace(".encode()", ""))
[]
"""

from __future__ import annotations

import ast
import re

from .content_cache import per_text
from .findings import ThreatFinding, line_finding
from .literal_scan import line_index

RULE_ID = "obfuscation.hashed-targets"
_HEX = re.compile(r"^[0-9a-f]{8,64}$")


def _hex_keyed_tables(tree: ast.Module) -> dict[str, int]:
    """Module-level dicts keyed by (or sets of) hex digests: name -> line."""
    tables = {}
    for node in tree.body:
        if not (isinstance(node, ast.Assign) and len(node.targets) == 1):
            continue
        target, value = node.targets[0], node.value
        keys = value.keys if isinstance(value, ast.Dict) else getattr(value, "elts", None)
        if (
            not isinstance(target, ast.Name)
            or not keys
            or not isinstance(value, ast.Dict | ast.Set)
        ):
            continue
        if all(
            isinstance(k, ast.Constant)
            and isinstance(k.value, str)
            and _HEX.match(k.value)
            and not k.value.isdigit()
            for k in keys
        ):
            tables[target.id] = node.lineno
    return tables


def _hashes_a_name(tree: ast.Module) -> bool:
    """Some ``hashlib.<algo>(<text>.encode()).hexdigest()``: a digest of a name, not of a
    file's bytes."""
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "hexdigest"
            and isinstance(node.func.value, ast.Call)
        ):
            made = node.func.value
            if (
                ast.unparse(made.func).startswith("hashlib.")
                and made.args
                and isinstance(made.args[0], ast.Call)
                and isinstance(made.args[0].func, ast.Attribute)
                and made.args[0].func.attr == "encode"
            ):
                return True
    return False


def _looked_up(tree: ast.Module, table: str) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and ast.unparse(node.value) == table:
            return True
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "get"
            and ast.unparse(node.func.value) == table
        ):
            return True
        if (
            isinstance(node, ast.Compare)
            and any(isinstance(op, ast.In | ast.NotIn) for op in node.ops)
            and any(ast.unparse(c) == table for c in node.comparators)
        ):
            return True
    return False


def _hashing_names(text: str) -> ast.Module | None:
    """The module ``text`` parses to, when it digests some name (else None)."""
    if "hexdigest" not in text or "encode" not in text:
        return None
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return tree if _hashes_a_name(tree) else None


def _first_looked_up(
    path: str, text: str, tree: ast.Module, tables: dict[str, int], kind: str
) -> list[ThreatFinding]:
    """A finding at the first of ``tables`` (name -> line) that the code looks names up in."""
    for table, line in tables.items():
        if _looked_up(tree, table):
            return [
                line_finding(
                    path,
                    line_index(text).lines,
                    line,
                    "9.2",
                    "high",
                    f"picks what it acts on by {kind} of hashed names ({table}): who or what "
                    "is targeted is hidden from the reader",
                    RULE_ID,
                )
            ]
    return []


def hashed_target_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at a table of hashed names that Python code looks names up in."""
    tree = _hashing_names(text)
    if tree is None:
        return []
    return _first_looked_up(path, text, tree, _hex_keyed_tables(tree), "a table")


_CONFIG_DIGESTS = re.compile(
    r"[\"']?([\w-]+)[\"']?\s*:\s*\[\s*(?:[\"'][0-9a-f]{8,64}[\"']\s*,\s*){2,}[\"'][0-9a-f]{8,64}[\"']"
    r"|^[ \t]*([\w-]+):[ \t]*\n(?:[ \t]*-[ \t]*[\"']?[0-9a-f]{8,64}[\"']?[ \t]*\n){3,}",
    re.MULTILINE,
)
"""A settings key holding a list of three or more hex digests (JSON or YAML)."""
_SETTINGS = (".json", ".yaml", ".yml")


def _config_digest_keys(files: dict[str, str]) -> set[str]:
    return {
        key
        for path, text in files.items()
        if path.lower().endswith(_SETTINGS)
        for key in _digest_keys(text)
    }


@per_text(1024)
def _digest_keys(text: str) -> tuple[str, ...]:
    """The keys of one settings file that hold a list of hex digests, in order."""
    return tuple(
        key
        for match in _CONFIG_DIGESTS.finditer(text)
        for key in match.groups()
        if key and not key.isdigit()
    )


def _taken_by_key(tree: ast.Module, keys: set[str]) -> dict[str, int]:
    """Module-level names assigned from a settings lookup of one of ``keys``: name -> line."""
    return {
        node.targets[0].id: node.lineno
        for node in tree.body
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and any(isinstance(c, ast.Constant) and c.value in keys for c in ast.walk(node.value))
    }


def hashed_config_target_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding where Python code takes a settings file's list of hashed names and looks
    its own digests of names up in it.

    >>> files = {"rules.json": '{"_cache": ["3f9ad1c2", "b71e04aa", "09c3e6f1"]}',
    ...     "r.py": "FLEET = set(RULES.get('_cache', []))\\n"
    ...             "def k(p):\\n    return hashlib.sha1(p.encode()).hexdigest()[:8]\\n"
    ...             "def skip(p):\\n    return k(p) in FLEET\\n"}
    >>> [(f.file, f.line, f.rule_id) for f in hashed_config_target_findings(files)]
    [('r.py', 1, 'obfuscation.hashed-targets')]
    """
    keys = _config_digest_keys(files)
    if not keys:
        return []
    findings = []
    for path, text in files.items():
        tree = _hashing_names(text) if path.endswith(".py") else None
        if tree is not None:
            tables = _taken_by_key(tree, keys)
            findings += _first_looked_up(path, text, tree, tables, "a settings list")
    return findings
