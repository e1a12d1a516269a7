"""Parse JavaScript or TypeScript text with tree-sitter (a parser only: nothing runs).

TypeScript files (``.ts``, ``.mts``, ``.cts``, ``.tsx``) use the TypeScript grammar; any
other text (``.js`` files, code fences that do not say which) is parsed as JavaScript and,
when that leaves syntax errors, again as TypeScript, keeping the cleaner tree.

>>> tree = parse_script("let key: string = process.env.API_KEY", "scripts/run.ts")
>>> tree.root_node.has_error
False
"""

from __future__ import annotations

from functools import cache

import tree_sitter
import tree_sitter_javascript
import tree_sitter_typescript

MAX_SCRIPT_CHARS = 300_000
"""Longer scripts are cut here before parsing (bundles, minified vendor code)."""


@cache
def _parser(grammar: str) -> tree_sitter.Parser:
    language = {
        "javascript": tree_sitter_javascript.language,
        "typescript": tree_sitter_typescript.language_typescript,
        "tsx": tree_sitter_typescript.language_tsx,
    }[grammar]()
    return tree_sitter.Parser(tree_sitter.Language(language))


def grammar_for(path: str) -> str:
    """The grammar a file's name asks for: javascript, typescript or tsx."""
    lower = path.lower()
    if lower.endswith(".tsx"):
        return "tsx"
    if lower.endswith((".ts", ".mts", ".cts")):
        return "typescript"
    return "javascript"


def _errors(tree: tree_sitter.Tree) -> int:
    root = tree.root_node
    if not root.has_error:
        return 0
    return sum(1 for child in root.children if child.type == "ERROR" or child.has_error) or 1


def parse_script(text: str, path: str = "") -> tree_sitter.Tree:
    """The syntax tree of ``text`` (cut at :data:`MAX_SCRIPT_CHARS`); never raises on bad code."""
    source = text[:MAX_SCRIPT_CHARS].encode("utf-8", "replace")
    grammar = grammar_for(path)
    tree = _parser(grammar).parse(source)
    if grammar == "javascript" and tree.root_node.has_error:
        typed = _parser("typescript").parse(source)
        if _errors(typed) < _errors(tree):
            return typed
    return tree
