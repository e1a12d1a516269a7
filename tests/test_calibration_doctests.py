"""The worked examples in the calibration docstrings stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "calibration.stats._validate", "calibration.stats.agreement", "calibration.stats.bootstrap",
    "calibration.stats.classification", "calibration.stats.confusion",
    "calibration.stats.stability", "calibration.stats.subgroups", "calibration.stats.unparseable",
    "calibration.comparison", "calibration.judges", "calibration.notes", "calibration.render",
    "calibration.synthetic", "calibration.stats.background", "calibration.loading",
    "calibration.summary",
]  # fmt: skip


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
