"""A loop over the environment that keeps only the variables of one prefix.

``for name, value in os.environ.items(): if name.startswith("ACME_PARAM_"): ...`` reads
the tool's own namespaced settings, not the whole environment. The prefix decides what is
read: one that names a secret (``..._TOKEN``) or a well-known provider (``AWS_``,
``OPENAI_``) selects credentials, like reading them one by one.

>>> code = "for k, v in os.environ.items():\\n    if k.startswith('ACME_'):\\n        x = v"
>>> filtered_prefix(ast.parse(code).body[0], {})
'ACME_'
>>> loop = ast.parse("for k, v in os.environ.items():\\n    x = v")
>>> filtered_prefix(loop.body[0], {}) is None
True
"""

from __future__ import annotations

import ast

from ..provider_keys import PROVIDER_PREFIXES
from ..sensitive import is_secret_name
from .python_names import dotted

_MIN_PREFIX = 3
"""Shorter prefixes ("A", "X_") select nearly anything."""


def _environ_walk(node: ast.expr, aliases: dict[str, str]) -> bool:
    """``os.environ``, ``os.environ.items()`` or ``os.environ.keys()``."""
    if (
        isinstance(node, ast.Call)
        and not node.args
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("items", "keys")
    ):
        node = node.func.value
    return dotted(node, aliases) == "os.environ"


def _key_name(target: ast.expr) -> str | None:
    """The loop variable holding each variable's name."""
    if isinstance(target, ast.Tuple) and target.elts:
        target = target.elts[0]
    return target.id if isinstance(target, ast.Name) else None


def filtered_prefix(loop: ast.For | ast.AsyncFor, aliases: dict[str, str]) -> str | None:
    """The prefix a loop over the environment keeps, when its whole body sits under
    ``if name.startswith("PREFIX")``; None for any other loop."""
    key = _key_name(loop.target)
    if key is None or not _environ_walk(loop.iter, aliases) or len(loop.body) != 1:
        return None
    test = loop.body[0]
    if not isinstance(test, ast.If) or test.orelse:
        return None
    call = test.test
    if not (
        isinstance(call, ast.Call)
        and isinstance(call.func, ast.Attribute)
        and call.func.attr == "startswith"
        and isinstance(call.func.value, ast.Name)
        and call.func.value.id == key
        and len(call.args) == 1
        and isinstance(call.args[0], ast.Constant)
        and isinstance(call.args[0].value, str)
    ):
        return None
    prefix = call.args[0].value
    return prefix if len(prefix) >= _MIN_PREFIX else None


def selects_credentials(prefix: str) -> bool:
    """The prefix names a secret or a well-known provider's variables.

    >>> [selects_credentials(p) for p in ("ACME_PARAM_", "AWS_", "X_TOKEN_")]
    [False, True, True]
    """
    first = prefix.upper().split("_", 1)[0]
    return is_secret_name(prefix) or first in PROVIDER_PREFIXES
