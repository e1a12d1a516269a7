"""Paired poisoning: each poisoned package is a real package plus one recipe's payload.

``generate_poisoned(bases, seed=..., n=..., n_low=...)`` gives every base at least one
poisoned twin when ``n`` allows (bases in a seeded hash order, whatever their category,
so poisoned packages look like the real ones they come from). For each slot, while some
AITech code of the base's split is below ``CODE_FLOOR``, it picks the code with the
fewest samples so far *in that split* and the least-used recipe that emits it; once
every code is at its floor, the least-used recipe of all (so every family spreads over
the splits). It applies the recipe with ``random.Random(seed + stable
hash of base, recipe and index)`` and the split's part of every pool. ``n_low`` more
slots get a low-severity recipe (threat 3) on bases labelled clean (threat 4).

The twin keeps the base's folder name and frontmatter; only the payload differs. Its
folder id is a keyed hash, so it names neither the base nor the recipe.

CLI::

    python -m corpus.generator --seed 7 --n 20 --out /tmp/poisoned [--datasets DIR]

writes the variant folders plus ``payloads.jsonl`` (never runs anything it writes).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from corpus.common import opaque_id, stable_hash, write_text
from corpus.loaded import load_corpus_sources
from corpus.model import BaseSkill, GeneratorError, Payload, Variant, rng_for
from corpus.placement import Ctx
from corpus.recipes import LOW_RECIPES, RECIPES, Recipe, recipes_for_code
from corpus.skillfiles import write_skill_files
from scorers.graders import AITECH_CODES

AITECH_ORDER: tuple[str, ...] = tuple(AITECH_CODES)
DEFAULT_N = 300
DEFAULT_N_LOW = 40
CODE_FLOOR = {"train": 16, "validation": 8, "test": 16}  # per AITech code, before spreading


def apply_recipe(base: BaseSkill, recipe: Recipe, rng: random.Random, vid: str = "x") -> Variant:
    """Apply one recipe to a copy of ``base``; verify every payload line.

    Raises:
        GeneratorError: the recipe does not fit the base, or a payload line does not match
            the recipe's marker (a bug in the recipe).
    """
    files = base.files()
    if not isinstance(files.get("SKILL.md"), str):
        raise GeneratorError(f"{base.id}: SKILL.md missing or not text")
    try:
        marks = recipe.apply(files, Ctx(rng, base.split))
    except (KeyError, ValueError, IndexError) as exc:
        raise GeneratorError(f"{recipe.name} on {base.id}: {exc}") from None
    payloads: list[Payload] = []
    for mark in marks:
        text = files.get(mark.file)
        lines = text.split("\n") if isinstance(text, str) else []
        line = lines[mark.line - 1] if 0 < mark.line <= len(lines) else ""
        if not recipe.marker.search(line):
            raise GeneratorError(
                f"{recipe.name} on {base.id}: {mark.file}:{mark.line} {line!r} lacks the marker"
            )
        payloads.append(
            Payload(mark.aitech, mark.severity, mark.file, mark.line, recipe.name, line.strip())
        )
    return Variant(vid, base, recipe.name, "poisoned", files, payloads, recipe.family)


def _slots(pool: list[BaseSkill], n: int) -> list[BaseSkill]:
    """``n`` bases, round-robin over the pool (each base once before any repeats)."""
    return [pool[i % len(pool)] for i in range(n)] if pool else []


def _new_id(seed: int, base: BaseSkill, recipe: str, index: int, taken: set[str]) -> str:
    n = 0
    while True:
        vid = opaque_id("derived", str(seed), base.id, recipe, str(index), str(n))
        if vid not in taken:
            taken.add(vid)
            return vid
        n += 1


def generate_poisoned(
    bases: Iterable[BaseSkill],
    *,
    seed: int,
    n: int = DEFAULT_N,
    n_low: int = DEFAULT_N_LOW,
    taken_ids: set[str] | None = None,
    warnings: list[str] | None = None,
) -> list[Variant]:
    """``n`` poisoned twins plus ``n_low`` low-severity ones (see the module docstring)."""
    pool = sorted(bases, key=lambda b: (stable_hash(f"{seed}:{b.id}"), b.id))
    if not pool:
        return []
    taken = taken_ids if taken_ids is not None else {b.id for b in pool}
    counts: Counter[tuple[str, str]] = Counter()
    use: Counter[tuple[str, str]] = Counter()
    out: list[Variant] = []
    for index, base in enumerate(_slots(pool, n)):
        variant = _poison_one(base, seed, index, counts, use, taken, warnings)
        if variant is not None:
            out.append(variant)
    clean = [b for b in pool if b.threat == 4]
    for k in range(n_low if clean else 0):
        base = clean[k % len(clean)]
        name = sorted(LOW_RECIPES, key=lambda r: (use[(base.split, r)], r))[0]
        for recipe_name in sorted(LOW_RECIPES, key=lambda r: (r != name, r)):
            variant = _try(base, RECIPES[recipe_name], seed, n + k, taken, warnings)
            if variant is not None:
                use[(base.split, recipe_name)] += 1
                out.append(variant)
                break
    return sorted(out, key=lambda v: v.id)


def _try(
    base: BaseSkill,
    recipe: Recipe,
    seed: int,
    index: int,
    taken: set[str],
    warnings: list[str] | None,
) -> Variant | None:
    rng = rng_for(seed, base.id, recipe.name, str(index))
    try:
        variant = apply_recipe(base, recipe, rng)
    except GeneratorError as exc:
        if warnings is not None:
            warnings.append(str(exc))
        return None
    variant.id = _new_id(seed, base, recipe.name, index, taken)
    return variant


def _poison_one(
    base: BaseSkill,
    seed: int,
    index: int,
    counts: Counter[tuple[str, str]],
    use: Counter[tuple[str, str]],
    taken: set[str],
    warnings: list[str] | None,
) -> Variant | None:
    """While a code of the base's split is below its floor: the neediest code and its
    least-used recipe; after that the least-used recipe of all, so every family spreads."""
    split = base.split
    floor = CODE_FLOOR[split]
    codes = sorted(AITECH_ORDER, key=lambda c: (counts[(split, c)], AITECH_ORDER.index(c)))
    if counts[(split, codes[0])] >= floor:
        everything = [r for r in RECIPES.values() if not r.low]
        plan = [sorted(everything, key=lambda r: (use[(split, r.name)], r.name))]
    else:
        plan = [
            sorted(
                recipes_for_code(code),
                key=lambda r: (use[(split, r.name)], r.aitech[0] != code, r.name),
            )
            for code in codes
        ]
    for recipes in plan:
        for recipe in recipes:
            variant = _try(base, recipe, seed, index, taken, warnings)
            if variant is None:
                continue
            use[(split, recipe.name)] += 1
            for c in {p.aitech for p in variant.payloads}:
                counts[(split, c)] += 1
            return variant
    return None


def write_variants(out_dir: Path, variants: list[Variant]) -> None:
    """Write each variant folder under ``out_dir`` and a ``payloads.jsonl`` index."""
    records = []
    for v in variants:
        write_skill_files(out_dir / v.id / v.base.name, v.files)
        records.append(
            {
                "id": v.id,
                "base": v.base.path,
                "recipe": v.recipe,
                "payload": [p.label() for p in v.payloads],
            }
        )
    lines = [json.dumps(r, sort_keys=True) for r in sorted(records, key=lambda r: str(r["id"]))]
    write_text(out_dir / "payloads.jsonl", "\n".join(lines) + "\n")


def main(argv: list[str] | None = None) -> int:
    """CLI: generate poisoned twins of the real packages of a datasets folder."""
    parser = argparse.ArgumentParser(
        prog="python -m corpus.generator",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--n", type=int, default=DEFAULT_N)
    parser.add_argument("--n-low", type=int, default=0, help="low-severity twins")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--datasets", type=Path, default=None)
    parser.add_argument("--list-recipes", action="store_true", help="print the recipes and exit")
    args = parser.parse_args(argv)
    if args.list_recipes:
        for r in RECIPES.values():
            print(f"{r.name:26} {'/'.join(r.aitech):12} {r.severity:9} {r.family}")
        return 0
    corpus = load_corpus_sources(args.datasets, skip_invalid=True)
    warnings: list[str] = []
    variants = generate_poisoned(
        corpus.poison_bases(), seed=args.seed, n=args.n, n_low=args.n_low, warnings=warnings
    )
    write_variants(args.out, variants)
    for w in warnings:
        print(f"warning: {w}")
    print(f"wrote {len(variants)} poisoned variants to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

__all__ = ["GeneratorError", "apply_recipe", "generate_poisoned", "main", "write_variants"]
