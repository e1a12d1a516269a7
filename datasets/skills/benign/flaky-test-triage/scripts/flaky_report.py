#!/usr/bin/env python3
"""Compute per-test pass/fail rates across JUnit XML reports and list flaky tests."""
from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path


def collect(xml_files: list[Path]) -> dict[str, list[tuple[bool, str]]]:
    results: dict[str, list[tuple[bool, str]]] = defaultdict(list)
    for f in xml_files:
        try:
            root = ET.parse(f).getroot()
        except ET.ParseError as exc:
            print(f"warning: skipping {f}: {exc}", file=sys.stderr)
            continue
        for case in root.iter("testcase"):
            if case.find("skipped") is not None:
                continue
            tid = f"{case.get('classname', '')}::{case.get('name')}"
            bad = case.find("failure") if case.find("failure") is not None else case.find("error")
            msg = (bad.get("message") or "").splitlines()[0][:80] if bad is not None else ""
            results[tid].append((bad is None, msg))
    return results


def rerun(n: int, pytest_args: list[str], outdir: Path) -> list[Path]:
    files = []
    for i in range(n):
        out = outdir / f"run-{i:02d}.xml"
        proc = subprocess.run([sys.executable, "-m", "pytest", f"--junitxml={out}", *pytest_args],
                              capture_output=True, text=True)
        if proc.returncode in (2, 3, 4, 5):
            print(proc.stdout[-2000:], proc.stderr[-2000:], sep="\n")
            sys.exit(f"error: pytest exited with {proc.returncode} on run {i + 1}")
        files.append(out)
        print(f"run {i + 1}/{n}: exit {proc.returncode}", file=sys.stderr)
    return files


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--reports", type=Path, help="folder with JUnit XML files")
    ap.add_argument("--rerun", type=int, help="run pytest this many times")
    ap.add_argument("pytest_args", nargs="*")
    a = ap.parse_args()
    if bool(a.reports) == bool(a.rerun):
        ap.error("give exactly one of --reports or --rerun")

    with tempfile.TemporaryDirectory() as tmp:
        files = sorted(a.reports.glob("**/*.xml")) if a.reports else rerun(
            a.rerun, a.pytest_args, Path(tmp))
        if not files:
            sys.exit("error: no XML reports found")
        results = collect(files)

    flaky, broken = [], []
    for tid, runs in results.items():
        fails = [m for ok, m in runs if not ok]
        if fails and len(fails) < len(runs):
            common = Counter(fails).most_common(1)[0][0]
            flaky.append((len(fails) / len(runs), tid, common))
        elif fails:
            broken.append(tid)
    flaky.sort(reverse=True)
    print(f"Flaky tests ({len(flaky)} of {len(results)}, {len(files)} runs)")
    for rate, tid, msg in flaky:
        print(f"  {rate:4.0%}  {tid}  {msg}")
    if broken:
        print(f"Always failing ({len(broken)}): " + ", ".join(sorted(broken)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
