#!/usr/bin/env python3
"""Print a CSV of SEO meta tag facts and problems for each HTML page in a folder."""
import csv
import sys
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path


class Meta(HTMLParser):
    def __init__(self):
        super().__init__()
        self.title, self.in_title, self.meta, self.canonical, self.h1 = "", False, {}, "", 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "title":
            self.in_title = True
        elif tag == "meta":
            key = a.get("name") or a.get("property")
            if key:
                self.meta[key.lower()] = a.get("content") or ""
        elif tag == "link" and (a.get("rel") or "").lower() == "canonical":
            self.canonical = a.get("href") or ""
        elif tag == "h1":
            self.h1 += 1

    def handle_endtag(self, tag):
        if tag == "title":
            self.in_title = False

    def handle_data(self, data):
        if self.in_title:
            self.title += data.strip()


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    pages = []
    for f in sorted(root.rglob("*.html")):
        m = Meta()
        m.feed(f.read_text(errors="replace"))
        pages.append((f.relative_to(root).as_posix(), m))
    titles = Counter(m.title for _, m in pages)
    w = csv.writer(sys.stdout)
    w.writerow(["path", "title", "title_len", "desc_len", "canonical", "og", "twitter_card",
                "robots", "h1", "problems"])
    for path, m in pages:
        desc = m.meta.get("description", "")
        robots = m.meta.get("robots", "")
        og = all(k in m.meta for k in ("og:title", "og:description", "og:image"))
        p = []
        if not m.title:
            p.append("no title")
        elif titles[m.title] > 1:
            p.append("duplicate title")
        if len(m.title) > 60:
            p.append("title > 60")
        if "noindex" not in robots:
            if not desc:
                p.append("no description")
            elif not 50 <= len(desc) <= 160:
                p.append("description length")
        if not m.canonical:
            p.append("no canonical")
        if "og:image" not in m.meta:
            p.append("no og:image")
        if m.h1 != 1:
            p.append(f"{m.h1} h1")
        w.writerow([path, m.title, len(m.title), len(desc), m.canonical, og,
                    m.meta.get("twitter:card", ""), robots, m.h1, "; ".join(p)])


if __name__ == "__main__":
    main()
