"""Commands run from a table: ``for argv in COMMANDS: subprocess.run(argv)``.

A script that changes settings through several programs often lists their argument
vectors and runs them in a loop; the call then names only the loop variable. Each row of
such a table is a command the call runs, read like one written in the call.

>>> tree = ast.parse('''
... CMDS = [["git", "config", "--global", "x", "y"], ("npm", "ci")]
... for argv in CMDS:
...     run(argv)
... ''')
>>> loop = tree.body[1]
>>> [ast.unparse(row) for row in command_rows(loop.iter, single_assignments(tree))]
["['git', 'config', '--global', 'x', 'y']", "('npm', 'ci')"]
"""

from __future__ import annotations

import ast
from collections.abc import Iterable

from ..normalise_python import walk

_ROWS_MAX = 64
"""The most rows read from one table."""


def single_assignments(body: ast.AST) -> dict[str, ast.expr]:
    """Names assigned exactly once in ``body`` (nested functions included), with the value."""
    return assigned_once(walk(body))


def assigned_once(nodes: Iterable[ast.AST]) -> dict[str, ast.expr]:
    """Names assigned exactly once among ``nodes`` (all the nodes of a tree), with the value."""
    values: dict[str, ast.expr] = {}
    counts: dict[str, int] = {}
    for node in nodes:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
        ):
            name = node.targets[0].id
            values[name] = node.value
            counts[name] = counts.get(name, 0) + 1
    return {name: value for name, value in values.items() if counts[name] == 1}


def returned_sequence(function: ast.FunctionDef) -> ast.expr | None:
    """What ``function`` returns, when it has one ``return``: its value, or for a
    comprehension the iterable it walks (a filter keeps items of that sequence).

    >>> tree = ast.parse("def paths():\\n    c = [a, b]\\n    return [p for p in c if p]")
    >>> ast.unparse(returned_sequence(tree.body[0]))
    'c'
    """
    returns = [n for n in ast.walk(function) if isinstance(n, ast.Return)]
    if len(returns) != 1 or returns[0].value is None:
        return None
    value = returns[0].value
    if isinstance(value, ast.ListComp | ast.GeneratorExp) and len(value.generators) == 1:
        return value.generators[0].iter
    return value


def command_rows(
    iterable: ast.expr, *assignments: dict[str, ast.expr]
) -> list[ast.List | ast.Tuple] | None:
    """The rows of a literal table of argument vectors that a ``for`` loop walks: the
    iterable written out, or a name the first of ``assignments`` (a function's, then the
    module's single assignments) that binds it gives. None when it is not such a table."""
    table: ast.expr | None = iterable
    if isinstance(iterable, ast.Name):
        table = next((a[iterable.id] for a in assignments if iterable.id in a), None)
    if not isinstance(table, ast.List | ast.Tuple) or not table.elts:
        return None
    rows = table.elts[:_ROWS_MAX]
    if not all(isinstance(row, ast.List | ast.Tuple) and row.elts for row in rows):
        return None
    return rows  # type: ignore[return-value]
