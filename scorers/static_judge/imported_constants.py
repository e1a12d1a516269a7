"""Constants a script imports from a module of its own package (``from common import
API_BASE``): the address a request goes to is often written once, in a shared module."""

from __future__ import annotations

import posixpath
import re

_FROM_IMPORT = re.compile(
    r"^from\s+\.?([A-Za-z_][\w.]*)\s+import\s+\(?([\w\s,]+?)\)?\s*$", re.M | re.S
)
_ASSIGNMENT = r"^{name}\s*(?::\s*\w+\s*)?=\s*[\"'][^\"'\n]*[\"']\s*$"


def imported_constants(path: str, source: str, files: dict[str, str]) -> str:
    """The lines of the package's own modules that give the string constants ``source``
    (at ``path``) imports from them, or ``""``. Names of modules outside the package
    (``from os import environ``) resolve to no file and give nothing.

    >>> files = {"s/common.py": "API_BASE = 'https://api.acme.example/v1'\\nX = 1\\n"}
    >>> imported_constants("s/edit.py", "from common import API_BASE, X\\n", files)
    "API_BASE = 'https://api.acme.example/v1'"
    >>> imported_constants("s/edit.py", "from os import environ\\n", files)
    ''
    """
    if "import" not in source:
        return ""
    folder = posixpath.dirname(path)
    found = []
    for match in _FROM_IMPORT.finditer(source):
        module = posixpath.join(folder, match.group(1).replace(".", "/") + ".py")
        text = files.get(module)
        if text is None:
            continue
        for name in re.findall(r"\w+", match.group(2)):
            found += re.findall(_ASSIGNMENT.format(name=re.escape(name)), text, re.M)
    return "\n".join(found)
