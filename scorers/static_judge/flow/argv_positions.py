"""Which elements of a literal argument vector a process runs as code.

``subprocess.run([program, script, "--message", value])`` runs ``program`` (and, for an
interpreter or shell, the script it is given); an option's value is data the program
reads. Code reaches a process through the program, the interpreter's script, the value
of a code-taking option (``-c``, ``-e``, ``--eval``, ``-m``) or standard input, never
through the value of an ordinary option.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Sequence

from .vocabulary import names

INTERPRETERS = names(
    "python python3 python2 sys.executable bash sh zsh dash ksh node nodejs deno bun perl ruby "
    "php lua pwsh powershell powershell.exe cmd cmd.exe osascript npx uvx pipx bunx env sudo "
    "xargs nohup timeout"
)
"""Programs whose first operand is itself code (a script, a command or a package to run)."""
RUNNING_WORDS = names("install add exec run x dlx eval source")
"""Subcommands that install or run what follows them: every element may be code."""
REMOTE_SHELLS = names("ssh")
"""Programs that run their last argument as a command line on another machine."""
CODE_OPTIONS = names("-c -e -E -m -r --eval --exec --execute --command --require --import -Command")
"""Options whose value is code, a module or a command to run."""
MODULE_OPTION = "-m"
"""An interpreter's module to run (``python -m``); another program's message (``git -m``)."""


def code_positions(
    command: ast.expr, program_name: Callable[[ast.expr], str | None]
) -> set[int] | None:
    """Indices of ``command``'s elements that a process runs as code, or None when the
    command is not a literal list or tuple of plain elements (``[*cmd, x]``, a string).

    ``program_name``: the constant text or dotted name of an element (None: unknown).

    >>> node = ast.parse("[sys.executable, script, '-s', sid, '-c', code]").body[0].value
    >>> sorted(code_positions(node, lambda e: ast.unparse(e).strip("'")))
    [0, 1, 5]
    """
    if not isinstance(command, ast.List | ast.Tuple) or not command.elts:
        return None
    if any(isinstance(e, ast.Starred) for e in command.elts):
        return None
    return vector_code_positions([program_name(e) for e in command.elts])


def vector_code_positions(
    texts: Sequence[str | None], spliced: frozenset[int] = frozenset()
) -> set[int] | None:
    """Indices of an argument vector's elements that a process runs as code, from their
    constant texts (None: unknown), or None when a subcommand may run any of them.

    ``spliced``: indices of elements that splice in a list (``...args``). One standing
    where the interpreter's script belongs is code, one where another program's
    subcommand belongs may be any command (None); one after them is their arguments.

    >>> sorted(vector_code_positions(["npx", "-y", "@acme/wallet", None], frozenset({3})))
    [0, 2]
    >>> sorted(vector_code_positions(["node", None], frozenset({1})))
    [0, 1]
    >>> vector_code_positions(["npm", None], frozenset({1})) is None
    True
    >>> sorted(vector_code_positions(["git", "commit", "-m", None]))
    [0]
    >>> sorted(vector_code_positions(["python3", "-m", None]))
    [0, 2]
    >>> sorted(vector_code_positions(["ssh", "-o", "BatchMode=yes", None, None]))
    [0, 4]
    """
    if not texts:
        return None
    if any(t in RUNNING_WORDS for t in texts):
        return None
    positions = {0}
    program = (texts[0] or "").rsplit("/", 1)[-1]
    operand = next((i for i, t in enumerate(texts[1:], 1) if not (t or "").startswith("-")), None)
    if texts[0] is None or program in INTERPRETERS:
        if operand is not None:  # a spliced list standing there is taken as code
            positions.add(operand)
    elif operand in spliced:
        return None  # a spliced list may carry a subcommand that runs the rest
    if program in REMOTE_SHELLS and len(texts) >= 3:
        positions.add(len(texts) - 1)  # the command the remote shell runs comes last
    interpreter = texts[0] is None or program in INTERPRETERS
    for index, text in enumerate(texts[:-1]):
        if text in CODE_OPTIONS and (text != MODULE_OPTION or interpreter):
            positions.add(index + 1)
    return positions


_GROWERS = frozenset({"append", "extend", "insert", "__iadd__"})


def literal_argv(command: ast.expr, nodes: list[ast.AST], before: int) -> ast.expr:
    """The list literal a name was last bound to before line ``before`` (``cmd = [...]``
    then ``run(cmd)``), with the literal items it is grown by after that (``cmd +=
    ["-quality", q, dest]``, ``cmd.append(x)``, ``cmd.extend([...])``), in the order
    written; ``command`` itself when it is grown otherwise or bound to something else.

    >>> tree = ast.parse("cmd = ['op', 'edit', v]\\nrun(cmd)")
    >>> ast.unparse(literal_argv(ast.Name("cmd"), list(ast.walk(tree)), 2))
    "['op', 'edit', v]"
    >>> tree = ast.parse("cmd = ['magick', src]\\ncmd += ['-quality', '85', dest]\\nrun(cmd)")
    >>> ast.unparse(literal_argv(ast.Name("cmd"), list(ast.walk(tree)), 3))
    "['magick', src, '-quality', '85', dest]"
    """
    if not isinstance(command, ast.Name):
        return command
    name, bound = command.id, None
    growth: list[tuple[int, list[ast.expr]]] = []
    for node in nodes:
        if isinstance(node, ast.AnnAssign) and _names(node.target, name):
            return command
        if isinstance(node, ast.AugAssign) and _names(node.target, name):
            if not isinstance(node.op, ast.Add) or not isinstance(node.value, ast.List | ast.Tuple):
                return command
            growth.append((node.lineno, list(node.value.elts)))
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _GROWERS
            and _names(node.func.value, name)
        ):
            items = _grown_items(node)
            if items is None:
                return command
            growth.append((node.lineno, items))
        if (
            isinstance(node, ast.Assign)
            and any(_names(t, name) for t in node.targets)
            and node.lineno < before
            and (bound is None or node.lineno > bound.lineno)
        ):
            bound = node
    if bound is None or not isinstance(bound.value, ast.List | ast.Tuple):
        return command
    if not growth:
        return bound.value
    elts = list(bound.value.elts)
    for line, items in sorted(growth, key=lambda grown: grown[0]):
        if line < bound.lineno:
            return command  # grown before the binding the run sees: another list
        if line < before:
            elts += items
    return ast.List(elts=elts, ctx=ast.Load())


def _grown_items(call: ast.Call) -> list[ast.expr] | None:
    """The items ``cmd.append(x)`` or ``cmd.extend([...])`` adds at the end; None for any
    other growth (an insertion, an extension by a list not written out)."""
    grower = call.func.attr if isinstance(call.func, ast.Attribute) else ""
    if grower == "append" and len(call.args) == 1:
        return [call.args[0]]
    if (
        grower == "extend"
        and len(call.args) == 1
        and isinstance(call.args[0], ast.List | ast.Tuple)
    ):
        return list(call.args[0].elts)
    return None


def _names(target: ast.expr, name: str) -> bool:
    return isinstance(target, ast.Name) and target.id == name
