#!/usr/bin/env python3
"""Print a .docx file as a plain-text outline: headings, paragraphs, lists and tables."""
import argparse
import sys
import zipfile

try:
    from docx import Document
    from docx.table import Table
    from docx.text.paragraph import Paragraph
except ImportError:
    print("error: python-docx not installed (pip install python-docx)", file=sys.stderr)
    sys.exit(2)


def iter_blocks(doc):
    """Yield paragraphs and tables in document order."""
    body = doc.element.body
    for child in body.iterchildren():
        tag = child.tag.rsplit("}", 1)[-1]
        if tag == "p":
            yield Paragraph(child, doc)
        elif tag == "tbl":
            yield Table(child, doc)


def render_paragraph(p):
    text = p.text.strip()
    if not text:
        return None
    style = (p.style.name or "") if p.style is not None else ""
    if style.startswith("Heading"):
        level = style.replace("Heading", "").strip()
        depth = int(level) if level.isdigit() else 1
        return "#" * depth + " " + text
    if style == "Title":
        return "# " + text
    if "List" in style:
        return "- " + text
    return text


def render_table(t):
    rows = []
    for row in t.rows:
        cells = [c.text.strip().replace("\n", " ") for c in row.cells]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("docx")
    ap.add_argument("--no-tables", action="store_true")
    args = ap.parse_args()
    try:
        doc = Document(args.docx)
    except (zipfile.BadZipFile, KeyError, ValueError):
        print("error: not a readable .docx (old .doc, encrypted, or corrupt)", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    words = 0
    for block in iter_blocks(doc):
        if isinstance(block, Paragraph):
            line = render_paragraph(block)
        elif args.no_tables:
            continue
        else:
            line = "\n" + render_table(block) + "\n"
        if line:
            words += len(line.split())
            print(line)
    print(f"\n[word count: {words}]")
    return 0


if __name__ == "__main__":
    sys.exit(main())
