#!/usr/bin/env python3
"""Find candidate duplicate rows in a CSV with blocking and fuzzy matching."""
import argparse
import csv
import re
import sys
import unicodedata
from collections import defaultdict
from difflib import SequenceMatcher
from itertools import combinations
from pathlib import Path

SUFFIXES = {"limited": "ltd", "incorporated": "inc", "corporation": "corp", "company": "co"}


def norm(text):
    # TODO: implement
    pass


def score(a, b, fields):
    # TODO: implement
    pass


def find(parent, i):
    # TODO: implement
    pass


def main():
    # TODO: implement
    ...


if __name__ == "__main__":
    sys.exit(main())
