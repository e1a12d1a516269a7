"""Undo common Python disguises before analysis, on the syntax tree (nothing runs).

- ``"o" + "s"``, ``"".join(["o", "s"])``, ``chr(111) + chr(115)``, ``bytes([111, 115])``
  and ``"%s" % "x"`` fold to one constant;
- ``codecs.decode(CONST, "rot13")``, ``base64.b64decode(CONST)``, ``bytes.fromhex(CONST)``,
  ``binascii.unhexlify(CONST)`` and ``urllib.parse.unquote(CONST)`` fold to the decoded
  text, repeatedly (decoding chains);
- ``__import__(CONST)`` and ``importlib.import_module(CONST)`` become the module name,
  ``getattr(obj, CONST)`` becomes ``obj.CONST``;
- a builtin looked up by name in a namespace (``globals()["__builtins__"]["exec"]``,
  ``vars(builtins)["eval"]``, ``__builtins__.exec``) becomes the builtin's name;
- ``exec(CONST)`` of constant source becomes that source's statements, so the data-flow
  engine reads hidden code like any other code;
- a name bound once to a module, a module's function or a code-running builtin
  (``m = __import__("os")``, ``f = getattr(__builtins__, "exec")``, ``run = os.system``)
  is replaced by what it names wherever it is read.

Line numbers of rewritten nodes stay those of the original expression.

>>> import ast
>>> tree = normalise(ast.parse('getattr(__import__("o" + "s"), "sys" + "tem")("id")'))
>>> ast.unparse(tree)
"os.system('id')"
"""

from __future__ import annotations

import ast
import base64
import binascii
import codecs
import functools
import urllib.parse
import zlib
from dataclasses import dataclass

from .textutil import indent_width

MAX_INLINE_DEPTH = 3
MAX_CONSTANT = 200_000

_DECODERS = {
    "b64decode": lambda data: base64.b64decode(data + b"=" * (-len(data) % 4)),
    "urlsafe_b64decode": lambda data: base64.urlsafe_b64decode(data + b"=" * (-len(data) % 4)),
    "b32decode": base64.b32decode,
    "b16decode": base64.b16decode,
    "a85decode": base64.a85decode,
    "b85decode": base64.b85decode,
    "unhexlify": binascii.unhexlify,
    "a2b_hex": binascii.unhexlify,
    "a2b_base64": binascii.a2b_base64,
    "fromhex": lambda data: bytes.fromhex(data.decode("latin-1")),
    "decompress": lambda data: zlib.decompressobj().decompress(data, MAX_CONSTANT),
}
_TEXT_CODECS = {"rot13", "rot_13", "base64", "hex", "zlib", "bz2"}
_LOOKED_UP_BUILTINS = frozenset({"exec", "eval", "compile", "__import__", "getattr", "open"})
"""Builtins worth hiding behind a lookup by name (they run code, import or read)."""
_NAMESPACE_CALLS = frozenset({"globals", "locals", "vars"})


def _builtins_namespace(node: ast.AST) -> bool:
    """``__builtins__``, ``builtins.__dict__``, ``vars(builtins)``, ``globals()`` and the like:
    a mapping in which a builtin can be looked up by its name."""
    if isinstance(node, ast.Name):
        return node.id in ("__builtins__", "builtins")
    if isinstance(node, ast.Attribute):
        return node.attr == "__dict__" and _builtins_namespace(node.value)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id in _NAMESPACE_CALLS and (
            not node.args or _builtins_namespace(node.args[0])
        )
    return False


def _text(value: object) -> str | None:
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return None


def _const(node: ast.AST) -> str | bytes | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str | bytes):
        return node.value
    return None


def _name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_name(node.value)}.{node.attr}"
    return "?"


def _module_expr(dotted: str, like: ast.AST) -> ast.expr:
    parts = dotted.split(".")
    node: ast.expr = ast.copy_location(ast.Name(parts[0], ast.Load()), like)
    for part in parts[1:]:
        node = ast.copy_location(ast.Attribute(node, part, ast.Load()), like)
    return node


class _Normaliser(ast.NodeTransformer):
    def __init__(self, depth: int) -> None:
        self.depth = depth
        self.changed = False

    def _constant(self, value: str | bytes, like: ast.AST) -> ast.expr:
        self.changed = True
        return ast.copy_location(ast.Constant(value), like)

    def visit_BinOp(self, node: ast.BinOp) -> ast.expr:
        self.generic_visit(node)
        return self.fold_binop(node)

    def fold_binop(self, node: ast.BinOp) -> ast.expr:
        """The fold of one ``+``/``%`` whose operands are already folded."""
        left, right = _const(node.left), _const(node.right)
        if isinstance(node.op, ast.Add) and left is not None and type(left) is type(right):
            joined = left + right  # type: ignore[operator]  # same type, checked above
            if len(joined) <= MAX_CONSTANT:
                return self._constant(joined, node)
        if isinstance(node.op, ast.Mod) and isinstance(left, str) and isinstance(right, str):
            try:
                return self._constant(left % right, node)
            except (TypeError, ValueError):
                return node
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        return self.fold_call(node)

    def visit_Subscript(self, node: ast.Subscript) -> ast.AST:
        self.generic_visit(node)
        return self.fold_lookup(node)

    def fold_lookup(self, node: ast.Subscript | ast.Attribute) -> ast.AST:
        """``globals()["__builtins__"]["exec"]`` or ``__builtins__.exec``: the builtin."""
        key = _const(node.slice) if isinstance(node, ast.Subscript) else node.attr
        if not isinstance(node.ctx, ast.Load) or not _builtins_namespace(node.value):
            return node
        namespace = key == "__builtins__" and isinstance(node.value, ast.Call)
        if key in _LOOKED_UP_BUILTINS or namespace:
            self.changed = True
            return ast.copy_location(ast.Name(str(key), ast.Load()), node)
        return node

    def fold_call(self, node: ast.Call) -> ast.AST:
        """The fold of one call whose arguments are already folded."""
        name = _name(node.func)
        last = name.rsplit(".", 1)[-1]
        args = [_const(a) for a in node.args]
        first = args[0] if args else None
        if name == "chr" and node.args and isinstance(node.args[0], ast.Constant):
            code = node.args[0].value
            if isinstance(code, int) and 0 <= code < 0x110000:
                return self._constant(chr(code), node)
        if name in ("bytes", "bytearray") and node.args and isinstance(node.args[0], ast.List):
            values = [e.value for e in node.args[0].elts if isinstance(e, ast.Constant)]
            if len(values) == len(node.args[0].elts) and all(
                isinstance(v, int) and 0 <= v < 256 for v in values
            ):
                return self._constant(bytes([v for v in values if isinstance(v, int)]), node)
        if last == "join" and isinstance(node.func, ast.Attribute) and node.args:
            separator = _const(node.func.value)
            items = node.args[0]
            if isinstance(separator, str) and isinstance(items, ast.List | ast.Tuple):
                parts = [_const(e) for e in items.elts]
                if all(isinstance(p, str) for p in parts):
                    return self._constant(separator.join(str(p) for p in parts), node)
        if name in ("__import__", "importlib.import_module", "import_module") and isinstance(
            first, str
        ):
            self.changed = True
            return _module_expr(first, node)
        if name == "getattr" and len(node.args) >= 2 and isinstance(args[1], str):
            attribute = args[1]
            if attribute.isidentifier():
                self.changed = True
                found = ast.copy_location(ast.Attribute(node.args[0], attribute, ast.Load()), node)
                return self.fold_lookup(found)
        if first is not None:
            decoded = self._decode(name, last, first, node)
            if decoded is not None:
                return self._constant(decoded, node)
        if last in ("decode", "encode") and isinstance(node.func, ast.Attribute):
            receiver = _const(node.func.value)
            if receiver is not None and not node.args:
                text = _text(receiver)
                if text is not None:
                    return self._constant(text if last == "decode" else text.encode(), node)
        return node

    def _decode(
        self, name: str, last: str, value: str | bytes, node: ast.Call
    ) -> str | bytes | None:
        data = value.encode("latin-1", "replace") if isinstance(value, str) else value
        try:
            if last in _DECODERS and last != "decompress" or name.endswith("zlib.decompress"):
                return _DECODERS[last](data)
            if last in ("unquote", "unquote_plus") and isinstance(value, str):
                return (
                    urllib.parse.unquote_plus(value)
                    if last.endswith("plus")
                    else (urllib.parse.unquote(value))
                )
            if name.endswith("codecs.decode") or name == "decode":
                codec = _const(node.args[1]) if len(node.args) > 1 else None
                if isinstance(codec, str) and codec.lower().replace("-", "_") in {
                    c.replace("-", "_") for c in _TEXT_CODECS
                }:
                    text = _text(value)
                    if codec.lower().startswith("rot") and text is not None:
                        return codecs.decode(text, "rot13")
                    return codecs.decode(data, codec)
        except (ValueError, binascii.Error, zlib.error, LookupError, TypeError):
            return None
        return None

    def visit_Expr(self, node: ast.Expr) -> ast.AST | list[ast.stmt]:
        self.generic_visit(node)
        return self.fold_expr(node)

    def fold_expr(self, node: ast.Expr) -> ast.AST | list[ast.stmt]:
        """An ``exec(CONST)`` statement followed by the statements of its source."""
        call = node.value
        if (
            isinstance(call, ast.Call)
            and _name(call.func) in ("exec", "eval", "builtins.exec")
            and call.args
            and self.depth < MAX_INLINE_DEPTH
        ):
            source = _text(_const(call.args[0]))
            if source is not None:
                try:
                    inner = ast.parse(source)
                except (SyntaxError, ValueError, RecursionError):
                    return node
                inner = _Normaliser(self.depth + 1).visit(inner)
                for child in ast.walk(inner):
                    if hasattr(child, "lineno"):
                        child.lineno = node.lineno
                        # hasattr guards this at run time; mypy does not narrow AST by it
                        child.end_lineno = node.lineno  # type: ignore[attr-defined]
                self.changed = True
                return [node, *inner.body]
        return node


def normalise(tree: ast.Module) -> ast.Module:
    """The tree with string building, decoding chains and dynamic lookups folded, and its
    aliases read through (in place)."""
    folded = _folded(tree)
    read = read_through_aliases(folded)
    return folded if read is None else _folded(read)  # what an alias hid may fold now


def _folded(tree: ast.Module) -> ast.Module:
    normaliser = _Normaliser(0)
    try:
        result = normaliser.visit(tree)
    except RecursionError:
        return tree
    return ast.fix_missing_locations(result) if normaliser.changed else result


_ALIASED_MODULES = frozenset(
    {
        "os", "subprocess", "builtins", "importlib", "socket", "urllib", "requests", "httpx",
        "ctypes", "pty", "shutil", "marshal", "pickle", "base64", "zlib", "codecs", "sys",
    }
)  # fmt: skip
"""Modules whose functions run code, start processes or reach the network: aliases of them
are read through even when the file never imports them by name (``__import__`` folded)."""


def _dotted_root(node: ast.AST) -> str | None:
    """The root name of ``a`` or ``a.b.c`` (names and attributes only), else None."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def _aliases(nodes: list[ast.AST]) -> dict[str, ast.expr]:
    """Names bound exactly once, to a module, a module's attribute or a code-running builtin."""
    imported: set[str] = set()
    bound: dict[str, int] = {}
    assigned: list[tuple[str, ast.expr]] = []  # ``name = a.b``, in the order written
    for node in nodes:  # one pass: most nodes are names
        if isinstance(node, ast.Name):
            if not isinstance(node.ctx, ast.Load):
                bound[node.id] = bound.get(node.id, 0) + 1
        elif isinstance(node, ast.Assign):
            if (
                len(node.targets) == 1
                and isinstance(target := node.targets[0], ast.Name)
                and isinstance(node.value, ast.Name | ast.Attribute)
            ):
                assigned.append((target.id, node.value))
        elif isinstance(node, ast.arg | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            name = node.arg if isinstance(node, ast.arg) else node.name
            bound[name] = bound.get(name, 0) + 2  # a parameter or a definition: never an alias
        elif isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                name = (alias.asname or alias.name).split(".")[0]
                bound[name] = bound.get(name, 0) + 2
                imported.add(name)
    roots = _LOOKED_UP_BUILTINS | _ALIASED_MODULES | imported
    return {
        name: value
        for name, value in assigned
        if bound.get(name) == 1 and _dotted_root(value) in roots and name not in roots
    }


class _AliasReader(ast.NodeTransformer):
    """Reads of an alias replaced by a copy of what it names (at the read's position)."""

    def __init__(self, aliases: dict[str, ast.expr]) -> None:
        self.aliases = aliases

    def visit_Name(self, node: ast.Name) -> ast.AST:
        value = self.aliases.get(node.id)
        if value is None or not isinstance(node.ctx, ast.Load):
            return node
        return ast.copy_location(_copied(value), node)


def _copied(node: ast.expr) -> ast.expr:
    if isinstance(node, ast.Attribute):
        return ast.Attribute(_copied(node.value), node.attr, ast.Load())
    assert isinstance(node, ast.Name)
    return ast.Name(node.id, ast.Load())


def read_through_aliases(tree: ast.Module) -> ast.Module | None:
    """The tree with its aliases read through (see the module's notes), else None when it
    has none."""
    aliases = _aliases(walk(tree))
    if not aliases:
        return None
    try:
        return ast.fix_missing_locations(_AliasReader(aliases).visit(tree))
    except RecursionError:
        return None


def _would_change(nodes: list[ast.AST]) -> bool:
    """True when :func:`normalise` would rewrite anything in the tree of ``nodes``.

    The transformer rewrites bottom-up, so its first rewrite is of a node whose children
    are still the parsed ones: trying each node's fold on the parsed tree finds it. The
    folds only build new nodes; the tree is left as it was.
    """
    probe = _Normaliser(0)
    try:
        for node in nodes:
            if isinstance(node, ast.BinOp):
                probe.fold_binop(node)
            elif isinstance(node, ast.Call):
                probe.fold_call(node)
            elif isinstance(node, ast.Expr):
                probe.fold_expr(node)
            elif isinstance(node, ast.Subscript):
                probe.fold_lookup(node)
            if probe.changed:
                return True
    except RecursionError:
        return True  # let normalise itself decide
    return False


def walk(tree: ast.AST) -> list[ast.AST]:
    """Every node of ``tree`` in :func:`ast.walk` order (breadth first), as a list."""
    nodes = [tree]
    fields = _FIELDS
    index = 0
    while index < len(nodes):
        node = nodes[index]
        index += 1
        names = fields.get(type(node))
        if names is None:
            names = fields[type(node)] = node._fields
        for name in names:
            value = getattr(node, name, None)
            if isinstance(value, ast.AST):
                nodes.append(value)
            elif isinstance(value, list):
                nodes.extend(item for item in value if isinstance(item, ast.AST))
    return nodes


def child_nodes(node: ast.AST) -> list[ast.AST]:
    """The children of ``node`` in :func:`ast.iter_child_nodes` order, as a list."""
    names = _FIELDS.get(type(node))
    if names is None:
        names = _FIELDS[type(node)] = node._fields
    children: list[ast.AST] = []
    for name in names:
        value = getattr(node, name, None)
        if isinstance(value, ast.AST):
            children.append(value)
        elif isinstance(value, list):
            children.extend(item for item in value if isinstance(item, ast.AST))
    return children


_FIELDS: dict[type, tuple[str, ...]] = {}


@dataclass(frozen=True)
class ParsedModule:
    """A normalised syntax tree and all its nodes in :func:`ast.walk` order. Shared: read only."""

    tree: ast.Module
    nodes: list[ast.AST]
    folded: bool = False
    """Normalisation rewrote something (string building, a decoding chain, a dynamic lookup)."""


@functools.lru_cache(maxsize=128)
def parse_module(text: str) -> ParsedModule:
    """``normalise(ast.parse(text))`` and its nodes, cached: several analyses read the
    same file (a package's analysis reads each of its modules twice, hence room for the
    modules of a large package). A tree with nothing to fold skips the transformer's full
    traversal.

    Raises:
        SyntaxError, ValueError, RecursionError, MemoryError: the text does not parse.
    """
    tree = ast.parse(text)
    nodes = walk(tree)
    if not _would_change(nodes) and not _aliases(nodes):
        return ParsedModule(tree, nodes)
    tree = normalise(tree)
    return ParsedModule(tree, walk(tree), folded=True)


def parse_as_written(text: str) -> ParsedModule:
    """``ast.parse(text)`` (not normalised) and its nodes: :func:`parse_module`'s cached ones
    when normalisation left its tree as parsed. Shared: read only.

    Raises:
        SyntaxError, ValueError, RecursionError, MemoryError: the text does not parse.
    """
    try:
        parsed = parse_module(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        parsed = None
    if parsed is not None and not parsed.folded:
        return parsed
    tree = ast.parse(text)
    return ParsedModule(tree, walk(tree))


_COMPOUND = (
    ast.FunctionDef,
    ast.AsyncFunctionDef,
    ast.ClassDef,
    ast.If,
    ast.For,
    ast.AsyncFor,
    ast.While,
    ast.With,
    ast.AsyncWith,
    ast.Try,
    ast.TryStar,
    ast.Match,
)


def folded_lines(text: str) -> str | None:
    """``text`` with every line that holds one whole simple statement replaced by that
    statement's normalised source, so line-based detectors see through dynamic lookups and
    string building; line numbers are kept. None when normalisation folded nothing or the
    text does not parse.

    >>> print(folded_lines('import os\\nx = 1\\ngetattr(__import__("o" + "s"), "fo" + "rk")()'))
    import os
    x = 1
    os.fork()
    """
    try:
        parsed = parse_module(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    if not parsed.folded:
        return None
    lines = text.splitlines()
    by_line: dict[int, list[ast.stmt]] = {}
    for node in parsed.nodes:
        if isinstance(node, ast.stmt) and not isinstance(node, _COMPOUND):
            by_line.setdefault(node.lineno, []).append(node)
    for number, statements in by_line.items():
        if len(statements) != 1 or not 0 < number <= len(lines):
            continue
        node, line = statements[0], lines[number - 1]
        indent = indent_width(line)
        whole_line = node.end_lineno == number and node.col_offset == indent
        if whole_line and node.end_col_offset == len(line.rstrip().encode("utf-8")):
            try:
                lines[number - 1] = line[:indent] + ast.unparse(node)
            except (ValueError, RecursionError):
                continue
    return "\n".join(lines)


def parse_normalised(text: str) -> ast.Module:
    """``normalise(ast.parse(text))``, cached (see :func:`parse_module`).

    The returned tree is shared; callers must not modify it.

    Raises:
        SyntaxError, ValueError, RecursionError, MemoryError: the text does not parse.
    """
    return parse_module(text).tree
