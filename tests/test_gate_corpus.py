"""The split corpus the gate and refine tests build (tests/support/gate_corpus.py)."""

from __future__ import annotations

from pathlib import Path

from tests.support.gate_corpus import SPLITS, build_corpus


def test_corpus_has_three_disjoint_splits(tmp_path: Path) -> None:
    corpus = build_corpus(tmp_path / "c", {"train": 4, "validation": 2, "test": 2})
    ids = [i for s in SPLITS for i in corpus.splits[s]]
    assert len(ids) == len(set(ids)) == 8
    assert corpus.labels["tra-01"] == 1 and corpus.labels["tra-00"] == 4
