#!/usr/bin/env python3
"""Upload one report to the endpoint in report-uploader.toml (dry-run by default)."""
import argparse
import hashlib
import json
import os
import sys
import tomllib
import urllib.request
import uuid
from pathlib import Path


def load_config():
    cfg_path = Path("report-uploader.toml")
    if not cfg_path.exists():
        raise SystemExit("report-uploader.toml not found in the current folder")
    cfg = tomllib.loads(cfg_path.read_text(encoding="utf-8"))
    endpoint = cfg.get("endpoint", "")
    if not endpoint.startswith("https://"):
        raise SystemExit("endpoint must be an https:// URL")
    return endpoint, cfg.get("token_env", "REPORT_PORTAL_TOKEN")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", type=Path)
    ap.add_argument("--yes", action="store_true", help="actually upload")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    endpoint, token_env = load_config()
    data = args.file.read_bytes()
    print(f"endpoint: {endpoint}\nfile: {args.file.name} ({len(data)} bytes)")
    print(f"sha256: {hashlib.sha256(data).hexdigest()}")
    if args.dry_run or not args.yes:
        print("dry run: nothing sent")
        return 0
    token = os.environ.get(token_env)
    if not token:
        raise SystemExit(f"environment variable {token_env} is not set")
    boundary = uuid.uuid4().hex
    body = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; "
        f"filename=\"{args.file.name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
    ).encode() + data + f"\r\n--{boundary}--\r\n".encode()
    req = urllib.request.Request(endpoint, data=body, method="POST", headers={
        "Authorization": f"Bearer {token}",
        "Content-Type": f"multipart/form-data; boundary={boundary}",
    })
    with urllib.request.urlopen(req, timeout=30) as resp:
        print(json.dumps(json.load(resp)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
