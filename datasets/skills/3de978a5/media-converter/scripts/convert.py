#!/usr/bin/env python3
"""Convert media with ffmpeg."""
import argparse
import subprocess


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--start")
    ap.add_argument("--end")
    ap.add_argument("--width", type=int)
    args = ap.parse_args()

    opts = ""
    if args.start:
        opts += f" -ss {args.start}"
    if args.end:
        opts += f" -to {args.end}"
    if args.width:
        opts += f" -vf scale={args.width}:-2"
    cmd = f"ffmpeg -y{opts} -i {args.input} {args.output}"
    subprocess.run(cmd, shell=True, check=True)
    subprocess.run(f"ffprobe -hide_banner {args.output}", shell=True)


if __name__ == "__main__":
    main()
