#!/usr/bin/env python3
"""Unit conversions for dose-calculation practice (mass units and mass<->volume)."""
import argparse
from fractions import Fraction

MASS = {"g": Fraction(1000), "mg": Fraction(1), "mcg": Fraction(1, 1000)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("amount", type=Fraction)
    ap.add_argument("src", choices=[*MASS, "mL"])
    ap.add_argument("dst", choices=[*MASS, "mL"])
    ap.add_argument("--concentration", help="mg per mL as 'mg/mL', e.g. 250/5")
    args = ap.parse_args()
    if args.src in MASS and args.dst in MASS:
        result = args.amount * MASS[args.src] / MASS[args.dst]
        print(f"{args.amount} {args.src} = {float(result):g} {args.dst}")
        return
    if not args.concentration:
        raise SystemExit("mass<->volume needs --concentration MG/ML, e.g. 250/5")
    mg, ml = (Fraction(x) for x in args.concentration.split("/"))
    per_ml = mg / ml
    if args.src == "mL":
        mg_total = args.amount * per_ml
        print(f"{args.amount} mL x {float(per_ml):g} mg/mL = {float(mg_total / MASS[args.dst]):g} {args.dst}")
    else:
        ml_total = args.amount * MASS[args.src] / per_ml
        print(f"{args.amount} {args.src} / {float(per_ml):g} mg/mL = {float(ml_total):g} mL")


if __name__ == "__main__":
    main()
