#!/usr/bin/env python3
"""Generate a minimal httpx client module from an OpenAPI 3.x spec (reads the spec only)."""
from __future__ import annotations

import argparse
import json
import keyword
import re
import sys
from pathlib import Path

HEADER = '''"""Generated from {src} ({title} {version}). Edit the spec, not this file."""
from __future__ import annotations

from typing import Any

import httpx


class {cls}:
    def __init__(self, base_url: str, token: str | None = None,
                 extra_headers: dict[str, str] | None = None, timeout: float = 30.0) -> None:
        headers = dict(extra_headers or {{}})
        if token:
            headers["Authorization"] = f"Bearer {{token}}"
        self.http = httpx.Client(base_url=base_url, headers=headers, timeout=timeout)

    def __enter__(self) -> "{cls}":
        return self

    def __exit__(self, *exc: object) -> None:
        self.http.close()

    def _call(self, method: str, path: str, **kw: Any) -> Any:
        resp = self.http.request(method, path, **kw)
        resp.raise_for_status()
        if "json" in resp.headers.get("content-type", ""):
            return resp.json()
        return resp.text
'''


def snake(name: str) -> str:
    s = re.sub(r"[^0-9a-zA-Z]+", "_", re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name)).lower()
    s = s.strip("_") or "op"
    return s + "_" if keyword.iskeyword(s) else s


def load(path: Path) -> dict:
    text = path.read_text()
    if path.suffix in (".yaml", ".yml"):
        import yaml
        return yaml.safe_load(text)
    return json.loads(text)


def method_src(verb: str, path: str, op: dict) -> str:
    name = snake(op.get("operationId") or f"{verb}_{path}")
    params = op.get("parameters", [])
    path_p = [p["name"] for p in params if p.get("in") == "path"]
    query_p = [p["name"] for p in params if p.get("in") == "query"]
    args = [f"{snake(p)}: str" for p in path_p] + [f"{snake(q)}: Any = None" for q in query_p]
    if "requestBody" in op:
        args.append("json: Any = None")
    sig = ", ".join(["self", *args])
    fpath = path
    for p in path_p:
        fpath = fpath.replace("{" + p + "}", "{" + snake(p) + "}")
    query = "{" + ", ".join(f"{q!r}: {snake(q)}" for q in query_p) + "}"
    doc = (op.get("summary") or f"{verb.upper()} {path}").replace('"""', "'")
    body = ", json=json" if "requestBody" in op else ""
    return (f"\n    def {name}({sig}) -> Any:\n        \"\"\"{doc}\"\"\"\n"
            f"        params = {{k: v for k, v in {query}.items() if v is not None}}\n"
            f"        return self._call({verb.upper()!r}, f{fpath!r}, params=params{body})\n")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("spec", type=Path)
    ap.add_argument("-o", "--output", type=Path, default=Path("client.py"))
    ap.add_argument("--class-name")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    try:
        spec = load(a.spec)
    except Exception as exc:  # noqa: BLE001 - report any parse error to the user
        sys.exit(f"error: cannot parse {a.spec}: {exc}")
    if not str(spec.get("openapi", "")).startswith("3."):
        sys.exit("error: only OpenAPI 3.x is supported (found: "
                 f"{spec.get('openapi') or spec.get('swagger') or 'unknown'})")
    ops = [(v, p, o) for p, item in spec.get("paths", {}).items() for v, o in item.items()
           if v in {"get", "post", "put", "patch", "delete"}]
    info = spec.get("info", {})
    if a.check:
        print(f"ok: {info.get('title')} {info.get('version')}, {len(ops)} operations")
        return 0
    cls = a.class_name or re.sub(r"\W", "", info.get("title", "Api").title()) + "Client"
    src = HEADER.format(src=a.spec.name, title=info.get("title", ""),
                        version=info.get("version", ""), cls=cls)
    src += "".join(method_src(v, p, o) for v, p, o in ops)
    a.output.write_text(src)
    print(f"wrote {a.output} ({cls}, {len(ops)} methods)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
