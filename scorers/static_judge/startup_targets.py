"""Shell start-up files and SSH key files written through a variable.

A script that plants a line in the user's shell start-up file need not name the file on
the line that writes it: it sets ``rc=~/.bashrc`` or ``rc=~/.zshrc`` in a ``case`` on
``$SHELL``, builds ``~/.${shell}rc``, or takes the path from a small function that prints
it, then appends to ``"$rc"``. The effect is the same persistence as ``>> ~/.bashrc``.
:func:`resolved_startup_appends` rewrites each such append with the start-up file the
variable names, so the persistence pattern, with its exemptions (a plain ``export`` line,
an installed tool's shell integration), judges it exactly like the direct form.

Only appends that add a command run at every start are rewritten: a ``source`` or ``.`` of
a file, an ``eval`` or a script handed to an interpreter, written out or held in a
variable; the variable may also be a loop's over start-up files. A blank
line, a comment or an ``export PATH=...`` line that an installer adds through a variable is
the ordinary way to put a tool on the ``PATH`` and stays unflagged.

>>> text = 'case "$SHELL" in\\n  *zsh) rc="$HOME/.zshrc" ;;\\nesac\\necho "source ~/x" >> "$rc"'
>>> resolved_startup_appends(text).splitlines()[3]
'echo "source ~/x" >> $HOME/.zshrc'
>>> plain = 'rc="$HOME/.zshrc"\\necho "export PATH=/o:$PATH" >> "$rc"'
>>> resolved_startup_appends(plain).splitlines()[1]
'echo "export PATH=/o:$PATH" >> "$rc"'

>>> looped = 'for rc in "$HOME/.bashrc" "$HOME/.profile"; do\\n  echo "bash ~/.s &" >> "$rc"\\ndone'
>>> resolved_startup_appends(looped).splitlines()[1]
'  echo "bash ~/.s &" >> $HOME/.bashrc'

A key planted in ``authorized_keys`` is the same whether the line names the file or a
variable set to it, often inside a loop over every home folder
(:func:`resolved_key_writes`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_STARTUP = (
    r"(?:~|\$HOME\b|\$\{HOME\})/\.(?:bashrc|zshrc|bash_profile|profile|zprofile|bash_login"
    r"|\$\{?\w+\}?rc)\b"
)
"""A start-up file in the home folder, the shell's name possibly left to a variable."""
_ASSIGN = re.compile(
    rf"(?:^|[\s;&(])(?:(?:local|readonly|export|declare(?:\s+-\w+)?)\s+)?([A-Za-z_]\w*)"
    rf"=[\"']?({_STARTUP})"
)
_CAPTURE = re.compile(
    r"(?:^|[\s;&(])(?:local\s+)?([A-Za-z_]\w*)=[\"']?\$\(\s*([A-Za-z_][\w-]*)\s*\)"
)
"""A variable set from what a function prints: ``rc=$(detect_rc)``."""
_FUNCTION = re.compile(r"^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{(.*?)^\}", re.M | re.S)
_PRINTS_STARTUP = re.compile(rf"\b(?:echo|printf)\b[^\n]*?({_STARTUP})")
_RUNS = re.compile(
    r"\b(?:source|eval)\s|(?:^|[\s\"'{;])\.\s+[\"'$~/]"
    r"|\b(?:bash|sh|zsh|python[\d.]*|node|perl|ruby|nohup)\s+[\"'$~/]"
)
"""Text that runs code when the start-up file is read: a sourced file, an eval, or a
script of a file handed to an interpreter."""
_LOOP = re.compile(r"^\s*for\s+([A-Za-z_]\w*)\s+in\s+([^;\n]+?)\s*(?:;\s*do\b|$)", re.M)
"""A loop over words: ``for rc in "$HOME/.bashrc" "$HOME/.profile"; do``."""
_EXPANSION = re.compile(r"\$\{?([A-Za-z_]\w*)\}?")
_NAMED = re.compile(r"\$HOME/\.(?:bashrc|zshrc|bash_profile|profile|zprofile|bash_login)$")


def _startup_variables(text: str) -> dict[str, str]:
    """Variables set anywhere in the script to a start-up file, with that file."""
    variables: dict[str, str] = {}
    for name, path in _ASSIGN.findall(text):
        variables.setdefault(name, path)
    for name, words in _LOOP.findall(text) if "for " in text else ():
        startup = re.search(_STARTUP, words)
        if startup:
            variables.setdefault(name, startup.group(0))
    printers: dict[str, str] = {}
    defined = "()" in text  # every function definition has it
    for match in _FUNCTION.finditer(text) if defined else ():
        printed = _PRINTS_STARTUP.search(match.group(2))
        if printed:
            printers[match.group(1)] = printed.group(1)
    for name, function in _CAPTURE.findall(text):
        if function in printers:
            variables.setdefault(name, printers[function])
    if variables:
        for name, path in _parameter_variables(text, _variable_in(variables)).items():
            variables.setdefault(name, path)
    return variables


_POSITIONAL = re.compile(
    r"(?:^|[\s;&(])(?:local\s+|readonly\s+)?([A-Za-z_]\w*)=[\"']?\$\{?([1-9])\}?[\"']?(?=[\s;]|$)",
    re.M,
)
"""A function's parameter taken into a named variable: ``local rc="$1"``."""


def _parameter_variables(text: str, given: Callable[[str], str | None]) -> dict[str, str]:
    """Parameters of the script's functions that a call gives a path ``given`` recognises
    in an argument word: ``patch_rc "$rc"`` with ``patch_rc() { local file="$1"; ... }``
    names it ``file``."""
    found: dict[str, str] = {}
    for match in _FUNCTION.finditer(text):
        parameters = _POSITIONAL.findall(match.group(2))
        for name, position in parameters:
            path = _argument_path(text, match.group(1), int(position), given)
            if path:
                found.setdefault(name, path)
    return found


def _argument_path(
    text: str, function: str, position: int, given: Callable[[str], str | None]
) -> str | None:
    """The first path ``given`` finds in argument ``position`` of a call of ``function``."""
    call = re.compile(
        rf"(?:^[ \t]*|[;&|][ \t]*|\b(?:do|then|else)[ \t]+){re.escape(function)}[ \t]+([^\n;&|]+)",
        re.M,
    )
    for arguments in call.findall(text):
        words = arguments.split()
        path = given(words[position - 1].strip("\"'")) if position <= len(words) else None
        if path:
            return path
    return None


def _variable_in(variables: dict[str, str]) -> Callable[[str], str | None]:
    """The path of the variable a word expands (``"$rc"``), when it is one of ``variables``."""

    def path(word: str) -> str | None:
        expansion = _EXPANSION.fullmatch(word)
        return variables.get(expansion.group(1)) if expansion else None

    return path


def _as_home_path(path: str) -> str:
    """The start-up file written as ``$HOME/.name`` (a shell left open reads ``.bashrc``)."""
    home = re.sub(r"^(?:~|\$\{HOME\})", "$HOME", path)
    return home if _NAMED.match(home) else "$HOME/.bashrc"


_HERE_DOCUMENT = re.compile(r"<<-?\s*[\"']?(\w+)[\"']?")


def _appended_text(lines: list[str], number: int, redirect: int) -> str:
    """What line ``number`` appends: the text before its redirect, the here-document it
    feeds (``cat >> "$rc" << EOF``), or the whole ``{ ...; }`` group when the line closes one."""
    here = _HERE_DOCUMENT.search(lines[number], redirect)
    if here:
        body = []
        for line in lines[number + 1 :]:
            if line.strip() == here.group(1):
                break
            body.append(line)
        return "\n".join(body)
    head = lines[number][:redirect]
    if not head.strip().startswith("}"):
        return head
    start = number
    while start > 0 and not lines[start].strip().startswith("{"):
        start -= 1
    return "\n".join(lines[start:number])


def _runs_code(appended: str, text: str) -> bool:
    """``appended`` adds a command run at start-up, directly or through a variable."""
    if _RUNS.search(appended):
        return True
    for name in set(_EXPANSION.findall(appended)):
        value = re.search(rf"(?:^|[\s;&(]){re.escape(name)}=([^\n]*)", text)
        if value and _RUNS.search(value.group(1)):
            return True
    return False


def resolved_startup_appends(text: str) -> str:
    """``text`` with every append into a variable that names a start-up file rewritten
    to append into that file; the same text when there is none."""
    if ">>" not in text and "tee" not in text:
        return text
    variables = _startup_variables(text)
    if not variables:
        return text
    target = _write_into(r">>|\btee\s+-a", variables)
    lines = text.split("\n")
    for number, line in enumerate(lines):
        match = target.search(line) if ">>" in line or "tee" in line else None
        if match and _runs_code(_appended_text(lines, number, match.start()), text):
            lines[number] = _named_directly(line, match, _as_home_path(variables[_named(match)]))
    return "\n".join(lines)


def _write_into(operators: str, variables: dict[str, str]) -> re.Pattern[str]:
    """A write (one of ``operators``) into one of ``variables``, quoted or braced: group 1
    is the operator, :func:`_named` the variable."""
    names = "|".join(re.escape(name) for name in variables)
    return re.compile(rf"({operators})\s*[\"']?\$(?:\{{({names})\}}|({names})\b)[\"']?")


def _named(write: re.Match[str]) -> str:
    """The variable a :func:`_write_into` match writes into."""
    return write.group(2) or write.group(3)


def _named_directly(line: str, write: re.Match[str], path: str) -> str:
    """``line`` with the variable its write names replaced by ``path``."""
    return f"{line[: write.start()]}{write.group(1)} {path}{line[write.end() :]}"


_KEY_FILE_PATH = re.compile(r"[^\s\"';&|]*/authorized_keys2?")
"""A path of an SSH ``authorized_keys`` file, as a shell word writes it."""
_KEY_FILE_VARIABLE = re.compile(
    r"(?:^|[\s;&(])(?:(?:local|readonly|export|declare(?:\s+-\w+)?)\s+)?([A-Za-z_]\w*)"
    rf"=[\"']?({_KEY_FILE_PATH.pattern})\b"
)
"""A variable set, anywhere in the script, to a path of an SSH ``authorized_keys`` file."""
_ALIAS = re.compile(
    r"(?:^|[\s;&(])(?:(?:local|readonly)\s+)?([A-Za-z_]\w*)=[\"']?\$\{?([A-Za-z_]\w*)\}?[\"']?(?=[\s;]|$)",
    re.M,
)
"""A variable set to another's value (``target="$ak"``)."""


_PRINTS_VARIABLE = re.compile(
    r"(?:^|[\s;])(?:function\s+)?([A-Za-z_][\w-]*)\s*\(\)\s*\{[^}]*?\b(?:echo|printf\s+'%s\\n')\s+"
    r"[\"']?\$\{?([A-Za-z_]\w*)\}?[\"']?\s*;?\s*\}",
    re.M,
)
"""A shell function whose last command prints a variable: its output is that value."""
_FUNCTION_OUTPUT = re.compile(
    r"(?:^|[\s;&(])(?:(?:local|readonly)\s+)?([A-Za-z_]\w*)=[\"']?\$\(\s*([A-Za-z_][\w-]*)\s*\)",
    re.M,
)
"""A variable set to what a function (called with no arguments) prints (``x="$(_path)"``)."""


def resolved_key_writes(text: str) -> str:
    """``text`` with every write into a variable naming an ``authorized_keys`` file
    rewritten to write into that path; the same text when there is none. The variable may
    be a function's parameter that a call gives the path (``merge "$h/.ssh/authorized_keys"``
    with ``merge() { local target="$1"; ... >> "$target"; }``, or ``>> "$1"`` in its body).

    >>> text = 'for h in /home/*; do\\n  ak="$h/.ssh/authorized_keys"\\n  echo "$K" >> "$ak"\\ndone'
    >>> resolved_key_writes(text).splitlines()[2]
    '  echo "$K" >> $h/.ssh/authorized_keys'
    >>> aliased = 'ak="$D/authorized_keys"\\npush) target="$ak" ;;\\necho "$K" >> "$target"'
    >>> resolved_key_writes(aliased).splitlines()[2]
    'echo "$K" >> $D/authorized_keys'
    >>> printed = '_f() { local f="$D/authorized_keys"; echo "$f"; }\\nc="$(_f)"\\necho 1 >> "$c"'
    >>> resolved_key_writes(printed).splitlines()[2]
    'echo 1 >> $D/authorized_keys'
    >>> passed = 'add() {\\n  printf "%s" "$2" >> "$1"\\n}\\nadd "$d/.ssh/authorized_keys" "$k"'
    >>> resolved_key_writes(passed).splitlines()[1]
    '  printf "%s" "$2" >> $d/.ssh/authorized_keys'
    """
    if "authorized_keys" not in text:
        return text
    variables: dict[str, str] = {}
    for name, path in _KEY_FILE_VARIABLE.findall(text):
        variables.setdefault(name, path)
    for name, other in _ALIAS.findall(text) if variables else ():  # ``push) target="$ak" ;;``
        if other in variables:
            variables.setdefault(name, variables[other])
    printed = {f: v for f, v in _PRINTS_VARIABLE.findall(text) if v in variables}
    for name, function in _FUNCTION_OUTPUT.findall(text):  # ``chan="$(_chan)"``
        if function in printed:
            variables.setdefault(name, variables[printed[function]])
    given = _key_path_or(variables)
    defined = "()" in text
    for name, path in _parameter_variables(text, given).items() if defined else ():
        variables.setdefault(name, path)
    lines = text.split("\n")
    if variables:
        target = _write_into(r">>?|\btee\s+(?:-a\s+)?", variables)
        for number, line in enumerate(lines):
            match = target.search(line)
            if match:
                lines[number] = _named_directly(line, match, variables[_named(match)])
    for start, end, position, path in _positional_key_writes(text, given) if defined else ():
        into = _write_into(r">>?|\btee\s+(?:-a\s+)?", {str(position): path})
        for number in range(start, end):
            match = into.search(lines[number])
            if match:
                lines[number] = _named_directly(lines[number], match, path)
    return "\n".join(lines)


def _key_path_or(variables: dict[str, str]) -> Callable[[str], str | None]:
    """A word's ``authorized_keys`` path: written out, or a variable of ``variables``."""
    in_variable = _variable_in(variables)

    def path(word: str) -> str | None:
        return word if _KEY_FILE_PATH.fullmatch(word) else in_variable(word)

    return path


_POSITIONAL_WRITE = re.compile(r"(?:>>?|\btee\s+(?:-a\s+)?)\s*[\"']?\$\{?([1-9])\b")


def _positional_key_writes(
    text: str, given: Callable[[str], str | None]
) -> list[tuple[int, int, int, str]]:
    """(first line, end line, position, path) of each function whose body writes into a
    positional parameter (``>> "$1"``) that a call gives an ``authorized_keys`` path."""
    found = []
    for match in _FUNCTION.finditer(text):
        positions = {int(p) for p in _POSITIONAL_WRITE.findall(match.group(2))}
        for position in sorted(positions):
            path = _argument_path(text, match.group(1), position, given)
            if path:
                first = text.count("\n", 0, match.start())
                found.append((first, first + match.group(0).count("\n") + 1, position, path))
    return found
