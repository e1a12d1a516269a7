"""The worked examples in the calibration docstrings stay true."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "calibration.stats._validate", "calibration.stats.agreement", "calibration.stats.bootstrap",
    "calibration.stats.classification", "calibration.stats.confusion",
    "calibration.stats.stability", "calibration.stats.subgroups", "calibration.stats.unparseable",
    "calibration.comparison", "calibration.judge_identity", "calibration.undefined_notes",
    "calibration.render", "calibration.human_reference", "calibration.judge_report",
    "calibration.arguments", "calibration.errors",
    "calibration.versions", "tests.support.synthetic", "tests.support.golden",
    "calibration.stats.background", "calibration.loading", "calibration.judge_summary",
]  # fmt: skip


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
