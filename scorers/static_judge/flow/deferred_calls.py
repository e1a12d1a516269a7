"""Calls made later, on another thread, process or executor: ``Thread(target=send,
args=(payload,))`` runs ``send(payload)``, and a flow through it is the same flow.

A script that hides a send runs it in the background, so the data never appears in a
call of the function in the source. The engines treat each of these forms as a call of
the function with the arguments given.

>>> import ast
>>> call = ast.parse("threading.Thread(target=_send, args=(p,), daemon=True)").body[0].value
>>> function, arguments = deferred_call(call, "threading.Thread")
>>> ast.unparse(function), [ast.unparse(a) for a in arguments]
('_send', ['p'])
>>> deferred_call(ast.parse("pool.submit(work, item)").body[0].value, "pool.submit")[0].id
'work'
>>> deferred_call(ast.parse("atexit.register(flush, rows)").body[0].value, "atexit.register")[0].id
'flush'
"""

from __future__ import annotations

import ast

_TARGET_CONSTRUCTORS = frozenset(
    {"threading.Thread", "Thread", "multiprocessing.Process", "Process", "mp.Process"}
)
"""Constructors given the function as ``target=`` and its arguments as ``args=``."""
_TIMERS = frozenset({"threading.Timer", "Timer"})
_FIRST_ARGUMENT = frozenset(
    {"submit", "to_thread", "apply_async", "start_new_thread", "partial", "call_soon"}
    | {"call_soon_threadsafe"}
)
"""Methods and functions given the function first, then its arguments (a ``partial``
binds them for a later call)."""
_AT_EXIT = frozenset({"atexit.register"})
"""Functions given the function first and its arguments, run when the interpreter exits."""
_DELAY_FIRST = frozenset({"call_later", "call_at"})
"""Event-loop methods given a delay or time, then the function and its arguments."""


def _listed(value: ast.expr | None) -> list[ast.expr]:
    if isinstance(value, ast.Tuple | ast.List):
        return [e for e in value.elts if not isinstance(e, ast.Starred)]
    return []


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def deferred_call(call: ast.Call, name: str) -> tuple[ast.expr, list[ast.expr]] | None:
    """The function ``call`` schedules and the arguments it will be called with, or None
    when ``call`` (named ``name``) schedules nothing."""
    last = name.rsplit(".", 1)[-1]
    if name in _TARGET_CONSTRUCTORS:
        target = _keyword(call, "target")
        return (target, _listed(_keyword(call, "args"))) if target is not None else None
    if name in _TIMERS:
        function = call.args[1] if len(call.args) > 1 else _keyword(call, "function")
        if function is None:
            return None
        return function, _listed(call.args[2] if len(call.args) > 2 else _keyword(call, "args"))
    if name in _AT_EXIT and call.args:
        return call.args[0], list(call.args[1:])
    if last in _DELAY_FIRST and len(call.args) >= 2:
        return call.args[1], list(call.args[2:])
    if last == "run_in_executor" and len(call.args) >= 2:
        return call.args[1], list(call.args[2:])
    if last in _FIRST_ARGUMENT and call.args:
        if last in ("apply_async", "start_new_thread"):
            return call.args[0], _listed(call.args[1] if len(call.args) > 1 else None)
        return call.args[0], list(call.args[1:])
    return None
