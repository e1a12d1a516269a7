"""Poisoning generator: every recipe lands its payload where the record says, deterministically."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from corpus.build import load_corpus_sources
from corpus.fixtures import write_fixture_datasets
from corpus.generator import AITECH_ORDER, apply_recipe, generate_poisoned
from corpus.model import rng_for
from corpus.pools import RESERVED_TLDS
from corpus.recipes import RECIPES
from corpus.skillfiles import frontmatter_fields

URL_RE = re.compile(r"https?://([A-Za-z0-9.-]+)")


@pytest.fixture(scope="module")
def bases(tmp_path_factory: pytest.TempPathFactory):
    root = write_fixture_datasets(tmp_path_factory.mktemp("fixture"))
    return load_corpus_sources(root).benign_bases()


def test_recipes_cover_every_code_with_docs() -> None:
    assert len(RECIPES) >= 14
    assert {r.aitech for r in RECIPES.values()} == set(AITECH_ORDER)
    assert {r.placement for r in RECIPES.values()} == {"script", "body", "reference", "frontmatter"}
    assert {r.form for r in RECIPES.values()} >= {
        "plain",
        "obfuscated",
        "conditional",
        "split",
        "disguised",
    }
    for r in RECIPES.values():
        assert len(r.doc) > 80 and f"AITech {r.aitech}" in r.doc, r.name


@pytest.mark.parametrize("recipe", sorted(RECIPES))
def test_payload_is_at_recorded_file_and_line(bases, recipe: str) -> None:
    for base in bases:  # python, shell, javascript and script-less bases
        for k in range(3):
            v = apply_recipe(base, RECIPES[recipe], f"{base.id}-x", rng_for(k, base.id, recipe))
            assert v.payloads, (recipe, base.id)
            for p in v.payloads:
                line = str(v.files[p.file]).split("\n")[p.line - 1]
                assert line.strip() == p.evidence
                assert RECIPES[recipe].marker.search(line), (recipe, base.id, line)
                assert p.recipe == recipe and p.aitech and p.severity
            assert frontmatter_fields(str(v.files["SKILL.md"]))["name"] == f"{base.id}-x"


@pytest.mark.parametrize("recipe", sorted(RECIPES))
def test_generated_code_parses_and_hosts_are_reserved(bases, recipe: str) -> None:
    for base in bases:
        original = base.files()
        v = apply_recipe(base, RECIPES[recipe], base.id, rng_for(1, base.id, recipe))
        for path, text in v.files.items():
            if path.endswith(".py"):
                ast.parse(str(text))  # plausible code: it parses (it is never run)
            new_hosts = set(URL_RE.findall(str(text))) - set(
                URL_RE.findall(str(original.get(path, "")))
            )
            for host in new_hosts:
                assert host.endswith(RESERVED_TLDS), (recipe, host)


def _files(variants) -> dict[str, object]:
    return {f"{v.id}/{p}": c for v in variants for p, c in sorted(v.files.items())}


def test_same_seed_same_bytes_other_seed_differs(bases) -> None:
    a = generate_poisoned(bases, seed=11, n=30)
    b = generate_poisoned(bases, seed=11, n=30)
    c = generate_poisoned(bases, seed=12, n=30)
    assert _files(a) == _files(b)
    assert [v.payloads for v in a] == [v.payloads for v in b]
    assert _files(a) != _files(c)


def test_generator_balances_codes_and_spreads_bases(bases) -> None:
    variants = generate_poisoned(bases, seed=3, n=27, code_counts=Counter({"8.2": 2}))
    total = Counter(RECIPES[v.recipe].aitech for v in variants) + Counter({"8.2": 2})
    assert max(total.values()) - min(total[c] for c in AITECH_ORDER) <= 1
    assert total["8.2"] - 2 < min(total.values())
    per_base = Counter(v.base.id for v in variants)
    assert max(per_base.values()) - min(per_base.values()) <= 1
    assert len({v.id for v in variants}) == len(variants)


def test_payload_text_varies_with_seed(bases) -> None:
    lines = {
        apply_recipe(bases[0], RECIPES["env-dump-post"], "n", rng_for(s, "a")).payloads[0].evidence
        + str(apply_recipe(bases[0], RECIPES["env-dump-post"], "n", rng_for(s, "a")).files)
        for s in range(6)
    }
    assert len(lines) > 1


def test_generator_cli_writes_payload_index(tmp_path: Path) -> None:
    from corpus.generator import main

    root = write_fixture_datasets(tmp_path / "ds")
    assert (
        main(["--seed", "5", "--n", "9", "--out", str(tmp_path / "out"), "--datasets", str(root)])
        == 0
    )
    index = (tmp_path / "out" / "payloads.jsonl").read_text().splitlines()
    assert len(index) == 9
