#!/usr/bin/env python3
"""Infer a JSON Schema (draft 2020-12) from sample documents."""
import argparse
import json
import re
import sys

FORMATS = {
    "date-time": re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$"),
    "date": re.compile(r"^\d{4}-\d{2}-\d{2}$"),
    "email": re.compile(r"^[^@\s]+@[^@\s]+\.[^@\s]+$"),
    "uri": re.compile(r"^https?://\S+$"),
    "uuid": re.compile(r"^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$"),
}


def type_of(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def infer(values):
    """Build a schema describing every value in `values`."""
    types = {type_of(v) for v in values}
    if {"integer", "number"} <= types:
        types.discard("integer")
    schema = {"type": sorted(types)[0] if len(types) == 1 else sorted(types)}
    strings = [v for v in values if isinstance(v, str)]
    if strings:
        for name, rx in FORMATS.items():
            if all(rx.match(s) for s in strings):
                schema["format"] = name
                break
    objects = [v for v in values if isinstance(v, dict)]
    if objects:
        keys = sorted({k for o in objects for k in o})
        schema["properties"] = {k: infer([o[k] for o in objects if k in o]) for k in keys}
        schema["required"] = [k for k in keys if all(k in o for o in objects)]
    arrays = [v for v in values if isinstance(v, list)]
    if arrays:
        items = [i for a in arrays for i in a]
        schema["items"] = infer(items) if items else {}
    return schema


def load(paths, limit):
    docs = []
    for path in paths:
        with open(path, encoding="utf-8") as fh:
            if path.endswith((".jsonl", ".ndjson")):
                for n, line in enumerate(fh, 1):
                    if not line.strip():
                        continue
                    try:
                        docs.append(json.loads(line))
                    except json.JSONDecodeError as exc:
                        print(f"skip {path}:{n}: {exc.msg}", file=sys.stderr)
                    if limit and len(docs) >= limit:
                        return docs
            else:
                data = json.load(fh)
                docs.extend(data if isinstance(data, list) else [data])
    return docs[:limit] if limit else docs


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("files", nargs="+")
    ap.add_argument("--title", default="Inferred")
    ap.add_argument("--limit", type=int, default=0)
    args = ap.parse_args()
    try:
        docs = load(args.files, args.limit)
    except (OSError, json.JSONDecodeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if not docs:
        print("error: no documents found", file=sys.stderr)
        return 2
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": args.title}
    schema.update(infer(docs))
    print(json.dumps(schema, indent=2))
    print(f"inferred from {len(docs)} document(s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
