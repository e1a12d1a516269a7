#!/usr/bin/env python3
"""List candidate glossary terms (acronyms, repeated capitalised phrases, emphasised words)."""
import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

STOP = {"The", "This", "That", "These", "README", "TODO", "NOTE", "OK", "API", "URL", "I", "A",
        "FAQ", "PDF", "HTTP", "HTTPS", "JSON", "YAML", "ID", "UI"}
ACRONYM = re.compile(r"\b([A-Z][A-Z0-9]{1,9})s?\b")
EXPANSION = re.compile(r"((?:[A-Z][a-z]+[ -]){1,6}[A-Z][a-z]+)\s*\(([A-Z][A-Z0-9]{1,9})s?\)")
PHRASE = re.compile(r"(?<=[a-z,;] )((?:[A-Z][a-z]+ ){1,3}[A-Z][a-z]+)")
EMPH = re.compile(r"`([^`\n]{2,40})`|\*\*([^*\n]{2,40})\*\*")
EXT = {".md", ".txt", ".rst"}


def existing_terms(path):
    text = Path(path).read_text(encoding="utf-8")
    found = re.findall(r"^(?:#+\s*|\*\*)([^*\n(]+)", text, re.M)
    return {t.strip().lower() for t in found}


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--min-count", type=int, default=2)
    ap.add_argument("--existing")
    args = ap.parse_args()

    files = []
    for p in map(Path, args.paths):
        files += sorted(f for f in p.rglob("*") if f.suffix in EXT) if p.is_dir() else [p]
    if not files:
        print("error: no .md/.txt/.rst files found", file=sys.stderr)
        return 2
    known = existing_terms(args.existing) if args.existing else set()

    count, where, first, kind, expansions = defaultdict(int), defaultdict(set), {}, {}, {}
    for f in files:
        in_code = False
        for lineno, line in enumerate(f.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if line.lstrip().startswith(("```", "~~~")):
                in_code = not in_code
                continue
            if in_code:
                continue
            for long_form, short in EXPANSION.findall(line):
                expansions.setdefault(short, long_form)
            hits = [(m, "acronym") for m in ACRONYM.findall(line)]
            hits += [(m, "phrase") for m in PHRASE.findall(line)]
            hits += [(a or b, "emphasis") for a, b in EMPH.findall(line)]
            for term, k in hits:
                term = term.strip()
                if term in STOP or term.lower() in known:
                    continue
                count[term] += 1
                where[term].add(f)
                first.setdefault(term, f"{f}:{lineno}")
                kind.setdefault(term, k)

    min_for = {"acronym": args.min_count, "phrase": args.min_count, "emphasis": max(3, args.min_count)}
    rows = [t for t in count if count[t] >= min_for[kind[t]]]
    rows.sort(key=lambda t: (-count[t], t))
    print(f"{'term':<32} {'kind':<9} {'count':>5} {'files':>5}  first use / expansion")
    for t in rows:
        extra = f"  ({expansions[t]})" if t in expansions else ""
        print(f"{t:<32} {kind[t]:<9} {count[t]:>5} {len(where[t]):>5}  {first[t]}{extra}")
    print(f"{len(rows)} candidate term(s) from {len(files)} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
