"""Destination-aware flow: is data sent to the service the skill declares as its own?

A credential sent to the API it belongs to (an ``ANTHROPIC_API_KEY`` to
``api.anthropic.com``, a GitHub token to ``api.github.com``, a key to the host the skill
names as its service) is the skill doing its job; the same credential sent anywhere
else is exfiltration. An installer piped into a shell from the project's own domain is
an install step; from any other host it is a dropper. Ownership of a host is decided
from the package itself (the service's name in the package prose, the secret's name)
and from a small list of public API providers kept as data here.

>>> service_label("api.anthropic.com")
'anthropic'
>>> service_label("latchshot.fly.dev")
'latchshot'
"""

from __future__ import annotations

import ast
import functools
import ipaddress
import re
from collections.abc import Callable, Iterable

from .content_cache import per_text
from .flow.sources import RUN_TIME_NAMED
from .normalise_python import parse_module
from .textutil import is_prose_file, unwrapped

KNOWN_API_DOMAINS = frozenset(
    {
        "anthropic.com",
        "openai.com",
        "googleapis.com",
        "google.com",
        "github.com",
        "githubusercontent.com",
        "gitlab.com",
        "cloudflare.com",
        "openrouter.ai",
        "huggingface.co",
        "slack.com",
        "notion.com",
        "atlassian.net",
        "atlassian.com",
        "stripe.com",
        "mistral.ai",
        "cohere.ai",
        "groq.com",
        "perplexity.ai",
        "deepseek.com",
        "x.ai",
        "azure.com",
        "microsoft.com",
        "spotify.com",
        "linear.app",
        "vercel.com",
        "supabase.co",
        "pypi.org",
        "npmjs.org",
    }
)
"""Registrable domains of public API providers: a key sent there goes to its service."""

KNOWN_INSTALLERS = frozenset(
    {
        "astral.sh",
        "sh.rustup.rs",
        "rustup.rs",
        "get.docker.com",
        "deno.land",
        "bun.sh",
        "aka.ms",
        "get.helm.sh",
        "install.python-poetry.org",
        "pyenv.run",
        "get.pnpm.io",
        "fnm.vercel.app",
        "tailscale.com",
        "ollama.com",
        "raw.githubusercontent.com/homebrew/",
        "raw.githubusercontent.com/nvm-sh/",
        "raw.githubusercontent.com/golangci/",
        "foundry.paradigm.xyz",
    }
)
"""Official installers of widely used developer tools (host, or host/owner/ on GitHub)."""

DOCUMENTATION_DOMAINS = frozenset({"example.com", "example.net", "example.org"})
"""The documentation domains (RFC 2606): a template's address, no one's server."""
_HOSTING_SUFFIXES = frozenset(
    {
        "fly.dev",
        "vercel.app",
        "netlify.app",
        "herokuapp.com",
        "github.io",
        "pages.dev",
        "workers.dev",
        "onrender.com",
        "co.uk",
        "com.au",
        "co.jp",
    }
)
"""Two-label suffixes under which every customer gets their own name."""

_URL_HOST = re.compile(
    r"\b(?:https?|wss?)://(?:\{[^{}\s/]{1,40}\}\.|\$\{?\w{1,40}\}?\.|%s\.|<[\w-]{1,40}>\.)?"
    r"([A-Za-z0-9.-]+)",
    re.I,
)
"""The host of a URL; a tenant's label filled in at run time (``https://{app}.algolia.net``)
leaves the domain it is under."""
_URL = re.compile(r"\b[a-z][\w+.-]*://\S+|(?<![\w-])[\w-]+(?:\.[\w-]+)+", re.I)
"""URLs and dotted names (hosts, files): a service is named in words, not in addresses.
A dotted name is only tried where a run of word characters starts: the matches are the
same (every match ends before a character of no run), the engine no longer retries inside
every word."""
_SECRET_NAME = re.compile(
    r"\b([A-Z][A-Z0-9]*)_[A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|PAT)(?:_ID)?\b"
)
"""A credential variable (``ACME_API_KEY``; ``ACME_SECRET_ID`` names the key's public half)."""
_NAME_ALIASES = {
    "GH": "github",
    "GOOGLE": "googleapis",
    "GEMINI": "googleapis",
    "HF": "huggingface",
    "TG": "telegram",
    "TENCENTCLOUD": "tencent",
    "WECOM": "qq",
    "WECHAT": "qq",
    "WEIXIN": "qq",
}
"""Services whose API lives under another name: Tencent Cloud under ``tencent.com``,
WeCom and WeChat under ``qq.com``."""
_GENERIC = frozenset(
    {"api", "www", "get", "run", "raw", "cdn", "app", "install", "download", "example"}
)
"""Host labels that name no project (``example`` is the reserved documentation domain)."""


def hosts_in(text: str) -> set[str]:
    """Lower-case host names of the ``http(s)://`` and ``ws(s)://`` URLs in ``text``.

    >>> sorted(hosts_in('f"https://{app}.algolia.net/1" and https://api.x.io/v1'))
    ['algolia.net', 'api.x.io']
    """
    if "://" not in text:  # in every match
        return set()
    return {m.group(1).lower().rstrip(".") for m in _URL_HOST.finditer(text)}


def registrable(host: str) -> str:
    """The domain a single owner controls: ``api.github.com`` -> ``github.com``."""
    labels = host.lower().split(".")
    if len(labels) >= 3 and ".".join(labels[-2:]) in _HOSTING_SUFFIXES:
        return ".".join(labels[-3:])
    return ".".join(labels[-2:])


def documented_domains(
    files: dict[str, str], also: Callable[[str], Iterable[str]] | None = None
) -> set[str]:
    """The registrable domains of the addresses the package's prose writes out: its URLs,
    and whatever ``also`` finds in each prose text (a repository string, an endpoint).

    >>> sorted(documented_domains({"SKILL.md": "Data goes to https://api.keep.io/v1.",
    ...     "s.py": "https://x.invalid"}))
    ['keep.io']
    """
    found: set[str] = set()
    for path, text in files.items():
        if is_prose_file(path):
            found |= _written_domains(text)
            found.update(map(registrable, also(text) if also else ()))
    return found


@per_text(4096)
def _written_domains(text: str) -> frozenset[str]:
    """The registrable domains of the URLs ``text`` writes out."""
    return frozenset(map(registrable, hosts_in(text)))


def service_label(host: str) -> str:
    """The name the owner chose for the domain (``run.linkerd.io`` -> ``linkerd``)."""
    return registrable(host).split(".")[0]


def is_local(host: str) -> bool:
    """Loopback, a bare single-label name or a placeholder: not a destination off the machine.
    A Kubernetes service name (``kubernetes.default.svc``) is the cluster the code runs in.

    >>> [is_local(h) for h in ("localhost", "kubernetes.default.svc", "api.example.org")]
    [True, True, False]
    """
    if "." not in host or host in ("localhost",) or host.endswith((".local", ".localhost", ".svc")):
        return True
    address = _ip_address(host)
    return address is not None and address.is_loopback


def is_internal(host: str) -> bool:
    """Loopback, a private or link-local address, or a name that only resolves inside a
    network (``.local``, ``.internal``): a host that is not on the public internet.

    >>> [is_internal(h) for h in ("192.168.1.5", "host.docker.internal", "api.example.org")]
    [True, True, False]
    """
    host = host.strip("[]").lower()
    if is_local(host) or host.endswith((".internal", ".lan", ".home.arpa")):
        return True
    address = _ip_address(host)
    return address is not None and (address.is_private or address.is_link_local)


def is_ip(host: str) -> bool:
    return _ip_address(host) is not None


def _ip_address(host: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        return None


@per_text(4096)
def _capitalised_words(text: str) -> tuple[str, ...]:
    """The capitalised words of ``text`` outside URLs and dotted names, lower-cased."""
    return tuple(w.lower() for w in re.findall(r"\b[A-Z][A-Za-z0-9-]{3,}", _URL.sub(" ", text)))


def named_services(prose: Iterable[str], name: str = "") -> set[str]:
    """Names the package documents, lower-cased: the words of its ``name`` and every
    capitalised word (``Istio``, ``Pueue``) written twice or more in its prose outside
    URLs and dotted names.
    """
    counts: dict[str, int] = {}
    for text in prose:
        for word in _capitalised_words(text):
            counts[word] = counts.get(word, 0) + 1
    named = {w for w in re.split(r"[^a-z0-9]+", name.lower()) if len(w) >= 4}
    joined = re.sub(r"[^a-z0-9]+", "", name.lower())
    if len(joined) >= 4:
        named.add(joined)  # ``get-tldr`` names the domain ``get-tldr.com`` as a whole
    return named | {word for word, n in counts.items() if n >= 2}


def owned(host: str, services: set[str], secret: str = "") -> bool:
    """True when ``host`` belongs to the service the package or the secret names.

    ``services``: words the package prose names (see :func:`named_services`);
    ``secret``: the credential's variable name, whose prefix names its service.
    """
    if is_ip(host):
        return False
    if is_local(host):
        return True
    domain = registrable(host)
    label = service_label(host)
    if domain in KNOWN_API_DOMAINS:
        return True
    if named_after_service(host, services):
        return True
    prefix = _SECRET_NAME.search(secret)
    if prefix:
        vendor = _NAME_ALIASES.get(prefix.group(1), prefix.group(1).lower())
        return (
            label.replace("-", "") == vendor
            or domain.replace(".", "").replace("-", "") == vendor
            or label.replace("-", "") in _joined_names(prefix.group(0))
            or (
                label.replace("-", "") in _service_words(prefix.group(0))
                and not serves_user_content(host)
            )
            or (vendor in services and _carries_name(host, vendor))
        )
    return False


_CREDENTIAL_WORDS = frozenset({"key", "token", "secret", "password", "pat", "id", "bot", "access"})
_ENDPOINT_KINDS = frozenset(
    {
        "webhook",
        "hook",
        "hooks",
        "callback",
        "relay",
        "proxy",
        "paste",
        "upload",
        "tunnel",
        "collector",
    }
)
"""Words naming a kind of endpoint, not a service: ``ACME_WEBHOOK_TOKEN`` owns no ``webhook.*``."""


def _service_words(variable: str) -> set[str]:
    """The services a secret variable's later words name: ``ACME_TG_BOT_TOKEN`` is the
    skill's Telegram bot token (``telegram``), not only a key of ``acme``."""
    words = (_NAME_ALIASES.get(w, w.lower()) for w in variable.split("_")[1:])
    return {
        w for w in words if len(w) >= 4 and w not in _CREDENTIAL_WORDS | _ENDPOINT_KINDS | _GENERIC
    }


def _carries_name(host: str, vendor: str) -> bool:
    """The host spells the secret's service, which the package also names in its prose:
    as a label left of the owner's domain (``dashscope.aliyuncs.com`` for DashScope, a
    product on its company's cloud) or as the start of the owner's own name
    (``graphql.klutchcard.com`` for Klutch). Hosts of anyone's uploads never qualify.

    >>> _carries_name("dashscope.aliyuncs.com", "dashscope")
    True
    >>> _carries_name("collector.invalid", "dashscope")
    False
    >>> _carries_name("deepl-stats.invalid", "deepl")
    False
    """
    if len(vendor) < 4 or vendor in _GENERIC or serves_user_content(host):
        return False
    domain = registrable(host)
    subdomain = host.lower()[: -len(domain)].split(".")
    label = service_label(host)
    # "klutchcard" is Klutch's own name; "deepl-usage-stats" is someone's name with DeepL in it
    return vendor in subdomain or (label.startswith(vendor) and label[len(vendor) :][:1] != "-")


def secret_names(text: str) -> set[str]:
    """Names of credential variables written in ``text`` (``ACME_API_KEY``)."""
    return {m.group(0) for m in _SECRET_NAME.finditer(text)}


def _joined_names(variable: str) -> set[str]:
    """The service names a multi-word secret variable spells: ``ALPHA_VANTAGE_API_KEY``
    -> ``alphavantage`` (and ``alphavantageapi``); a single word is left to the prefix."""
    words = [w.lower() for w in variable.split("_") if w]
    return {"".join(words[:n]) for n in range(2, len(words))}


_ROLE_AFFIX = re.compile(r"^(?:api|app)-(?=\w{4})|(?<=\w{4})-(?:api|app|server|backend)$")
"""The part of a hosted app's name that says which of its parts it is (``acme-api`` on a
hosting provider's domain, ``app-acme``)."""


def named_after_service(host: str, services: set[str]) -> bool:
    """The domain is named after a service the package documents (``istio.io``, Istio;
    ``get-tldr.com`` in the skill ``get-tldr``; ``clawgram-api.onrender.com``, the API of
    Clawgram hosted on a provider that gives every app its own name).

    >>> named_after_service("clawgram-api.onrender.com", {"clawgram"})
    True
    >>> named_after_service("relay-api.onrender.com", {"clawgram"})
    False
    """
    label = service_label(host)
    if is_ip(host) or label in _GENERIC:
        return False
    return any(
        name in services or name.replace("-", "") in services
        for name in {label, _ROLE_AFFIX.sub("", label)}
    )


def known_installer(url: str) -> bool:
    """``url`` (without scheme) is the official installer of a widely used tool."""
    url = url.lower()
    host = url.split("/", 1)[0]
    return any(
        url.startswith(known) if "/" in known else host == known or host.endswith("." + known)
        for known in KNOWN_INSTALLERS
    )


def all_owned(
    text: str, services: set[str], secret: str = "", declared: frozenset[str] = frozenset()
) -> bool:
    """Every URL host in ``text`` is owned and there is at least one (sample addresses of
    the documentation domains aside); a text naming only hosts on this machine
    (``http://localhost:8080/api``, a local server the skill drives) sends nothing off it.

    ``declared``: hosts the package documents as its API (see :func:`declared_api_hosts`),
    owned unless the secret names some other service.
    """
    named = hosts_in(text) - xml_namespace_hosts(text)
    hosts = {h for h in named if not _placeholder(h)} or named
    remote = {h for h in hosts if not is_local(h)}
    return bool(hosts) and all(
        owned(h, services, secret) or _declared_for(h, declared, secret) for h in remote
    )


_XML_NAMESPACE = re.compile(r"\bxmlns(?::[\w.-]+)?\s*=\s*\\?[\"']https?://([A-Za-z0-9.-]+)", re.I)


def xml_namespace_hosts(text: str) -> set[str]:
    """Hosts that ``text`` uses to name XML namespaces (``xmlns:soap="http://schemas...``):
    a namespace is an identifier, nothing is sent there.

    >>> sorted(xml_namespace_hosts('<e xmlns:soap="http://schemas.xmlsoap.org/soap/">'))
    ['schemas.xmlsoap.org']
    """
    return {m.group(1).lower().rstrip(".") for m in _XML_NAMESPACE.finditer(text)}


def _placeholder(host: str) -> bool:
    """The documentation domains (``example.com``, RFC 2606): a usage line's sample
    address beside the real one, not where the code sends anything."""
    return registrable(host) in ("example.com", "example.net", "example.org")


_DECLARATION = re.compile(
    r"\b(?:api|base(?:[\s_-]?url)?|endpoint|url|host|server|rest|portal)\b|基础|接口|端点|地址|服务器",
    re.I,
)
"""Words with which documentation presents an address as the service's API."""
_SENTENCE_BREAK = re.compile(r"\n|(?<=[.!?])\s+(?=[A-Z])")
"""Where one sentence or line of prose ends: a hard-wrapped sentence is read whole."""


def declared_api_hosts(prose: Iterable[str]) -> frozenset[str]:
    """Hosts the package's documentation presents as its API: a line of prose that gives
    the address together with a word such as *API*, *base URL* or *endpoint*
    (``**Base URL:** `https://services.example.com` ``). Hosts where anyone can publish
    or receive (paste sites, tunnels, code hosts, request catchers) and bare IP addresses
    never count.

    >>> sorted(declared_api_hosts(["Base URL: `https://services.acme-hq.com`"]))
    ['services.acme-hq.com']
    >>> sorted(declared_api_hosts(["See https://services.acme-hq.com for details"]))
    []
    >>> sorted(declared_api_hosts(["Runs on its portal\\n(`https://d.acme.edu`). Go."]))
    ['d.acme.edu']
    """
    found = set()
    for text in prose:
        for line in _SENTENCE_BREAK.split(unwrapped(text)) if "://" in text else ():
            if "://" not in line:  # a host hosts_in finds follows it
                continue
            hosts = hosts_in(line)
            if not hosts or not _DECLARATION.search(_URL.sub(" ", line)):
                continue
            found |= {
                h for h in hosts if not is_local(h) and not is_ip(h) and not serves_user_content(h)
            }
    return frozenset(found)


def _declared_for(host: str, declared: frozenset[str], secret: str) -> bool:
    """``host`` is a documented API host and the secret is named and is not the key of a
    well-known provider, which only that provider's hosts receive."""
    if host not in declared:
        return False
    if not _SECRET_NAME.search(secret):
        return False  # a variable named at run time may be any provider's key
    return not provider_key(secret)


def secret_vendor(secret: str) -> str:
    """The service a credential variable's first word names, lower case (``GH_TOKEN`` ->
    ``github``); empty when ``secret`` names no credential variable.

    >>> secret_vendor("environment variable GH_TOKEN"), secret_vendor("REGION")
    ('github', '')
    """
    prefix = _SECRET_NAME.search(secret)
    if not prefix:
        return ""
    return _NAME_ALIASES.get(prefix.group(1), prefix.group(1).lower())


def provider_key(secret: str) -> bool:
    """``secret`` names the key of a public API provider (``OPENAI_API_KEY``,
    ``GITHUB_TOKEN``), which only that provider's hosts receive.

    >>> provider_key("OPENAI_API_KEY"), provider_key("ACME_API_KEY"), provider_key("X_API_KEY")
    (True, False, False)
    """
    vendor = secret_vendor(secret)
    return len(vendor) >= 3 and vendor in _PROVIDER_NAMES


_PROVIDER_NAMES = frozenset(domain.split(".")[0] for domain in KNOWN_API_DOMAINS) | {
    "aws", "gcp", "gcloud", "azure", "gemini", "claude", "gpt", "npm", "pypi", "docker",
}  # fmt: skip
"""Secret prefixes of public providers: their keys are never sent to another documented host."""


_WHOLE_ENVIRONMENT = re.compile(
    r"\bin\s+os\.environ\b|\bos\.environ\.(?:items|keys|values|copy)\(|\bdict\(\s*os\.environ\s*\)"
    r"|\bObject\.(?:keys|entries|values)\(\s*process\.env\s*\)"
)
"""Every variable of the environment gone through: no one named what is sent."""
_ENV_READ = re.compile(r"\b(?:environ|getenv|process\.env|import\.meta\.env)\b|\$\{?[A-Z]")
_ENDPOINT_WORDS = r"(?:URL|URI|HOST|ENDPOINT|BASE|SERVER|ORIGIN|DOMAIN|INSTANCE)"


def configured_endpoint(text: str, secret: str) -> bool:
    """``text`` names no public host (a LAN address in a usage note is the user's own
    network) and takes its endpoint from an environment
    variable of the secret's own service (``ACME_URL`` beside ``ACME_TOKEN``), read
    directly or looked up by that name through a helper (``env("ACME_URL")``): the user
    points the skill at their instance, so the credential goes where its owner said.

    >>> configured_endpoint("base = os.environ['MEMOS_URL']", "MEMOS_TOKEN")
    True
    >>> configured_endpoint("base = os.environ['HOOK_URL']", "MEMOS_TOKEN")
    False
    >>> configured_endpoint("base = setting('MEMOS_URL')", "MEMOS_TOKEN")
    True

    A secret the user names at run time (a value their settings file points at) goes to
    any endpoint variable the user sets:

    >>> configured_endpoint("base = os.environ['AIRFLOW_URL']", RUN_TIME_NAMED)
    True
    """
    prefix = _SECRET_NAME.search(secret)
    named_by_user = secret == RUN_TIME_NAMED and not _WHOLE_ENVIRONMENT.search(text)
    if not (prefix or named_by_user) or any(not is_internal(h) for h in hosts_in(text)):
        return False
    owner = prefix.group(1) if prefix else "[A-Z][A-Z0-9]*"
    name = rf"\b{owner}_(?:[A-Z0-9]+_)*{_ENDPOINT_WORDS}(?:_[A-Z0-9]+)*\b"
    endpoint, looked_up = re.compile(name), re.compile(rf"\(\s*[\"']{name}[\"']")
    return any(
        endpoint.search(line) and (_ENV_READ.search(line) or looked_up.search(line))
        for line in text.splitlines()
    )


_QUOTED = re.compile(r"([\"'`])([^\"'`\n]{1,200})\1")
_CREDENTIAL_STORES = frozenset(
    {"ssh", "aws", "gnupg", "kube", "docker", "netrc", "git-credentials", "config", "local"}
)
"""Home folders that hold other tools' secrets: never a skill's own state."""


def own_state_folder(line: str, skill_name: str) -> bool:
    """The home path built on ``line`` is a folder or file named after the skill itself
    (``Path.home() / ".config" / "x-notes"`` in the skill ``x-notes``; ``.xnotes_cache.json``
    or ``.x-notes-v2``; a run of two or more of its name's words, ``.fast-claw`` in the
    skill ``fast-claw-paid-api``): the state the skill keeps for itself (its tokens, its
    settings), not the user's data. One word of a longer name never counts (``.solana`` in
    ``solana-wallet`` is another tool's folder).

    >>> own_state_folder('TOKENS = Path.home() / ".prior" / "t.json"', "prior")
    True
    >>> own_state_folder('KEY = Path.home() / ".ssh" / "id_rsa"', "prior")
    False
    >>> own_state_folder('p = os.path.join(Path.home(), ".mstodo_flow.json")', "ms-todo-sync")
    True
    >>> own_state_folder('K = Path.home() / ".config" / "solana" / "id.json"', "solana-wallet")
    False
    """
    name = skill_name.strip().lower()
    if len(name) < 4 or name in _CREDENTIAL_STORES:
        return False
    stems = _name_stems(name)
    for _, text in _QUOTED.findall(line):
        for part in re.split(r"[\\/]", text):
            part = part.lstrip(".").lower()
            if part == name:
                return True
            if part not in _CREDENTIAL_STORES and any(
                stem in re.sub(r"[^a-z0-9]", "", part) for stem in stems
            ):
                return True
    return False


def _name_stems(name: str) -> set[str]:
    """The whole name and every run of two or more of its words, written together (six
    letters at least)."""
    words = [w for w in re.split(r"[^a-z0-9]+", name) if w]
    runs = {"".join(words)} | {
        "".join(words[i:j]) for i in range(len(words)) for j in range(i + 2, len(words) + 1)
    }
    return {run for run in runs if len(run) >= 6}


_NAME_WORDS_NAMING_NOTHING = frozenset(
    {"skill", "agent", "tool", "tools", "helper", "integration", "extension", "plugin",
     "client", "server", "manager", "automation", "assistant", "data", "sync", "bot"}
)  # fmt: skip
"""Words of a skill's name that name no service of its own."""


def names_own_service(line: str, skill_name: str) -> bool:
    """``line`` sends something to the service the skill is named after, by name and
    without an address (``to Acme's token endpoint`` in the skill ``acme-designer``).

    >>> names_own_service("Send the token to Acme's Resolve endpoint.", "acme-designer")
    True
    >>> names_own_service("Send the token to the Relay endpoint.", "acme-designer")
    False
    """
    if hosts_in(line):
        return False
    words = {w for w in re.split(r"[^a-z0-9]+", skill_name.lower()) if len(w) >= 4}
    for word in words - _NAME_WORDS_NAMING_NOTHING:
        phrase = (
            rf"\b(?:to|via|with|against)\s+(?:the\s+|your\s+)?{re.escape(word)}(?:['\u2019]s)?"
            r"\s+(?:[\w-]+\s+){0,4}?(?:api|endpoint|server|backend|service)\b"
        )
        if re.search(phrase, line, re.I):
            return True
    return False


def flow_text(source: str, sink_line: int, flow_lines: Iterable[int] = ()) -> str:
    """The code a data flow runs through: the module level and the functions holding
    the sink line or one of the flow's ``flow_lines`` (its source, a call site).

    A URL written in some other function (a public-IP lookup beside an API client) is
    not where this flow sends its data. Source that does not parse, or whose scoped part
    names no host (the URL comes from elsewhere), is returned whole.
    """
    scopes = _code_scopes(source)
    if scopes is None:
        return source
    lines, functions, documentation = scopes
    cited = {sink_line, *flow_lines}
    outside = [
        (first, last) for first, last in functions if not any(first <= n <= last for n in cited)
    ]
    hidden = {n for first, last in outside for n in range(first, last + 1)} | documentation
    scoped = "\n".join(text for number, text in enumerate(lines, 1) if number not in hidden)
    return scoped if hosts_in(scoped) else source


@functools.lru_cache(maxsize=16)
def _code_scopes(source: str) -> tuple[list[str], list[tuple[int, int]], set[int]] | None:
    """The lines of ``source``, the (first, last) lines of each of its functions, and
    its documentation lines (none when the code reads a ``__doc__``); None when it does
    not parse. Cached: :func:`flow_text` scopes each flow of a script. Read only."""
    try:
        nodes = parse_module(source).nodes
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    lines = source.splitlines()
    functions = [
        (node.lineno, node.end_lineno)
        for node in nodes
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.end_lineno is not None
    ]
    documentation = set() if "__doc__" in source else _documentation_lines(nodes, lines)
    return lines, functions, documentation


def _documentation_lines(nodes: Iterable[ast.AST], lines: list[str]) -> set[int]:
    """Lines of docstrings and whole-line comments: a URL in a usage example
    (``fetch.py "https://youtu.be/ID"``) is not where the code sends anything."""
    found = {n for n, text in enumerate(lines, 1) if text.lstrip().startswith("#")}
    for node in nodes:
        if not isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        first = node.body[0] if node.body else None
        if (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        ):
            found |= set(range(first.lineno, (first.end_lineno or first.lineno) + 1))
    return found


ANONYMOUS_HOSTS = frozenset(
    {
        "pastebin.com",
        "paste.ee",
        "hastebin.com",
        "rentry.co",
        "dpaste.org",
        "ghostbin.com",
        "termbin.com",
        "bit.ly",
        "tinyurl.com",
        "t.co",
        "is.gd",
        "goo.gl",
        "rb.gy",
        "cutt.ly",
        "shorturl.at",
        "transfer.sh",
        "file.io",
        "0x0.st",
        "ngrok.io",
        "ngrok-free.app",
        "trycloudflare.com",
        "discordapp.com",
        "discordapp.net",
    }
)
"""Paste sites, URL shorteners, throwaway file hosts and tunnels: anyone's content, no project's."""
_CODE_HOSTS = frozenset(
    {"github.com", "raw.githubusercontent.com", "codeload.github.com", "gitlab.com"}
)


def _name_words(name: str) -> set[str]:
    """The words of four or more letters or digits in a name.

    >>> sorted(_name_words("Acme/localsend-cli"))
    ['acme', 'localsend']
    """
    return {w for w in re.split(r"[^a-z0-9]+", name.lower()) if len(w) >= 4}


_TITLE_LINK = re.compile(r"\A\s*#[ \t]+\[[^\]\n]+\]\((https?://[^)\s]+)\)")
"""A top heading that links the skill's subject (``# [Acme](https://acme.dev)``)."""


def home_page_services(homepage: str, body: str) -> set[str]:
    """The service names of the skill's declared home page: the front matter ``homepage``
    and a link in the heading the body opens with. Code hosts, paste sites and addresses
    name no service of their own.

    >>> sorted(home_page_services("https://bear.app", "# Bear notes"))
    ['bear']
    >>> sorted(home_page_services("", "# [acme.sh](https://acme.sh)\\n\\nRun it."))
    ['acme']
    >>> home_page_services("https://github.com/a/b", "# [x](https://203.0.113.5/)")
    set()
    """
    title = _TITLE_LINK.match(body)
    urls = [homepage, title.group(1) if title else ""]
    services = set()
    for host in hosts_in(" ".join(urls)):
        if is_ip(host) or is_local(host) or registrable(host) in ANONYMOUS_HOSTS:
            continue
        if host in _CODE_HOSTS or registrable(host) in _CODE_HOSTS:
            continue
        label = service_label(host)
        if label not in _GENERIC and len(label) >= 3:
            services.add(label)
    return services


def named_project_url(url: str, words: set[str]) -> bool:
    """``url`` (without scheme) is served by a project the package names in its prose.

    ``words``: lower-case words of the package prose, outside URLs. The host's own name
    (``get.submariner.io`` -> ``submariner``) or, on a code host, the repository owner
    or name must be one of them; IP addresses, paste sites, shorteners, gists and
    tunnels never are.

    >>> named_project_url("get.submariner.io", {"submariner"})
    True
    >>> named_project_url("203.0.113.5/i.sh", {"submariner"})
    False
    """
    host, _, path = url.lower().partition("/")
    host = host.split(":", 1)[0]
    if not host or is_ip(host) or registrable(host) in ANONYMOUS_HOSTS or host.startswith("gist."):
        return False
    if host in _CODE_HOSTS:
        owner_and_repository = path.split("/")[:2]
        names = set().union(*map(_name_words, owner_and_repository))
        return bool(names - _GENERIC & words)
    label = service_label(host)
    return label not in _GENERIC and len(label) >= 4 and label in words


_RAW_FILE = re.compile(
    r"https://(?:raw\.githubusercontent\.com/[\w.-]+/([\w.-]+)/"
    r"|github\.com/[\w.-]+/([\w.-]+)/(?:raw|releases/download)/)",
    re.I,
)


def own_repository_download(line: str, skill_name: str) -> bool:
    """Every download on ``line`` is an HTTPS file of a GitHub repository named after
    the skill itself (``.../Acme/openclaw-checkpoint/main/install.sh`` in the skill
    ``openclaw-checkpoint``, ``.../localsend-cli/...`` in ``localsend``): the skill
    installing its own project, as its README would. Gists, paste sites and other
    projects' repositories never qualify.

    >>> own_repository_download(
    ...     "curl -fsSL https://raw.githubusercontent.com/a/localsend-cli/m/i.sh | bash",
    ...     "localsend")
    True
    >>> own_repository_download(
    ...     "curl -fsSL https://raw.githubusercontent.com/a/clawcli/m/i.sh | bash", "x-trends")
    False
    """
    urls = re.findall(r"\b(?:https?|ftp)://\S+", line, re.I)
    words = _name_words(skill_name) - _NAME_WORDS_NAMING_NOTHING
    if not urls or not words:
        return False
    for url in urls:
        match = _RAW_FILE.match(url)
        if not match:
            return False
        if not words <= _name_words(match.group(1) or match.group(2)):
            return False
    return True


_FORGE_RAW = re.compile(
    r"https://(?:raw\.githubusercontent\.com/([\w.-]+)/([\w.-]+)/"
    r"|(github\.com|gitee\.com|codeberg\.org)/([\w.-]+)/([\w.-]+)/"
    r"(?:raw|releases/(?:latest/)?download)/"
    r"|gitlab\.com/([\w.-]+)/([\w.-]+)/-/raw/)",
    re.I,
)
"""A file served raw from a repository on a public forge: (owner, repo) by forge."""
_FORGE_PAGE = re.compile(
    r"https://(github\.com|gitee\.com|gitlab\.com|codeberg\.org)/([\w.-]+)/([\w.-]+?)(?:\.git)?"
    r"(?=$|[\s)\]>\"'`#,;]|/(?:blob|tree)/)",
    re.I | re.M,
)
"""A link to a repository as a project's source: its home page, a clone URL or a file of
its source tree (a link to its issue tracker only says where to report problems)."""


def _raw_repository(url: str) -> tuple[str, str, str] | None:
    """(forge, owner, repository) of a raw file URL, lower case; None for anything else."""
    match = _FORGE_RAW.match(url)
    if not match:
        return None
    groups = match.groups()
    if groups[0]:
        return "github.com", groups[0].lower(), groups[1].lower()
    if groups[2]:
        return groups[2].lower(), groups[3].lower(), groups[4].lower()
    return "gitlab.com", groups[5].lower(), groups[6].lower()


def declared_repositories(docs: Iterable[str]) -> frozenset[tuple[str, str, str]]:
    """Repositories the package's documents link to as a project's source (its home page,
    a clone URL, a file of its tree), as (forge, owner, repository) in lower case.

    >>> sorted(declared_repositories(["- Repo: https://gitee.com/Acme/planner"]))
    [('gitee.com', 'acme', 'planner')]
    >>> sorted(declared_repositories(["curl https://gitee.com/acme/planner/raw/main/i.sh"]))
    []
    >>> sorted(declared_repositories(["Issues: https://github.com/acme/helper/issues"]))
    []
    """
    return frozenset(
        (m.group(1).lower(), m.group(2).lower(), m.group(3).lower())
        for text in docs
        if "://" in text
        for m in _FORGE_PAGE.finditer(text)
    )


def declared_repository_download(line: str, repositories: frozenset[tuple[str, str, str]]) -> bool:
    """Every download on ``line`` is a raw file of a repository the package's documents
    present as a project's source (``Repository: https://gitee.com/acme/planner`` beside
    ``curl .../acme/planner/raw/main/install.sh | bash``): the project installing itself
    from its own source. A repository named only in download lines is declared nowhere.

    >>> repos = frozenset({("github.com", "acme", "qr-tool")})
    >>> declared_repository_download(
    ...     "curl -s https://raw.githubusercontent.com/acme/qr-tool/main/i.sh | bash", repos)
    True
    >>> declared_repository_download(
    ...     "curl -s https://raw.githubusercontent.com/acme/helper/main/i.sh | bash", repos)
    False
    """
    urls = re.findall(r"\b(?:https?|ftp)://[^\s\"'`)<>]+", line, re.I)
    return bool(urls) and all(_raw_repository(url) in repositories for url in urls)


def serves_user_content(host: str) -> bool:
    """Hosts that serve whatever anyone uploads (raw files, gists, pastes, tunnels): a
    reply from there is not the named service speaking.

    >>> serves_user_content("raw.githubusercontent.com"), serves_user_content("api.github.com")
    (True, False)
    """
    host = host.lower()
    return (
        registrable(host) in ANONYMOUS_HOSTS
        or registrable(host) == "githubusercontent.com"
        or host.startswith("gist.")
        or host in _CODE_HOSTS - {"github.com"}
    )
