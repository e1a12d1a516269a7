"""JavaScript/TypeScript call names: imports resolved, and which calls are sources or sinks.

Names are dotted after resolving ``require``/``import`` bindings, so ``cp.execSync`` after
``const cp = require("node:child_process")`` is ``child_process.execSync`` and ``get``
after ``import { get } from "https"`` is ``https.get``.

>>> js_category("child_process.execSync"), js_category("axios.post"), js_category("dns.resolve4")
('process', 'network', 'network')
"""

from __future__ import annotations

import re

NETWORK_CALLS = re.compile(
    r"^(?:fetch|node-fetch|undici\.(?:fetch|request)|cross-fetch|isomorphic-fetch"
    r"|axios(?:\.(?:get|post|put|patch|delete|head|options|request))?"
    r"|axios\.create\(\)\.(?:get|post|put|patch|delete|head|options|request)"
    r"|got(?:\.(?:get|post|put|patch|delete|head|stream))?|needle(?:\.\w+)?|ky(?:\.\w+)?"
    r"|superagent(?:\.\w+)?|request(?:\.\w+)?|phin|bent"
    r"|https?\.(?:request|get)|http2\.connect|net\.(?:connect|createConnection)|tls\.connect"
    r"|dgram\.createSocket\(\)\.send"
    r"|(?:https?\.(?:request|get)|net\.(?:connect|createConnection)|tls\.connect)\(\)\.(?:write|end)"
    r"|XMLHttpRequest\(\)\.send|WebSocket|WebSocket\(\)\.send|ws(?:\(\))?\.send|ws"
    r"|navigator\.sendBeacon|EventSource|\$\.(?:ajax|post|get|getJSON)|jQuery\.(?:ajax|post|get)"
    r"|dns(?:\.promises)?\.(?:lookup|lookupService|resolve\w*|reverse))$"
)
"""Calls (and methods of objects they create) that send data to another host."""
PROCESS_CALLS = re.compile(
    r"^(?:child_process\.(?:exec|execSync|spawn|spawnSync|execFile|execFileSync|fork)"
    r"|exec|execSync|spawn|spawnSync|execFile|execFileSync"
    r"|execa(?:\.\w+)?|execa\.command(?:Sync)?|shelljs\.exec|zx\.\$|Deno\.run|Deno\.Command"
    r"|Bun\.spawn(?:Sync)?|Bun\.\$)$"
)
"""Calls that start a process; bare names count too (code fences often skip the import)."""
SHELL_PROCESS = re.compile(r"(?:^|\.)(?:exec|execSync|command|commandSync|\$)$")
"""Process calls whose first argument is a shell command line."""
CODE_CALLS = re.compile(
    r"^(?:eval|Function|globalThis\.eval|window\.eval|vm\.(?:runInNewContext|runInThisContext"
    r"|runInContext|compileFunction|Script|SourceTextModule)|setTimeout|setInterval)$"
)
"""Calls that run a string as code (timers only when handed a string)."""
READERS = re.compile(
    r"^(?:fs(?:\.promises)?\.(?:readFileSync|readFile|createReadStream|readdirSync|readdir)"
    r"|readFileSync|readFile|Deno\.readTextFile(?:Sync)?|Deno\.readFile(?:Sync)?|Bun\.file"
    r"|fs-extra\.(?:readFileSync|readFile|readJson|readJsonSync))$"
)
"""Calls that read a file: a path to a credential store becomes its contents."""
CREDENTIAL_CALLS = re.compile(
    r"^(?:keytar\.(?:getPassword|findPassword|findCredentials)|document\.cookie"
    r"|(?:window\.)?(?:localStorage|sessionStorage)\.getItem|chrome\.cookies\.getAll)$"
)
"""Calls and properties that hand over a stored credential or cookie."""
IDENTITY_CALLS = frozenset(
    {"os.hostname", "os.userInfo", "os.networkInterfaces", "os.platform", "os.type"}
)
"""Calls that identify the user or machine (what a beacon reports home)."""
DECODERS = re.compile(
    r"^(?:atob|String\.fromCharCode|zlib\.(?:inflateSync|gunzipSync|inflateRawSync"
    r"|brotliDecompressSync|unzipSync)|unescape)$"
)
"""Calls that turn encoded text into hidden data (``Buffer.from`` is checked separately)."""
DECODING_ENCODINGS = frozenset({"base64", "hex", "base64url"})


def js_category(name: str) -> str | None:
    """'network', 'process' or 'code' for a resolved call name, else None."""
    if NETWORK_CALLS.match(name):
        return "network"
    if PROCESS_CALLS.match(name):
        return "process"
    if CODE_CALLS.match(name):
        return "code"
    return None


def module_name(spec: str) -> str:
    """``node:fs`` -> ``fs``; ``fs/promises`` -> ``fs.promises``; ``dns/promises`` likewise."""
    spec = spec.removeprefix("node:")
    return spec.replace("/promises", ".promises")
