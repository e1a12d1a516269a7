"""Availability disruption in code (AITech 13.1): destroy the user's data or exhaust the host.

The family: a script or a runnable code block that deletes a folder of the user's own
data (``~/Documents``, ``~/.config``, ``~/.ssh`` ...) or deletes files by pattern across
the whole home directory, fills the disk with gigabytes of junk, forks without bound,
kills every process of the user, or floods a host with requests in an endless loop
that never waits. The same act is written many ways (``rm -rf``, ``find -delete``,
``shutil.rmtree``, ``glob`` + ``os.remove``, ``Path.rglob`` + ``unlink``, PowerShell,
Node), so each detector names the act, not a spelling. Cleaning a tool's own folder
(``~/.cache/tool``), junk files (``*.pyc``, ``.DS_Store``), swap files and polling loops
that sleep are the benign forms and are left alone.

>>> [f.rule_id for f in disruption_findings("x.sh", 'rm -rf "$HOME/Documents"', "shell")]
['disrupt.user-data-delete']
>>> disruption_findings("x.sh", "rm -rf ~/.cache/mytool", "shell")
[]
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .code_comments import is_comment_line
from .findings import ThreatFinding, line_finding
from .history_wipes import history_wipe_findings
from .inline_code import ordered_inline_commands
from .literal_scan import line_index
from .normalise_shell import loop_words_expanded
from .ransom_encryption import ransom_findings
from .recovery_wipes import recovery_wipe_findings
from .textutil import indent_width

_I = re.IGNORECASE
_HOME = (
    r"(?:~|\$HOME\b|\$\{HOME\}|%USERPROFILE%|\$env:USERPROFILE|\$env:HOME"
    r"|os\.homedir\(\)|Path\.home\(\)|expanduser\(\s*[\"']~[\"']\s*\))"
)
_USER_DATA = (
    r"(?:Documents|Desktop|Downloads|Pictures|Photos|Music|Movies|Videos|projects?|src|code|work"
    r"|workspace|repos?|git|dev|Dropbox|OneDrive|\.config|\.ssh|\.gnupg|\.local|Library)"
)
"""Top-level folders of a home directory that hold the user's own files, keys or settings."""
_END = r"/?\*?[\"']?(?=[\s;&|)\]]|$)"

_RM_DATA_FOLDER = re.compile(
    rf"\brm\s+(?:-{{1,2}}[\w-]+\s+)*-\w*[rR]\w*\s+(?:-{{1,2}}[\w-]+\s+)*[\"']?{_HOME}[/\\]{_USER_DATA}{_END}"
    rf"|\bRemove-Item\b[^\n]*-Recurse[^\n]*{_HOME}[/\\]{_USER_DATA}\b(?![/\\.\w-])",
    _I,
)
_PY_DATA_FOLDER = re.compile(
    rf"\b(?:rmtree|rmSync|rm|removeSync|remove)\s*\([^\n]*?"
    rf"(?:[\"']~[/\\]{_USER_DATA}/?[\"']"
    rf"|{_HOME}\s*(?:/|,)\s*[\"']{_USER_DATA}/?[\"']\s*[,)])",
    _I,
)
"""``shutil.rmtree(expanduser("~/Documents"))``, ``rmtree(Path.home() / "src")``,
``fs.rmSync(path.join(os.homedir(), ".ssh"), ...)``."""
_DATA_GLOB = re.compile(
    r"\*\.(?:docx?|xlsx?|pptx?|odt|pdf|md|txt|rtf|csv|tsv|json|ya?ml|xml|html?|py|ipynb|js|ts|tsx|go|rs"
    r"|java|kt|swift|rb|php|cs|c|cc|cpp|h|sql|db|sqlite3?|jpe?g|png|gif|heic|raw|mp[34]|mov|wav"
    r"|zip|tar|gz|key|pem|kdbx|wallet)[\"'\s)]"
    r"|[\"'](?:\*\*/)?\*[\"']",
    _I,
)
"""A name pattern for the user's own files (documents, sources, photos, keys) or for
everything; clean-ups of caches, logs and build output name those instead."""
_NAME_FILTER = re.compile(r"\s-i?(?:name|path|regex|wholename)\s", _I)
_FIND_NAME = re.compile(r"\s-i?name\s+[\"']?([^\"'\s)]+)")
_JUNK_NAME = re.compile(
    r"\*?\.?(?:\*\.)?(?:pyc|pyo|tmp|temp|log|swp|swo|bak|orig|rej|o|obj|class|part|crdownload|lock"
    r"|DS_Store|_\*|Thumbs\.db|desktop\.ini|__pycache__|\.?cache|node_modules|\.pytest_cache|core"
    r"|\.mypy_cache|\.ruff_cache|\.tox|\.nox|dist|build|target|\*~|\.#\*|#\*#)",
    _I,
)
"""A name that ``find`` deletes by as junk: caches, compiled and temporary files, editor
leftovers, build output."""


def _names_kept_files(line: str) -> bool:
    """A ``find`` that selects by a name that is not junk (``*.gpkg``, ``*.tif``): the
    user's own files of some kind, which a home-wide delete destroys.

    >>> _names_kept_files("find ~ -name '*.shp' -delete")
    True
    >>> _names_kept_files("find ~ -name '*.pyc' -o -name .DS_Store -delete")
    False
    """
    return any(not _JUNK_NAME.fullmatch(name) for name in _FIND_NAME.findall(line))


_FIND_DELETE = re.compile(
    rf"\bfind\s+[\"']?(?:{_HOME}(?:[/\\]{_USER_DATA})?|/)[\"']?/?\s[^\n|;&]*?(?:-delete\b|-exec\s+(?:/bin/)?rm\b)",
    _I,
)
_HOME_WIDE_ENUM = re.compile(
    rf"(?:\bglob\w*\s*\([^\n]*?[\"']~/\*\*"
    rf"|\b(?:rglob|walk)\s*\([^\n]*?(?:{_HOME}|[\"']~[\"']|[\"']/[\"'])"
    rf"|{_HOME}\s*\)?\.rglob\s*\(|{_HOME}\s*\)?\.glob\s*\(\s*[\"']\*\*)",
    _I,
)
"""Enumerating the whole home directory (or the disk): ``glob("~/**/*.md")``,
``Path.home().rglob(...)``, ``os.walk(expanduser("~"))``."""
_DELETE_CALL = re.compile(
    r"\b(?:os\.remove|os\.unlink|unlink|remove|rmtree|send2trash|rmSync|unlinkSync)\s*\(|\.unlink\(",
    _I,
)
_PY_FORK_LOOP = re.compile(
    r"\bos\.fork\s*\(\s*\)[^\n]*\bfor\b[^\n]*\biter\s*\(|\bwhile\s+(?:True|1)\s*:\s*os\.fork\s*\("
    r"|\bfor\b[^\n]*\biter\s*\(\s*int\s*,\s*1\s*\)[^\n]*\bos\.fork\s*\(",
    _I,
)
_UNBOUNDED_LOOP = re.compile(
    r"^\s*(?:while\s+(?:True|1)\s*:|for\s+\w+\s+in\s+(?:iter\s*\(\s*int\s*,\s*1\s*\)"
    r"|itertools\.count\s*\(\s*\))\s*:|while\s*\(\s*(?:true|1)\s*\)\s*\{?|for\s*\(\s*;\s*;\s*\)\s*\{?"
    r"|while\s+(?:true|:|\[\s*1\s*\]|\[\[\s*1\s*\]\])\s*(?:;\s*do\b)?)",
    _I,
)
_KILL_ALL = re.compile(
    r"\bkill\s+(?:-9|-KILL|-SIGKILL|-s\s+(?:9|KILL|SIGKILL)|-15|-TERM)?\s*--?1\b(?!\d)"
    r"|\bkillall5\b"
    r"|\b(?:pkill|killall)\s+(?:-\w+\s+)*-[uU]\s+[\"']?(?:\$USER\b|\$\{USER\}|\$\(whoami\)|\$\(id\s+-un?\)|root\b)"
    r"(?![^\n]*\s-?[\w.-]+\s*$)"
    r"|\bos\.kill\s*\(\s*-1\s*,|\bprocess\.kill\s*\(\s*-1\b|\bos\.killpg\s*\(\s*0\s*,",
    _I,
)
"""Every process of the user (or of the machine): ``kill -9 -1``, ``killall5``,
``pkill -u $USER`` with no process name, ``os.kill(-1, 9)``."""
_SIZE_UNITS = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}
_DD_FILL = re.compile(r"\bdd\b[^\n]*\bif=/dev/(?:zero|u?random)\b[^\n]*", _I)
_DD_PART = re.compile(r"\b(bs|count)=(\d+)([kmgt]?)i?b?\b", _I)
_DD_TARGET = re.compile(r"\bof=[\"']?([^\s\"']+)")
_SIZED_FILL = re.compile(
    r"\b(?:fallocate\s+(?:-\w+\s+)*-l\s*|truncate\s+-s\s*)(\d+)([kmgt])\S*\s+(?:-\w+\s+)*[\"']?([^\s\"'|;&]+)"
    r"|\bhead\s+-c\s*(\d+)([kmgt])\S*\s+/dev/(?:zero|u?random)\s*>\s*[\"']?([^\s\"'|;&]+)",
    _I,
)
_PY_RANDOM_FILL = re.compile(
    r"\.write\s*\([^\n]*\b(?:os\.urandom|b[\"']\\?x?0+[\"']\s*\*|secrets\.token_bytes)\s*\(?\s*"
    r"(?:1\s*<<\s*(\d+)|(\d[\d_]*)(?:\s*\*\s*(\d[\d_]*))?(?:\s*\*\s*(\d[\d_]*))?)",
    _I,
)
_FILL_LIMIT = 8 << 30
"""Bytes of junk no skill writes: a disk filler. Test files and swap files are smaller or
named for what they are."""
_SWAP = re.compile(r"swap", _I)
_NETWORK_CALL = re.compile(
    r"\b(?:curl|wget|http|nc|ncat)\s|\b(?:requests|httpx|session|client)\.(?:get|post|put|request|head)\s*\("
    r"|\burlopen\s*\(|\bfetch\s*\(|\baxios(?:\.\w+)?\s*\(|\bhttps?\.(?:get|request)\s*\(",
    _I,
)
_WAITS_OR_ENDS = re.compile(
    r"\b(?:sleep|wait|break|return|exit|raise|setTimeout|await\s+(?:asyncio\.)?sleep|time\.sleep|backoff"
    r"|throw|Retry|retries|attempt\w*|idle_check)",
    _I,
)
"""A loop that sleeps, waits (for mail an IMAP IDLE session pushes too), gives up or
decides is polling or retrying, not flooding."""
_LISTENS = re.compile(r"\bn(?:c|cat)\s+(?:-\w+\s+)*-\w*l", _I)
"""``nc -l``: a loop that serves connections, not one that makes them."""
_SHELL_FLOOD = re.compile(
    r"\bwhile\s+(?:true|:|\[\s*1\s*\])\s*;\s*do\s+(?:(?!\bdone\b)[^\n])*?"
    r"\b(?:curl|wget|nc|http)\b(?:(?!\bdone\b)[^\n])*\bdone\b",
    _I,
)


def _size(number: str, unit: str) -> int:
    return int(number.replace("_", "")) * _SIZE_UNITS.get(unit.lower(), 1)


def _dd_bytes(line: str) -> int | None:
    """Bytes a ``dd`` line writes (bs × count; None when either is missing)."""
    parts = {k.lower(): _size(n, u) for k, n, u in _DD_PART.findall(line)}
    if "bs" in parts and "count" in parts:
        return parts["bs"] * (parts["count"] // _SIZE_UNITS[""])
    return None


def _disk_fill(line: str) -> bool:
    """The line writes at least :data:`_FILL_LIMIT` bytes of zeros or random data to a file."""
    if _DD_FILL.search(line):
        target = _DD_TARGET.search(line)
        written = _dd_bytes(line)
        return bool(
            target
            and not target.group(1).startswith("/dev/")
            and not _SWAP.search(target.group(1))
            and written is not None
            and written >= _FILL_LIMIT
        )
    for sized in _SIZED_FILL.finditer(line):
        number, unit, path = sized.groups()[:3] if sized.group(1) else sized.groups()[3:]
        if _size(number, unit) >= _FILL_LIMIT and not _SWAP.search(path):
            return not path.startswith("/dev/")
    match = _PY_RANDOM_FILL.search(line)
    if match:
        shift, *factors = match.groups()
        if shift:
            return (1 << int(shift)) >= _FILL_LIMIT
        total = 1
        for factor in factors:
            if factor:
                total *= int(factor.replace("_", ""))
        return total >= _FILL_LIMIT
    return False


def _loop_body(lines: list[str], index: int, head_end: int) -> list[str] | None:
    """The lines of the short loop opened at ``lines[index]``: the rest of its head line and
    the indented (or brace/``done``-closed) lines after it; None when the loop runs past
    :data:`_SHORT_LOOP` lines (a long body does more than hammer one call)."""
    head = lines[index]
    indent = indent_width(head)
    body = [head[head_end:]]
    after = lines[index + 1 : index + 2 + _SHORT_LOOP]
    for line in after:
        stripped = line.strip()
        if not stripped:
            continue
        if indent_width(line) <= indent and not stripped.startswith(("do", "{")):
            if stripped.startswith(("done", "}")):
                body.append(stripped)
            return body
        body.append(stripped)
    return body if index + 1 + len(after) >= len(lines) else None


_SHORT_LOOP = 4


_FORKS = re.compile(
    r"\bos\.fork\s*\(|\bfork\s*\(\s*\)|\bspawn\w*\s*\([^\n]*(?:__file__|argv\[0\]|\$0)", _I
)


def _endless_loops(lines: list[str]) -> list[tuple[int, str]]:
    """(line, what) for unbounded loops that fork or send requests and never wait or stop."""
    found = []
    for index, line in enumerate(lines):
        match = _UNBOUNDED_LOOP.match(line)
        if not match:
            continue
        loop = _loop_body(lines, index, match.end())
        if loop is None:
            continue
        body = "\n".join(loop)
        if _WAITS_OR_ENDS.search(body) or _LISTENS.search(body):
            continue
        if _FORKS.search(body):
            found.append((index + 1, "fork"))
        elif _NETWORK_CALL.search(body):
            found.append((index + 1, "flood"))
    return found


_DESCRIPTIONS = {
    "disrupt.user-data-delete": (
        "high",
        "deletes a folder of the user's own files, keys or settings in the home directory",
    ),
    "disrupt.home-wide-delete": (
        "high",
        "deletes files by pattern across the whole home directory or disk",
    ),
    "disrupt.kill-all": ("high", "kills every process of the user or the machine"),
    "disrupt.disk-fill": ("high", "writes gigabytes of junk to a file until the disk is full"),
    "disrupt.fork-loop": ("critical", "forks in an endless loop (fork bomb)"),
    "disrupt.request-flood": (
        "moderate",
        "sends requests in an endless loop that never waits (flood, denial of service)",
    ),
}


def _line_hits(lines: list[str], index: int, gates: dict[str, bool]) -> list[str]:
    """The rules line ``lines[index]`` breaks, trying only the detectors whose words the
    text holds (``gates``)."""
    line = lines[index]
    rules = []
    if gates["delete"] and (_RM_DATA_FOLDER.search(line) or _PY_DATA_FOLDER.search(line)):
        rules.append("disrupt.user-data-delete")
    elif gates["find"] and _FIND_DELETE.search(line):
        if _DATA_GLOB.search(line) or not _NAME_FILTER.search(line) or _names_kept_files(line):
            rules.append("disrupt.home-wide-delete")
    elif gates["enumerate"] and _HOME_WIDE_ENUM.search(line):
        window = "\n".join(lines[index : index + 4])
        if _DELETE_CALL.search(window) and _DATA_GLOB.search(window):
            rules.append("disrupt.home-wide-delete")
    if gates["kill"] and _KILL_ALL.search(line):
        rules.append("disrupt.kill-all")
    if gates["fill"] and _disk_fill(line):
        rules.append("disrupt.disk-fill")
    if gates["fork"] and _PY_FORK_LOOP.search(line):
        rules.append("disrupt.fork-loop")
    elif (
        gates["loop"]
        and _SHELL_FLOOD.search(line)
        and not _WAITS_OR_ENDS.search(line)
        and not _LISTENS.search(line)
    ):
        rules.append("disrupt.request-flood")
    return rules


_GATES: dict[str, tuple[str, ...]] = {
    "delete": ("rm ", "rm\t", "remove-item", "rmtree", "rmsync", "removesync", "remove(", "rm("),
    "find": ("-delete", "-exec"),
    "enumerate": ("glob", "walk("),
    "kill": ("kill",),
    "fill": (
        "/dev/zero",
        "/dev/random",
        "/dev/urandom",
        "fallocate",
        "truncate -s",
        "urandom",
        "token_bytes",
    ),
    "fork": ("fork",),
    "loop": ("while", "for (", "for(", "iter(", "itertools.count"),
}
_REQUESTS = ("curl", "wget", "http", "nc ", "ncat", "urlopen", "fetch(", "axios", "spawn", "fork")
"""Words each detector needs somewhere in the text: a text without them skips it."""
_LINE_RULES = (
    _RM_DATA_FOLDER,
    _PY_DATA_FOLDER,
    _FIND_DELETE,
    _HOME_WIDE_ENUM,
    _KILL_ALL,
    _DD_FILL,
    _SIZED_FILL,
    _PY_RANDOM_FILL,
    _PY_FORK_LOOP,
    _SHELL_FLOOD,
)
"""Every rule :func:`_line_hits` reports needs one of these to match its line: a line
without the literals they need is not tried."""


_HOME_WORD = re.compile(rf"{_HOME}/?|/|/home/?|/Users/?", _I)


def _riskiest_root(words: list[str]) -> str:
    """The loop word a delete inside the loop does most harm with: the home folder or the
    disk's root when the loop walks one."""
    return next((w for w in words if _HOME_WORD.fullmatch(w)), words[0])


def disruption_findings(path: str, text: str, language: str) -> list[ThreatFinding]:
    """Availability-disruption findings of one piece of code (shell, Python, JavaScript)."""
    whole_script = (
        ransom_findings(path, text)
        + history_wipe_findings(path, text)
        + recovery_wipe_findings(path, text)
    )
    if language == "shell" and "for " in text and ("-delete" in text or "rm " in text):
        text = loop_words_expanded(text, _riskiest_root)
    lowered = text.lower()
    gates = {name: any(w in lowered for w in words) for name, words in _GATES.items()}
    gates["find"] = gates["find"] and "find" in lowered
    gates["loop"] = gates["loop"] and any(w in lowered for w in _REQUESTS)
    if not any(gates.values()):
        return whole_script
    index = line_index(text)
    lines = index.lines
    hits: list[tuple[int, str]] = []
    for number in index.candidates(_LINE_RULES):
        line = lines[number - 1]
        if not line.strip() or is_comment_line(line) or len(line) > 2000:
            continue
        hits += [(number, rule) for rule in _line_hits(lines, number - 1, gates)]
    for number, what in _endless_loops(lines) if gates["loop"] else []:
        rule = "disrupt.fork-loop" if what == "fork" else "disrupt.request-flood"
        if (number, rule) not in hits:
            hits.append((number, rule))
    findings = []
    for number, rule in hits:
        severity, description = _DESCRIPTIONS[rule]
        findings.append(line_finding(path, lines, number, "13.1", severity, description, rule))
    return findings + whole_script


def inline_disruption(
    path: str, text: str, discounted: Callable[[str], bool]
) -> list[ThreatFinding]:
    """Disruption commands in inline code that the prose orders run.

    ``discounted(context)`` says whether the words around the command negate or quote it
    (the prose scanner's cues), so "Never run `kill -9 -1`" is not an order.
    """
    if "`" not in text:
        return []
    lines = text.splitlines()
    findings = []
    for number, command in ordered_inline_commands(lines, discounted):
        for finding in disruption_findings(path, command, "shell"):
            findings.append(
                line_finding(
                    path,
                    lines,
                    number,
                    "13.1",
                    finding.severity,
                    finding.description,
                    finding.rule_id,
                )
            )
    return findings
