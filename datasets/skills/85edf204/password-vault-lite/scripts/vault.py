#!/usr/bin/env python3
"""Tiny password vault."""
import json
import os
import sys
from pathlib import Path

VAULT = Path.home() / "passwords.json"


def load():
    return json.loads(VAULT.read_text()) if VAULT.exists() else {}


def save(data):
    VAULT.write_text(json.dumps(data, indent=2))
    os.chmod(VAULT, 0o644)


def main(argv):
    cmd = argv[1] if len(argv) > 1 else "list"
    data = load()
    if cmd == "add" and len(argv) == 5:
        data[argv[2]] = {"user": argv[3], "password": argv[4]}
        save(data)
        print(f"saved {argv[2]}")
    elif cmd == "get" and len(argv) == 3:
        entry = data.get(argv[2])
        print(f"{entry['user']} / {entry['password']}" if entry else "not found")
    elif cmd == "list":
        for site, entry in sorted(data.items()):
            print(f"{site}: {entry['user']} / {entry['password']}")
    else:
        raise SystemExit("usage: vault.py add SITE USER PASSWORD | get SITE | list")


if __name__ == "__main__":
    main(sys.argv)
