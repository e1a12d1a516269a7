#!/usr/bin/env python3
"""Compare a password policy file with NIST SP 800-63B / OWASP ASVS recommendations."""
from __future__ import annotations

import json
import sys
from pathlib import Path

STRONG_HASHES = {"argon2id", "scrypt", "bcrypt", "pbkdf2"}
KNOWN = {"min_length", "max_length", "require_classes", "expiry_days", "breached_password_check",
         "allow_paste", "lockout_attempts", "mfa", "hash", "hint_question"}


def load(path: Path) -> dict:
    text = path.read_text()
    if path.suffix == ".json":
        return json.loads(text)
    import yaml
    return yaml.safe_load(text) or {}


def review(p: dict) -> list[tuple[str, str, str]]:
    r = []
    h = str(p.get("hash", "unknown")).lower()
    r.append(("PASS" if h in STRONG_HASHES else "FAIL", "hash",
              f"{h}: use argon2id, scrypt, bcrypt or PBKDF2 (ASVS 2.4)"))
    mfa = p.get("mfa", "none")
    r.append(("PASS" if mfa == "required" else "ADVISE" if mfa in ("optional", "required_admin")
              else "FAIL", "mfa", f"{mfa}: offer MFA to all, require it for privileged accounts"))
    n = int(p.get("min_length", 0))
    r.append(("PASS" if n >= 12 else "ADVISE" if n >= 8 else "FAIL", "min_length",
              f"{n}: NIST minimum 8, 12-15 recommended when no MFA"))
    m = int(p.get("max_length", 0) or 0)
    r.append(("PASS" if m == 0 or m >= 64 else "FAIL", "max_length",
              f"{m or 'none'}: allow at least 64 characters"))
    r.append(("ADVISE" if int(p.get("require_classes", 0)) > 0 else "PASS", "require_classes",
              "composition rules are not recommended by NIST 800-63B 5.1.1.2"))
    e = int(p.get("expiry_days", 0) or 0)
    r.append(("ADVISE" if e else "PASS", "expiry_days",
              f"{e or 'none'}: expire only on evidence of compromise"))
    r.append(("PASS" if p.get("breached_password_check") else "FAIL", "breached_password_check",
              "check new passwords against breached/common password lists"))
    r.append(("PASS" if p.get("allow_paste", True) else "ADVISE", "allow_paste",
              "allow paste so password managers work"))
    la = int(p.get("lockout_attempts", 0) or 0)
    r.append(("PASS" if 0 < la <= 100 else "ADVISE", "lockout_attempts",
              f"{la or 'none'}: rate-limit failed attempts (NIST: at most 100)"))
    r.append(("FAIL" if p.get("hint_question") else "PASS", "hint_question",
              "password hints and knowledge-based questions should not be used"))
    return r


def main() -> int:
    if len(sys.argv) != 2:
        sys.exit("usage: review_policy.py policy.yaml|policy.json")
    try:
        policy = load(Path(sys.argv[1]))
    except (OSError, ValueError) as exc:
        sys.exit(f"error: {exc}")
    for status, key, note in review(policy):
        print(f"{status:<7}{key:<26}{note}")
    unknown = sorted(set(policy) - KNOWN)
    if unknown:
        print("ignored keys: " + ", ".join(unknown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
