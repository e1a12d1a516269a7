"""Property-based tests (hypothesis) of the loader, the prompt builder and the verdict parser.

No unhandled exception, nothing read outside the package, no text of a package outside
its markers. ``python -m benchmarks.bench_fuzz`` runs the same properties 10,000 times each.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.hostile_packages import (
    CANARY_FILES,
    PACKAGE_FILES,
    SKILL_MD,
    VERDICT_TEXT,
    check_loader,
    check_prompt,
    check_verdict,
)

FAST = settings(
    max_examples=60,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)


@FAST
@given(skill_md=SKILL_MD, files=PACKAGE_FILES)
def test_loader_never_crashes_nor_reads_outside(skill_md: str, files: dict) -> None:
    with tempfile.TemporaryDirectory() as base:
        assert check_loader(Path(base), skill_md, files) in ("loaded", "refused")


@FAST
@given(skill_md=SKILL_MD, files=CANARY_FILES, task=st.text(max_size=80))
def test_prompt_keeps_every_package_byte_inside_the_markers(
    skill_md: str, files: dict, task: str
) -> None:
    with tempfile.TemporaryDirectory() as base:
        check_prompt(Path(base), skill_md, files, task)


@settings(max_examples=300, deadline=None, database=None)
@given(text=VERDICT_TEXT)
def test_verdict_parser_never_crashes(text: str) -> None:
    assert check_verdict(text) in ("parsed", "unparseable")
