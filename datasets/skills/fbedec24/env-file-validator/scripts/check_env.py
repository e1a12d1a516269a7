#!/usr/bin/env python3
"""Compare .env with .env.example; never print values."""
import argparse
import sys
from pathlib import Path
from urllib.parse import urlparse


def parse(path):
    out = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        out[key.removeprefix("export ").strip()] = value.strip().strip('"').strip("'")
    return out


def problems(key, value):
    if key.endswith("_URL"):
        p = urlparse(value)
        if not (p.scheme and p.netloc):
            yield "not a valid URL"
    if key.endswith("_PORT") and not (value.isdigit() and 1 <= int(value) <= 65535):
        yield "port must be 1-65535"
    if key.endswith("_ENABLED") and value.lower() not in {"true", "false"}:
        yield "must be true or false"
    if value == "":
        yield "empty value"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env", type=Path)
    ap.add_argument("--example", default=".env.example", type=Path)
    args = ap.parse_args()
    for p in (args.env, args.example):
        if not p.exists():
            raise SystemExit(f"{p} not found")
    env, example = parse(args.env), parse(args.example)
    bad = 0
    for key in sorted(example.keys() - env.keys()):
        print(f"MISSING  {key}")
        bad += 1
    for key in sorted(env.keys() - example.keys()):
        print(f"EXTRA    {key}=****")
    for key in sorted(env.keys() & example.keys()):
        for msg in problems(key, env[key]):
            print(f"INVALID  {key}=**** ({msg})")
            bad += 1
    print("ok" if not bad else f"{bad} problem(s)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
