"""The argument vectors a Python script hands to processes, written as shell lines.

``subprocess.run(["git", "push", "origin", "--delete", *tags])`` runs the command a shell
script writes ``git push origin --delete $tags``; the line detectors of shell scripts
(a project's history wiped, backups purged, a repository pushed away) should read both.
Each call whose command is a list of words is written on its own line:

- a constant word is itself, shell-quoted when it needs to be;
- a name bound to a constant is that constant;
- a name bound to another command's output (``tags = git("tag", "--list").split()``), and
  a comprehension over such a name, is that command's substitution ``$(git tag --list)``;
- an f-string keeps its constant parts (``f"refs/tags/{t}"`` is ``refs/tags/$t``);
- anything else is a variable (``"$arg"``).

A local wrapper is read through: ``def git(*args): subprocess.run(["git", *args])`` makes
every ``git("push", ...)`` call the command ``git push ...``.

>>> code = ('import subprocess\\n'
...         'def git(*a):\\n'
...         '    return subprocess.run(["git", *a], capture_output=True).stdout\\n'
...         'tags = git("tag", "-l").split()\\n'
...         'git("push", "origin", "--delete", *[f"refs/tags/{t}" for t in tags])\\n')
>>> command_lines(code).splitlines()[3:]
['git tag -l', 'git push origin --delete $(git tag -l)']
>>> command_lines("import os\\nos.system('ls')\\n")
''
"""

from __future__ import annotations

import ast
import shlex

from .flow.python_names import collect_aliases, dotted, names_bound_once
from .flow.python_sinks import PROCESS
from .normalise_python import parse_module

_VARIABLE = '"$arg"'
_OUTPUT_METHODS = frozenset({"split", "splitlines", "strip", "rstrip", "decode"})
"""Methods that keep a command's output the list of words the shell would substitute."""
_WORDS = ("subprocess", "os.exec", "os.spawn", "sh.")
"""One of these is in every text with a process call this module reads."""


class _Renderer:
    """The shell words of Python expressions in one module."""

    def __init__(self, nodes: list[ast.AST], aliases: dict[str, str]) -> None:
        self.aliases = aliases
        self.wrappers = _wrappers(nodes, aliases)
        self.bound = names_bound_once(nodes)
        self._rendering: set[str] = set()

    def argv(self, call: ast.Call) -> list[ast.expr] | None:
        """The argument vector a call runs: a process call's literal list, or a wrapper's
        fixed words followed by the call's arguments (None when the call runs neither)."""
        name = dotted(call.func, self.aliases)
        if PROCESS.match(name):
            first = call.args[0] if call.args else None
            return list(first.elts) if isinstance(first, ast.List | ast.Tuple) else None
        short = name.rsplit(".", 1)[-1]
        if short in self.wrappers:
            return [*self.wrappers[short], *call.args]
        return None

    def command(self, call: ast.Call) -> str | None:
        argv = self.argv(call)
        if not argv:
            return None
        return " ".join(self.word(element) for element in argv)

    def output(self, value: ast.expr) -> str | None:
        """``$(command)`` when ``value`` is a command's output, read as words."""
        while (
            isinstance(value, ast.Call)
            and isinstance(value.func, ast.Attribute)
            and value.func.attr in _OUTPUT_METHODS
        ):
            value = value.func.value
        if isinstance(value, ast.Attribute) and value.attr == "stdout":
            value = value.value
        if not isinstance(value, ast.Call):
            return None
        command = self.command(value)
        return f"$({command})" if command else None

    def name(self, identifier: str) -> str:
        value = self.bound.get(identifier)
        if value is None or identifier in self._rendering:
            return f'"${identifier}"'
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            return shlex.quote(value.value)
        self._rendering.add(identifier)
        try:
            return self.output(value) or f'"${identifier}"'
        finally:
            self._rendering.discard(identifier)

    def word(self, element: ast.expr) -> str:
        if isinstance(element, ast.Constant) and isinstance(element.value, str):
            return shlex.quote(element.value) if element.value else "''"
        if isinstance(element, ast.Name):
            return self.name(element.id)
        if isinstance(element, ast.Starred):
            return self.spread(element.value)
        if isinstance(element, ast.JoinedStr):
            return "".join(
                part.value
                if isinstance(part, ast.Constant) and isinstance(part.value, str)
                else "$" + _placeholder(part)
                for part in element.values
            )
        return self.output(element) or _VARIABLE

    def spread(self, value: ast.expr) -> str:
        """The words of ``*value``: a command's output, or a comprehension over one."""
        if isinstance(value, ast.ListComp | ast.GeneratorExp) and value.generators:
            value = value.generators[0].iter
        if isinstance(value, ast.Name):
            return self.name(value.id)
        return self.output(value) or '"$@"'


def _placeholder(part: ast.expr) -> str:
    inner = part.value if isinstance(part, ast.FormattedValue) else part
    return inner.id if isinstance(inner, ast.Name) else "arg"


def _wrappers(nodes: list[ast.AST], aliases: dict[str, str]) -> dict[str, list[ast.expr]]:
    """Local functions that run a fixed command with their variadic arguments after it:
    name -> the fixed words (``def git(*a): run(["git", *a])`` gives ``git -> ["git"]``)."""
    found: dict[str, list[ast.expr]] = {}
    for node in nodes:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or node.args.vararg is None:
            continue
        variadic = node.args.vararg.arg
        for inner in ast.walk(node):
            if not isinstance(inner, ast.Call) or not inner.args:
                continue
            if not PROCESS.match(dotted(inner.func, aliases)):
                continue
            argv = inner.args[0]
            if not isinstance(argv, ast.List | ast.Tuple) or not argv.elts:
                continue
            *fixed, last = argv.elts
            spread = isinstance(last, ast.Starred) and isinstance(last.value, ast.Name)
            if spread and last.value.id == variadic and fixed:  # type: ignore[attr-defined]
                found[node.name] = fixed
                break
    return found


def command_lines(text: str) -> str:
    """The commands of ``text``'s process calls with a list of words, each on its call's
    line (other lines blank); empty when there is none or the text does not parse."""
    if not any(word in text for word in _WORDS):
        return ""
    try:
        nodes = parse_module(text).nodes
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return ""
    renderer = _Renderer(nodes, collect_aliases(nodes[0], nodes) if nodes else {})
    commands: dict[int, str] = {}
    for node in nodes:
        if not isinstance(node, ast.Call):
            continue
        command = renderer.command(node)
        if command and "\n" not in command:
            line = node.lineno
            commands[line] = f"{commands[line]} ; {command}" if line in commands else command
    if not commands:
        return ""
    return "\n".join(commands.get(number, "") for number in range(1, max(commands) + 1))
