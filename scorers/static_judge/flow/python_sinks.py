"""Python sinks: the calls that send data out, run processes or code, or deserialise.

>>> call_category_of_name("subprocess.run")
'process'
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable

from .python_names import dotted
from .vocabulary import names

NET_MODULES = names(
    "requests httpx urllib3 aiohttp urllib.request urllib2 http.client httplib socket "
    "smtplib ftplib paramiko websocket websockets pycurl telnetlib grequests treq "
    "tornado.httpclient boto3 dns.resolver xmlrpc paho.mqtt"
)
NET_FUNCS = names(
    "get post put patch delete head options request urlopen urlretrieve send sendall "
    "sendto sendmail send_message connect create_connection gethostbyname getaddrinfo "
    "storbinary storlines fetch stream upload_file upload_fileobj put_object resolve "
    "query recv build_opener open publish single multiple"
)
SEND_METHODS = names(
    "post put patch send sendall sendto sendmail send_message urlopen storbinary "
    "upload_file upload_fileobj put_object request recv publish"
)
PATH_UPLOADS = names("put put_file upload upload_file")
"""Upload calls given a local file's path (SFTP/SCP ``put``, S3 ``upload_file``): the client
reads the file and sends it, as ``storbinary`` sends an open file."""
MESSAGE_PARTS = names("set_content add_attachment attach set_payload add_alternative add_related")
"""Methods that put a part into a mail message: the message then carries that part."""
CLIENTISH = re.compile(r"(?i)sess|client|http|conn|sock|api|smtp|ftp|ws\b|opener")
PROCESS = re.compile(
    r"^(?:subprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)"
    r"|os\.(?:system|popen\d?|exec[lv]p?e?|spawn[lv]p?e?|posix_spawnp?|startfile)|pty\.spawn"
    r"|asyncio\.create_subprocess_(?:shell|exec)|commands\.getoutput|sh\.\w+)$"
)
SHELL_IMPLIED = re.compile(
    r"^(?:os\.system|os\.popen\d?|subprocess\.get(?:status)?output|asyncio\.create_subprocess_shell"
    r"|commands\.getoutput)$"
)
CODE = names(
    "eval exec compile builtins.eval builtins.exec __builtins__.eval __builtins__.exec execfile"
)
DESERIALIZE = names(
    "pickle.loads pickle.load cPickle.loads cPickle.load _pickle.loads marshal.loads "
    "dill.loads dill.load cloudpickle.loads joblib.load yaml.unsafe_load yaml.load "
    "jsonpickle.decode shelve.open"
)
DELETE = names("shutil.rmtree os.remove os.unlink os.rmdir os.removedirs")
PROCESS_IGNORED_KW = names(
    "env cwd timeout capture_output text check stdout stderr stdin encoding errors "
    "universal_newlines bufsize close_fds start_new_session"
)
NETWORK_AUTH_KW = names("headers auth cert verify timeout proxies")
KEYFILE_KW = names(
    "key_filename pkey passphrase password username credentials client_cert ssl_context "
    "keyfile certfile"
)


def call_category_of_name(name: str) -> str | None:
    """'process', 'code' or 'deserialize' from the resolved call name alone."""
    if PROCESS.match(name):
        return "process"
    if name in CODE:
        return "code"
    if name in DESERIALIZE:
        return "deserialize"
    return None


def call_category(
    node: ast.Call, name: str, last: str, aliases: dict[str, str], has_network_import: bool
) -> str | None:
    """The sink category of a call (network, process, code, deserialize) or None."""
    category = call_category_of_name(name)
    if category is not None:
        return category
    # a client's own method (``Session().get``), not one of an attribute (``.headers.get``)
    module_hit = _in_network_module(name) and (
        "()" not in name or name.rsplit("()", 1)[-1].count(".") <= 1
    )
    if module_hit and last in NET_FUNCS and not name.startswith("socket.socket"):
        return "network"
    if module_hit and last in ("urlopen", "urlretrieve"):
        return "network"
    if isinstance(node.func, ast.Attribute) and has_network_import:
        receiver = dotted(node.func.value, aliases)
        if (
            last in SEND_METHODS
            and last != "request"
            or (last in NET_FUNCS and CLIENTISH.search(receiver.rsplit(".", 1)[-1]))
        ):
            return "network"
    return None


def _in_network_module(name: str) -> bool:
    """``name`` is a network module or a dotted name inside one (``requests.post``)."""
    if name in NET_MODULES:
        return True
    dot = name.find(".")
    while dot != -1:
        if name[:dot] in NET_MODULES:
            return True
        dot = name.find(".", dot + 1)
    return False


_CLIENT_FACTORIES = names("socket create_connection")


def network_clients(nodes: Iterable[ast.AST], aliases: dict[str, str]) -> dict[str, str]:
    """Local name -> ``<constructor>()`` for names bound to a network client object.

    ``conn = http.client.HTTPSConnection(host)`` makes ``conn.request(...)`` a call into
    ``http.client``, which the import alone (``import http.client`` binds ``http``) does not
    say. Only constructors (a capitalised class name) and socket factories count, never a
    call's result (``requests.get(u).json()`` is data, not a client); names the module
    imports keep their import.

    >>> tree = ast.parse("import http.client; c = http.client.HTTPSConnection('h')")
    >>> network_clients(ast.walk(tree), {"http": "http"})
    {'c': 'http.client.HTTPSConnection()'}
    >>> code = "import requests\\nclass A:\\n def __init__(self):\\n  self.s = requests.Session()"
    >>> tree = ast.parse(code)
    >>> network_clients(ast.walk(tree), {"requests": "requests"})
    {'self.s': 'requests.Session()'}
    """
    clients: dict[str, str] = {}
    for node in nodes:
        pairs: list[tuple[ast.expr | None, ast.expr]]
        if isinstance(node, ast.Assign):
            pairs = [(target, node.value) for target in node.targets]
        elif isinstance(node, ast.With | ast.AsyncWith):
            pairs = [(item.optional_vars, item.context_expr) for item in node.items]
        else:
            continue
        for target, value in pairs:
            bound = _bound_name(target)
            if bound is None or not isinstance(value, ast.Call):
                continue
            if bound in aliases or not isinstance(value.func, ast.Name | ast.Attribute):
                continue
            name = dotted(value.func, aliases)
            last = name.rsplit(".", 1)[-1]
            if "()" in name or not (last[:1].isupper() or last in _CLIENT_FACTORIES):
                continue
            if _in_network_module(name):
                clients[bound] = f"{name}()"
    return clients


def _bound_name(target: ast.expr | None) -> str | None:
    """The name an assignment binds: ``s``, or ``self.s`` for a client an instance keeps."""
    if isinstance(target, ast.Name):
        return target.id
    if (
        isinstance(target, ast.Attribute)
        and isinstance(target.value, ast.Name)
        and target.value.id in ("self", "cls")
    ):
        return f"self.{target.attr}"
    return None


def imports_network(aliases: dict[str, str]) -> bool:
    """True when the module imports a network client library."""
    return any(
        target == mod or target.startswith(mod + ".")
        for target in aliases.values()
        for mod in NET_MODULES
    )
