"""Commands that service managers and schedulers start from a package's files.

- a systemd unit's ``ExecStart`` (and its other ``Exec…`` settings) runs when the unit
  starts or stops;
- a desktop entry's ``Exec`` runs at login when the entry is placed in an autostart folder;
- a launchd property list's ``ProgramArguments`` (or ``Program``) runs when the agent loads;
- an Automator workflow's Run Shell Script action runs when its Quick Action is used;
- a supervisord ``[program:…]`` section's ``command`` runs while supervisord is up;
- a Procfile's process lines run when the app is deployed;
- a crontab line's command runs on its schedule;
- a Windows registry file's values under a ``Run`` or ``RunOnce`` key run at every log-on;
- a Windows Task Scheduler task's ``Exec`` action runs on the task's triggers.

Their text is shell and is analysed like a tool's configured command (see
:mod:`tool_run_configs`).

>>> service_commands("sync.service", "[Service]\\nExecStart=/usr/bin/rsync -a src dst\\n")
[(2, 'systemd ExecStart (runs when the unit starts or stops)', '/usr/bin/rsync -a src dst')]
"""

from __future__ import annotations

import html
import plistlib
import re
from collections.abc import Iterator

from .tool_run_configs import command_line, numbered_once

_SYSTEMD_SUFFIXES = (".service", ".socket", ".mount", ".swap", ".path")
_UNIT_EXEC = re.compile(r"^[ \t]*(Exec\w*)[ \t]*=[ \t]*(.*)$")
_EXEC_PREFIX = re.compile(r"^[-@:+!|]+")
"""systemd's prefixes before an ``Exec…`` command (ignore failure, run privileged …)."""
_DESKTOP_EXEC = re.compile(r"^[ \t]*Exec[ \t]*=[ \t]*(.*)$")
_SECTION = re.compile(r"^[ \t]*\[([^\]\n]*)\][ \t]*$")
_INI_COMMAND = re.compile(r"^[ \t]*command[ \t]*[=:][ \t]*(.*)$")
_PROCESS_LINE = re.compile(r"^([\w-]+)[ \t]*:[ \t]*(\S.*)$")
_SCHEDULE = re.compile(
    r"^[ \t]*(?:@\w+|(?:[\d*/,\-]+|[A-Za-z]{3}(?:[,-][A-Za-z]{3})*)"
    r"(?:[ \t]+(?:[\d*/,\-]+|[A-Za-z]{3}(?:[,-][A-Za-z]{3})*)){4})[ \t]+(\S.*)$"
)
"""A crontab line: five time fields (or ``@reboot``, ``@daily`` …) then the command."""
_REG_KEY = re.compile(r"^[ \t]*\[([^\]\n]+)\][ \t]*$")
_RUN_KEY = re.compile(
    r"\\CurrentVersion\\(?:Run|RunOnce|RunServices|Policies\\Explorer\\Run)$", re.I
)
_REG_STRING = re.compile(r'^[ \t]*(?:"(?:[^"\\]|\\.)*"|@)[ \t]*=[ \t]*"((?:[^"\\]|\\.)*)"')
_TASK_EXEC = re.compile(
    r"<Exec>\s*<Command>([^<]+)</Command>(?:\s*<Arguments>([^<]*)</Arguments>)?", re.I
)
_SYSTEM_USER = re.compile(r"^(root|[a-z_][a-z0-9_-]{0,31})[ \t]+(?=\S)")


def _continued(lines: list[str], index: int, first: str) -> str:
    """A value and the lines a trailing backslash continues it onto."""
    rows = [first]
    while rows[-1].rstrip().endswith("\\") and index + len(rows) < len(lines):
        rows.append(lines[index + len(rows)])
    return "\n".join(rows)


def _systemd_unit(text: str) -> Iterator[tuple[str, str]]:
    lines = text.splitlines()
    for index, line in enumerate(lines):
        match = _UNIT_EXEC.match(line)
        if match and match.group(2).strip():
            command = _EXEC_PREFIX.sub("", _continued(lines, index, match.group(2)))
            yield f"systemd {match.group(1)} (runs when the unit starts or stops)", command


def _desktop_entry(text: str) -> Iterator[tuple[str, str]]:
    for line in text.splitlines():
        match = _DESKTOP_EXEC.match(line)
        if match and match.group(1).strip():
            yield "desktop entry Exec (runs at login from an autostart folder)", match.group(1)


def _launchd_agent(text: str) -> Iterator[tuple[str, str]]:
    try:
        data = plistlib.loads(text.encode("utf-8", "replace"))
    except Exception:  # a malformed property list (of any kind) is simply not an agent
        return
    if not isinstance(data, dict):
        return
    words = data.get("ProgramArguments")
    what = "launchd agent program (runs when the agent loads)"
    if isinstance(words, list) and words and all(isinstance(w, str) for w in words):
        yield what, command_line(words[0], words[1:])
    elif isinstance(program := data.get("Program"), str):
        yield what, program


def _shell_scripts(value: object) -> Iterator[str]:
    """Every ``COMMAND_STRING`` of the action parameters nested in an Automator document."""
    if isinstance(value, dict):
        script = value.get("COMMAND_STRING")
        if isinstance(script, str) and script.strip():
            yield script
        for inner in value.values():
            yield from _shell_scripts(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _shell_scripts(inner)


def _automator_workflow(text: str) -> Iterator[tuple[str, str, str]]:
    """(what, script, its first line) of each Run Shell Script action of a workflow."""
    try:
        data = plistlib.loads(text.encode("utf-8", "replace"))
    except Exception:  # a malformed document runs nothing
        return
    what = "Automator shell script action (runs when the Quick Action or app is used)"
    for script in _shell_scripts(data):
        first = next(line for line in script.splitlines() if line.strip())
        yield what, script, html.escape(first.strip(), quote=False)


def ini_lines(lines: list[str]) -> Iterator[tuple[str, int, str]]:
    """(section name in lower case, index, line) for each line of an INI file that is not a
    section header.

    >>> list(ini_lines(["[a:b]", "x = 1"]))
    [('a:b', 1, 'x = 1')]
    """
    section = ""
    for index, line in enumerate(lines):
        header = _SECTION.match(line)
        if header:
            section = header.group(1).strip().lower()
        else:
            yield section, index, line


def _supervisord(text: str) -> Iterator[tuple[str, str]]:
    lines = text.splitlines()
    for section, index, line in ini_lines(lines):
        if not section.startswith(("program:", "eventlistener:")):
            continue
        match = _INI_COMMAND.match(line)
        if match and match.group(1).strip():
            command = " ".join([match.group(1), *indented_after(lines, index)])
            yield f"supervisord {section} command (runs while supervisord is up)", command


def indented_after(lines: list[str], index: int) -> list[str]:
    """The indented lines that continue an INI value from line ``index``."""
    rows = []
    for row in lines[index + 1 :]:
        if row[:1] not in (" ", "\t") or not row.strip():
            break
        rows.append(row.strip())
    return rows


def _procfile(text: str) -> Iterator[tuple[str, str]]:
    for line in text.splitlines():
        match = _PROCESS_LINE.match(line)
        if match:
            yield (
                f"Procfile {match.group(1)} process (runs when the app is deployed)",
                match.group(2),
            )


def _crontab(text: str, system_table: bool) -> Iterator[tuple[str, str]]:
    for line in text.splitlines():
        if line.lstrip().startswith("#"):
            continue
        match = _SCHEDULE.match(line)
        if not match:
            continue
        command = match.group(1)
        user = _SYSTEM_USER.match(command)
        if user and (system_table or user.group(1) == "root"):
            command = command[user.end() :]
        yield "crontab entry (runs on its schedule)", command


def _registry_run_values(text: str) -> Iterator[tuple[str, str]]:
    key = ""
    for line in text.splitlines():
        header = _REG_KEY.match(line)
        if header:
            key = header.group(1)
            continue
        value = _REG_STRING.match(line) if _RUN_KEY.search(key) else None
        if value:
            command = re.sub(r"\\(.)", r"\1", value.group(1))
            yield "Windows Run key value (runs at every log-on)", command


def _scheduled_task(text: str) -> Iterator[tuple[str, str, str]]:
    """(what, command line, the program as written, which finds the line) of each action."""
    for match in _TASK_EXEC.finditer(text):
        command = html.unescape(f"{match.group(1).strip()} {match.group(2) or ''}".strip())
        what = "Windows scheduled task action (runs on the task's triggers)"
        yield what, command, match.group(1).strip()


def _readers(path: str, text: str) -> Iterator[tuple[str, ...]] | None:
    """The commands of ``path`` as (what, command[, the text that finds its line]), or None
    when no service manager or scheduler reads the file."""
    lowered = path.replace("\\", "/").lower()
    name = lowered.rsplit("/", 1)[-1]
    if name.endswith(_SYSTEMD_SUFFIXES) and "Exec" in text:
        return _systemd_unit(text)
    if name.endswith(".desktop") and "Exec" in text:
        return _desktop_entry(text)
    if name.endswith(".plist") and "Program" in text:
        return _launchd_agent(text)
    if name.endswith(".wflow") and "COMMAND_STRING" in text:
        return _automator_workflow(text)
    if name.endswith((".conf", ".ini")) and ("[program:" in text or "[eventlistener:" in text):
        return _supervisord(text)
    if name.endswith(".reg") and "CurrentVersion" in text:
        return _registry_run_values(text)
    if name.endswith(".xml") and "<Exec>" in text:
        return _scheduled_task(text)
    if name == "procfile" or name.startswith("procfile."):
        return _procfile(text)
    in_cron_folder = "/cron.d/" in f"/{lowered}"
    if name in ("crontab", "cron") or name.endswith((".cron", ".crontab")) or in_cron_folder:
        return _crontab(text, system_table=in_cron_folder or name == "crontab")
    return None


def service_commands(path: str, text: str) -> list[tuple[int, str, str]]:
    """(line, what starts it, command) for each command a service manager or scheduler
    starts from ``path``.

    >>> service_commands("backup.cron", "0 3 * * * restic backup ~/Documents\\n")
    [(1, 'crontab entry (runs on its schedule)', 'restic backup ~/Documents')]
    """
    runs = _readers(path, text)
    if runs is None:
        return []
    return numbered_once(
        text,
        (
            (what, command, written[0] if written else command, "")
            for what, command, *written in runs
        ),
    )
