#!/usr/bin/env python3
"""Rate HTTP security headers from a saved dump or one GET request to a URL."""
from __future__ import annotations

import argparse
import re
import sys
import urllib.error
import urllib.request


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # noqa: ANN002, ANN003
        return None


def from_file(path: str) -> list[tuple[str, str]]:
    out = []
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if ":" in line and not line.startswith("HTTP/"):
                k, v = line.split(":", 1)
                out.append((k.strip().lower(), v.strip()))
    return out


def from_url(url: str) -> list[tuple[str, str]]:
    opener = urllib.request.build_opener(NoRedirect)
    try:
        resp = opener.open(urllib.request.Request(url, method="GET"), timeout=10)
    except urllib.error.HTTPError as err:  # 3xx/4xx still carry headers
        resp = err
    return [(k.lower(), v) for k, v in resp.headers.items()]


def rate(h: dict[str, str]) -> list[tuple[str, str, str]]:
    r = []
    csp = h.get("content-security-policy")
    if not csp:
        r.append(("missing", "content-security-policy", "no CSP; start with default-src 'self'"))
    elif "'unsafe-inline'" in csp and "script-src" in csp or "*" in csp.split():
        r.append(("weak", "content-security-policy", "allows unsafe-inline scripts or wildcard"))
    else:
        r.append(("ok", "content-security-policy", csp[:60]))
    hsts = h.get("strict-transport-security", "")
    age = int(m.group(1)) if (m := re.search(r"max-age=(\d+)", hsts)) else 0
    r.append(("ok" if age >= 15552000 else "weak" if hsts else "missing",
              "strict-transport-security", f"max-age={age} (>= 180 days recommended)"))
    r.append(("ok" if h.get("x-content-type-options", "").lower() == "nosniff" else "missing",
              "x-content-type-options", "should be nosniff"))
    framing = "frame-ancestors" in (csp or "") or h.get("x-frame-options", "").upper() in (
        "DENY", "SAMEORIGIN")
    r.append(("ok" if framing else "missing", "frame protection",
              "CSP frame-ancestors or X-Frame-Options DENY/SAMEORIGIN"))
    ref = h.get("referrer-policy", "")
    r.append(("ok" if ref in ("no-referrer", "strict-origin-when-cross-origin", "same-origin",
                              "strict-origin") else "weak" if ref else "missing",
              "referrer-policy", ref or "strict-origin-when-cross-origin recommended"))
    r.append(("ok" if "permissions-policy" in h else "missing", "permissions-policy",
              "restrict camera, microphone, geolocation if unused"))
    return r


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("file", nargs="?")
    ap.add_argument("--url")
    a = ap.parse_args()
    if bool(a.file) == bool(a.url):
        ap.error("give a headers file or --url")
    try:
        pairs = from_url(a.url) if a.url else from_file(a.file)
    except (OSError, urllib.error.URLError) as exc:
        sys.exit(f"error: {exc}")
    headers = {k: v for k, v in pairs if k != "set-cookie"}
    for status, name, note in rate(headers):
        print(f"{status:<8}{name:<28}{note}")
    for k, v in pairs:
        if k == "set-cookie":
            low = v.lower()
            miss = [f for f in ("secure", "httponly", "samesite") if f not in low]
            print(f"{'ok' if not miss else 'weak':<8}cookie {v.split('=')[0]:<21}"
                  f"{'missing ' + ', '.join(miss) if miss else 'flags set'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
