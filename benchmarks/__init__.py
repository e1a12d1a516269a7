"""Benchmarks (not tests): run from the repository folder as ``python -m benchmarks.<name>``."""
