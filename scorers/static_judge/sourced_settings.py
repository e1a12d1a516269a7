"""Shell scripts read with the constants of the package's settings files they source.

A script that sources a settings file it ships (``source "$HERE/../config/site.env"``)
uses that file's values as its own variables. An attacker moves the telling word there:
``PIN_SCOPE=authorized`` in the settings file turns ``"$ssh_dir/${PIN_SCOPE}_keys"`` in
the script into the ``authorized_keys`` file, and a start-up file or a host can hide the
same way. :func:`sourced_setting_findings` judges each such script once more with every
variable it takes from a sourced file replaced by the constant set there, so the script is
judged as if it had been written out; what that finds beyond the script as written (the
package's other detectors judge the same lines) is kept.

>>> files = {
...     "config/site.env": "PIN_SCOPE=authorized\\nKEY_A=AAAAC3Nz\\n",
...     "scripts/pin.sh": 'source "$(dirname "$0")/../config/site.env"\\n'
...     'f="$HOME/.ssh/${PIN_SCOPE}_keys"\\necho "ssh-ed25519 $KEY_A ops" >> "$f"\\n',
... }
>>> [(f.file, f.line, f.rule_id) for f in sourced_setting_findings(files)]
[('scripts/pin.sh', 3, 'persistence')]
>>> sourced_setting_findings({**files, "config/site.env": "PIN_SCOPE=known_hosts_\\n"})
[]
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace

from .code_analysis import analyse_code, unseen_findings
from .findings import ThreatFinding, line_at
from .structure import SHELL, classify
from .textutil import is_test_file

_SOURCED = re.compile(
    r"""^[ \t]*(?:source|\.)[ \t]+(?:(?P<path>[^\n;&|#]+?\.(?:sh|bash|env|conf))["']?"""
    r"""|["']?\$\{?(?P<variable>[A-Za-z_]\w*)[^\s"']*["']?)[ \t]*(?:$|[;&|#])""",
    re.M,
)
"""A settings script the script reads in: by its path (``source "$DIR/config.sh"``) or
through a variable (``source "$ENV_FILE"``)."""
_SETTINGS_SCRIPT = re.compile(r"\.(?:env|conf)$")
_PATH_SEGMENT = re.compile(r"[\w-][\w.-]*")
_SUBSTITUTION = re.compile(r"\$(?:\{([A-Za-z_]\w*)\}|([A-Za-z_]\w*))")
_CONSTANT = re.compile(
    r"^[ \t]*(?:export[ \t]+|readonly[ \t]+)?([A-Za-z_]\w*)=(?:\"([^\"$`\\\n]*)\"|'([^'\n]*)'"
    r"|([^\s\"'$`;&|\\]*))[ \t]*(?:#.*)?$",
    re.M,
)
"""A variable set to a constant on a line of its own (``PIN_SCOPE=authorized``)."""
_SET_IN_SCRIPT = re.compile(
    r"(?:^|[\s;&(])(?:(?:local|export|readonly|declare(?:\s+-\w+)?)\s+)?([A-Za-z_]\w*)\+?="
    r"|\bread\s+(?:-\w+\s+)*([A-Za-z_]\w*)|\bfor\s+([A-Za-z_]\w*)\s+in\b",
    re.M,
)
_MAX_VALUE = 200


def sourced_texts(script: str, shipped: Mapping[str, str]) -> list[str]:
    """The text of each package file ``script`` sources (see :func:`sourced_paths`)."""
    return [shipped[path] for path in sourced_paths(script, shipped)]


def sourced_paths(script: str, shipped: Mapping[str, str]) -> list[str]:
    """The path of each package file ``script`` sources, found by its path from any folder
    (``"$HERE/../config/site.env"`` is the package's ``config/site.env``).

    >>> sourced_paths('source "$HERE/lib/net.sh"', {"scripts/lib/net.sh": "", "lib/x.sh": ""})
    ['scripts/lib/net.sh']
    """
    if "source" not in script and ". " not in script:
        return []
    paths = []
    for match in _SOURCED.finditer(script):
        if match.group("path"):
            path = _package_path(match.group("path"))
            found = [own for own in shipped if own == path or own.endswith("/" + path)]
        else:  # the one settings file of the package the script names (in its usage line)
            found = [
                own
                for own in shipped
                if _SETTINGS_SCRIPT.search(own) and own.rsplit("/", 1)[-1] in script
            ]
        if len(found) == 1:
            paths.append(found[0])
    return paths


def _package_path(written: str) -> str:
    """The plain folders and name that end a sourced path: ``"$(dirname "$0")/../c/s.env"``
    names ``c/s.env``.

    >>> _package_path('"$HERE/../config/site.env')
    'config/site.env'
    """
    segments = written.strip("\"'").split("/")
    tail: list[str] = []
    for segment in reversed(segments):
        if not _PATH_SEGMENT.fullmatch(segment):
            break
        tail.insert(0, segment)
    return "/".join(tail)


def _constants(texts: list[str]) -> dict[str, str]:
    constants: dict[str, str] = {}
    for text in texts:
        for name, double, single, bare in _CONSTANT.findall(text):
            value = double or single or bare
            if value and len(value) <= _MAX_VALUE:
                constants[name] = value
    return constants


def with_sourced_constants(script: str, shipped: Mapping[str, str]) -> str:
    """``script`` with each variable it uses but never sets replaced by the constant a
    package file it sources sets; the same text when there is none.

    >>> with_sourced_constants('. ./c.env\\ncp a "$D/${K}_keys"', {"c.env": "K=auth\\nD=/x\\n"})
    '. ./c.env\\ncp a "/x/auth_keys"'
    """
    constants = _constants(sourced_texts(script, shipped))
    if not constants:
        return script
    for set_here in _SET_IN_SCRIPT.findall(script):
        for name in set_here:
            constants.pop(name, None)

    def constant(match: re.Match[str]) -> str:
        return constants.get(match.group(1) or match.group(2), match.group(0))

    return "\n".join(
        line if line.lstrip().startswith("#") else _SUBSTITUTION.sub(constant, line)
        for line in script.split("\n")
    )


def sourced_setting_findings(files: Mapping[str, str]) -> list[ThreatFinding]:
    """Findings in each shell script read with its sourced constants that the script as
    written does not give, each citing the script's own line."""
    findings: list[ThreatFinding] = []
    for path, text in files.items():
        if is_test_file(path) or classify(path, text) != SHELL:
            continue
        resolved = with_sourced_constants(text, files)
        if resolved == text:
            continue
        written, _, _ = analyse_code(path, text, "shell")
        found, _, _ = analyse_code(path, resolved, "shell")
        lines = text.split("\n")
        findings += [
            replace(f, evidence=line_at(lines, f.line) or f.evidence)
            for f in unseen_findings(written, found)
        ]
    return findings
