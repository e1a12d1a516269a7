"""Undo common shell disguises before matching (text only, nothing runs).

:func:`normalise_shell` returns the script with the same number of lines, each line
rewritten so that patterns see the command the shell would run:

- quote removal inside words: ``r''m``, ``'cu'"rl"``, ``c\\url`` read ``rm``, ``curl``;
- ANSI-C strings ``$'\\x72\\x6d'`` and words printed from escapes
  ``$(printf '\\x72\\x6d')`` decoded;
- constant variables expanded: after ``a=cu; b=rl``, ``$a$b`` and ``${a}${b}`` read ``curl``;

and the payloads hidden in the script: ``echo BLOB | base64 -d``, ``echo TEXT | tr
'A-Za-z' 'N-ZA-Mn-za-m'`` (rot13), ``printf '\\x..'`` and here-documents fed to an
interpreter (``python3 - <<EOF``), each with its line and language, for the caller to
analyse like any other code.

>>> normalise_shell("a=cu; b=rl\\n$a$b -s https://x.invalid | s''h").text.splitlines()[1]
'curl -s https://x.invalid | sh'
"""

from __future__ import annotations

import base64
import codecs
import re
import shlex
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field

from .literal_scan import folded_text, scanner_for
from .structure import JAVASCRIPT, PYTHON, classify

MAX_PAYLOAD = 200_000

_ASSIGN = re.compile(
    r"(?:^|[;&]\s*|\bexport\s+|\blocal\s+|\breadonly\s+)([A-Za-z_]\w*)(\+?)=([^\s;&|]*)"
)
_ASSIGN_INDENTED = re.compile(
    r"(?:^\s*|[;&]\s*|\bexport\s+|\blocal\s+|\breadonly\s+)([A-Za-z_]\w*)(\+?)=([^\s;&|]*)"
)
"""Also an assignment indented inside a block (``if …; then PLIST=…``). ``+=`` appends."""


@dataclass(frozen=True)
class Payload:
    """Code hidden in a script: where it is, its language and its text."""

    line: int
    language: str
    text: str
    how: str


@dataclass
class NormalisedShell:
    """The rewritten script (same line count) and the payloads found in it."""

    text: str
    payloads: list[Payload] = field(default_factory=list)


_ANSI_C = re.compile(r"\$'((?:[^'\\]|\\.)*)'")


def _ansi_c(match: re.Match[str]) -> str:
    body = match.group(1)
    try:
        return codecs.decode(body.encode("latin-1", "replace"), "unicode_escape")
    except (UnicodeDecodeError, ValueError):
        return match.group(0)


_PRINTED_WORD = re.compile(
    r"\$\(\s*(?:printf|echo\s+-e)\s+(['\"])((?:\\x[0-9a-fA-F]{2}|\\[0-7]{3}|[A-Za-z0-9_./:-])+)\1\s*\)"
)
"""A word printed from escapes by a command substitution: ``$(printf '\\x63\\x75')``."""


def _printed_word(match: re.Match[str]) -> str:
    body = match.group(2)
    if "\\" not in body:
        return match.group(0)
    return codecs.decode(body.encode("ascii"), "unicode_escape")


_PLAIN_PRINTED_WORD = re.compile(
    r"\$\(\s*(?:printf\s+(['\"]?)%s\1|echo(?:\s+-n)?)\s+(['\"]?)([A-Za-z0-9_./:-]+)\2\s*\)"
)
"""A constant word printed by a command substitution: ``$(printf '%s' 'authorized')``."""
_FORMATTED_WORD = re.compile(
    r"\$\(\s*printf\s+(['\"])([A-Za-z0-9_./:%-]*%s[A-Za-z0-9_./:%-]*)\1"
    r"((?:\s+(?:'[A-Za-z0-9_./:-]*'|\"[A-Za-z0-9_./:-]*\"|[A-Za-z0-9_./:-]+))+)\s*\)"
)
"""Constant words joined by a format: ``$(printf '%s_%s' authorized keys)``."""


def _formatted_word(match: re.Match[str]) -> str:
    """The text ``printf`` prints for a format of ``%s`` slots and constant words.

    >>> _FORMATTED_WORD.sub(_formatted_word, "f=$(printf '%s_%s' authorized keys)")
    'f=authorized_keys'
    """
    words = [w.strip("'\"") for w in match.group(3).split()]
    pattern = match.group(2)
    if pattern.count("%") != pattern.count("%s") or pattern.count("%s") != len(words):
        return match.group(0)
    return pattern.replace("%s", "{}").format(*words)


_JOINED_PRINTF = re.compile(
    r"\bprintf\s+(['\"])(?:%s)+\1((?:\s+(?:'[^'\s]*'|\"[^\"\s$`\\]*\"|[A-Za-z0-9+/=._:-]+)){2,})"
    r"(?=\s*(?:\||$|;|&|\)))"
)
"""Constant words printed one after another by a format of ``%s`` slots only
(``printf '%s%s' "Y3Vy" "bCAt"``): ``printf`` repeats such a format, printing the words
joined."""


def _joined_printf(match: re.Match[str]) -> str:
    """``printf '%s'`` of the words a :data:`_JOINED_PRINTF` match prints, joined.

    >>> _JOINED_PRINTF.sub(_joined_printf, "printf '%s%s' \\"Y3Vy\\" 'bCAt' | base64 -d")
    "printf '%s' 'Y3VybCAt' | base64 -d"
    """
    words = [word.strip("'\"") for word in match.group(2).split()]
    return "printf '%s' '" + "".join(words) + "'"


_REVERSED_WORD = re.compile(r"\$\(\s*(?:echo|printf)\s+(['\"]?)([\w./:-]+)\1\s*\|\s*rev\s*\)")
"""A word printed backwards and reversed by a command substitution: ``$(echo 'lruc' | rev)``."""


def _reversed_word(match: re.Match[str]) -> str:
    return match.group(2)[::-1]


_ECHOED_OUTPUT = re.compile(
    r"\b(?:echo(?:\s+-[neE]+)*|printf\s+(['\"])%s(?:\\n)?\1)\s+\"?\$\(\s*(?P<command>[^()`\"\n]+?)\s*\)\"?\s*\|"
)
"""A command's output echoed or printed into a pipe, which is the command piped:
``echo "$(env)" |`` and ``printf '%s' "$(env)" |`` read as ``env |``."""


_EMPTY_QUOTES = re.compile(r"(?<=[\w/.-])(?:''|\"\")|(?:''|\"\")(?=[\w/.-])")
_QUOTED_PIECE = re.compile(
    r"(?<=[\w/.-])'([\w/.-]+)'|'([\w/.-]+)'(?=[\w/.-])"
    r"|(?<=[\w/.-])\"([\w/.-]+)\"|\"([\w/.-]+)\"(?=[\w/.-])"
)
_ADJACENT_QUOTES = re.compile(r"([\"'])([\w/.-]*)\1([\"'])([\w/.-]*)\3")
_BACKSLASH_IN_WORD = re.compile(r"(?<=[a-z])\\(?=[a-z])")


def _unquote_word_pieces(line: str) -> str:
    line = _EMPTY_QUOTES.sub("", line)
    line = _ADJACENT_QUOTES.sub(r"\2\4", line)
    for _ in range(4):
        new = _QUOTED_PIECE.sub(lambda m: next(g for g in m.groups() if g is not None), line)
        if new == line:
            break
        line = new
    return _BACKSLASH_IN_WORD.sub("", line)


_VARIABLE = re.compile(r"\$\{([A-Za-z_]\w*)\}|\$([A-Za-z_]\w*)")


def _expand(line: str, constants: dict[str, str]) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1) or match.group(2)
        return constants.get(name, match.group(0))

    return _VARIABLE.sub(value, line)


_PRINTED = r"\b(?:echo|printf)\s+(?:-[ne]+\s+)?(?:[\"']?%s[\"']?\s+)?"
"""``echo`` or ``printf`` (with ``-n``/``-e`` or a ``%s`` format) of the word that follows."""
_B64_ECHO = re.compile(
    _PRINTED + r"[\"']?([A-Za-z0-9+/=]{16,})[\"']?\s*\|\s*base64\s+(?:-d|--decode|-D)"
    r"|\bbase64\s+(?:-d|--decode|-D)\s*<<<\s*[\"']?([A-Za-z0-9+/=]{16,})"
)


_DECODED_ASSIGN = re.compile(
    r"^\s*(?:export\s+|local\s+|readonly\s+)?([A-Za-z_]\w*)=[\"']?\$\(\s*"
    + _PRINTED
    + r"[\"']?([A-Za-z0-9+/]{2,}={0,2})[\"']?\s*\|\s*base64\s+(?:-d|--decode|-D)\b"
)
"""A variable set from a base64 constant decoded in place
(``M="$(printf %s c2g= | base64 -d)"``)."""


def _decoded_constant(line: str) -> tuple[str, str] | None:
    """(name, decoded value) of an assignment from a decoded base64 constant, when the value
    is one line of printable text.

    >>> _decoded_constant('  _m="$(printf %s "c2g=" | base64 -d 2>/dev/null)"')
    ('_m', 'sh')
    """
    match = _DECODED_ASSIGN.match(line)
    if match is None:
        return None
    blob = match.group(2)
    try:
        value = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return None
    value = value.rstrip("\n")
    return (match.group(1), value) if value.isprintable() and len(value) < 200 else None


_DECODED_SUBSTITUTION = re.compile(
    r"\$\(\s*"
    + _PRINTED
    + r"[\"']?([A-Za-z0-9+/]{2,}={0,2})[\"']?\s*\|\s*base64\s+(?:-d|--decode|-D)\b[^()]*\)"
)
"""A base64 constant decoded by a command substitution inside a word
(``f="$dir/$(printf %s YXV0aG9y… | base64 -d)"``)."""


def _substituted(match: re.Match[str]) -> str:
    """The decoded text of a substitution when it is one short line of printable text;
    the substitution as written otherwise.

    >>> _DECODED_SUBSTITUTION.sub(_substituted, 'f="$d/$(printf %s c2g= | base64 -d)"')
    'f="$d/sh"'
    """
    blob = match.group(1)
    try:
        value = base64.b64decode(blob + "=" * (-len(blob) % 4), validate=True).decode("ascii")
    except (ValueError, UnicodeDecodeError):
        return match.group(0)
    value = value.rstrip("\n")
    return value if value.isprintable() and len(value) < 200 else match.group(0)


def _base64(match: re.Match[str]) -> str:
    blob = match.group(1) or match.group(2)
    return base64.b64decode(blob + "=" * (-len(blob) % 4)).decode("utf-8")[:MAX_PAYLOAD]


_HEX_ECHO = re.compile(r"\b(?:echo|printf)\s+[\"']?([0-9a-fA-F]{16,})[\"']?\s*\|\s*xxd\s+-r\s+-p")


def _hex(match: re.Match[str]) -> str:
    return bytes.fromhex(match.group(1)).decode()


_ROT13_TR = re.compile(
    r"\b(?:echo|printf)\s+(?:-[ne]+\s+)?'((?:[^']|'\\'')+)'\s*\|\s*tr\s+['\"]?(?:A-Za-z|a-zA-Z)['\"]?\s+"
    r"['\"]?(?:N-ZA-Mn-za-m|n-za-mN-ZA-M)"
)


def _rot13(match: re.Match[str]) -> str:
    return codecs.decode(match.group(1).replace("'\\''", "'"), "rot13")


_PRINTF_HEX = re.compile(r"\bprintf\s+['\"]((?:\\x[0-9a-fA-F]{2}){4,})['\"]")


def _printf_hex(match: re.Match[str]) -> str:
    return bytes.fromhex(match.group(1).replace("\\x", "")).decode("utf-8")


_REVERSED = re.compile(r"\b(?:echo|printf)\s+(?:-[ne]+\s+)?'([^'\n]{12,})'\s*\|\s*rev\s*\|")
"""A quoted text reversed with ``rev`` and piped on: the text read backwards."""


def _reversed(match: re.Match[str]) -> str:
    return match.group(1)[::-1]


_PIPELINE_DECODERS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str], str], ...] = (
    (_B64_ECHO, _base64, "base64"),
    (_HEX_ECHO, _hex, "hex"),
    (_ROT13_TR, _rot13, "rot13"),
    (_PRINTF_HEX, _printf_hex, "printf escapes"),
    (_REVERSED, _reversed, "rev"),
)
"""Pipelines that decode a blob: the pattern, how to decode its match, the encoding."""


def _decoded_payloads(text: str) -> list[Payload]:
    """Blobs decoded in a pipeline (base64, hex, rot13, printf escapes, reversal), across
    lines."""
    found = []
    folded = folded_text(text)
    for regex, decode, how in _PIPELINE_DECODERS:
        for match in scanner_for(regex).finditer(folded):
            try:
                decoded = decode(match)
            except (ValueError, UnicodeDecodeError):  # binascii.Error is a ValueError
                continue
            line = text.count("\n", 0, match.start()) + 1
            found.append(Payload(line, "shell", decoded, how))
    return found


_HEREDOC = re.compile(
    r"\b(python[\d.]*|node|bash|sh|zsh|perl|ruby)\b[^\n<]*<<-?\s*['\"]?(\w+)['\"]?[^\n]*\n"
)
_LANGUAGE = {
    "python": "python",
    "node": "javascript",
    "bash": "shell",
    "sh": "shell",
    "zsh": "shell",
}


_WRITTEN_HEREDOC = re.compile(r"^[^\n#]*?(?<!<)<<-?\s*['\"]?(\w+)['\"]?[^\n]*\n", re.M)
"""A line that opens a here-document (not a ``<<<`` here-string)."""
_WRITE_TARGET = re.compile(r"(?:>>?|\btee\b(?:\s+-a)?)\s*['\"]?([^\s'\"<>|;&]+)")
"""Where that line writes: after ``>``, ``>>`` or ``tee``."""


def _heredoc_body(text: str, match: re.Match[str], word: str) -> tuple[int, str] | None:
    end = re.search(rf"^\s*{re.escape(word)}\s*$", text[match.end() :], re.M)
    if not end:
        return None
    line = text.count("\n", 0, match.end()) + 1
    body = textwrap.dedent(text[match.end() : match.end() + end.start()])  # an indented block's
    padded = "\n" * (line - 1) + body
    return line, padded[:MAX_PAYLOAD]


def _written_language(opening: str) -> str | None:
    """The language of the code file a here-document line writes, from that file's name.

    >>> _written_language('cat > "$STARTUP/00-display.py" <<EOF')
    'python'
    >>> _written_language("cat <<EOF > notes.txt") is None
    True
    """
    for target in _WRITE_TARGET.findall(opening):
        kind = classify(target.rstrip(")"), "")
        if kind in (PYTHON, JAVASCRIPT):  # a shell file's lines are read as the script's own
            return kind
    return None


def heredocs(text: str) -> list[Payload]:
    """Here-documents fed to an interpreter, with the language of that interpreter, and
    those written to a code file, with the language that file's name says."""
    found: list[Payload] = []
    if "<<" not in text:  # every here-document starts with it
        return found
    fed = set()
    for match in _HEREDOC.finditer(text):
        body = _heredoc_body(text, match, match.group(2))
        if body is None:
            continue
        program = re.sub(r"[\d.]+$", "", match.group(1))
        language = _LANGUAGE.get(program, "shell")
        fed.add(body[0])
        found.append(Payload(body[0], language, body[1], "here-document"))
    for match in _WRITTEN_HEREDOC.finditer(text):
        written = _written_language(match.group(0))
        if written is None:
            continue
        body = _heredoc_body(text, match, match.group(1))
        if body is not None and body[0] not in fed:
            found.append(Payload(body[0], written, body[1], "here-document"))
    return found


_CONTINUED = re.compile(r"(?<!\\)(?:\\\\)*\\[ \t]*$")
"""A line ending in an unescaped backslash: the command goes on on the next line."""


def joined_continuations(lines: list[str], continued: re.Pattern[str] = _CONTINUED) -> list[str]:
    """``lines`` with each command split by backslash-newline (or the ``continued`` mark)
    put back on its first line; the lines it continued on are left empty, so line numbers
    stay the same.

    >>> joined_continuations(['curl -s https://x.invalid \\\\', '  -d "k=$KEY"', 'echo done'])
    ['curl -s https://x.invalid    -d "k=$KEY"', '', 'echo done']
    """
    out: list[str] = []
    pending: list[str] = []
    backslashed = continued is _CONTINUED  # a line without a backslash then goes on nowhere
    for line in lines:
        if (
            (not backslashed or "\\" in line)
            and continued.search(line)
            and not line.lstrip().startswith("#")
        ):
            pending.append(line.rstrip()[:-1])
            continue
        if pending:
            out.append(" ".join([*pending, line])[:5000])
            out.extend([""] * len(pending))
            pending = []
        else:
            out.append(line)
    if pending:
        out.append(" ".join(pending)[:5000])
        out.extend([""] * (len(pending) - 1))
    return out


def joined_in_lines(text: str, numbers: set[int]) -> str:
    """``text`` with the backslash-continued commands among the lines ``numbers``
    (1-based, e.g. those of fenced code) joined as :func:`joined_continuations` does.

    >>> text = "\\n".join(["Run:", "```", "curl x " + chr(92), "  -d y", "```"])
    >>> joined_in_lines(text, {3, 4}).split(chr(10))
    ['Run:', '```', 'curl x    -d y', '', '```']
    """
    lines = text.split("\n")
    start = 0
    while start < len(lines):
        if start + 1 not in numbers:
            start += 1
            continue
        end = start
        while end < len(lines) and end + 1 in numbers:
            end += 1
        lines[start:end] = joined_continuations(lines[start:end])
        start = end
    return "\n".join(lines)


def normalise_shell(text: str, indented: bool = False) -> NormalisedShell:
    """The script with quoting, ANSI-C strings and constant variables resolved
    (``indented``: assignments inside blocks count too)."""
    assign = _ASSIGN_INDENTED if indented else _ASSIGN
    constants: dict[str, str] = {"IFS": " "}  # the shell's word separator, unless reset
    body = text.lstrip("\n")  # leading blank lines (padding to real line numbers) stay blank
    out_lines: list[str] = [""] * (len(text) - len(body))
    payloads: list[Payload] = []
    for raw in joined_continuations(body.split("\n")):
        line = raw if len(raw) <= 5000 else raw[:5000]
        if line.lstrip().startswith("#"):
            out_lines.append(line)
            continue
        # each rewrite needs a character its patterns start from; most lines have none
        if "$" in line:
            if "$(" in line:
                line = _PRINTED_WORD.sub(_printed_word, line)
                line = _PLAIN_PRINTED_WORD.sub(r"\g<3>", line)
                if "printf" in line:
                    line = _FORMATTED_WORD.sub(_formatted_word, line)
                if "rev" in line:
                    line = _REVERSED_WORD.sub(_reversed_word, line)
                line = _ECHOED_OUTPUT.sub(r"\g<command> |", line)
            line = _expand(_ANSI_C.sub(_ansi_c, line) if "$'" in line else line, constants)
        if "printf" in line and "%s%s" in line:
            line = _JOINED_PRINTF.sub(_joined_printf, line)
        if "'" in line or '"' in line or "\\" in line:
            line = _unquote_word_pieces(line)
        for name, appended, value in assign.findall(line) if "=" in line else ():
            literal = value.strip("\"'")
            if "$(" not in literal and "`" not in literal and len(literal) < 200:
                constants[name] = constants.get(name, "") + literal if appended else literal
        decoded = _decoded_constant(line) if "base64" in line else None
        if decoded is not None:
            constants[decoded[0]] = decoded[1]
        elif "base64" in line:
            line = _DECODED_SUBSTITUTION.sub(_substituted, line)
        out_lines.append(line)
    joined = "\n".join(out_lines)
    seen = set()
    for payload in _decoded_payloads(text) + _decoded_payloads(joined) + heredocs(text):
        if (payload.line, payload.text) not in seen:
            seen.add((payload.line, payload.text))
            payloads.append(payload)
    return NormalisedShell(joined, payloads)


_FOR_WORDS = re.compile(r"^\s*for\s+([A-Za-z_]\w*)\s+in\s+([^;$`()\n]+?)\s*(?:;\s*do\b|$)", re.M)
_DONE = re.compile(r"^\s*done\b|;\s*done\b")


_FOR_ANY_WORDS = re.compile(r"^\s*for\s+([A-Za-z_]\w*)\s+in\s+([^;`()\n]+?)\s*(?:;\s*do\b|$)", re.M)
_ARRAY = re.compile(
    r"^\s*(?:local\s+|readonly\s+|declare\s+-a\s+)?([A-Za-z_]\w*)=\(([^)\n]*)\)", re.M
)
_ALL_ITEMS = re.compile(r"^\"?\$\{([A-Za-z_]\w*)\[[@*]\]\}\"?$")


def loop_words_expanded(text: str, pick: Callable[[list[str]], str] | None = None) -> str:
    """``text`` with the variable of each ``for V in WORD ...`` loop over literal words
    replaced, inside the loop, by its first word: one pass of the loop, as a line that
    names what it touches.

    ``pick`` chooses the pass instead (the riskiest word), among words that may be
    variables (``"$HOME"``) or every item of an array set above (``"${ROOTS[@]}"``).

    >>> print(loop_words_expanded('for f in AGENTS.md CLAUDE.md; do\\n  echo x >> "$f"\\ndone'))
    for f in AGENTS.md CLAUDE.md; do
      echo x >> "AGENTS.md"
    done
    >>> code = 'R=(/mnt "$HOME")\\nfor r in "${R[@]}"; do\\n  find "$r" -delete\\ndone'
    >>> loop_words_expanded(code, lambda words: words[-1]).split("\\n")[2]
    '  find "$HOME" -delete'
    """
    if "for " not in text:
        return text
    arrays = {m.group(1): m.group(2).split() for m in _ARRAY.finditer(text)} if pick else {}
    lines = text.split("\n")
    for number, line in enumerate(lines):
        loop = (_FOR_ANY_WORDS if pick else _FOR_WORDS).match(line)
        if loop is None:
            continue
        words = loop.group(2).split()
        items = _ALL_ITEMS.match(words[0]) if len(words) == 1 else None
        if items:
            words = arrays.get(items.group(1), [])
        words = [w.strip("\"'") for w in words if w.strip("\"'")]
        if not words:
            continue
        name, first = loop.group(1), pick(words) if pick else words[0]
        variable = re.compile(rf"\$\{{{name}\}}|\${name}\b")
        for inner in range(number + 1, len(lines)):
            lines[inner] = variable.sub(first.replace("\\", "\\\\"), lines[inner])
            if _DONE.search(lines[inner]):
                break
    return "\n".join(lines)


def expanded_line(text: str, number: int) -> str:
    """Line ``number`` (1-based) of the script with its constant variables expanded, those
    set inside blocks too: what ``launchctl load "$PLIST"`` loads when ``PLIST`` was set
    to a path above.

    >>> expanded_line('P="$HOME/Library/LaunchAgents/com.acme.sync.plist"\\nlaunchctl load "$P"', 2)
    'launchctl load "$HOME/Library/LaunchAgents/com.acme.sync.plist"'
    """
    lines = normalise_shell(text, indented=True).text.split("\n")
    return lines[number - 1] if 1 <= number <= len(lines) else ""


def shell_words(line: str) -> list[str] | None:
    """The words and operators of one shell line, quotes removed and ``#`` comments
    dropped; None when its quotes do not balance.

    >>> shell_words('curl -d "$(env)" https://x.invalid && echo ok # sent')
    ['curl', '-d', '$(env)', 'https://x.invalid', '&&', 'echo', 'ok']
    """
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    lexer.commenters = "#"
    try:
        return list(lexer)
    except ValueError:
        return None
