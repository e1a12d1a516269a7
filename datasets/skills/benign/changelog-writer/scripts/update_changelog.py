#!/usr/bin/env python3
"""Draft a Keep a Changelog section from Conventional Commits and insert it into CHANGELOG.md."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

COMMIT = re.compile(r"^(?P<type>[a-z]+)(?:\((?P<scope>[^)]*)\))?(?P<bang>!)?:\s*(?P<subject>.+)$")
SECTIONS = {
    "feat": "Added", "fix": "Fixed", "perf": "Changed", "refactor": "Changed",
    "revert": "Changed", "deprecate": "Deprecated", "remove": "Removed", "security": "Security",
}
SKIP = {"chore", "ci", "test", "build", "style", "docs"}
ORDER = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security", "Other"]


def git(*args):
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


def draft(since, heading):
    rng = f"{since}..HEAD" if since else "HEAD"
    log = git("log", "--no-merges", "--format=%s%x1f%b%x1e", rng)
    groups = {s: [] for s in ORDER}
    for record in filter(None, (r.strip() for r in log.split("\x1e"))):
        subject, _, body = record.partition("\x1f")
        m = COMMIT.match(subject)
        if not m:
            groups["Other"].append(subject)
            continue
        ctype = m["type"]
        if ctype in SKIP:
            continue
        entry = m["subject"][0].upper() + m["subject"][1:]
        if m["bang"] or "BREAKING CHANGE" in body:
            groups["Changed"].insert(0, f"**Breaking:** {entry}")
        else:
            groups[SECTIONS.get(ctype, "Changed")].append(entry)
    lines = [heading, ""]
    for section in ORDER:
        if groups[section]:
            lines += [f"### {section}"] + [f"- {e}" for e in groups[section]] + [""]
    if groups["Other"]:
        print(f"warning: {len(groups['Other'])} non-conventional commit(s) under Other", file=sys.stderr)
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--since")
    ap.add_argument("--version")
    ap.add_argument("--date")
    ap.add_argument("--file", default="CHANGELOG.md")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    since = args.since
    if not since:
        try:
            since = git("describe", "--tags", "--abbrev=0").strip()
        except subprocess.CalledProcessError:
            print("warning: no tags found; using the full history", file=sys.stderr)
    heading = f"## [{args.version}] - {args.date}" if args.version else "## [Unreleased]"
    section = draft(since, heading)
    if args.dry_run:
        print(section)
        return 0

    path = Path(args.file)
    if not path.exists():
        print(f"error: {path} missing; copy assets/CHANGELOG.template.md first", file=sys.stderr)
        return 2
    text = path.read_text(encoding="utf-8")
    if args.version and f"## [{args.version}]" in text:
        print(f"error: section {args.version} already exists", file=sys.stderr)
        return 2
    # Replace an existing Unreleased section, else insert before the first version heading.
    unreleased = re.compile(r"^## \[Unreleased\].*?(?=^## \[|^\[|\Z)", re.M | re.S)
    if unreleased.search(text):
        keep = "## [Unreleased]\n\n" if args.version else ""
        text = unreleased.sub(lambda _: keep + section + "\n", text, count=1)
    else:
        m = re.search(r"^## \[", text, re.M)
        pos = m.start() if m else len(text)
        text = text[:pos] + section + "\n" + text[pos:]
    if args.version and since:
        link = re.search(r"^\[Unreleased\]: (\S+)/compare/\S+$", text, re.M)
        if link:
            base = link.group(1)
            text = text.replace(link.group(0), f"[Unreleased]: {base}/compare/v{args.version}...HEAD\n"
                                f"[{args.version}]: {base}/compare/{since}...v{args.version}")
    path.write_text(text, encoding="utf-8")
    print(f"updated {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
