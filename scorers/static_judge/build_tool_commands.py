r"""Commands that build, test and typesetting tools run from a package's files.

- tox runs a test environment's ``commands`` (and ``commands_pre``/``commands_post``);
- just runs a recipe's lines, and the backtick commands of its variables;
- Terraform runs a ``local-exec`` provisioner's ``command`` on the machine that applies the
  plan, an ``external`` data source's ``program`` on the one that plans it, and a
  ``remote-exec`` provisioner's ``inline`` lines on the server it provisions;
- TeX runs ``\write18{…}``, ``\ShellEscape{…}`` and ``\input{|"…"}`` when shell escape is on;
- Snakemake runs a rule's ``shell:`` string, and Nextflow a process's ``script:`` or
  ``shell:`` block, when the workflow runs.

Their text is shell and is analysed like a tool's configured command (see
:mod:`tool_run_configs`).

>>> build_tool_commands("justfile", "setup:\n    pip install -r requirements.txt\n")
[(2, 'just recipe setup (runs when the recipe runs)', 'pip install -r requirements.txt')]
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from .service_commands import indented_after, ini_lines
from .tool_run_configs import command_line, numbered_once

_TOX_COMMANDS = re.compile(r"^(commands(?:_pre|_post)?)[ \t]*=[ \t]*(.*)$")
_TOX_PREFIX = re.compile(r"^[-!]+[ \t]*")
"""tox's marks before a command (ignore its exit code, expect it to fail)."""
_RECIPE = re.compile(r"^@?([A-Za-z_][\w-]*)(?:[ \t]+[^:\n=]*)?:(?!=)")
_BACKTICK = re.compile(r"`([^`\n]+)`")
_ASSIGNMENT = re.compile(r"^(?:export[ \t]+)?[A-Za-z_][\w-]*[ \t]*:=")
_HCL_STRING = r'"((?:[^"\\\n]|\\.)*)"'
_HCL_HEREDOC = r"<<-?[ \t]*(\w+)[ \t]*\n(.*?)\n[ \t]*\2[ \t]*$"
_LOCAL_EXEC = re.compile(r'provisioner[ \t]+"local-exec"[ \t]*\{')
_HCL_COMMAND = re.compile(
    r"\bcommand[ \t]*=[ \t]*(?:" + _HCL_STRING + "|" + _HCL_HEREDOC + ")", re.M | re.S
)
_EXTERNAL_DATA = re.compile(r'data[ \t]+"external"[ \t]+"[^"\n]*"[ \t]*\{')
_REMOTE_EXEC = re.compile(r'provisioner[ \t]+"remote-exec"[ \t]*\{')
_HCL_LIST = re.compile(r"\b(program|inline)[ \t]*=[ \t]*\[(.*?)\]", re.S)
_TEX_SHELL = re.compile(r"\\(?:write18|ShellEscape)[ \t]*\{")
_TEX_PIPE_INPUT = re.compile(r'\\input[ \t]*\{?[ \t]*\|[ \t]*"([^"\n]+)"')
_TEX_SUFFIXES = (".tex", ".sty", ".cls", ".ltx", ".dtx", ".ins")
_SHEBANG = re.compile(r"^[ \t]*#!")
_SNAKEMAKE_SHELL = re.compile(r"^([ \t]*)shell:[ \t]*(.*)$", re.M)
_PY_STRING = re.compile(
    r'"""(.*?)"""|\'\'\'(.*?)\'\'\'|"((?:[^"\\\n]|\\.)*)"|\'((?:[^\'\\\n]|\\.)*)\'', re.S
)
"""A Python string literal, triple-quoted or not (Snakemake rules are Python)."""
_NEXTFLOW_SCRIPT = re.compile(
    r"\b(?:script|shell):\s*(?:\"\"\"(.*?)\"\"\"|\'\'\'(.*?)\'\'\'|\"((?:[^\"\\\n]|\\.)*)\")", re.S
)


def _tox(text: str) -> Iterator[tuple[str, str]]:
    lines = text.splitlines()
    for section, index, line in ini_lines(lines):
        match = _TOX_COMMANDS.match(line) if section.startswith("testenv") else None
        if not match:
            continue
        for command in [match.group(2), *indented_after(lines, index)]:
            command = _TOX_PREFIX.sub("", command.strip())
            if command:
                yield f"tox {match.group(1)} (runs when the tests run)", command


def _justfile(text: str) -> Iterator[tuple[str, str]]:
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if _ASSIGNMENT.match(line):
            for command in _BACKTICK.findall(line):
                yield "just variable (runs whenever just starts)", command
            continue
        recipe = _RECIPE.match(line)
        if not recipe:
            continue
        body = indented_after(lines, index)
        if body and _SHEBANG.match(body[0]) and not re.search(r"\b(?:ba|z)?sh\b", body[0]):
            continue  # a recipe in another language
        for command in body:
            command = command.lstrip("@-").strip()
            if command and not command.startswith("#"):
                yield f"just recipe {recipe.group(1)} (runs when the recipe runs)", command


def _block_after(text: str, start: int, strings: bool = True) -> str:
    """The text of a block from ``start`` (just after its brace) through the brace that
    closes it, skipping braces inside double-quoted strings when the language has them."""
    depth = 1
    index = start
    in_string = False
    while index < len(text) and depth:
        char = text[index]
        if in_string:
            if char == "\\":
                index += 1
            elif char == '"':
                in_string = False
        elif char == '"' and strings:
            in_string = True
        elif char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
        index += 1
    return text[start:index]


def _hcl_words(listed: str) -> list[str]:
    return [json.loads(f'"{word}"') for word in re.findall(_HCL_STRING, listed) if _decodable(word)]


def _decodable(word: str) -> bool:
    try:
        json.loads(f'"{word}"')
    except ValueError:
        return False
    return True


def _terraform(text: str) -> Iterator[tuple[str, str]]:
    what = "Terraform local-exec provisioner (runs on the machine that applies the plan)"
    for block in _LOCAL_EXEC.finditer(text):
        for match in _HCL_COMMAND.finditer(_block_after(text, block.end())):
            command = match.group(1) if match.group(1) is not None else match.group(3)
            if match.group(1) is not None and _decodable(command):
                command = json.loads(f'"{command}"')
            yield what, command
    for opener, key, what in (
        (_EXTERNAL_DATA, "program", "Terraform external data program (runs when the plan is made)"),
        (
            _REMOTE_EXEC,
            "inline",
            "Terraform remote-exec provisioner (runs on the provisioned server)",
        ),
    ):
        for block in opener.finditer(text):
            for listed in _HCL_LIST.finditer(_block_after(text, block.end())):
                if listed.group(1) != key:
                    continue
                words = _hcl_words(listed.group(2))
                if words and key == "program":
                    yield what, command_line(words[0], words[1:])
                for word in words if key == "inline" else ():
                    yield what, word


def _tex(text: str) -> Iterator[tuple[str, str]]:
    what = "TeX shell escape (runs when the document is typeset with shell escape)"
    for match in _TEX_SHELL.finditer(text):
        body = _block_after(text, match.end(), strings=False)
        yield what, body[:-1] if body.endswith("}") else body
    for match in _TEX_PIPE_INPUT.finditer(text):
        yield what, match.group(1)


def _snakemake(text: str) -> Iterator[tuple[str, str]]:
    lines = text.splitlines()
    for match in _SNAKEMAKE_SHELL.finditer(text):
        indent = len(match.group(1).expandtabs())
        first = text.count("\n", 0, match.start())
        body = [match.group(2)]
        for line in lines[first + 1 :]:
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            body.append(line)
        pieces = [
            next(g for g in m.groups() if g is not None)
            for m in _PY_STRING.finditer("\n".join(body))
        ]
        command = "".join(pieces).strip()
        if command:
            yield "Snakemake rule shell (runs when the workflow runs)", command


def _nextflow(text: str) -> Iterator[tuple[str, str]]:
    for match in _NEXTFLOW_SCRIPT.finditer(text):
        command = next(g for g in match.groups() if g is not None).strip()
        if command:
            yield "Nextflow process script (runs when the workflow runs)", command


def _readers(path: str, text: str) -> Iterator[tuple[str, str]] | None:
    lowered = path.replace("\\", "/").lower()
    name = lowered.rsplit("/", 1)[-1]
    if name == "tox.ini" or (name == "setup.cfg" and "[testenv" in text):
        return _tox(text)
    if name in ("justfile", ".justfile") or name.endswith(".just"):
        return _justfile(text)
    if (name == "snakefile" or name.endswith(".smk")) and "shell:" in text:
        return _snakemake(text)
    if name.endswith(".nf") and ("script:" in text or "shell:" in text):
        return _nextflow(text)
    if name.endswith(".tf") and ("provisioner" in text or '"external"' in text):
        return _terraform(text)
    if name.endswith(_TEX_SUFFIXES) and ("\\write18" in text or "Escape" in text or "|" in text):
        return _tex(text)
    return None


def build_tool_commands(path: str, text: str) -> list[tuple[int, str, str]]:
    r"""(line, what runs it, command) for each command a build, test or typesetting tool
    runs from ``path``.

    >>> build_tool_commands("paper.tex", "\\immediate\\write18{make figures}")
    [(1, 'TeX shell escape (runs when the document is typeset with shell escape)', 'make figures')]
    """
    runs = _readers(path, text)
    if runs is None:
        return []
    return numbered_once(text, ((what, command, command, "") for what, command in runs))
