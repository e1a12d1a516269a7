"""Signals for whether a skill can be *acted on*: a procedure, runnable commands, real code.

Everything here is a general reading of what an incomplete skill looks like, not of how any
data set was made:

* a **procedure**: ordered steps, or prose that gives imperative instructions ("Run ...",
  "Ask the user ...") and names a command to run;
* **stubbed scripts**: functions whose body is only ``pass``/``...``/``NotImplementedError``,
  shell or JavaScript files that are a TODO comment around next to no code;
* **placeholder markers** used as markers (``TODO: write the steps``), not a TODO mentioned
  as a subject ("lists TODO comments") or a string a script compares against;
* **unresolved references**: a bundled script or reference the instructions point at that
  is not in the package;
* **supporting parts**: prerequisites, error handling and inputs/outputs, each of which a
  usable skill may lack one of (partial) without being unusable.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field

from .structure import (
    ERROR_HANDLING,
    FENCE,
    INPUT_OUTPUT,
    JAVASCRIPT,
    PREREQUISITES,
    PYTHON,
    SHELL,
    SkillView,
    SourceFile,
    implemented_functions,
    is_docstring,
    is_placeholder_statement,
)

INLINE_CODE = re.compile(r"`([^`\n]+)`")
IMPERATIVE_VERBS = frozenset(
    """
add adjust analyse analyze apply ask avoid build call change check choose clean collect
compare compute configure confirm convert copy count create decide define delete describe
detect do don't draft edit enable ensure estimate exclude execute explain export extract
fetch fill filter find fix flag follow format gather generate give group identify ignore
import include inspect install invoke keep leave list load look map mark measure merge move
never note offer open output parse pass paste pick pin point prefer prepare print propose
put read record redact reduce remove rename render replace report request rerun restart
retry return review rewrite run save scan search select send set show skip sort split start
stop suggest summarise summarize tell test translate try update upload use validate verify
wait warn write
""".split()  # noqa: SIM905
)
"""Common verbs that open an instruction sentence in the imperative mood."""

_LEAD_IN = re.compile(
    r"^(?:[-*+>]\s+|\d+[.)]\s+|\*\*|__|then,?\s+|first,?\s+|next,?\s+|finally,?\s+"
    r"|also,?\s+|always\s+|only\s+|please\s+)+",
    re.I,
)
_CONDITION = re.compile(
    r"^(?:if|when|whenever|for|after|before|once|unless|where)\b[^,]{0,120},\s*", re.I
)
_SENTENCE_SPLIT = re.compile(r"(?<=[.!?;])\s+|\n\s*\n|\n(?=\s*(?:[-*+]|\d+[.)])\s)")
COMMAND_START = re.compile(
    r"^\s*(?:\$\s+)?(?:sudo\s+)?(?:python3?|py|bash|sh|zsh|node|npx|npm|pnpm|yarn|deno|bun|pip3?"
    r"|pipx|uv|uvx|poetry|go|cargo|make|docker|podman|kubectl|helm|terraform|git|gh|curl|wget"
    r"|jq|java|ruby|perl|pwsh|powershell|dotnet|mvn|gradle|pytest|ruff|eslint|prettier"
    r"|\./[\w.-]+|scripts/[\w./-]+)\b"
)
BARE_PATH = re.compile(r"^(?:\./)?[\w.-]*/?[\w./-]+$")
_PLACEHOLDER_MARKER = re.compile(
    r"^\s*(?:[-*+]\s+|\d+[.)]\s+|#{1,6}\s+)?(?:\*\*|__)?(?:TODO|TBD|FIXME|XXX)\b(?:\*\*|__)?"
    r"\s*(?:[:(-]|$)"
    r"|\b(?:TODO|TBD|FIXME)\s*:"
    r"|\bcoming\s+soon\b|\blorem\s+ipsum\b|<insert\s+[^>]{1,40}>|\[insert\s+[^\]]{1,40}\]"
    r"|\bto\s+be\s+(?:written|added|completed|determined|documented)\b",
    re.I | re.M,
)
_COMMENT_MARKER = re.compile(r"(?:#|//|/\*|\*|--|<!--)\s*(?:TODO|FIXME|TBD|XXX)\b", re.I)
_NOT_IMPLEMENTED = re.compile(r"not\s+(?:yet\s+)?implemented|implement\s+me", re.I)
SPEC_FOLDERS = ("scripts/", "references/", "reference/", "templates/")
_OUTPUT_VERB = re.compile(
    r"\b(?:writes?|writing|creates?|generates?|saves?|outputs?|produces?|emits?|into|to)\s*"
    r"(?:a\s+|an\s+|the\s+|new\s+)?(?:file\s+)?`?$",
    re.I,
)


def _prose(view: SkillView) -> str:
    return FENCE.sub("", view.body)


def imperative_sentences(text: str) -> list[str]:
    """Sentences or list items of ``text`` that open with an instruction verb.

    >>> imperative_sentences("Run the script. It prints a table. If it fails, retry once.")
    ['Run the script.', 'retry once.']
    """
    found = []
    for raw in _SENTENCE_SPLIT.split(text):
        sentence = _LEAD_IN.sub("", raw.strip())
        sentence = _CONDITION.sub("", sentence)
        sentence = _LEAD_IN.sub("", sentence)
        first = re.match(r"[A-Za-z']+", sentence)
        if first and first.group(0).lower() in IMPERATIVE_VERBS:
            found.append(sentence)
    return found


def commands(view: SkillView) -> list[str]:
    """Runnable command lines the body gives (code spans or code-block lines)."""
    lines: list[str] = []
    for block in FENCE.finditer(view.body):
        lines.extend(block.group(0).splitlines()[1:-1])
    spans = INLINE_CODE.findall(_prose(view))
    # a bare path in running text names a script; it is a command only with arguments
    lines.extend(s for s in spans if not BARE_PATH.match(s.strip()))
    return [line.strip() for line in lines if COMMAND_START.match(line)]


def _script_mentioned(view: SkillView, script: SourceFile) -> bool:
    return script.path in view.body or script.path.rsplit("/", 1)[-1] in view.body


def _python_stubs(text: str) -> tuple[int, int, bool]:
    """(functions, stubbed functions, module has almost no code) for a Python file."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, RecursionError, MemoryError, ValueError):
        return 0, 0, False
    functions = stubs = 0
    for node in implemented_functions(tree):
        functions += 1
        body = [s for s in node.body if not is_docstring(s)]
        if all(is_placeholder_statement(s, bare_return=True) for s in body):
            stubs += 1
        elif len(body) == 1 and _returns_empty(body[0]):
            source = ast.get_source_segment(text, node) or ""
            stubs += bool(_COMMENT_MARKER.search(source))
    statements = [
        s
        for s in tree.body
        if not is_docstring(s) and not isinstance(s, ast.Import | ast.ImportFrom)
    ]
    return functions, stubs, functions == 0 and len(statements) <= 1


def _returns_empty(statement: ast.stmt) -> bool:
    """``return []``, ``return {}``, ``return ""``, ``return 0``: a placeholder result."""
    if not isinstance(statement, ast.Return) or statement.value is None:
        return False
    value = statement.value
    if isinstance(value, ast.List | ast.Tuple | ast.Set):
        return not value.elts
    if isinstance(value, ast.Dict):
        return not value.keys
    return isinstance(value, ast.Constant) and value.value in ("", 0, False, None)


_SHELL_NOOP = re.compile(
    r"^(?:set\s+-[a-z]+(?:\s+\w+)?|echo\b.*|printf\b.*|exit(?:\s+\d+)?|true|:|'use strict';?"
    r"|\"use strict\";?|module\.exports\s*=\s*\{\s*\};?|export\s+\{\s*\};?|[{}();]+)$"
)


def _code_lines(text: str, kind: str) -> list[str]:
    if kind == JAVASCRIPT:
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    out = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#!"):
            continue
        if kind == JAVASCRIPT and stripped.startswith("//"):
            continue
        if kind == SHELL and stripped.startswith("#"):
            continue
        out.append(stripped)
    return out


def stubbed_script(script: SourceFile) -> str | None:
    """Why ``script`` is a stub (no real implementation), or None when it has real code."""
    text = script.text
    marker = bool(_COMMENT_MARKER.search(text) or _NOT_IMPLEMENTED.search(text))
    if script.kind == PYTHON:
        functions, stubs, empty_module = _python_stubs(text)
        if functions and (stubs * 2 >= functions and stubs >= 1) and (marker or stubs >= 2):
            return f"{stubs} of {functions} functions have no implementation"
        if empty_module and marker:
            return "only a placeholder comment, no code"
        return None
    if script.kind in (SHELL, JAVASCRIPT):
        code = _code_lines(text, script.kind)
        real = [line for line in code if not _SHELL_NOOP.match(line)]
        empty_bodies = len(
            re.findall(r"(?:function\s+\w+\s*\([^)]*\)|=>)\s*\{\s*(?://[^\n]*\s*)*\}", text)
        )
        if marker and len(real) <= 2:
            return "a placeholder comment around next to no code"
        if empty_bodies >= 2 and marker:
            return f"{empty_bodies} functions with empty bodies"
    return None


def placeholder_markers(view: SkillView) -> list[tuple[str, int, str]]:
    """Marker-style placeholders: in SKILL.md prose (code spans ignored) and script comments."""
    hits: list[tuple[str, int, str]] = []
    for source in view.sources:
        is_doc = source.path == view.skill_md_path or source.path.lower().endswith(".md")
        if source.path == view.skill_md_path:
            lines = view.body.splitlines()
        elif is_doc or source.kind != "text":
            lines = source.lines
        else:
            continue
        in_fence = False
        for number, line in enumerate(lines, 1):
            if line.lstrip().startswith(("```", "~~~")):
                in_fence = not in_fence
                continue
            if is_doc and not in_fence:
                match = _PLACEHOLDER_MARKER.search(INLINE_CODE.sub("", line))
            elif not is_doc:
                match = _COMMENT_MARKER.search(line)
            else:
                match = None
            if match:
                hits.append((source.path, number, match.group(0).strip()))
    return hits


def unresolved_references(view: SkillView) -> tuple[list[str], list[str]]:
    """(missing scripts, missing other resources) that the body points at in spec folders.

    Paths written as an output ("write `docs/x.md`") and files under ``assets/`` (which a
    judge is typically shown only by name, if at all) are not checked.
    """
    present = set(view.files)
    folders = {p.rsplit("/", i)[0] + "/" for p in present for i in range(1, p.count("/") + 1)}
    scripts: list[str] = []
    others: list[str] = []
    for path in view.referenced_paths:
        if not path.startswith(SPEC_FOLDERS) or "*" in path or "<" in path:
            continue
        if path in present or path + "/" in folders or path in folders:
            continue
        index = view.body.find(path)
        if index >= 0 and _OUTPUT_VERB.search(view.body[max(0, index - 40) : index]):
            continue
        if not re.search(r"\.\w{1,5}$", path) and path.rstrip("/").count("/") > 0:
            continue  # a sub-folder we cannot check
        (scripts if path.startswith("scripts/") else others).append(path)
    return scripts, others


_ITEM = re.compile(r"^\s{0,3}(?:\d+[.)]|[-*+])\s+(.+)$", re.M)
_VAGUE = re.compile(
    r"\b(?:appropriately|as (?:needed|required|necessary|appropriate)|if needed|properly"
    r"|correctly|the (?:thing|stuff|rest)|etc\.?|and so on|whatever|somehow"
    r"|(?:handle|process|do|manage|deal with|take care of|sort out|figure out)"
    r" (?:it|them|this|that|things|everything"
    r"|the (?:data|input|output|result|response|task|request)s?)\b)",
    re.I,
)
_CONCRETE = re.compile(r"`[^`]+`|\d|\"[^\"]+\"|'[^']+'|\w+/\w+|\w\.\w{1,5}\b|--\w")


def vague_items(text: str) -> tuple[int, int]:
    """(list items, vague list items): short items with no concrete object or a vague verb.

    >>> vague_items("- Authenticate.\\n- Handle errors appropriately.\\n- Run `make test`.")
    (3, 2)
    """
    items = [m.group(1).strip() for m in _ITEM.finditer(text)]
    vague = 0
    for item in items:
        words = re.findall(r"[A-Za-z']+", item)
        if _CONCRETE.search(item):
            continue
        if _VAGUE.search(item) or len(words) <= 3:
            vague += 1
    return len(items), vague


@dataclass
class Actionability:
    """What the completeness grader needs to know about a package."""

    numbered: int
    imperatives: int
    commands: int
    procedure: bool
    anchors: int
    items: int = 0
    vague: int = 0
    scripts_unexplained: list[str] = field(default_factory=list)
    stubs: list[tuple[str, str]] = field(default_factory=list)
    markers: list[tuple[str, int, str]] = field(default_factory=list)
    missing_scripts: list[str] = field(default_factory=list)
    missing_resources: list[str] = field(default_factory=list)
    support_missing: list[str] = field(default_factory=list)


def analyse(view: SkillView) -> Actionability:
    """Compute the actionability signals of a package."""
    prose = _prose(view)
    imperatives = len(imperative_sentences(prose))
    runnable = len(commands(view))
    numbered = max(view.numbered_items, view.step_headings)
    unexplained = [s.path for s in view.scripts if not _script_mentioned(view, s)]
    procedure = numbered >= 2 or imperatives >= 3 or (runnable >= 1 and imperatives >= 1)
    if view.scripts and len(unexplained) == len(view.scripts) and view.numbered_items < 2:
        procedure = False  # bundled code that the instructions never say how to use
    items, vague = vague_items(prose)
    stubs = [(s.path, why) for s in view.scripts if (why := stubbed_script(s))]
    missing_scripts, missing_resources = unresolved_references(view)
    support = []
    if not (PREREQUISITES.search(view.body) or view.fields.get("compatibility")):
        support.append("prerequisites")
    if not ERROR_HANDLING.search(prose):
        support.append("error handling")
    if not INPUT_OUTPUT.search(prose):
        support.append("inputs/outputs")
    return Actionability(
        numbered=numbered,
        imperatives=imperatives,
        commands=runnable,
        procedure=procedure,
        anchors=len(INLINE_CODE.findall(prose)) + view.code_blocks,
        items=items,
        vague=vague,
        scripts_unexplained=unexplained,
        stubs=stubs,
        markers=placeholder_markers(view),
        missing_scripts=missing_scripts,
        missing_resources=missing_resources,
        support_missing=support,
    )
