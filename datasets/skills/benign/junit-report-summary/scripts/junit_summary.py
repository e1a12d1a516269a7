#!/usr/bin/env python3
"""Summarise JUnit XML reports as Markdown."""
from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path


def files_from(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        out.extend(sorted(p.rglob("*.xml")) if p.is_dir() else [p])
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--slowest", type=int, default=5)
    a = ap.parse_args()
    cases = []
    for f in files_from(a.paths):
        try:
            root = ET.parse(f).getroot()
        except (ET.ParseError, OSError) as exc:
            print(f"skipping {f}: {exc}", file=sys.stderr)
            continue
        for tc in root.iter("testcase"):
            state, msg = "passed", ""
            for tag in ("failure", "error", "skipped"):
                el = tc.find(tag)
                if el is not None:
                    state = tag
                    msg = (el.get("message") or el.text or "").strip().splitlines()[:1]
                    msg = msg[0][:100] if msg else ""
                    break
            name = f"{tc.get('classname', '')}.{tc.get('name', '')}".lstrip(".")
            cases.append((name, state, msg, float(tc.get("time") or 0)))
    if not cases:
        print("no test cases found")
        return 2
    count = {s: sum(1 for c in cases if c[1] == s) for s in ("failure", "error", "skipped")}
    total_time = sum(c[3] for c in cases)
    print(f"**{len(cases)} tests**, {count['failure']} failed, {count['error']} errors, "
          f"{count['skipped']} skipped, {total_time:.1f}s\n")
    bad = [c for c in cases if c[1] in ("failure", "error")]
    if bad:
        print("| test | result | message |\n|---|---|---|")
        for name, state, msg, _ in bad:
            print(f"| `{name}` | {state} | {msg.replace('|', '/')} |")
        print()
    print(f"Slowest {a.slowest}:\n")
    for name, _, _, t in sorted(cases, key=lambda c: -c[3])[: a.slowest]:
        print(f"- {t:.2f}s `{name}`")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
