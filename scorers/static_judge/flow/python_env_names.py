"""Environment variables a helper reads by a parameter's name: the names its callers pass.

``def env(name): return os.environ.get(name)`` reads no variable of its own choosing: it
reads the names its call sites give it. When every call in the module passes a string
constant, the read is a read of exactly those variables; a call with a computed name, a
function passed around as a value, or a helper nobody calls keeps the read "named at run
time".

>>> tree = ast.parse("def env(name):\\n    return os.getenv(name)\\nenv('A_URL')\\nenv('B_TOKEN')")
>>> parameter_env_names(tree.body[0], call_arguments(list(ast.walk(tree))))
{'name': ('A_URL', 'B_TOKEN')}
>>> tree = ast.parse("def env(name):\\n    return os.getenv(name)\\nenv(key)")
>>> parameter_env_names(tree.body[0], call_arguments(list(ast.walk(tree))))
{}
"""

from __future__ import annotations

import ast
from collections.abc import Iterable

CallArguments = dict[str, list[ast.Call] | None]
"""Function name -> its call sites in the module (None: the name is also used as a value)."""

_FUNCTION = ast.FunctionDef | ast.AsyncFunctionDef


def call_arguments(nodes: Iterable[ast.AST]) -> CallArguments:
    """The call sites of every function called by its bare name or as ``self.name``;
    a function whose name is also read without being called maps to None."""
    calls: dict[str, list[ast.Call]] = {}
    called: set[int] = set()
    loads: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Call):
            name = _called_name(node.func)
            if name is not None:
                calls.setdefault(name, []).append(node)
                called.add(id(node.func))
        elif isinstance(node, ast.Name | ast.Attribute) and isinstance(node.ctx, ast.Load):
            name = _called_name(node)
            if name is not None and id(node) not in called:
                loads.add(name)
    # ast.walk meets a call before its ``func``, so ``called`` is complete in time
    return {name: None if name in loads else sites for name, sites in calls.items()}


def _called_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if (
        isinstance(func, ast.Attribute)
        and isinstance(func.value, ast.Name)
        and func.value.id in ("self", "cls")
    ):
        return func.attr
    return None


def parameter_env_names(function: _FUNCTION, calls: CallArguments) -> dict[str, tuple[str, ...]]:
    """Local name -> the constant names every caller passes, for the parameters of
    ``function`` (and a loop variable walking its ``*args``) that the body never rebinds."""
    positional = [a.arg for a in [*function.args.posonlyargs, *function.args.args]]
    if positional and positional[0] in ("self", "cls"):
        positional = positional[1:]
    sites = calls.get(function.name)
    if not sites:
        return {}
    rebound = _rebound(function)
    found: dict[str, tuple[str, ...]] = {}
    defaults = _defaults(function, positional)
    for index, param in enumerate(positional):
        if param in rebound:
            continue
        names = _constants_at(sites, index, param, defaults.get(param))
        if names:
            found[param] = names
    vararg = function.args.vararg
    if vararg is not None and vararg.arg not in rebound:
        loops = _loops_over(function, vararg.arg)
        names = _varargs(sites, len(positional)) if loops else None
        if names:
            found.update({target: names for target in loops if target not in rebound})
    return found


def _defaults(function: _FUNCTION, positional: list[str]) -> dict[str, ast.expr]:
    values = function.args.defaults
    return dict(zip(positional[len(positional) - len(values) :], values, strict=False))


def _rebound(function: _FUNCTION) -> set[str]:
    """Names the body binds, except the target of one plain ``for x in ...`` loop."""
    loops = [
        n.target
        for n in ast.walk(function)
        if isinstance(n, ast.For | ast.AsyncFor) and isinstance(n.target, ast.Name)
    ]
    targets = [t.id for t in loops]
    skipped = {id(t) for t in loops if targets.count(t.id) == 1}
    return {
        node.id
        for node in ast.walk(function)
        if isinstance(node, ast.Name)
        and isinstance(node.ctx, ast.Store | ast.Del)
        and id(node) not in skipped
    }


def _loops_over(function: _FUNCTION, vararg: str) -> list[str]:
    return [
        node.target.id
        for node in ast.walk(function)
        if isinstance(node, ast.For | ast.AsyncFor)
        and isinstance(node.target, ast.Name)
        and isinstance(node.iter, ast.Name)
        and node.iter.id == vararg
    ]


def _string(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _constants_at(
    sites: list[ast.Call], index: int, param: str, default: ast.expr | None
) -> tuple[str, ...] | None:
    names: list[str] = []
    for site in sites:
        if any(isinstance(a, ast.Starred) for a in site.args) or any(
            k.arg is None for k in site.keywords
        ):
            return None
        keyword = next((k.value for k in site.keywords if k.arg == param), None)
        given = site.args[index] if index < len(site.args) else keyword
        value = _string(given if given is not None else default)
        if value is None:
            return None
        names.append(value)
    return tuple(dict.fromkeys(names))


def _varargs(sites: list[ast.Call], start: int) -> tuple[str, ...] | None:
    names: list[str] = []
    for site in sites:
        for argument in site.args[start:]:
            value = _string(argument)
            if value is None:
                return None
            names.append(value)
    return tuple(dict.fromkeys(names)) or None


def name_tables(module: ast.AST) -> dict[str, tuple[str, ...]]:
    """Module-level dictionaries whose values are all variable names written out
    (``KEYS = {"openai": "OPENAI_API_KEY", "ollama": None}``): name -> those values.

    >>> name_tables(ast.parse("KEYS = {'a': 'A_KEY', 'b': None}\\nX = {'a': f()}"))
    {'KEYS': ('A_KEY',)}
    """
    tables: dict[str, tuple[str, ...]] = {}
    for statement in getattr(module, "body", ()):
        if not (
            isinstance(statement, ast.Assign)
            and len(statement.targets) == 1
            and isinstance(statement.targets[0], ast.Name)
            and isinstance(statement.value, ast.Dict)
        ):
            continue
        values = statement.value.values
        if all(
            isinstance(v, ast.Constant) and (v.value is None or isinstance(v.value, str))
            for v in values
        ):
            names = tuple(
                dict.fromkeys(
                    v.value
                    for v in values
                    if isinstance(v, ast.Constant) and isinstance(v.value, str)
                )
            )
            if names:
                tables[statement.targets[0].id] = names
    return tables


def assigned_env_names(
    scope: ast.AST, variable: str, tables: dict[str, tuple[str, ...]]
) -> tuple[str, ...]:
    """The variable names ``variable`` can hold when every assignment to it in ``scope``
    gives a name written out: a constant, a settings lookup with a written default
    (``conf.get("apiKeyEnv", "LINEAR_API_KEY")``: the user may rename the variable, the
    skill reads its own service's key) or an entry of a table of names. Anything else,
    or no assignment, keeps the read "named at run time".

    >>> tree = ast.parse("k = conf.get('keyEnv', 'ACME_TOKEN')\\nos.environ.get(k)")
    >>> assigned_env_names(tree, "k", {})
    ('ACME_TOKEN',)
    >>> assigned_env_names(ast.parse("k = KEYS.get(p)"), "k", {"KEYS": ("A_KEY", "B_KEY")})
    ('A_KEY', 'B_KEY')
    >>> assigned_env_names(ast.parse("k = conf.get('keyEnv')"), "k", {})
    ()
    """
    names: list[str] = []
    statements = (
        ast.walk(scope)
        if isinstance(scope, _FUNCTION)
        else (
            s
            for top in getattr(scope, "body", ())
            for s in ast.walk(top)
            if not isinstance(top, _FUNCTION | ast.ClassDef)
        )
    )
    for node in statements:
        targets = (
            node.targets
            if isinstance(node, ast.Assign)
            else [node.target]
            if isinstance(node, ast.AnnAssign | ast.AugAssign | ast.For)
            else []
        )
        if not any(isinstance(t, ast.Name) and t.id == variable for t in targets):
            if any(
                variable in {n.id for n in ast.walk(t) if isinstance(n, ast.Name)} for t in targets
            ):
                return ()  # bound by unpacking: not a value this reads
            continue
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            return ()
        found = _written_names(node.value, tables)
        if not found:
            return ()
        names.extend(found)
    return tuple(dict.fromkeys(names))


def _written_names(value: ast.expr | None, tables: dict[str, tuple[str, ...]]) -> tuple[str, ...]:
    if _string(value) is not None:
        return (_string(value) or "",)
    if isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name):
        return tables.get(value.value.id, ())
    if not (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr == "get"
        and value.args
    ):
        return ()
    default = _string(value.args[1]) if len(value.args) > 1 else None
    table = tables.get(value.func.value.id, ()) if isinstance(value.func.value, ast.Name) else ()
    found = (*table, default) if default is not None else table
    return tuple(dict.fromkeys(found))
