"""Degraded (incomplete) packages derived from complete real packages by construction."""

from __future__ import annotations

import ast

import pytest

from corpus.build import load_corpus_sources
from corpus.derive import DERIVATIONS, derive_incomplete, derive_variant
from corpus.model import GeneratorError
from tests.support.corpus_fixtures import write_fixture_datasets


@pytest.fixture(scope="module")
def bases(tmp_path_factory: pytest.TempPathFactory):
    root = write_fixture_datasets(tmp_path_factory.mktemp("fixture"))
    return load_corpus_sources(root).complete_bases()


@pytest.mark.parametrize("name", sorted(DERIVATIONS))
def test_each_derivation_changes_the_skill(bases, name: str) -> None:
    d = DERIVATIONS[name]
    made = 0
    for base in bases:
        try:
            v = derive_variant(base, d)
        except GeneratorError:
            continue
        made += 1
        original = base.files()
        assert v.files != original and v.recipe == f"incomplete-{name}"
        assert v.files["SKILL.md"] == original["SKILL.md"] or name not in (
            "stub-scripts",
            "remove-only-script",
            "remove-referenced-script",
            "placeholder-references",
        )
        for path, text in v.files.items():
            if path.endswith(".py"):
                ast.parse(str(text))
    assert made, f"{name} applied to no fixture base"
    assert d.completeness in (1, 2) and d.design_drop in (1, 2)


def test_removals_remove_their_section(bases) -> None:
    base = next(b for b in bases if b.name == "csv-line-counter")
    assert "## Steps" not in str(
        derive_variant(base, DERIVATIONS["remove-steps"]).files["SKILL.md"]
    )
    assert "TODO" in str(derive_variant(base, DERIVATIONS["placeholder-steps"]).files["SKILL.md"])
    stub = derive_variant(base, DERIVATIONS["stub-scripts"]).files["scripts/summary.py"]
    assert "# TODO: implement" in str(stub) and "read_text" not in str(stub)
    gone = derive_variant(base, DERIVATIONS["remove-only-script"]).files
    assert "scripts/summary.py" not in gone and "scripts/summary.py" in str(gone["SKILL.md"])
    two = next(b for b in bases if b.name == "parquet-peek")
    kept = derive_variant(two, DERIVATIONS["remove-referenced-script"]).files
    assert sum(p.startswith("scripts/") for p in kept) == 1
    with pytest.raises(GeneratorError):
        derive_variant(two, DERIVATIONS["remove-only-script"])


def test_derive_incomplete_is_deterministic_and_spread(bases) -> None:
    a = derive_incomplete(bases, seed=1, n=20)
    b = derive_incomplete(bases, seed=1, n=20)
    assert [(v.id, v.files) for v in a] == [(v.id, v.files) for v in b]
    assert len({v.recipe for v in a}) == len(DERIVATIONS)
    assert len({v.id for v in a}) == len(a) and not {v.id for v in a} & {b.id for b in bases}
    assert all(v.path == f"skills/{v.id}/{v.base.name}" for v in a)
