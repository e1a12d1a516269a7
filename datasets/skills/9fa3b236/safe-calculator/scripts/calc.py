#!/usr/bin/env python3
"""Evaluate an arithmetic expression after validating its AST against a whitelist."""
import ast
import math
import sys

FUNCS = {name: getattr(math, name) for name in
         ("sqrt", "log", "exp", "sin", "cos", "tan", "floor", "ceil")}
FUNCS.update({"round": round, "abs": abs, "min": min, "max": max})
NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Call, ast.Name, ast.Load,
         ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.USub, ast.UAdd)
MAX_EXPONENT = 1000


def validate(tree):
    for node in ast.walk(tree):
        if not isinstance(node, NODES):
            raise ValueError(f"{type(node).__name__} is not allowed")
        if isinstance(node, ast.Constant) and not isinstance(node.value, (int, float)):
            raise ValueError("only numeric constants are allowed")
        if isinstance(node, ast.Name) and node.id not in FUNCS:
            raise ValueError(f"unknown name {node.id!r}")
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name) or node.keywords:
                raise ValueError("only plain calls to whitelisted functions")
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            exp = node.right
            if not (isinstance(exp, ast.Constant) and abs(exp.value) <= MAX_EXPONENT):
                raise ValueError("exponent must be a literal with |x| <= 1000")


def calculate(expression):
    if len(expression) > 500:
        raise ValueError("expression too long")
    tree = ast.parse(expression, mode="eval")
    validate(tree)
    code = compile(tree, "<calc>", "eval")
    return eval(code, {"__builtins__": {}}, dict(FUNCS))  # vetted tree, no builtins


def main(argv):
    if len(argv) != 2:
        print("usage: calc.py EXPRESSION", file=sys.stderr)
        return 2
    try:
        print(calculate(argv[1]))
    except (SyntaxError, ValueError) as exc:
        print(f"rejected: {exc}", file=sys.stderr)
        return 1
    except (ZeroDivisionError, OverflowError, ArithmeticError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
