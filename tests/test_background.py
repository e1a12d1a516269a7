"""A call run in a forked process gives what it gives in this one, errors included."""

from __future__ import annotations

import os

import pytest

from calibration.stats.background import in_background


def _pid_and_square(value: int) -> tuple[int, int]:
    return os.getpid(), value * value


def _fail() -> None:
    raise ValueError("failed on purpose")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_forked_call_returns_its_result_from_another_process(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("calibration.stats.background.usable_cpus", lambda: 2)
    pid, square = in_background(_pid_and_square, 7).result()
    assert square == 49 and pid != os.getpid()


def test_call_not_worth_a_process_runs_here_when_asked() -> None:
    task = in_background(_pid_and_square, 3, worth_it=False)
    assert task.result() == (os.getpid(), 9)


@pytest.mark.parametrize("worth_it", [True, False])
def test_an_error_reaches_the_caller(worth_it: bool) -> None:
    task = in_background(_fail, worth_it=worth_it)
    with pytest.raises(ValueError, match="on purpose"):
        task.result()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_objects_are_frozen_only_while_a_child_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    import gc

    monkeypatch.setattr("calibration.stats.background.usable_cpus", lambda: 2)
    task = in_background(_pid_and_square, 2)
    assert gc.get_freeze_count() > 0
    task.result()
    assert gc.get_freeze_count() == 0
