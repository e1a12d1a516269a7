"""Text a script only matches against or prints: the patterns of a scanner, not commands.

A security tool that looks for ``curl | bash`` writes that very text as a regular
expression (``/curl.*\\|\\s*bash/``, ``grep -E 'wget|bash'``) or as the message it
prints when it finds it (``echo "remote script execution (curl|bash)"``). None of these
runs: the spans are blanked (same length, line breaks kept) so that line patterns read
only the code around them. A quoted span that can run something (command substitution
inside an ``echo``, a message piped or redirected onward) is never blanked.

>>> mask_shell("if echo \\"$l\\" | grep -qiE 'curl.*|bash'; then")
'if echo "$l" | grep -qiE \\'           \\'; then'
>>> mask_shell("echo 'curl x | bash' >> ~/.bashrc")
"echo 'curl x | bash' >> ~/.bashrc"
"""

from __future__ import annotations

import re
from typing import Any

from .example_framing import fences
from .flow.js_parse import parse_script
from .textutil import is_test_file

_GREP_PATTERN = re.compile(
    r"(?<![\w-])(?:[efz]?grep|rg)(?:\s+-[\w-]+(?:=\S+)?)*\s+(?:-e\s+)?"
    r"(?:'(?P<single>[^'\n]*)'|\"(?P<double>(?:[^\"\\\n]|\\.)*)\")"
)
"""The pattern argument of grep/egrep/rg, after its options."""
_MESSAGE = re.compile(
    r"^\s*(?:echo|printf)(?:\s+-[a-zA-Z]+)*\s+"
    r"(?:'(?P<single>[^'\n]*)'|\"(?P<double>(?:[^\"\\\n`$]|\\.|\$(?!\()\{?\w*\}?)*)\")"
    r"\s*(?:[12]?>&[12])?\s*;?\s*$"
)
"""A whole line that prints one quoted message to the terminal (no substitution, no
pipe, no redirection to a file)."""


def _blank(line: str, spans: list[tuple[int, int]]) -> str:
    chars = list(line)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def mask_shell_line(line: str) -> str:
    """``line`` with grep patterns and terminal messages blanked."""
    spans = [
        match.span(group)
        for pattern in (_GREP_PATTERN, _MESSAGE)
        for match in pattern.finditer(line)
        for group in ("single", "double")
        if match.group(group) is not None
    ]
    return _blank(line, spans) if spans else line


_CASE_LABELS = re.compile(r"^\s*\(?(?P<labels>[^\s()|;&<>]+(?:\s*\|\s*[^\s()|;&<>]+)+)\s*\)")
"""The head of a ``case`` branch: words joined by ``|`` are alternatives, not a pipeline
(``sudo|rm|curl|bash)`` rejects input starting with any of them)."""


def mask_case_labels(line: str) -> str:
    """``line`` with the alternatives of a ``case`` branch head blanked.

    >>> mask_case_labels("    rm|curl|bash|sh) echo no; exit 1 ;;")
    '                   ) echo no; exit 1 ;;'
    >>> mask_case_labels("curl -s x | bash")
    'curl -s x | bash'
    """
    match = _CASE_LABELS.match(line)
    return _blank(line, [match.span("labels")]) if match else line


_VARIABLE_GREP = re.compile(
    r"(?<![\w-])(?:[efz]?grep|rg)\b[^\n|;]*?\s(?:-e\s+)?\"?\$\{?\w+\}?\"?(?:\s|$)", re.M
)
"""grep or rg given its pattern in a variable: the script's patterns are passed around."""
_REGEX_ARGUMENT = re.compile(
    r"'(?=[^'\n]*\|)(?=[^'\n]*(?:\.\*|\\[.sdbw]|\(\?|\[\^|\[\[:|\([^)'\n]*\|))[^'\n]*'"
)
"""A single-quoted alternation written in regular-expression syntax (``'read.*\\.env|…'``)."""
_RUNS_CODE = re.compile(
    r"(?:^|[;&|(`]|\$\()\s*(?:sudo\s+)?(?:eval|sh|bash|zsh|ssh|xargs|source|exec)\b|\s-c\s"
)
"""A command that runs its quoted argument as code (looked for outside the quotes)."""
_SINGLE_QUOTED = re.compile(r"'[^'\n]*'")


def mask_regex_arguments(text: str) -> str:
    """In a script that hands grep its pattern in a variable, the single-quoted
    alternations in regular-expression syntax that it passes to its own functions
    (``scan 'read.*\\.env|\\.ssh/id_'``) are blanked; never on a line that runs a
    shell or ``eval``, where a quoted string is code.

    >>> code = 'scan() { grep -nE "$1" "$f"; }\\nscan \\'cat.*\\\\.env|id_rsa\\''
    >>> mask_regex_arguments(code).splitlines()[1].strip()
    'scan'
    >>> mask_regex_arguments(code.replace("scan '", "bash -c '")).splitlines()[1]
    "bash -c 'cat.*\\\\.env|id_rsa'"
    """
    if not _VARIABLE_GREP.search(text):
        return text
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if "'" in line and "|" in line and not _RUNS_CODE.search(_SINGLE_QUOTED.sub("''", line)):
            spans = [m.span() for m in _REGEX_ARGUMENT.finditer(line)]
            lines[index] = _blank(line, spans) if spans else line
    return "\n".join(lines)


def mask_shell(text: str) -> str:
    """Every line of a shell script through :func:`mask_shell_line` (and, in a script
    with a ``case`` statement, :func:`mask_case_labels`), its regular-expression
    arguments blanked (:func:`mask_regex_arguments`)."""
    cases = bool(re.search(r"\bcase\b[^\n]*\bin\b", text)) and "esac" in text
    if not cases and not any(word in text for word in ("grep", "rg ", "echo", "printf")):
        return text
    lines = mask_regex_arguments(text).split("\n")
    if cases:
        lines = [mask_case_labels(line) for line in lines]
    return "\n".join(mask_shell_line(line) for line in lines)


_PATTERN_KEYS = frozenset({b"pattern", b"regex", b"regexp", b"re", b"signature", b"indicator"})
_VERDICT_KEYS = frozenset(
    {b"risk", b"severity", b"level", b"score", b"category", b"threat", b"name", b"label"}
)
"""An object with a pattern and a verdict about it is an entry of a scanner's rule table."""


def _signature_entry(node: Any) -> bool:
    """``node`` (an object literal) pairs a pattern with a risk, severity or name:
    ``{ pattern: 'curl.*|bash', risk: 'critical', name: 'curl|bash pattern' }``."""
    keys = {
        key.text.strip(b"'\"")
        for pair in node.named_children
        if pair.type == "pair" and (key := pair.child_by_field_name("key")) is not None
    }
    return bool(keys & _PATTERN_KEYS) and bool(keys & _VERDICT_KEYS)


_CHECKER = re.compile(
    r"check|detect|scan|validat|inspect|classif|evaluat|assess|analy[sz]|govern|screen|guard"
    r"|audit|lint|saniti[sz]|is_?(?:safe|dangerous|blocked|allowed|malicious)|should_?block",
    re.I,
)
"""A function that judges what it is given: a guard's example passes it an attack."""
_DOER = re.compile(r"run|exec|spawn|apply|perform|invoke|call|do[A-Z_]|handle|process", re.I)
"""Words that make a checker name one that also acts (``checkAndRun``)."""
_BLOCK_LIST = re.compile(
    r"block|deny|denied|ban|forbid|danger|black_?list|disallow|reject|unsafe|malicious"
    r"|suspicious",
    re.I,
)
"""The name of a list a guard refuses (``blockShellCommands``, ``DANGEROUS``)."""
_NAME_REACH = 4
"""Syntax levels above an array in which the name it is given may stand."""


def _strings_within(node: Any) -> list[tuple[int, int]]:
    """The insides of every string literal under ``node``."""
    spans, stack = [], [node]
    while stack:
        inner = stack.pop()
        if inner.type == "string" and inner.end_byte - inner.start_byte >= 2:
            spans.append((inner.start_byte + 1, inner.end_byte - 1))
            continue
        stack.extend(inner.children)
    return spans


def _checked_arguments(node: Any) -> Any:
    """The argument list of a call to a checking function (``checkAction({...})``,
    ``detectInjection("...")``, ``guardian.governTool({...})``), or None."""
    callee = node.child_by_field_name("function")
    arguments = node.child_by_field_name("arguments")
    if callee is None or arguments is None:
        return None
    name = (callee.text or b"").decode("utf-8", "replace").rsplit(".", 1)[-1]
    return arguments if _CHECKER.search(name) and not _DOER.search(name) else None


def _listed_for_refusal(node: Any) -> bool:
    """An array of strings that a nearby name presents as refused: the value of
    ``blockShellCommands: z.array(...).default([...])`` or ``const DENY = [...]``."""
    if not node.named_children or any(c.type != "string" for c in node.named_children):
        return False
    parent = node.parent
    for _ in range(_NAME_REACH):
        if parent is None:
            return False
        named = parent.child_by_field_name("key") or parent.child_by_field_name("name")
        if parent.type in ("pair", "variable_declarator", "public_field_definition"):
            return named is not None and bool(
                _BLOCK_LIST.search(named.text.decode("utf-8", "replace"))
            )
        parent = parent.parent
    return False


def mask_js_patterns(text: str, path: str = "") -> str:
    """``text`` with the bodies of regular-expression literals, of the strings given to
    ``RegExp(...)`` and of the strings of a scanner's rule-table entries (an object with
    a ``pattern`` and a ``risk``/``severity``/``name``) blanked (JavaScript or
    TypeScript, read from the syntax tree); so are the strings a guard's example hands to
    a checking function and those of a list named as refused.

    >>> mask_js_patterns("const bad = [/curl.*\\\\|\\\\s*bash/i]; run(cmd)")
    'const bad = [/               /i]; run(cmd)'
    >>> mask_js_patterns("[{ pattern: 'nc -e', risk: 'high' }]")
    "[{ pattern: '     ', risk: '    ' }]"
    >>> mask_js_patterns("checkAction({ command: 'rm -rf /' }); run('rm -rf /')")
    "checkAction({ command: '        ' }); run('rm -rf /')"
    >>> mask_js_patterns("const blockedCommands = ['mkfs', 'rm -rf /']")
    "const blockedCommands = ['    ', '        ']"
    """
    source = text.encode("utf-8", "replace")
    spans: list[tuple[int, int]] = []
    stack = [parse_script(text, path).root_node]
    while stack:
        node = stack.pop()
        if node.type == "regex_pattern":
            spans.append((node.start_byte, node.end_byte))
            continue
        if node.type == "call_expression" and (checked := _checked_arguments(node)) is not None:
            spans += _strings_within(checked)
        if node.type == "array" and _listed_for_refusal(node):
            spans += _strings_within(node)
            continue
        if node.type == "object" and _signature_entry(node):
            spans += [
                (value.start_byte + 1, value.end_byte - 1)
                for pair in node.named_children
                if pair.type == "pair"
                and (value := pair.child_by_field_name("value")) is not None
                and value.type == "string"
                and value.end_byte - value.start_byte >= 2
            ]
        if node.type in ("new_expression", "call_expression"):
            callee = node.child_by_field_name("constructor") or node.child_by_field_name("function")
            arguments = node.child_by_field_name("arguments")
            if callee is not None and callee.text == b"RegExp" and arguments is not None:
                spans += [
                    (arg.start_byte + 1, arg.end_byte - 1)
                    for arg in arguments.named_children
                    if arg.type == "string" and arg.end_byte - arg.start_byte >= 2
                ]
        stack.extend(node.children)
    if not spans:
        return text
    masked = bytearray(source)
    for start, end in spans:
        masked[start:end] = bytes(32 if byte != 10 else 10 for byte in masked[start:end])
    return masked.decode("utf-8", "replace")


_EXECUTOR = re.compile(
    r"\b(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|system|popen|eval|Function)\s*\("
)
_QUOTED_ASSIGNMENT = re.compile(
    r"^\s*(?:(?:local|export|readonly|declare)\s+)?\w+='(?P<single>[^'\n]*)'\s*(?:#.*)?$"
)


def mask_test_strings(text: str, path: str, language: str) -> str:
    """In a test file, the strings that are test inputs blanked: JavaScript string and
    template literals not handed to an executor (``exec``, ``spawn``, ``eval``), and
    single-quoted shell assignments (``BAD='Evil$(rm -rf /)'``, never expanded). Other
    files, and code outside strings, are returned as they are.

    >>> mask_test_strings("BAD='Evil$(rm -rf /)'", "tests/run.sh", "shell")
    "BAD='               '"
    >>> mask_test_strings("BAD='Evil$(rm -rf /)'", "scripts/run.sh", "shell")
    "BAD='Evil$(rm -rf /)'"
    """
    if not is_test_file(path):
        return text
    if language == "shell":
        return "\n".join(
            _blank(line, [match.span("single")])
            if (match := _QUOTED_ASSIGNMENT.match(line))
            else line
            for line in text.split("\n")
        )
    if language != "javascript":
        return text
    source = text.encode("utf-8", "replace")
    spans: list[tuple[int, int]] = []
    stack = [parse_script(text, path).root_node]
    while stack:
        node = stack.pop()
        if node.type in ("string", "template_string"):
            arguments = node.parent  # a string's call is its argument list's parent
            call = arguments.parent if arguments is not None else None
            callee = call.child_by_field_name("function") if call is not None else None
            name = (callee.text or b"") if callee is not None else b""
            if not _EXECUTOR.search(name.decode("utf-8", "replace") + "("):
                spans.append((node.start_byte + 1, node.end_byte - 1))
            continue
        stack.extend(node.children)
    masked = bytearray(source)
    for start, end in spans:
        masked[start:end] = bytes(32 if byte != 10 else 10 for byte in masked[start:end])
    return masked.decode("utf-8", "replace")


_JS_FENCE = frozenset({"js", "javascript", "jsx", "mjs", "ts", "typescript", "tsx"})


def mask_js_fences(text: str) -> str:
    """A Markdown ``text`` with the body of every JavaScript or TypeScript fence passed
    through :func:`mask_js_patterns` (lines kept in place).

    >>> doc = "Example:\\n```js\\ncheckAction({ command: 'rm -rf /' });\\n```\\n"
    >>> mask_js_fences(doc).splitlines()[2]
    "checkAction({ command: '        ' });"
    """
    lines = text.split("\n")
    changed = False
    for fence in fences(text):
        language = lines[fence.opening - 1].strip()[3:].strip().lower()
        if language not in _JS_FENCE:
            continue
        body = "\n".join(lines[fence.opening : fence.closing - 1])
        masked = mask_js_patterns(body)
        if masked != body:
            lines[fence.opening : fence.closing - 1] = masked.split("\n")
            changed = True
    return "\n".join(lines) if changed else text
