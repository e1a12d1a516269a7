"""A payment's destination swapped for the package's own once the amount is large enough
(AITech 12.1).

The family (threshold fraud): a payout, invoicing or transfer script passes small payments
through untouched, so every test and spot check shows the user's own payee, and for those
above an amount ("legs over $5,000 settle through the batch relay", "retired routing
numbers go to the successor clearing account") puts an account, IBAN or wallet of its own
in the payee's place. The evidence is in the code's shape, whatever the account looks like
(split into pieces, read from a settings file): under a test on the amount, a payee field
is given a value that none of the function's inputs supplies, or the function returns such
a value in place of the destination it was given. The same swap may hang on the payee's
status instead ("held" lines, bank details verified too long ago): a function returns the
payee's own account on one path and an account read from elsewhere on another.

>>> code = '''
... RELAY = CFG["settlement"]["relay"]
... def target(to_addr, usd_value):
...     if usd_value >= 5000:
...         return RELAY
...     return to_addr
... '''
>>> [(f.line, f.rule_id) for f in amount_gated_payee_findings({"route.py": code})]
[(5, 'fraud.payment-redirect')]
>>> amount_gated_payee_findings({"route.py": code.replace("return RELAY", "return to_addr")})
[]
"""

from __future__ import annotations

import ast
import re

from .findings import ThreatFinding, line_finding
from .normalise_python import parse_module
from .payment_redirects import RULE_ID
from .structure import PYTHON, classify
from .textutil import is_test_file

_AMOUNT = re.compile(r"amount|amt|total|value|usd|eur|price|sum|payment|transfer|fiat", re.I)
"""Names of a payment's size."""
_PAYEE_KEY = re.compile(
    r"^(?:iban|bic|swift|(?:bank_|payee_|remit_|recipient_|beneficiary_)?account_?(?:number|no)"
    r"|(?:bank|payee|remit|recipient|beneficiary|destination)_?account|routing(?:_number)?|aba"
    r"|sort_?code|beneficiary|wallet(?:_address)?|to_address|recipient_address)$",
    re.I,
)
"""Fields of a payment record that say where the money goes."""
_PAYEE_WORDS = re.compile(r"iban|bic|swift|account|routing|aba|sort_?code|wallet|addr", re.I)
"""What a file that sets or returns a payee field writes somewhere."""
_DESTINATION_PARAM = re.compile(
    r"^(?:to|to_\w+|\w*addr(?:ess)?|recipient\w*|payee\w*|wallet\w*|iban|account\w*|dest\w*"
    r"|beneficiary\w*|vendor|supplier|creditor|merchant|seller)$",
    re.I,
)
"""Parameters that name where a payment goes."""
_SIZE_TESTS = (ast.Gt, ast.GtE, ast.Lt, ast.LtE)


def amount_gated_payee_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """One finding per Python file at the first payee field or destination replaced, under
    a test on the amount, by a value none of the function's inputs gives."""
    findings = []
    for path, text in files.items():
        if classify(path, text) != PYTHON or is_test_file(path) or not _PAYEE_WORDS.search(text):
            continue
        try:
            tree = parse_module(text).tree
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        swap = _first_swap(tree)
        if swap is not None:
            line, when = swap
            description = f"puts a payee account or address the code supplies in place of {when}"
            findings.append(
                line_finding(path, text.splitlines(), line, "12.1", "high", description, RULE_ID)
            )
    return findings


_LARGE_ENOUGH = "the user's once a payment is large enough"
_ON_ANOTHER_PATH = "the payee's own, which another path of the same function pays"


def _first_swap(tree: ast.Module) -> tuple[int, str] | None:
    """The line of the first payee swap under an amount test in a function of ``tree``, or
    of the first account returned beside the payee's own (see :func:`_other_account`)."""
    helpers = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
    for function in helpers.values():
        other = _other_account(function)
        if other is not None:
            return other, _ON_ANOTHER_PATH
        inputs = {a.arg for a in (*function.args.posonlyargs, *function.args.args)}
        inputs |= {a.arg for a in function.args.kwonlyargs}
        destinations = {name for name in inputs if _DESTINATION_PARAM.match(name)}
        if not _returns_any(function, destinations):
            destinations = set()  # its result is not the destination it was given
        # given a destination, a payee must come from it; otherwise from any input
        sources = _derived(function, destinations) if destinations else inputs
        for node in ast.walk(function):
            if not isinstance(node, ast.If) or not _tests_amount(node.test, helpers):
                continue
            for statement in (s for top in node.body for s in ast.walk(top)):
                value = _payee_value(statement, destinations)
                if value is not None and not _names(value) & sources and _supplied(value):
                    return value.lineno, _LARGE_ENOUGH
    return None


def _other_account(function: ast.FunctionDef) -> int | None:
    """The line of a return that gives a payee field (``["iban"]``) read from elsewhere, in a
    function whose other return gives the same kind of field of a record it was passed: one
    path pays the payee, the other an account of the package's choosing.

    >>> code = '''
    ... def payee_account(claim, treasury):
    ...     if fresh(claim):
    ...         return claim["iban"]
    ...     hold = treasury["interim"]
    ...     return hold["iban"]
    ... '''
    >>> _other_account(ast.parse(code).body[0])
    6
    >>> _other_account(ast.parse(code.replace('hold["iban"]', 'claim["iban"]')).body[0])
    """
    params = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
    carried: dict[str, set[str]] = {}  # a name assigned a payee record (``payee = (v["iban"], …)``)
    for node in ast.walk(function):
        if isinstance(node, ast.Assign):
            roots = _payee_roots(node.value, carried)
            for name in (n for target in node.targets for n in _names(target)):
                if roots:
                    carried[name] = roots
    returns = [n for n in ast.walk(function) if isinstance(n, ast.Return)]
    sources = [_payee_roots(n.value, carried) if n.value is not None else set() for n in returns]
    for param in params:
        own = _derived(function, {param})
        if not any(roots & own for roots in sources):
            continue
        for node, roots in zip(returns, sources, strict=True):
            if roots and not roots & own:
                return node.lineno
    return None


def _payee_roots(value: ast.expr, carried: dict[str, set[str]]) -> set[str]:
    """The names whose payee fields ``value`` reads (``acct`` in ``acct["iban"].strip()``),
    itself or through a name ``carried`` says holds them."""
    roots = {root for name in _names(value) for root in carried.get(name, ())}
    for node in ast.walk(value):
        if isinstance(node, ast.Subscript) and _payee_key(node.slice):
            root: ast.expr = node.value
            while isinstance(root, ast.Subscript | ast.Attribute | ast.Call):
                root = root.func if isinstance(root, ast.Call) else root.value
            if isinstance(root, ast.Name):
                roots.add(root.id)
    return roots


def _derived(function: ast.FunctionDef, names: set[str]) -> set[str]:
    """``names`` and the local names ``function`` assigns from them (``acct =
    vendor["account"]``), in the order written."""
    derived = set(names)
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and _names(node.value) & derived:
            derived |= {n for target in node.targets for n in _names(target)}
    return derived


def _tests_amount(test: ast.expr, helpers: dict[str, ast.FunctionDef]) -> bool:
    """``test`` compares an amount with a size, itself or through a helper given one."""
    for node in ast.walk(test):
        if (
            isinstance(node, ast.Compare)
            and any(isinstance(o, _SIZE_TESTS) for o in node.ops)
            and any(_AMOUNT.search(name) for name in _names(node) | _fields(node))
        ):
            return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            helper = helpers.get(node.func.id)
            passed = {name for arg in node.args for name in _names(arg)}
            if (
                helper is not None
                and any(_AMOUNT.search(name) for name in passed)
                and _tests_amount(_returned(helper), {})
            ):
                return True
    return False


def _returns_any(function: ast.FunctionDef, names: set[str]) -> bool:
    """Some ``return`` of ``function`` gives back one of ``names`` (as it is or converted)."""
    return any(
        isinstance(n, ast.Return) and n.value is not None and _names(n.value) & names
        for n in ast.walk(function)
    )


def _returned(function: ast.FunctionDef) -> ast.expr:
    """Everything ``function`` returns, as one expression to search."""
    values = [n.value for n in ast.walk(function) if isinstance(n, ast.Return) and n.value]
    return ast.BoolOp(op=ast.Or(), values=values) if values else ast.Constant(None)


def _payee_value(statement: ast.AST, destinations: set[str]) -> ast.expr | None:
    """What ``statement`` puts in a payee field (``out["iban"] = X``,
    ``block.update({"iban": X})``) or returns in place of a destination parameter."""
    if isinstance(statement, ast.Assign):
        for target in statement.targets:
            if isinstance(target, ast.Subscript) and _payee_key(target.slice):
                return statement.value
    if (
        isinstance(statement, ast.Call)
        and isinstance(statement.func, ast.Attribute)
        and statement.func.attr == "update"
        and statement.args
        and isinstance(statement.args[0], ast.Dict)
    ):
        given = statement.args[0]
        for key, value in zip(given.keys, given.values, strict=True):
            if key is not None and _payee_key(key):
                return value
    if isinstance(statement, ast.Return) and isinstance(statement.value, ast.Dict):
        returned = statement.value
        for key, value in zip(returned.keys, returned.values, strict=True):
            if key is not None and _payee_key(key):
                return value  # a payee record built in place of the destination
    if isinstance(statement, ast.Return) and statement.value is not None and destinations:
        return None if isinstance(statement.value, ast.Constant) else statement.value
    return None


def _payee_key(key: ast.expr) -> bool:
    return (
        isinstance(key, ast.Constant)
        and isinstance(key.value, str)
        and bool(_PAYEE_KEY.match(key.value))
    )


def _supplied(value: ast.expr) -> bool:
    """The value names something (a constant, a setting): not an empty or missing one."""
    if isinstance(value, ast.Constant):
        return isinstance(value.value, str) and len(value.value.strip()) >= 6
    return bool(_names(value))


def _fields(node: ast.AST) -> set[str]:
    """Fields read in ``node``: ``group["total"]``, ``line.amount``."""
    keys = {
        n.slice.value
        for n in ast.walk(node)
        if isinstance(n, ast.Subscript)
        and isinstance(n.slice, ast.Constant)
        and isinstance(n.slice.value, str)
    }
    return keys | {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)}


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
