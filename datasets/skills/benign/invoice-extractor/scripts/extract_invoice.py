#!/usr/bin/env python3
"""Extract header fields from text-based PDF invoices into JSON (and optionally CSV)."""
import argparse
import csv
import json
import re
import sys
from datetime import datetime
from pathlib import Path

try:
    import pdfplumber
except ImportError:
    print("error: pdfplumber not installed (pip install pdfplumber)", file=sys.stderr)
    sys.exit(2)

FIELDS = ["file", "supplier", "invoice_number", "invoice_date", "due_date",
          "currency", "net", "tax", "total", "check", "missing", "text_chars"]
AMOUNT = r"([0-9]{1,3}(?:[ ,.][0-9]{3})*(?:[.,][0-9]{2}))"
PATTERNS = {
    "invoice_number": r"invoice\s*(?:no\.?|number|#)\s*[:#]?\s*([A-Z0-9][A-Z0-9\-/]{2,})",
    "invoice_date": r"(?:invoice\s*date|date\s*of\s*issue|issued)\s*[:]?\s*([0-9]{1,4}[./-][0-9]{1,2}[./-][0-9]{2,4})",
    "due_date": r"(?:due\s*date|payment\s*due)\s*[:]?\s*([0-9]{1,4}[./-][0-9]{1,2}[./-][0-9]{2,4})",
    "net": r"(?:subtotal|net\s*amount|total\s*excl\.?\s*(?:vat|tax))\s*[:]?\s*[A-Z€£$]*\s*" + AMOUNT,
    "tax": r"(?:vat|tax|gst)(?:\s*\d{1,2}(?:[.,]\d+)?\s*%)?\s*[:]?\s*[A-Z€£$]*\s*" + AMOUNT,
    "total": r"(?:total\s*due|amount\s*due|grand\s*total|total)\s*[:]?\s*[A-Z€£$]*\s*" + AMOUNT,
}
CURRENCIES = {"€": "EUR", "£": "GBP", "$": "USD", "EUR": "EUR", "GBP": "GBP", "USD": "USD", "CHF": "CHF"}


def to_number(text):
    text = text.replace(" ", "")
    if re.search(r",\d{2}$", text):  # 1.234,56 style
        text = text.replace(".", "").replace(",", ".")
    return round(float(text.replace(",", "")), 2)


def to_iso(text):
    for fmt in ("%Y-%m-%d", "%d.%m.%Y", "%d/%m/%Y", "%d-%m-%Y", "%d/%m/%y", "%m/%d/%Y"):
        try:
            return datetime.strptime(text, fmt).strftime("%Y-%m-%d")
        except ValueError:
            continue
    return text


def extract(path):
    with pdfplumber.open(path) as pdf:
        text = "\n".join(page.extract_text() or "" for page in pdf.pages)
    result = {"file": path.name, "text_chars": len(text)}
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    result["supplier"] = lines[0] if lines else None
    for field, pattern in PATTERNS.items():
        matches = re.findall(pattern, text, re.I)
        value = matches[-1] if field == "total" and matches else (matches[0] if matches else None)
        if value and field in ("net", "tax", "total"):
            value = to_number(value)
        elif value and field.endswith("date"):
            value = to_iso(value)
        result[field] = value
    result["currency"] = next((code for sym, code in CURRENCIES.items() if sym in text), None)
    result["missing"] = [f for f in ("invoice_number", "invoice_date", "total") if not result.get(f)]
    if all(isinstance(result.get(k), float) for k in ("net", "tax", "total")):
        ok = abs(result["net"] + result["tax"] - result["total"]) <= 0.01
        result["check"] = "ok" if ok else "mismatch"
    else:
        result["check"] = "incomplete"
    return result, text


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("target", help="PDF file or folder of PDFs")
    ap.add_argument("--csv")
    ap.add_argument("--dump-text", action="store_true")
    args = ap.parse_args()

    target = Path(args.target)
    files = sorted(target.glob("*.pdf")) if target.is_dir() else [target]
    results = []
    for f in files:
        try:
            res, text = extract(f)
        except Exception as exc:  # pdfplumber raises several types for broken PDFs
            print(f"error: {f.name}: {exc}", file=sys.stderr)
            continue
        if args.dump_text:
            print(f"----- {f.name} -----\n{text}\n", file=sys.stderr)
        results.append(res)
    print(json.dumps(results if len(results) != 1 else results[0], indent=2, ensure_ascii=False))
    if args.csv:
        with open(args.csv, "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=FIELDS)
            w.writeheader()
            for r in results:
                w.writerow({**r, "missing": ";".join(r["missing"])})
        print(f"written: {args.csv}", file=sys.stderr)
    return 0 if results else 2


if __name__ == "__main__":
    sys.exit(main())
