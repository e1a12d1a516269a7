"""Commands that CI services, task runners and Ansible run from a package's YAML files.

- CI services run the scripts of their pipeline file on every push: GitLab CI
  (``script``, ``before_script``, ``after_script``), Bitbucket Pipelines, Travis CI (its
  lifecycle phases), Azure Pipelines (``script``, ``bash``), CircleCI (``run``), Drone
  and Woodpecker (``commands``), Buildkite (``command``);
- Task (``Taskfile.yml``) runs a task's ``cmds``;
- an Ansible playbook or task file runs its ``shell``, ``command`` and ``raw`` tasks on
  the hosts it manages.

Their text is shell and is analysed like a tool's configured command (see
:mod:`tool_run_configs`).

>>> pipeline_commands("Taskfile.yml", "tasks:\\n  build:\\n    cmds:\\n      - go build ./...\\n")
[(4, 'Task command (runs when the task runs)', 'go build ./...')]
"""

from __future__ import annotations

from collections.abc import Iterator

from .container_commands import yaml_documents
from .tool_run_configs import numbered_once

_CI_KEYS: dict[str, tuple[str, frozenset[str]]] = {
    "gitlab": ("GitLab CI script", frozenset({"script", "before_script", "after_script"})),
    "bitbucket": ("Bitbucket Pipelines script", frozenset({"script", "after-script"})),
    "travis": (
        "Travis CI phase",
        frozenset(
            {
                "before_install",
                "install",
                "before_script",
                "script",
                "after_success",
                "after_failure",
                "after_script",
                "before_deploy",
                "after_deploy",
                "before_cache",
            }
        ),
    ),
    "azure": ("Azure Pipelines script", frozenset({"script", "bash"})),
    "drone": ("CI pipeline step", frozenset({"commands"})),
    "buildkite": ("Buildkite step", frozenset({"command", "commands"})),
    "task": ("Task command (runs when the task runs)", frozenset({"cmds", "cmd"})),
}
"""What runs the commands of each kind of file, and the keys whose values are commands."""
_CI_RUNS = "runs on every push"
_ANSIBLE_MODULES = frozenset(
    prefix + module
    for prefix in ("", "ansible.builtin.", "ansible.legacy.")
    for module in ("shell", "command", "raw")
)
"""Ansible modules whose argument is a command line (``shell`` and ``raw`` through a shell)."""
_MAX_DEPTH = 12


def _file_kind(path: str) -> str | None:
    """The tool that runs commands from ``path`` (by its name), else None."""
    lowered = path.replace("\\", "/").lower()
    name = lowered.rsplit("/", 1)[-1]
    if not name.endswith((".yml", ".yaml")):
        return None
    stem = name.rsplit(".", 1)[0]
    if stem == ".gitlab-ci" or "/.gitlab/ci/" in f"/{lowered}":
        return "gitlab"
    if stem == "bitbucket-pipelines":
        return "bitbucket"
    if stem == ".travis":
        return "travis"
    if stem.startswith("azure-pipelines") or stem == ".azure-pipelines":
        return "azure"
    if lowered.endswith(".circleci/config.yml") or lowered.endswith(".circleci/config.yaml"):
        return "circleci"
    if stem in (".drone", ".woodpecker") or "/.woodpecker/" in f"/{lowered}":
        return "drone"
    if "/.buildkite/" in f"/{lowered}":
        return "buildkite"
    if stem in ("taskfile", "taskfile.dist"):
        return "task"
    return None


def _nodes(document: object) -> Iterator[dict]:
    """Each mapping of a YAML document, once (YAML aliases may repeat a subtree many times)."""
    seen: set[int] = set()
    stack: list[tuple[object, int]] = [(document, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > _MAX_DEPTH or not isinstance(node, (dict, list)) or id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, dict):
            yield node
            stack.extend((value, depth + 1) for value in reversed(list(node.values())))
        else:
            stack.extend((item, depth + 1) for item in reversed(node))


def _command_strings(value: object, inner_key: str = "cmd") -> Iterator[str]:
    """The commands of a key's value: a string, a list of them (nested by YAML anchors), or
    a mapping that holds the command under ``inner_key``."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for item in value:
            if isinstance(item, (str, list)):
                yield from _command_strings(item, inner_key)
            elif isinstance(item, dict) and isinstance(item.get(inner_key), str):
                yield item[inner_key]
    elif isinstance(value, dict) and isinstance(value.get(inner_key), str):
        yield value[inner_key]


def _ci_runs(kind: str, document: object) -> Iterator[tuple[str, str, str]]:
    if kind == "circleci":
        what, keys, inner = f"CircleCI run step ({_CI_RUNS})", frozenset({"run"}), "command"
    else:
        label, keys = _CI_KEYS[kind]
        what, inner = (label if kind == "task" else f"{label} ({_CI_RUNS})"), "cmd"
    for node in _nodes(document):
        for key in keys & node.keys():
            for command in _command_strings(node[key], inner):
                yield what, command, str(key)


def _ansible_command(task: dict) -> tuple[str, str] | None:
    """(module, command line) of a task that runs a command, else None."""
    for module in _ANSIBLE_MODULES & task.keys():
        value = task[module]
        if isinstance(value, dict):
            argv = value.get("argv")
            if isinstance(argv, list) and all(isinstance(word, str) for word in argv):
                return module, " ".join(argv)
            value = value.get("cmd")
        if not isinstance(value, str):
            args = task.get("args")
            value = args.get("cmd") if isinstance(args, dict) else None
        if isinstance(value, str):
            return module, value
    return None


def _ansible_runs(document: object) -> Iterator[tuple[str, str, str]]:
    """Commands of an Ansible playbook or task file: a top-level list of plays or tasks."""
    if not isinstance(document, list):
        return
    for node in _nodes(document):
        found = _ansible_command(node)
        if found:
            module, command = found
            short = module.rsplit(".", 1)[-1]
            yield f"Ansible {short} task (runs on the managed hosts)", command, module


def pipeline_commands(path: str, text: str) -> list[tuple[int, str, str]]:
    """(line, what runs it, command) for each command a CI service, Task or Ansible runs
    from the YAML file ``path``.

    >>> play = "- hosts: all\\n  tasks:\\n    - shell: uptime\\n"
    >>> pipeline_commands("site.yml", play)
    [(3, 'Ansible shell task (runs on the managed hosts)', 'uptime')]
    """
    if not path.lower().endswith((".yml", ".yaml")):
        return []
    kind = _file_kind(path)
    runs: list[tuple[str, str, str, str]] = []
    for document in yaml_documents(text):
        found = _ci_runs(kind, document) if kind else _ansible_runs(document)
        runs += [(what, command, command, key) for what, command, key in found]
    return numbered_once(text, runs)
