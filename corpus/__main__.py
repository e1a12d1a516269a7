"""``python -m corpus {build,check,audit,export,generate,recipes,probes}`` — see ``--help``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from corpus.common import default_datasets_dir


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
    return 0


def _audit(args: argparse.Namespace) -> int:
    from corpus.audit import AUC_LIMIT, audit_table, name_markers, read_threat_records, run_audit

    root = args.datasets or default_datasets_dir()
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
    return 1 if failed or marked else 0


def _check(args: argparse.Namespace) -> int:
    from corpus.manifest import check_manifest

    problems = check_manifest(args.datasets or default_datasets_dir())
    for p in problems:
        print(p)
    print("manifest OK" if not problems else f"{len(problems)} manifest mismatch(es)")
    return 1 if problems else 0


def _export(args: argparse.Namespace) -> int:
    from corpus.export import export

    counts = export(args.out, args.datasets)
    print(f"exported {counts} to {args.out}")
    return 0


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
    return 0


def _probes(args: argparse.Namespace) -> int:
    from corpus.probes import build_probes

    source = args.datasets or default_datasets_dir()
    summary = build_probes(source, args.out, split=args.split)
    counts = ", ".join(f"{name} {n}" for name, n in sorted(summary.counts.items()))
    print(f"wrote probes of {summary.originals} skills to {args.out}: {counts}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m corpus``."""
    from corpus.build import DEFAULT_SEED
    from corpus.generator import DEFAULT_N, DEFAULT_N_LOW

    parser = argparse.ArgumentParser(prog="python -m corpus", description=__doc__)
    parser.add_argument(
        "--datasets", type=Path, default=None, help="datasets folder (default: <repo>/datasets)"
    )
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser(
        "build", help="regenerate derived packages, labels, provenance, manifest and datasheet"
    )
    b.add_argument("--seed", type=int, default=DEFAULT_SEED)
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
    b.add_argument("--n-low", type=int, default=DEFAULT_N_LOW, help="low-severity twins")
    b.add_argument(
        "--strict",
        action="store_true",
        help="fail on any invalid source entry (default: skip it and print a warning)",
    )
    b.set_defaults(func=_build)
    sub.add_parser("check", help="verify manifest.json against the files").set_defaults(func=_check)
    sub.add_parser(
        "audit", help="surface-only classifiers: test ROC AUC per question (1 if above limit)"
    ).set_defaults(func=_audit)
    e = sub.add_parser("export", help="write Hugging Face datasets (JSONL + Parquet)")
    e.add_argument("--out", type=Path, required=True)
    e.set_defaults(func=_export)
    g = sub.add_parser("generate", help="only run the poisoning generator into --out")
    g.add_argument("--seed", type=int, default=DEFAULT_SEED)
    g.add_argument("--n", type=int, default=DEFAULT_N)
    g.add_argument("--out", type=Path, required=True)
    g.set_defaults(func=_generate)
    sub.add_parser("recipes", help="list poisoning recipes and derivations").set_defaults(
        func=_recipes
    )
    pr = sub.add_parser("probes", help="write meaning-preserving rewrites (probe set) to --out")
    pr.add_argument("--out", type=Path, required=True)
    pr.add_argument("--split", default="test", help="train, validation, test or all")
    pr.set_defaults(func=_probes)
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except ValueError as exc:  # SourceError and invalid labels: readable, non-zero
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
