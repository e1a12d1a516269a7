#!/usr/bin/env python3
"""Run npm audit or pip-audit and print a normalised, severity-sorted list."""
import json
import shutil
import subprocess
import sys
from pathlib import Path

ORDER = {"critical": 0, "high": 1, "moderate": 2, "low": 3, "unknown": 4}


def run(argv):
    if shutil.which(argv[0]) is None:
        raise SystemExit(f"{argv[0]} is not installed")
    proc = subprocess.run(argv, capture_output=True, text=True, check=False)
    try:
        return json.loads(proc.stdout or "{}")
    except json.JSONDecodeError:
        raise SystemExit(proc.stderr.strip() or "audit tool returned no JSON")


def npm_findings():
    data = run(["npm", "audit", "--json"])
    for name, vuln in data.get("vulnerabilities", {}).items():
        fix = vuln.get("fixAvailable")
        fix_text = fix.get("version") if isinstance(fix, dict) else ("yes" if fix else "none")
        yield vuln.get("severity", "unknown"), name, vuln.get("range", "?"), fix_text


def pip_findings():
    req = "requirements.txt"
    if not Path(req).exists():
        raise SystemExit("requirements.txt not found")
    data = run(["pip-audit", "--format", "json", "-r", req])
    for dep in data.get("dependencies", []):
        for vuln in dep.get("vulns", []):
            fixes = ", ".join(vuln.get("fix_versions", [])) or "none"
            yield "unknown", dep["name"], dep.get("version", "?"), f"{vuln['id']} -> {fixes}"


def main():
    if Path("package-lock.json").exists():
        rows = list(npm_findings())
    else:
        rows = list(pip_findings())
    rows.sort(key=lambda r: ORDER.get(r[0], 4))
    for severity, name, version, fix in rows:
        print(f"{severity:9} {name:30} {version:20} fix: {fix}")
    print(f"{len(rows)} finding(s)")


if __name__ == "__main__":
    sys.exit(main())
