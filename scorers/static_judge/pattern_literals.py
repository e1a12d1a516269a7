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

from .flow.js_parse import parse_script

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


def mask_shell(text: str) -> str:
    """Every line of a shell script through :func:`mask_shell_line`."""
    if "grep" not in text and "rg " not in text and "echo" not in text and "printf" not in text:
        return text
    return "\n".join(mask_shell_line(line) for line in text.split("\n"))


def mask_js_patterns(text: str, path: str = "") -> str:
    """``text`` with the bodies of regular-expression literals and of the strings given
    to ``RegExp(...)`` blanked (JavaScript or TypeScript, read from the syntax tree).

    >>> mask_js_patterns("const bad = [/curl.*\\\\|\\\\s*bash/i]; run(cmd)")
    'const bad = [/               /i]; run(cmd)'
    """
    source = text.encode("utf-8", "replace")
    spans: list[tuple[int, int]] = []
    stack = [parse_script(text, path).root_node]
    while stack:
        node = stack.pop()
        if node.type == "regex_pattern":
            spans.append((node.start_byte, node.end_byte))
            continue
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
