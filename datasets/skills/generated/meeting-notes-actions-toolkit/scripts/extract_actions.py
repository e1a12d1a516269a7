#!/usr/bin/env python3
"""Extract likely action items from meeting notes as JSON."""
import json
import re
import sys

CHECKBOX = re.compile(r"^\s*[-*]\s+\[ \]\s+(.*)")
PREFIX = re.compile(r"^\s*(?:[-*]\s+)?(?:Action|AI|TODO)\s*:\s*(.*)", re.I)
MENTION_VERB = re.compile(r"@(\w[\w.-]*)\s+(?:will|to|should|needs to)\b", re.I)
NAME_WILL = re.compile(r"^\s*(?:[-*]\s+)?([A-Z][a-z]+)\s+(?:will|to)\s+", re.M)
DUE = re.compile(r"\b(?:by|due|before)\s+(\d{4}-\d{2}-\d{2}|\d{1,2}\s+[A-Z][a-z]+|"
                 r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|tomorrow|next week|EOD|EOW)\b",
                 re.I)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: extract_actions.py NOTES_FILE")
    try:
        lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
    except OSError as exc:
        sys.exit(f"error: {exc}")
    items = []
    for n, line in enumerate(lines, 1):
        text = None
        for rx in (CHECKBOX, PREFIX):
            m = rx.match(line)
            if m:
                text = m.group(1).strip()
                break
        if text is None and MENTION_VERB.search(line):
            text = line.strip(" -*")
        if not text:
            continue
        owner = None
        if m := re.search(r"@(\w[\w.-]*)", text):
            owner = m.group(1)
        elif m := NAME_WILL.match(text):
            owner = m.group(1)
        due = m.group(1) if (m := DUE.search(text)) else None
        items.append({"line": n, "text": text, "owner": owner, "due": due})
    json.dump(items, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
