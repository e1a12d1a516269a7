"""Names a nested function reads from the function around it (its closure).

A send hidden in a helper defined inside another function reads the data from the
enclosing function's variables, not from its own parameters:

    def send_manifest(manifest):
        def _post():
            urlopen(Request(URL, data=json.dumps(manifest).encode()))
        threading.Thread(target=_post).start()

The engine treats each captured name as one more parameter of the nested function,
passed at every call with what the name holds at the call site.

>>> tree = ast.parse('''
... def outer(manifest, unused):
...     extra = 1
...     def _post(own):
...         total = own + extra
...         send(manifest, total, GLOBAL)
...     return _post
... ''')
>>> inner = tree.body[0].body[1]
>>> captured_names(list(ast.walk(tree)))[id(inner)]
('extra', 'manifest')
"""

from __future__ import annotations

import ast

from ..normalise_python import child_nodes, walk

_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPES = (*_FUNCTIONS, ast.ClassDef, ast.Lambda)
"""Nodes whose names are their own."""


def _own_nodes(function: ast.AST) -> list[ast.AST]:
    """The nodes of ``function``'s body, not descending into functions or classes it
    defines (their names are theirs)."""
    found: list[ast.AST] = []
    stack = child_nodes(function)
    while stack:
        node = stack.pop()
        found.append(node)
        if not isinstance(node, _SCOPES):
            stack.extend(child_nodes(node))
    return found


def _parameters(function: ast.FunctionDef | ast.AsyncFunctionDef) -> set[str]:
    arguments = function.args
    names = {a.arg for a in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]}
    names |= {a.arg for a in (arguments.vararg, arguments.kwarg) if a is not None}
    return names


def _bound(function: ast.FunctionDef | ast.AsyncFunctionDef, own: list[ast.AST]) -> set[str]:
    """The names ``function`` binds itself: its parameters and every name it stores."""
    stored = {
        n.id for n in own if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store | ast.Del)
    }
    return _parameters(function) | stored


def captured_names(nodes: list[ast.AST]) -> dict[int, tuple[str, ...]]:
    """Per nested function (by ``id`` of its node), the sorted names it reads but does
    not bind that the function directly around it binds. ``nodes``: every node of the
    module."""
    functions = [n for n in nodes if isinstance(n, _FUNCTIONS)]
    methods = {id(m) for n in nodes if isinstance(n, ast.ClassDef) for m in n.body}
    if all(f.col_offset == 0 or id(f) in methods for f in functions):
        return {}  # every function is at module level or a method: none is nested
    captured: dict[int, tuple[str, ...]] = {}
    for outer in functions:
        outer_nodes = _own_nodes(outer)
        inner_functions = [n for n in outer_nodes if isinstance(n, _FUNCTIONS)]
        if not inner_functions:
            continue
        outer_bound = _bound(outer, outer_nodes)
        for inner in inner_functions:
            inner_nodes = walk(inner)[1:]  # the first is ``inner`` itself
            read = {
                n.id for n in inner_nodes if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
            }
            names = (read - _bound(inner, _own_nodes(inner))) & outer_bound
            if names:
                captured[id(inner)] = tuple(sorted(names))
    return captured
