#!/usr/bin/env python3
"""Format SQL files with sqlparse, refusing any change beyond whitespace and keyword case."""
import argparse
import re
import shutil
import sys

try:
    import sqlparse
except ImportError:
    print("error: sqlparse not installed (pip install sqlparse)", file=sys.stderr)
    sys.exit(2)


def fingerprint(sql, strip_comments):
    if strip_comments:
        sql = sqlparse.format(sql, strip_comments=True)
    text = re.sub(r"\s+", " ", sql).strip().lower()
    return re.sub(r"\s*([(),;])\s*", r"\1", text)


def format_one(sql, args):
    out = sqlparse.format(
        sql,
        reindent=True,
        keyword_case=args.keyword_case,
        indent_width=args.indent,
        comma_first=args.comma_first,
        strip_comments=args.strip_comments,
        use_space_around_operators=True,
    )
    return out.strip() + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--in-place", action="store_true")
    ap.add_argument("--keyword-case", default="upper", choices=["upper", "lower", "capitalize"])
    ap.add_argument("--indent", type=int, default=4, choices=[2, 4])
    ap.add_argument("--comma-first", action="store_true")
    ap.add_argument("--strip-comments", action="store_true")
    args = ap.parse_args()

    status = 0
    for path in args.files:
        try:
            with open(path, encoding="utf-8") as fh:
                original = fh.read()
        except OSError as exc:
            print(f"error: {exc}", file=sys.stderr)
            status = 2
            continue
        formatted = format_one(original, args)
        if fingerprint(formatted, False) != fingerprint(original, args.strip_comments):
            print(f"refused: {path}: formatting changed more than whitespace/case", file=sys.stderr)
            status = 1
            continue
        if args.in_place:
            if formatted != original:
                shutil.copyfile(path, path + ".bak")
                with open(path, "w", encoding="utf-8") as fh:
                    fh.write(formatted)
                print(f"formatted: {path} (backup {path}.bak)")
            else:
                print(f"unchanged: {path}")
        else:
            if len(args.files) > 1:
                print(f"-- {path}")
            print(formatted)
    return status


if __name__ == "__main__":
    sys.exit(main())
