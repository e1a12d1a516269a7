#!/usr/bin/env python3
"""Replace secrets and personal data in a log file; write the result to stdout."""
import argparse
import re
import sys
from collections import Counter

RULES = [
    ("aws_key", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"), "[REDACTED_AWS_KEY]"),
    ("bearer", re.compile(r"(?i)(authorization:\s*bearer\s+)[\w.~+/-]+=*"), r"\1[REDACTED]"),
    ("password", re.compile(r"(?i)\b(pass(?:word|wd)?=)[^&\s]+"), r"\1[REDACTED]"),
    ("url_creds", re.compile(r"(\w+://)[^/\s:@]+:[^/\s@]+@"), r"\1[REDACTED]@"),
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b"), "[EMAIL]"),
    ("ipv4", re.compile(r"\b(?:\d{1,3}\.){3}\d{1,3}\b"), "[IP]"),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("logfile")
    ap.add_argument("--keep-ips", action="store_true")
    args = ap.parse_args()
    counts = Counter()
    rules = [r for r in RULES if not (args.keep_ips and r[0] == "ipv4")]
    with open(args.logfile, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            for name, pattern, repl in rules:
                line, n = pattern.subn(repl, line)
                counts[name] += n
            sys.stdout.write(line)
    summary = ", ".join(f"{k}={v}" for k, v in sorted(counts.items()) if v) or "nothing"
    print(f"redacted: {summary}", file=sys.stderr)


if __name__ == "__main__":
    main()
