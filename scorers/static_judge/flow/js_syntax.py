"""Reading tree-sitter JavaScript/TypeScript nodes: text, lines, literals, names.

>>> from .js_parse import parse_script
>>> call = parse_script("f('\\x41b', `c`)").root_node.named_children[0].named_children[0]
>>> [string_value(a) for a in call_arguments(call)]
['Ab', 'c']
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import tree_sitter

from .decoding import decode_encoding

Node = tree_sitter.Node

ARRAY_SEPARATOR = "\x1f"
"""Joins the items of an array constant kept by name (``parts[]``) in a constants table."""
_ESCAPE = re.compile(r"\\(?:x([0-9a-fA-F]{2})|u\{?([0-9a-fA-F]{4,5})\}?|(.))", re.S)
_SIMPLE_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\x00"}


def unescape(raw: str) -> str:
    """The value of a string literal's body (``\\x63`` -> ``c``)."""

    def one(match: re.Match[str]) -> str:
        code = match.group(1) or match.group(2)
        if code:
            return chr(int(code, 16))
        return _SIMPLE_ESCAPES.get(match.group(3), match.group(3))

    return _ESCAPE.sub(one, raw) if "\\" in raw else raw


def node_text(node: Node | None) -> str:
    return node.text.decode("utf-8", "replace") if node is not None and node.text else ""


def node_line(node: Node) -> int:
    return node.start_point[0] + 1


def string_value(node: Node | None) -> str | None:
    """The value of a plain string literal (or a template without substitutions)."""
    if node is None:
        return None
    if node.type == "string":
        return unescape(node_text(node)[1:-1])
    if node.type == "template_string" and not any(
        c.type == "template_substitution" for c in node.children
    ):
        return unescape(node_text(node)[1:-1])
    return None


def literal_text(node: Node | None, constants: Mapping[str, str] | None = None) -> str | None:
    """The text of a string built only from literals and ``constants``, else None.

    Covers the spellings that split a name to hide it: ``'ev' + 'al'``,
    ``['child', 'process'].join('_')``, a name bound to such a string or an item of an
    array of them (``k[1]``), a string written backwards
    (``'lave'.split('').reverse().join('')``) and a decoded literal (``atob(s)``,
    ``Buffer.from(s, 'base64').toString()``).

    >>> from .js_parse import parse_script
    >>> expr = parse_script("['chil', 'd_pro'].join('') + c").root_node.named_children[0]
    >>> literal_text(expr.named_children[0], {"c": "cess"})
    'child_process'
    >>> code = "atob('=42bpR3YuVnR'.split('').reverse().join(''))"
    >>> literal_text(parse_script(code).root_node.named_children[0].named_children[0])
    'Function'
    """
    if node is None:
        return None
    value = string_value(node)
    if value is not None:
        return value
    kind = node.type
    if kind == "identifier":
        return constants.get(node_text(node)) if constants else None
    if kind == "parenthesized_expression" and node.named_children:
        return literal_text(node.named_children[0], constants)
    if kind == "subscript_expression" and constants:
        array, index = node.child_by_field_name("object"), node.child_by_field_name("index")
        items = constants.get(f"{node_text(array)}[]") if array is not None else None
        position = node_text(index) if index is not None else ""
        if items is not None and position.isdigit():
            found = items.split(ARRAY_SEPARATOR)
            return found[int(position)] if int(position) < len(found) else None
    if kind == "binary_expression" and node_text(node.child_by_field_name("operator")) == "+":
        left = literal_text(node.child_by_field_name("left"), constants)
        right = literal_text(node.child_by_field_name("right"), constants)
        return left + right if left is not None and right is not None else None
    callee = node.child_by_field_name("function") if kind == "call_expression" else None
    if callee is not None and node_text(callee) == "atob":
        return _decoded(call_arguments(node), "base64", constants)
    if callee is not None and callee.type == "member_expression":
        receiver = callee.child_by_field_name("object")
        method = node_text(callee.child_by_field_name("property"))
        if method == "toString" and receiver is not None and receiver.type == "call_expression":
            if node_text(receiver.child_by_field_name("function")) == "Buffer.from":
                inner = call_arguments(receiver)
                return _decoded(
                    inner[:1], literal_text(inner[1], constants) if inner[1:] else None, constants
                )
            return None
        if method != "join" or receiver is None:
            return None
        args = call_arguments(node)
        separator = literal_text(args[0], constants) if args else ","
        reversed_items = _reversed_split(receiver, constants)
        if reversed_items is not None:
            return None if separator is None else separator.join(reversed_items)
        if receiver.type == "identifier" and constants:
            items = constants.get(f"{node_text(receiver)}[]")
            return (
                None
                if items is None or separator is None
                else separator.join(items.split(ARRAY_SEPARATOR))
            )
        if receiver.type != "array":
            return None
        parts = [literal_text(e, constants) for e in receiver.named_children]
        if separator is None or any(p is None for p in parts):
            return None
        return separator.join(p for p in parts if p is not None)
    return None


def _decoded(
    args: list[Node], encoding: str | None, constants: Mapping[str, str] | None
) -> str | None:
    """``atob(s)`` or ``Buffer.from(s, 'base64').toString()`` of a literal ``s``."""
    raw = literal_text(args[0], constants) if args else None
    return None if raw is None else decode_encoding(encoding, raw)


def _reversed_split(node: Node, constants: Mapping[str, str] | None) -> list[str] | None:
    """The pieces of ``s.split(sep).reverse()`` for a literal ``s`` (a name written
    backwards: ``'lave'.split('').reverse().join('')``)."""
    callee = node.child_by_field_name("function") if node.type == "call_expression" else None
    if callee is None or callee.type != "member_expression":
        return None
    if node_text(callee.child_by_field_name("property")) != "reverse":
        return None
    split = callee.child_by_field_name("object")
    if split is None or split.type != "call_expression":
        return None
    split_callee = split.child_by_field_name("function")
    if split_callee is None or split_callee.type != "member_expression":
        return None
    if node_text(split_callee.child_by_field_name("property")) != "split":
        return None
    text = literal_text(split_callee.child_by_field_name("object"), constants)
    args = call_arguments(split)
    separator = literal_text(args[0], constants) if args else None
    if text is None or separator is None:
        return None
    return list(reversed(list(text) if separator == "" else text.split(separator)))


def chain(node: Node | None, constants: Mapping[str, str] | None = None) -> str:
    """``process.env`` for ``process.env``, ``process["env"]``, ``process[`env`]`` and
    ``process['e' + 'nv']`` (string keys folded with :func:`literal_text`)."""
    if node is None:
        return "?"
    if node.type in ("identifier", "this"):
        return node_text(node)
    if node.type == "member_expression":
        prop = node_text(node.child_by_field_name("property"))
        return f"{chain(node.child_by_field_name('object'), constants)}.{prop}"
    if node.type == "subscript_expression":
        key = literal_text(node.child_by_field_name("index"), constants)
        if key is None:
            return "?"
        return f"{chain(node.child_by_field_name('object'), constants)}.{key}"
    if node.type in ("parenthesized_expression", "non_null_expression") and node.named_children:
        return chain(node.named_children[0], constants)
    return "?"


def call_arguments(node: Node) -> list[Node]:
    args = node.child_by_field_name("arguments")
    if args is None:
        return []
    if args.type == "template_string":  # tagged template: $`cmd ${x}`
        return [args]
    return [c for c in args.named_children if c.type != "comment"]


def pattern_names(node: Node | None) -> list[str]:
    """Identifiers bound by a declaration target or parameter (destructuring included)."""
    if node is None:
        return []
    if node.type in ("identifier", "shorthand_property_identifier_pattern"):
        return [node_text(node)]
    if node.type == "pair_pattern":
        return pattern_names(node.child_by_field_name("value"))
    if node.type in ("assignment_pattern", "object_assignment_pattern"):
        return pattern_names(node.child_by_field_name("left"))
    if node.type in ("required_parameter", "optional_parameter"):
        return pattern_names(node.child_by_field_name("pattern"))
    names: list[str] = []
    for child in node.named_children:
        if child.type not in ("type_annotation", "comment"):
            names += pattern_names(child)
    return names
