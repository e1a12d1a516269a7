"""Paired poisoning: payloads land where recorded, pools never cross splits, realisations vary."""

from __future__ import annotations

import ast
import ipaddress
import json
import re
from collections import Counter, defaultdict
from dataclasses import replace
from pathlib import Path

import pytest

from corpus import pools, texts
from corpus.build import load_corpus_sources
from corpus.common import SPLITS
from corpus.generator import AITECH_ORDER, apply_recipe, generate_poisoned
from corpus.model import rng_for
from corpus.recipes import LOW_RECIPES, RECIPES
from corpus.skillfiles import frontmatter_fields
from tests.support.corpus_fixtures import write_fixture_datasets

URL_RE = re.compile(r"https?://([A-Za-z0-9.-]+)")
DOC_ZONES = (".example.com", ".example.net", ".example.org", ".test")
FAMILIES = {
    "code-fence-payload", "prerequisite-lure", "agent-instructions", "hidden-unicode",
    "install-hook", "exec-of-data-file", "dynamic-import", "encoded-shell", "exfiltration",
    "credential-harvesting", "dependency-confusion", "persistence", "budget-padding",
    "non-english-instructions", "low-severity", "availability", "harmful-advice",
    "capability-inflation",
}  # fmt: skip


@pytest.fixture(scope="module")
def bases(tmp_path_factory: pytest.TempPathFactory):
    root = write_fixture_datasets(tmp_path_factory.mktemp("fixture"))
    return load_corpus_sources(root).poison_bases()


def _applications(bases, recipe: str, split: str, seeds: range):
    for base in bases:
        for k in seeds:
            try:
                yield (
                    base,
                    apply_recipe(
                        replace(base, split=split), RECIPES[recipe], rng_for(k, base.id, recipe)
                    ),
                )
            except ValueError:
                continue


def test_recipes_cover_every_code_and_family_with_docs() -> None:
    assert {c for r in RECIPES.values() for c in r.aitech} == set(AITECH_ORDER)
    assert {r.family for r in RECIPES.values()} >= FAMILIES
    assert len(LOW_RECIPES) >= 2 and all(RECIPES[n].severity == "low" for n in LOW_RECIPES)
    for r in RECIPES.values():
        assert len(r.doc) > 80 and f"AITech {r.aitech[0]}" in r.doc, r.name


@pytest.mark.parametrize("recipe", sorted(RECIPES))
def test_payload_is_at_recorded_file_and_line_and_code_parses(bases, recipe: str) -> None:
    made = 0
    for base, v in _applications(bases, recipe, "test", range(4)):
        made += 1
        assert v.payloads, (recipe, base.id)
        original = base.files()
        for p in v.payloads:
            line = str(v.files[p.file]).split("\n")[p.line - 1]
            assert line.strip() == p.evidence
            assert RECIPES[recipe].marker.search(line), (recipe, base.id, line)
            assert p.recipe == recipe and p.aitech in RECIPES[recipe].aitech and p.severity
        for path, text in v.files.items():
            if path.endswith(".py"):
                ast.parse(str(text))  # plausible code: it parses (it is never run)
            if path.endswith(".json") and path in original:
                json.loads(str(text))
        name = frontmatter_fields(str(v.files["SKILL.md"]))["name"]
        assert name == frontmatter_fields(str(original["SKILL.md"]))["name"]
        assert set(original) - set(v.files) == set()  # a payload only adds
    assert made >= 3, f"{recipe} fits fewer than three fixture applications"


def _is_sentence(line: str) -> bool:
    """Prose, not code: several words and no code punctuation outside backticks."""
    outside = re.sub(r"`[^`]*`|https?://\S+", "", line)
    words = re.findall(r"\b[A-Za-z]{3,}\b", outside)
    return len(words) > 5 and not re.search(r"[(){}\[\]=$;]", outside)


def _hosts_ok(host: str) -> bool:
    if host.endswith(DOC_ZONES):
        return True
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return False
    return any(ip in ipaddress.ip_network(f"{net}.0/24") for net in pools.DOC_NETS.values())


@pytest.mark.parametrize("recipe", sorted(RECIPES))
def test_hosts_are_documentation_names_and_pools_stay_in_their_split(bases, recipe: str) -> None:
    evidence: dict[str, set[str]] = defaultdict(set)
    for split in ("train", "test"):
        for base, v in _applications(bases, recipe, split, range(3)):
            original = base.files()
            for path, text in v.files.items():
                new = set(URL_RE.findall(str(text))) - set(URL_RE.findall(str(original.get(path))))
                for host in (h for h in new if "." in h.strip(".")):
                    assert _hosts_ok(host), (recipe, host)
                    brands = [b for b in pools.HOST_BRANDS if f".{b}." in f".{host}."]
                    assert all(b in pools.part(pools.HOST_BRANDS, split) for b in brands), host
            evidence[split] |= {p.evidence for p in v.payloads if _is_sentence(p.evidence)}
    shared = evidence["train"] & evidence["test"]  # no payload sentence in two splits
    assert not shared, (recipe, sorted(shared)[:3])


def test_every_pool_is_cut_into_disjoint_parts() -> None:
    named = {k: v for k, v in vars(pools).items() if k.isupper() and isinstance(v, tuple)}
    named |= {k: v for k, v in vars(texts).items() if k.isupper() and isinstance(v, tuple)}
    named["FOREIGN_LANGUAGES"] = tuple(texts.FOREIGN_ORDERS)
    for name, pool in named.items():
        if len(pool) < 3 or name == "SHARES":
            continue
        parts = [set(pools.part(pool, s)) for s in SPLITS]
        assert all(parts), name
        assert not (parts[0] & parts[1] or parts[0] & parts[2] or parts[1] & parts[2]), name
        assert set().union(*parts) == set(pool), name


@pytest.mark.parametrize("recipe", sorted(RECIPES))
def test_each_recipe_has_at_least_three_realisations(bases, recipe: str) -> None:
    shapes = set()
    applied = [v for s in SPLITS for _, v in _applications(bases, recipe, s, range(4))]
    for v in applied:
        p = v.payloads[0]
        kind = Path(p.file).suffix or p.file
        head = re.sub(r"https?://\S+|[\w.-]+\.(?:example\.\w+|test)|\d+", "", p.evidence)[:40]
        shapes.add((kind, head))
    assert len(shapes) >= 3, (recipe, shapes)


def _files(variants) -> dict[str, object]:
    return {f"{v.id}/{p}": c for v in variants for p, c in sorted(v.files.items())}


def test_same_seed_same_bytes_other_seed_differs(bases) -> None:
    a = generate_poisoned(bases, seed=11, n=30, n_low=4)
    b = generate_poisoned(bases, seed=11, n=30, n_low=4)
    c = generate_poisoned(bases, seed=12, n=30, n_low=4)
    assert _files(a) == _files(b)
    assert [v.payloads for v in a] == [v.payloads for v in b]
    assert _files(a) != _files(c)


def test_every_base_gets_a_twin_and_codes_spread_in_each_split(bases) -> None:
    variants = generate_poisoned(bases, seed=3, n=100, n_low=6)
    per_base = Counter(v.base.id for v in variants if v.recipe not in LOW_RECIPES)
    assert set(per_base) == {b.id for b in bases}
    assert max(per_base.values()) - min(per_base.values()) <= 1
    assert sum(v.recipe in LOW_RECIPES for v in variants) == 6
    for split in SPLITS:
        codes = Counter(p.aitech for v in variants if v.base.split == split for p in v.payloads)
        present = [c for c in AITECH_ORDER if codes[c]]
        assert len(present) >= 7, (split, codes)
    assert len({v.id for v in variants}) == len(variants)
    assert all(v.path == f"skills/{v.id}/{v.base.name}" for v in variants)


def test_generator_cli_writes_payload_index(tmp_path: Path) -> None:
    from corpus.generator import main

    root = write_fixture_datasets(tmp_path / "ds")
    args = ["--seed", "5", "--n", "9", "--out", str(tmp_path / "out"), "--datasets", str(root)]
    assert main(args) == 0
    index = (tmp_path / "out" / "payloads.jsonl").read_text().splitlines()
    assert len(index) == 9
