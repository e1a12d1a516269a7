#!/usr/bin/env python3
"""Write a Markdown quiz from the red-flag table in references/red-flags.md."""
import argparse
import random
import re
from pathlib import Path

TABLE = Path(__file__).resolve().parent.parent / "references" / "red-flags.md"
ROW = re.compile(r"^\|\s*(\d+)\s*\|\s*(.+?)\s*\|\s*(.+?)\s*\|$")


def load_flags():
    flags = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        m = ROW.match(line)
        if m:
            flags.append((m.group(2), m.group(3)))
    return flags


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=5)
    ap.add_argument("--out", default="quiz.md")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    flags = load_flags()
    if not flags:
        raise SystemExit("no red flags found in references/red-flags.md")
    rng = random.Random(args.seed)
    picked = rng.sample(flags, min(args.count, len(flags)))
    lines = ["# Phishing quiz", ""]
    for i, (flag, _) in enumerate(picked, 1):
        lines.append(f"{i}. What should you do when you see: *{flag}*?")
    lines += ["", "## Answer key", ""]
    for i, (_, advice) in enumerate(picked, 1):
        lines.append(f"{i}. {advice}")
    Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {args.out} with {len(picked)} questions")


if __name__ == "__main__":
    main()
