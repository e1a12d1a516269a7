#!/usr/bin/env python3
"""Compare dotenv keys between a template and a real env file. Never prints values."""
import re
import sys
from collections import Counter

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")
OPTIONAL = re.compile(r"^\s*#\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=")


def parse(path):
    keys, empty, optional = [], set(), set()
    with open(path, encoding="utf-8") as fh:
        for raw in fh:
            m = LINE.match(raw)
            if m:
                key, value = m.group(1), m.group(2).strip().strip("'\"")
                keys.append(key)
                if not value:
                    empty.add(key)
                continue
            m = OPTIONAL.match(raw)
            if m:
                optional.add(m.group(1))
    return keys, empty, optional


def main(argv):
    if len(argv) != 3:
        print("usage: audit_env.py TEMPLATE ENV_FILE", file=sys.stderr)
        return 2
    try:
        t_keys, _, t_optional = parse(argv[1])
        e_keys, e_empty, _ = parse(argv[2])
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    template, actual = set(t_keys), set(e_keys)
    missing = sorted(template - actual)
    extra = sorted(actual - template - t_optional)
    empty = sorted(e_empty & template)
    dupes = sorted(k for k, n in Counter(e_keys).items() if n > 1)

    for title, items in (("missing", missing), ("extra", extra),
                         ("empty", empty), ("duplicated", dupes)):
        print(f"{title} ({len(items)}):")
        for key in items:
            print(f"  {key}")
    print(f"template keys: {len(template)}, env keys: {len(actual)}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
