"""``sgb corpus``: the corpus commands that involve people.

    sgb corpus annotate --grader threat --split test --seed 1 --out labelling/threat
    sgb corpus import-annotations export.json --annotator-prefix human:

``annotate`` writes a Label Studio project (labeling configuration and blind tasks);
``import-annotations`` brings a Label Studio JSON export back as annotations of the
corpus. Building, checking and exporting the corpus: ``python -m corpus --help``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from calibration.exit_codes import EXIT_ERROR, EXIT_OK

SPLIT_CHOICES = ("train", "validation", "test")
GRADER_CHOICES = ("threat", "alignment", "completeness", "relevance", "design")


def _default_dataset() -> Path:
    from corpus.common import default_datasets_dir

    return default_datasets_dir()


def _annotate(args: argparse.Namespace) -> int:
    from corpus.annotation_export import AnnotationExportError, export_project

    out: Path = args.out
    if out.exists() and any(out.iterdir()) and not args.force:
        print(
            f"sgb corpus annotate: error: {out} is not empty (pass --force to overwrite)",
            file=sys.stderr,
        )
        return EXIT_ERROR
    ids = [i for chunk in args.ids or [] for i in chunk.split(",") if i]
    try:
        result = export_project(
            args.dataset or _default_dataset(),
            args.grader,
            out,
            splits=args.split,
            ids=ids or None,
            seed=args.seed,
            rubric=args.rubric,
        )
    except (AnnotationExportError, ValueError) as exc:
        print(f"sgb corpus annotate: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    for problem in result.skipped:
        print(f"skipped {problem}", file=sys.stderr)
    print(
        f"wrote {result.tasks} {args.grader} tasks to {out} "
        f"(label_config.xml, tasks.json, project.json)"
    )
    return EXIT_OK


def _import(args: argparse.Namespace) -> int:
    from corpus.annotation_import import AnnotationImportError, import_export

    try:
        summary = import_export(
            args.export, args.dataset or _default_dataset(), prefix=args.annotator_prefix
        )
    except AnnotationImportError as exc:
        print(f"sgb corpus import-annotations: error: {exc}", file=sys.stderr)
        return EXIT_ERROR
    print(
        f"{summary.grader}: {summary.added} added, {summary.replaced} replaced, "
        f"{summary.unchanged} unchanged, {summary.cancelled} cancelled skipped; "
        f"dataset version {summary.dataset_version}"
    )
    return EXIT_OK


def add_parser(subparsers: Any) -> None:
    """Register ``sgb corpus`` and its subcommands."""
    parser = subparsers.add_parser(
        "corpus",
        help="label the corpus with people: Label Studio export and import",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="corpus_command", metavar="SUBCOMMAND", required=True)
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
        "'sgb corpus annotate' and add each completed annotation to the sample's "
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
