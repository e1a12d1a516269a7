"""Whether one script of a package imports another by its name.

Package-level detectors join halves that sit in two scripts (a reader and the uploader
that imports it, a writer and the script that hands it a document). The test is by name
only, never by resolving a module: ``require('./lib/conventions')`` and ``from conventions
import sync`` both import ``scripts/lib/conventions.*``.

>>> imports("const c = require('./lib/conventions');", "scripts/lib/conventions.js")
True
>>> imports("import tm_context  # noqa", "scripts/tm_context.py")
True
>>> imports("import json", "scripts/tm_context.py")
False
"""

from __future__ import annotations

import re


def imports(code: str, module: str) -> bool:
    """``code`` imports the script at ``module`` by its name (``require('./lib/conventions')``,
    ``from conventions import sync``)."""
    stem = re.escape(module.rsplit("/", 1)[-1].rsplit(".", 1)[0])
    return (
        re.search(
            rf"\brequire\s*\(\s*[\"'`][\w./-]*/{stem}(?:\.\w+)?[\"'`]"
            rf"|\bfrom\s+[\"'][\w./-]*/{stem}(?:\.\w+)?[\"']"
            rf"|^\s*(?:from\s+\.?(?:\w+\.)*{stem}\s+import|import\s+(?:\w+\.)*{stem}\b)",
            code,
            re.M,
        )
        is not None
    )
