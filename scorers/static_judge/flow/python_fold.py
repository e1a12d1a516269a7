"""Constant folding of Python expressions: the best-effort text of paths and commands.

Unknown parts become NUL, so ``"~/" + name`` folds to ``"~/\x00"``.

>>> import ast
>>> from .taint import FunctionSummary, Scope
>>> PythonFolder({}).fold(ast.parse("'~/' + '.ssh'", mode="eval").body, Scope())
'~/.ssh'
"""

from __future__ import annotations

import ast
import re
import shlex

from .python_names import dotted
from .taint import FunctionSummary, Scope

WALKERS = frozenset({"os.walk", "os.listdir", "os.scandir", "glob.glob", "glob.iglob"})
_REQUEST_BUILDERS = frozenset(
    {"urllib.request.Request", "urllib2.Request", "requests.Request", "httpx.Request"}
)
"""Calls that build a request to send later (``urlopen(req)``): it folds to its address."""


def item_key(name: str, index: int | str) -> str:
    """The scope key under which item ``index`` of a list (or key of a map) of constants
    ``name`` is folded; ``ANY_ITEM`` for the item a key known only at run time may pick.

    >>> item_key("PATHS", 0), item_key("STORES", "ops")
    ('PATHS[0]', "STORES['ops']")
    """
    return f"{name}[{index!r}]"


ANY_ITEM = "*"
"""The index under which a map keeps its riskiest value (see :func:`riskiest_item`)."""
_RISKY_TARGET = re.compile(
    r"authorized_keys|\.(?:bash|zsh)rc\b|\.(?:bash_|z)?profile\b|\.ssh/|LaunchAgents|crontab"
    r"|sudoers|\.claude/|\.git/hooks"
)


def riskiest_item(values: list[str]) -> str | None:
    """Of the values a key known only at run time may pick, the one that names a login key
    file, a start-up file or the agent's settings; None when none does.

    >>> riskiest_item(["known_hosts", "authorized_keys"]), riskiest_item(["a.txt", "b.txt"])
    ('authorized_keys', None)
    """
    return next((v for v in values if _RISKY_TARGET.search(v)), None)


SettingValue = str | tuple[str, ...] | frozenset[str]
"""A settings entry's text, the texts of a list of them (``host_parts``), or the web
addresses a key is given in several places (``url`` of each endpoint)."""
_SAME_TEXT = frozenset(
    {"expanduser", "resolve", "absolute", "format", "strip", "rstrip", "lstrip", "encode", "decode"}
)
"""Methods whose result names what their receiver names (the path, the address)."""


class PythonFolder:
    """Folds expressions of one module, resolving names through its imports."""

    def __init__(
        self,
        aliases: dict[str, str],
        returns: dict[str, FunctionSummary] | None = None,
        settings: dict[str, SettingValue] | None = None,
    ) -> None:
        self.aliases = aliases
        self.returns = returns if returns is not None else {}
        """The module's function summaries: a call of one folds to what it returns."""
        self.settings = settings or {}
        """The package's settings by key: ``cfg["edge"]["host"]`` folds to what the package's
        settings file gives ``host``, whatever object the file was read into."""

    def fold(self, node: ast.expr | None, scope: Scope) -> str | None:
        """Best-effort constant text of an expression; unknown parts become NUL."""
        if node is None:
            return None
        if isinstance(node, ast.Constant):
            if isinstance(node.value, str):
                return node.value
            if isinstance(node.value, bytes):
                return node.value.decode("latin-1")
            return str(node.value)
        if isinstance(node, ast.Name):
            return scope.fold(node.id)
        if isinstance(node, ast.JoinedStr):
            return "".join(
                (
                    str(p.value)
                    if isinstance(p, ast.Constant)
                    else (self.fold(p.value, scope) or "\x00")
                )
                for p in node.values
                if isinstance(p, ast.Constant | ast.FormattedValue)
            )
        if isinstance(node, ast.BinOp):
            left = self.fold(node.left, scope) or "\x00"
            if isinstance(node.op, ast.Add):
                return left + (self.fold(node.right, scope) or "\x00")
            if isinstance(node.op, ast.Div):
                return left.rstrip("/") + "/" + (self.fold(node.right, scope) or "\x00")
            if isinstance(node.op, ast.Mod):
                return left
            return None
        if isinstance(node, ast.Subscript) and dotted(node.value, self.aliases) == "os.environ":
            key = self.fold(node.slice, scope)
            return "~" if key in ("HOME", "USERPROFILE") else "\x00"
        if (
            isinstance(node, ast.Subscript)
            and isinstance(node.value, ast.Name)
            and isinstance(node.slice, ast.Constant)
            and isinstance(node.slice.value, int)
        ):  # an item of a list of constants (``CANDIDATES[0]``), kept by :func:`item_key`
            return scope.fold(item_key(node.value.id, node.slice.value))
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            index = node.slice
            if isinstance(index, ast.Constant) and isinstance(index.value, str):
                own = scope.fold(item_key(node.value.id, index.value))
                return own if own is not None else self._setting(index.value)
            if not isinstance(index, ast.Constant):  # a key known at run time: any value
                return scope.fold(item_key(node.value.id, ANY_ITEM))
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            field = node.slice.value
            return self._setting(field) if isinstance(field, str) else None
        if isinstance(node, ast.Call):
            return self._call(node, scope)
        if isinstance(node, ast.Attribute) and node.attr == "parent":  # ``binary.parent``
            child = self.fold(node.value, scope)
            return child.rstrip("/").rsplit("/", 1)[0] if child and "/" in child else None
        if isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            # ``os.environ.get("ACME_DIR") or os.path.join(home, ".acme")``: the default,
            # written out, is what the value is unless the user set otherwise
            folds = [f for f in (self.fold(v, scope) for v in node.values) if f is not None]
            return next((f for f in folds if "\x00" not in f), folds[0] if folds else None)
        if isinstance(node, ast.IfExp):  # ``cached if exists(cached) else fetch()``: one path
            body, other = self.fold(node.body, scope), self.fold(node.orelse, scope)
            return body if body == other else None
        return None

    def _call(self, node: ast.Call, scope: Scope) -> str | None:
        name = dotted(node.func, self.aliases)
        last = name.rsplit(".", 1)[-1]
        args = [self.fold(a, scope) or "\x00" for a in node.args]
        if name in ("pathlib.Path.home", "Path.home") or (
            name == "os.path.expanduser" and not node.args
        ):
            return "~"
        if name in ("os.getcwd", "pathlib.Path.cwd", "Path.cwd"):
            return "."
        if name == "next" and len(args) == 2:  # the first match, else the default given
            return args[1]
        if name.startswith("tempfile."):
            return "/tmp/\x00"
        if name in ("os.getenv", "os.environ.get"):
            return "~" if args and args[0] in ("HOME", "USERPROFILE") else "\x00"
        if name in ("os.path.join", "posixpath.join", "ntpath.join"):
            return "/".join(a.rstrip("/") for a in args) if args else None
        if (
            name
            in (
                "os.path.expanduser",
                "os.path.expandvars",
                "os.path.abspath",
                "os.path.realpath",
                "os.path.normpath",
                "str",
                "os.fspath",
            )
            and args
        ):
            return args[0]
        if name in ("shlex.quote", "pipes.quote") and args and "\x00" not in args[0]:
            return shlex.quote(args[0])
        if name in ("pathlib.Path", "Path", "pathlib.PurePath", "PurePath", "pathlib.PosixPath"):
            return "/".join(args) if args else "."
        if name in _REQUEST_BUILDERS:  # a request object stands for the address it is sent to
            url = next((k.value for k in node.keywords if k.arg == "url"), None)
            return self.fold(url, scope) if url is not None else (args[0] if args else None)
        summary = self.returns.get(name) if isinstance(node.func, ast.Name) else None
        if summary is not None and len(summary.folded_returns) == 1:
            return next(iter(summary.folded_returns))  # a helper returning the path it built
        if name in WALKERS:
            base = args[0] if args else "."
            return base if name.startswith("glob.") else base.rstrip("/") + "/*"
        if isinstance(node.func, ast.Attribute):
            if last == "get" and node.args and isinstance(node.args[0], ast.Constant):
                found = self._setting_read(node)
                if found is not None:
                    return found
            receiver = self.fold(node.func.value, scope)
            if last in _SAME_TEXT:
                return receiver
            if last == "joinpath":
                return "/".join([receiver or "\x00", *args])
            if last in ("iterdir", "rglob", "glob"):
                return (receiver or "\x00").rstrip("/") + "/*"
            if last == "join" and receiver is not None and node.args:
                items = node.args[0]
                if isinstance(items, ast.List | ast.Tuple):
                    return receiver.join(self.fold(e, scope) or "\x00" for e in items.elts)
                listed = self._setting_list(items)
                if listed is not None:  # ``".".join(cfg["host_parts"])``
                    return receiver.join(listed)
        return None

    def _setting_read(self, node: ast.Call) -> str | None:
        """The settings' value ``cfg.get("host", "")`` reads, or an INI section's key
        (``cfg.get("lis", "base_url")``)."""
        keys = [a.value for a in node.args[:2] if isinstance(a, ast.Constant)]
        found = self._setting(keys[0]) if isinstance(keys[0], str) else None
        if (
            found is None
            and len(keys) == 2
            and isinstance(keys[1], str)
            and dotted(node.func, self.aliases) != "os.environ.get"
        ):
            return self._setting(keys[1])
        return found

    def _setting(self, key: str) -> str | None:
        value = self.settings.get(key)
        return value if isinstance(value, str) else None

    def _setting_list(self, node: ast.expr) -> tuple[str, ...] | None:
        """The list a settings key gives, read as ``cfg["key"]`` or ``cfg.get("key")``."""
        value = self.settings.get(_key_read(node) or "")
        return value if isinstance(value, tuple) else None

    def address(self, node: ast.expr, scope: Scope) -> str | None:
        """Where a request given ``node`` goes: its folded text, or every address a settings
        key given several (``ep["url"]`` of a list of endpoints) names, space-separated."""
        folded = self.fold(node, scope)
        if folded is not None:
            return folded
        value = self.settings.get(_key_read(node) or "")
        return " ".join(sorted(value)) if isinstance(value, frozenset) else None

    def walker(self, node: ast.expr, scope: Scope) -> str | None:
        """The pattern each item of a loop over ``node`` folds to: a listing that ends in
        ``*``, or the pattern a ``glob`` call is given (``glob.glob(os.path.join(d,
        "*.json"))``, ``Path(d).glob("*.json")``)."""
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _GLOBS
            and node.args
        ):
            pattern = self.fold(node.args[0], scope)
            module = node.func.value
            if not (isinstance(module, ast.Name) and module.id == "glob"):
                folder = self.fold(node.func.value, scope)
                pattern = f"{folder}/{pattern}" if folder and pattern else None
            return pattern if pattern and "*" in pattern.rsplit("/", 1)[-1] else None
        folded = self.fold(node, scope)
        if folded is None:
            return None
        return folded if folded.endswith("*") else None

    def command(self, node: ast.expr, scope: Scope) -> str:
        if isinstance(node, ast.List | ast.Tuple):
            return " ".join(self.fold(e, scope) or "\x00" for e in node.elts)
        return self.fold(node, scope) or "\x00"

    @staticmethod
    def is_split(node: ast.expr | None) -> bool:
        """True when a command string is glued together from several constant pieces."""
        if node is None:
            return False
        if isinstance(node, ast.Name):
            return False
        pieces = [
            n for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)
        ]
        return isinstance(node, ast.BinOp | ast.Call) and len(pieces) >= 3


_GLOBS = frozenset({"glob", "iglob", "rglob"})
"""Calls that list the files matching a pattern (``glob.glob``, ``Path.glob``)."""


def _key_read(node: ast.expr) -> str | None:
    """The settings key ``node`` reads: ``cfg["key"]`` or ``cfg.get("key")``."""
    key: object = None
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        key = node.slice.value
    elif (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "get"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    ):
        key = node.args[0].value
    return key if isinstance(key, str) else None
