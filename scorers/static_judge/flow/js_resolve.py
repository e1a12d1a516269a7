"""Names of a JavaScript/TypeScript script resolved through its imports and the objects
its calls create (``cp.exec`` -> ``child_process.exec``, ``ws.send`` -> ``WebSocket().send``).

Names split into string pieces to hide them resolve too: ``require('chil' + 'd_process')``,
``fs['read' + 'FileSync']``, ``globalThis[h]`` with ``const h = 'fet' + 'ch'``, and so do
modules loaded through a one-line wrapper (``const load = (n) => require(n)``) and members
taken from a module variable by destructuring (``const { exec: run } = cp``).
"""

from __future__ import annotations

from .js_names import module_name
from .js_syntax import (
    ARRAY_SEPARATOR,
    Node,
    call_arguments,
    literal_text,
    node_text,
    pattern_names,
    string_value,
)

_MAX_CONSTANT = 300
_GLOBAL_OBJECTS = frozenset({"globalThis", "global", "window", "self"})
"""``globalThis.fetch`` and ``window["fetch"]`` are ``fetch``."""
_MODULE_OBJECTS = frozenset({"module", "process.mainModule"})
"""Objects whose ``require`` loads a module like ``require`` itself."""


class NameResolver:
    """Learns a script's bindings once (:meth:`learn`), then resolves callees."""

    def __init__(self) -> None:
        self.aliases: dict[str, str] = {}
        """Local name -> resolved module member (``exec`` -> ``child_process.exec``)."""
        self.instances: dict[str, str] = {}
        """Variable -> the call that created it (``ws`` -> ``WebSocket()``)."""
        self.constants: dict[str, str] = {}
        """Name declared once with a string built from literals -> that string (an array
        of such strings is kept under ``name[]``, its items joined by a separator)."""
        self.loaders: set[str] = {"require", "import"}
        """Functions that load a module: ``require`` and one-line wrappers around it."""

    def learn(self, root: Node) -> None:
        """Learn ``require``/``import`` aliases, then the objects that calls create."""
        declarators = []
        stack = [root]
        while stack:
            node = stack.pop()
            if node.type == "import_statement":
                self._import(node)
            elif node.type == "variable_declarator":
                declarators.append(node)
                value = node.child_by_field_name("value")
                self._learn_loader(node.child_by_field_name("name"), value)
            elif node.type == "function_declaration":
                self._learn_loader(node.child_by_field_name("name"), node)
            stack.extend(node.named_children)
        declarators.sort(key=lambda n: n.start_byte)
        self._learn_constants(declarators)
        for node in declarators:
            target, value = node.child_by_field_name("name"), node.child_by_field_name("value")
            module = self.required(value)
            if (
                module is None
                and target is not None
                and target.type == "object_pattern"
                and value is not None
                and value.type == "identifier"
            ):
                module = self.aliases.get(node_text(value))
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
            if value.type in ("identifier", "member_expression", "subscript_expression"):
                self._alias_member(node_text(target), value)
                continue
            if value.type not in ("call_expression", "new_expression") or self.required(value):
                continue
            callee = value.child_by_field_name("function") or value.child_by_field_name(
                "constructor"
            )
            name = self.dotted(callee)
            if name.rsplit(".", 1)[-1] == "promisify" and call_arguments(value):
                self.aliases[node_text(target)] = self.dotted(call_arguments(value)[0])
            elif name != "?":
                self.instances[node_text(target)] = f"{name}()"

    def _learn_loader(self, target: Node | None, function: Node | None) -> None:
        """``(n) => require(n)`` or ``function load(n) { return require(n); }``: calling
        the function loads the module its argument names."""
        if target is None or target.type != "identifier" or function is None:
            return
        if function.type not in ("arrow_function", "function_expression", "function_declaration"):
            return
        params = function.child_by_field_name("parameters") or function.child_by_field_name(
            "parameter"
        )
        body = function.child_by_field_name("body")
        names = pattern_names(params)
        if len(names) != 1 or body is None:
            return
        if body.type == "statement_block":
            statements = [c for c in body.named_children if c.type != "comment"]
            if len(statements) != 1 or statements[0].type != "return_statement":
                return
            body = statements[0].named_children[0] if statements[0].named_children else None
        if body is None or body.type != "call_expression":
            return
        args = call_arguments(body)
        if (
            node_text(body.child_by_field_name("function")) == "require"
            and len(args) == 1
            and node_text(args[0]) == names[0]
        ):
            self.loaders.add(node_text(target))

    def _learn_constants(self, declarators: list[Node]) -> None:
        """Names declared once, with a value :func:`literal_text` can read (or an array of
        such values)."""
        seen: set[str] = set()
        for node in declarators:
            target = node.child_by_field_name("name")
            if target is None or target.type != "identifier":
                continue
            name = node_text(target)
            value = node.child_by_field_name("value")
            text = literal_text(value, self.constants)
            if text is None and value is not None and value.type == "array":
                items = [literal_text(e, self.constants) for e in value.named_children]
                if items and all(i is not None for i in items):
                    name, text = f"{name}[]", ARRAY_SEPARATOR.join(i or "" for i in items)
            if name in seen:
                self.constants.pop(name, None)
            elif text is not None and len(text) <= _MAX_CONSTANT:
                self.constants[name] = text
            seen.add(name)

    def _alias_member(self, name: str, value: Node) -> None:
        """``const g = globalThis`` or ``const run = cp[fn]``: a new name for a global
        object or a module member."""
        root: Node | None = value
        while root is not None and root.type in ("member_expression", "subscript_expression"):
            root = root.child_by_field_name("object")
        if root is None or root.type != "identifier":
            return
        known = node_text(root) in self.aliases or node_text(root) in _GLOBAL_OBJECTS
        resolved = self.dotted(value)
        if known and resolved != "?" and "(" not in resolved:
            self.aliases.setdefault(name, resolved)

    def _bind_module(self, target: Node, module: str) -> None:
        """``const fs = require("fs")`` or ``const { exec: run } = require("child_process")``."""
        if target.type == "identifier":
            self.aliases[node_text(target)] = module
        for child in target.named_children if target.type == "object_pattern" else []:
            key = child.child_by_field_name("key") if child.type == "pair_pattern" else child
            for local in pattern_names(child):
                self.aliases[local] = f"{module}.{node_text(key)}"

    def _import(self, node: Node) -> None:
        source = string_value(node.child_by_field_name("source"))
        if source is None:
            return
        module = module_name(source)
        for clause in (c for c in node.named_children if c.type == "import_clause"):
            for part in clause.named_children:
                if part.type == "identifier":
                    self.aliases[node_text(part)] = module
                elif part.type == "namespace_import":
                    for ident in part.named_children:
                        self.aliases[node_text(ident)] = module
                elif part.type == "named_imports":
                    for spec in part.named_children:
                        name = spec.child_by_field_name("name")
                        alias = spec.child_by_field_name("alias") or name
                        if name is not None and alias is not None:
                            self.aliases[node_text(alias)] = f"{module}.{node_text(name)}"

    def required(self, node: Node | None) -> str | None:
        """``fs`` for ``require("node:fs")``, ``fs.promises`` for ``require("fs").promises``."""
        if node is None:
            return None
        if node.type == "member_expression":
            inner = self.required(node.child_by_field_name("object"))
            prop = node_text(node.child_by_field_name("property"))
            return f"{inner}.{prop}" if inner else None
        if node.type == "call_expression" and self._loads(node.child_by_field_name("function")):
            args = call_arguments(node)
            spec = literal_text(args[0], self.constants) if args else None
            return module_name(spec) if spec else None
        if node.type in ("await_expression", "parenthesized_expression") and node.named_children:
            return self.required(node.named_children[0])
        return None

    def _loads(self, callee: Node | None) -> bool:
        """``require``, a wrapper around it, or the module object's own ``require``
        (``module.require``, ``module['req' + 'uire']``)."""
        if callee is None:
            return False
        if node_text(callee) in self.loaders:
            return True
        key: str | None
        if callee.type == "member_expression":
            key = node_text(callee.child_by_field_name("property"))
        elif callee.type == "subscript_expression":
            key = literal_text(callee.child_by_field_name("index"), self.constants)
        else:
            return False
        owner = callee.child_by_field_name("object")
        return key == "require" and owner is not None and node_text(owner) in _MODULE_OBJECTS

    def dotted(self, node: Node | None) -> str:
        """Resolved dotted name of a callee (``?`` when it is not a plain name)."""
        if node is None:
            return "?"
        if node.type == "import":
            return "import"
        if node.type in ("identifier", "this", "super"):
            name = node_text(node)
            return self.instances.get(name) or self.aliases.get(name, name)
        if node.type in ("member_expression", "subscript_expression"):
            key = (
                node_text(node.child_by_field_name("property"))
                if node.type == "member_expression"
                else literal_text(node.child_by_field_name("index"), self.constants)
            )
            if key is None:
                return "?"
            owner = self.dotted(node.child_by_field_name("object"))
            return key if owner in _GLOBAL_OBJECTS else f"{owner}.{key}"
        if node.type in ("call_expression", "new_expression"):
            module = self.required(node)
            if module is not None:
                return module
            callee = node.child_by_field_name("function") or node.child_by_field_name("constructor")
            return f"{self.dotted(callee)}()"
        if node.type in ("parenthesized_expression", "non_null_expression", "await_expression"):
            return self.dotted(node.named_children[0]) if node.named_children else "?"
        return "?"
