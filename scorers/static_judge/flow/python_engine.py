"""Taint propagation through one Python module with ``ast`` (the script never runs).

Taint follows simple assignments, containers, attribute stores on ``self``, and calls to
functions of the same module (per-function summaries map parameters to the sinks they
reach and to the return value); sibling modules of the package share their summaries.
The analysis is flow-insensitive inside a block and deliberately simple; it errs towards
reporting only evidence of a flow. Which flow is which finding is :mod:`.policy`'s call.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .. import capabilities as cap
from ..normalise_python import parse_module
from ..sensitive import AUTH_FIELD
from ..shell_js import CommandHit, scan_command
from .argv_positions import INTERPRETERS, code_positions, literal_argv
from .closures import captured_names
from .command_tables import assigned_once, command_rows, returned_sequence, single_assignments
from .decoding import try_decode
from .deferred_calls import deferred_call
from .engine import FlowEngine
from .file_effects import (
    deletion_flag,
    deletion_scope,
    guarded_target,
    runs_at_python_startup,
    startup_hook_flag,
    write_flags,
    writes_outside_workspace,
)
from .policy import PERSONAL_DATA, sink_flags
from .prefixed_environ import filtered_prefix, selects_credentials
from .python_checks import (
    conditional_trigger,
    echo_flag,
    fabricated_measurement,
    flipped_result,
    guard_trigger,
    is_early_exit,
    parsed_argument_names,
    unbounded_loop,
)
from .python_env_names import (
    CallArguments,
    assigned_env_names,
    call_arguments,
    name_tables,
    parameter_env_names,
)
from .python_fold import ANY_ITEM, PythonFolder, SettingValue, item_key, riskiest_item
from .python_names import collect_aliases, dotted
from .python_sinks import (
    DELETE,
    KEYFILE_KW,
    MESSAGE_PARTS,
    NETWORK_AUTH_KW,
    PATH_UPLOADS,
    PROCESS_IGNORED_KW,
    SHELL_IMPLIED,
    call_category,
    imports_network,
    network_clients,
)
from .python_sources import (
    AUTH_PREFIX,
    CODE_LOADERS,
    DECODERS,
    IDENTITY,
    KEY_DERIVATIONS,
    NEUTRAL_CALLS,
    QUOTING_CALLS,
    READ_METHODS,
    READERS,
    SECRET_STORE_COMMAND,
    is_chr_join,
)
from .recorder import Flag, FlowReport
from .sensitive_patterns import finds_sensitive_data
from .sources import env_variable, path_constant
from .staged_files import StagedFiles, shared_staging, usable_path
from .taint import (
    AUTH_PARAM,
    AUTH_SECRET,
    EMPTY,
    SECRET_KINDS,
    UNTRUSTED_KINDS,
    FunctionSummary,
    Labels,
    Scope,
    SinkSite,
    Taint,
    as_authentication,
    as_data,
    as_process_data,
    as_sent_data,
    credential_files_read,
    put_in_collection,
    returned_elements,
)
from .verification_bypass import verification_bypass
from .vocabulary import names

PY_RULE_IDS = {
    "credential-to-network": "flow.credential-to-network",
    "identity-to-network": "flow.identity-beacon",
    "home-data-to-network": "flow.home-data-to-network",
    "remote-exec": "flow.remote-code-exec",
    "decoded-exec": "flow.decoded-exec",
    "secret-to-network-command": "flow.secret-to-network-command",
    "remote-deserialize": "flow.remote-deserialize",
    "personal-data-to-outside-host": "flow.personal-data-to-network",
}
"""Rule ids of Python flows (a named secret sent out and DNS exfiltration have the
language-neutral ids of :mod:`.policy`)."""
SHELL_INJECTION = "flow.shell-injection-risk"
CODE_INJECTION = "flow.code-injection-risk"
CONSTANT_HIDDEN_CODE = "flow.constant-hidden-code"
SPLIT_COMMAND = "flow.split-command"

_REGEX_CALLS = names("re.compile re.findall re.finditer re.search re.match re.fullmatch")
"""Calls whose result is the text a pattern matched (or a pattern that matches it)."""
_PERSONAL_FIELD = re.compile(
    r"(?:e-?mail(?:_?address)?|(?:mobile_|home_)?phone(?:_?number)?|ssn|social_security\w*"
    r"|date_of_birth|birth_?date|dob|(?:home_|street_|postal_|mailing_)address|address_?line_?\d?"
    r"|first_?name|last_?name|full_?name|passport(?:_?number)?|national_?id"
    # ... named after whose it is ("patient_name", "member_dob", "guest_address")
    r"|(?:patient|customer|client|member|guest|donor|employee|student|applicant|candidate"
    r"|subscriber|cardholder|tenant|traveller|traveler|passenger)_?(?:name|dob|birth_?date"
    r"|address|e-?mail|phone(?:_?number)?|ssn))",
    re.IGNORECASE,
)
"""A record's field that identifies or reaches its person (``row["email"]``,
``r.get("patient_name")``)."""


def _personal_field(key: ast.expr, line: int) -> Labels:
    """A personal-data label when ``key`` names such a field of a record.

    >>> [t.kind for t in _personal_field(ast.Constant("email"), 3)]
    ['personal']
    >>> _personal_field(ast.Constant("amount"), 3)
    frozenset()
    >>> [t.kind for t in _personal_field(ast.Constant("patient_name"), 3)]
    ['personal']
    """
    if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
        return EMPTY
    if not _PERSONAL_FIELD.fullmatch(key.value):
        return EMPTY
    return frozenset({Taint(PERSONAL_DATA, f"the {key.value} field of a record", line)})


_REQUEST_PARTS = frozenset(
    {"headers", "auth", "cookies", "params", "session", "client", "proxies", "kwargs", "options"}
)
"""Keys of a dict of request settings: an authenticated session kept under them still
signs requests in."""
_FILLING_METHODS = frozenset(
    {"append", "extend", "insert", "add", "appendleft", "update", "setdefault"}
)
"""Methods that put their arguments into the collection they are called on."""
_ADDRESSED_KINDS = frozenset({"credential", PERSONAL_DATA})
"""Labels whose finding depends on where the request goes (see :mod:`.policy`)."""
_TEST_FOLDERS = frozenset({"tmp_path", "tmpdir"})
"""Parameters through which pytest hands a test a fresh temporary folder."""
_PATH_BUILDERS = frozenset({"joinpath", "join", "with_name", "with_suffix"})
_PATH_WRAPPERS = frozenset({"os.path.join", "str", "Path", "pathlib.Path", "os.fspath"})
_PATH_DEPTH = 8
"""Path operations followed back to the folder a path is built on."""
_ADDRESS_ONLY = frozenset({"connect", "connect_ex", "create_connection"})
"""Socket calls whose arguments are an address: they open a connection, they send nothing."""
_LOCAL_DATA = ("home", "home-path")
"""Contents of the user's own files, not secrets (a secret in a host name still leaks)."""
_FEW_PATHS = 8
"""The most items of a list of paths whose loop variable is given the sensitive one."""
_REQUEST_BUILDERS = frozenset({"urllib.request.Request", "requests.Request", "httpx.Request"})
"""Calls that make a request from a URL for a later call to send."""


def own_instances(nodes: list[ast.AST]) -> dict[str, frozenset[str]]:
    """Names assigned an instance of a class the module defines (``api = Client(key)``),
    each with the methods of that class.

    >>> tree = ast.parse("class C:\\n    def go(self): pass\\napi = C()")
    >>> own_instances(list(ast.walk(tree)))
    {'api': frozenset({'go'})}
    """
    methods = {
        node.name: frozenset(
            f.name for f in node.body if isinstance(f, ast.FunctionDef | ast.AsyncFunctionDef)
        )
        for node in nodes
        if isinstance(node, ast.ClassDef)
    }
    if not methods:
        return {}
    return {
        target.id: methods[node.value.func.id]
        for node in nodes
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Call)
        and isinstance(node.value.func, ast.Name)
        and node.value.func.id in methods
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def _addressed(labels: Labels) -> Labels:
    """The labels of the base a URL starts with (``f"{base}/items"``, ``cfg["url"] + "/x"``):
    where a request connects, so the user's own settings it was read from are no data sent
    (a secret in a host name still leaks)."""
    return frozenset(t for t in labels if t.kind not in _LOCAL_DATA)


def _address_node(node: ast.Call) -> ast.expr | None:
    """What a network call is given as its address: its first argument or ``url=``."""
    target = node.args[0] if node.args else None
    for keyword in node.keywords:
        if keyword.arg == "url":
            target = keyword.value
    return target


def _is_base(node: ast.expr) -> bool:
    """A lookup whose name says it holds where to connect (``cfg["url"]``, ``base``)."""
    return isinstance(node, ast.Name | ast.Attribute | ast.Subscript) and bool(
        _BASE_NAME.search(ast.unparse(node))
    )


def _is_base_key(key: ast.expr) -> bool:
    """A settings key that holds where to connect (``cfg["url"]``, ``cfg.get("api_host")``)."""
    return (
        isinstance(key, ast.Constant)
        and isinstance(key.value, str)
        and bool(_BASE_NAME.search(key.value))
    )


_BASE_NAME = re.compile(r"(?i)(?:url|base|host|endpoint|server|origin|api)\W*$")
"""The end of a name or key that holds where to connect."""
_CLOUD_SECRET_READS = frozenset(
    {
        "get_secret_value",
        "get_parameter",
        "get_parameters",
        "get_parameters_by_path",
        "get_function_configuration",
        "create_access_key",
    }
)
"""AWS SDK calls whose answer holds secrets: a secret's value, a decrypted parameter, a
function's environment, a new access key."""
_KEY_MATERIAL = (*SECRET_KINDS, "decoded")
"""What a key derivation leaves behind: the secret and the bytes it was decoded from."""


class PythonFlow(FlowEngine):
    """Propagate taint through one Python module: call :meth:`run` once."""

    rule_ids = PY_RULE_IDS
    staged_outcomes = frozenset(PY_RULE_IDS.values())

    always_twice = False
    """Walk the functions a second time even when the first walk read only final values
    (the plain computation the single walk is checked against)."""

    def __init__(
        self,
        path: str,
        text: str,
        depth: int = 0,
        external: dict[str, dict[str, FunctionSummary]] | None = None,
        staged: dict[str, Labels] | None = None,
        settings: dict[str, SettingValue] | None = None,
    ) -> None:
        super().__init__(path, text, depth)
        self.staged = StagedFiles(staged or {})
        self.settings = settings or {}
        """The package's settings by key (see :class:`PythonFolder`)."""
        self.summaries: dict[str, FunctionSummary] = {}
        self.tuple_results: dict[int, list[Labels]] = {}
        """The labels by position of each summarised call that returns a tuple."""
        self.attrs: dict[str, Labels] = {}
        self.aliases: dict[str, str] = {}
        self.has_network_import = False
        self.external = external or {}
        self.sibling_calls: set[tuple[str, str]] = set()
        """Function summaries of sibling modules of the same package, by module name."""
        self.echoes: list[tuple[int, Taint]] = []
        self.checked: dict[tuple[str, int], Flag | None] = {}
        self.reads: list[tuple[str, object, object]] | None = None
        self.call_sites: CallArguments | None = None
        """Call sites of the module's functions, gathered when a helper first reads a
        variable its parameter names."""
        self.nodes: list[ast.AST] = []
        self.tree = ast.Module(body=[], type_ignores=[])
        self.captures: dict[int, tuple[str, ...]] = {}
        """Per nested function node (by ``id``), the enclosing names it reads."""
        self.parsed_arguments: frozenset[str] = frozenset()
        """Names bound to the parsed command-line arguments."""
        self.instances: dict[str, frozenset[str]] = {}
        """Names bound to an instance of a class of the module, with that class's methods."""
        self.module_functions: dict[str, ast.FunctionDef] = {}
        """The module's functions by name (a check may read a helper a test calls)."""
        self.assignments: dict[int, dict[str, ast.expr]] = {}
        """Single assignments of the module and of each function, by ``id`` of its node,
        found when a loop first asks."""
        self.loop_rows: dict[str, list[ast.List | ast.Tuple]] = {}
        """Loop variables walking a literal table of commands, with its rows."""
        self.function: ast.FunctionDef | ast.AsyncFunctionDef | None = None
        """The function being walked (None: module level)."""
        self.env_params: dict[int, dict[str, tuple[str, ...]]] = {}
        self.param_env_reads: dict[str, set[int]] = {}
        """Per function name, the lines where it reads the environment variable a parameter
        names (the names every caller passes are read there, each caller reads its own)."""
        self.name_tables: dict[str, tuple[str, ...]] | None = None
        """Module-level tables of variable names (provider -> its key's variable)."""
        """Per function, its parameters that name an environment variable its callers pass."""
        """While the first walk of the functions records: each summary, ``self``
        attribute and decoded payload it read, as (table, key, value or None)."""
        """Flags of the tree checks (guards, gated triggers, endless loops) by check and
        node: the passes meet the same statements again, the answers do not change."""

    # ---------------------------------------------------------------- driver
    def run(self) -> FlowReport:
        try:
            parsed = parse_module(self.text)
        except (SyntaxError, RecursionError, MemoryError, ValueError) as exc:
            return FlowReport([], [], False, f"did not parse ({type(exc).__name__})")
        tree = parsed.tree
        self.tree = tree
        self.aliases = collect_aliases(tree, parsed.nodes)
        self.aliases.update(network_clients(parsed.nodes, self.aliases))
        self.folder = PythonFolder(self.aliases, self.summaries, self.settings)
        self.has_network_import = imports_network(self.aliases)
        self.nodes = parsed.nodes
        self.captures = captured_names(parsed.nodes)
        self.parsed_arguments = parsed_argument_names(parsed.nodes)
        self.module_functions = {n.name: n for n in parsed.nodes if isinstance(n, ast.FunctionDef)}
        self.instances = own_instances(parsed.nodes)
        functions = [
            n for n in parsed.nodes if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
        ]
        module_scope = Scope()
        try:
            self._block(tree.body, module_scope)  # learn globals, silently
            self._functions_twice(functions, module_scope)
            self._block(tree.body, module_scope)
        except RecursionError:
            return FlowReport(
                self.findings,
                self.capabilities,
                True,
                "analysis cut (deep nesting)",
                sibling_calls=frozenset(self.sibling_calls),
            )
        self._echo_findings()
        return FlowReport(
            self.findings,
            self.capabilities,
            True,
            summaries=self.summaries,
            sibling_calls=frozenset(self.sibling_calls),
            staged=self.staged,
            signed_sends=tuple(dict.fromkeys(self.signed_sends)),
        )

    def _functions_twice(
        self, functions: list[ast.FunctionDef | ast.AsyncFunctionDef], module: Scope
    ) -> None:
        """Walk every function twice, the first time only to learn summaries and ``self``
        attributes of functions defined further down, the second time recording.

        The first walk records too, and the second is skipped when it would repeat the
        first exactly: when every summary, attribute or payload the first walk read was
        already in its final state (nothing defined further down changed it later), the
        second walk reads the same values at every step. Otherwise what the first walk
        recorded is dropped and the second walk runs as it always did.
        """
        self.recording = True
        self.reads = []
        try:
            for function in functions:
                self._function(function, module)
        except RecursionError:
            self._drop_recorded()  # the first walk is a silent one
            raise
        stable = self._reads_are_final(self.reads)
        self.reads = None
        if stable and not self.always_twice:
            return
        self._drop_recorded()
        for function in functions:
            self._function(function, module)

    def _drop_recorded(self) -> None:
        self.findings.clear()
        self.capabilities.clear()
        self.signed_sends.clear()
        self.echoes.clear()

    def _reads_are_final(self, reads: list[tuple[str, object, object]]) -> bool:
        """Each (table, key, value read) still holds: the table has that value for the key."""
        tables: dict[str, tuple[dict, object]] = {  # table and the value of a missing key
            "summary": (self.summaries, None),
            "attr": (self.attrs, EMPTY),
            "payload": (self.payloads, ""),
            "staged": (self.staged.contents, EMPTY),
            "programs": (self.staged.programs, EMPTY),
        }
        for table, key, value in reads:
            values, missing = tables[table]
            final = values.get(key, missing)
            if final is not value and final != value:
                return False
        return True

    def _echo_findings(self) -> None:
        """Downloaded text printed to stdout lands in the agent's context as instructions."""
        if not self.echoes:
            return
        self.recording = True
        line, src = self.echoes[0]
        self._flag(echo_flag(src, self.text), line)

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef, module: Scope) -> None:
        params = [a.arg for a in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]]
        if params and params[0] in ("self", "cls"):
            params = params[1:]
        captured = self.captures.get(id(node), ())
        summary = FunctionSummary(params + list(captured), captured=captured)
        scope = Scope(parent=module, summary=summary)
        for index, name in enumerate(summary.params):
            scope.labels[name] = frozenset({Taint("param", str(index), node.lineno)})
        self.function = node
        try:
            self._block(node.body, scope)
        finally:
            self.function = None
        self.summaries[node.name] = summary

    # ---------------------------------------------------------------- statements
    def _block(self, body: list[ast.stmt], scope: Scope) -> None:
        for index, statement in enumerate(body):
            if isinstance(statement, ast.If):
                self._check_once("guard", statement, self._guard, statement, body[index + 1 :])
            self._statement(statement, scope)

    def _check_once(
        self, kind: str, node: ast.stmt, check: Callable[..., Flag | None], *args: Any
    ) -> None:
        """Run the structural ``check(*args)`` of ``node`` on the first walk only (it reads
        the syntax tree, not the labels), and record the flag it gives on every walk."""
        key = (kind, id(node))
        if key not in self.checked:
            self.checked[key] = check(*args)
        flag = self.checked[key]
        if flag is not None:
            self._flag(flag, node.lineno)

    def _guard(self, node: ast.If, rest: list[ast.stmt]) -> Flag | None:
        """An early exit on the sandbox or the date, before the dangerous statements
        ``rest``."""
        if not is_early_exit(node.body):
            return None
        return guard_trigger(node, rest, self.aliases, self._classify, self.parsed_arguments)

    def _statement(self, node: ast.stmt, scope: Scope) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            return
        if isinstance(node, ast.Assign):
            labels, elements = self._value_labels(node.value, scope)
            folded = self._fold(node.value, scope)
            for target in node.targets:
                if (
                    isinstance(target, ast.Tuple | ast.List)
                    and elements is not None
                    and len(elements) == len(target.elts)
                    and not any(isinstance(e, ast.Starred) for e in target.elts)
                ):
                    for element, element_labels in zip(target.elts, elements, strict=True):
                        self._assign(element, element_labels, None, scope)
                else:
                    self._assign(target, labels, folded, scope)
            self._name_temporary_file(node, scope)
            self._name_list_items(node, scope)
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            self._assign(
                node.target, self._expr(node.value, scope), self._fold(node.value, scope), scope
            )
        elif isinstance(node, ast.AugAssign):
            labels = self._expr(node.value, scope) | self._expr(node.target, scope)
            self._assign(node.target, labels, None, scope, merge=True)
        elif isinstance(node, ast.Return):
            if node.value is not None:
                labels, elements = self._value_labels(node.value, scope)
                if scope.summary is not None:
                    scope.summary.add_return(labels, elements)
                    folded = self._fold(node.value, scope)
                    if folded and usable_path(folded):
                        scope.summary.folded_returns.add(folded)
        elif isinstance(node, ast.If):
            self._check_once(
                "conditional",
                node,
                conditional_trigger,
                node,
                self.aliases,
                self._classify,
                self.parsed_arguments,
            )
            self._check_once("fabricated", node, fabricated_measurement, node)
            self._check_once("flipped", node, flipped_result, node)
            self._check_once("bypass", node, verification_bypass, node, self.module_functions)
            self._expr(node.test, scope)
            self._block(node.body, scope)
            self._alternative(node.orelse, scope)
        elif isinstance(node, ast.While):
            self._check_once("loop", node, unbounded_loop, node, self.aliases, self._classify)
            self._expr(node.test, scope)
            for _ in range(2):
                self._block(node.body, scope)
            self._block(node.orelse, scope)
        elif isinstance(node, ast.For | ast.AsyncFor):
            if isinstance(node, ast.For):
                self._check_once("flipped", node, flipped_result, node)
            prefix = filtered_prefix(node, self.aliases)
            if prefix is not None and not selects_credentials(prefix):
                labels = self._env_read_named(prefix + "*", node.lineno)
            else:
                labels = self._expr(node.iter, scope)
            walked = self.folder.walker(node.iter, scope) or self._guarded_item(node.iter, scope)
            target = node.target
            if _counted(node) and isinstance(target, ast.Tuple):
                count, target = target.elts  # ``for i, item in enumerate(xs)``
                self._assign(count, EMPTY, None, scope)  # the count holds nothing
            self._assign(target, labels, walked, scope)
            variable = node.target.id if isinstance(node.target, ast.Name) else None
            table = variable and command_rows(node.iter, *self._assignment_tables())
            if variable and table:
                self.loop_rows[variable] = table
            try:
                for _ in range(2):
                    self._block(node.body, scope)
            finally:
                if variable and table:
                    self.loop_rows.pop(variable, None)
            self._block(node.orelse, scope)
        elif isinstance(node, ast.With | ast.AsyncWith):
            for item in node.items:
                labels = self._expr(item.context_expr, scope)
                if item.optional_vars is not None:
                    self._assign(item.optional_vars, labels, None, scope)
            self._block(node.body, scope)
            self._startup_hook_handles(node, scope)
        elif isinstance(node, ast.Try | ast.TryStar):
            self._block(node.body, scope)
            for handler in node.handlers:
                self._alternative(handler.body, scope)
            self._block(node.orelse, scope)
            self._block(node.finalbody, scope)
        elif isinstance(node, ast.Match):
            self._expr(node.subject, scope)
            for case in node.cases:
                self._block(case.body, scope)
        else:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.expr):
                    self._expr(child, scope)

    def _alternative(self, body: list[ast.stmt], scope: Scope) -> None:
        """An ``else`` or ``except`` branch (see :meth:`alternative_branch`)."""
        with self.alternative_branch():
            self._block(body, scope)

    def _assign(
        self,
        target: ast.expr,
        labels: Labels,
        folded: str | None,
        scope: Scope,
        merge: bool = False,
    ) -> None:
        merge = merge or self.in_alternative
        if isinstance(target, ast.Name):
            scope.labels[target.id] = (scope.lookup(target.id) | labels) if merge else labels
            if folded is None:
                scope.folds.pop(target.id, None)
            else:
                scope.folds[target.id] = folded
        elif (
            isinstance(target, ast.Attribute)
            and isinstance(target.value, ast.Name)
            and target.value.id in ("self", "cls")
        ):
            key = f"self.{target.attr}"
            self.attrs[key] = self.attrs.get(key, EMPTY) | labels
        elif isinstance(target, ast.Attribute | ast.Subscript):
            if (
                isinstance(target, ast.Subscript)
                and isinstance(target.slice, ast.Constant)
                and isinstance(target.slice.value, str)
                and AUTH_FIELD.match(target.slice.value)
            ) or (isinstance(target, ast.Attribute) and AUTH_FIELD.match(target.attr)):
                # ``params["apikey"] = key``, as in a dict; ``session.auth = (user, pw)``
                labels = as_authentication(labels)
            base: ast.expr = target.value
            first: ast.expr = target
            while isinstance(base, ast.Attribute | ast.Subscript):
                base, first = base.value, base
            if isinstance(base, ast.Name) and base.id in ("self", "cls"):
                # ``self.session.headers.update(...)`` fills the object ``self.session``
                if isinstance(first, ast.Attribute):
                    key = f"self.{first.attr}"
                    self.attrs[key] = self.attrs.get(key, EMPTY) | labels
            elif isinstance(base, ast.Name):
                scope.labels[base.id] = scope.lookup(base.id) | labels
        elif isinstance(target, ast.Tuple | ast.List):
            for element in target.elts:
                self._assign(element, labels, None, scope, merge)
        elif isinstance(target, ast.Starred):
            self._assign(target.value, labels, None, scope, merge)

    # ---------------------------------------------------------------- expressions
    def _expr(self, node: ast.expr | None, scope: Scope) -> Labels:
        if node is None:
            return EMPTY
        if isinstance(node, ast.Constant):
            return (
                self._constant_labels(node.value, node.lineno)
                if isinstance(node.value, str)
                else EMPTY
            )
        if isinstance(node, ast.Name):
            return scope.lookup(node.id)
        if isinstance(node, ast.Call):
            return self._call(node, scope)
        if isinstance(node, ast.Attribute):
            if dotted(node, self.aliases) == "os.environ":
                self._capability(cap.ENV_READ, node.lineno, "whole environment")
                return frozenset({Taint("environ", "the whole environment", node.lineno)})
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                key = f"self.{node.attr}"
                labels = self.attrs.get(key, EMPTY)
                if self.reads is not None:
                    self.reads.append(("attr", key, labels))
                return labels
            return self._expr(node.value, scope)
        if isinstance(node, ast.Subscript):
            if dotted(node.value, self.aliases) == "os.environ":
                return self._env_read(node.slice, node.lineno, scope)
            labels = self._expr(node.value, scope) | self._expr(node.slice, scope)
            if _is_base_key(node.slice):
                labels = _addressed(labels)
            labels |= _personal_field(node.slice, node.lineno)
            if isinstance(node.slice, ast.Slice) and isinstance(node.slice.step, ast.UnaryOp):
                labels |= frozenset({Taint("decoded", "reversed string", node.lineno)})
            return labels
        if isinstance(node, ast.JoinedStr):
            return self._joined(node, scope)
        if isinstance(node, ast.Dict):
            found: set[Taint] = set()
            for field_key, value in zip(node.keys, node.values, strict=True):
                value_labels = self._expr(value, scope)
                if isinstance(field_key, ast.Constant) and isinstance(field_key.value, str):
                    if AUTH_FIELD.match(field_key.value):
                        value_labels = as_authentication(value_labels, parameters=True)
                    elif field_key.value.lower() not in _REQUEST_PARTS:
                        value_labels = as_sent_data(value_labels)
                found |= value_labels
            return frozenset(found)
        if isinstance(node, ast.Compare):
            for operand in [node.left, *node.comparators]:
                self._expr(operand, scope)
            return EMPTY
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
            for generator in node.generators:
                self._assign(generator.target, self._expr(generator.iter, scope), None, scope)
            parts = [node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt]
            return frozenset().union(*(self._expr(p, scope) for p in parts))
        if isinstance(node, ast.NamedExpr):
            labels = self._expr(node.value, scope)
            self._assign(node.target, labels, self._fold(node.value, scope), scope)
            return labels
        if isinstance(node, ast.Lambda):
            return EMPTY
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and _is_base(node.left):
            return _addressed(self._expr(node.left, scope)) | self._expr(node.right, scope)
        if isinstance(node, ast.IfExp):  # the test only chooses between the two values
            self._expr(node.test, scope)
            return self._expr(node.body, scope) | self._expr(node.orelse, scope)
        if isinstance(node, ast.Yield | ast.YieldFrom):  # a generator returns what it yields
            labels = self._expr(node.value, scope)
            if scope.summary is not None:
                scope.summary.add_return(labels, None)
            return EMPTY
        out: set[Taint] = set()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                out |= self._expr(child, scope)
        return frozenset(out)

    def _constant_labels(self, value: str, line: int) -> Labels:
        labels, credential = path_constant(value, line)
        if credential is not None:
            self._capability(cap.CREDENTIAL, line, credential)
        return labels

    def _joined(self, node: ast.JoinedStr, scope: Scope) -> Labels:
        labels: set[Taint] = set()
        previous = ""
        for index, part in enumerate(node.values):
            if isinstance(part, ast.Constant) and isinstance(part.value, str):
                labels |= self._constant_labels(part.value, node.lineno)
                previous = part.value
            elif isinstance(part, ast.FormattedValue):
                value_labels = self._expr(part.value, scope)
                if AUTH_PREFIX.search(previous):
                    value_labels = as_authentication(value_labels, parameters=True)
                if index == 0 and _is_base(part.value):
                    value_labels = _addressed(value_labels)
                labels |= value_labels
                previous = ""
        return frozenset(labels)

    def _env_read(self, key: ast.expr | None, line: int, scope: Scope) -> Labels:
        name = key.value if isinstance(key, ast.Constant) and isinstance(key.value, str) else None
        if name is None:
            self._expr(key, scope)
            passed = self._passed_names(key)
            if passed and self.function is not None:
                self.param_env_reads.setdefault(self.function.name, set()).add(line)
            passed = passed or self._assigned_names(key)
            if passed:
                return frozenset().union(*(self._env_read_named(n, line) for n in passed))
        return self._env_read_named(name, line)

    def _env_read_named(self, name: str | None, line: int) -> Labels:
        labels, kind, detail = env_variable(name, line)
        self._capability(kind, line, detail)
        return labels

    def _assigned_names(self, key: ast.expr | None) -> tuple[str, ...]:
        """The names written out in every assignment to the variable ``key``."""
        if not isinstance(key, ast.Name) or not self.nodes:
            return ()
        if self.name_tables is None:
            self.name_tables = name_tables(self.nodes[0])
        scope = self.function if self.function is not None else self.nodes[0]
        return assigned_env_names(scope, key.id, self.name_tables)

    def _passed_names(self, key: ast.expr | None) -> tuple[str, ...]:
        """The constant variable names the callers pass, when ``key`` is such a parameter."""
        function = self.function
        if function is None or not isinstance(key, ast.Name):
            return ()
        params = self.env_params.get(id(function))
        if params is None:
            if self.call_sites is None:
                self.call_sites = call_arguments(self.nodes)
            params = self.env_params[id(function)] = parameter_env_names(function, self.call_sites)
        return params.get(key.id, ())

    # ---------------------------------------------------------------- calls
    def _call(self, node: ast.Call, scope: Scope) -> Labels:
        name = dotted(node.func, self.aliases)
        last = name.rsplit(".", 1)[-1]
        line = node.lineno
        if name in (
            "os.getenv",
            "os.environ.get",
            "os.getenvb",
            "os.environ.setdefault",
            "os.environ.pop",
        ):
            for extra in node.args[1:]:
                self._expr(extra, scope)
            return self._env_read(node.args[0] if node.args else None, line, scope)
        category = None if self._own_method(node) else self._category(node, name, last)
        args = [self._expr(a, scope) for a in node.args]
        if (
            node.args
            and (category == "network" or name in _REQUEST_BUILDERS)
            and isinstance(node.args[0], ast.Attribute | ast.Subscript)
            and _is_base(node.args[0])
        ):
            args[0] = _addressed(args[0])  # ``requests.get(cfg["url"])``: where it connects
        library = self._library_call(node, scope)
        kwargs = {kw.arg: self._keyword(kw, scope, library) for kw in node.keywords}
        receiver = EMPTY
        if isinstance(node.func, ast.Attribute):
            receiver = self._expr(node.func.value, scope)
        elif isinstance(node.func, ast.Call):  # ``make(x)()``: the inner call runs first
            receiver = self._expr(node.func, scope)
        everything = frozenset().union(receiver, *args, *kwargs.values())
        if last == "get" and node.args and isinstance(node.func, ast.Attribute):
            if _is_base_key(node.args[0]):
                everything = _addressed(everything)
            everything |= _personal_field(node.args[0], line)
        if last in MESSAGE_PARTS and isinstance(node.func, ast.Attribute):
            # a mail message filled part by part carries the secrets put in it to where it
            # is sent (a document attached is what mail is for)
            parts = frozenset().union(*args, *kwargs.values())
            secrets = frozenset(t for t in parts if t.kind in SECRET_KINDS)
            self._assign(node.func.value, secrets, None, scope, merge=True)
        if last in _FILLING_METHODS and isinstance(node.func, ast.Attribute):
            # a list, set or dict filled item by item carries what was put in it; a dict's
            # auth field set by keyword (``params.update(password=pw)``) signs a request in
            filled = [
                as_authentication(labels, parameters=True)
                if key and AUTH_FIELD.match(key)
                else labels
                for key, labels in kwargs.items()
            ]
            put = frozenset().union(*args, *filled)
            if node.keywords or not all(isinstance(a, ast.Name) for a in node.args):
                put = put_in_collection(put)  # a whole value put in is kept whole
            self._assign(node.func.value, put, None, scope, merge=True)
        self.staged.write(everything)
        everything |= self._staged_file(node, name, last, everything, scope)
        if name in FILE_LOADERS:
            self._loaded_file(node, name, scope)

        if name in ("pathlib.Path.home", "Path.home", "os.path.expanduser") and (
            not node.args or self._fold(node.args[0], scope) in ("~", "~/")
        ):
            return everything | {Taint("home-path", "home directory", line)}
        if name.startswith("boto3") and last in _CLOUD_SECRET_READS:
            self._capability(cap.CREDENTIAL, line, name)
            return frozenset({Taint("env-secret", f"{last}() output", line)})
        if (
            name.startswith("keyring.")
            and last == "get_password"
            or name.startswith("browser_cookie3.")
        ):
            self._capability(cap.CREDENTIAL, line, name)
            return frozenset({Taint("credential", name, line)})
        if (
            last in DECODERS
            or name in CODE_LOADERS
            or (name == "codecs.decode" and self._is_rot13(node, scope))
            or is_chr_join(node)
        ):
            return everything | {self._decoded(node, last, scope)}
        if name in IDENTITY:
            return frozenset({Taint("identity", f"{name}()", line)})
        if name in _REGEX_CALLS and node.args:
            found = finds_sensitive_data(self._fold(node.args[0], scope) or "")
            if found:
                everything |= {Taint(PERSONAL_DATA, f"text matching a pattern of {found}", line)}
        if name in ("print", "sys.stdout.write", "pprint.pprint"):
            remote = sorted(t for t in everything if t.kind == "remote")
            if remote and self.recording:
                self.echoes.append((line, remote[0]))
            return EMPTY
        if name in NEUTRAL_CALLS:
            return EMPTY
        if name in QUOTING_CALLS:
            return as_process_data(everything)
        if last in KEY_DERIVATIONS and isinstance(node.func, ast.Attribute):
            # a signature or public key made with a secret is not the secret
            return frozenset(t for t in everything if t.kind not in _KEY_MATERIAL)
        if name in READERS or (last in READ_METHODS and isinstance(node.func, ast.Attribute)):
            everything = as_data(everything)
            receiver = as_data(receiver)

        if category == "network":
            self._capability(cap.NETWORK, line, name)
            sent = set(receiver).union(*args)
            if last in PATH_UPLOADS and args and not self._public_key(node.args[0], scope):
                sent |= credential_files_read(args[0])
            if last in _ADDRESS_ONLY:
                # where to connect, read from the user's settings, is no data sent
                sent = {t for t in sent if t.kind not in _LOCAL_DATA}
            for key, labels in kwargs.items():
                if key in NETWORK_AUTH_KW:
                    labels = as_authentication(labels, parameters=True)
                elif key in KEYFILE_KW:
                    labels = frozenset(t for t in labels if t.kind == "environ")
                sent |= labels
            wanted = _signs_in(sent) or any(t.kind in _ADDRESSED_KINDS for t in sent)
            address = self._address(node, scope) if wanted else ""
            site = SinkSite("network", name, line, destination=address)
            self._sink(site, frozenset(sent), scope)
            self._note_addressed_send(node, site, sent, scope)
            for taint in sorted(t for t in sent if t.kind == AUTH_SECRET):
                self._signed_send(taint.detail, address, line)
            return frozenset({Taint("remote", f"data fetched by {name}", line)})
        if category == "process":
            command = self._process(node, name, args, kwargs, scope)
            # the environment handed to the child is its setting, not what it prints
            everything -= kwargs.get("env", EMPTY) - frozenset().union(receiver, *args)
            store = _secret_store_read(command)
            if store:
                self._capability(cap.CREDENTIAL, line, store)
                everything |= {Taint("env-secret", store, line)}
        elif category == "code":
            self._code(node, name, args, scope)
        elif category == "deserialize":
            if name != "yaml.load" or not any(
                "Safe" in ast.unparse(k.value) for k in node.keywords
            ):
                labels = (args[0] if args else EMPTY) | self._packed_object(node, name, scope)
                self._sink(SinkSite("deserialize", name, line), labels, scope)
        elif name in DELETE or (
            last in ("unlink", "rmdir")
            and isinstance(node.func, ast.Attribute)
            and not name.startswith("os.")
        ):
            target = (
                node.args[0] if node.args and name in DELETE else getattr(node.func, "value", None)
            )
            self._deletion(target, line, scope)
        self._write_check(node, name, last, scope)

        deferred = deferred_call(node, name)
        if deferred is not None:
            self._run_later(node, *deferred, scope)
        callee = self._callee(node)
        if callee is not None:
            return self._apply_summary(callee, node, args, kwargs, scope)
        external = self._external_summary(node)
        if external is not None:
            return self._apply_summary(external[0], node, args, kwargs, scope, external[1])
        return everything

    def _keyword(self, keyword: ast.keyword, scope: Scope, library: bool) -> Labels:
        """Labels of a keyword argument; a secret passed to a library call as an
        authentication parameter (``api_key=``, ``token=``) signs a client or a call in, as
        in a dict's auth field, so what the call returns is the service's reply, not the
        secret (the script's own functions are followed through their summaries)."""
        labels = self._expr(keyword.value, scope)
        if library and keyword.arg and AUTH_FIELD.match(keyword.arg):
            return as_authentication(labels)
        return labels

    def _library_call(self, node: ast.Call, scope: Scope) -> bool:
        """A library function or method that is called (``acme.Speech.call``): not one of
        the script's own functions or a sibling module's, not a class (an object built with
        the secret keeps it), and not text or an object filled with its arguments
        (``BODY.format(token=...)``, ``replace(cfg, token=...)``)."""
        func = node.func
        if not isinstance(func, ast.Attribute) or not func.attr[:1].islower():
            return False
        if func.attr in _FILLED_WITH_ARGUMENTS or self._fold(func.value, scope) is not None:
            return False
        if isinstance(func.value, ast.Name) and func.value.id in ("self", "cls"):
            return False
        module = dotted(func, self.aliases).rsplit(".", 1)[0].rsplit(".", 1)[-1]
        return module not in self.external

    def _public_key(self, node: ast.expr, scope: Scope) -> bool:
        """The path names a public key (``id_ed25519.pub``): uploading it shares nothing secret."""
        return (self._fold(node, scope) or "").endswith(".pub")

    def _address(self, node: ast.Call, scope: Scope) -> str:
        """The address a network call is given (first argument or ``url=``), as folded text."""
        target = _address_node(node)
        return (self.folder.address(target, scope) or "") if target is not None else ""

    def _note_addressed_send(
        self, node: ast.Call, site: SinkSite, sent: set[Taint], scope: Scope
    ) -> None:
        """Record in the function's summary a secret that signs in a request whose address
        is a parameter (``self._get(url)``): each call then judges the address it passes."""
        target = _address_node(node)
        if scope.summary is None or not isinstance(target, ast.Name):
            return
        addresses = {t.detail for t in scope.lookup(target.id) if t.kind == "param"}
        secrets = tuple(
            sorted(
                t
                for t in sent
                if t.kind in (AUTH_SECRET, AUTH_PARAM)
                or (t.kind == "param" and t.detail not in addresses)
            )
        )
        if not secrets:
            return
        for index in addresses:
            scope.summary.addressed_sends.add((int(index), site, secrets))

    def _sends_addressed_here(
        self,
        callee: str,
        summary: FunctionSummary,
        node: ast.Call,
        actual: dict[int, Labels],
        scope: Scope,
    ) -> None:
        """Findings for an address written here and handed to a helper that sends a secret
        there (``self._get("https://webhook.site/x")``), its own or one this call passes in
        the session or headers it sends with, as if sent here."""
        for index, site, sent in sorted(summary.addressed_sends, key=lambda s: s[:2]):
            given = self._argument(node, summary.params, index)
            folded = self.folder.address(given, scope) if given is not None else None
            if not folded:
                continue
            passed = [
                as_authentication(actual.get(int(t.detail), EMPTY), parameters=True)
                for t in sent
                if t.kind in ("param", AUTH_PARAM)
            ]
            secrets = sorted(t for t in set(sent).union(*passed) if t.kind == AUTH_SECRET)
            if not secrets:
                continue
            for secret in secrets:
                self._signed_send(secret.detail, folded, node.lineno)
            via = f"argument '{summary.params[index]}' of {callee}() called at line {node.lineno}"
            destined = replace(site, destination=folded)
            for item in sink_flags(destined, list(secrets), via, calls=(node.lineno,)):
                if isinstance(item, Flag):
                    self._flag(item, node.lineno)

    def _name_list_items(self, node: ast.Assign, scope: Scope) -> None:
        """``PATHS = [home / ".claude" / "settings.json", ...]``: each item's constant text,
        for a later ``PATHS[0]``; of a map, each value for its key and, for a key known only
        at run time, its riskiest value."""
        target = node.targets[0]
        if not isinstance(target, ast.Name):
            return
        if isinstance(node.value, ast.Dict):
            values = []
            for key, value in list(zip(node.value.keys, node.value.values, strict=True))[:16]:
                folded = self._fold(value, scope)
                if folded and isinstance(key, ast.Constant) and isinstance(key.value, str):
                    scope.folds[item_key(target.id, key.value)] = folded
                    values.append(folded)
            risky = riskiest_item(values)
            if risky:
                scope.folds[item_key(target.id, ANY_ITEM)] = risky
            return
        if not isinstance(node.value, ast.List | ast.Tuple):
            return
        for index, element in enumerate(node.value.elts[:8]):
            folded = self._fold(element, scope)
            if folded:
                scope.folds[item_key(target.id, index)] = folded

    def _name_temporary_file(self, node: ast.Assign, scope: Scope) -> None:
        """``fd, path = tempfile.mkstemp(suffix=".py")``: the descriptor and the path name one
        file, so what ``os.fdopen(fd, "wb")`` writes is what a process given ``path`` runs."""
        call, target = node.value, node.targets[0]
        if not isinstance(call, ast.Call) or not isinstance(target, ast.Tuple):
            return
        names = [e.id for e in target.elts if isinstance(e, ast.Name)]
        if len(names) != 2 or dotted(call.func, self.aliases) != "tempfile.mkstemp":
            return
        suffix = next((self._fold(k.value, scope) for k in call.keywords if k.arg == "suffix"), "")
        named = f"/tmp/\x00tempfile{node.lineno}{suffix or ''}"
        for name in names:
            scope.folds[name] = named

    def _staged_file(
        self, node: ast.Call, name: str, last: str, everything: Labels, scope: Scope
    ) -> Labels:
        """A handle when the call opens a constant path for writing, what was staged there
        when it opens one for reading; ``write_text`` stores what it writes."""
        method = isinstance(node.func, ast.Attribute) and last in PATH_METHODS
        if last == "urlretrieve" and len(node.args) >= 2:  # the download saved at the path given
            saved = usable_path(self._fold(node.args[1], scope))
            if saved is not None:
                fetched = Taint("remote", f"data fetched by {last}", node.lineno)
                self.staged.write_to(saved, frozenset({fetched}))
            return EMPTY
        if name in UNPACKERS or last in ARCHIVE_EXTRACTORS and isinstance(node.func, ast.Attribute):
            self._unpacked(node, name, everything, scope)
            return EMPTY
        if name in COPIERS and len(node.args) >= 2:
            # a copy of a secret file is that secret: ``copy(history, "/tmp/h")`` stages it
            copy = usable_path(self._fold(node.args[1], scope))
            if copy is not None:
                self.staged.write_to(copy, as_data(everything))
            return EMPTY
        if name in OPENERS and node.args:
            target, mode_at = node.args[0], 1
        elif method and isinstance(node.func, ast.Attribute):
            target, mode_at = node.func.value, 0
        else:
            return EMPTY
        folded = self._fold(target, scope)
        path = usable_path(folded)
        if path is None:
            return self._unnamed_file(target, folded, last, everything)
        if last in WRITE_TEXT:
            self.staged.write_to(path, everything)
            return EMPTY
        mode = (
            self._fold(node.args[mode_at], scope)
            if len(node.args) > mode_at
            else next((self._fold(k.value, scope) for k in node.keywords if k.arg == "mode"), "")
        )
        if mode and re.search(r"[wax+]", mode):
            return self.staged.handle(path, node.lineno)
        labels = self.staged.read(path)
        if self.reads is not None:
            self.reads.append(("staged", path, labels))
        return labels

    def _unnamed_file(
        self, target: ast.expr, folded: str | None, last: str, everything: Labels
    ) -> Labels:
        """A file whose name is computed: one under a folder a fetched archive was unpacked
        into, or one a variable names, written with a download and read back through the
        same variable (only fetched or decoded data is kept that way, not secrets)."""
        key = _variable_file(target)
        if key is not None and last in WRITE_TEXT:
            fetched = frozenset(t for t in everything if t.kind in UNTRUSTED_KINDS)
            self.staged.write_to(key, fetched)
            return EMPTY
        kept = self.staged.programs.get(key, EMPTY) if key is not None else EMPTY
        return self.staged.unpacked(folded) | kept

    def _loaded_file(self, node: ast.Call, name: str, scope: Scope) -> None:
        """A Python file loaded as a module or run as a script (``runpy.run_path(p)``,
        ``spec_from_file_location(n, p)``): what was staged at that path is code."""
        at = 0 if name.endswith("run_path") else 1
        target = node.args[at] if len(node.args) > at else None
        target = target or next(
            (k.value for k in node.keywords if k.arg in ("path", "location", "path_name")), None
        )
        if target is None:
            return
        if scope.summary is not None:
            for taint in self._expr(target, scope):
                if taint.kind == "param":
                    scope.summary.param_loads.add((int(taint.detail), name))
        labels = self._programs_run([self._fold(target, scope), _variable_file(target)])
        if labels:
            self._sink(SinkSite("code", name, node.lineno), labels, scope)

    def _files_given(
        self, callee: str, summary: FunctionSummary, node: ast.Call, scope: Scope
    ) -> None:
        """A path passed to a helper that loads it as a Python file (``_run_loader(path)``):
        what was staged there is code run here."""
        for index, loader in sorted(summary.param_loads):
            given = self._argument(node, summary.params, index)
            if given is None:
                continue
            labels = self._programs_run([self._fold(given, scope), _variable_file(given)])
            if labels:
                site = SinkSite("code", f"{loader} (in {callee}())", node.lineno)
                self._sink(site, labels, scope)

    def _unpacked(self, node: ast.Call, name: str, everything: Labels, scope: Scope) -> None:
        """An archive unpacked into a folder (``tarfile.open(fileobj=...).extractall(d)``,
        ``shutil.unpack_archive(src, d)``): what it was fetched or decoded from (the labels
        of the call, its receiver's among them) is staged there for every file read or run
        from under it."""
        at = 1 if name in UNPACKERS else 0  # ``extractall``'s archive is its receiver
        folder_node = node.args[at] if len(node.args) > at else None
        folder_node = folder_node or next(
            (k.value for k in node.keywords if k.arg in ("path", "extract_dir")), None
        )
        folder = self._fold(folder_node, scope) if folder_node is not None else "."
        if folder:
            self.staged.unpack_to(folder, everything)

    def _category(self, node: ast.Call, name: str, last: str) -> str | None:
        return call_category(node, name, last, self.aliases, self.has_network_import)

    def _classify(self, node: ast.Call) -> str | None:
        name = dotted(node.func, self.aliases)
        return self._category(node, name, name.rsplit(".", 1)[-1])

    def _is_rot13(self, node: ast.Call, scope: Scope) -> bool:
        if len(node.args) < 2:
            return False
        codec = self._fold(node.args[1], scope) or ""
        return codec.replace("_", "").lower() in ("rot13", "hex", "base64", "zlib", "bz2")

    def _packed_object(self, node: ast.Call, name: str, scope: Scope) -> Labels:
        """A pickled or marshalled object written into the script itself (its encoding
        folded away already): what it runs is decided by whoever packed it."""
        if not node.args or not name.endswith(("loads", "jsonpickle.decode")):
            return EMPTY  # the other loaders take a file or its name, not the object
        packed = self._fold(node.args[0], scope)
        if not packed or len(packed) < 8:
            return EMPTY
        self.payloads[node.lineno] = packed
        return frozenset({Taint("decoded", "a literal packed object", node.lineno)})

    def _decoded(self, node: ast.Call, last: str, scope: Scope) -> Taint:
        kind = "rot13" if last == "decode" else last
        if node.args:
            raw = self._fold(node.args[0], scope)
            if raw and "\x00" not in raw:
                decoded = try_decode(kind, raw)
                if decoded:
                    self.payloads[node.lineno] = decoded
        return Taint("decoded", f"{last}() output", node.lineno)

    def _external_summary(self, node: ast.Call) -> tuple[str, FunctionSummary] | None:
        """Summary of a function imported from a sibling module of the package."""
        name = dotted(node.func, self.aliases)
        if "." not in name:
            return None
        module, function = name.rsplit(".", 1)
        stem = module.rsplit(".", 1)[-1]
        self.sibling_calls.add((stem, function))
        summary = self.external.get(stem, {}).get(function)
        return (f"{stem}.{function}", summary) if summary is not None else None

    def _run_later(
        self, node: ast.Call, function: ast.expr, arguments: list[ast.expr], scope: Scope
    ) -> None:
        """A function of the script scheduled on a thread, process or executor, applied to
        the arguments it is scheduled with."""
        call = ast.copy_location(ast.Call(func=function, args=arguments, keywords=[]), node)
        callee = self._callee(call)
        if callee is not None:
            self._apply_summary(callee, call, [self._expr(a, scope) for a in arguments], {}, scope)

    def _own_method(self, node: ast.Call) -> bool:
        """``api.publish(...)`` where ``api`` holds an instance of a class of the module that
        defines ``publish``: the module's own method, whatever a library's is called."""
        func = node.func
        return (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.attr in self.instances.get(func.value.id, ())
        )

    def _callee(self, node: ast.Call) -> str | None:
        func = node.func
        if isinstance(func, ast.Name):
            name = func.id
        elif (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.value.id in ("self", "cls")
        ) or self._own_method(node):
            assert isinstance(func, ast.Attribute)
            name = func.attr
        else:
            return None
        summary = self.summaries.get(name)
        if self.reads is not None:
            self.reads.append(("summary", name, summary))
        return name if summary is not None else None

    def _value_labels(self, value: ast.expr, scope: Scope) -> tuple[Labels, list[Labels] | None]:
        """The labels of an assigned or returned value, and those of each of its positions
        when they are known: a tuple written out of names, constants, calls and their
        combinations (one with a starred or assigning part is left whole), or a call of a
        summarised function that returns one (``url, key = load_config()``). Each part is
        evaluated once."""
        if isinstance(value, ast.Tuple | ast.List) and not any(
            isinstance(n, ast.Starred | ast.NamedExpr) for e in value.elts for n in ast.walk(e)
        ):
            elements = [self._expr(e, scope) for e in value.elts]
            return frozenset().union(*elements), elements
        labels = self._expr(value, scope)
        if isinstance(value, ast.Call):
            return labels, self.tuple_results.get(id(value))
        return labels, None

    def _apply_summary(
        self,
        callee: str,
        node: ast.Call,
        args: list[Labels],
        kwargs: dict[str | None, Labels],
        scope: Scope,
        summary: FunctionSummary | None = None,
    ) -> Labels:
        foreign = summary is not None
        summary = summary or self.summaries[callee]
        actual: dict[int, Labels] = dict(enumerate(args))
        for key, labels in kwargs.items():
            if key in summary.params:
                actual[summary.params.index(key)] = labels
        if not foreign:
            first = len(summary.params) - len(summary.captured)
            for index, name in enumerate(summary.captured, first):
                actual[index] = scope.lookup(name)
        labels = self._call_summary(summary, actual, callee, node.lineno, scope, foreign)
        self._sends_addressed_here(callee, summary, node, actual, scope)
        self._commands_given(callee, summary, node, scope)
        self._files_given(callee, summary, node, scope)
        labels = labels if foreign else self._own_env_names(callee, node, labels, scope)
        elements = returned_elements(summary, actual, labels)
        if elements is not None:
            self.tuple_results[id(node)] = elements
        return labels

    def _commands_given(
        self, callee: str, summary: FunctionSummary, node: ast.Call, scope: Scope
    ) -> None:
        """Findings for a command written here and handed to a helper that runs it
        (``run_ssh(host, "echo KEY >> ~/.ssh/authorized_keys")``), as if run here."""
        run = sorted({i for i, site in summary.param_sinks if site.category == "process"})
        for index in run:
            given = self._argument(node, summary.params, index)
            if given is None:
                continue
            folded = self.folder.command(given, scope)
            if folded.strip("\x00 "):
                self._command_flags(folded, node.lineno, f" (run by {callee}())")

    @staticmethod
    def _argument(node: ast.Call, params: list[str], index: int) -> ast.expr | None:
        """The expression a call passes for parameter ``index`` (by position or name)."""
        if index < len(node.args):
            argument = node.args[index]
            return None if isinstance(argument, ast.Starred) else argument
        name = params[index] if index < len(params) else None
        return next((k.value for k in node.keywords if name and k.arg == name), None)

    def _own_env_names(self, callee: str, node: ast.Call, labels: Labels, scope: Scope) -> Labels:
        """What a call of a helper that reads the variable its argument names returns: the
        variables this call names, not those other callers name
        (``_require("ACME_URL")`` returns no ``ACME_TOKEN``), when every argument is known."""
        lines = self.param_env_reads.get(callee)
        if not lines:
            return labels
        passed = [self._fold(a, scope) for a in [*node.args, *(k.value for k in node.keywords)]]
        if any(text is None for text in passed):
            return labels  # an argument named at run time may name any of them
        here = {f"environment variable {text}" for text in passed}
        return frozenset(
            t
            for t in labels
            if not (t.line in lines and t.detail.startswith("environment variable "))
            or t.detail in here
        )

    # ---------------------------------------------------------------- sinks
    def _sink(
        self,
        site: SinkSite,
        labels: Labels,
        scope: Scope,
        via: str = "",
        calls: tuple[int, ...] = (),
    ) -> None:
        if self.reads is not None:  # the policy shows the payload a decoded label names
            for taint in labels:
                if taint.kind == "decoded":
                    self.reads.append(("payload", taint.line, self.payloads.get(taint.line, "")))
        super()._sink(site, labels, scope, via, calls)

    def _payload_findings(self, payload: str, site: SinkSite) -> list[tuple[str, str, str, str]]:
        inner = PythonFlow(self.path, payload, self.depth + 1).run()
        if not inner.parsed:
            return [(h.aitech, h.severity, h.description, h.rule_id) for h in scan_command(payload)]
        return [(f.aitech, f.severity, f.description, f.rule_id) for f in inner.findings]

    def _reads_code_from_stdin(self, argv: ast.expr | None, scope: Scope) -> bool:
        """Whether the program of a literal argument vector may run its standard input as
        code: an interpreter or shell (``["bash"]``), or a program not known; ``vault kv
        put path key=-`` stores what it reads."""
        if not isinstance(argv, ast.List | ast.Tuple) or not argv.elts:
            return True
        program = self._program_name(argv.elts[0], scope)
        return program is None or program.rsplit("/", 1)[-1] in INTERPRETERS

    def _process(
        self,
        node: ast.Call,
        name: str,
        args: list[Labels],
        kwargs: dict[str | None, Labels],
        scope: Scope,
    ) -> str:
        """Record a process call as a sink and read its command; returns the folded command."""
        line = node.lineno
        command_node = (
            node.args[0]
            if node.args
            else next((k.value for k in node.keywords if k.arg in ("args", "cmd", "command")), None)
        )
        folded = self.folder.command(command_node, scope) if command_node is not None else ""
        self._capability(cap.PROCESS, line, f"{name} {folded.replace(chr(0), '…')[:80]}".strip())
        labels = set().union(*args) if args else set()
        argv = (
            literal_argv(command_node, self.nodes, line)
            if command_node is not None and command_node is (node.args[0] if node.args else None)
            else None
        )
        positions = (
            code_positions(argv, lambda e: self._program_name(e, scope))
            if argv is not None
            else None
        )
        if positions is not None:  # fetched values given as option values are data
            assert isinstance(argv, ast.List | ast.Tuple)
            labels = set(as_process_data(frozenset(labels))).union(
                *(self._expr(argv.elts[i], scope) for i in sorted(positions))
            )
            labels |= self._programs_run(
                [self._fold(argv.elts[i], scope) for i in sorted(positions)]
            )
        elif isinstance(argv, ast.List | ast.Tuple) and argv.elts:  # the program itself runs
            labels |= self._programs_run([self._fold(argv.elts[0], scope)])
        stdin_is_data = positions is not None and not self._reads_code_from_stdin(argv, scope)
        for key, value in kwargs.items():
            if key not in PROCESS_IGNORED_KW and key != "shell":
                labels |= as_process_data(value) if key == "input" and stdin_is_data else value
        self._sink(SinkSite("process", name, line, folded), frozenset(labels), scope)
        shell = bool(SHELL_IMPLIED.match(name)) or any(
            k.arg == "shell" and not (isinstance(k.value, ast.Constant) and not k.value.value)
            for k in node.keywords
        )
        constant = folded and "\x00" not in folded
        if shell and not constant and not any(t.kind in ("remote", "decoded") for t in labels):
            self._finding(
                "9.1",
                "low",
                line,
                f"{name} runs a shell command built from variable input (injection risk)",
                SHELL_INJECTION,
            )
        if isinstance(command_node, ast.Name) and command_node.id in self.loop_rows:
            for row in self.loop_rows[command_node.id]:
                command = self.folder.command(row, scope)
                self._command_flags(command, line, " (one of the commands run in a loop)")
        if self._command_flags(folded, line) and self.folder.is_split(command_node):
            self._finding(
                "9.2",
                "moderate",
                line,
                "suspicious command assembled from fragments",
                SPLIT_COMMAND,
            )
        return folded

    def _command_flags(self, command: str, line: int, how: str = "") -> bool:
        """Record the shell findings of the folded ``command`` run at ``line`` (``how``
        says how it is run); whether it had any."""
        found = command_findings(command)
        for finding in found:
            self._finding(
                finding.aitech,
                finding.severity,
                line,
                f"command {finding.description}{how}",
                finding.rule_id,
            )
        return bool(found)

    def _guarded_item(self, iterated: ast.expr, scope: Scope) -> str | None:
        """For a loop over a short list of paths (written out, a name given one, or what a
        function of the module returns from one, filtered or not), the start-up, git-hook or
        agent-configuration file among them: writing each in turn writes that one too."""
        tables = self._assignment_tables()
        if isinstance(iterated, ast.Call) and isinstance(iterated.func, ast.Name):
            helper = self.module_functions.get(iterated.func.id)
            if helper is None:
                return None
            returned = returned_sequence(helper)
            if returned is None:
                return None
            iterated, tables = returned, [single_assignments(helper), *tables[-1:]]
        sequence: ast.expr | None = iterated
        if isinstance(iterated, ast.Name):
            sequence = next((t[iterated.id] for t in tables if iterated.id in t), None)
        if not isinstance(sequence, ast.List | ast.Tuple) or len(sequence.elts) > _FEW_PATHS:
            return None
        return guarded_target([self._fold(item, scope) for item in sequence.elts])

    def _assignment_tables(self) -> list[dict[str, ast.expr]]:
        """The single assignments of the function being walked (if any), then the module's."""
        scopes = [self.tree] if self.function is None else [self.function, self.tree]
        for node in scopes:
            if id(node) not in self.assignments:
                self.assignments[id(node)] = (
                    assigned_once(self.nodes) if node is self.tree else single_assignments(node)
                )
        return [self.assignments[id(node)] for node in scopes]

    def _programs_run(self, paths: list[str | None]) -> Labels:
        """Fetched or decoded data written to a file that a process runs (see
        :meth:`StagedFiles.run_from`)."""
        labels = self.staged.run_from(paths)
        if self.reads is not None:
            for path in filter(None, map(usable_path, paths)):
                self.reads.append(("programs", path, self.staged.programs.get(path, EMPTY)))
        return labels

    def _code(self, node: ast.Call, name: str, args: list[Labels], scope: Scope) -> None:
        line = node.lineno
        self._capability(cap.CODE_EXEC, line, name)
        labels = args[0] if args else EMPTY
        self._sink(SinkSite("code", name, line), labels, scope)
        if not node.args:
            return
        folded = self._fold(node.args[0], scope)
        if folded is not None and "\x00" not in folded:
            if re.search(
                r"__import__|\bimport\s+(?:os|socket|subprocess|base64)|os\.system|urlopen|requests\.",
                folded,
            ):
                self._finding(
                    "9.2",
                    "moderate",
                    line,
                    f"{name}() of a constant string that hides code: {folded[:60]!r}",
                    CONSTANT_HIDDEN_CODE,
                )
            return
        if not any(t.kind in ("remote", "decoded") for t in labels) and name in ("eval", "exec"):
            self._finding(
                "9.1",
                "low",
                line,
                f"{name}() of a non-constant expression (code injection risk)",
                CODE_INJECTION,
            )

    def _deletion(self, target: ast.expr | None, line: int, scope: Scope) -> None:
        if target is None:
            return
        folded = self._fold(target, scope)
        scope_kind = deletion_scope(folded) if folded else None
        if scope_kind is None or folded is None:
            return
        self._capability(cap.DELETE, line, f"deletes {folded.replace(chr(0), '…')[:60]}")
        self._flag(deletion_flag(scope_kind), line)

    def _write_check(self, node: ast.Call, name: str, last: str, scope: Scope) -> None:
        target: ast.expr | None = None
        if name in ("open", "io.open", "codecs.open", "os.open") and node.args:
            mode = (
                self._fold(node.args[1], scope)
                if len(node.args) > 1
                else next(
                    (self._fold(k.value, scope) for k in node.keywords if k.arg == "mode"), "r"
                )
            )
            if mode and re.search(r"[wax+]", mode) or name == "os.open":
                target = node.args[0]
        elif last in ("write_text", "write_bytes", "symlink_to") and isinstance(
            node.func, ast.Attribute
        ):
            target = node.func.value
        elif last == "open" and isinstance(node.func, ast.Attribute) and node.args:
            mode = self._fold(node.args[0], scope) or ""
            if re.search(r"[wax+]", mode):
                target = node.func.value
        elif (
            name
            in (
                "shutil.copy",
                "shutil.copy2",
                "shutil.copyfile",
                "shutil.move",
                "os.rename",
                "os.replace",
                "os.symlink",
                "shutil.copytree",
            )
            and len(node.args) > 1
        ):
            target = node.args[1]
        if target is None or self._in_test_folder(target):
            return
        folded = self._fold(target, scope) or ""
        if not folded:
            return
        content = (
            self._fold(node.args[0], scope)
            if last in ("write_text", "write_bytes") and node.args
            else None
        )
        for flag in write_flags(folded, content):
            self._flag(flag, node.lineno)
        if writes_outside_workspace(folded):
            self._capability(
                cap.FILE_WRITE, node.lineno, f"writes {folded.replace(chr(0), '…')[:60]}"
            )

    def _startup_hook_handles(self, node: ast.With | ast.AsyncWith, scope: Scope) -> None:
        """``with open(<a .pth path>, "w") as f: f.write(<an import line>)``: the handle's
        writes are the file's content (``write_text`` passes it in one call)."""
        for item in node.items:
            call, handle = item.context_expr, item.optional_vars
            if not (
                isinstance(call, ast.Call)
                and dotted(call.func, self.aliases) in ("open", "io.open", "codecs.open")
                and call.args
                and isinstance(handle, ast.Name)
            ):
                continue
            path = self._fold(call.args[0], scope) or ""
            if not path.lower().endswith(".pth"):
                continue
            for inner in (n for statement in node.body for n in ast.walk(statement)):
                if (
                    isinstance(inner, ast.Call)
                    and dotted(inner.func, self.aliases)
                    in (f"{handle.id}.write", f"{handle.id}.writelines")
                    and inner.args
                    and runs_at_python_startup(path, self._fold(inner.args[0], scope) or "")
                ):
                    self._flag(startup_hook_flag(path), inner.lineno)
                    return

    def _in_test_folder(self, target: ast.expr) -> bool:
        """``target`` is a path under the temporary folder pytest hands the test function
        being walked (its ``tmp_path`` or ``tmpdir`` parameter): a fixture, not the
        user's files."""
        function = self.function
        if function is None:
            return False
        base: ast.expr = target
        local = single_assignments(function)
        for _ in range(_PATH_DEPTH):
            if isinstance(base, ast.Name) and base.id in local:
                base = local.pop(base.id)  # source = workspace / "AGENTS.md"
            elif isinstance(base, ast.BinOp):
                base = base.left  # tmp_path / "AGENTS.md"
            elif not isinstance(base, ast.Call):
                break
            elif dotted(base.func, self.aliases) in _PATH_WRAPPERS and base.args:
                base = base.args[0]  # os.path.join(tmpdir, "x"), str(tmp_path / "x")
            elif isinstance(base.func, ast.Attribute) and base.func.attr in _PATH_BUILDERS:
                base = base.func.value  # tmp_path.joinpath("x")
            else:
                break
        params = {a.arg for a in function.args.args}
        return isinstance(base, ast.Name) and base.id in _TEST_FOLDERS and base.id in params

    # ---------------------------------------------------------------- folding
    def _fold(self, node: ast.expr | None, scope: Scope) -> str | None:
        return self.folder.fold(node, scope)

    def _program_name(self, node: ast.expr, scope: Scope) -> str | None:
        """An argv element's constant text, or the dotted name it reads (``sys.executable``)."""
        folded = self._fold(node, scope)
        if folded is not None and "\x00" not in folded:
            return folded
        return dotted(node, self.aliases) if isinstance(node, ast.Attribute) else None


_FILLED_WITH_ARGUMENTS = frozenset(
    {"format", "format_map", "substitute", "safe_substitute", "replace", "update", "copy"}
    | {"model_copy", "evolve", "partial", "setdefault"}
)
"""Calls whose result holds the keyword arguments given (text, a copy, a bound call)."""


OPENERS = names(
    "open io.open codecs.open builtins.open aiofiles.open gzip.open bz2.open lzma.open "
    "pathlib.Path Path pathlib.PurePath pathlib.PosixPath sqlite3.connect "
    "zipfile.ZipFile ZipFile tarfile.open os.fdopen"
)
"""Calls that open (or name) a file by its path: where staged data is written and read (an
archive written member by member is staged like a file)."""


def _secret_store_read(command: str) -> str:
    """The secret-store command (``security find-generic-password`` ...) a process runs, or ''."""
    match = SECRET_STORE_COMMAND.search(command.replace("\x00", " "))
    return match.group(0) if match else ""


_UNKNOWN_KEY_WRITE = re.compile(
    r"(?:echo|printf)\s+[\"']?\s*X\s*[^\n>|;&]*>>?\s*\S*authorized_keys\b"
)
"""A line of a folded command writing into ``authorized_keys`` what the analysis cannot see."""
_PUBLIC_KEY = re.compile(r"\b(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-\S+)\s+AAAA")


def command_findings(folded: str) -> list[CommandHit]:
    """The shell findings of a folded command (unknown parts read as ``X``), except a key
    list rewritten from what the user gives: a key the code itself supplies is a planted
    one, a list the user passes in (an allow-list applied by a hardening fix) is theirs.

    >>> planted = "echo 'ssh-ed25519 AAAAC3 x@y' >> ~/.ssh/authorized_keys"
    >>> [f.rule_id for f in command_findings(planted)]
    ['persistence']
    >>> command_findings("printf '" + chr(0) + "' > ~/.ssh/authorized_keys")
    []
    """
    command = folded.replace("\x00", " X ")
    found = scan_command(command)
    if _UNKNOWN_KEY_WRITE.search(command) and not _PUBLIC_KEY.search(command):
        found = [f for f in found if f.rule_id != "persistence"]
    return found


FILE_LOADERS = names(
    "runpy.run_path importlib.util.spec_from_file_location importlib.machinery.SourceFileLoader"
)
"""Calls that load or run the Python file a path argument names."""


def _variable_file(target: ast.expr) -> str | None:
    """The key standing for the file a plain variable names when its text is computed
    (``mod_path``): a write and a later read or load through the same name meet there."""
    return f"\x00/{target.id}" if isinstance(target, ast.Name) else None


UNPACKERS = names("shutil.unpack_archive")
"""Calls that unpack the archive file their first argument names into a folder."""
ARCHIVE_EXTRACTORS = ("extractall",)
"""Methods of an open archive that unpack it into a folder."""
COPIERS = names("shutil.copy shutil.copy2 shutil.copyfile")
"""Calls that copy a file to a path: what the copy holds is read back from that path."""
WRITE_TEXT = ("write_text", "write_bytes")
PATH_METHODS = ("open", "read_text", "read_bytes", *WRITE_TEXT)
"""Methods of a path object that open, read or write the file it names."""


def analyse_python(
    path: str,
    text: str,
    external: dict[str, dict[str, FunctionSummary]] | None = None,
    staged: dict[str, Labels] | None = None,
    settings: dict[str, SettingValue] | None = None,
) -> FlowReport:
    """Analyse one Python file (text capped by the caller).

    ``external`` maps sibling module names (file stems) to their function summaries, so
    a call to a helper imported from another file of the package carries its taint;
    ``staged``: what sibling scripts wrote to paths this one reads; ``settings``: the
    package's settings by key, for the values a read of them folds to.
    """
    return PythonFlow(path, text, external=external, staged=staged, settings=settings).run()


def analyse_package(
    sources: list[tuple[str, str]],
    first_pass: Callable[[str, str], FlowReport] | None = None,
    settings: dict[str, SettingValue] | None = None,
) -> dict[str, FlowReport]:
    """Analyse all Python files of a package with cross-module function summaries.

    A first pass computes every module's summaries and staged files, a module that names a
    key of the package's ``settings`` with those values folded in (a helper's address read
    from them is then known to its callers); the second pass analyses again, with the
    summaries of its siblings and what they staged, each module that calls one of their
    functions (one level of helper-module indirection) or reads a path a sibling wrote
    secrets to. A module that does neither would come out the same.

    ``first_pass``: gives a module's report analysed alone (a cache of
    ``analyse_python(path, text)``); the reports it gives are not changed.
    """
    alone = first_pass or analyse_python
    first = {path: alone(path, text) for path, text in sources}
    configured = {path for path, text in sources if _names_a_setting(text, settings or {})}
    settled = {
        path: analyse_python(path, text, settings=settings) if path in configured else first[path]
        for path, text in sources
    }
    if len(sources) < 2:
        return settled
    external = {
        path.rsplit("/", 1)[-1].removesuffix(".pyw").removesuffix(".py"): report.summaries
        for path, report in settled.items()
        if report.parsed
    }
    offered = {(stem, name) for stem, summaries in external.items() for name in summaries}
    given = shared_staging({p: r.staged for p, r in settled.items() if r.staged is not None})
    if not offered and not given:
        return settled
    return {
        path: analyse_python(path, text, external, given.get(path), settings)
        if settled[path].sibling_calls & offered or path in given
        else settled[path]
        for path, text in sources
    }


def _counted(loop: ast.For | ast.AsyncFor) -> bool:
    """``for i, item in enumerate(xs)``: a count and an item of ``xs``."""
    return (
        isinstance(loop.iter, ast.Call)
        and isinstance(loop.iter.func, ast.Name)
        and loop.iter.func.id == "enumerate"
        and isinstance(loop.target, ast.Tuple)
        and len(loop.target.elts) == 2
    )


def _names_a_setting(text: str, settings: dict[str, SettingValue]) -> bool:
    """The module writes a settings key as a string (``cfg["edge_host"]``)."""
    return any(f'"{key}"' in text or f"'{key}'" in text for key in settings)


def _signs_in(sent: set[Taint]) -> bool:
    """A request carries a secret in an authentication field, or a parameter that may be one:
    only then does its address matter to the policy."""
    return any(t.kind in (AUTH_SECRET, AUTH_PARAM, "param", "param-data") for t in sent)
