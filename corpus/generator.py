"""The seeded poisoning generator: documented recipes applied to benign base skills.

``generate_poisoned(bases, seed=..., n=...)`` picks, for each new sample, the AITech
code with the fewest samples so far (hand-written ones included via ``code_counts``),
then the least-used recipe for that code, then one of the least-used applicable bases
(seeded tie-break). Each sample's randomness is ``random.Random(seed + stable hash of
base id, recipe and index)``, so the same seed gives the same bytes.

CLI::

    python -m corpus.generator --seed 7 --n 20 --out /tmp/poisoned [--datasets DIR]

writes the variant folders plus ``payloads.jsonl`` (never runs anything it writes).
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from corpus.common import SPLITS, write_text
from corpus.model import (
    BaseSkill,
    GeneratorError,
    Payload,
    Variant,
    renamed,
    rng_for,
    variant_name,
)
from corpus.placement import Ctx
from corpus.recipes import RECIPES, Recipe, recipes_for_code
from corpus.skillfiles import write_skill_files
from corpus.splits import FRACTIONS

AITECH_ORDER: tuple[str, ...] = ("1.1", "1.2", "4.3", "8.2", "9.1", "9.2", "12.1", "13.1", "15.1")
DEFAULT_N = 120


def apply_recipe(base: BaseSkill, recipe: Recipe, name: str, rng: random.Random) -> Variant:
    """Apply one recipe to a copy of ``base`` named ``name``; verify every payload line.

    Raises:
        GeneratorError: the recipe does not fit the base, or a payload line does not match
            the recipe's marker (a bug in the recipe).
    """
    files = renamed(base.files(), name)
    try:
        marks = recipe.apply(files, Ctx(rng))
    except (KeyError, ValueError) as exc:
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
    return Variant(
        name, base, recipe.name, "poisoned", files, payloads, recipe.placement, recipe.form
    )


def _pick_code(counts: Counter[str]) -> str:
    return min(AITECH_ORDER, key=lambda c: (counts[c], AITECH_ORDER.index(c)))


@dataclass
class _State:
    """Book-keeping of one generator run."""

    pool: list[BaseSkill]
    seed: int
    counts: Counter[str]
    taken: set[str]
    base_split: Mapping[str, str]
    warnings: list[str] | None
    chooser: random.Random
    recipe_use: Counter[str] = field(default_factory=Counter)
    base_use: Counter[str] = field(default_factory=Counter)
    code_split: Counter[tuple[str, str]] = field(default_factory=Counter)
    tried: set[tuple[str, str]] = field(default_factory=set)

    def split_need(self, code: str, base: BaseSkill) -> float:
        """How full ``code`` already is in the base's split, relative to its share."""
        split = self.base_split.get(base.id)
        if split is None:
            return 0.0
        return self.code_split[(code, split)] / FRACTIONS[SPLITS.index(split)]


def generate_poisoned(
    bases: Iterable[BaseSkill],
    *,
    seed: int,
    n: int = DEFAULT_N,
    code_counts: Counter[str] | None = None,
    taken_names: set[str] | None = None,
    warnings: list[str] | None = None,
    base_split: Mapping[str, str] | None = None,
) -> list[Variant]:
    """Generate ``n`` poisoned variants, balancing AITech codes (see module docstring).

    Balancing counts each sample under its recipe's primary code; recipes with a second
    code (e.g. ``git-hook-persistence`` also leaks data, 8.2) only add to that code.
    ``code_counts`` holds per-code counts already in the corpus (hand-written samples);
    ``taken_names`` the skill names in use (updated in place). With ``base_split``
    (base id -> split), bases are also chosen so each code spreads over the splits in
    60/20/20 proportion. Recipe/base pairs that do not fit are skipped and described in
    ``warnings``.
    """
    pool = sorted(bases, key=lambda b: b.id)
    if not pool:
        return []
    state = _State(
        pool,
        seed,
        Counter(code_counts or {}),
        taken_names if taken_names is not None else {b.id for b in pool},
        base_split or {},
        warnings,
        random.Random(seed),
    )
    out: list[Variant] = []
    while len(out) < n:
        variant = _next_variant(state, len(out))
        if variant is None:
            break
        out.append(variant)
        code = RECIPES[variant.recipe].aitech
        state.recipe_use[variant.recipe] += 1
        state.base_use[variant.base.id] += 1
        state.counts[code] += 1
        state.code_split[(code, state.base_split.get(variant.base.id, ""))] += 1
    return out


def _next_variant(state: _State, index: int) -> Variant | None:
    """The next sample: codes by need, recipes by use, bases by use then split need."""
    counts = state.counts
    for code in sorted(AITECH_ORDER, key=lambda c: (counts[c], AITECH_ORDER.index(c))):
        recipes = sorted(recipes_for_code(code), key=lambda r: (state.recipe_use[r.name], r.name))
        for recipe in recipes:
            while True:
                free = [b for b in state.pool if (b.id, recipe.name) not in state.tried]
                if not free:
                    break
                rank = {b.id: (state.base_use[b.id], state.split_need(code, b)) for b in free}
                best = min(rank.values())
                base = state.chooser.choice([b for b in free if rank[b.id] == best])
                state.tried.add((base.id, recipe.name))
                rng = rng_for(state.seed, base.id, recipe.name, str(index))
                name = variant_name(base.id, rng, state.taken)
                try:
                    return apply_recipe(base, recipe, name, rng)
                except GeneratorError as exc:
                    state.taken.discard(name)
                    if state.warnings is not None:
                        state.warnings.append(str(exc))
    return None


def write_variants(out_dir: Path, variants: list[Variant]) -> None:
    """Write each variant folder under ``out_dir`` and a ``payloads.jsonl`` index."""
    records = []
    for v in variants:
        write_skill_files(out_dir / v.id, v.files)
        records.append(
            {
                "id": v.id,
                "base": v.base.path,
                "recipe": v.recipe,
                "payload": [p.label() for p in v.payloads],
            }
        )
    lines = [json.dumps(r, sort_keys=True) for r in sorted(records, key=lambda r: r["id"])]
    write_text(out_dir / "payloads.jsonl", "\n".join(lines) + "\n")


def main(argv: list[str] | None = None) -> int:
    """CLI: generate poisoned variants of the benign skills of a datasets folder."""
    from corpus.build import load_corpus_sources

    parser = argparse.ArgumentParser(
        prog="python -m corpus.generator",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--n", type=int, default=DEFAULT_N)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--datasets", type=Path, default=None)
    parser.add_argument("--list-recipes", action="store_true", help="print the recipes and exit")
    args = parser.parse_args(argv)
    if args.list_recipes:
        for r in RECIPES.values():
            print(f"{r.name:36} {r.aitech:5} {r.severity:9} {r.placement:12} {r.form}")
        return 0
    corpus = load_corpus_sources(args.datasets, skip_invalid=True)
    warnings: list[str] = []
    variants = generate_poisoned(corpus.benign_bases(), seed=args.seed, n=args.n, warnings=warnings)
    write_variants(args.out, variants)
    for w in warnings:
        print(f"warning: {w}")
    print(f"wrote {len(variants)} poisoned variants to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

__all__ = ["GeneratorError", "apply_recipe", "generate_poisoned", "main", "write_variants"]
