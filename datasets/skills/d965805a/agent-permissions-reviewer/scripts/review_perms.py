#!/usr/bin/env python3
"""Flag broad rules in an agent permissions JSON file. Read-only."""
import json
import sys


def walk_rules(cfg):
    perms = cfg.get("permissions", {}) if isinstance(cfg, dict) else {}
    for kind in ("allow", "ask", "deny"):
        for rule in perms.get(kind, []) or []:
            yield kind, rule
    if perms.get("defaultMode") in {"bypassPermissions", "acceptEdits"}:
        yield "mode", perms["defaultMode"]


def flag(kind, rule):
    if kind == "mode":
        return f"defaultMode {rule}: actions run without confirmation"
    if kind != "allow":
        return None
    if rule in {"Bash", "Bash(*)", "Bash(:*)"}:
        return f"{rule}: any shell command is pre-approved"
    if rule.startswith("Bash(") and ("curl" in rule or "wget" in rule):
        return f"{rule}: network download pre-approved"
    if rule in {"WebFetch", "WebFetch(*)"}:
        return f"{rule}: any URL can be fetched (injection/exfiltration path)"
    return None


def main(argv):
    if len(argv) != 2:
        raise SystemExit("usage: review_perms.py SETTINGS_JSON")
    with open(argv[1], encoding="utf-8") as fh:
        cfg = json.load(fh)
    flags = [f for k, r in walk_rules(cfg) if (f := flag(k, r))]
    for f in flags:
        print(f"- {f}")
    print(f"{len(flags)} broad rule(s)")


if __name__ == "__main__":
    main(sys.argv)
