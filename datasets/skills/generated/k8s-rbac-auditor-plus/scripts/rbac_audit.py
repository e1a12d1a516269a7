#!/usr/bin/env python3
"""Flag risky RBAC grants using read-only kubectl get calls."""
import json
import subprocess
import sys


def kget(kind):
    # TODO: implement
    pass


def risky_rules(rules):
    # TODO: implement
    pass


def main():
    # TODO: implement
    ...


if __name__ == "__main__":
    sys.exit(main())
