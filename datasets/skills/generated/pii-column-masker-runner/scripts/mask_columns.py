#!/usr/bin/env python3
"""Write a copy of a CSV with chosen columns redacted, partially masked or HMAC-hashed."""
import argparse
import csv
import hashlib
import hmac
import re
import sys
from collections import Counter
from pathlib import Path

MODES = ("redact", "partial", "hash")


def partial(value):
    if "@" in value:
        local, _, domain = value.partition("@")
        return f"{local[:1]}***@{domain}"
    digits = re.sub(r"\D", "", value)
    if len(digits) >= 6:
        return "*" * (len(digits) - 4) + digits[-4:]
    return value[:1] + "*" * (len(value) - 1)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("input")
    ap.add_argument("--rule", action="append", default=[], help="COLUMN=redact|partial|hash")
    ap.add_argument("--drop", action="append", default=[])
    ap.add_argument("--salt-file")
    ap.add_argument("--output")
    args = ap.parse_args()

    rules = {}
    for r in args.rule:
        col, _, mode = r.partition("=")
        if mode not in MODES:
            print(f"error: bad rule {r!r}; mode must be one of {MODES}", file=sys.stderr)
            return 2
        rules[col] = mode
    salt = None
    if "hash" in rules.values():
        if not args.salt_file:
            print("error: hash mode needs --salt-file", file=sys.stderr)
            return 2
        salt = Path(args.salt_file).expanduser().read_text().strip().encode()

    src = Path(args.input)
    out = Path(args.output) if args.output else src.with_suffix(".masked.csv")
    if out.resolve() == src.resolve():
        print("error: output must differ from input", file=sys.stderr)
        return 2

    with src.open(encoding="utf-8-sig", newline="") as fin:
        reader = csv.DictReader(fin)
        header = reader.fieldnames or []
        unknown = [c for c in list(rules) + args.drop if c not in header]
        if unknown:
            print(f"error: unknown column(s) {unknown}; header is {header}", file=sys.stderr)
            return 2
        keep = [h for h in header if h not in args.drop]
        counts, rows = Counter(), 0
        with out.open("w", encoding="utf-8", newline="") as fout:
            writer = csv.DictWriter(fout, fieldnames=keep, extrasaction="ignore")
            writer.writeheader()
            for row in reader:
                rows += 1
                for col, mode in rules.items():
                    value = (row.get(col) or "").strip()
                    if not value:
                        continue
                    if mode == "redact":
                        row[col] = "[REDACTED]"
                    elif mode == "partial":
                        row[col] = partial(value)
                    else:
                        row[col] = hmac.new(salt, value.lower().encode(), hashlib.sha256).hexdigest()[:16]
                    counts[col] += 1
                writer.writerow(row)

    print(f"rows: {rows}  written: {out}")
    for col, mode in rules.items():
        print(f"  {col}: {mode} ({counts[col]} values)")
    for col in args.drop:
        print(f"  {col}: dropped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
