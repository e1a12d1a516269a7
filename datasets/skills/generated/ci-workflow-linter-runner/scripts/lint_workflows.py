#!/usr/bin/env python3
"""Lint GitHub Actions workflow files for common security and reliability issues."""
import argparse
import json
import re
import sys
from pathlib import Path

import yaml

SHA_RE = re.compile(r"^[0-9a-f]{40}$")
UNTRUSTED_RE = re.compile(
    r"\$\{\{\s*github\.event\.(issue|pull_request|comment|review|head_commit|commits)"
    r"[^}]*\}\}"
)


def find_line(lines, needle, start=0):
    for i in range(start, len(lines)):
        if needle in lines[i]:
            return i + 1
    return 0


def lint_file(path):
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    findings = []
    try:
        wf = yaml.safe_load(text) or {}
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        return [("PARSE", "PARSE", path.name, line, str(exc).splitlines()[0])]

    triggers = wf.get("on", wf.get(True, {}))  # PyYAML reads bare `on` as True
    if isinstance(triggers, str):
        triggers = {triggers: None}
    elif isinstance(triggers, list):
        triggers = {t: None for t in triggers}

    if "permissions" not in wf:
        findings.append(("MEDIUM", "GHA002", path.name, 1,
                         "no top-level permissions block (token gets default scopes)"))

    for job_id, job in (wf.get("jobs") or {}).items():
        job_line = find_line(lines, f"{job_id}:")
        if not isinstance(job, dict):
            continue
        if "uses" not in job and "timeout-minutes" not in job:
            findings.append(("LOW", "GHA004", path.name, job_line,
                             f"job '{job_id}' has no timeout-minutes"))
        for step in job.get("steps") or []:
            uses = step.get("uses")
            if uses and not uses.startswith(("./", "docker://")):
                ref = uses.split("@", 1)[1] if "@" in uses else ""
                if not SHA_RE.match(ref):
                    findings.append(("MEDIUM", "GHA001", path.name,
                                     find_line(lines, uses, job_line),
                                     f"action {uses} is not pinned to a commit SHA"))
                if (uses.startswith("actions/checkout") and "pull_request_target" in triggers
                        and "head" in json.dumps(step.get("with", {}))):
                    findings.append(("HIGH", "GHA005", path.name,
                                     find_line(lines, uses, job_line),
                                     "pull_request_target checks out untrusted head code"))
            run = step.get("run") or ""
            for match in UNTRUSTED_RE.finditer(run):
                findings.append(("HIGH", "GHA003", path.name,
                                 find_line(lines, match.group(0), job_line),
                                 f"run step interpolates {match.group(0)}"))
    return findings


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("target", help="workflow file or folder")
    parser.add_argument("--format", choices=["text", "json"], default="text")
    args = parser.parse_args()

    target = Path(args.target)
    if not target.exists():
        print(f"error: {target} not found", file=sys.stderr)
        return 2
    files = sorted(target.glob("*.y*ml")) if target.is_dir() else [target]
    findings = [f for p in files for f in lint_file(p)]

    if args.format == "json":
        keys = ("severity", "check", "file", "line", "message")
        print(json.dumps([dict(zip(keys, f)) for f in findings], indent=2))
    else:
        for sev, check, name, line, msg in findings:
            print(f"{sev:<6} {check:<6} {name}:{line:<4} {msg}")
    if any(f[0] == "PARSE" for f in findings):
        return 2
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
