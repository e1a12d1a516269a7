"""Data sent where the package itself says it goes: the skill's job, not exfiltration.

A finding about a send, an install or a scheduled job is lowered to "declared" when its
destination is the service the package names: a named secret sent only to its own
service or the API the package documents, an instruction to send a key only there, the
project's own installer, the skill's own state or settings entry, a launch agent named
after the documented service. Files that also hide code (AITech 9.2) keep every finding.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from .collector_hosts import is_collector_host
from .destinations import (
    all_owned,
    configured_endpoint,
    declared_api_hosts,
    declared_repositories,
    declared_repository_download,
    flow_text,
    home_page_services,
    hosts_in,
    is_local,
    known_installer,
    named_after_service,
    named_project_url,
    named_services,
    names_own_service,
    own_repository_download,
    own_state_folder,
    owned,
    registrable,
    secret_names,
    serves_user_content,
)
from .example_framing import fences
from .findings import DataFlow, ThreatFinding, full_line, reworded
from .flow.file_effects import PERSISTENCE_WRITE
from .flow.js_engine import JS_RULE_IDS
from .flow.policy import AUTH_SECRET_ELSEWHERE
from .flow.python_checks import ECHOED_DOWNLOAD
from .flow.python_engine import PY_RULE_IDS
from .imported_constants import imported_constants
from .model_provider_settings import sends_to_configured_provider
from .normalise_shell import expanded_line
from .own_schedule import schedules_own_script
from .prerequisite_lures import NOTICE_SPAN
from .prerequisite_lures import RULE_IDS as PREREQUISITE_RULES
from .python_flow import SECRET_TO_NETWORK
from .record_dumps import RULE_ID as DUMP_TO_NETWORK
from .relayed_exfil import RULE_ID as RELAYED_EXFIL
from .standing_uploads import RULE_ID as STANDING_UPLOAD
from .structure import SHELL, SkillView, classify
from .text_patterns import LEAK_INJECTION, PRIVATE_STORE
from .textutil import is_prose_file, unwrapped
from .token_relays import DATA_RELAY as ACCOUNT_DATA_RELAY
from .token_relays import RULE_ID as TOKEN_RELAY
from .translated_exfil import RULE_ID as TRANSLATED_EXFIL
from .unused_prerequisites import RULE_IDS as UNUSED_PREREQUISITE


def as_declared(finding: ThreatFinding, action: str) -> ThreatFinding:
    """``finding`` lowered: the package does ``action`` in plain sight, as its purpose."""
    return reworded(finding, f"{action}, which the skill declares as its purpose", severity="low")


@dataclass
class _Package:
    """What the package says about where its data goes, read once per package."""

    view: SkillView
    prose: list[str]
    services: set[str]
    declared: frozenset[str]

    @functools.cached_property
    def words(self) -> set[str]:
        """The prose words (read only for an installer finding)."""
        return _prose_words(self.prose)

    @functools.cached_property
    def repositories(self) -> frozenset[tuple[str, str, str]]:
        """The repositories the prose links (read only for an installer finding)."""
        return declared_repositories(self.prose)


@dataclass(frozen=True)
class _Site:
    """A finding with the text of its file and its full line, and where the request on
    that line goes when the flow engine resolved it ("" otherwise)."""

    finding: ThreatFinding
    source: str
    line: str
    destination: str = ""


def _prose(view: SkillView, left_out: ThreatFinding | None = None) -> list[str]:
    """The package's description, SKILL.md and documents; without the lines from
    :data:`.prerequisite_lures.NOTICE_SPAN` above ``left_out`` down to it, when given."""
    texts = {
        path: text
        for path, text in view.files.items()
        if is_prose_file(path) or path == view.skill_md_path
    }
    if left_out is not None and left_out.file in texts:
        lines = texts[left_out.file].splitlines()
        start = max(0, left_out.line - 1 - NOTICE_SPAN)
        texts[left_out.file] = "\n".join(lines[:start] + lines[left_out.line :])
    return [view.description, *texts.values()]


def _package(view: SkillView, findings: list[ThreatFinding]) -> _Package:
    """The package's prose, and the services and API hosts it names (read only when some
    finding's discount asks for them)."""
    prose = _prose(view)
    if not any(f.rule_id in _SERVICE_RULES or _home_flow(f) or _dotenv_flow(f) for f in findings):
        return _Package(view, prose, set(), frozenset())
    declared = frozenset(h for h in declared_api_hosts(prose) if not is_collector_host(h))
    return _Package(view, prose, _services(view, prose), declared)


def _services(view: SkillView, prose: list[str]) -> set[str]:
    """The services the package names in ``prose`` and by its declared home page."""
    return named_services(prose, view.stated_name) | home_page_services(
        view.text_field("homepage"), view.body
    )


def _own_credential_send(site: _Site, package: _Package) -> bool:
    secret = _sent_secret(site.finding)
    if secret is None:
        return False
    code = _flow_code(site.source, site.finding)
    if not hosts_in(code):  # the address may be a constant of a shared module
        code += "\n" + imported_constants(site.finding.file, site.source, package.view.files)
    return _to_own_service(
        _with_destination(code, site), package.services, secret, package.declared
    ) or configured_endpoint(site.source, secret)


def _own_dotenv_key(site: _Site, package: _Package) -> bool:
    return _dotenv_flow(site.finding) and _dotenv_key_to_own_service(
        site.source,
        _with_destination(_flow_code(site.source, site.finding), site),
        package.services,
        package.declared,
    )


def _with_destination(code: str, site: _Site) -> str:
    """``code``, and the address its request was resolved to when the code names no host
    (an endpoint read from the package's settings file)."""
    if site.destination and not hosts_in(code):
        return code + "\n" + site.destination.replace("\x00", "")
    return code


def _instruction_to_own_service(site: _Site, package: _Package) -> bool:
    """A send the prose orders to the package's own service is what the skill is for,
    unless what is sent is something no service needs (another tool's key folder, the
    conversation, the whole environment, the user's home folder)."""
    line = site.line
    return (
        site.finding.rule_id in _INSTRUCTION_RULES
        and not PRIVATE_STORE.search(line)
        and (
            _owned_line(line, package.services) or names_own_service(line, package.view.stated_name)
        )
    )


_STARTED_WITH_THE_AGENT = ("MCP server ", "agent hook (")
"""Descriptions of commands the agent's tools run each time they start (see
:func:`.tool_run_configs.tool_run_commands` and :func:`.agent_hooks.agent_hook_commands`)."""


def _own_installer(site: _Site, package: _Package) -> bool:
    finding, line = site.finding, site.line
    if finding.rule_id not in _INSTALLER_RULES:
        return False
    if finding.description.startswith(_STARTED_WITH_THE_AGENT):
        return False  # fetched and run again at every start: no installation step
    in_reference = finding.file != package.view.skill_md_path
    if finding.rule_id in PREREQUISITE_RULES | UNUSED_PREREQUISITE:
        package = _without_notice(package, finding)
    return _vendor_installer(line, package.services, package.words if in_reference else None) or (
        finding.rule_id in _PIPE_RULES
        and (
            own_repository_download(line, package.view.stated_name)
            or declared_repository_download(line, package.repositories)
        )
    )


def _without_notice(package: _Package, finding: ThreatFinding) -> _Package:
    """``package`` as read without the prerequisite notice of ``finding``: a lure names the
    component it pushes in its own notice, which does not make it the package's service."""
    view = package.view
    prose = _prose(view, left_out=finding)
    return _Package(view, prose, _services(view, prose), package.declared)


def _own_state_sent(site: _Site, package: _Package) -> bool:
    home = _home_flow(site.finding)
    return home is not None and own_state_folder(
        full_line(site.source, home.line), package.view.stated_name
    )


def _own_settings_entry_sent(site: _Site, package: _Package) -> bool:
    home = _home_flow(site.finding)
    return home is not None and _own_agent_settings(
        home.detail, package.view.files, package.view.stated_name
    )


def _identity_to_service_api(site: _Site, package: _Package) -> bool:
    """A host or user name, or a person's record, sent only to the API of a service the
    package names (a log client tagging its events with the host they come from)."""
    if site.finding.rule_id not in _IDENTITY_FLOWS:
        return False
    code = _flow_code(site.source, site.finding)
    return _to_service_api(code, package.services, package.declared, secret_names(code))


def _configured_provider_called(site: _Site, package: _Package) -> bool:
    return _home_flow(site.finding) is not None and sends_to_configured_provider(site.source)


def _local_files_to_service_api(site: _Site, package: _Package) -> bool:
    if _home_flow(site.finding) is None:
        return False
    code = _flow_code(site.source, site.finding)
    return _to_service_api(code, package.services, package.declared, secret_names(code))


def _sent_to_own_service(site: _Site, package: _Package) -> bool:
    """A database export or a relayed token sent to a host the package names as its own."""
    return site.finding.rule_id in _OWNED_LINE_RULES and _owned_line(site.line, package.services)


def _own_service_job(site: _Site, package: _Package) -> bool:
    finding, source, line, services = site.finding, site.source, site.line, package.services
    if finding.rule_id == PERSISTENCE_WRITE:
        return _named_service_job(finding.written_path, services)
    return finding.rule_id == "persistence" and (
        _named_service_job(line, services)
        or (
            classify(finding.file, source) == SHELL
            and _named_service_job(expanded_line(source, finding.line), services)
        )
        or _loads_own_launch_agent(line, source, services)
    )


_DECLARED_PURPOSES: tuple[tuple[Callable[[_Site, _Package], bool], str, bool], ...] = (
    (_own_credential_send, "sends a credential to its own service", True),
    (_own_dotenv_key, "sends its own key from a .env file to its service", True),
    (_own_installer, "runs the project's own installer", False),
    (_own_state_sent, "sends the state it keeps in its own folder", False),
    (_own_settings_entry_sent, "sends its own entry of the agent's settings", False),
    (_configured_provider_called, "calls the model provider set up in the agent's settings", False),
    (_local_files_to_service_api, "sends local files to its own service's API", False),
    (_identity_to_service_api, "sends the identity or record to its own service's API", False),
    (_own_service_job, "installs a service named after the one it documents", False),
    (_sent_to_own_service, "sends it to its own service", False),
)
"""(test, what the package does, whether the send is a request whose printed reply is
the skill's own), tried in order; the first that holds lowers the finding."""
_OWN_SCHEDULE = "schedules a script the package ships (judged as a file of its own)"


def _read_line(finding: ThreatFinding, source: str) -> str:
    """The finding's line as the rules read it: in a prose file, with the rest of its
    hard-wrapped sentence (an installer's address on the line after the words naming it).

    >>> f = ThreatFinding("9.1", "high", "SKILL.md", 1, "", "", "dropper-link")
    >>> _read_line(f, "Installs it\\n(`https://x.example/i.sh`).\\n\\nNext.")
    'Installs it (`https://x.example/i.sh`).'
    """
    if not is_prose_file(finding.file) or finding.line < 1:
        return full_line(source, finding.line)
    lines = source.split("\n")
    start = sum(len(line) + 1 for line in lines[: finding.line - 1])
    text = unwrapped(source)
    end = text.find("\n", start)
    return text[start : end if end >= 0 else len(text)]


def declared_destinations(
    view: SkillView,
    findings: list[ThreatFinding],
    resolved: Mapping[tuple[str, int], str] | None = None,
) -> list[ThreatFinding]:
    """``findings`` with every send, install or job to the package's own service lowered,
    and an injected-leak companion dropped where the leak goes to that service.

    ``resolved``: where the flow engine found a signed request to go, by file and line."""
    package = _package(view, findings)
    hiding = {f.file for f in findings if f.aitech == "9.2" and f.severity in ("high", "critical")}
    leaks_to_owned: set[tuple[str, int]] = set()
    own_requests: set[tuple[str, int]] = set()
    kept = []
    for finding in findings:
        if finding.file in hiding:
            kept.append(finding)
            continue
        source = view.files.get(finding.file, "")
        destination = (resolved or {}).get((finding.file, finding.line), "")
        site = _Site(finding, source, _read_line(finding, source) or finding.evidence, destination)
        if _instruction_to_own_service(site, package):
            leaks_to_owned.add((finding.file, finding.line))
            continue
        for applies, action, request in _DECLARED_PURPOSES:
            if applies(site, package):
                finding = as_declared(finding, action)
                if request:
                    own_requests.add((finding.file, finding.line))
                break
        else:
            if finding.rule_id == "persistence" and schedules_own_script(
                site.line, source, view.files
            ):
                finding = replace(finding, severity="low", description=_OWN_SCHEDULE)
        kept.append(finding)
    services = package.services
    for path, text in view.files.items():
        for fetch_line in _echo_lines(kept, path):
            hosts = {h for h in hosts_in(flow_text(text, fetch_line)) if not is_local(h)}
            if hosts and all(owned(h, services) and not serves_user_content(h) for h in hosts):
                own_requests.add((path, fetch_line))
    return [
        _own_response(f, own_requests)
        for f in kept
        if not (f.rule_id == LEAK_INJECTION and (f.file, f.line) in leaks_to_owned)
    ]


def _to_own_service(
    code: str, services: set[str], secret: str, declared: frozenset[str] = frozenset()
) -> bool:
    """Every host the flow's code names is the secret's service or the API the package
    documents, or it names none and reads its endpoint from the service's own setting."""
    return all_owned(code, services, secret, declared) or configured_endpoint(code, secret)


_SECRET_COMMANDS = frozenset(
    {PY_RULE_IDS["secret-to-network-command"], JS_RULE_IDS["secret-to-network-command"]}
)
_CREDENTIAL_FLOWS = frozenset(
    {PY_RULE_IDS["credential-to-network"], JS_RULE_IDS["credential-to-network"]}
)
_NAMED_VARIABLE = re.compile(r"environment variable \w+")


def _sent_secret(finding: ThreatFinding) -> str | None:
    """What names the secret a flow sends over the network, None for other findings.

    A secret sent in a request (:data:`SECRET_TO_NETWORK`) or one named environment
    variable handed to curl or wget as an argument: the same send either way.
    """
    flow = finding.flow
    if finding.rule_id in _SECRETS_SENT:
        return flow.detail if flow else ""
    if finding.rule_id in _SECRET_COMMANDS and flow and _NAMED_VARIABLE.fullmatch(flow.detail):
        return flow.detail
    return None


def _dotenv_flow(finding: ThreatFinding) -> bool:
    """A credential flow whose source is a ``.env`` file (not another tool's credential store)."""
    return (
        finding.rule_id in _CREDENTIAL_FLOWS
        and finding.flow is not None
        and finding.flow.detail == ".env"
    )


def _home_flow(finding: ThreatFinding) -> DataFlow | None:
    """The home-directory data a flow finding sends, as the code names it and reads it."""
    flow = finding.flow
    return flow if flow is not None and flow.kind == "home" and finding.aitech == "8.2" else None


def _flow_code(source: str, finding: ThreatFinding) -> str:
    """The code the finding's flow runs through (see :func:`flow_text`); in a document, the
    fenced blocks that hold the flow's lines, not the hosts its prose and other examples name."""
    lines = finding.flow.lines if finding.flow else frozenset()
    if is_prose_file(finding.file):
        source = _fences_holding(source, {finding.line, *lines})
    return flow_text(source, finding.line, lines)


def _fences_holding(text: str, numbers: set[int]) -> str:
    """``text`` with every line blanked but the bodies of the fences holding ``numbers``
    (the whole text when none does, or when those bodies name no host: the address is
    then given elsewhere in the document).

    >>> _fences_holding("see https://a.example\\n```\\nget('https://b.example')\\n```", {3})
    "\\n\\nget('https://b.example')\\n"
    """
    held = [f for f in fences(text) if any(f.opening < n < f.closing for n in numbers)]
    if not held:
        return text
    kept = {n for f in held for n in range(f.opening + 1, f.closing)}
    scoped = "\n".join(
        line if number in kept else "" for number, line in enumerate(text.split("\n"), 1)
    )
    return scoped if hosts_in(scoped) else text


def _dotenv_key_to_own_service(
    source: str, code: str, services: set[str], declared: frozenset[str]
) -> bool:
    """The script names a key (``ACME_API_KEY``) it reads from a ``.env`` file, and every
    host its flow names belongs to that key's service or is the documented API: the
    skill reading its own key, not a dump of the file sent away."""
    return any(all_owned(code, services, name, declared) for name in secret_names(source))


_CODE_HOST_DOMAINS = frozenset({"github.com", "gitlab.com", "githubusercontent.com"})
"""Public API providers where anyone can publish what they send (a gist, a repository)."""


def _to_service_api(
    code: str,
    services: set[str],
    declared: frozenset[str] = frozenset(),
    secrets: set[str] | frozenset[str] = frozenset(),
) -> bool:
    """Every host the flow's code names is the API of a service the package names, a
    public API provider, the domain of an API the package documents, or the service of a
    key the request is signed with (``BRAVE_API_KEY`` to ``api.search.brave.com``), none
    where anyone can publish what it receives: local files (home-directory data, not
    credential stores) sent there are the skill's job."""
    hosts = {h for h in hosts_in(code) if not is_local(h)}
    documented = {registrable(h) for h in declared}
    return bool(hosts) and all(
        (
            owned(h, services)
            or registrable(h) in documented
            or any(owned(h, set(), secret) for secret in secrets)
        )
        and not serves_user_content(h)
        and registrable(h) not in _CODE_HOST_DOMAINS
        for h in hosts
    )


_AGENT_SETTINGS_FILE = re.compile(r"~/(\.(?:openclaw|clawdbot)/\w+\.json)")
"""The agent's settings file, as a script names the home-directory path it reads."""


@functools.lru_cache(maxsize=64)
def _own_entry(name: str) -> re.Pattern[str]:
    """The skill ``name``'s entry taken out of the agent's settings (``entries``, then the name)."""
    return re.compile(rf"\bentries\b[\"']?[^\n]{{0,30}}?[\"']{re.escape(name)}[\"']")


def _own_agent_settings(home_path: str, files: dict[str, str], name: str) -> bool:
    """The agent's settings file (``home_path``, as the flow read it) read by a script that
    takes the skill's own entry out of it (``config["skills"]["entries"]["finclaw"]``,
    where the agent keeps a skill's key): the skill's own settings, not the agent's other
    secrets.

    >>> code = "P = '~/.openclaw/openclaw.json'; cfg.get('entries', {}).get('finclaw', {})"
    >>> path = "~/.openclaw/openclaw.json"
    >>> _own_agent_settings(path, {"lib/config.py": code}, "finclaw")
    True
    >>> _own_agent_settings(path, {"lib/config.py": code.replace("finclaw", "other")}, "finclaw")
    False
    >>> _own_agent_settings("~/.openclaw/notes.txt", {"lib/config.py": code}, "finclaw")
    False
    """
    settings = _AGENT_SETTINGS_FILE.fullmatch(home_path)
    if not name or not settings:
        return False
    entry = _own_entry(name)
    return any(settings.group(1) in text and entry.search(text) for text in files.values())


def _printed_request(finding: ThreatFinding) -> int | None:
    """The line of the request whose reply the finding's script prints, if it is one."""
    if finding.rule_id == ECHOED_DOWNLOAD and finding.flow is not None:
        return finding.flow.line
    return None


def _echo_lines(findings: list[ThreatFinding], path: str) -> set[int]:
    """Lines of the requests whose replies ``path`` prints (from the echo findings)."""
    return {line for f in findings if f.file == path and (line := _printed_request(f)) is not None}


def _own_response(finding: ThreatFinding, own_requests: set[tuple[str, int]]) -> ThreatFinding:
    """Printing the reply of a request to the skill's own service (the credential's API,
    a public API provider, a service the package names; never a host of user uploads)
    is the skill reporting its result, not planted text."""
    line = _printed_request(finding)
    if line is not None and (finding.file, line) in own_requests:
        return as_declared(finding, "prints the reply of its own service")
    return finding


def _prose_words(prose: list[str]) -> set[str]:
    """Lower-case words of the package prose outside URLs and dotted names."""
    return {
        w.lower()
        for text in prose
        for w in re.findall(r"[A-Za-z][A-Za-z0-9]{3,}", _URL_OR_HOST.sub(" ", text))
    }


# A dotted name is only tried where a run of word characters starts (same matches, faster).
_URL_OR_HOST = re.compile(r"\b[a-z][\w+.-]*://\S+|(?<![\w-])[\w-]+(?:\.[\w-]+)+", re.I)


def _owned_line(line: str, services: set[str]) -> bool:
    hosts = hosts_in(line)
    return bool(hosts) and all(owned(h, services) for h in hosts)


_PIPE_RULES = frozenset({"pipe-to-shell", "run-download"})
"""Installer rules about a script fetched and run (not archives or links to follow)."""
_INSTALLER_RULES = frozenset(
    {"pipe-to-shell", "run-download", "dropper-link", *PREREQUISITE_RULES, *UNUSED_PREREQUISITE}
)
_INSTRUCTION_RULES = frozenset(
    {"exfil-instruction", TRANSLATED_EXFIL, RELAYED_EXFIL, STANDING_UPLOAD, "link-url-exfiltration"}
)
_SECRETS_SENT = frozenset(
    {SECRET_TO_NETWORK, AUTH_SECRET_ELSEWHERE, JS_RULE_IDS["stored-session-to-outside-host"]}
)
"""A named secret sent out, in a body or as a request's credential: its destination decides."""
_IDENTITY_FLOWS = frozenset(
    {
        PY_RULE_IDS["identity-to-network"],
        JS_RULE_IDS["identity-to-network"],
        PY_RULE_IDS["personal-data-to-outside-host"],
        JS_RULE_IDS["personal-data-to-outside-host"],
    }
)
"""The user's or host's identity, or a person's record, sent in a request: its destination
decides (an eligibility check sends a patient's date of birth to the clearinghouse whose
API the skill documents)."""
_SERVICE_RULES = frozenset(
    {
        *_SECRETS_SENT,
        *_IDENTITY_FLOWS,
        "persistence",
        PERSISTENCE_WRITE,
        ECHOED_DOWNLOAD,
        *_INSTRUCTION_RULES,
        *_INSTALLER_RULES,
        DUMP_TO_NETWORK,
        TOKEN_RELAY,
        ACCOUNT_DATA_RELAY,
    }
)
"""The rules whose discount asks which services the package names (the rest never do)."""
_OWNED_LINE_RULES = frozenset({DUMP_TO_NETWORK, TOKEN_RELAY, ACCOUNT_DATA_RELAY})
"""Sends judged by their line's hosts: lowered when every one is a service the package names."""
_HTTPS_URL = re.compile(r"https://([^\s`'\"<>)|&;]+)", re.I)
_SERVICE_JOB = re.compile(
    r"\b(?:com|org|io|net|dev|ai|app|co)\.([\w.-]+?)\.plist\b|\b([\w-]+)\.(?:service|timer)\b"
)
_GENERIC_JOB_WORDS = frozenset(
    {
        "apple",
        "user",
        "users",
        "system",
        "update",
        "updater",
        "agent",
        "helper",
        "daemon",
        "service",
        "sync",
        "local",
        "launch",
        "google",
        "microsoft",
        "startup",
        "login",
        "plist",
    }
)


def _vendor_installer(line: str, services: set[str], named: set[str] | None = None) -> bool:
    """Every download is HTTPS from a known official installer or a documented service.

    ``named``: for a reference document (not SKILL.md), the words of the package prose;
    there a host named after a project the package names (``get.submariner.io`` in a
    guide that writes "Submariner"), or a GitHub repository whose owner or name it
    names, is that project's documented installer. IP addresses, paste sites, URL
    shorteners and plain HTTP never qualify.
    """
    if re.search(r"\bhttp://", line, re.I):
        return False
    urls = _HTTPS_URL.findall(line)
    return bool(urls) and all(
        known_installer(url)
        or named_after_service(url.split("/", 1)[0].lower(), services)
        or (named is not None and named_project_url(url, named))
        for url in urls
    )


_LOAD_BY_NAME = re.compile(r"\blaunchctl\s+(?:load|bootstrap)\b[^\n]*\$\{?\w")
_PLIST_NAME = re.compile(r"[\w.-]+\.plist\b")


def _loads_own_launch_agent(line: str, source: str, services: set[str]) -> bool:
    """``launchctl load "${plistDest}"`` in a script whose every launch agent file name is
    named after the service the package documents: the variable holds one of them."""
    if not _LOAD_BY_NAME.search(line) or _PLIST_NAME.search(line):
        return False
    names = _PLIST_NAME.findall(source)
    return (
        bool(names)
        and all(_SERVICE_JOB.search(name) for name in names)
        and _named_service_job(" ".join(names), services)
    )


def _named_service_job(line: str, services: set[str]) -> bool:
    """A launch agent or systemd unit whose name is the service the package documents.

    ``com.example.pueued.plist`` in a package about pueue installs the tool's own
    daemon, in plain sight; a job named after nothing the package documents is hidden.
    """
    names = [a or b for a, b in _SERVICE_JOB.findall(line)]
    if not names:
        return False
    for name in names:
        words = {w for w in re.split(r"[.\-_]", name.lower()) if len(w) >= 4}
        words -= _GENERIC_JOB_WORDS
        joined = re.sub(r"[.\-_]", "", name.lower())  # ``qwen.tts`` is the skill ``qwen-tts``
        if joined not in services and not any(
            w.startswith(s) for w in words for s in services if len(s) >= 5
        ):
            return False
    return True
