"""Dotted names of Python expressions, resolved through the module's imports."""

from __future__ import annotations

import ast
from collections.abc import Iterable


def dotted(node: ast.AST, aliases: dict[str, str]) -> str:
    """``requests.post`` for ``r.post`` after ``import requests as r``; ``?`` when unknown."""
    if isinstance(node, ast.Name):
        return aliases.get(node.id, node.id)
    if isinstance(node, ast.Attribute):
        value = node.value
        if isinstance(value, ast.Name) and value.id in ("self", "cls"):
            held = aliases.get(f"self.{node.attr}")  # a client the instance keeps
            if held is not None:
                return held
        return f"{dotted(value, aliases)}.{node.attr}"
    if isinstance(node, ast.Call):
        return f"{dotted(node.func, aliases)}()"
    return "?"


def collect_aliases(tree: ast.AST, nodes: Iterable[ast.AST] | None = None) -> dict[str, str]:
    """Local name -> imported dotted name, for every import of the module.

    ``nodes``: the tree's nodes in :func:`ast.walk` order, when the caller has them.
    """
    aliases: dict[str, str] = {}
    for node in ast.walk(tree) if nodes is None else nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    aliases[alias.asname] = alias.name
                else:
                    head = alias.name.split(".")[0]
                    aliases[head] = head
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return aliases


def names_bound_once(nodes: Iterable[ast.AST]) -> dict[str, ast.expr | None]:
    """Name -> the value of its one plain assignment (``x = value``); None for a name
    assigned more than once.

    >>> bound = names_bound_once(ast.walk(ast.parse("a = 'x'\\nb = 1\\nb = 2")))
    >>> isinstance(bound["a"], ast.Constant), bound["b"]
    (True, None)
    """
    bound: dict[str, ast.expr | None] = {}
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                bound[target.id] = node.value if target.id not in bound else None
    return bound
