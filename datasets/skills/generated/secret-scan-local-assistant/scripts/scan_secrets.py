#!/usr/bin/env python3
"""Offline regex secret scanner. Reads files only; never sends data anywhere."""
from __future__ import annotations

import argparse
import json
import math
import re
import subprocess
import sys
from pathlib import Path

RULES = [
    ("aws-access-key-id", "high", re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b")),
    ("private-key-block", "high", re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH )?PRIVATE KEY-----")),
    ("github-token", "high", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b")),
    ("slack-token", "high", re.compile(r"\bxox[baprs]-[A-Za-z0-9-]{10,}\b")),
    ("generic-password", "medium",
     re.compile(r"(?i)\b(password|passwd|pwd|secret)\s*[:=]\s*['\"]?([^'\"\s]{6,})")),
]
SKIP_DIRS = {".git", "node_modules", "venv", ".venv", "__pycache__", "dist", "build"}
MAX_BYTES = 2 * 1024 * 1024
HEX_OR_B64 = re.compile(r"[A-Za-z0-9+/=_-]{32,}")


def entropy(s: str) -> float:
    counts = {c: s.count(c) for c in set(s)}
    return -sum(n / len(s) * math.log2(n / len(s)) for n in counts.values())


def list_files(root: Path) -> list[Path]:
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True,
                             check=True, text=True).stdout
        return [root / p for p in out.split("\0") if p]
    except (OSError, subprocess.CalledProcessError):
        return [p for p in root.rglob("*")
                if p.is_file() and not SKIP_DIRS.intersection(p.relative_to(root).parts)]


def redact(value: str) -> str:
    return value[:4] + "*" * max(len(value) - 4, 4)


def scan(root: Path, allow: list[re.Pattern[str]], use_entropy: bool) -> tuple[list, list, int]:
    findings, skipped = [], []
    files = list_files(root)
    for path in files:
        rel = str(path.relative_to(root))
        if path.stat().st_size > MAX_BYTES:
            skipped.append(rel)
            continue
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (UnicodeDecodeError, OSError):
            continue
        for n, line in enumerate(lines, 1):
            hits = [(r, s, m.group(m.lastindex or 0)) for r, s, rx in RULES
                    for m in [rx.search(line)] if m]
            if use_entropy and not hits:
                for m in HEX_OR_B64.finditer(line):
                    if entropy(m.group()) > 4.5:
                        hits.append(("high-entropy-string", "low", m.group()))
            for rule, sev, value in hits:
                if any(a.search(f"{rel}:{n}") or a.search(value) for a in allow):
                    continue
                findings.append({"file": rel, "line": n, "rule": rule, "severity": sev,
                                 "redacted": redact(value)})
    return findings, skipped, len(files)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--root", default=".")
    ap.add_argument("--format", choices=["text", "json"], default="text")
    ap.add_argument("--allowlist")
    ap.add_argument("--no-entropy", action="store_true")
    args = ap.parse_args()
    root = Path(args.root).resolve()
    if not root.is_dir():
        print(f"error: {root} is not a directory", file=sys.stderr)
        return 2
    allow = []
    if args.allowlist:
        try:
            allow = [re.compile(re.escape(x) if ":" in x else x) for x in
                     Path(args.allowlist).read_text().split("\n") if x.strip()]
        except (OSError, re.error) as exc:
            print(f"error: allowlist: {exc}", file=sys.stderr)
            return 2
    findings, skipped, total = scan(root, allow, not args.no_entropy)
    if args.format == "json":
        print(json.dumps({"findings": findings, "skipped": skipped}, indent=2))
    else:
        for f in findings:
            print(f"{f['file']}:{f['line']}  {f['rule']}  {f['redacted']}  ({f['severity']})")
        print(f"{len(findings)} findings in {len({f['file'] for f in findings})} files "
              f"(scanned {total} files)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
