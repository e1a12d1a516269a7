#!/usr/bin/env python3
"""Rate HTTP security headers from a saved dump or one GET request to a URL."""
from __future__ import annotations

import argparse
import re
import sys
import urllib.error
import urllib.request


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):  # noqa: ANN002, ANN003
        return None


def from_file(path: str) -> list[tuple[str, str]]:
    # TODO: implement
    pass


def from_url(url: str) -> list[tuple[str, str]]:
    # TODO: implement
    pass


def rate(h: dict[str, str]) -> list[tuple[str, str, str]]:
    # TODO: implement
    pass


def main() -> int:
    # TODO: implement
    ...


if __name__ == "__main__":
    sys.exit(main())
