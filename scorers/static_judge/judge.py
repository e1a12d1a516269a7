"""Dispatch: one grader name + one package -> the answer dict and its JSON text."""

from __future__ import annotations

import gc
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from scorers.graders import GRADERS, threat_score_for

from .alignment import grade_alignment
from .completeness import grade_completeness
from .design import grade_design
from .findings import trim
from .relevance import grade_relevance
from .structure import build_view
from .threat import ThreatReport, analyse_threats


def grade_threat(report: ThreatReport) -> dict[str, Any]:
    """Threat answer: findings, a reason summarising them, and the score they imply."""
    findings = [f.to_json() for f in report.findings]
    score = threat_score_for([f["severity"] for f in findings])
    if findings:
        counts: dict[str, int] = {}
        for f in findings:
            counts[f["severity"]] = counts.get(f["severity"], 0) + 1
        summary = ", ".join(f"{n} {s}" for s, n in counts.items())
        top = "; ".join(
            f"{f['aitech']} {f['severity']} {f['file']}:{f['line']} {f['description']}"
            for f in findings[:4]
        )
        reason = f"{len(findings)} finding(s) ({summary}). Most serious: {top}."
    else:
        reason = (
            "No threat found: no tainted data flow to a sink, "
            "no dangerous command or injection phrasing."
        )
    if report.notes:
        reason += " Notes: " + "; ".join(report.notes[:5]) + "."
    return {"findings": findings, "reason": trim(reason, 2000), "score": score}


class _CollectorPause:
    """Python's cyclic garbage collector paused while packages are judged.

    An analysis allocates hundreds of thousands of syntax-tree nodes, taint records and
    memoised look-ups that reference counting frees; almost none form cycles, and the
    collector's passes over them (and over the per-file caches) find nothing to free while
    costing a tenth of the time on large packages. It runs again, as it was, once the last
    analysis in progress (of several threads) ends, and then collects what they left.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._active = 0
        self._resume = False
        """The collector ran when the first analysis in progress began."""

    @contextmanager
    def __call__(self) -> Iterator[None]:
        with self._lock:
            if self._active == 0:
                self._resume = gc.isenabled()
                gc.disable()
            self._active += 1
        try:
            yield
        finally:
            with self._lock:
                self._active -= 1
                if self._active == 0 and self._resume:
                    gc.enable()


collector_paused = _CollectorPause()
"""``with collector_paused(): ...`` judges with the cyclic garbage collector paused."""


def answer(grader: str, files: dict[str, str], task: str | None = None) -> dict[str, Any]:
    """The judge's answer for ``grader`` on a package given as path -> text (the cyclic
    garbage collector paused meanwhile, see :func:`collector_paused`).

    Raises:
        ValueError: unknown grader.
    """
    if grader not in GRADERS:
        raise ValueError(
            f"static/rules: unknown grader {grader!r}; expected one of {', '.join(GRADERS)}"
        )
    with collector_paused():
        return _graded(grader, files, task)


def _graded(grader: str, files: dict[str, str], task: str | None) -> dict[str, Any]:
    view = build_view(files)
    if grader == "threat":
        return grade_threat(analyse_threats(view))
    if grader == "alignment":
        return grade_alignment(view, analyse_threats(view))
    if grader == "completeness":
        return grade_completeness(view, task)
    if grader == "design":
        return grade_design(view)
    return grade_relevance(view, task)


def answer_json(grader: str, files: dict[str, str], task: str | None = None) -> str:
    """The answer as compact, deterministic JSON text."""
    return json.dumps(answer(grader, files, task), ensure_ascii=False, separators=(",", ":"))
