#!/usr/bin/env python3
"""Flag execute()/executemany() calls whose SQL is built with f-strings, % or +.

Static only: files are parsed with ast, never imported or executed.
"""
import ast
import sys
from pathlib import Path


def risky(node):
    if isinstance(node, ast.JoinedStr):
        return "f-string"
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mod, ast.Add)):
        return "% format" if isinstance(node.op, ast.Mod) else "concatenation"
    if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "format":
        return ".format()"
    return None


def scan(path):
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except (SyntaxError, UnicodeDecodeError) as exc:
        print(f"{path}: skipped ({exc.__class__.__name__})")
        return 0
    hits = 0
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in {"execute", "executemany"}:
            if node.args and (kind := risky(node.args[0])):
                print(f"{path}:{node.lineno}: SQL built with {kind}; use placeholders")
                hits += 1
    return hits


def main(argv):
    if len(argv) != 2:
        raise SystemExit("usage: find_string_sql.py FILE_OR_DIR")
    root = Path(argv[1])
    files = [root] if root.is_file() else sorted(root.rglob("*.py"))
    total = sum(scan(f) for f in files)
    print(f"{total} finding(s) in {len(files)} file(s)")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
