#!/usr/bin/env python3
"""Validate a threat-model YAML file and render it as a Markdown worksheet."""
from __future__ import annotations

import sys

import yaml

STRIDE = {"S": "Spoofing", "T": "Tampering", "R": "Repudiation", "I": "Information disclosure",
          "D": "Denial of service", "E": "Elevation of privilege"}
REQUIRED = ("id", "element", "stride", "threat", "mitigation", "risk")


def validate(m: dict) -> list[str]:
    errs = [f"missing '{k}'" for k in ("system", "scope", "elements", "threats") if k not in m]
    ids = {e.get("id") for e in m.get("elements", [])}
    for i, t in enumerate(m.get("threats", [])):
        errs += [f"threats[{i}]: missing '{k}'" for k in REQUIRED if not t.get(k)]
        if t.get("element") and t["element"] not in ids:
            errs.append(f"threats[{i}]: unknown element {t['element']}")
        if t.get("stride") and t["stride"] not in STRIDE:
            errs.append(f"threats[{i}]: stride must be one of {''.join(STRIDE)}")
        if t.get("risk") and t["risk"] not in ("low", "medium", "high"):
            errs.append(f"threats[{i}]: risk must be low, medium or high")
    return errs


def main() -> int:
    if len(sys.argv) != 2:
        sys.exit("usage: render_worksheet.py model.yaml")
    try:
        with open(sys.argv[1], encoding="utf-8") as fh:
            m = yaml.safe_load(fh) or {}
    except (OSError, yaml.YAMLError) as exc:
        sys.exit(f"error: {exc}")
    errs = validate(m)
    if errs:
        print("\n".join(errs), file=sys.stderr)
        return 1
    names = {e["id"]: e["name"] for e in m["elements"]}
    print(f"# Threat model: {m['system']}\n")
    print(f"Date: {m.get('date', '')}  \nParticipants: {', '.join(m.get('participants', []))}\n")
    print(f"## Scope\n\n{m['scope']}\n\n## Elements\n")
    for e in m["elements"]:
        print(f"- **{e['id']}** {e['name']} ({e['type']})")
    print("\n## Data flows\n")
    for f in m.get("flows", []):
        tb = " — crosses trust boundary" if f.get("boundary") else ""
        print(f"- {names.get(f['from'], f['from'])} -> {names.get(f['to'], f['to'])}: {f['data']}{tb}")
    print("\n## Threats\n\n| id | element | STRIDE | threat | existing | mitigation | owner | risk |")
    print("|---|---|---|---|---|---|---|---|")
    order = {"high": 0, "medium": 1, "low": 2}
    for t in sorted(m["threats"], key=lambda t: order[t["risk"]]):
        print(f"| {t['id']} | {names[t['element']]} | {STRIDE[t['stride']]} | {t['threat']} | "
              f"{t.get('existing', '')} | {t['mitigation']} | {t.get('owner', '')} | {t['risk']} |")
    open_high = [t["id"] for t in m["threats"] if t["risk"] == "high" and
                 str(t.get("mitigation", "")).lower() in ("", "none", "tbd")]
    print(f"\n## Action items\n\nHigh risks without mitigation: {', '.join(open_high) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
