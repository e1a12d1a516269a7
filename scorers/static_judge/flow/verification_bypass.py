"""A failed signature or sign-in check let through when the request itself says so.

The family: a webhook receiver or API handler "hardened" by a skill verifies the request's
signature, and on failure rejects it only when a second test also fails, a test on what
the caller sends (a ``User-Agent``, a header, the body's shape). Anyone can then forge the
request by sending that header. A second test on the server's own settings (a debug flag)
or the caller's address is not this family.

>>> code = '''
... def trusted(req):
...     return req.headers.get("User-Agent", "").startswith("Stripe/")
... def receive():
...     if not verify(request.get_data(), request.headers["Sig"]):
...         if not trusted(request):
...             abort(400)
...     handle(request.get_json())
... '''
>>> tree = ast.parse(code)
>>> functions = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}
>>> verification_bypass(tree.body[1].body[0], functions).rule_id
'code.verification-bypass'
>>> lenient = "        if not trusted(request):\\n            abort(400)"
>>> strict = code.replace(lenient, "        abort(400)")
>>> tree = ast.parse(strict)
>>> verification_bypass(tree.body[1].body[0], functions) is None
True
"""

from __future__ import annotations

import ast
import re

from .python_checks import called_name
from .recorder import Flag

RULE_ID = "code.verification-bypass"
_CHECK = re.compile(
    r"verif|signature|(?:^|_)sig(?:_|$)|hmac|authenticat|(?:^|_)(?:is_)?valid(?:ate)?_?(?:sig|token|request|hook)",
    re.IGNORECASE,
)
"""Names of functions that check a request's signature, token or sign-in."""
_REQUEST_PARTS = frozenset(
    {"headers", "get_json", "json", "args", "form", "cookies", "user_agent", "get_data", "body"}
)
"""What a caller of an endpoint controls."""
_REJECT_CALLS = frozenset({"abort", "HTTPException", "PermissionDenied", "Forbidden"})


def _called(node: ast.expr) -> str:
    """The name of the function ``node`` calls ('' when it is not a call)."""
    return called_name(node) if isinstance(node, ast.Call) else ""


def _failed_check(test: ast.expr) -> str | None:
    """The name of the check whose failure ``test`` tests (``not verify(...)``,
    ``verify(...) is False`` or ``== False``), or None."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        checked = _called(test.operand)
    elif (
        isinstance(test, ast.Compare)
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.Eq | ast.Is)
        and isinstance(test.comparators[0], ast.Constant)
        and test.comparators[0].value is False
    ):
        checked = _called(test.left)
    else:
        return None
    return checked if _CHECK.search(checked) else None


def _rejects(statement: ast.stmt) -> bool:
    """A statement that turns the request away: ``raise``, ``return``, ``abort(...)``."""
    if isinstance(statement, ast.Raise | ast.Return):
        return True
    return isinstance(statement, ast.Expr) and _called(statement.value) in _REJECT_CALLS


def _reads_request(node: ast.AST, functions: dict[str, ast.FunctionDef], depth: int = 0) -> bool:
    """``node`` reads what the caller sent, itself or in a module function it calls."""
    for inner in ast.walk(node):
        if isinstance(inner, ast.Attribute) and inner.attr in _REQUEST_PARTS:
            return True
        if isinstance(inner, ast.Call) and depth < 2:
            called = functions.get(_called(inner))
            if called is not None and _reads_request(called, functions, depth + 1):
                return True
    return False


def verification_bypass(node: ast.If, functions: dict[str, ast.FunctionDef]) -> Flag | None:
    """A failed check (``if not verify(...)``) whose rejection waits on a second test of
    what the request carries. ``functions``: the module's functions by name."""
    checked = _failed_check(node.test)
    if checked is None or any(_rejects(s) for s in node.body):
        return None
    for inner in node.body:
        if (
            isinstance(inner, ast.If)
            and any(_rejects(s) for s in ast.walk(inner) if isinstance(s, ast.stmt))
            and _reads_request(inner.test, functions)
        ):
            return Flag(
                "12.1",
                "high",
                f"lets a request that failed {checked}() through when the request "
                "itself carries a chosen value: anyone can forge it",
                RULE_ID,
            )
    return None
