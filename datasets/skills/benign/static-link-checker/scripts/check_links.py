#!/usr/bin/env python3
"""Check internal links and anchors in a static HTML build. No network access."""
from __future__ import annotations

import argparse
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        for key in ("id", "name"):
            if a.get(key):
                self.ids.add(a[key])
        ref = a.get("href") if tag in ("a", "link") else a.get("src") if tag in ("img", "script") else None
        if ref:
            self.links.append(ref)


def parse(path: Path, cache: dict[Path, Collector]) -> Collector:
    if path not in cache:
        c = Collector()
        c.feed(path.read_text(errors="replace"))
        cache[path] = c
    return cache[path]


def resolve(root: Path, page: Path, url: str, base_path: str) -> Path | None:
    p = unquote(url)
    if p.startswith("/"):
        if base_path and p.startswith(base_path):
            p = p[len(base_path):]
        target = root / p.lstrip("/")
    else:
        target = page.parent / p if p else page
    target = target.resolve()
    if root.resolve() not in target.parents and target != root.resolve():
        return None
    for cand in (target, target / "index.html", target.with_suffix(".html")):
        if cand.is_file():
            return cand
    return target


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("root", type=Path)
    ap.add_argument("--base-path", default="")
    a = ap.parse_args()
    cache: dict[Path, Collector] = {}
    broken = external = 0
    for page in sorted(a.root.rglob("*.html")):
        for href in parse(page, cache).links:
            parts = urlsplit(href)
            if parts.scheme in ("http", "https") or href.startswith("//"):
                external += 1
                continue
            if parts.scheme:  # mailto:, tel:, javascript:, data:
                continue
            target = resolve(a.root, page, parts.path, a.base_path.rstrip("/"))
            reason = None
            if target is None:
                reason = "outside site"
            elif not target.is_file():
                reason = "missing file"
            elif parts.fragment and target.suffix == ".html" and \
                    unquote(parts.fragment) not in parse(target, cache).ids:
                reason = f"missing anchor #{parts.fragment}"
            if reason:
                broken += 1
                print(f"{page.relative_to(a.root)}: {href} ({reason})")
    print(f"{broken} broken internal links in {len(cache)} parsed pages; {external} external not checked")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
