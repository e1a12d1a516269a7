"""A read-only view of one skill package plus the structural signals several graders share.

Files are classified by extension and shebang (never executed); SKILL.md is split into
frontmatter and body; Markdown structure (headings, numbered steps, code fences, links)
and spec compliance of ``name`` and ``description`` are computed once here.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .judge_request import FrontmatterView, split_frontmatter

MAX_ANALYSED_CHARS = 200_000
"""Per-file cap on how much text any detector looks at."""

PYTHON, SHELL, JAVASCRIPT, OTHER_CODE, TEXT = "python", "shell", "javascript", "code", "text"

_EXTENSIONS = {
    ".py": PYTHON,
    ".pyw": PYTHON,
    ".sh": SHELL,
    ".bash": SHELL,
    ".zsh": SHELL,
    ".ksh": SHELL,
    ".command": SHELL,
    ".js": JAVASCRIPT,
    ".mjs": JAVASCRIPT,
    ".cjs": JAVASCRIPT,
    ".ts": JAVASCRIPT,
    ".tsx": JAVASCRIPT,
    ".jsx": JAVASCRIPT,
    ".rb": OTHER_CODE,
    ".pl": OTHER_CODE,
    ".ps1": OTHER_CODE,
    ".psm1": OTHER_CODE,
    ".php": OTHER_CODE,
    ".go": OTHER_CODE,
    ".rs": OTHER_CODE,
    ".lua": OTHER_CODE,
    ".bat": OTHER_CODE,
    ".cmd": OTHER_CODE,
}
_SHEBANGS = (
    ("python", PYTHON),
    ("node", JAVASCRIPT),
    ("bash", SHELL),
    ("zsh", SHELL),
    ("sh", SHELL),
    ("deno", JAVASCRIPT),
    ("bun", JAVASCRIPT),
)

_NAMED_FILES = {
    "latexmkrc": OTHER_CODE,
    ".latexmkrc": OTHER_CODE,
}
"""Files whose name says their language: latexmk reads its rc files as Perl."""
_MODE_LINE = re.compile(
    r"-\*-\s*(?:mode:\s*)?(perl|ruby|python|sh|shell-script|bash|js|javascript|lua|tcl)\s*;?[^\n]*-\*-"
    r"|\bvim?:\s*(?:set\s+)?(?:[\w=]+\s+)*?(?:ft|filetype)=(perl|ruby|python|sh|bash|javascript|lua|tcl)\b",
    re.IGNORECASE,
)
"""An editor's mode line on a file's first two lines: the language it is written in."""
_MODES = {
    "python": PYTHON,
    "sh": SHELL,
    "shell-script": SHELL,
    "bash": SHELL,
    "js": JAVASCRIPT,
    "javascript": JAVASCRIPT,
}

NAME_RULE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
_FRONTMATTER_NAME = re.compile(r"^name:[ \t]*([\"']?)([A-Za-z0-9][\w.-]{0,63})\1[ \t]*$")


def frontmatter_name_line(skill_md: str) -> str:
    """The ``name:`` line of a frontmatter block, read line by line ('' when absent).

    >>> frontmatter_name_line("---\\nname: a-stock\\ndescription: Use when: (1) x\\n---\\n")
    'a-stock'
    >>> frontmatter_name_line("# a-stock\\nname: a-stock\\n")
    ''
    """
    lines = skill_md.lstrip("\ufeff").splitlines()
    if not lines or lines[0].strip() != "---":
        return ""
    for line in lines[1:]:
        if line.strip() in ("---", "..."):
            break
        if found := _FRONTMATTER_NAME.match(line):
            return found.group(2)
    return ""


SPEC_FIELDS = frozenset(
    {"name", "description", "license", "compatibility", "metadata", "allowed-tools"}
)
WHEN_CUE = re.compile(
    r"\b(?:use (?:it |this (?:skill )?)?(?:when|for|if|whenever|to)|when(?:ever)?\b|if the user"
    r"|for (?:tasks|requests|questions)|trigger\w*|invoke (?:when|for)|applies to"
    r"|helps? (?:you|with)"
    r"|use cases?)",
    re.IGNORECASE,
)
HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$", re.M)
NUMBERED_ITEM = re.compile(r"^\s{0,3}(?:\d+[.)]|[a-z][.)])\s+\S", re.M)
STEP_HEADING = re.compile(r"^#{1,6}\s+(?:step\s*\d+|\d+[.)]\s|phase\s*\d+)", re.M | re.I)
BULLET = re.compile(r"^\s{0,3}[-*+]\s+\S", re.M)
FENCE = re.compile(r"^(```|~~~)[^\n]*\n.*?^\1\s*$", re.M | re.S)
FILE_REFERENCE = re.compile(
    r"(?<![\w./-])((?:\./)?(?:scripts|references|assets|templates|examples|docs|reference|lib|bin)"
    r"/[\w./-]*\w)"
)


@dataclass(frozen=True)
class SourceFile:
    """One package file with its language class and (capped) text."""

    path: str
    text: str
    kind: str

    @cached_property
    def lines(self) -> list[str]:
        return self.text.splitlines()


TEMPLATE_SUFFIXES = ("tmpl", "tpl", "template", "j2", "jinja", "jinja2")
"""Suffixes of a template of a file (``sensors.py.tmpl``), which the skill fills in and
writes out under the inner name: read in the inner file's language."""
_TEMPLATE_SUFFIX = re.compile(rf"\.(?:{'|'.join(TEMPLATE_SUFFIXES)})$")


def classify(path: str, text: str) -> str:
    """Language class of a file from its extension (a template's from the file it makes),
    else its shebang, else text.

    >>> classify("templates/sensors.py.tmpl", ""), classify("notes.tmpl", "")
    ('python', 'text')
    """
    lower = _TEMPLATE_SUFFIX.sub("", path.lower())
    for suffix, kind in _EXTENSIONS.items():
        if lower.endswith(suffix):
            return kind
    named = _NAMED_FILES.get(lower.rsplit("/", 1)[-1])
    if named is not None:
        return named
    if text.startswith("#!"):
        first = text.split("\n", 1)[0].lower().replace("/usr/bin/env", " ")
        program = first[2:].split()[0].rsplit("/", 1)[-1] if first[2:].split() else ""
        for prefix, kind in _SHEBANGS:
            if program.startswith(prefix):
                return kind
        return SHELL
    second_end = text.find("\n", text.find("\n") + 1)
    mode = _MODE_LINE.search(text if second_end < 0 else text[:second_end])
    if mode is not None:
        return _MODES.get((mode.group(1) or mode.group(2)).lower(), OTHER_CODE)
    return TEXT


@dataclass
class SkillView:
    """The package as the judges see it: SKILL.md split, scripts and references classified."""

    files: dict[str, str]
    skill_md_path: str | None
    frontmatter: FrontmatterView
    sources: list[SourceFile] = field(default_factory=list)

    @property
    def fields(self) -> dict[str, Any]:
        return self.frontmatter.fields

    @property
    def body(self) -> str:
        return self.frontmatter.body

    def text_field(self, key: str) -> str:
        """A frontmatter field that holds text ('' when absent or not a string)."""
        value = self.fields.get(key)
        return value if isinstance(value, str) else ""

    @property
    def name(self) -> str:
        return self.text_field("name")

    @property
    def description(self) -> str:
        return self.text_field("description")

    @cached_property
    def stated_name(self) -> str:
        """The name the package gives itself: the frontmatter ``name``, also when the rest
        of the frontmatter is not valid YAML (a description holding ``Use when: (1)``)."""
        if self.name or not self.skill_md_path:
            return self.name
        return frontmatter_name_line(self.files.get(self.skill_md_path, ""))

    @property
    def scripts(self) -> list[SourceFile]:
        return [f for f in self.sources if f.kind != TEXT]

    @property
    def texts(self) -> list[SourceFile]:
        """Text files other than SKILL.md (references, docs, templates)."""
        return [f for f in self.sources if f.kind == TEXT and f.path != self.skill_md_path]

    @cached_property
    def body_without_code(self) -> str:
        return FENCE.sub("", self.body)

    @cached_property
    def body_words(self) -> int:
        return len(re.findall(r"[A-Za-z]{2,}", self.body))

    @cached_property
    def headings(self) -> list[str]:
        return [m.group(2) for m in HEADING.finditer(self.body_without_code)]

    @cached_property
    def code_blocks(self) -> int:
        return len(FENCE.findall(self.body))

    @cached_property
    def numbered_items(self) -> int:
        return len(NUMBERED_ITEM.findall(self.body_without_code))

    @cached_property
    def step_headings(self) -> int:
        return len(STEP_HEADING.findall(self.body_without_code))

    @cached_property
    def referenced_paths(self) -> list[str]:
        """Package-relative paths the body mentions (scripts/, references/, ...), in order."""
        seen: dict[str, None] = {}
        for match in FILE_REFERENCE.finditer(self.body):
            path = match.group(1).removeprefix("./").rstrip(".")
            seen.setdefault(path, None)
        return list(seen)

    @cached_property
    def missing_references(self) -> list[str]:
        """Referenced paths that match no file or folder of the package."""
        present = set(self.files)
        folders = {p.rsplit("/", i)[0] for p in present for i in range(1, p.count("/") + 1)}
        missing = []
        for path in self.referenced_paths:
            if "*" in path or path.endswith("/") or path in present or path in folders:
                continue
            if not re.search(r"\.\w{1,5}$", path):
                continue  # a folder-like mention we cannot check
            missing.append(path)
        return missing

    def has_section(self, pattern: re.Pattern[str]) -> bool:
        """True when a heading, or bold/label line, of the body matches ``pattern``."""
        if any(pattern.search(h) for h in self.headings):
            return True
        labels = re.findall(r"^\s*(?:\*\*|__)?([A-Z][\w /&-]{2,40}?)(?:\*\*|__)?:", self.body, re.M)
        return any(pattern.search(label) for label in labels)


def build_view(files: dict[str, str]) -> SkillView:
    """Classify the package files and parse SKILL.md (absent SKILL.md gives an empty view)."""
    skill_md_path = next((p for p in files if p == "SKILL.md"), None)
    if skill_md_path is None:
        skill_md_path = next((p for p in files if p.lower().endswith("skill.md")), None)
    skill_md = files.get(skill_md_path, "") if skill_md_path else ""
    frontmatter = split_frontmatter(skill_md[:MAX_ANALYSED_CHARS])
    sources = [
        SourceFile(path, text[:MAX_ANALYSED_CHARS], classify(path, text))
        for path, text in sorted(files.items())
    ]
    return SkillView(dict(files), skill_md_path, frontmatter, sources)


@dataclass(frozen=True)
class SpecCheck:
    """Agent Skills spec checks on the frontmatter."""

    problems: list[str]
    name_ok: bool
    description_ok: bool
    says_what: bool
    says_when: bool


def check_spec(view: SkillView) -> SpecCheck:
    """Check ``name`` and ``description`` against the Agent Skills spec."""
    problems: list[str] = []
    if view.skill_md_path is None:
        problems.append("no SKILL.md")
    elif not view.frontmatter.present:
        problems.append("SKILL.md has no YAML frontmatter")
    problems.extend(view.frontmatter.warnings if view.frontmatter.present else [])
    name = view.fields.get("name")
    name_ok = isinstance(name, str) and 1 <= len(name) <= 64 and bool(NAME_RULE.match(name))
    if name is None:
        problems.append("frontmatter has no name")
    elif not name_ok:
        problems.append(
            f"name {str(name)[:40]!r} breaks the spec (1-64 of a-z, 0-9, single hyphens)"
        )
    description = view.fields.get("description")
    description_ok = isinstance(description, str) and 1 <= len(description.strip()) <= 1024
    if description is None:
        problems.append("frontmatter has no description")
    elif not description_ok:
        problems.append("description is empty, not a string, or longer than 1024 characters")
    text = description if isinstance(description, str) else ""
    says_what = len(re.findall(r"[A-Za-z]{3,}", text)) >= 4
    says_when = bool(WHEN_CUE.search(text))
    unknown = sorted(k for k in view.fields if k not in SPEC_FIELDS)
    if unknown:
        problems.append("non-spec frontmatter keys: " + ", ".join(unknown[:6]))
    tools = view.fields.get("allowed-tools")
    if tools is not None and not isinstance(tools, str | list):
        problems.append("allowed-tools is neither a string nor a list")
    return SpecCheck(problems, name_ok, description_ok, says_what, says_when)


def allowed_tools(view: SkillView) -> list[str] | None:
    """The ``allowed-tools`` entries, or None when the field is absent."""
    raw = view.fields.get("allowed-tools")
    if raw is None:
        return None
    if isinstance(raw, list):
        items = [str(x) for x in raw]
    else:
        items = re.findall(r"[\w.-]+(?:\([^)]*\))?|(?<![\w(])\*(?![\w)])", str(raw))
    return [item.strip() for item in items if item.strip()]


_PLACEHOLDER_TEXT = re.compile(
    r"\b(?:TODO|FIXME|TBD|XXX)\b|\bcoming\s+soon\b|\bnot\s+(?:yet\s+)?implemented\b|\blorem\s+ipsum\b"
    r"|<insert\s+[^>]{1,40}>|\[insert\s+[^\]]{1,40}\]|\bto\s+be\s+(?:written|added|completed|determined)\b",
    re.IGNORECASE,
)


def implemented_functions(tree: ast.AST) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    """Function definitions that are meant to have a body (not abstract, not overloads)."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if any(
            "abstract" in ast.unparse(d) or "overload" in ast.unparse(d)
            for d in node.decorator_list
        ):
            continue
        yield node


def is_docstring(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )


def is_placeholder_statement(statement: ast.stmt, *, bare_return: bool = False) -> bool:
    """``pass``, ``...`` or ``raise NotImplementedError`` (and ``return None`` if asked)."""
    if isinstance(statement, ast.Pass):
        return True
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant):
        return statement.value.value is Ellipsis
    if isinstance(statement, ast.Raise) and statement.exc is not None:
        return "NotImplementedError" in ast.unparse(statement.exc)
    if bare_return and isinstance(statement, ast.Return):
        return statement.value is None or (
            isinstance(statement.value, ast.Constant) and statement.value.value is None
        )
    return False


def _stub_functions(text: str) -> list[tuple[int, str]]:
    """Python functions whose body is only pass, ``...``, a docstring or NotImplementedError."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, RecursionError, MemoryError, ValueError):
        return []
    stubs = []
    for node in implemented_functions(tree):
        body = [s for s in node.body if not is_docstring(s)]
        if all(is_placeholder_statement(s) for s in body):
            stubs.append((node.lineno, f"function {node.name}() has no implementation"))
    return stubs


def placeholder_hits(view: SkillView) -> list[tuple[str, int, str]]:
    """Placeholder markers (TODO, stubs, 'coming soon') as (path, line, what)."""
    hits: list[tuple[str, int, str]] = []
    for source in view.sources:
        if (
            source.kind == TEXT
            and source.path != view.skill_md_path
            and not source.path.lower().endswith(".md")
        ):
            continue
        # A match inside a line is one inside the whole text (the pattern has no anchors),
        # so a text without any has no line to read.
        if _PLACEHOLDER_TEXT.search(source.text):
            for number, line in enumerate(source.lines, 1):
                match = _PLACEHOLDER_TEXT.search(line)
                if match:
                    hits.append((source.path, number, match.group(0)))
        if source.kind == PYTHON:
            hits.extend((source.path, line, what) for line, what in _stub_functions(source.text))
    return hits


INPUT_OUTPUT = re.compile(
    r"\b(?:inputs?|outputs?|returns?|produces?|arguments?|parameters?|usage|accepts?|options|flags"
    r"|result(?:s|ing)?|writes?\s+(?:a|the|to)|generates?|format)\b",
    re.IGNORECASE,
)
PREREQUISITES = re.compile(
    r"\b(?:prerequisites?|requirements?|requires?|dependenc(?:y|ies)|install(?:ation|ed)?|setup|set\s+up"
    r"|before\s+(?:you\s+)?(?:start|begin)|pip\s+install|npm\s+install|environment\s+variables?)\b",
    re.IGNORECASE,
)
ERROR_HANDLING = re.compile(
    r"\b(?:errors?|troubleshoot\w*|fail(?:s|ed|ure|ures)?|exceptions?|edge\s+cases?|fallback|retry|retries"
    r"|caveats?|limitations?|pitfalls?|gotchas?|if\s+(?:the\s+)?\w+\s+(?:is\s+)?(?:missing|invalid|not\s+found|empty))\b",
    re.IGNORECASE,
)
EXAMPLES = re.compile(r"\b(?:examples?|e\.g\.|for\s+instance|sample|usage)\b", re.IGNORECASE)
EDGE_CASES = re.compile(
    r"\b(?:edge\s+cases?|corner\s+cases?|limitations?|caveats?|large\s+files?|empty|unicode|timeouts?)\b",
    re.IGNORECASE,
)


def unreferenced_scripts(view: SkillView) -> list[str]:
    """Scripts that the SKILL.md body never mentions (by path or file name)."""
    return [
        s.path
        for s in view.scripts
        if s.path not in view.body and s.path.rsplit("/", 1)[-1] not in view.body
    ]
