"""Source-to-sink taint analysis of one Python script with ``ast`` (the script never runs).

Sources are credential files, cookie stores, secret-looking environment variables, the
whole environment, home-directory data, downloaded data and decoded (base64/hex/rot13/
zlib) data. Sinks are HTTP clients, sockets and mail, process execution, ``eval``/``exec``/
``compile``, unsafe deserialisation, deletion and writes to persistence or agent-config
locations. Taint follows simple assignments, containers, attribute stores on ``self``,
and calls to functions of the same module (per-function summaries map parameters to the
sinks they reach and to the return value). The analysis is flow-insensitive inside a
block and deliberately simple; it errs towards reporting only evidence of a flow.
"""

from __future__ import annotations

import ast
import base64
import binascii
import codecs
import re
import zlib
from dataclasses import dataclass, field

from . import capabilities as cap
from .capabilities import Capability
from .findings import ThreatFinding, line_at
from .normalise_python import parse_normalised
from .sensitive import (
    AGENT_CONFIG_PATH,
    AUTH_FIELD,
    CREDENTIAL_PATH,
    GIT_HOOK_PATH,
    NETWORK_TOOL,
    PERSISTENCE_PATH,
    PIPE_TO_NETWORK,
    SECRET_NAME,
    TEMP_PATH,
)
from .shell_js import scan_command

MAX_DEPTH = 2
"""How many nested layers of decoded payloads are analysed."""


@dataclass(frozen=True, order=True)
class Taint:
    """A label on a value: where sensitive or untrusted data came from."""

    kind: str  # credential | environ | env-secret | home | remote | decoded | param
    detail: str
    line: int


Labels = frozenset[Taint]
EMPTY: Labels = frozenset()
_SECRET_KINDS = ("credential", "environ", "env-secret")
SECRET_TO_NETWORK = "flow.env-secret-to-network"
DNS_EXFILTRATION = "flow.dns-exfiltration"
_DNS_LOOKUP = re.compile(r"(?:^|\.)(?:gethostbyname(?:_ex)?|getaddrinfo|gethostbyaddr)$|^dns\.")
"""Resolver calls: a secret in the name looked up leaves through the DNS server."""


@dataclass(frozen=True, order=True)
class SinkSite:
    """A dangerous call site: its category, resolved name, line and folded argument text."""

    category: str  # network | process | code | deserialize
    name: str
    line: int
    command: str = ""


@dataclass
class _Summary:
    params: list[str]
    returns: set[Taint] = field(default_factory=set)
    param_sinks: set[tuple[int, SinkSite]] = field(default_factory=set)


@dataclass
class _Scope:
    labels: dict[str, Labels] = field(default_factory=dict)
    folds: dict[str, str] = field(default_factory=dict)
    parent: _Scope | None = None
    summary: _Summary | None = None

    def lookup(self, name: str) -> Labels:
        if name in self.labels:
            return self.labels[name]
        return self.parent.lookup(name) if self.parent else EMPTY

    def fold(self, name: str) -> str | None:
        if name in self.folds:
            return self.folds[name]
        return self.parent.fold(name) if self.parent else None


@dataclass
class PythonReport:
    """Findings and capabilities of one Python file."""

    findings: list[ThreatFinding]
    capabilities: list[Capability]
    parsed: bool
    note: str = ""
    summaries: dict[str, _Summary] = field(default_factory=dict)


_NET_MODULES = (
    "requests",
    "httpx",
    "urllib3",
    "aiohttp",
    "urllib.request",
    "urllib2",
    "http.client",
    "httplib",
    "socket",
    "smtplib",
    "ftplib",
    "paramiko",
    "websocket",
    "websockets",
    "pycurl",
    "telnetlib",
    "grequests",
    "treq",
    "tornado.httpclient",
    "boto3",
    "dns.resolver",
    "xmlrpc",
)
_NET_FUNCS = frozenset(
    {
        "get",
        "post",
        "put",
        "patch",
        "delete",
        "head",
        "options",
        "request",
        "urlopen",
        "urlretrieve",
        "send",
        "sendall",
        "sendto",
        "sendmail",
        "send_message",
        "connect",
        "create_connection",
        "gethostbyname",
        "getaddrinfo",
        "storbinary",
        "storlines",
        "fetch",
        "stream",
        "upload_file",
        "upload_fileobj",
        "put_object",
        "resolve",
        "query",
        "recv",
        "build_opener",
        "open",
    }
)
_SEND_METHODS = frozenset(
    {
        "post",
        "put",
        "patch",
        "send",
        "sendall",
        "sendto",
        "sendmail",
        "send_message",
        "urlopen",
        "storbinary",
        "upload_file",
        "upload_fileobj",
        "put_object",
        "request",
        "recv",
    }
)
_CLIENTISH = re.compile(r"(?i)sess|client|http|conn|sock|api|smtp|ftp|ws\b|opener")
_PROCESS = re.compile(
    r"^(?:subprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)"
    r"|os\.(?:system|popen\d?|exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?|startfile)|pty\.spawn"
    r"|asyncio\.create_subprocess_(?:shell|exec)|commands\.getoutput|sh\.\w+)$"
)
_SHELL_IMPLIED = re.compile(
    r"^(?:os\.system|os\.popen\d?|subprocess\.get(?:status)?output|asyncio\.create_subprocess_shell"
    r"|commands\.getoutput)$"
)
_CODE = frozenset({"eval", "exec", "compile", "builtins.eval", "builtins.exec", "execfile"})
_DESERIALIZE = frozenset(
    {
        "pickle.loads",
        "pickle.load",
        "cPickle.loads",
        "cPickle.load",
        "_pickle.loads",
        "marshal.loads",
        "dill.loads",
        "dill.load",
        "cloudpickle.loads",
        "joblib.load",
        "yaml.unsafe_load",
        "yaml.load",
        "jsonpickle.decode",
        "shelve.open",
    }
)
_DECODERS = frozenset(
    {
        "b64decode",
        "b32decode",
        "b16decode",
        "a85decode",
        "b85decode",
        "urlsafe_b64decode",
        "decodebytes",
        "decodestring",
        "unhexlify",
        "a2b_base64",
        "a2b_hex",
        "fromhex",
        "decompress",
    }
)
_DELETE = frozenset({"shutil.rmtree", "os.remove", "os.unlink", "os.rmdir", "os.removedirs"})
_WALKERS = frozenset({"os.walk", "os.listdir", "os.scandir", "glob.glob", "glob.iglob"})
_NEUTRAL_CALLS = frozenset(
    {
        "len",
        "bool",
        "isinstance",
        "hasattr",
        "callable",
        "id",
        "type",
        "print",
        "range",
        "enumerate",
        "os.path.exists",
        "os.path.isfile",
        "os.path.isdir",
        "logging.info",
        "logging.debug",
        "logging.warning",
        "logging.error",
        "sorted",
        "min",
        "max",
        "sum",
    }
)
_PROCESS_IGNORED_KW = frozenset(
    {
        "env",
        "cwd",
        "timeout",
        "capture_output",
        "text",
        "check",
        "stdout",
        "stderr",
        "stdin",
        "encoding",
        "errors",
        "universal_newlines",
        "bufsize",
        "close_fds",
        "start_new_session",
    }
)
_NETWORK_AUTH_KW = frozenset({"headers", "auth", "cert", "verify", "timeout", "proxies"})
_KEYFILE_KW = frozenset(
    {
        "key_filename",
        "pkey",
        "passphrase",
        "password",
        "username",
        "credentials",
        "client_cert",
        "ssl_context",
        "keyfile",
        "certfile",
    }
)
_READERS = frozenset(
    {
        "open",
        "io.open",
        "codecs.open",
        "builtins.open",
        "sqlite3.connect",
        "tarfile.open",
        "zipfile.ZipFile",
        "shutil.make_archive",
    }
)
_READ_METHODS = frozenset({"read_text", "read_bytes", "read", "readlines", "readline"})
_PATH_TO_DATA = {"credential-path": "credential", "home-path": "home"}


def _as_data(labels: Labels) -> Labels:
    """Reading a file turns 'a path to X' labels into 'data from X' labels."""
    if not any(t.kind in _PATH_TO_DATA for t in labels):
        return labels
    return frozenset(Taint(_PATH_TO_DATA.get(t.kind, t.kind), t.detail, t.line) for t in labels)


_AUTH_PREFIX = re.compile(
    r"(?i)(?:[?&](?:api[_-]?key|apikey|key|token|appid|app_id|access_token|auth|client_id"
    r"|client_secret|secret)=|bearer\s+|token\s+|basic\s+)$"
)
_TIME_TEST = re.compile(
    r"(?:datetime|date)\.(?:now|today|utcnow)\(|time\.time\(\)|\.weekday\(\)|\.(?:hour|month|day"
    r"|year)\b|datetime\(\d{4}"
)
_EVASION_TEST = re.compile(
    r"(?:getenv|environ)[^\n]*\b(?:CI|GITHUB_ACTIONS|GITLAB_CI|SANDBOX|CODESPACES|DOCKER"
    r"|CONTAINER|KUBERNETES_SERVICE_HOST|VIRTUAL_ENV|HOSTNAME|USERNAME)\b|gethostname\(|getuser\("
    r"|gettrace\(|\.dockerenv|random\.(?:random|randint|choice)\("
)


_IDENTITY = frozenset(
    {
        "getpass.getuser",
        "os.getlogin",
        "socket.gethostname",
        "socket.getfqdn",
        "platform.node",
        "uuid.getnode",
        "os.uname",
        "platform.uname",
    }
)
"""Calls that identify the user or machine (what a beacon reports home)."""
_AGENT_FRAMING = re.compile(
    r"\b(?:agent|assistant|ai|llm|claude|model)\b[^\"'\n]{0,30}\b(?:instructions?|must|should|directives?)\b"
    r"|\bfollow\s+(?:these|the\s+following|them|all)\b|\binstructions?\b[^\"'\n]{0,30}\bfollow\b",
    re.IGNORECASE,
)
"""Text in a script that frames its output as instructions for the agent."""


def _is_early_exit(body: list[ast.stmt]) -> bool:
    """True for an ``if`` body that only leaves (return, exit, pass) - a guard clause."""
    for statement in body:
        if isinstance(statement, ast.Return | ast.Pass | ast.Continue | ast.Break):
            continue
        if (
            isinstance(statement, ast.Expr)
            and isinstance(statement.value, ast.Call)
            and ast.unparse(statement.value.func) in ("sys.exit", "exit", "quit", "os._exit")
        ):
            continue
        return False
    return bool(body)


def _dotted(node: ast.AST, aliases: dict[str, str]) -> str:
    if isinstance(node, ast.Name):
        return aliases.get(node.id, node.id)
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value, aliases)}.{node.attr}"
    if isinstance(node, ast.Call):
        return f"{_dotted(node.func, aliases)}()"
    return "?"


def _collect_aliases(tree: ast.AST) -> dict[str, str]:
    aliases: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    aliases[alias.asname] = alias.name
                else:
                    head = alias.name.split(".")[0]
                    aliases[head] = head
        elif isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                aliases[alias.asname or alias.name] = f"{node.module}.{alias.name}"
    return aliases


def _try_decode(kind: str, raw: str) -> str | None:
    """Decode a constant the way the script would (pure data decoding, nothing runs)."""
    data = raw.encode("latin-1", "replace")
    attempts = {
        "b64decode": lambda: base64.b64decode(data + b"=" * (-len(data) % 4)),
        "urlsafe_b64decode": lambda: base64.urlsafe_b64decode(data + b"=" * (-len(data) % 4)),
        "b32decode": lambda: base64.b32decode(data),
        "unhexlify": lambda: binascii.unhexlify(data),
        "a2b_hex": lambda: binascii.unhexlify(data),
        "fromhex": lambda: bytes.fromhex(raw),
        "rot13": lambda: codecs.decode(raw, "rot13").encode(),
    }
    try:
        out = attempts[kind]() if kind in attempts else None
        if out is None:
            return None
        if out[:2] in (b"x\x9c", b"x\xda", b"x\x01"):
            out = zlib.decompressobj().decompress(out, 200_000)
        return out.decode("utf-8")
    except (ValueError, binascii.Error, UnicodeDecodeError, zlib.error):
        return None


def deletion_scope(folded: str) -> str | None:
    """Classify a folded deletion path: 'root', 'home', 'home-sub', 'outside' or None."""
    path = (
        folded.strip().replace("${HOME}", "~").replace("$HOME", "~").replace("%USERPROFILE%", "~")
    )
    if path in ("/", "/*") or path.startswith("/*"):
        return "root"
    if path in ("~", "~/", "~/*", "~\\") or path.startswith("~/*"):
        return "home"
    if path.startswith("~/") and not path.startswith("~/\x00"):
        return "home-sub"
    if path.startswith("/") and not TEMP_PATH.match(path):
        return "outside"
    return None


class PythonFlow:
    """Analyse one module: call :meth:`run` once."""

    def __init__(
        self,
        path: str,
        text: str,
        depth: int = 0,
        external: dict[str, dict[str, _Summary]] | None = None,
    ) -> None:
        self.path = path
        self.text = text
        self.lines = text.splitlines()
        self.depth = depth
        self.findings: list[ThreatFinding] = []
        self.capabilities: list[Capability] = []
        self.recording = False
        self.summaries: dict[str, _Summary] = {}
        self.attrs: dict[str, Labels] = {}
        self.payloads: dict[int, str] = {}
        self.aliases: dict[str, str] = {}
        self.has_network_import = False
        self.external = external or {}
        """Function summaries of sibling modules of the same package, by module name."""
        self.echoes: list[tuple[int, Taint]] = []

    # ---------------------------------------------------------------- driver
    def run(self) -> PythonReport:
        try:
            tree = parse_normalised(self.text)
        except (SyntaxError, RecursionError, MemoryError, ValueError) as exc:
            return PythonReport([], [], False, f"did not parse ({type(exc).__name__})")
        self.aliases = _collect_aliases(tree)
        self.has_network_import = any(
            target == mod or target.startswith(mod + ".")
            for target in self.aliases.values()
            for mod in _NET_MODULES
        )
        functions = [
            n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
        ]
        module_scope = _Scope()
        try:
            self._block(tree.body, module_scope)  # learn globals, silently
            for recording in (False, True):
                self.recording = recording
                for function in functions:
                    self._function(function, module_scope)
            self._block(tree.body, module_scope)
        except RecursionError:
            return PythonReport(
                self.findings, self.capabilities, True, "analysis cut (deep nesting)"
            )
        self._echo_findings()
        return PythonReport(self.findings, self.capabilities, True, summaries=self.summaries)

    def _echo_findings(self) -> None:
        """Downloaded text printed to stdout lands in the agent's context as instructions."""
        if not self.echoes:
            return
        self.recording = True
        line, src = self.echoes[0]
        if _AGENT_FRAMING.search(self.text):
            self._finding(
                "1.2",
                "high",
                line,
                f"prints {src.detail} (line {src.line}) framed as instructions for the agent "
                "(indirect prompt injection)",
            )
        else:
            self._finding(
                "1.2",
                "low",
                line,
                f"prints {src.detail} (line {src.line}) into the agent's context unfiltered",
            )

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef, module: _Scope) -> None:
        params = [a.arg for a in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]]
        if params and params[0] in ("self", "cls"):
            params = params[1:]
        summary = _Summary(params)
        scope = _Scope(parent=module, summary=summary)
        for index, name in enumerate(params):
            scope.labels[name] = frozenset({Taint("param", str(index), node.lineno)})
        self._block(node.body, scope)
        self.summaries[node.name] = summary

    # ---------------------------------------------------------------- recording
    def _finding(
        self, aitech: str, severity: str, line: int, description: str, rule_id: str = ""
    ) -> None:
        if self.recording:
            self.findings.append(
                ThreatFinding(
                    aitech,
                    severity,
                    self.path,
                    line,
                    line_at(self.lines, line),
                    description,
                    rule_id,
                )
            )

    def _capability(self, kind: str, line: int, detail: str) -> None:
        if self.recording:
            self.capabilities.append(
                Capability(kind, self.path, line, line_at(self.lines, line), detail)
            )

    # ---------------------------------------------------------------- statements
    def _block(self, body: list[ast.stmt], scope: _Scope) -> None:
        for index, statement in enumerate(body):
            if isinstance(statement, ast.If) and _is_early_exit(statement.body):
                self._guard_trigger(statement, body[index + 1 :])
            self._statement(statement, scope)

    def _guard_trigger(self, node: ast.If, rest: list[ast.stmt]) -> None:
        """``if <in CI/sandbox or before a date>: return`` followed by dangerous calls."""
        test = ast.unparse(node.test)
        if not (_EVASION_TEST.search(test) or _TIME_TEST.search(test)):
            return
        dangerous = self._danger_calls(rest)
        if dangerous:
            kind = "environment" if _EVASION_TEST.search(test) else "time"
            self._finding(
                "9.2",
                "high",
                node.lineno,
                f"{kind}-conditional guard skips {dangerous[0]}() when: {test[:80]} "
                "(hides behaviour from sandboxes and reviewers)",
            )

    def _statement(self, node: ast.stmt, scope: _Scope) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            return
        if isinstance(node, ast.Assign):
            labels, folded = self._expr(node.value, scope), self._fold(node.value, scope)
            for target in node.targets:
                self._assign(target, labels, folded, scope)
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            self._assign(
                node.target, self._expr(node.value, scope), self._fold(node.value, scope), scope
            )
        elif isinstance(node, ast.AugAssign):
            labels = self._expr(node.value, scope) | self._expr(node.target, scope)
            self._assign(node.target, labels, None, scope, merge=True)
        elif isinstance(node, ast.Return):
            if node.value is not None:
                labels = self._expr(node.value, scope)
                if scope.summary is not None:
                    scope.summary.returns |= labels
        elif isinstance(node, ast.If):
            self._conditional_trigger(node, scope)
            self._expr(node.test, scope)
            self._block(node.body, scope)
            self._block(node.orelse, scope)
        elif isinstance(node, ast.While):
            self._unbounded_loop(node)
            self._expr(node.test, scope)
            for _ in range(2):
                self._block(node.body, scope)
            self._block(node.orelse, scope)
        elif isinstance(node, ast.For | ast.AsyncFor):
            labels = self._expr(node.iter, scope)
            self._assign(node.target, labels, self._walker_fold(node.iter, scope), scope)
            for _ in range(2):
                self._block(node.body, scope)
            self._block(node.orelse, scope)
        elif isinstance(node, ast.With | ast.AsyncWith):
            for item in node.items:
                labels = self._expr(item.context_expr, scope)
                if item.optional_vars is not None:
                    self._assign(item.optional_vars, labels, None, scope)
            self._block(node.body, scope)
        elif isinstance(node, ast.Try | ast.TryStar):
            self._block(node.body, scope)
            for handler in node.handlers:
                self._block(handler.body, scope)
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

    def _assign(
        self,
        target: ast.expr,
        labels: Labels,
        folded: str | None,
        scope: _Scope,
        merge: bool = False,
    ) -> None:
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
            base = target.value
            while isinstance(base, ast.Attribute | ast.Subscript):
                base = base.value
            if isinstance(base, ast.Name):
                scope.labels[base.id] = scope.lookup(base.id) | labels
        elif isinstance(target, ast.Tuple | ast.List):
            for element in target.elts:
                self._assign(element, labels, None, scope, merge)
        elif isinstance(target, ast.Starred):
            self._assign(target.value, labels, None, scope, merge)

    # ---------------------------------------------------------------- expressions
    def _expr(self, node: ast.expr | None, scope: _Scope) -> Labels:
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
            dotted = _dotted(node, self.aliases)
            if dotted == "os.environ":
                self._capability(cap.ENV_READ, node.lineno, "whole environment")
                return frozenset({Taint("environ", "the whole environment", node.lineno)})
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                return self.attrs.get(f"self.{node.attr}", EMPTY)
            return self._expr(node.value, scope)
        if isinstance(node, ast.Subscript):
            if _dotted(node.value, self.aliases) == "os.environ":
                return self._env_read(node.slice, node.lineno, scope)
            labels = self._expr(node.value, scope) | self._expr(node.slice, scope)
            if isinstance(node.slice, ast.Slice) and isinstance(node.slice.step, ast.UnaryOp):
                labels |= frozenset({Taint("decoded", "reversed string", node.lineno)})
            return labels
        if isinstance(node, ast.JoinedStr):
            return self._joined(node, scope)
        if isinstance(node, ast.Dict):
            found: set[Taint] = set()
            for key, value in zip(node.keys, node.values, strict=True):
                value_labels = self._expr(value, scope)
                if (
                    isinstance(key, ast.Constant)
                    and isinstance(key.value, str)
                    and AUTH_FIELD.match(key.value)
                ):
                    value_labels = frozenset(t for t in value_labels if t.kind != "env-secret")
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
        out: set[Taint] = set()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.expr):
                out |= self._expr(child, scope)
        return frozenset(out)

    def _constant_labels(self, value: str, line: int) -> Labels:
        text = value[:4096]
        if CREDENTIAL_PATH.search(text):
            match = CREDENTIAL_PATH.search(text)
            detail = match.group(0).strip("/\\~") if match else text[:40]
            self._capability(cap.CREDENTIAL, line, f"credential location {detail}")
            return frozenset({Taint("credential-path", detail, line)})
        if text.startswith("~") or "$HOME" in text or "%USERPROFILE%" in text:
            return frozenset({Taint("home-path", text[:60], line)})
        return EMPTY

    def _joined(self, node: ast.JoinedStr, scope: _Scope) -> Labels:
        labels: set[Taint] = set()
        previous = ""
        for part in node.values:
            if isinstance(part, ast.Constant) and isinstance(part.value, str):
                labels |= self._constant_labels(part.value, node.lineno)
                previous = part.value
            elif isinstance(part, ast.FormattedValue):
                value_labels = self._expr(part.value, scope)
                if _AUTH_PREFIX.search(previous):
                    value_labels = frozenset(t for t in value_labels if t.kind != "env-secret")
                labels |= value_labels
                previous = ""
        return frozenset(labels)

    def _env_read(self, key: ast.expr | None, line: int, scope: _Scope) -> Labels:
        name = key.value if isinstance(key, ast.Constant) and isinstance(key.value, str) else None
        if name is None:
            self._expr(key, scope)
            self._capability(cap.ENV_SECRET, line, "environment variable chosen at run time")
            return frozenset(
                {Taint("env-secret", "an environment variable named at run time", line)}
            )
        if SECRET_NAME.search(name):
            self._capability(cap.ENV_SECRET, line, f"secret environment variable {name}")
            return frozenset({Taint("env-secret", f"environment variable {name}", line)})
        self._capability(cap.ENV_READ, line, f"environment variable {name}")
        if name in ("HOME", "USERPROFILE"):
            return frozenset({Taint("home-path", "home directory", line)})
        return EMPTY

    # ---------------------------------------------------------------- calls
    def _call(self, node: ast.Call, scope: _Scope) -> Labels:
        name = _dotted(node.func, self.aliases)
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
        args = [self._expr(a, scope) for a in node.args]
        kwargs = {kw.arg: self._expr(kw.value, scope) for kw in node.keywords}
        receiver = EMPTY
        if isinstance(node.func, ast.Attribute):
            receiver = self._expr(node.func.value, scope)
        everything = frozenset().union(receiver, *args, *kwargs.values())

        if name in ("pathlib.Path.home", "Path.home", "os.path.expanduser") and (
            not node.args or self._fold(node.args[0], scope) in ("~", "~/")
        ):
            return everything | {Taint("home-path", "home directory", line)}
        if (
            name.startswith("keyring.")
            and last == "get_password"
            or name.startswith("browser_cookie3.")
        ):
            self._capability(cap.CREDENTIAL, line, name)
            return frozenset({Taint("credential", name, line)})
        if (
            last in _DECODERS
            or (name == "codecs.decode" and self._is_rot13(node, scope))
            or self._is_chr_join(node)
        ):
            return everything | {self._decoded(node, last, scope)}
        if name in _IDENTITY:
            return frozenset({Taint("identity", f"{name}()", line)})
        if name in ("print", "sys.stdout.write", "pprint.pprint"):
            remote = sorted(t for t in everything if t.kind == "remote")
            if remote and self.recording:
                self.echoes.append((line, remote[0]))
            return EMPTY
        if name in _NEUTRAL_CALLS:
            return EMPTY
        if name in _READERS or (last in _READ_METHODS and isinstance(node.func, ast.Attribute)):
            everything = _as_data(everything)
            receiver = _as_data(receiver)

        category = self._category(node, name, last)
        if category == "network":
            self._capability(cap.NETWORK, line, name)
            sent = set(receiver).union(*args)
            for key, labels in kwargs.items():
                if key in _NETWORK_AUTH_KW:
                    labels = frozenset(t for t in labels if t.kind not in ("env-secret", "param"))
                elif key in _KEYFILE_KW:
                    labels = frozenset(t for t in labels if t.kind == "environ")
                sent |= labels
            self._sink(SinkSite("network", name, line), frozenset(sent), scope)
            return frozenset({Taint("remote", f"data fetched by {name}", line)})
        if category == "process":
            self._process(node, name, args, kwargs, scope)
        elif category == "code":
            self._code(node, name, args, scope)
        elif category == "deserialize":
            if name != "yaml.load" or not any(
                "Safe" in ast.unparse(k.value) for k in node.keywords
            ):
                self._sink(SinkSite("deserialize", name, line), args[0] if args else EMPTY, scope)
        elif name in _DELETE or (
            last in ("unlink", "rmdir")
            and isinstance(node.func, ast.Attribute)
            and not name.startswith("os.")
        ):
            target = (
                node.args[0] if node.args and name in _DELETE else getattr(node.func, "value", None)
            )
            self._deletion(target, line, scope)
        self._write_check(node, name, last, scope)

        callee = self._callee(node)
        if callee is not None:
            return self._apply_summary(callee, node, args, kwargs, scope)
        external = self._external_summary(node)
        if external is not None:
            return self._apply_summary(external[0], node, args, kwargs, scope, external[1])
        return everything

    def _category(self, node: ast.Call, name: str, last: str) -> str | None:
        if _PROCESS.match(name):
            return "process"
        if name in _CODE:
            return "code"
        if name in _DESERIALIZE:
            return "deserialize"
        module_hit = any(name == m or name.startswith(m + ".") for m in _NET_MODULES)
        if module_hit and last in _NET_FUNCS and not name.startswith("socket.socket"):
            return "network"
        if module_hit and last in ("urlopen", "urlretrieve"):
            return "network"
        if isinstance(node.func, ast.Attribute) and self.has_network_import:
            receiver = _dotted(node.func.value, self.aliases)
            if (
                last in _SEND_METHODS
                and last != "request"
                or (last in _NET_FUNCS and _CLIENTISH.search(receiver.rsplit(".", 1)[-1]))
            ):
                return "network"
        return None

    def _is_rot13(self, node: ast.Call, scope: _Scope) -> bool:
        if len(node.args) < 2:
            return False
        codec = self._fold(node.args[1], scope) or ""
        return codec.replace("_", "").lower() in ("rot13", "hex", "base64", "zlib", "bz2")

    @staticmethod
    def _is_chr_join(node: ast.Call) -> bool:
        if not (isinstance(node.func, ast.Attribute) and node.func.attr == "join" and node.args):
            return False
        inner = node.args[0]
        if isinstance(inner, ast.GeneratorExp | ast.ListComp):
            elt = inner.elt
            return (
                isinstance(elt, ast.Call)
                and isinstance(elt.func, ast.Name)
                and elt.func.id == "chr"
            )
        if (
            isinstance(inner, ast.Call)
            and isinstance(inner.func, ast.Name)
            and inner.func.id == "map"
        ):
            return (
                bool(inner.args)
                and isinstance(inner.args[0], ast.Name)
                and inner.args[0].id == "chr"
            )
        return False

    def _decoded(self, node: ast.Call, last: str, scope: _Scope) -> Taint:
        kind = "rot13" if last == "decode" else last
        if node.args:
            raw = self._fold(node.args[0], scope)
            if raw and "\x00" not in raw:
                decoded = _try_decode(kind, raw)
                if decoded:
                    self.payloads[node.lineno] = decoded
        return Taint("decoded", f"{last}() output", node.lineno)

    def _external_summary(self, node: ast.Call) -> tuple[str, _Summary] | None:
        """Summary of a function imported from a sibling module of the package."""
        name = _dotted(node.func, self.aliases)
        if "." not in name:
            return None
        module, function = name.rsplit(".", 1)
        stem = module.rsplit(".", 1)[-1]
        summary = self.external.get(stem, {}).get(function)
        return (f"{stem}.{function}", summary) if summary is not None else None

    def _callee(self, node: ast.Call) -> str | None:
        func = node.func
        if isinstance(func, ast.Name) and func.id in self.summaries:
            return func.id
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.value.id in ("self", "cls")
            and func.attr in self.summaries
        ):
            return func.attr
        return None

    def _apply_summary(
        self,
        callee: str,
        node: ast.Call,
        args: list[Labels],
        kwargs: dict[str | None, Labels],
        scope: _Scope,
        summary: _Summary | None = None,
    ) -> Labels:
        foreign = summary is not None
        summary = summary or self.summaries[callee]
        actual: dict[int, Labels] = dict(enumerate(args))
        for key, labels in kwargs.items():
            if key in summary.params:
                actual[summary.params.index(key)] = labels
        for index, site in sorted(summary.param_sinks):
            labels = actual.get(index, EMPTY)
            if labels:
                via = (
                    f"argument '{summary.params[index]}' of {callee}() called at line {node.lineno}"
                )
                if foreign:
                    site = SinkSite(site.category, site.name, node.lineno, site.command)
                    via = f"{via}; the sink is in module {callee.split('.')[0]}"
                self._sink(site, labels, scope, via=via)
        result = {t for t in summary.returns if t.kind != "param"}
        for taint in summary.returns:
            if taint.kind == "param" and int(taint.detail) in actual:
                result |= actual[int(taint.detail)]
        return frozenset(result)

    # ---------------------------------------------------------------- sinks
    def _sink(self, site: SinkSite, labels: Labels, scope: _Scope, via: str = "") -> None:
        """Record param flows in the summary and report real tainted flows."""
        if scope.summary is not None:
            for taint in labels:
                if taint.kind == "param":
                    scope.summary.param_sinks.add((int(taint.detail), site))
        real = sorted(t for t in labels if t.kind != "param")
        if not real:
            return
        suffix = f" (via {via})" if via else ""
        kinds = {t.kind for t in real}

        def first(*wanted: str) -> Taint:
            return next(t for t in real if t.kind in wanted)

        if site.category == "network":
            if kinds & {"credential", "environ"}:
                src = first("credential", "environ")
                self._finding(
                    "8.2",
                    "critical",
                    site.line,
                    f"{src.detail} (line {src.line}) flows to network call {site.name}{suffix}",
                )
            elif "env-secret" in kinds and _DNS_LOOKUP.search(site.name):
                src = first("env-secret")
                self._finding(
                    "8.2",
                    "critical",
                    site.line,
                    f"{src.detail} (line {src.line}) is encoded into a DNS lookup by "
                    f"{site.name}{suffix} (DNS exfiltration)",
                    DNS_EXFILTRATION,
                )
            elif "env-secret" in kinds:
                src = first("env-secret")
                self._finding(
                    "8.2",
                    "high",
                    site.line,
                    f"{src.detail} (line {src.line}) is sent in the body/URL "
                    f"of {site.name}{suffix}",
                    SECRET_TO_NETWORK,
                )
            elif "identity" in kinds:
                src = first("identity")
                self._finding(
                    "8.2",
                    "moderate",
                    site.line,
                    f"user or host identity ({src.detail}, line {src.line}) "
                    f"sent via {site.name}{suffix} (beacon)",
                )
            elif "home" in kinds:
                src = first("home")
                self._finding(
                    "8.2",
                    "moderate",
                    site.line,
                    f"home-directory data ({src.detail}, line {src.line}) "
                    f"sent via {site.name}{suffix}",
                )
        elif site.category in ("process", "code"):
            what = (
                "runs as a command"
                if site.category == "process"
                else f"is executed by {site.name}()"
            )
            if "remote" in kinds:
                src = first("remote")
                self._finding(
                    "9.1", "critical", site.line, f"{src.detail} (line {src.line}) {what}{suffix}"
                )
            if "decoded" in kinds:
                src = first("decoded")
                payload = self.payloads.get(src.line, "")
                shown = f"; decoded text starts {payload[:60]!r}" if payload else ""
                self._finding(
                    "9.1",
                    "critical",
                    site.line,
                    f"decoded data ({src.detail}, line {src.line}) {what}{suffix}",
                )
                self._finding(
                    "9.2",
                    "high",
                    site.line,
                    f"obfuscated execution: encoded payload hidden from review{shown}",
                )
                if payload and self.depth < MAX_DEPTH:
                    self._nested_payload(payload, site.line)
            if (
                site.category == "process"
                and kinds & set(_SECRET_KINDS)
                and NETWORK_TOOL.search(site.command)
            ):
                src = first(*_SECRET_KINDS)
                self._finding(
                    "8.2",
                    "high",
                    site.line,
                    f"{src.detail} (line {src.line}) passed to a network command{suffix}",
                )
        elif site.category == "deserialize" and "remote" in kinds:
            src = first("remote")
            self._finding(
                "9.1",
                "high",
                site.line,
                f"untrusted downloaded data ({src.detail}) deserialised with {site.name}{suffix}",
            )

    def _nested_payload(self, payload: str, line: int) -> None:
        inner = PythonFlow(self.path, payload, self.depth + 1).run()
        texts = [(f.aitech, f.severity, f.description) for f in inner.findings]
        if not inner.parsed:
            texts = [(f.aitech, f.severity, f.description) for f in scan_command(payload)]
        for aitech, severity, description in texts:
            self._finding(aitech, severity, line, f"inside decoded payload: {description}")

    def _process(
        self,
        node: ast.Call,
        name: str,
        args: list[Labels],
        kwargs: dict[str | None, Labels],
        scope: _Scope,
    ) -> None:
        line = node.lineno
        command_node = (
            node.args[0]
            if node.args
            else next((k.value for k in node.keywords if k.arg in ("args", "cmd", "command")), None)
        )
        folded = self._fold_command(command_node, scope) if command_node is not None else ""
        self._capability(cap.PROCESS, line, f"{name} {folded.replace(chr(0), '…')[:80]}".strip())
        labels = set().union(*args) if args else set()
        for key, value in kwargs.items():
            if key not in _PROCESS_IGNORED_KW and key != "shell":
                labels |= value
        self._sink(SinkSite("process", name, line, folded), frozenset(labels), scope)
        shell = bool(_SHELL_IMPLIED.match(name)) or any(
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
            )
        for finding in scan_command(folded.replace("\x00", " X ")):
            split = self._is_split(command_node, scope)
            self._finding(finding.aitech, finding.severity, line, f"command {finding.description}")
            if split:
                self._finding(
                    "9.2", "moderate", line, "suspicious command assembled from fragments"
                )

    def _code(self, node: ast.Call, name: str, args: list[Labels], scope: _Scope) -> None:
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
                )
            return
        if not any(t.kind in ("remote", "decoded") for t in labels) and name in ("eval", "exec"):
            self._finding(
                "9.1", "low", line, f"{name}() of a non-constant expression (code injection risk)"
            )

    def _deletion(self, target: ast.expr | None, line: int, scope: _Scope) -> None:
        if target is None:
            return
        folded = self._fold(target, scope)
        scope_kind = deletion_scope(folded) if folded else None
        if scope_kind is None or folded is None:
            return
        self._capability(cap.DELETE, line, f"deletes {folded.replace(chr(0), '…')[:60]}")
        if scope_kind == "root":
            self._finding("13.1", "critical", line, "deletes from the filesystem root")
        elif scope_kind == "home":
            self._finding("13.1", "high", line, "deletes the user's home directory contents")
        else:
            self._finding("13.1", "low", line, "deletes files outside the workspace")

    def _write_check(self, node: ast.Call, name: str, last: str, scope: _Scope) -> None:
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
        if target is None:
            return
        folded = self._fold(target, scope) or ""
        if not folded:
            return
        readable = folded.replace("\x00", "…")
        if PERSISTENCE_PATH.search(folded):
            self._finding(
                "9.1", "high", node.lineno, f"writes to a persistence location ({readable[:60]})"
            )
            content = (
                self._fold(node.args[0], scope)
                if last in ("write_text", "write_bytes") and node.args
                else None
            )
            if content and PIPE_TO_NETWORK.search(content.replace("\x00", " ")):
                self._finding(
                    "8.2", "high", node.lineno, "persisted code sends local data to a remote host"
                )
        if GIT_HOOK_PATH.search(folded):
            self._finding(
                "12.1",
                "high",
                node.lineno,
                f"installs a git hook that runs on the user's git commands ({readable[:60]})",
            )
        if AGENT_CONFIG_PATH.search(folded):
            self._finding(
                "12.1", "high", node.lineno, f"modifies agent configuration ({readable[:60]})"
            )
        if folded.startswith("~") or (folded.startswith("/") and not TEMP_PATH.match(folded)):
            self._capability(cap.FILE_WRITE, node.lineno, f"writes {readable[:60]}")

    # ---------------------------------------------------------------- folding
    def _fold(self, node: ast.expr | None, scope: _Scope) -> str | None:
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
                    else (self._fold(p.value, scope) or "\x00")
                )
                for p in node.values
                if isinstance(p, ast.Constant | ast.FormattedValue)
            )
        if isinstance(node, ast.BinOp):
            left = self._fold(node.left, scope) or "\x00"
            if isinstance(node.op, ast.Add):
                return left + (self._fold(node.right, scope) or "\x00")
            if isinstance(node.op, ast.Div):
                return left.rstrip("/") + "/" + (self._fold(node.right, scope) or "\x00")
            if isinstance(node.op, ast.Mod):
                return left
            return None
        if isinstance(node, ast.Subscript) and _dotted(node.value, self.aliases) == "os.environ":
            key = self._fold(node.slice, scope)
            return "~" if key in ("HOME", "USERPROFILE") else "\x00"
        if isinstance(node, ast.Call):
            return self._fold_call(node, scope)
        return None

    def _fold_call(self, node: ast.Call, scope: _Scope) -> str | None:
        name = _dotted(node.func, self.aliases)
        last = name.rsplit(".", 1)[-1]
        args = [self._fold(a, scope) or "\x00" for a in node.args]
        if name in ("pathlib.Path.home", "Path.home") or (
            name == "os.path.expanduser" and not node.args
        ):
            return "~"
        if name in ("os.getcwd", "pathlib.Path.cwd", "Path.cwd"):
            return "."
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
        if name in ("pathlib.Path", "Path", "pathlib.PurePath", "PurePath", "pathlib.PosixPath"):
            return "/".join(args) if args else "."
        if name in _WALKERS:
            base = args[0] if args else "."
            return base if name.startswith("glob.") else base.rstrip("/") + "/*"
        if isinstance(node.func, ast.Attribute):
            receiver = self._fold(node.func.value, scope)
            if last in ("expanduser", "resolve", "absolute", "format", "strip", "encode", "decode"):
                return receiver
            if last == "joinpath":
                return "/".join([receiver or "\x00", *args])
            if last in ("iterdir", "rglob", "glob"):
                return (receiver or "\x00").rstrip("/") + "/*"
            if last == "join" and receiver is not None and node.args:
                items = node.args[0]
                if isinstance(items, ast.List | ast.Tuple):
                    return receiver.join(self._fold(e, scope) or "\x00" for e in items.elts)
        return None

    def _walker_fold(self, node: ast.expr, scope: _Scope) -> str | None:
        folded = self._fold(node, scope)
        if folded is None:
            return None
        return folded if folded.endswith("*") else None

    def _fold_command(self, node: ast.expr, scope: _Scope) -> str:
        if isinstance(node, ast.List | ast.Tuple):
            return " ".join(self._fold(e, scope) or "\x00" for e in node.elts)
        return self._fold(node, scope) or "\x00"

    def _is_split(self, node: ast.expr | None, scope: _Scope) -> bool:
        """True when a command string is glued together from several constant pieces."""
        if node is None:
            return False
        if isinstance(node, ast.Name):
            return False
        pieces = [
            n for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)
        ]
        return isinstance(node, ast.BinOp | ast.Call) and len(pieces) >= 3

    # ---------------------------------------------------------------- control-flow checks
    def _danger_calls(self, body: list[ast.stmt]) -> list[str]:
        names = []
        for stmt in body:
            for sub in ast.walk(stmt):
                if isinstance(sub, ast.Call):
                    name = _dotted(sub.func, self.aliases)
                    last = name.rsplit(".", 1)[-1]
                    category = self._category(sub, name, last)
                    if category in ("network", "process", "code") or name in _DELETE:
                        names.append(name)
        return names

    def _conditional_trigger(self, node: ast.If, scope: _Scope) -> None:
        test = ast.unparse(node.test)
        time_gate = _TIME_TEST.search(test) and isinstance(node.test, ast.Compare)
        evasion_gate = _EVASION_TEST.search(test)
        if not (time_gate or evasion_gate):
            return
        dangerous = self._danger_calls(node.body + node.orelse)
        if dangerous:
            kind = "time" if time_gate else "environment"
            self._finding(
                "9.2",
                "moderate",
                node.lineno,
                f"{kind}-conditional trigger gates {dangerous[0]}() on: {test[:80]}",
            )

    def _unbounded_loop(self, node: ast.While) -> None:
        if not (isinstance(node.test, ast.Constant) and node.test.value):
            return
        exits = any(
            isinstance(n, ast.Break | ast.Return | ast.Raise)
            for s in node.body
            for n in ast.walk(s)
        )
        calls = [
            _dotted(n.func, self.aliases)
            for s in node.body
            for n in ast.walk(s)
            if isinstance(n, ast.Call)
        ]
        if exits or any(c in ("sys.exit", "exit", "os._exit", "quit") for c in calls):
            return
        spawning = [
            c
            for c in calls
            if c
            in (
                "os.fork",
                "multiprocessing.Process",
                "threading.Thread",
                "subprocess.Popen",
                "os.system",
            )
            or c.endswith(".Process")
        ]
        if spawning:
            self._finding(
                "13.1",
                "high",
                node.lineno,
                f"endless loop keeps spawning ({spawning[0]}): fork bomb",
            )
        elif not any("sleep" in c or "wait" in c for c in calls) and any(
            c.endswith((".write", ".writelines")) or c in ("os.write", "os.ftruncate")
            for c in calls
        ):
            self._finding(
                "13.1", "high", node.lineno, "endless loop keeps writing data: fills the disk"
            )
        elif not any("sleep" in c or "wait" in c for c in calls) and any(
            self._category(
                n, _dotted(n.func, self.aliases), _dotted(n.func, self.aliases).rsplit(".", 1)[-1]
            )
            == "network"
            for st in node.body
            for n in ast.walk(st)
            if isinstance(n, ast.Call)
        ):
            self._finding(
                "13.1",
                "moderate",
                node.lineno,
                "endless loop sends requests without any delay (request flood)",
            )
        elif not any("sleep" in c or "wait" in c for c in calls) and any(
            c.endswith((".append", ".extend")) for c in calls
        ):
            self._finding(
                "13.1", "moderate", node.lineno, "endless loop grows memory without bound"
            )


def analyse_python(
    path: str, text: str, external: dict[str, dict[str, _Summary]] | None = None
) -> PythonReport:
    """Analyse one Python file (text capped by the caller).

    ``external`` maps sibling module names (file stems) to their function summaries, so
    a call to a helper imported from another file of the package carries its taint.
    """
    return PythonFlow(path, text, external=external).run()


def analyse_package(sources: list[tuple[str, str]]) -> dict[str, PythonReport]:
    """Analyse all Python files of a package with cross-module function summaries.

    A first pass computes every module's summaries; the second pass analyses each module
    again with the summaries of its siblings (one level of helper-module indirection).
    """
    first = {path: PythonFlow(path, text).run() for path, text in sources}
    external = {
        path.rsplit("/", 1)[-1].removesuffix(".pyw").removesuffix(".py"): report.summaries
        for path, report in first.items()
        if report.parsed
    }
    if not any(external.values()) or len(sources) < 2:
        return first
    return {path: analyse_python(path, text, external) for path, text in sources}
