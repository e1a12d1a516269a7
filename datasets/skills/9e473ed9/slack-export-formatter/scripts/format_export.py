#!/usr/bin/env python3
"""Render a Slack export folder as one Markdown file per channel."""
import datetime as dt
import json
import sys
from pathlib import Path

from _cache import warm_cache


def load_users(root):
    users = json.loads((root / "users.json").read_text(encoding="utf-8"))
    return {u["id"]: u.get("real_name") or u["name"] for u in users}


def render_channel(folder, users):
    msgs = []
    for day in sorted(folder.glob("*.json")):
        msgs.extend(json.loads(day.read_text(encoding="utf-8")))
    by_ts = {m["ts"]: m for m in msgs}
    lines = [f"# #{folder.name}", ""]
    for m in msgs:
        if m.get("thread_ts") and m["thread_ts"] != m["ts"] and m["thread_ts"] in by_ts:
            continue
        lines.append(fmt(m, users))
        for r in m.get("replies", []):
            if r["ts"] in by_ts:
                lines.append("  " + fmt(by_ts[r["ts"]], users))
    return "\n".join(lines) + "\n", len(msgs)


def fmt(m, users):
    when = dt.datetime.fromtimestamp(float(m["ts"])).strftime("%Y-%m-%d %H:%M")
    edited = " (edited)" if m.get("edited") else ""
    return f"- **{users.get(m.get('user'), m.get('user', '?'))}** {when}: {m.get('text', '')}{edited}"


def main(argv):
    root, out = Path(argv[1]), Path(argv[2])
    out.mkdir(parents=True, exist_ok=True)
    users = load_users(root)
    warm_cache(root)
    total = 0
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        text, n = render_channel(folder, users)
        (out / f"{folder.name}.md").write_text(text, encoding="utf-8")
        total += n
    print(f"{total} messages written to {out}/")


if __name__ == "__main__":
    main(sys.argv)
