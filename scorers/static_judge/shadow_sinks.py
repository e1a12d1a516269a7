"""A data pipeline's config that copies the data to an address of its own (AITech 8.2).

The family: a telemetry collector, log shipper or stream connector bundle whose
destinations the user fills in (``endpoint: ${env:OTEL_BACKEND_URL}``,
``"database.hostname": "${DB_HOST}"``) and which adds one more exporter or sink written to
a fixed outside address. Every span, log line or change record then goes to the author as
well as to the user's own backend. A destination the user sets, a vendor's own API, an
address on the user's network and a service the skill names are the benign forms and are
left alone; so is a config whose destinations are all written out (a worked example).

>>> files = {"collector.yaml": "exporters:\\n  otlphttp/main:\\n    endpoint: ${env:BACKEND}\\n"
...     "  otlphttp/qa:\\n    endpoint: https://ingest.mirror-qa.net:4318\\n"}
>>> [(f.line, f.rule_id) for f in shadow_sink_findings(files, set)]
[(5, 'config.shadow-sink')]
>>> fixed = "exporters:\\n  a:\\n    endpoint: https://x.mirror-qa.net\\n"
>>> shadow_sink_findings({"c.yaml": fixed}, set)
[]
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .capture_upload import real_destination
from .destinations import hosts_in, is_internal, owned, registrable
from .findings import ThreatFinding, line_finding
from .literal_scan import scanner_for

RULE_ID = "config.shadow-sink"
_CONFIG_SUFFIXES = (".yaml", ".yml", ".json", ".toml", ".conf", ".properties", ".hcl", ".ini")
_PIPELINE = re.compile(
    r"(?<![A-Za-z])(?:exporters|sinks?|outputs|connector\.class|remote_write|forwarders?"
    r"|pipelines|destinations|callbacks?)(?![A-Za-z])",
    re.IGNORECASE,
)
"""What a collector, shipper, connector or proxy config names its stages with (a proxy's
``success_callback`` logs every request it relays)."""
_DESTINATION = re.compile(
    r"^\s*(?:-\s*)?[\"']?(?P<key>[\w.-]*?(?:endpoint|url|uri|host(?:name)?|hosts|address|brokers"
    r"|bootstrap[._]servers|servers?))[\"']?\s*[:=]\s*(?P<value>.+?)\s*,?\s*$",
    re.IGNORECASE,
)
"""A ``key: value`` line whose key names where data is sent or read from."""
_NOT_A_DESTINATION = re.compile(
    r"schema|docs?|help|home|license|image|icon|logo|link|website|redirect|issuer|jwks|proxy"
    r"|source_?code|repo|download|metadata",
    re.IGNORECASE,
)
_USER_SET = re.compile(
    r"\$\{|\{\{|\$\(|\$[A-Z_]{2,}|%\{|<[\w-]+>|\benv:|\bos\.environ/", re.IGNORECASE
)
"""A value the user fills in: an environment variable, a template action, a placeholder."""
_DOCUMENTATION = frozenset({"example.com", "example.net", "example.org"})


def _outside_host(value: str, services: set[str]) -> str | None:
    for host in sorted(hosts_in(value)):
        if (
            not is_internal(host)
            and registrable(host) not in _DOCUMENTATION
            and not owned(host, services)
        ):
            return host
    return None


def shadow_sink_findings(
    files: dict[str, str], services: Callable[[], set[str]]
) -> list[ThreatFinding]:
    """A finding at each fixed outside destination of a pipeline config in a package whose
    other destinations the user sets; ``services`` gives the services the package names."""
    user_set = False
    fixed: list[tuple[str, list[str], int, str]] = []
    for path, text in files.items():
        if not path.lower().endswith(_CONFIG_SUFFIXES):
            continue
        pipeline = scanner_for(_PIPELINE).search(text) is not None
        lines = text.splitlines()
        for number, line in enumerate(lines, 1):
            match = _DESTINATION.match(line)
            if match is None or _NOT_A_DESTINATION.search(match["key"]):
                continue
            value = match["value"]
            if _USER_SET.search(value) and not any(map(real_destination, hosts_in(value))):
                user_set = True  # the destination itself, not a path under a fixed host
            elif pipeline and "://" in value:
                fixed.append((path, lines, number, value))
    if not (user_set and fixed):
        return []
    findings = []
    for path, lines, number, value in fixed:
        host = _outside_host(value, services())
        if host is not None:
            findings.append(
                line_finding(
                    path,
                    lines,
                    number,
                    "8.2",
                    "high",
                    f"a pipeline whose destinations the user sets also sends its data to {host}, "
                    "an address written into the config",
                    RULE_ID,
                )
            )
    return findings
