"""Constant folding of JavaScript/TypeScript expressions: best-effort text of commands,
paths and decoded payloads; unknown parts become NUL.

>>> from .js_parse import parse_script
>>> from .js_resolve import NameResolver
>>> from .taint import Scope
>>> tree = parse_script("x = path.join(os.homedir(), '.ss' + 'h')")
>>> JsFolder(NameResolver()).fold(tree.root_node.named_children[0].named_children[0]
...     .child_by_field_name("right"), Scope())
'~/.ssh'
"""

from __future__ import annotations

from .decoding import decode_encoding, try_decode
from .js_resolve import NameResolver
from .js_syntax import Node, call_arguments, literal_text, node_text, string_value, unescape
from .taint import Scope


class JsFolder:
    """Folds expressions of one script, resolving callees with its :class:`NameResolver`."""

    def __init__(self, names: NameResolver) -> None:
        self.names = names
        self.returned: dict[str, str] = {}
        """Function name -> the path it returns, when that folds (``return target``)."""

    def fold(self, node: Node | None, scope: Scope) -> str | None:
        """Best-effort constant text of an expression; unknown parts become NUL."""
        if node is None:
            return None
        kind = node.type
        if kind == "string":
            return string_value(node)
        if kind == "template_string":
            parts = []
            for part in node.named_children:
                if part.type == "string_fragment":
                    parts.append(unescape(node_text(part)))
                elif part.type == "template_substitution" and part.named_children:
                    parts.append(self.fold(part.named_children[0], scope) or "\x00")
            return "".join(parts)
        if kind == "identifier":
            name = node_text(node)
            folded = scope.fold(name)
            return folded if folded is not None else self.names.constants.get(name)
        if kind == "binary_expression" and node_text(node.child_by_field_name("operator")) == "+":
            left = self.fold(node.child_by_field_name("left"), scope) or "\x00"
            return left + (self.fold(node.child_by_field_name("right"), scope) or "\x00")
        if kind in (
            "parenthesized_expression",
            "as_expression",
            "non_null_expression",
            "await_expression",
        ):
            return self.fold(node.named_children[0], scope) if node.named_children else None
        if kind == "array":
            return " ".join(self.fold(e, scope) or "\x00" for e in node.named_children)
        if kind == "ternary_expression":  # either branch may run: the first that folds
            branches = (node.child_by_field_name(f) for f in ("consequence", "alternative"))
            return next((f for b in branches if (f := self.fold(b, scope)) is not None), None)
        if kind == "number":
            return node_text(node)
        if kind == "member_expression" and node_text(node) in (
            "process.env.HOME",
            "process.env.USERPROFILE",
        ):
            return "~"
        if kind == "call_expression":
            return self._call(node, scope)
        return None

    def _call(self, node: Node, scope: Scope) -> str | None:
        callee = node.child_by_field_name("function")
        name = self.names.dotted(callee)
        if callee is not None and callee.type == "identifier" and name in self.returned:
            return self.returned[name]
        args = call_arguments(node)
        folded = [self.fold(a, scope) or "\x00" for a in args]
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
        method = node_text(callee.child_by_field_name("property"))
        receiver = callee.child_by_field_name("object")
        if method == "join" and receiver is not None and receiver.type == "array":
            separator = folded[0] if folded else ","
            return separator.join(self.fold(e, scope) or "\x00" for e in receiver.named_children)
        if method == "join" and receiver is not None and receiver.type == "identifier":
            return literal_text(node, self.names.constants)
        if (
            method == "toString"
            and receiver is not None
            and receiver.type == "call_expression"
            and self.names.dotted(receiver.child_by_field_name("function")) == "Buffer.from"
        ):
            inner = call_arguments(receiver)
            raw = self.fold(inner[0], scope) if inner else None
            encoding = self.fold(inner[1], scope) if len(inner) > 1 else None
            if raw and "\x00" not in raw:
                return decode_encoding(encoding, raw)
        if method in ("trim", "toString", "replace", "concat") and receiver is not None:
            base = self.fold(receiver, scope)
            return base + "".join(folded) if method == "concat" and base is not None else base
        return None
