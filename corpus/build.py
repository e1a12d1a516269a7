"""Build the corpus: sources + generated variants -> labels, manifest and datasheet.

``build(datasets_dir, seed=...)`` reads ``sources/*.yaml``, regenerates
``skills/generated/`` (poisoned + incomplete variants), assigns splits, writes
``labels/<grader>.jsonl`` (sorted by id, canonical JSON), ``manifest.json`` and the
``README.md`` datasheet. Same inputs and seed give byte-identical outputs.

Label rules for generated variants (also in the datasheet):

- poisoned (recipe R): threat = ``threat_score_for`` of the payload severities, aitech =
  the payload codes; alignment = min(base, R's alignment score); completeness inherited
  from the base (the instructions are intact); design = base - 1 (min 1) because the
  payload is content unfit for the skill's purpose, noted on R's design dimension.
- incomplete: see :mod:`corpus.derive`.
"""

from __future__ import annotations

import shutil
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpus.common import LABEL_GRADERS, default_datasets_dir, dumps_line, write_text
from corpus.derive import DERIVATIONS, derive_incomplete
from corpus.extra_annotations import load_extra_annotations, with_extra_annotations
from corpus.generator import DEFAULT_N, generate_poisoned
from corpus.labels_schema import validate_label
from corpus.model import GENERATED_DIR, BaseSkill, Variant
from corpus.recipes import RECIPES
from corpus.relevance import Pair, build_pairs
from corpus.skillfiles import write_skill_files
from corpus.sources import GraderLabel, SourceEntry, load_sources
from corpus.splits import assign_splits, leakage

DEFAULT_SEED = 20250
DEFAULT_N_INCOMPLETE = 50

try:
    from scorers.graders import threat_score_for
except ImportError:  # pragma: no cover

    def threat_score_for(severities: list[str]) -> int:
        """Fallback of scorers.graders.threat_score_for."""
        order = {"critical": 1, "high": 2, "moderate": 2, "low": 3}
        return min((order[s] for s in severities), default=4)


@dataclass
class Corpus:
    """Validated sources of one datasets folder."""

    datasets_dir: Path
    entries: list[SourceEntry]
    problems: list[str]

    def __post_init__(self) -> None:
        self.by_id = {e.id: e for e in self.entries}
        self.by_skill = {e.skill: e for e in self.entries}

    def group_of(self, entry: SourceEntry) -> str:
        """Root base id of ``entry`` (its own id when it has no base)."""
        seen = {entry.id}
        while entry.base:
            parent = self.by_skill.get(entry.base)
            if parent is None:
                return entry.base.rsplit("/", 1)[-1]
            if parent.id in seen:
                break
            seen.add(parent.id)
            entry = parent
        return entry.id

    def root_category(self, group: str) -> str:
        """Category of the group's root skill (the split stratum)."""
        root = self.by_id.get(group)
        return root.category if root else "benign"

    def _base(self, e: SourceEntry) -> BaseSkill:
        return BaseSkill(
            e.id, e.path, self.datasets_dir / e.path, self.group_of(e), e.domain, e.category
        )

    def benign_bases(self) -> list[BaseSkill]:
        """Hand-written benign skills (poisoning bases)."""
        return [self._base(e) for e in self.entries if e.category == "benign"]

    def complete_bases(self) -> list[BaseSkill]:
        """Benign and hard-negative skills labelled complete (derivation bases)."""
        return [
            self._base(e)
            for e in self.entries
            if e.category in ("benign", "hard-negative") and e.labels["completeness"].score == 3
        ]


def load_corpus_sources(datasets_dir: Path | None = None, *, skip_invalid: bool = False) -> Corpus:
    """Load and validate ``<datasets_dir>/sources/*.yaml``."""
    root = Path(datasets_dir) if datasets_dir else default_datasets_dir()
    entries, problems = load_sources(root, skip_invalid=skip_invalid)
    entries = with_extra_annotations(entries, load_extra_annotations(root))
    return Corpus(root, entries, problems)


@dataclass
class BuildResult:
    """What a build produced."""

    records: dict[str, list[dict[str, Any]]]
    variants: list[Variant]
    pairs: list[Pair]
    version: str = ""
    warnings: list[str] = field(default_factory=list)


def _record(
    grader: str,
    rid: str,
    skill: str,
    score: int,
    *,
    source: str,
    annotations: list[dict[str, Any]],
    rationale: str,
    tags: list[str],
    group: str,
    aitech: list[str] | None = None,
    task: str | None = None,
    payload: list[dict[str, Any]] | None = None,
    dimensions: dict[str, str] | None = None,
) -> dict[str, Any]:
    return {
        "id": rid,
        "skill": skill,
        "grader": grader,
        "score": score,
        "aitech": aitech or [],
        "task": task,
        "label_source": source,
        "annotations": annotations,
        "rationale": rationale,
        "tags": tags,
        "split": "",
        "group": group,
        "payload": payload or [],
        "dimensions": dimensions,
    }


def _annotations(entry: SourceEntry, label: GraderLabel) -> list[dict[str, Any]]:
    first = {"annotator": entry.annotator, "score": label.score, "rationale": label.rationale}
    return [first] + [
        {"annotator": a.annotator, "score": a.score, "rationale": a.rationale} for a in label.extra
    ]


def entry_records(corpus: Corpus, e: SourceEntry) -> list[dict[str, Any]]:
    """The four skill-grader records of one hand-written skill."""
    tags = [e.category, "hand-written", f"domain:{e.domain}"]
    tags += sorted(
        {f"placement:{p.placement}" for p in e.payload} | {f"form:{p.form}" for p in e.payload}
    )
    payload = [
        {
            "aitech": p.aitech,
            "severity": p.severity,
            "file": p.file,
            "line": p.line,
            "recipe": p.recipe,
        }
        for p in e.payload
    ]
    out = []
    for grader in ("threat", "alignment", "completeness", "design"):
        label = e.labels[grader]
        out.append(
            _record(
                grader,
                e.id,
                e.path,
                label.score,
                source=f"annotator:{e.annotator}",
                annotations=_annotations(e, label),
                rationale=label.rationale,
                tags=list(tags),
                group=corpus.group_of(e),
                aitech=list(label.aitech) if grader == "threat" else [],
                payload=payload if grader in ("threat", "alignment") else [],
                dimensions=label.dimensions if grader == "design" else None,
            )
        )
    return out


def _adjusted_dims(base: dict[str, str] | None, dims: tuple[str, ...], note: str) -> dict[str, str]:
    out = dict(base or {f"D{i}": "Not annotated on the base skill." for i in range(1, 8)})
    for d in dims:
        out[d] = f"{out[d]} [Variant: {note}]"
    return out


def variant_records(corpus: Corpus, v: Variant) -> list[dict[str, Any]]:
    """The four skill-grader records of one generated variant (labels by construction)."""
    base = corpus.by_id[v.base.id]
    source = f"construction:{v.recipe}"
    tags = [v.kind, "generated", f"domain:{base.domain}", f"recipe:{v.recipe}"]
    if v.kind == "poisoned":
        tags += [f"placement:{v.placement}", f"form:{v.form}"]
    bt, ba, bc, bd = (base.labels[g] for g in ("threat", "alignment", "completeness", "design"))
    inherit = f"inherited from base '{base.id}' (annotator:{base.annotator}, score {{}})"
    if v.kind == "poisoned":
        recipe = RECIPES[v.recipe]
        severities = [p.severity for p in v.payloads]
        codes = sorted({p.aitech for p in v.payloads}, key=float)
        threat = (
            threat_score_for(severities),
            codes,
            f"Recipe {v.recipe} on '{base.id}': {recipe.doc}",
        )
        alignment = (
            min(ba.score, recipe.alignment),
            f"Recipe {v.recipe}: the payload is {recipe.alignment_type} relative to the "
            f"declared purpose of '{base.id}'.",
        )
        completeness = (
            bc.score,
            f"Completeness {inherit.format(bc.score)}; the recipe adds a "
            "payload but removes no instructions.",
        )
        note = f"{recipe.placement} payload ({v.recipe}) is not fit for the skill's purpose"
        design = (
            max(1, bd.score - 1),
            f"Design {inherit.format(bd.score)}, minus 1: {note}.",
            _adjusted_dims(bd.dimensions, (recipe.design_dimension,), note),
        )
    else:
        d = DERIVATIONS[v.recipe.removeprefix("incomplete-")]
        threat = (
            bt.score,
            list(bt.aitech),
            f"Threat {inherit.format(bt.score)}; derivation {v.recipe} only removes content.",
        )
        alignment = (
            (
                min(ba.score, d.alignment),
                f"Derivation {v.recipe}: {d.note}, so the "
                "description claims behaviour that is not implemented.",
            )
            if d.alignment is not None
            else (ba.score, f"Alignment {inherit.format(ba.score)}; {d.note}.")
        )
        completeness = (
            min(bc.score, d.completeness),
            f"Derivation {v.recipe}: {d.note} (rule: completeness {d.completeness}).",
        )
        design = (
            max(1, bd.score - d.design_drop),
            f"Design {inherit.format(bd.score)}, minus {d.design_drop}: {d.note}.",
            _adjusted_dims(bd.dimensions, d.dimensions, d.note),
        )
    payload = [p.label() for p in v.payloads]

    def one(grader: str, score: int, rationale: str, **kw: Any) -> dict[str, Any]:
        ann = [{"annotator": source, "score": score, "rationale": rationale}]
        return _record(
            grader,
            v.id,
            v.path,
            score,
            source=source,
            annotations=ann,
            rationale=rationale,
            tags=list(tags),
            group=v.base.group,
            **kw,
        )

    return [
        one("threat", threat[0], threat[2], aitech=threat[1], payload=payload),
        one("alignment", alignment[0], alignment[1], payload=payload),
        one("completeness", completeness[0], completeness[1]),
        one("design", design[0], design[1], dimensions=design[2]),
    ]


def pair_record(corpus: Corpus, p: Pair) -> dict[str, Any]:
    """The relevance record of one pair."""
    kind = {3: "direct", 2: "adjacent", 1: "poor"}[p.score]
    tags = [p.skill.category, "hand-written", f"domain:{p.skill.domain}", f"relevance:{kind}"]
    ann = [{"annotator": p.annotator, "score": p.score, "rationale": p.rationale}]
    return _record(
        "relevance",
        p.id,
        p.skill.path,
        p.score,
        source=p.label_source,
        annotations=ann,
        rationale=p.rationale,
        tags=tags,
        group=corpus.group_of(p.skill),
        task=p.task,
    )


def poisoned_code_counts(corpus: Corpus) -> Counter[str]:
    """Per-code count of hand-written poisoned skills."""
    counts: Counter[str] = Counter()
    for e in corpus.entries:
        if e.category == "poisoned":
            counts.update(set(e.labels["threat"].aitech) | {p.aitech for p in e.payload})
    return counts


def make_records(
    corpus: Corpus, *, seed: int, n_poison: int, n_incomplete: int, n_poor: int | None = None
) -> BuildResult:
    """All label records, variants and pairs (nothing written)."""
    warnings: list[str] = list(corpus.problems)
    taken = {e.id for e in corpus.entries} | {e.name for e in corpus.entries}
    groups = {corpus.group_of(e) for e in corpus.entries}
    group_split = assign_splits({g: corpus.root_category(g) for g in groups})
    base_split = {e.id: group_split[corpus.group_of(e)] for e in corpus.entries}
    poisoned = generate_poisoned(
        corpus.benign_bases(),
        seed=seed,
        n=n_poison,
        code_counts=poisoned_code_counts(corpus),
        taken_names=taken,
        warnings=warnings,
        base_split=base_split,
    )
    incomplete = derive_incomplete(
        corpus.complete_bases(), seed=seed, n=n_incomplete, taken_names=taken
    )
    variants = sorted(poisoned + incomplete, key=lambda v: v.id)
    pairs = build_pairs(corpus.entries, seed=seed, n_poor=n_poor)
    rows: list[dict[str, Any]] = []
    for e in corpus.entries:
        rows += entry_records(corpus, e)
    for v in variants:
        rows += variant_records(corpus, v)
    rows += [pair_record(corpus, p) for p in pairs]
    strata = {r["group"]: corpus.root_category(r["group"]) for r in rows}
    splits = assign_splits(strata)
    records: dict[str, list[dict[str, Any]]] = {g: [] for g in LABEL_GRADERS}
    for r in rows:
        r["split"] = splits[r["group"]]
        records[r["grader"]].append(r)
    for grader in records:
        records[grader].sort(key=lambda r: r["id"])
    return BuildResult(records, variants, pairs, warnings=warnings)


def write_outputs(datasets_dir: Path, result: BuildResult, *, seed: int) -> None:
    """Write generated skills, labels, manifest and datasheet under ``datasets_dir``."""
    from corpus.datasheet import write_datasheet
    from corpus.manifest import write_manifest

    gen = datasets_dir / GENERATED_DIR
    if gen.exists():
        shutil.rmtree(gen)
    for v in result.variants:
        write_skill_files(datasets_dir / v.path, v.files)
    labels = datasets_dir / "labels"
    labels.mkdir(parents=True, exist_ok=True)
    for grader, rows in result.records.items():
        write_text(labels / f"{grader}.jsonl", "".join(dumps_line(r) + "\n" for r in rows))
    result.version = write_manifest(datasets_dir)
    write_datasheet(datasets_dir, result, seed=seed)


def build(
    datasets_dir: Path | None = None,
    *,
    seed: int = DEFAULT_SEED,
    n_poison: int = DEFAULT_N,
    n_incomplete: int = DEFAULT_N_INCOMPLETE,
    skip_invalid: bool = False,
    write: bool = True,
) -> BuildResult:
    """Build the corpus (see module docstring); raises on invalid sources or labels."""
    corpus = load_corpus_sources(datasets_dir, skip_invalid=skip_invalid)
    result = make_records(corpus, seed=seed, n_poison=n_poison, n_incomplete=n_incomplete)
    bad = [
        f"{r['grader']}:{r['id']}: {p}"
        for rows in result.records.values()
        for r in rows
        for p in validate_label(r)
    ]
    bad += leakage(r for rows in result.records.values() for r in rows)
    if bad:
        raise ValueError("built labels are invalid:\n  " + "\n  ".join(bad[:50]))
    if write:
        write_outputs(corpus.datasets_dir, result, seed=seed)
    return result
