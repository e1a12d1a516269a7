#!/usr/bin/env python3
"""Clean a CSV file: encoding, delimiter, headers, whitespace, blanks, duplicates, nulls."""
import argparse
import csv
import hashlib
import re
import sys
from pathlib import Path

ENCODINGS = ("utf-8-sig", "cp1252", "latin-1")


def detect_encoding(path):
    raw = path.read_bytes()[:1_000_000]
    for enc in ENCODINGS:
        try:
            raw.decode(enc)
            return enc
        except UnicodeDecodeError:
            continue
    return "latin-1"


def normalise_header(name, seen):
    base = re.sub(r"[^0-9a-z]+", "_", name.strip().lower()).strip("_") or "column"
    seen[base] = seen.get(base, 0) + 1
    return base if seen[base] == 1 else f"{base}_{seen[base]}"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("input")
    ap.add_argument("--output")
    ap.add_argument("--dedupe", action="store_true")
    ap.add_argument("--nulls", default="", help="comma-separated null markers")
    ap.add_argument("--keep-headers", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    src = Path(args.input)
    if not src.is_file():
        print(f"error: {src} not found", file=sys.stderr)
        return 2
    enc = detect_encoding(src)
    out_path = Path(args.output) if args.output else src.with_suffix(".clean.csv")
    nulls = {n.strip() for n in args.nulls.split(",") if n.strip()}

    with src.open(encoding=enc, newline="") as fh:
        sample = fh.read(65536)
        fh.seek(0)
        try:
            dialect = csv.Sniffer().sniff(sample, delimiters=",;\t|")
        except csv.Error:
            dialect = csv.excel
        reader = csv.reader(fh, dialect)
        header = next(reader, None)
        if header is None:
            print("error: file is empty", file=sys.stderr)
            return 2
        seen = {}
        new_header = header if args.keep_headers else [normalise_header(h, seen) for h in header]
        stats = {"in": 0, "out": 0, "blank": 0, "dupes": 0, "nulls": 0}
        ragged, hashes, rows = [], set(), []
        for lineno, row in enumerate(reader, start=2):
            stats["in"] += 1
            row = [c.strip() for c in row]
            if not any(row):
                stats["blank"] += 1
                continue
            for i, cell in enumerate(row):
                if cell in nulls:
                    row[i] = ""
                    stats["nulls"] += 1
            if len(row) != len(header):
                ragged.append(lineno)
                row += [""] * (len(header) - len(row))
            if args.dedupe:
                digest = hashlib.sha1("\x1f".join(row).encode()).digest()
                if digest in hashes:
                    stats["dupes"] += 1
                    continue
                hashes.add(digest)
            rows.append(row)
            stats["out"] += 1

    delim = getattr(dialect, "delimiter", ",")
    print(f"encoding: {enc}   delimiter: {delim!r}   rows in: {stats['in']}   rows out: {stats['out']}")
    if enc == "latin-1":
        print("warning: fell back to latin-1; check accented characters")
    renamed = [f"{o!r} -> {n}" for o, n in zip(header, new_header) if o != n]
    print("headers renamed: " + (", ".join(renamed) if renamed else "none"))
    print(f"blank rows dropped: {stats['blank']}   duplicate rows dropped: {stats['dupes']}   "
          f"null markers replaced: {stats['nulls']}")
    print(f"ragged rows: {len(ragged)}" + (f" (lines {ragged[:20]})" if ragged else ""))
    if args.dry_run:
        print("dry run: nothing written")
        return 0
    with out_path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.writer(fh)
        writer.writerow(new_header)
        writer.writerows(rows)
    print(f"written: {out_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
