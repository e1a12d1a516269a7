#!/usr/bin/env python3
"""Profile the columns of a CSV file and print a Markdown report."""
import argparse
import csv
import re
import sys
from collections import Counter
from pathlib import Path

PATTERNS = [
    ("integer", re.compile(r"^[+-]?\d+$")),
    ("decimal", re.compile(r"^[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?$")),
    ("date", re.compile(r"^\d{4}-\d{2}-\d{2}$")),
    ("datetime", re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$")),
]
BOOLS = {"true", "false", "yes", "no", "0", "1", "y", "n"}


def infer(counter):
    values = [v for v in counter if v != ""]
    if not values:
        return "empty", None
    lowered = {v.lower() for v in values}
    if len(lowered) == 2 and lowered <= BOOLS:
        return "boolean", None
    for name, rx in PATTERNS:
        misfits = [v for v in values if not rx.match(v)]
        if not misfits:
            return name, None
        if name == "decimal" and len(misfits) <= max(1, len(values) // 1000):
            return "string", misfits[0]
    return "string", None


def fmt_range(kind, counter):
    values = [v for v in counter if v != ""]
    if kind in ("integer", "decimal"):
        nums = [float(v) for v in values]
        return f"{min(nums):g}", f"{max(nums):g}"
    if kind in ("date", "datetime"):
        return min(values), max(values)
    if kind == "string":
        lens = [len(v) for v in values]
        return f"len {min(lens)}", f"len {max(lens)}"
    return "-", "-"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("input")
    ap.add_argument("--top", type=int, default=3)
    ap.add_argument("--sample", type=int, default=0)
    args = ap.parse_args()

    path = Path(args.input)
    try:
        fh = path.open(encoding="utf-8-sig", newline="")
        dialect = csv.Sniffer().sniff(fh.read(65536), delimiters=",;\t|")
        fh.seek(0)
        reader = csv.reader(fh, dialect)
        header = next(reader)
        counters = [Counter() for _ in header]
        rows = ragged = 0
        for row in reader:
            if args.sample and rows >= args.sample:
                break
            rows += 1
            if len(row) != len(header):
                ragged += 1
            for i in range(len(header)):
                counters[i][row[i].strip() if i < len(row) else ""] += 1
    except UnicodeDecodeError as exc:
        print(f"error: not UTF-8 (byte offset {exc.start}); clean the encoding first", file=sys.stderr)
        return 2
    except (OSError, csv.Error, StopIteration) as exc:
        print(f"error: cannot read {path}: {exc!r}", file=sys.stderr)
        return 2

    print(f"# Profile: {path.name}")
    sample_note = f" (first {rows:,} rows sampled)" if args.sample and rows >= args.sample else ""
    print(f"Rows: {rows:,}{sample_note} · Columns: {len(header)} · Delimiter: '{dialect.delimiter}'"
          + (f" · Ragged rows: {ragged:,}" if ragged else "") + "\n")
    print("| column | type | nulls | distinct | min | max | top values |")
    print("|---|---|---|---|---|---|---|")
    for name, counter in zip(header, counters):
        kind, stray = infer(counter)
        nulls = counter.get("", 0)
        distinct = len(counter) - (1 if nulls else 0)
        unique = " (unique)" if distinct == rows and rows else ""
        lo, hi = fmt_range(kind, counter)
        top = "-"
        if distinct <= max(50, rows // 100) and not unique:
            top = ", ".join(f"{v or '(blank)'} ({n / rows:.0%})"
                            for v, n in counter.most_common(args.top))
        if stray:
            kind += f" (stray value: {stray!r})"
        pct = f"{nulls / rows:.1%}" if rows else "-"
        print(f"| {name} | {kind} | {pct} | {distinct:,}{unique} | {lo} | {hi} | {top} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
