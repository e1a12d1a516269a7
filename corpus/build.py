"""Build the corpus: sources + derived packages -> labels, provenance, manifest, datasheet.

``build(datasets_dir, seed=...)`` reads ``sources/*.yaml`` (real packages from
``real_*.yaml``, written ones from the other files, blind second annotations from
``second_*.yaml``), assigns splits by a hash of each base package, regenerates the
derived packages (poisoned twins and degraded derivations of real packages) under
``skills/<opaque id>/<base folder name>/``, and writes ``labels/<grader>.jsonl``
(sorted by id, canonical JSON), ``provenance.jsonl``, ``manifest.json`` and the
``README.md`` datasheet with the surface audit. Same inputs and seed give
byte-identical outputs.

Label rules for derived packages (also in the datasheet):

- poisoned (recipe R): threat = worst of the base's threat and ``threat_score_for`` of
  the payload severities; aitech = the payload codes plus the base's; alignment =
  min(base, R's alignment score); completeness, design and relevance are the clean
  twin's (the payload removes nothing), and the rationale says so.
- degraded: see :mod:`corpus.derive`.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from corpus.common import ID_RE, LABEL_GRADERS, dumps_line, write_text
from corpus.derive import DERIVATIONS, derive_incomplete
from corpus.generator import DEFAULT_N, DEFAULT_N_LOW, generate_poisoned
from corpus.labels_schema import validate_label
from corpus.loaded import BuildResult, Corpus, load_corpus_sources
from corpus.model import Variant
from corpus.recipes import RECIPES
from corpus.relevance import Pair, build_pairs
from corpus.skillfiles import write_skill_files
from corpus.sources import GraderLabel, SourceEntry
from corpus.splits import leakage
from scorers.graders import threat_score_for

__all__ = ["BuildResult", "Corpus", "build", "load_corpus_sources"]

DEFAULT_SEED = 20250
PROVENANCE = "provenance.jsonl"


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
    """The four skill-grader records of one real or written package."""
    tags = [e.category, f"origin:{e.origin}", f"domain:{e.domain}"]
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
    out = dict(base or {f"D{i}": "Not annotated on the base package." for i in range(1, 8)})
    for d in dims:
        out[d] = f"{out[d]} [Derived: {note}]"
    return out


def _codes(codes: set[str]) -> list[str]:
    return sorted(codes, key=float)


def variant_records(corpus: Corpus, v: Variant) -> list[dict[str, Any]]:
    """The four skill-grader records of one derived package (labels by construction)."""
    base = corpus.by_id[v.base.id]
    source = f"construction:{v.recipe}"
    category = "poisoned" if v.kind == "poisoned" else "incomplete"
    tags = [category, "origin:derived", f"domain:{base.domain}", f"recipe:{v.recipe}"]
    if v.family:
        tags.append(f"family:{v.family}")
    bt, ba, bc, bd = (base.labels[g] for g in ("threat", "alignment", "completeness", "design"))
    twin = "clean twin" if v.kind == "poisoned" else "base"
    inherit = f"inherited from the {twin} '{base.id}' (annotator:{base.annotator}, score {{}})"
    if v.kind == "poisoned":
        recipe = RECIPES[v.recipe]
        severities = [p.severity for p in v.payloads]
        threat = (
            min(bt.score, threat_score_for(severities)),
            _codes({p.aitech for p in v.payloads} | set(bt.aitech)),
            f"Recipe {v.recipe} ({recipe.family}) on a real package: {recipe.doc}",
        )
        alignment = (
            min(ba.score, recipe.alignment),
            f"Recipe {v.recipe}: the payload is {recipe.alignment_type} relative to the "
            "declared purpose of the package.",
        )
        completeness = (
            bc.score,
            f"Completeness {inherit.format(bc.score)}; the payload removes no instructions.",
        )
        design = (
            bd.score,
            f"Design {inherit.format(bd.score)}; the payload changes no structure the "
            "design rubric scores.",
            dict(bd.dimensions or {f"D{i}": "Not annotated." for i in range(1, 8)}),
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


def pair_record(p: Pair) -> dict[str, Any]:
    """The relevance record of one pair."""
    kind = {3: "direct", 2: "adjacent", 1: "poor"}[p.score]
    tags = [p.category, f"origin:{p.origin}", f"domain:{p.domain}", f"relevance:{kind}"]
    ann = [{"annotator": p.annotator, "score": p.score, "rationale": p.rationale}]
    return _record(
        "relevance",
        p.id,
        p.skill_path,
        p.score,
        source=p.label_source,
        annotations=ann,
        rationale=p.rationale,
        tags=tags,
        group=p.group,
        task=p.task,
    )


def default_counts(corpus: Corpus) -> tuple[int, int]:
    """(poisoned, degraded) targets: a poisoned twin per real package at least, up to four
    per package to reach ``DEFAULT_N``; degraded about a third of the real packages."""
    n_real = len(corpus.poison_bases())
    if not n_real:
        return 0, 0
    return max(n_real, min(DEFAULT_N, 4 * n_real)), max(20, n_real // 3)


def make_records(
    corpus: Corpus,
    *,
    seed: int,
    n_poison: int | None = None,
    n_incomplete: int | None = None,
    n_low: int = DEFAULT_N_LOW,
) -> BuildResult:
    """All label records, derived packages and pairs (nothing written)."""
    warnings: list[str] = list(corpus.problems)
    default_poison, default_incomplete = default_counts(corpus)
    taken = {e.id for e in corpus.entries}
    poisoned = generate_poisoned(
        corpus.poison_bases(),
        seed=seed,
        n=default_poison if n_poison is None else n_poison,
        n_low=n_low,
        taken_ids=taken,
    )
    degraded = derive_incomplete(
        corpus.complete_bases(),
        seed=seed,
        n=default_incomplete if n_incomplete is None else n_incomplete,
        taken_ids=taken,
    )
    variants = sorted(poisoned + degraded, key=lambda v: v.id)
    group_of = {e.id: corpus.group_of(e) for e in corpus.entries}
    pairs = build_pairs(corpus.entries, variants, corpus.split_of, group_of, seed=seed)
    rows: list[dict[str, Any]] = []
    for e in corpus.entries:
        rows += entry_records(corpus, e)
    for v in variants:
        rows += variant_records(corpus, v)
    rows += [pair_record(p) for p in pairs]
    group_split = {corpus.group_of(e): corpus.split_of[e.id] for e in corpus.entries}
    records: dict[str, list[dict[str, Any]]] = {g: [] for g in LABEL_GRADERS}
    for r in rows:
        r["split"] = group_split[r["group"]]
        records[r["grader"]].append(r)
    for grader in records:
        records[grader].sort(key=lambda r: r["id"])
    return BuildResult(records, variants, pairs, warnings=warnings, corpus=corpus)


def provenance_lines(corpus: Corpus, variants: list[Variant]) -> list[str]:
    """One canonical JSON line per package from or built on a public repository, by skill."""
    rows = [{"skill": e.path, **e.provenance.as_dict()} for e in corpus.real() if e.provenance]
    for v in variants:
        base = corpus.by_id[v.base.id]
        if base.provenance is not None:
            rows.append({"skill": v.path, **base.provenance.as_dict()})
    return [dumps_line(r) for r in sorted(rows, key=lambda r: r["skill"])]


def previous_derived(datasets_dir: Path) -> list[str]:
    """Skill folders of the derived packages of the previous build (from its labels)."""
    path = datasets_dir / "labels" / "threat.jsonl"
    if not path.is_file():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        if "origin:derived" in record.get("tags", []) or "generated" in record.get("tags", []):
            out.append(str(record["skill"]))
    return out


def write_outputs(datasets_dir: Path, result: BuildResult, *, seed: int) -> None:
    """Write derived packages, labels, provenance, manifest and datasheet."""
    from corpus.annotation_import import apply_store, read_store
    from corpus.audit import run_audit
    from corpus.datasheet import write_datasheet
    from corpus.manifest import write_manifest

    keep = {e.id for e in result.corpus.entries} if result.corpus else set()
    for rel in previous_derived(datasets_dir):
        parts = rel.split("/")
        if len(parts) != 3 or not ID_RE.match(parts[1]) or parts[1] in keep:
            continue
        folder = datasets_dir / "skills" / parts[1]
        if folder.is_dir():
            shutil.rmtree(folder)
    for v in result.variants:
        write_skill_files(datasets_dir / v.path, v.files)
    labels = datasets_dir / "labels"
    labels.mkdir(parents=True, exist_ok=True)
    for grader, rows in result.records.items():
        write_text(labels / f"{grader}.jsonl", "".join(dumps_line(r) + "\n" for r in rows))
    human = read_store(datasets_dir)
    if human:  # people's labels, imported from Label Studio, survive a rebuild
        apply_store(datasets_dir, human)
    if result.corpus is not None:
        lines = provenance_lines(result.corpus, result.variants)
        write_text(datasets_dir / PROVENANCE, "".join(line + "\n" for line in lines))
    result.version = write_manifest(datasets_dir)
    result.audit = run_audit(datasets_dir, result.records["threat"])
    write_datasheet(datasets_dir, result, seed=seed)


def build(
    datasets_dir: Path | None = None,
    *,
    seed: int = DEFAULT_SEED,
    n_poison: int | None = None,
    n_incomplete: int | None = None,
    n_low: int = DEFAULT_N_LOW,
    skip_invalid: bool = False,
    write: bool = True,
) -> BuildResult:
    """Build the corpus (see module docstring); raises on invalid sources or labels."""
    corpus = load_corpus_sources(datasets_dir, skip_invalid=skip_invalid)
    result = make_records(
        corpus, seed=seed, n_poison=n_poison, n_incomplete=n_incomplete, n_low=n_low
    )
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
