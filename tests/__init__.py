"""The test suite; shared helpers live in ``tests/support/``."""
