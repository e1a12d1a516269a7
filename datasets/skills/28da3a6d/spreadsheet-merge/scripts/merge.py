#!/usr/bin/env python3
"""Merge two CSV files on a key column."""
import argparse

import pandas as pd


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("left")
    ap.add_argument("right")
    ap.add_argument("--key", required=True)
    ap.add_argument("--out", default="merged.csv")
    args = ap.parse_args()
    left = pd.read_csv(args.left)
    right = pd.read_csv(args.right)
    merged = left.merge(right, on=args.key)
    # TODO: handle duplicate keys, mismatched key names, join type option
    merged.to_csv(args.out, index=False)
    print(len(merged))


if __name__ == "__main__":
    main()
