"""Helpers the tests (and benchmarks) share: packages, corpora, synthetic logs, mock judges."""
