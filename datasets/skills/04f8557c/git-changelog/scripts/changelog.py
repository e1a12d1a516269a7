#!/usr/bin/env python3
"""Group Conventional Commits between two refs into a Markdown changelog section."""
import argparse
import datetime as dt
import re
import subprocess
import sys
from pathlib import Path

PATTERN = re.compile(r"^(?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<desc>.+)$")
SECTIONS = [("breaking", "Breaking"), ("feat", "Features"), ("fix", "Fixes"),
            ("perf", "Performance"), ("docs", "Documentation"), ("other", "Other")]
REF = re.compile(r"^[\w./-]+$")


def git_log(start, end):
    for ref in (start, end):
        if not REF.match(ref):
            raise SystemExit(f"invalid ref: {ref!r}")
    result = subprocess.run(
        ["git", "log", "--no-merges", "--format=%h%x1f%s%x1f%b%x1e", f"{start}..{end}"],
        capture_output=True, text=True, check=False,
    )
    if result.returncode != 0:
        raise SystemExit(result.stderr.strip())
    return [r.strip("\n") for r in result.stdout.split("\x1e") if r.strip()]


def build(records, version):
    groups = {key: [] for key, _ in SECTIONS}
    for rec in records:
        sha, subject, body = (rec.split("\x1f") + ["", ""])[:3]
        m = PATTERN.match(subject)
        kind = m.group("type") if m else "other"
        desc = m.group("desc") if m else subject
        scope = f"{m.group('scope')}: " if m and m.group("scope") else ""
        if m and (m.group("bang") or "BREAKING CHANGE:" in body):
            kind = "breaking"
        groups.get(kind, groups["other"]).append(f"- {scope}{desc} ({sha})")
    lines = [f"## {version} - {dt.date.today().isoformat()}"]
    for key, title in SECTIONS:
        if groups[key]:
            lines += [f"### {title}", *groups[key]]
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", default="HEAD")
    ap.add_argument("--version", required=True)
    ap.add_argument("--write", action="store_true")
    args = ap.parse_args()
    records = git_log(args.start, args.end)
    if not records:
        print("no changes")
        return 0
    section = build(records, args.version)
    print(section)
    if args.write:
        path = Path("CHANGELOG.md")
        old = path.read_text(encoding="utf-8") if path.exists() else "# Changelog\n\n"
        head, _, rest = old.partition("\n\n")
        path.write_text(f"{head}\n\n{section}\n{rest}", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
