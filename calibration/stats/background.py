"""Run a function in a forked process while this one goes on with other work.

The child is forked with the function and its arguments already in memory, so nothing
is pickled on the way in; only the result comes back. Where forking is unavailable,
one CPU is usable, or the caller says it is not worth it, the function runs in this
process when its result is asked for, so the results and their order are the same.
While a child runs, the objects it shares with this process are frozen out of the
garbage collector (``gc.freeze``): collections neither rescan them nor copy the pages
they sit on.

>>> task = in_background(sum, [1, 2, 3], worth_it=False)
>>> task.result()
6
"""

from __future__ import annotations

import gc
import itertools
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, Generic, TypeVar

T = TypeVar("T")

_PENDING: dict[int, tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]]] = {}
_KEYS = itertools.count()


def usable_cpus() -> int:
    """CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _run_pending(key: int) -> Any:
    function, args, kwargs = _PENDING[key]
    return function(*args, **kwargs)


class Background(Generic[T]):
    """A call running in a forked process (or deferred to :meth:`result`)."""

    def __init__(self, function: Callable[..., T], args: tuple[Any, ...],
                 kwargs: dict[str, Any], fork: bool) -> None:  # fmt: skip
        self._call = (function, args, kwargs)
        self._pool: ProcessPoolExecutor | None = None
        self._future: Future[T] | None = None
        if fork:
            gc.freeze()  # collections leave the objects the child shares (and their pages) alone
            self._key = next(_KEYS)
            _PENDING[self._key] = self._call
            context = multiprocessing.get_context("fork")
            self._pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
            self._future = self._pool.submit(_run_pending, self._key)  # the fork happens here

    def result(self) -> T:
        """The function's result (its exception, if it raised one)."""
        if self._future is None:
            function, args, kwargs = self._call
            return function(*args, **kwargs)
        try:
            return self._future.result()
        finally:
            assert self._pool is not None
            self._pool.shutdown()
            _PENDING.pop(self._key, None)
            if not _PENDING:
                gc.unfreeze()


def in_background(
    function: Callable[..., T], *args: Any, worth_it: bool = True, **kwargs: Any
) -> Background[T]:
    """Start ``function(*args, **kwargs)`` in a forked process when ``worth_it`` and a
    second CPU and ``fork`` are there; collect it with ``.result()``."""
    fork = (worth_it and usable_cpus() > 1
            and "fork" in multiprocessing.get_all_start_methods())  # fmt: skip
    return Background(function, args, kwargs, fork)
