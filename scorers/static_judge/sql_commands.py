"""Shell commands that a database server or its command-line client runs from a SQL file.

- PostgreSQL's ``COPY … TO PROGRAM '…'`` and ``COPY … FROM PROGRAM '…'`` run the command
  on the database server, with the output or input of the copy piped to it (psql's
  ``\\copy … to program`` does the same on the client);
- SQL Server's ``xp_cmdshell '…'`` runs the command on the server;
- MySQL's ``sys_exec('…')``/``sys_eval('…')`` (a user-defined function) do the same;
- psql's and mysql's ``\\!`` and ``system``, and sqlite3's ``.shell`` and ``.system``
  run the rest of the line in the client's shell.

Rows a copy pipes to a sender are judged by :mod:`database_egress`.

>>> sql_commands("m.sql", "COPY users TO PROGRAM 'gzip > /tmp/u.gz';")
[(1, 'PostgreSQL COPY TO PROGRAM (runs on the database server)', 'gzip > /tmp/u.gz')]
"""

from __future__ import annotations

import re

from .tool_run_configs import numbered_once

SQL_SUFFIXES = (".sql", ".psql", ".pgsql", ".mysql", ".sqlite", ".ddl", ".dml")
_SQL_STRING = r"[EN]?'((?:[^']|'')*)'"
_COPY_PROGRAM = re.compile(
    r"(?<![\w\\])\\?copy\b[^;]*?\b(TO|FROM)\s+PROGRAM\s+" + _SQL_STRING, re.I | re.S
)
_XP_CMDSHELL = re.compile(r"(?<![\w'])xp_cmdshell(?:\s+|\s*\(\s*)N?" + _SQL_STRING, re.I)
"""A call of ``xp_cmdshell`` (not its name quoted as a setting to ``sp_configure``)."""
_SYS_EXEC = re.compile(r"\bsys_(?:exec|eval)\s*\(\s*" + _SQL_STRING, re.I)
_CLIENT_SHELL = re.compile(
    r"^[ \t]*(?:\\!|\.shell\b|\.system\b|system[ \t]+(?=[\w./~$-]))[ \t]*(\S[^\n]*)$", re.I | re.M
)


def _unquoted(text: str) -> str:
    return text.replace("''", "'")


def sql_commands(path: str, text: str) -> list[tuple[int, str, str]]:
    """(line, what runs it, command) for each shell command a database or its client runs
    from the SQL file ``path``.

    >>> sql_commands("t.sql", "EXEC xp_cmdshell 'whoami';")
    [(1, 'SQL Server xp_cmdshell (runs on the database server)', 'whoami')]
    """
    if not path.lower().endswith(SQL_SUFFIXES):
        return []
    lowered = text.lower()
    runs: list[tuple[str, str, str, str]] = []
    if "program" in lowered:
        for match in _COPY_PROGRAM.finditer(text):
            direction, command = match.group(1).upper(), _unquoted(match.group(2))
            where = "the client" if match.group(0).startswith("\\") else "the database server"
            what = f"PostgreSQL COPY {direction} PROGRAM (runs on {where})"
            runs.append((what, command, command, ""))
    if "xp_cmdshell" in lowered:
        for match in _XP_CMDSHELL.finditer(text):
            command = _unquoted(match.group(1))
            runs.append(
                ("SQL Server xp_cmdshell (runs on the database server)", command, command, "")
            )
    if "sys_e" in lowered:
        for match in _SYS_EXEC.finditer(text):
            command = _unquoted(match.group(1))
            runs.append(("MySQL sys_exec (runs on the database server)", command, command, ""))
    for match in _CLIENT_SHELL.finditer(text):
        command = match.group(1)
        runs.append(
            ("database client shell escape (runs on the user's machine)", command, command, "")
        )
    return numbered_once(text, runs)
