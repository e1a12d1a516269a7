"""Python sources: calls that read secrets, identity, files or decode hidden data, and
calls through which taint does not pass."""

from __future__ import annotations

import ast
import re

from .vocabulary import names

DECODERS = names(
    "b64decode b32decode b16decode a85decode b85decode urlsafe_b64decode decodebytes "
    "decodestring unhexlify a2b_base64 a2b_hex fromhex decompress"
)
"""Decoding calls: their output is hidden data (and decoded when constant)."""
CODE_LOADERS = names("marshal.loads")
"""Calls that rebuild compiled code from bytes: what they return is code no reader sees."""
NEUTRAL_CALLS = names(
    "len bool isinstance hasattr callable id type print range os.path.exists "
    "os.path.isfile os.path.isdir logging.info logging.debug logging.warning "
    "logging.error sorted min max sum"
)
"""Calls whose result carries none of their arguments' data."""
KEY_DERIVATIONS = names(
    "pubkey public_key get_public_key verifying_key to_public_key get_verifying_key "
    "sign sign_message sign_transaction sign_typed_data sign_hash hexdigest digest"
)
"""Methods that derive public material from a key (its public key or address, a
signature, a digest): the key cannot be read back from what they return."""
QUOTING_CALLS = names("json.dumps shlex.quote shlex.join pipes.quote")
"""Calls that turn a value into a quoted literal: put into code or a command line, it is
a string there, never code (fetched text in ``osascript -e 'display ... ' + json.dumps(x)``)."""
READERS = names(
    "open io.open codecs.open builtins.open sqlite3.connect tarfile.open zipfile.ZipFile "
    "shutil.make_archive"
)
"""Calls that open a file: a path to a credential store becomes its contents."""
READ_METHODS = names("read_text read_bytes read readlines readline")


AUTH_PREFIX = re.compile(
    r"(?i)(?:[?&](?:api[_-]?key|apikey|key|token|appid|app_id|access_token|auth|client_id"
    r"|client_secret|secret)=|bearer\s+|token\s+|basic\s+)$"
)
"""Text just before a value in a URL or header that marks it as an authentication field."""


SECRET_STORE_COMMAND = re.compile(
    r"\bsecurity\s+(?:find-(?:generic|internet)-password|dump-keychain)\b"
    # a cluster's secrets read, a service account's token minted, the kubeconfig's keys shown
    r"|\bkubectl\b[^\n|;)]*?\s(?:get\s+secrets?\b|create\s+token\b|config\s+view\b[^\n|;)]*--raw\b)"
    r"|\baws\s+secretsmanager\s+get-secret-value\b|\bgcloud\s+secrets\s+versions\s+access\b"
    r"|\bvault\s+(?:kv\s+)?(?:get|read)\b|\baz\s+keyvault\s+secret\s+show\b|\bsecret-tool\s+lookup\b"
    r"|\bgpg2?\b[^\n]*?--export-secret-(?:sub)?keys\b|\bop\s+(?:read|item\s+get)\b|\b(?:go)?pass\s+show\b"
    r"|\bbw\s+get\s+(?:password|item|notes)\b"
    # a password manager's whole vault exported
    r"|\bbw\s+export\b|\blpass\s+export\b|\bkeepassxc-cli\s+export\b|\bop\s+item\s+list\b[^\n]*--format"
    # long-lived cloud keys minted on the spot
    r"|\bgcloud\s+iam\s+service-accounts\s+keys\s+create\b|\baws\s+iam\s+create-access-key\b"
    r"|\baz\s+ad\s+sp\s+create-for-rbac\b"
    # the Terraform state, which holds every resource's secrets in plain text
    r"|\bterraform\s+(?:show\s+-json|state\s+pull)\b"
    # saved Wi-Fi passwords shown in clear
    r"|\bnetsh\s+wlan\s+show\s+profiles?\b[^\n]*\bkey\s*=\s*clear\b"
    r"|\bnmcli\b[^\n]*(?:--show-secrets|\s-s\b)[^\n]*\b(?:wifi|802-11-wireless-security\.psk)\b"
)
"""Commands that print a secret store's contents (the macOS keychain, Kubernetes secrets, a
cloud secret manager, Vault, a password manager's CLI, GnuPG's private keys, saved Wi-Fi
passwords): what a process
running one returns is a named secret, judged like an environment key by where it is sent
(a request's body, or an authentication header to a host that is not its service)."""


IDENTITY = names(
    "getpass.getuser os.getlogin socket.gethostname socket.getfqdn platform.node "
    "uuid.getnode os.uname platform.uname"
)
"""Calls that identify the user or machine (what a beacon reports home)."""


def is_chr_join(node: ast.Call) -> bool:
    """``"".join(chr(c) for c in ...)`` or ``"".join(map(chr, ...))``: text built from codes."""
    if not (isinstance(node.func, ast.Attribute) and node.func.attr == "join" and node.args):
        return False
    inner = node.args[0]
    if isinstance(inner, ast.GeneratorExp | ast.ListComp):
        elt = inner.elt
        return isinstance(elt, ast.Call) and isinstance(elt.func, ast.Name) and elt.func.id == "chr"
    if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id == "map":
        return (
            bool(inner.args) and isinstance(inner.args[0], ast.Name) and inner.args[0].id == "chr"
        )
    return False
