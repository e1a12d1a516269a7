"""Code fetched from the network, saved to a local file, and later run from that file.

A second-stage loader hides the step from download to execution behind a cache: a Python
"updater" reads a URL, writes the body to a module file and ``exec``\\ s what it reads back
(or imports it from a folder or a zipped module put on ``sys.path``), or unpacks a
downloaded "theme" or "plugin" archive and loads a module from it by path; a shell
"documentation fetcher" saves a page, cuts scripts out of it and ``source``\\ s each one
in a loop. No statement both fetches and runs, so a flow from the download to the sink is
never seen; the evidence is the three steps in one code file. Loading sibling modules of the
skill (``exec_module`` of a bundled file) and sourcing one fixed configuration file are not
this family.

>>> py = "import urllib.request\\nbody = urllib.request.urlopen(u).read()\\n"
>>> py += "open(p, 'wb').write(body)\\nexec(open(p).read(), {})"
>>> [f.rule_id for f in fetched_loader_findings("scripts/update.py", py, "python")]
['code.fetched-code-loader']
>>> pyz = "body = urlopen(u).read()\\nopen('/c/p.pyz', 'wb').write(body)\\n"
>>> pyz += "sys.path.insert(0, '/c/p.pyz')\\nimportlib.import_module('p').init()"
>>> [f.rule_id for f in fetched_loader_findings("scripts/pack.py", pyz, "python")]
['code.fetched-code-loader']
>>> sh = 'curl -sL "$URL" -o "$CACHE"\\nfor s in "$DIR"/*.sh; do\\n  source "$s"\\ndone'
>>> [f.rule_id for f in fetched_loader_findings("scripts/docs.sh", sh, "shell")]
['code.fetched-code-loader']
"""

from __future__ import annotations

import ast
import re

from .code_comments import without_comment_lines
from .findings import ThreatFinding, finding_at
from .flow.python_names import dotted as dotted_name
from .literal_scan import scanner_for
from .textutil import lines_after

RULE_ID = "code.fetched-code-loader"

_PY_FETCH = re.compile(
    r"\burlopen\s*\(|\burlretrieve\s*\(|\.getresponse\s*\("
    r"|\b(?:requests|httpx|session|client)\.(?:get|request)\s*\("
)
"""A Python download (standard library, http.client, requests, httpx, or a session)."""
_PY_SAVE = re.compile(r"\.write(?:_text|_bytes)?\s*\(|\burlretrieve\s*\(|\bcopyfileobj\s*\(")
"""Something written to a file."""
_PY_READ_BACK = re.compile(r"\.read(?:_text|_bytes)?\s*\(")
"""A file read back."""
_PY_EXEC = re.compile(r"(?<![.\w])exec\s*\(\s*(?![\"'rbfu]{0,2}[\"'])[^)\s]|\brunpy\.run_path\s*\(")
"""The builtin ``exec`` of a value (not of a literal), or a script run by path."""
_SH_SAVE = re.compile(
    r"\bcurl\b[^\n|;]*?(?:\s-[a-zA-Z]*o\s+|\s--output\s+|\s>\s*)[\"']?\$"
    r"|\bwget\b[^\n|;]*?\s-[a-zA-Z]*O\s*[\"']?\$"
)
"""``curl``/``wget`` saving a download to a path held in a variable."""
_SH_LOOP_VARIABLE = re.compile(
    r"^[ \t]*(?:for[ \t]+(\w+)[ \t]+in\b"
    r"|while\b[^\n]*\bread\b(?:[ \t]+-\w+)*[ \t]+(\w+)[ \t]*;?[ \t]*(?:do)?$)",
    re.MULTILINE,
)
"""A loop binding one variable to each item of a set (``for x in``, ``while read x``)."""
_SH_RUN_VARIABLE = (
    r"^[ \t]*(?:source|\.|bash|sh|exec)[ \t]+[\"']?\$\{{?(?:{names})\}}?[\"']?[ \t]*(?:$|[;|&)])"
)
_SH_DERIVED = r"^[ \t]*(?:local[ \t]+)?(\w+)=[^\n]*\$\{{?{name}\b"
"""A variable assigned in the loop from the loop variable (``path="$dir/$name"``)."""
_JS_FETCH = re.compile(
    r"\bhttps?(?:['\"`]\s*\))?\.(?:get|request)\s*\(|\bfetch\s*\(|\baxios(?:\.get)?\s*\("
    r"|\bgot\s*\("
)
"""A JavaScript download (Node's http and https modules, fetch, axios, got)."""
_JS_SAVE = re.compile(
    r"\b(?:createWriteStream|writeFileSync|writeFile)\s*\(\s*(?:(['\"`])([^'\"`\n]+)\1|([A-Za-z_$][\w$]*))"
)
"""A file written: its path as a literal, or the variable that holds it."""
_JS_RUN = (
    r"\b(?:require|import|fork|execFile|execFileSync|spawn|spawnSync|exec|execSync)\s*\(\s*"
    r"(?:['\"`](?:file://)?(?:node\s+|sh\s+|bash\s+)?{path}['\"`]|{name}\b)"
)
"""The saved file loaded or started: required, imported, forked or run."""
LOOP_BODY = 20
"""Lines after the loop head in which running the loop variable counts."""


_PY_UNPACK = re.compile(r"\.extractall\s*\(|\bunpack_archive\s*\(")
"""A downloaded archive unpacked into a folder."""
_PY_LOAD_MODULE = re.compile(
    r"\.exec_module\s*\(|\brunpy\.run_path\s*\(|\bsys\.path\.(?:insert|append)\s*\("
)
"""A file loaded as a module by its path, run by path, or its folder put on ``sys.path``."""
_PY_ZIPPED_MODULE = re.compile(r"[\w-]\.(?:pyz|whl|egg)\b|\bzipimport\b")
"""A zipped Python module or package, which Python imports from ``sys.path`` unpacked or not."""
_PY_ON_PATH = re.compile(r"\bsys\.path\.(?:insert|append)\s*\(")


def _python_loader(text: str) -> re.Match[str] | None:
    """The ``exec`` of a Python file that downloads, saves and reads a file back, or the
    module load of a file that downloads an archive and unpacks it."""
    # through the literal scanner: one look-up of their words instead of four regex passes
    if not scanner_for(_PY_FETCH).search(text):
        return None
    if scanner_for(_PY_UNPACK).search(text):
        loaded = scanner_for(_PY_LOAD_MODULE).search(text)
        if loaded is not None:
            return loaded
    on_path = scanner_for(_PY_ON_PATH).search(text)
    if on_path is not None and scanner_for(_PY_SAVE).search(text):
        if scanner_for(_PY_ZIPPED_MODULE).search(text):  # a zipped module imports as it is
            return on_path
        line = _saved_file_put_on_path(text)
        if line is not None:
            return _PY_ON_PATH.search(text, _line_offset(text, line))
    if not all(scanner_for(step).search(text) for step in (_PY_SAVE, _PY_READ_BACK)):
        return None
    return scanner_for(_PY_EXEC).search(text)


def _saved_file_put_on_path(text: str) -> int | None:
    """The line where a path the code writes a file to (``open(p, "wb")``) is put on
    ``sys.path``: the same expression, or variables set from the same one
    (``dest = pack_path()`` ... ``p = pack_path()``), with a module imported after.

    >>> code = ("def path():\\n    return '/c/pack'\\n\\n"
    ...         "with open(path(), 'wb') as f:\\n    f.write(body)\\n"
    ...         "p = path()\\nsys.path.insert(0, p)\\nimportlib.import_module('pack')\\n")
    >>> _saved_file_put_on_path(code)
    7
    """
    try:  # as written: the normalised tree folds the dynamic import being looked for
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    assigned: dict[str, set[str]] = {}
    saved: list[ast.expr] = []
    put: list[ast.Call] = []
    imports = False
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                assigned.setdefault(target.id, set()).add(ast.dump(node.value))
        elif isinstance(node, ast.Call):
            name = dotted_name(node.func, {})
            if name == "open" and len(node.args) >= 2 and _writes(node.args[1]):
                saved.append(node.args[0])
            elif name in ("sys.path.insert", "sys.path.append") and node.args:
                put.append(node)
            elif name in ("importlib.import_module", "__import__"):
                imports = True
    if not (saved and put and imports):
        return None

    def forms(expression: ast.expr) -> set[str]:
        found = {ast.dump(expression)}
        if isinstance(expression, ast.Name):
            found |= assigned.get(expression.id, set())
        return found

    written = set().union(*(forms(e) for e in saved))
    for call in put:
        if forms(call.args[-1]) & written:
            return call.lineno
    return None


def _writes(mode: ast.expr) -> bool:
    return isinstance(mode, ast.Constant) and isinstance(mode.value, str) and "w" in mode.value


def _line_offset(text: str, line: int) -> int:
    offset = 0
    for _ in range(line - 1):
        offset = text.index("\n", offset) + 1
    return offset


def _shell_loader(text: str) -> re.Match[str] | None:
    """The loop head of a shell script that saves a download and runs each looped file."""
    if not _SH_SAVE.search(text):
        return None
    for head in _SH_LOOP_VARIABLE.finditer(text):
        name = head.group(1) or head.group(2)
        body = "\n".join(lines_after(text, head.end(), LOOP_BODY))
        derived = re.findall(_SH_DERIVED.format(name=re.escape(name)), body, re.MULTILINE)
        names = "|".join(re.escape(n) for n in (name, *derived))
        if re.search(_SH_RUN_VARIABLE.format(names=names), body, re.MULTILINE):
            return head
    return None


_JS_BLOB_WORKER = re.compile(
    r"\bfetch\s*\([^)\n]*\)[\s\S]{0,200}?\.text\s*\(\s*\)[\s\S]{0,300}?\bnew\s+Blob\s*\(\s*\["
    r"[\s\S]{0,300}?\bnew\s+(?:Shared)?Worker\s*\("
)
"""A page's script that downloads code and starts it in workers from a blob of the text."""


def _javascript_loader(text: str) -> re.Match[str] | None:
    """The load of a file that JavaScript code downloaded and saved under that very path,
    or downloaded code started in a worker."""
    if not _JS_FETCH.search(text):
        return None
    if "Worker" in text and (worker := _JS_BLOB_WORKER.search(text)):
        return worker
    for saved in _JS_SAVE.finditer(text):
        literal, variable = saved.group(2), saved.group(3)
        path = re.escape(literal) if literal else r"(?!)"
        name = re.escape(variable) if variable else r"(?!)"
        # the run may sit in a function written before the download (``start()``)
        run = re.search(_JS_RUN.format(path=path, name=name), text)
        if run:
            return saved
    return None


def fetched_loader_findings(path: str, text: str, kind: str) -> list[ThreatFinding]:
    """A finding when the code file ``text`` runs code it downloaded through a saved file."""
    if kind not in ("python", "shell", "javascript"):
        return []
    code = without_comment_lines(text)
    if kind == "python":
        hit = _python_loader(code)
        description = "downloads code, saves or unpacks it to files and executes what it reads back"
    elif kind == "javascript":
        hit = _javascript_loader(code)
        description = "downloads code, saves it to a file and loads or runs that file"
    else:
        hit = _shell_loader(code)
        description = "saves a download and sources or runs each file of a set it builds"
    if hit is None:
        return []
    return [finding_at(path, code, hit.start(), "9.1", "high", description, RULE_ID)]
