"""The one variable every call of a script's function passes for a parameter.

A dropper split into helpers (``fetch(url, dest)`` streams a download to ``dest``;
``activate(file)`` spawns ``sh file``) never names its file inside either helper: both
receive ``helper`` from their callers. When every call of a function passes the same
variable for a parameter (a call passing the parameter itself on, as a redirect-following
``fetch`` does, aside), that variable stands for the parameter, and a path written under
one helper is the path run by the other.

>>> from .js_parse import parse_script
>>> code = ("function get(url, dest) { pipe(url, dest); }\\n"
...         "function run(file) { spawn('sh', [file]); }\\n"
...         "get(a, helper); get(b, helper); run(helper);")
>>> sorted(single_argument_names(parse_script(code).root_node).items())
[('get', {'dest': 'helper'}), ('run', {'file': 'helper'})]

A caller's variable may share the parameter's name; only a recursive call passing the
parameter on is set aside:

>>> code = ("function get(url, dest) { if (moved) get(next, dest); pipe(url, dest); }\\n"
...         "function main() { const dest = home(); get(a, dest); }")
>>> single_argument_names(parse_script(code).root_node)
{'get': {'dest': 'dest'}}
"""

from __future__ import annotations

from .js_syntax import Node, call_arguments, node_text, pattern_names

_FUNCTION_VALUES = frozenset({"arrow_function", "function_expression", "function"})


def _declared_functions(root: Node) -> dict[str, list[str]]:
    """Function name -> parameter names (one name per parameter, '' for a pattern)."""
    found: dict[str, list[str]] = {}
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.named_children)
        name_node, function = None, None
        if node.type == "function_declaration":
            name_node, function = node.child_by_field_name("name"), node
        elif node.type == "variable_declarator":
            value = node.child_by_field_name("value")
            if value is not None and value.type in _FUNCTION_VALUES:
                name_node, function = node.child_by_field_name("name"), value
        if name_node is None or function is None or name_node.type != "identifier":
            continue
        params = function.child_by_field_name("parameters") or function.child_by_field_name(
            "parameter"
        )
        if params is None:
            continue
        children = [params] if params.type == "identifier" else params.named_children
        names = [pattern_names(c) for c in children if c.type != "comment"]
        found[node_text(name_node)] = [n[0] if len(n) == 1 else "" for n in names]
    return found


def passed_path(variable: str) -> str:
    """The path name standing for the file a variable handed to helpers names, where
    its text cannot be folded (the one key under which one helper's write and another's
    run meet).

    >>> passed_path("helper")
    '\\x00/helper'
    """
    return f"\x00/{variable}"


def _inside(node: Node, name: str) -> bool:
    """``node`` is within the body of the function declared as ``name``."""
    parent = node.parent
    while parent is not None:
        named = parent.child_by_field_name("name")
        if (
            parent.type in ("function_declaration", "variable_declarator")
            and named is not None
            and node_text(named) == name
        ):
            return True
        parent = parent.parent
    return False


def single_argument_names(root: Node) -> dict[str, dict[str, str]]:
    """Function name -> {parameter: the one variable every call passes for it}."""
    functions = _declared_functions(root)
    if not functions:
        return {}
    passed: dict[tuple[str, int], set[str | None]] = {}
    stack = [root]
    while stack:
        node = stack.pop()
        stack.extend(node.named_children)
        if node.type != "call_expression":
            continue
        callee = node.child_by_field_name("function")
        name = node_text(callee) if callee is not None and callee.type == "identifier" else ""
        params = functions.get(name)
        if not params:
            continue
        args = call_arguments(node)
        for index, param in enumerate(params):
            arg = args[index] if index < len(args) else None
            text = node_text(arg) if arg is not None and arg.type == "identifier" else None
            if text == param and _inside(node, name):
                continue  # a recursive call passing the parameter on names nothing new
            passed.setdefault((name, index), set()).add(text)
    sources: dict[str, dict[str, str]] = {}
    for (name, index), texts in passed.items():
        param = functions[name][index]
        only = next(iter(texts)) if len(texts) == 1 else None
        if param and only:
            sources.setdefault(name, {})[param] = only
    return sources
