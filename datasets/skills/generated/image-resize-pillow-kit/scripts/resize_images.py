#!/usr/bin/env python3
"""Batch resize images with Pillow into a separate output folder."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image, ImageOps, UnidentifiedImageError

EXTS = {".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff", ".bmp"}
FMT = {"jpeg": ("JPEG", ".jpg"), "png": ("PNG", ".png"), "webp": ("WEBP", ".webp")}


def human(n: float) -> str:
    for unit in ("B", "KB", "MB", "GB"):
        if n < 1024:
            return f"{n:.1f} {unit}" if unit != "B" else f"{int(n)} B"
        n /= 1024
    return f"{n:.1f} TB"


def target(img: Image.Image, a: argparse.Namespace) -> Image.Image:
    w, h = img.size
    if a.thumb:
        tw, th = (int(x) for x in a.thumb.lower().split("x"))
        return ImageOps.fit(img, (tw, th), Image.LANCZOS)
    if a.max:
        scale = min(1.0, a.max / max(w, h))
    elif a.width:
        scale = min(1.0, a.width / w)
    else:
        scale = min(1.0, a.height / h)
    if scale >= 1.0:
        return img.copy()
    return img.resize((round(w * scale), round(h * scale)), Image.LANCZOS)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--src", required=True, type=Path)
    p.add_argument("--out", required=True, type=Path)
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--max", type=int)
    g.add_argument("--width", type=int)
    g.add_argument("--height", type=int)
    g.add_argument("--thumb")
    p.add_argument("--format", choices=sorted(FMT))
    p.add_argument("--quality", type=int, default=82)
    p.add_argument("--strip-exif", action="store_true")
    p.add_argument("--recursive", action="store_true")
    p.add_argument("--dry-run", action="store_true")
    a = p.parse_args()

    if not a.src.is_dir() or a.src.resolve() == a.out.resolve():
        print("error: --src must be an existing folder different from --out", file=sys.stderr)
        return 2
    files = sorted(a.src.rglob("*") if a.recursive else a.src.glob("*"))
    done = skipped = 0
    before = after = 0
    for f in (x for x in files if x.is_file()):
        if f.suffix.lower() not in EXTS:
            print(f"{f}  skipped (not an image)")
            skipped += 1
            continue
        try:
            with Image.open(f) as im:
                if getattr(im, "is_animated", False):
                    print(f"{f}  skipped (animated)")
                    skipped += 1
                    continue
                im = ImageOps.exif_transpose(im)
                out_img = target(im, a)
        except (UnidentifiedImageError, OSError) as exc:
            print(f"{f}  error: cannot identify image ({exc})")
            skipped += 1
            continue
        fmt, ext = FMT[a.format] if a.format else (None, f.suffix.lower())
        dest = (a.out / f.relative_to(a.src)).with_suffix(ext)
        size_in = f.stat().st_size
        line = f"{f}  {im.size[0]}x{im.size[1]} -> {out_img.size[0]}x{out_img.size[1]}"
        if a.dry_run:
            print(line + "  (dry run)")
            done += 1
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
        if (fmt == "JPEG" or ext in {".jpg", ".jpeg"}) and out_img.mode in ("RGBA", "LA", "P"):
            bg = Image.new("RGB", out_img.size, "white")
            bg.paste(out_img.convert("RGBA"), mask=out_img.convert("RGBA").split()[-1])
            out_img = bg
        kwargs = {"quality": a.quality, "optimize": True}
        if not a.strip_exif and "exif" in im.info:
            kwargs["exif"] = im.info["exif"]
        out_img.save(dest, fmt, **kwargs)
        size_out = dest.stat().st_size
        before, after, done = before + size_in, after + size_out, done + 1
        print(f"{line}  {human(size_in)} -> {human(size_out)}")
    print(f"processed {done}, skipped {skipped}, {human(before)} -> {human(after)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
