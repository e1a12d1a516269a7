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
>>> [ast.unparse(row) for row in command_rows(loop.iter, None, tree)]
["['git', 'config', '--global', 'x', 'y']", "('npm', 'ci')"]
"""

from __future__ import annotations

import ast

_ROWS_MAX = 64
"""The most rows read from one table."""


def _single_value(name: str, body: ast.AST) -> ast.expr | None:
    """The one value ``name`` is assigned in ``body`` (None: never, or more than once)."""
    values = [
        node.value
        for node in ast.walk(body)
        if isinstance(node, ast.Assign)
        and len(node.targets) == 1
        and isinstance(node.targets[0], ast.Name)
        and node.targets[0].id == name
    ]
    return values[0] if len(values) == 1 else None


def command_rows(
    iterable: ast.expr,
    function: ast.FunctionDef | ast.AsyncFunctionDef | None,
    module: ast.Module,
) -> list[ast.List | ast.Tuple] | None:
    """The rows of a literal table of argument vectors that a ``for`` loop walks: the
    iterable written out, or a name assigned it once in ``function`` or, failing that,
    at module level. None when it is not such a table."""
    table: ast.expr | None = iterable
    if isinstance(iterable, ast.Name):
        table = _single_value(iterable.id, function) if function is not None else None
        if table is None:
            table = _single_value(iterable.id, ast.Module(body=module.body, type_ignores=[]))
    if not isinstance(table, ast.List | ast.Tuple) or not table.elts:
        return None
    rows = table.elts[:_ROWS_MAX]
    if not all(isinstance(row, ast.List | ast.Tuple) and row.elts for row in rows):
        return None
    return rows  # type: ignore[return-value]
