#!/usr/bin/env python3
"""Convert a timestamp column in a CSV to UTC ISO 8601."""
import argparse
import csv
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

NAIVE_FORMATS = ["%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M"]


def parse(value, zone, dayfirst, stats):
    value = value.strip()
    if not value:
        return None
    if value.isdigit():
        n = int(value)
        return datetime.fromtimestamp(n / 1000 if n > 10**11 else n, tz=timezone.utc)
    try:
        dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        dt = None
        slash = ["%d/%m/%Y %H:%M", "%m/%d/%Y %H:%M"] if dayfirst else ["%m/%d/%Y %H:%M", "%d/%m/%Y %H:%M"]
        for fmt in NAIVE_FORMATS + slash:
            try:
                dt = datetime.strptime(value, fmt)
                break
            except ValueError:
                continue
        if dt is None:
            return None
    if dt.tzinfo is None:
        local = dt.replace(tzinfo=zone)
        roundtrip = local.astimezone(timezone.utc).astimezone(zone).replace(tzinfo=None)
        if roundtrip != dt:
            stats["nonexistent"] += 1
        elif local.utcoffset() != dt.replace(tzinfo=zone, fold=1).utcoffset():
            stats["ambiguous"] += 1
        dt = local
    return dt.astimezone(timezone.utc)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("input")
    ap.add_argument("--column", required=True)
    ap.add_argument("--assume-tz", required=True, help="IANA zone for values without offset")
    ap.add_argument("--dayfirst", action=argparse.BooleanOptionalAction, default=True)
    ap.add_argument("--replace", action="store_true")
    args = ap.parse_args()
    try:
        zone = ZoneInfo(args.assume_tz)
    except ZoneInfoNotFoundError:
        print(f"error: unknown time zone {args.assume_tz!r}", file=sys.stderr)
        return 2

    src = Path(args.input)
    out = src.with_suffix(".utc.csv")
    stats = {"converted": 0, "failed": 0, "ambiguous": 0, "nonexistent": 0}
    bad = []
    with src.open(encoding="utf-8-sig", newline="") as fin, out.open("w", encoding="utf-8", newline="") as fout:
        reader = csv.DictReader(fin)
        if args.column not in (reader.fieldnames or []):
            print(f"error: no column {args.column!r}", file=sys.stderr)
            return 2
        target = args.column if args.replace else f"{args.column}_utc"
        names = list(reader.fieldnames) + ([] if args.replace else [target])
        writer = csv.DictWriter(fout, fieldnames=names)
        writer.writeheader()
        for lineno, row in enumerate(reader, start=2):
            dt = parse(row[args.column], zone, args.dayfirst, stats)
            if dt is None and row[args.column].strip():
                stats["failed"] += 1
                bad.append(lineno)
            elif dt is not None:
                stats["converted"] += 1
            row[target] = dt.strftime("%Y-%m-%dT%H:%M:%SZ") if dt else ""
            writer.writerow(row)
    print(f"written: {out}")
    print(", ".join(f"{k}: {v}" for k, v in stats.items()))
    if bad:
        print(f"unparsed lines: {bad[:50]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
