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
import functools
import re
from collections.abc import Iterator

from .content_cache import per_text
from .findings import ThreatFinding, line_finding
from .literal_scan import scanner_for
from .normalise_python import parse_module, walk
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
_PAYEE_WORDS = re.compile(
    r"iban|bic|swift|account|routing|aba|sort_?code|wallet|addr|remit|payee", re.I
)
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
        if classify(path, text) != PYTHON or is_test_file(path):
            continue
        swap = _payee_swap(text)
        if swap is not None:
            line, when = swap
            description = f"puts a payee account or address the code supplies in place of {when}"
            findings.append(
                line_finding(path, text.splitlines(), line, "12.1", "high", description, RULE_ID)
            )
    return findings


@per_text(1024)
def _payee_swap(text: str) -> tuple[int, str] | None:
    """:func:`_first_swap` of a Python file that writes a payee word (None: no swap, or the
    file does not parse), computed once per text."""
    if not scanner_for(_PAYEE_WORDS).search(text):  # literal prefilters: most files lack them
        return None
    try:
        tree = parse_module(text).tree
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    try:
        return _first_swap(tree)
    finally:
        _walk.cache_clear()


@functools.cache
def _walk(node: ast.AST) -> tuple[ast.AST, ...]:
    """The nodes of :func:`ast.walk` of ``node``, memoised: the checks walk the same functions
    and expressions many times (:func:`_payee_swap` empties the memo after each file)."""
    return tuple(walk(node))


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
        for gated in _amount_gated(function, helpers):
            for statement in gated:
                value = _payee_value(statement, destinations)
                if value is not None and not _names(value) & sources and _supplied(value):
                    return value.lineno, _LARGE_ENOUGH
        picked = _amount_picked_account(function, helpers)
        if picked is not None:
            return picked, _PICKED_BY_AMOUNT
        switched = _switched_source(function, helpers)
        if switched is not None:
            return switched, _FROM_ANOTHER_SOURCE
        placed = _tuple_place_swap(function, helpers, inputs)
        if placed is not None:
            return placed, _LARGE_ENOUGH
        called = _payment_call_swap(function, helpers, inputs)
        if called is not None:
            return called, _BY_ANOTHER_CALL
    return None


_BY_ANOTHER_CALL = "the user's, which the same payment call pays otherwise"
_PAYEE_KEYWORD = re.compile(r"^(?:destination|recipient|beneficiary|payee|to_account)$", re.I)
"""Keyword arguments of a payment API call that say where the money goes."""


def _payment_call_swap(
    function: ast.FunctionDef, helpers: dict[str, ast.FunctionDef], inputs: set[str]
) -> int | None:
    """The line of a call, under an amount test, that names a payee (``destination=``,
    ``iban=``) none of the inputs gives, where the function makes the same call on its
    other path without it (a refund to the customer's charge, the transfer to the customer
    put on hold for a connected account of the package's).

    >>> code = '''
    ... def settle(charge, amount):
    ...     if amount >= CFG["threshold"]:
    ...         return api("POST", "/transfers", amount=amount, destination=CFG["acct"])
    ...     return api("POST", "/refunds", charge=charge["id"], amount=amount)
    ... '''
    >>> settle = ast.parse(code).body[0]
    >>> _payment_call_swap(settle, {}, {"charge", "amount"})
    4
    >>> _payment_call_swap(settle, {}, {"charge", "amount", "CFG"})
    """
    own = _derived(function, inputs)
    for gated in _amount_gated(function, helpers):
        inside = set(gated)
        outside = {
            ast.unparse(n.func)
            for n in _walk(function)
            if isinstance(n, ast.Call) and n not in inside
        }
        for call in (n for n in inside if isinstance(n, ast.Call)):
            if ast.unparse(call.func) not in outside:
                continue
            for keyword in call.keywords:
                named = keyword.arg is not None and (
                    _PAYEE_KEYWORD.match(keyword.arg) or _PAYEE_KEY.match(keyword.arg)
                )
                value = keyword.value
                if named and not _names(value) & own and _supplied(value):
                    return call.lineno
    return None


def _tuple_place_swap(
    function: ast.FunctionDef, helpers: dict[str, ast.FunctionDef], inputs: set[str]
) -> int | None:
    """The line of a tuple returned on one side of an amount test whose payee place (the
    routing number, the account) holds a value none of the inputs gives, where a return on
    the other side fills that place from them. The large payments may be the ones past a
    guard clause that returns the small ones (``if amount < floor: return routing, account``).

    >>> code = '''
    ... def remit(vendor, amount):
    ...     routing, account = vendor["routing"], vendor["account"]
    ...     if amount < 1500:
    ...         return routing, account
    ...     return POOL["routing"], account
    ... '''
    >>> swap = ast.parse(code).body[0]
    >>> _tuple_place_swap(swap, {}, {"vendor", "amount"})
    6
    >>> kept = ast.parse(code.replace('POOL["routing"]', "routing")).body[0]
    >>> _tuple_place_swap(kept, {}, {"vendor", "amount"})
    """
    own = _derived(function, inputs)
    returns = [n for n in _walk(function) if isinstance(n, ast.Return)]
    for gated in _amount_gated(function, helpers):
        inside = set(gated)
        sides = [r for r in returns if r in inside], [r for r in returns if r not in inside]
        for usual, other in (sides, sides[::-1]):
            line = _unfilled_place(usual, other, own)
            if line is not None:
                return line
    return None


def _unfilled_place(usual: list[ast.Return], other: list[ast.Return], own: set[str]) -> int | None:
    """The line of a tuple of ``other`` holding, in a place where a tuple of ``usual`` has a
    payee value computed from ``own`` names, a value computed from none of them."""
    places = {
        (len(value.elts), index)
        for value in (r.value for r in usual if isinstance(r.value, ast.Tuple))
        for index, element in enumerate(value.elts)
        if _names(element) & own and _PAYEE_WORDS.search(ast.unparse(element))
    }
    for node in other:
        if not places or not isinstance(node.value, ast.Tuple):
            continue
        for index, element in enumerate(node.value.elts):
            placed = (len(node.value.elts), index) in places
            if placed and not _names(element) & own and _supplied(element):
                return node.lineno
    return None


_FROM_ANOTHER_SOURCE = "the payee's own, taken from another input once a payment is large enough"


def _switched_source(function: ast.FunctionDef, helpers: dict[str, ast.FunctionDef]) -> int | None:
    """The line where, under an amount test, bank details come from other inputs than the
    payee's own on the usual path: written into the payee's record
    (``payee.update({"account": rules["clearing_account"]})``), put in place of the record
    (``remit = {"routing": clr["routing"], …}`` after ``remit = dict(sub["remittance"])``)
    or returned instead of it (``return c["account"]`` beside ``return {"iban":
    partner["iban"]}``).

    >>> code = '''
    ... def creditor_for(amount, partner, rules):
    ...     c = rules.get("clearing", {})
    ...     if amount >= c["threshold"]:
    ...         return c["account"]
    ...     return {"name": partner["name"], "iban": partner["iban"]}
    ... '''
    >>> _switched_source(ast.parse(code).body[0], {})
    5
    >>> _switched_source(ast.parse(code.replace('c["account"]', 'partner["iban"]')).body[0], {})
    """
    origins = _origins(function)
    for gated in _amount_gated(function, helpers):
        for statement in gated:
            details = _bank_details(statement)
            if details is None:
                continue
            usual = _usual_details(function, statement, gated)
            given, kept = _traced(details, origins), _traced(usual, origins)
            if given and kept and not given & kept:
                return details[0].lineno
    return None


def _origins(function: ast.FunctionDef) -> dict[str, set[str]]:
    """Each name of ``function`` with the parameters its value was computed from, in the
    order the assignments are written (a parameter is its own origin)."""
    origins = {a.arg: {a.arg} for a in (*function.args.posonlyargs, *function.args.args)}
    for node in _walk(function):
        if isinstance(node, ast.Assign):
            found = _traced([node.value], origins)
            for name in (n for target in node.targets for n in _names(target)):
                origins[name] = origins.get(name, set()) | found
    return origins


def _traced(values: list[ast.expr], origins: dict[str, set[str]]) -> set[str]:
    """The parameters ``values`` are computed from."""
    return {p for value in values for name in _names(value) for p in origins.get(name, ())}


def _bank_details(statement: ast.AST) -> list[ast.expr] | None:
    """The values ``statement`` gives bank fields: a record's fields set or updated, a
    record built and assigned or returned, or one field returned (``return c["iban"]``)."""
    if isinstance(statement, ast.Assign):
        if any(isinstance(t, ast.Subscript) and _payee_key(t.slice) for t in statement.targets):
            return [statement.value]
        if isinstance(statement.value, ast.Dict):
            return _dict_details(statement.value)
    if (
        isinstance(statement, ast.Call)
        and isinstance(statement.func, ast.Attribute)
        and statement.func.attr == "update"
        and statement.args
    ):
        given = statement.args[0]
        return _dict_details(given) if isinstance(given, ast.Dict) else None
    if isinstance(statement, ast.Return) and statement.value is not None:
        returned = statement.value
        if isinstance(returned, ast.Dict):
            return _dict_details(returned)
        if isinstance(returned, ast.Subscript) and (
            _payee_key(returned.slice) or _account_key(returned.slice)
        ):
            return [returned]
    return None


def _account_key(key: ast.expr) -> bool:
    """A key naming a whole account record (``c["account"]``, ``rules["clearing_account"]``)."""
    return (
        isinstance(key, ast.Constant)
        and isinstance(key.value, str)
        and bool(re.fullmatch(r"(?:\w+_)?account", key.value, re.I))
    )


def _dict_details(record: ast.Dict) -> list[ast.expr] | None:
    values = [v for k, v in zip(record.keys, record.values, strict=True) if k and _payee_key(k)]
    return values or None


def _usual_details(
    function: ast.FunctionDef, statement: ast.AST, gated: list[ast.AST]
) -> list[ast.expr]:
    """Where the bank details ``statement`` replaces come from on the usual path: the
    record it updates or fills, the other values of the name it assigns, or the other
    returns."""
    if isinstance(statement, ast.Call) and isinstance(statement.func, ast.Attribute):
        return [statement.func.value]
    if isinstance(statement, ast.Assign) and isinstance(statement.targets[0], ast.Subscript):
        return [statement.targets[0].value]
    if isinstance(statement, ast.Assign):
        names = {n for target in statement.targets for n in _names(target)}
        return [
            n.value
            for n in _walk(function)
            if isinstance(n, ast.Assign)
            and n not in gated
            and {x for t in n.targets for x in _names(t)} & names
        ]
    return [
        n.value
        for n in _walk(function)
        if isinstance(n, ast.Return) and n.value is not None and n not in gated
    ]


_PICKED_BY_AMOUNT = "the account it pays otherwise, once a payment is large enough"
_ACCOUNT_FUNCTION = re.compile(
    r"payee|remit|beneficiar|bank|iban|settle|payout|deposit|account", re.I
)
"""Names of a function, or of the records it reads, that pick where money goes."""


def _amount_picked_account(
    function: ast.FunctionDef, helpers: dict[str, ast.FunctionDef]
) -> int | None:
    """The line of a return under an amount test that gives another entry of the same
    accounts table than the function's other return (``rem["settlement_v2"]`` for large
    invoices, ``rem["primary"]`` for the rest), in a function that picks a payee.

    >>> code = '''
    ... def _payee(billing, total):
    ...     rem = billing["remittance"]
    ...     if total >= rem["threshold"]:
    ...         return rem.get("settlement_v2", rem["primary"])
    ...     return rem["primary"]
    ... '''
    >>> _amount_picked_account(ast.parse(code).body[0], {})
    5
    >>> same = code.replace('rem.get("settlement_v2", rem["primary"])', 'rem["primary"]')
    >>> _amount_picked_account(ast.parse(same).body[0], {})
    """
    if not (
        _ACCOUNT_FUNCTION.search(function.name)
        or any(_ACCOUNT_FUNCTION.search(key) for key in _keys(function))
    ):
        return None
    returns = [n for n in _walk(function) if isinstance(n, ast.Return) and n.value is not None]
    for gated in _amount_gated(function, helpers):
        inside = [n for n in gated if isinstance(n, ast.Return)]
        for picked in (n.value for n in inside if n.value is not None):
            chosen = _keys(picked)
            for other in (n.value for n in returns if n not in inside and n.value is not None):
                usual = _keys(other)
                shared = _names(picked) & _names(other)
                if chosen and usual and chosen - usual and shared:
                    return picked.lineno
    return None


def _keys(node: ast.AST) -> set[str]:
    """String keys ``node`` reads: ``cfg["primary"]``, ``cfg.get("primary")``."""
    return _subscript_keys(node) | {
        n.args[0].value
        for n in _walk(node)
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and n.func.attr == "get"
        and n.args
        and isinstance(n.args[0], ast.Constant)
        and isinstance(n.args[0].value, str)
    }


def _subscript_keys(node: ast.AST) -> set[str]:
    """The constant string keys of the subscripts in ``node`` (``group["total"]``)."""
    return {
        n.slice.value
        for n in _walk(node)
        if isinstance(n, ast.Subscript)
        and isinstance(n.slice, ast.Constant)
        and isinstance(n.slice.value, str)
    }


_PASSED_ACCOUNT = "\x00account"
"""The record that parameters named as an account's fields (``iban``, ``bic``) make up."""


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
    >>> code = '''
    ... def route(iban, bic, routes):
    ...     r = routes.get(iban[4:8])
    ...     if not r:
    ...         return iban, bic
    ...     return r["iban"], r["bic"]
    ... '''
    >>> _other_account(ast.parse(code).body[0])
    6
    """
    params = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
    carried: dict[str, set[str]] = {}  # a name assigned a payee record (``payee = (v["iban"], …)``)
    passed = {p for p in params if _PAYEE_KEY.match(p)}
    for name in passed:  # an account passed as such (``route(iban, bic, routes)``): one record
        carried[name] = {_PASSED_ACCOUNT}
    for node in _walk(function):
        if isinstance(node, ast.Assign):
            roots = _payee_roots(node.value, carried)
            if _chain_root(node.value) not in passed:
                roots.discard(_PASSED_ACCOUNT)  # ``routes.get(iban[4:8])`` is no account passed
            for name in (n for target in node.targets for n in _names(target)):
                if _PASSED_ACCOUNT in roots:
                    passed.add(name)  # ``compact = iban.replace(" ", "")``
                if roots:
                    carried[name] = roots
    returns = [n for n in _walk(function) if isinstance(n, ast.Return)]
    sources = [_payee_roots(n.value, carried) if n.value is not None else set() for n in returns]
    for param in [_PASSED_ACCOUNT] if passed else params:
        own = _derived(function, {param})
        if not any(roots & own for roots in sources):
            continue
        for node, roots in zip(returns, sources, strict=True):
            if roots and not roots & own:
                return node.lineno
    return None


def _chain_root(value: ast.expr) -> str | None:
    """The name a chain of calls, attributes and items starts from (``iban`` in
    ``iban.replace(" ", "").upper()``)."""
    while isinstance(value, ast.Call | ast.Attribute | ast.Subscript):
        value = value.func if isinstance(value, ast.Call) else value.value
    return value.id if isinstance(value, ast.Name) else None


def _payee_roots(value: ast.expr, carried: dict[str, set[str]]) -> set[str]:
    """The names whose payee fields ``value`` reads (``acct`` in ``acct["iban"].strip()``),
    itself or through a name ``carried`` says holds them."""
    roots = {root for name in _names(value) for root in carried.get(name, ())}
    for node in _walk(value):
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
    for node in _walk(function):
        if isinstance(node, ast.Assign) and _names(node.value) & derived:
            derived |= {n for target in node.targets for n in _names(target)}
    return derived


def _amount_gated(
    function: ast.FunctionDef, helpers: dict[str, ast.FunctionDef]
) -> Iterator[list[ast.AST]]:
    """For each ``if`` of ``function`` that tests a payment's amount, the nodes of its body
    in the order written: what runs only for some payment sizes."""
    for node in _walk(function):
        if isinstance(node, ast.If) and _tests_amount(node.test, helpers):
            yield [n for top in node.body for n in _walk(top)]


def _tests_amount(test: ast.expr, helpers: dict[str, ast.FunctionDef]) -> bool:
    """``test`` compares an amount with a size, itself or through a helper given one."""
    for node in _walk(test):
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
        for n in _walk(function)
    )


def _returned(function: ast.FunctionDef) -> ast.expr:
    """Everything ``function`` returns, as one expression to search."""
    values = [n.value for n in _walk(function) if isinstance(n, ast.Return) and n.value]
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
    return _subscript_keys(node) | {n.attr for n in _walk(node) if isinstance(n, ast.Attribute)}


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in _walk(node) if isinstance(n, ast.Name)}
