#!/usr/bin/env python3
"""List setup statements repeated across pytest test functions (read-only)."""
from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path


def setup_statements(fn: ast.FunctionDef) -> list[ast.stmt]:
    """Leading statements of a test before the first assert/with pytest.raises."""
    out = []
    for stmt in fn.body:
        if isinstance(stmt, (ast.Assert, ast.With)):
            break
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
            continue  # docstring
        out.append(stmt)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("path", type=Path)
    ap.add_argument("--min-count", type=int, default=3)
    a = ap.parse_args()
    seen: dict[str, list[str]] = defaultdict(list)
    files = [a.path] if a.path.is_file() else sorted(a.path.rglob("test_*.py"))
    for f in files:
        try:
            tree = ast.parse(f.read_text(), filename=str(f))
        except SyntaxError as exc:
            print(f"warning: {f}: {exc}", file=sys.stderr)
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test"):
                for stmt in setup_statements(node):
                    seen[ast.unparse(stmt)].append(f"{f}:{stmt.lineno} ({node.name})")
    rows = sorted(((len(v), k, v) for k, v in seen.items() if len(v) >= a.min_count),
                  reverse=True)
    if not rows:
        print(f"no setup statement repeated in >= {a.min_count} tests")
    for count, stmt, where in rows:
        print(f"{count:3d}x  {stmt}")
        for w in where[:5]:
            print(f"       {w}")
        if len(where) > 5:
            print(f"       ... {len(where) - 5} more")
    return 0


if __name__ == "__main__":
    sys.exit(main())
