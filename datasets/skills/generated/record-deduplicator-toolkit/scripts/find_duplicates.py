#!/usr/bin/env python3
"""Find candidate duplicate rows in a CSV with blocking and fuzzy matching."""
import argparse
import csv
import re
import sys
import unicodedata
from collections import defaultdict
from difflib import SequenceMatcher
from itertools import combinations
from pathlib import Path

SUFFIXES = {"limited": "ltd", "incorporated": "inc", "corporation": "corp", "company": "co"}


def norm(text):
    text = unicodedata.normalize("NFKD", text or "").encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z0-9@.\s]", " ", text.lower()).split()
    return " ".join(SUFFIXES.get(w, w) for w in words)


def score(a, b, fields):
    parts = []
    for f in fields:
        x, y = a[f], b[f]
        if not x or not y:
            continue
        if "@" in x and "@" in y:
            parts.append(1.0 if x == y else 0.0)
        else:
            parts.append(SequenceMatcher(None, x, y).ratio())
    return sum(parts) / len(parts) if parts else 0.0


def find(parent, i):
    while parent[i] != i:
        parent[i] = parent[parent[i]]
        i = parent[i]
    return i


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("input")
    ap.add_argument("--fields", required=True)
    ap.add_argument("--block")
    ap.add_argument("--block-prefix", type=int, default=0)
    ap.add_argument("--threshold", type=float, default=0.88)
    ap.add_argument("--output")
    args = ap.parse_args()

    with open(args.input, encoding="utf-8-sig", newline="") as fh:
        reader = csv.DictReader(fh)
        rows = list(reader)
        header = reader.fieldnames or []
    fields = [f.strip() for f in args.fields.split(",")]
    missing = [f for f in fields + ([args.block] if args.block else []) if f not in header]
    if missing:
        print(f"error: unknown column(s) {missing}; available: {header}", file=sys.stderr)
        return 2

    normed = [{f: norm(r[f]) for f in fields} for r in rows]
    blocks = defaultdict(list)
    for i, r in enumerate(rows):
        if args.block:
            key = norm(r[args.block])
        elif args.block_prefix:
            key = normed[i][fields[0]][: args.block_prefix]
        else:
            key = ""
        blocks[key].append(i)

    parent, best, comparisons = list(range(len(rows))), defaultdict(float), 0
    for members in blocks.values():
        for i, j in combinations(members, 2):
            comparisons += 1
            s = score(normed[i], normed[j], fields)
            if s >= args.threshold:
                parent[find(parent, i)] = find(parent, j)
                best[i], best[j] = max(best[i], s), max(best[j], s)

    clusters = defaultdict(list)
    for i in best:
        clusters[find(parent, i)].append(i)
    out = Path(args.output or Path(args.input).with_suffix(".dupes.csv"))
    with out.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["cluster_id", "score", "row_number"] + header)
        for cid, members in enumerate(sorted(clusters.values(), key=min), start=1):
            for i in sorted(members):
                w.writerow([cid, f"{best[i]:.2f}", i + 2] + [rows[i][h] for h in header])
    n_rows = sum(len(m) for m in clusters.values())
    print(f"rows: {len(rows):,}  blocks: {len(blocks)}  comparisons: {comparisons:,}  "
          f"clusters: {len(clusters)} ({n_rows} rows)")
    print(f"written: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
