#!/usr/bin/env python3
"""Build a branded PDF report from a CSV file."""
import sys


def load_data(path):
    # TODO: parse CSV
    pass


def make_charts(data):
    # TODO: charts
    ...


def render_pdf(data, charts, out):
    raise NotImplementedError("PDF rendering not written yet")


def main(argv):
    data = load_data(argv[1])
    charts = make_charts(data)
    render_pdf(data, charts, argv[2])


if __name__ == "__main__":
    main(sys.argv)
