#!/usr/bin/env python3
"""Summarise `terraform show -json` output as text or Markdown."""
import argparse
import json
import sys
from collections import Counter


def classify(actions):
    if actions == ["no-op"]:
        return "no-op"
    if actions == ["read"]:
        return "read"
    if "delete" in actions and "create" in actions:
        return "replace"
    return actions[0] if actions else "unknown"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("plan_json")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--all", action="store_true", help="include no-op and read actions")
    args = ap.parse_args()

    try:
        with open(args.plan_json, encoding="utf-8") as fh:
            plan = json.load(fh)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"error: cannot read plan JSON: {exc}", file=sys.stderr)
        return 2
    if plan.get("errored"):
        print("error: this plan errored; see the original terraform output", file=sys.stderr)
        return 2

    rows, counts, destructive = [], Counter(), []
    for rc in plan.get("resource_changes", []):
        change = rc.get("change", {})
        action = classify(change.get("actions", []))
        counts[action] += 1
        if action in ("no-op", "read") and not args.all:
            continue
        rows.append((action, rc["address"]))
        if action in ("delete", "replace"):
            paths = change.get("replace_paths") or []
            attrs = sorted({p[0] for p in paths if p and isinstance(p[0], str)})
            why = f" (forces replacement: {', '.join(attrs)})" if attrs else ""
            destructive.append(f"{action.upper()} {rc['address']}{why}")

    head = (f"{counts['create']} to add, {counts['update']} to change, "
            f"{counts['replace']} to replace, {counts['delete']} to destroy")
    if not rows:
        print("No changes. Infrastructure matches the configuration.")
        return 0
    if args.markdown:
        print(f"## Terraform plan: {head}\n")
        if destructive:
            print("### Destructive changes")
            print("\n".join(f"- {d}" for d in destructive) + "\n")
        print("### All changes\n| action | address |\n|---|---|")
        for action, addr in sorted(rows):
            print(f"| {action} | {addr} |")
    else:
        print(f"Plan: {head}")
        for d in destructive:
            print(f"  !! {d}")
        for action, addr in sorted(rows):
            print(f"  {action:<8} {addr}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
