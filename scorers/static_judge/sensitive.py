"""Shared vocabularies: sensitive paths, secret names, persistence locations, network tools.

These describe *kinds* of resources (credential stores, shell start-up files, agent
configuration) rather than phrases from any particular skill.
"""

from __future__ import annotations

import re

WORKLOAD_TOKEN = (
    r"/run/secrets/[\w.-]+/serviceaccount/token\b|/run/secrets/azure/tokens/|\.vault-token\b"
)
"""A workload's identity where it runs: a pod's service-account token, a cloud's projected
identity token, a Vault login token."""

AGENT_SIGN_IN = (
    r"\.codex[/\\]auth\.json\b|\.gemini[/\\]oauth_creds\.json\b"
    r"|github-copilot[/\\](?:hosts|apps)\.json\b|\.claude\.json\b"
    r"|\.(?:openclaw|clawdbot|moltbot)[/\\](?:credentials|auth)\b"
)
"""Coding agents' own sign-ins and provider keys: Codex's and Gemini CLI's login files,
Copilot's tokens, Claude Code's account file, a self-hosted agent's credential store (its
settings file, which skills read for their own entry, is the user's data, not a credential)."""

CREDENTIAL_PATH = re.compile(
    r"(?:^|[/\\~])\.ssh(?:[/\\]|$)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|(?:^|[/\\~])\.aws(?:[/\\]|$)"
    r"|\.netrc\b|(?:^|[/\\])\.env$|\.git-credentials|\.docker[/\\]config\.json|\.pgpass\b|\.my\.cnf\b"
    r"|\.kube[/\\]config|\.npmrc\b|\.pypirc\b|/etc/shadow|(?:^|[/\\~])\.gnupg"
    r"|\.(?:bash|zsh)_history|wallet\.dat|\.config[/\\]gcloud|application_default_credentials"
    r"|(?:^|[/\\~])\.azure(?:[/\\]|$)|[/\\]Cookies$|Login Data|cookies\.sqlite|logins\.json"
    r"|key4\.db|Local State|\.password-store|[Kk]eychain|find-(?:generic|internet)-password"
    r"|\.config[/\\]gh[/\\]hosts|\.credentials\.json|/proc/(?:self|\d+|\*)/environ\b"
    r"|[/\\](?:Default|Profile \d+)[/\\]History$|places\.sqlite|Safari[/\\]History\.db"
    # sessions of games and chat apps: Steam's sentry files, Discord's and Telegram's stores
    r"|\bssfn\w*|loginusers\.vdf|discord(?:canary|ptb)?[/\\]Local Storage[/\\]leveldb"
    r"|[/\\]tdata(?:[/\\]|$)|terraform\.tfstate\b"
    # package registries' publishing credentials (Cargo, RubyGems, Maven, Gradle, Composer)
    r"|\.cargo[/\\]credentials|\.gem[/\\]credentials|\.m2[/\\]settings\.xml"
    r"|\.gradle[/\\]gradle\.properties|composer[/\\]auth\.json"
    # chat apps' desktop stores, which hold their sessions
    r"|(?:\.config|Application Support)[/\\](?:Element|Slack|Signal)(?:[/\\]|$)"
    # message stores and the address book: iMessage's chat.db, WhatsApp's and Signal's
    # databases, macOS Contacts
    r"|Library[/\\]Messages[/\\]chat\.db|ChatStorage\.sqlite|Signal[/\\]sql[/\\]db\.sqlite"
    r"|AddressBook[/\\][^\n]*\.abcddb"
    # a streaming app's account key (OBS keeps the stream key in the profile's service.json)
    r"|obs-studio[/\\]basic[/\\]profiles[/\\][^\n]*service\.json"
    rf"|{AGENT_SIGN_IN}"
    # wallet keys of developer tools: Foundry's and geth's keystores, Solana's keypair
    r"|\.foundry[/\\]keystores|\.ethereum[/\\]keystore|solana[/\\]id\.json|\.brownie[/\\]accounts"
    # code-signing keys: App Store Connect API keys, certificate bundles, Android keystores
    r"|(?:^|[/\\~])\.appstoreconnect(?:[/\\]|$)|\bAuthKey_\w*\.p8\b|\w\.(?:p12|pfx|jks|keystore)\b"
    # a command-line tool's saved sign-in session: a cookie file in its home folder
    r"|(?:^|[/\\~])\.[\w.-]+[/\\](?:[^\n\"']*[/\\])?cookies?(?:\.(?:txt|json|jar))?$"
    rf"|{WORKLOAD_TOKEN}",
    re.IGNORECASE,
)
"""Path fragments of files that hold credentials, keys, cookies, shell or browsing history,
app sessions (Steam, Discord, Telegram), code-signing keys, and a process's environment
read through ``/proc``."""

PERSISTENCE_PATH = re.compile(
    r"\.(?:bashrc|bash_profile|zshrc|zprofile|profile|bash_login)\b|\bcrontab\b|/etc/cron"
    r"|/etc/rc\.local|systemd[/\\](?:system|user)|\.config[/\\]systemd|LaunchAgents"
    r"|LaunchDaemons|authorized_keys|\.config[/\\]autostart|CurrentVersion\\+Run"
    r"|(?:site|user)customize\.py|\.git[/\\]hooks",
    re.IGNORECASE,
)
"""Locations whose modification makes code run again later (start-up, schedulers, hooks)."""

GIT_HOOK_PATH = re.compile(r"\.git[/\\]hooks[/\\]?", re.IGNORECASE)
"""Git hook folder: code written there runs on the user's own git commands."""

PIPE_TO_NETWORK = re.compile(
    r"\|\s*(?:curl|wget|nc|ncat|socat)\b[^\n]*(?:https?://|\s\d{1,3}(?:\.\d{1,3}){3}\b)"
    r"|\b(?:curl|wget)\b[^\n]*(?:--data(?:-binary|-raw)?|-d|-F|--form|-T|--upload-file)[=\s]+@-",
    re.IGNORECASE,
)
"""Shell text that pipes local command output to a network tool (uploads it)."""

AGENT_CONFIG_PATH = re.compile(
    r"\.claude[/\\](?:settings(?:\.local)?\.json|commands|agents|hooks)|settings\.local\.json"
    r"|\.mcp\.json|\.cursor[/\\](?:mcp\.json|rules)|\.codex[/\\]|CLAUDE\.md|AGENTS\.md"
    r"|\.vscode[/\\]settings\.json|\.continue[/\\]config",
)
"""Agent configuration and permission files (changing them widens what the agent may do)."""

SECRET_NAME = re.compile(
    r"KEY|TOKEN|SECRET|PASS(?:WORD|WD)?|PWD|CREDENTIAL|AUTH|SESSION|COOKIE|PRIVATE|ACCESS|CERT",
    re.IGNORECASE,
)
"""Environment variable names that usually hold secrets."""

_TOKEN_BUDGET = re.compile(
    r"(?:^|_)(?:MAX|MIN|NUM|N|TOTAL)_(?:[A-Z0-9]+_)?TOKENS?(?=_|$)"
    r"|(?:^|_)TOKENS?_(?:LIMIT|COUNT|BUDGET|PER_[A-Z0-9]+)(?=_|$)",
    re.IGNORECASE,
)
"""A language model's token budget (``CHAT_MAX_TOKENS``, ``TOKEN_LIMIT``): a number."""


_ADDRESS = re.compile(r"(?:^|_)(?:URL|URI|ENDPOINT|HOST|HOSTNAME|DOMAIN)$", re.IGNORECASE)
"""A name that ends by saying it holds an address (``OAUTH_TOKEN_URL``): where to send
a secret, not the secret."""


_CONNECTION_STRING = re.compile(
    r"(?:^|_)(?:DATABASE|DB|PG|POSTGRES(?:QL)?|MYSQL|MARIADB|MSSQL|MONGO(?:DB)?)_?(?:URL|URI|DSN)$"
    r"|(?:^|_)CONN(?:ECTION)?_?STR(?:ING)?$",
    re.IGNORECASE,
)
"""A database's connection string: an address that carries the password (a cache's or an
HTTP database's address is where requests go, and is judged as an address)."""


_PUBLIC_CERTIFICATE = re.compile(
    r"(?:^|_)(?:CA_?CERTS?|CA_?BUNDLE|CA_?FILE|CA_?PATH|CERT_?(?:FILE|PATH|DIR|BUNDLE))$",
    re.IGNORECASE,
)
"""A certificate authority's certificate or where one is kept (``ES_CA_CERT``,
``SSL_CERT_FILE``): public, it checks the server; a client's private key is a ``KEY``."""


def is_secret_name(name: str) -> bool:
    """An environment variable name that usually holds a secret; a model's token budget
    and an address (a token endpoint's URL) are settings, but a database's connection
    string carries its password.

    >>> is_secret_name("GITHUB_TOKEN"), is_secret_name("CHAT_MAX_TOKENS")
    (True, False)
    >>> is_secret_name("MAX_TOKENS_API_KEY"), is_secret_name("OAUTH_TOKEN_URL")
    (True, False)
    >>> is_secret_name("DATABASE_URL"), is_secret_name("API_BASE_URL")
    (True, False)
    >>> is_secret_name("ES_CA_CERT"), is_secret_name("CLIENT_CERT_KEY")
    (False, True)
    """
    if _CONNECTION_STRING.search(name):
        return True
    if _ADDRESS.search(name) or _PUBLIC_CERTIFICATE.search(name):
        return False
    return bool(SECRET_NAME.search(_TOKEN_BUDGET.sub("", name)))


AUTH_FIELD = re.compile(
    r"^(?:authorization|proxy-authorization|x-[\w-]*(?:key|token|auth)[\w-]*|api[-_]?key|apikey"
    r"|key|token|access[-_]?token|auth|auth[-_]?token|appid|app[-_]?id|client[-_]?(?:id|secret)"
    r"|bearer|private[-_]?token|password|username|user|login|secret|api[-_]?secret)$",
    re.IGNORECASE,
)
"""Request fields where a secret is *used to authenticate* rather than leaked."""

NETWORK_TOOL = re.compile(
    r"\b(?:curl|wget|nc|ncat|netcat|socat|scp|sftp|ftp|rsync|ssh|telnet|Invoke-WebRequest"
    r"|Invoke-RestMethod|iwr|irm)\b"
)
"""Command-line programs that move data over the network."""

TEMP_PATH = re.compile(r"^(?:/tmp|/var/tmp|/private/tmp|/dev/shm)(?:/|$)")

SECURITY_TEACHING = re.compile(
    r"\b(?:vulnerab\w*|threat\w*|malware|malicious|attack\w*|phishing|red[- ]team\w*|pentest\w*"
    r"|penetration|detect\w*|injection|xss|awareness|training|forensic\w*|incident|exploit\w*|CTF"
    r"|obfuscat\w*|deobfuscat\w*|yara|firewall|hygiene|harden\w*|sanitiz\w*)\b",
    re.IGNORECASE,
)
"""Words that mark a skill whose subject is attacks or defences (so it may quote attacks).

Generic words such as "security" or "audit" are left out: a skill that merely mentions
security is not teaching material, and treating it so would let any payload hide behind
one word in the description."""

_PERMISSION_MODE = r"\b(?:default|acceptEdits|bypassPermissions|plan|dontAsk|delegate)\b"
PERMISSION_MODES_LISTED = re.compile(
    rf"{_PERMISSION_MODE}(?:\s*[`'\"]?\s*(?:[/|,]|\bor\b)\s*[`'\"]?\s*{_PERMISSION_MODE}){{2,}}"
)
"""Claude Code's permission modes listed as the values an option takes (``default`` /
``acceptEdits`` / ``bypassPermissions`` / ``plan``): documentation, not a setting."""
