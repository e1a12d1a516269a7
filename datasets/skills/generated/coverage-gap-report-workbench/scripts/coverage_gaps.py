#!/usr/bin/env python3
"""Rank files by coverage and list uncovered line ranges from a Cobertura XML file."""
from __future__ import annotations

import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET


def ranges(lines: list[int]) -> str:
    """Collapse sorted line numbers into '1-3, 7' style ranges."""
    out, start, prev = [], None, None
    for n in lines:
        if start is None:
            start = prev = n
        elif n == prev + 1:
            prev = n
        else:
            out.append(f"{start}-{prev}" if start != prev else str(start))
            start = prev = n
    if start is not None:
        out.append(f"{start}-{prev}" if start != prev else str(start))
    return ", ".join(out)


def changed_files(base: str) -> set[str]:
    res = subprocess.run(["git", "diff", "--name-only", f"{base}...HEAD"],
                         capture_output=True, text=True)
    if res.returncode != 0:
        sys.exit(f"error: git diff failed: {res.stderr.strip()}")
    return set(res.stdout.split())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("xml")
    ap.add_argument("--threshold", type=float, default=0.8)
    ap.add_argument("--top", type=int, default=20)
    ap.add_argument("--changed-only", action="store_true")
    ap.add_argument("--base", default="origin/main")
    ap.add_argument("--strip-prefix", default="")
    args = ap.parse_args()

    try:
        root = ET.parse(args.xml).getroot()
    except (OSError, ET.ParseError) as exc:
        sys.exit(f"error: cannot read {args.xml}: {exc}")
    if root.tag != "coverage":
        sys.exit("error: not a Cobertura file (root element is not <coverage>)")

    sources = [s.text.rstrip("/") + "/" for s in root.iter("source") if s.text]
    keep = changed_files(args.base) if args.changed_only else None
    rows = []
    for cls in root.iter("class"):
        name = cls.get("filename", "")
        if args.strip_prefix and name.startswith(args.strip_prefix):
            name = name[len(args.strip_prefix):]
        if keep is not None and name not in keep and not any(
                (s + name).endswith(k) for s in sources for k in keep):
            continue
        rate = float(cls.get("line-rate", 0))
        if rate >= args.threshold:
            continue
        missed = sorted(int(ln.get("number")) for ln in cls.iter("line") if ln.get("hits") == "0")
        rows.append((rate, name, missed, cls.get("branch-rate")))

    rows.sort()
    print(f"## Coverage gaps (threshold {args.threshold:.0%}, {len(rows)} files below)\n")
    if not rows:
        print("No files below the threshold.")
    else:
        print("| file | line rate | branch rate | uncovered lines |\n|---|---|---|---|")
        for rate, name, missed, branch in rows[: args.top]:
            b = f"{float(branch):.0%}" if branch else "n/a"
            print(f"| {name} | {rate:.0%} | {b} | {ranges(missed)} |")
    print(f"\nOverall line rate: {float(root.get('line-rate', 0)):.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
