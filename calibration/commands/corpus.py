"""sgb corpus: build, check, audit and export the corpus, and label it with people.

    sgb corpus build                  regenerate derived packages, labels, manifest, datasheet
    sgb corpus check                  verify every file against the manifest
    sgb corpus audit                  surface-only classifiers (exit 1 above the AUC limit)
    sgb corpus export --out DIR       Hugging Face datasets (JSONL + Parquet)
    sgb corpus probes --out DIR       meaning-preserving rewrites of the test split
    sgb corpus annotate --grader threat --split test --seed 1 --out labelling/threat
    sgb corpus import-annotations export.json --annotator-prefix human:

annotate writes a Label Studio project (labeling configuration and blind tasks);
import-annotations brings a Label Studio JSON export back as annotations of the corpus.
python -m corpus takes the same subcommands. Exit codes: 0 success, 1 check or audit
found problems, 4 bad input or an error.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from calibration.arguments import add_command
from calibration.errors import CalibrationError
from calibration.exit_codes import EXIT_FAIL, EXIT_OK

SPLIT_CHOICES = ("train", "validation", "test")
GRADER_CHOICES = ("threat", "alignment", "completeness", "relevance", "design")


def _datasets(args: argparse.Namespace) -> Path:
    """The corpus folder: --dataset of the subcommand, else --datasets, else datasets/."""
    from corpus.common import default_datasets_dir

    return getattr(args, "dataset", None) or args.datasets or default_datasets_dir()


def _build(args: argparse.Namespace) -> int:
    from corpus.build import build

    result = build(
        args.datasets,
        seed=args.seed,
        n_poison=args.n_poison,
        n_incomplete=args.n_incomplete,
        n_low=args.n_low,
        skip_invalid=not args.strict,
    )
    for w in result.warnings:
        print(f"warning: {w}", file=sys.stderr)
    counts = {g: len(rows) for g, rows in result.records.items()}
    print(
        f"built {len(result.variants)} derived packages, {len(result.pairs)} relevance pairs; "
        f"labels {counts}; version {result.version}"
    )
    return EXIT_OK


def _audit(args: argparse.Namespace) -> int:
    from corpus.audit import AUC_LIMIT, audit_table, name_markers, read_threat_records, run_audit

    root = _datasets(args)
    records = read_threat_records(root)
    rows = run_audit(root, records)
    print(audit_table(rows))
    failed = [r for r in rows if not r.passed]
    for r in failed:
        print(f"AUC above {AUC_LIMIT}: {r.question} / {r.classifier} = {r.auc}")
    marked = name_markers(records)
    for skill in marked:
        print(f"folder name or id carries a marker: {skill}")
    print(f"folder names with a source, category or generator marker: {len(marked)}")
    return EXIT_FAIL if failed or marked else EXIT_OK


def _check(args: argparse.Namespace) -> int:
    from corpus.manifest import check_manifest

    problems = check_manifest(_datasets(args))
    for p in problems:
        print(p)
    print("manifest OK" if not problems else f"{len(problems)} manifest mismatch(es)")
    return EXIT_FAIL if problems else EXIT_OK


def _export(args: argparse.Namespace) -> int:
    from corpus.export import export

    counts = export(args.out, args.datasets)
    print(f"exported {counts} to {args.out}")
    return EXIT_OK


def _generate(args: argparse.Namespace) -> int:
    from corpus.generator import main

    argv = ["--seed", str(args.seed), "--n", str(args.n), "--out", str(args.out)]
    return main(argv + (["--datasets", str(args.datasets)] if args.datasets else []))


def _recipes(args: argparse.Namespace) -> int:
    from corpus.derive import DERIVATIONS
    from corpus.recipes import RECIPES

    for r in RECIPES.values():
        print(f"{r.name:26} {'/'.join(r.aitech):12} {r.severity:9} {r.family}")
    for d in DERIVATIONS.values():
        print(f"{d.recipe:36} completeness={d.completeness} design-{d.design_drop}")
    return EXIT_OK


def _probes(args: argparse.Namespace) -> int:
    from corpus.probes import build_probes

    source = _datasets(args)
    summary = build_probes(source, args.out, split=args.split)
    counts = ", ".join(f"{name} {n}" for name, n in sorted(summary.counts.items()))
    print(f"wrote probes of {summary.originals} skills to {args.out}: {counts}")
    return EXIT_OK


def _annotate(args: argparse.Namespace) -> int:
    from corpus.annotation_export import export_project

    out: Path = args.out
    if out.exists() and any(out.iterdir()) and not args.force:
        raise CalibrationError(f"{out} is not empty (pass --force to overwrite)")
    ids = [i for chunk in args.ids or [] for i in chunk.split(",") if i]
    result = export_project(
        _datasets(args),
        args.grader,
        out,
        splits=args.split,
        ids=ids or None,
        seed=args.seed,
        rubric=args.rubric,
    )
    for problem in result.skipped:
        print(f"skipped {problem}", file=sys.stderr)
    print(
        f"wrote {result.tasks} {args.grader} tasks to {out} "
        f"(label_config.xml, tasks.json, project.json)"
    )
    return EXIT_OK


def _import(args: argparse.Namespace) -> int:
    from corpus.annotation_import import import_export

    summary = import_export(args.export, _datasets(args), prefix=args.annotator_prefix)
    print(
        f"{summary.grader}: {summary.added} added, {summary.replaced} replaced, "
        f"{summary.unchanged} unchanged, {summary.cancelled} cancelled skipped; "
        f"dataset version {summary.dataset_version}"
    )
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Register sgb corpus and its subcommands."""
    summary = "build, check, audit and export the corpus; label it with people"
    parser = add_command(subparsers, "corpus", summary=summary, description=__doc__)
    configure(parser)


def _subcommand(sub: Any, name: str, summary: str) -> argparse.ArgumentParser:
    """A corpus subcommand whose summary is also its ``--help`` description."""
    return sub.add_parser(name, help=summary, description=summary[:1].upper() + summary[1:] + ".")


def configure(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add the corpus subcommands to ``parser`` (sgb corpus, or python -m corpus)."""
    from corpus.build import DEFAULT_SEED
    from corpus.generator import DEFAULT_N, DEFAULT_N_LOW

    parser.add_argument(
        "--datasets", type=Path, default=None, help="datasets folder (default: <repo>/datasets)"
    )
    sub = parser.add_subparsers(dest="corpus_command", metavar="SUBCOMMAND", required=True)
    b = _subcommand(
        sub, "build", "regenerate derived packages, labels, provenance, manifest and datasheet"
    )
    b.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help=f"generator seed (default {DEFAULT_SEED})"
    )
    b.add_argument(
        "--n-poison",
        type=int,
        default=None,
        help=f"poisoned twins (default: one per real package, at least {DEFAULT_N} "
        "when there are enough bases)",
    )
    b.add_argument(
        "--n-incomplete", type=int, default=None, help="degraded packages (default: real / 3)"
    )
    b.add_argument(
        "--n-low",
        type=int,
        default=DEFAULT_N_LOW,
        help=f"low-severity twins (default {DEFAULT_N_LOW})",
    )
    b.add_argument(
        "--strict",
        action="store_true",
        help="fail on any invalid source entry (default: skip it and print a warning)",
    )
    b.set_defaults(run=_build)
    _subcommand(sub, "check", "verify manifest.json against the files").set_defaults(run=_check)
    _subcommand(
        sub, "audit", "surface-only classifiers: test ROC AUC per question (1 if above limit)"
    ).set_defaults(run=_audit)
    e = _subcommand(sub, "export", "write Hugging Face datasets (JSONL + Parquet)")
    e.add_argument("--out", type=Path, required=True, help="folder to write")
    e.set_defaults(run=_export)
    pr = _subcommand(sub, "probes", "write meaning-preserving rewrites (probe set) to --out")
    pr.add_argument("--out", type=Path, required=True, help="folder to write the probe set to")
    pr.add_argument(
        "--split", default="test", choices=(*SPLIT_CHOICES, "all"), help="split to rewrite (test)"
    )
    pr.set_defaults(run=_probes)
    g = _subcommand(sub, "generate", "only run the poisoning generator into --out")
    g.add_argument(
        "--seed", type=int, default=DEFAULT_SEED, help=f"generator seed (default {DEFAULT_SEED})"
    )
    g.add_argument("--n", type=int, default=DEFAULT_N, help=f"poisoned twins (default {DEFAULT_N})")
    g.add_argument("--out", type=Path, required=True, help="folder to write")
    g.set_defaults(run=_generate)
    _subcommand(sub, "recipes", "list poisoning recipes and derivations").set_defaults(run=_recipes)
    annotate = sub.add_parser(
        "annotate",
        help="write a Label Studio project for one grader",
        description="Write a Label Studio project (label_config.xml, tasks.json, "
        "project.json) for people to label one grader. Tasks are blind (no label or "
        "judge answer) and shuffled by the seed.",
    )
    annotate.add_argument("--grader", required=True, choices=GRADER_CHOICES)
    annotate.add_argument(
        "--split",
        action="append",
        choices=SPLIT_CHOICES,
        help="split(s) to include (repeatable; default: all)",
    )
    annotate.add_argument(
        "--ids",
        action="append",
        metavar="ID[,ID...]",
        help="only these sample ids (repeatable or comma-separated)",
    )
    annotate.add_argument("--seed", type=int, default=0, help="task order (default 0)")
    annotate.add_argument("--rubric", default="v1", help="rubric whose scale is shown (v1)")
    annotate.add_argument("--dataset", type=Path, help="corpus folder (default: datasets/)")
    annotate.add_argument("--out", type=Path, required=True, help="folder to write")
    annotate.add_argument("--force", action="store_true", help="write into a non-empty --out")
    annotate.set_defaults(run=_annotate)
    imp = sub.add_parser(
        "import-annotations",
        help="add people's labels from a Label Studio JSON export",
        description="Validate a Label Studio JSON export of a project made by "
        "sgb corpus annotate and add each completed annotation to the sample's "
        "annotations as <prefix><Label Studio user>. Other annotators' entries are never "
        "touched; importing the same export twice changes nothing.",
    )
    imp.add_argument("export", type=Path, help="Label Studio JSON export file")
    imp.add_argument(
        "--annotator-prefix",
        default="human:",
        help="prefix of the annotator names (default human:)",
    )
    imp.add_argument("--dataset", type=Path, help="corpus folder (default: datasets/)")
    imp.set_defaults(run=_import)
    return parser
