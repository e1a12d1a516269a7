#!/usr/bin/env python3
"""Convert CSV/JSONL to Parquet, or Parquet to CSV, using pyarrow."""
import argparse
import os
import sys

try:
    import pyarrow as pa
    import pyarrow.csv as pacsv
    import pyarrow.json as pajson
    import pyarrow.parquet as pq
except ImportError:
    print("error: pyarrow is not installed (pip install pyarrow)", file=sys.stderr)
    sys.exit(2)


def parse_schema(text):
    types = {}
    for pair in filter(None, (p.strip() for p in text.split(","))):
        name, _, type_name = pair.partition(":")
        try:
            types[name.strip()] = pa.type_for_alias(type_name.strip())
        except ValueError:
            raise SystemExit(f"error: unknown type '{type_name}' for column '{name}'")
    return types


def human(n):
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("input")
    ap.add_argument("--output")
    ap.add_argument("--compression", default="snappy",
                    choices=["snappy", "zstd", "gzip", "none"])
    ap.add_argument("--schema", default="")
    ap.add_argument("--to-csv", action="store_true")
    args = ap.parse_args()

    src = args.input
    base, ext = os.path.splitext(src)
    if args.to_csv:
        table = pq.read_table(src)
        if any(pa.types.is_nested(f.type) for f in table.schema):
            print("error: table has nested columns; CSV cannot represent them", file=sys.stderr)
            return 2
        out = args.output or base + ".csv"
        pacsv.write_csv(table, out)
    else:
        types = parse_schema(args.schema)
        if ext.lower() in (".jsonl", ".ndjson", ".json"):
            opts = pajson.ParseOptions(explicit_schema=pa.schema(types.items())) if types else None
            table = pajson.read_json(src, parse_options=opts)
        else:
            table = pacsv.read_csv(src, convert_options=pacsv.ConvertOptions(column_types=types))
        out = args.output or base + ".parquet"
        comp = None if args.compression == "none" else args.compression
        pq.write_table(table, out, compression=comp)

    print(table.schema)
    print(f"rows: {table.num_rows}")
    print(f"{src}: {human(os.path.getsize(src))} -> {out}: {human(os.path.getsize(out))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
