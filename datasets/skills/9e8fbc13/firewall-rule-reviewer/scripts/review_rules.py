#!/usr/bin/env python3
"""Static checks on iptables-save output. Reads a file; changes nothing."""
import re
import sys

checks = []


def check(fn):
    checks.append(fn)
    return fn


@check
def default_policy(lines):
    for line in lines:
        m = re.match(r"^:(INPUT|FORWARD) (ACCEPT)", line)
        if m:
            yield f"default policy for {m.group(1)} is ACCEPT"


@check
def ssh_world(lines):
    for line in lines:
        if "--dport 22" in line and "-j ACCEPT" in line and " -s " not in line:
            yield f"SSH open to any source: {line.strip()}"


@check
def established(lines):
    if not any("ESTABLISHED" in line for line in lines):
        yield "no ESTABLISHED,RELATED accept rule"


@check
def shadowed(lines):
    seen_accept_all = False
    for line in lines:
        if re.match(r"^-A INPUT -j ACCEPT\s*$", line.strip()):
            seen_accept_all = True
        elif seen_accept_all and line.startswith("-A INPUT"):
            yield f"rule after blanket ACCEPT is never reached: {line.strip()}"


def main(argv):
    if len(argv) != 2:
        raise SystemExit("usage: review_rules.py SAVED_RULES_FILE")
    with open(argv[1], encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    findings = [f for c in checks for f in c(lines)]
    for f in findings:
        print(f"- {f}")
    print(f"{len(findings)} finding(s)")


if __name__ == "__main__":
    main(sys.argv)
