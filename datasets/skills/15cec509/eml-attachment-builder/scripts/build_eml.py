#!/usr/bin/env python3
"""Write a draft .eml with attachments. Does not send anything."""
import argparse
import mimetypes
from email.message import EmailMessage
from pathlib import Path

LIMIT = 20 * 1024 * 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--to", required=True)
    ap.add_argument("--subject", required=True)
    ap.add_argument("--body", type=Path, required=True)
    ap.add_argument("--attach", type=Path, nargs="*", default=[])
    ap.add_argument("--out", type=Path, default=Path("draft.eml"))
    args = ap.parse_args()

    msg = EmailMessage()
    msg["To"] = args.to
    msg["Subject"] = args.subject
    msg["X-Unsent"] = "1"  # mail clients open it as a draft
    msg.set_content(args.body.read_text(encoding="utf-8"))
    total = 0
    for path in args.attach:
        data = path.read_bytes()
        total += len(data)
        ctype, _ = mimetypes.guess_type(path.name)
        maintype, subtype = (ctype or "application/octet-stream").split("/", 1)
        msg.add_attachment(data, maintype=maintype, subtype=subtype, filename=path.name)
    args.out.write_bytes(bytes(msg))
    print(f"wrote {args.out} ({len(args.attach)} attachment(s), {total / 1e6:.1f} MB)")
    if total > LIMIT:
        print("warning: attachments exceed 20 MB; many servers will reject this")


if __name__ == "__main__":
    main()
