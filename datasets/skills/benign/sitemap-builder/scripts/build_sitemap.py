#!/usr/bin/env python3
"""Generate sitemap.xml from a static build folder."""
from __future__ import annotations

import argparse
import fnmatch
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path
from xml.sax.saxutils import escape

NOINDEX = re.compile(r'<meta[^>]+name=["\']robots["\'][^>]+content=["\'][^"\']*noindex', re.I)
CANON = re.compile(r'<link[^>]+rel=["\']canonical["\'][^>]+href=["\']([^"\']+)', re.I)
LIMIT = 50_000


def page_url(rel: Path, base: str) -> str:
    parts = rel.as_posix()
    if parts.endswith("index.html"):
        parts = parts[: -len("index.html")]
    return f"{base}/{parts}"


def write(path: Path, urls: list[tuple[str, str]], pretty: bool) -> None:
    nl = "\n" if pretty else ""
    body = "".join(f"{nl}  <url><loc>{escape(u)}</loc><lastmod>{m}</lastmod></url>" for u, m in urls)
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n'
                    f'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{body}{nl}</urlset>\n')


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("root", type=Path)
    ap.add_argument("--base-url", required=True)
    ap.add_argument("--exclude", action="append", default=[])
    ap.add_argument("--pretty", action="store_true")
    a = ap.parse_args()
    if not a.root.is_dir():
        sys.exit(f"error: {a.root} is not a folder")
    base = a.base_url.rstrip("/")
    urls: dict[str, str] = {}
    skipped = Counter()
    for f in sorted(a.root.rglob("*.html")):
        rel = f.relative_to(a.root)
        if any(p.startswith(("_", ".")) for p in rel.parts):
            skipped["hidden"] += 1
            continue
        if rel.name in ("404.html", "500.html"):
            skipped["error pages"] += 1
            continue
        if any(fnmatch.fnmatch(rel.as_posix(), g) for g in a.exclude):
            skipped["excluded"] += 1
            continue
        html = f.read_text(errors="replace")[:20_000]
        if NOINDEX.search(html):
            skipped["noindex"] += 1
            continue
        url = page_url(rel, base)
        canon = CANON.search(html)
        if canon and canon.group(1) != url:
            skipped["canonical elsewhere"] += 1
            if not canon.group(1).startswith(base):
                continue
            url = canon.group(1)
        mtime = datetime.fromtimestamp(f.stat().st_mtime, tz=timezone.utc).strftime("%Y-%m-%d")
        urls[url] = max(mtime, urls.get(url, ""))
    items = sorted(urls.items())
    if len(items) <= LIMIT:
        write(a.root / "sitemap.xml", items, a.pretty)
        print(f"wrote {a.root / 'sitemap.xml'}")
    else:
        chunks = [items[i:i + LIMIT] for i in range(0, len(items), LIMIT)]
        entries = []
        for n, chunk in enumerate(chunks, 1):
            write(a.root / f"sitemap-{n}.xml", chunk, a.pretty)
            entries.append(f"  <sitemap><loc>{base}/sitemap-{n}.xml</loc></sitemap>")
        (a.root / "sitemap.xml").write_text(
            '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/'
            'schemas/sitemap/0.9">\n' + "\n".join(entries) + "\n</sitemapindex>\n")
        print(f"wrote index + {len(chunks)} sitemaps")
    detail = ", ".join(f"{k} {v}" for k, v in skipped.items())
    print(f"included {len(items)} urls, skipped {sum(skipped.values())} ({detail or 'none'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
