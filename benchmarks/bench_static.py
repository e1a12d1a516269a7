"""Benchmark: skills per second of ``static/rules`` and of Cisco's skill-scanner, one run.

Not a test. Copies every skill of a corpus folder's threat labels into one scratch
folder, then times

- ``static/rules``: each package loaded with the project's loader and judged by the
  threat grader, in a fresh Python process (process start included);
- Cisco's skill-scanner (``skill-scanner scan-all --recursive --use-behavioral
  --use-trigger --format json``): its offline analyzers only, no key, one process for
  the whole folder (start included), plus a one-skill run to show its start-up cost;

and prints wall-clock skills per second for both and their ratio, and the CPU seconds
(user + system) each used: on a shared machine the CPU ratio moves less with the load.

Cisco's scanner is not a project dependency; give it a virtual environment of its own:

    python3.11 -m venv ~/venvs/cisco-skill-scanner
    ~/venvs/cisco-skill-scanner/bin/pip install cisco-ai-skill-scanner
    python -m benchmarks.bench_static --cisco ~/venvs/cisco-skill-scanner/bin/skill-scanner

Options: ``--dataset`` (a corpus folder, default ``datasets/``), ``--limit N`` (first N
skills), ``--repeat R`` (best of R static runs), ``--no-cisco``.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_STATIC_RUNNER = """
import sys, time
from pathlib import Path
from scorers.skill_loader import load_skill
from scorers.static_judge.judge import answer
folders = sorted(p for p in Path(sys.argv[1]).iterdir() if p.is_dir())
failed = 0
for folder in folders:
    package = load_skill(folder)
    verdict = answer("threat", {f.path: f.text for f in package.text_files})
    failed += verdict["score"] < 3
print(len(folders), failed)
"""


def skill_folders(dataset: Path, limit: int | None) -> list[Path]:
    """The distinct skill folders named by ``labels/threat.jsonl``."""
    labels = dataset / "labels" / "threat.jsonl"
    if not labels.is_file():
        raise SystemExit(f"error: no threat labels at {labels}")
    seen: dict[str, Path] = {}
    for line in labels.read_text(encoding="utf-8").splitlines():
        if line.strip():
            skill = json.loads(line)["skill"]
            seen.setdefault(skill, dataset / skill)
    folders = [p for p in seen.values() if (p / "SKILL.md").is_file()]
    return folders[:limit] if limit else folders


def stage(folders: list[Path], scratch: Path) -> Path:
    """Copy the skills side by side (unique names) so both tools read the same files."""
    target = scratch / "skills"
    target.mkdir()
    for index, folder in enumerate(folders):
        shutil.copytree(folder, target / f"{index:04d}-{folder.name}", symlinks=True)
    return target


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def time_static(skills: Path) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds and the runner's output for one static run."""
    started, cpu = time.perf_counter(), _children_cpu()
    done = subprocess.run(
        [sys.executable, "-c", _STATIC_RUNNER, str(skills)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return time.perf_counter() - started, _children_cpu() - cpu, done.stdout.strip()


def time_cisco(binary: str, skills: Path, output: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one skill-scanner run over ``skills``."""
    command = [
        binary,
        "scan-all",
        str(skills),
        "--recursive",
        "--use-behavioral",
        "--use-trigger",
        "--format",
        "json",
        "--output",
        str(output),
    ]
    started, cpu = time.perf_counter(), _children_cpu()
    subprocess.run(command, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    if not output.is_file():
        raise SystemExit(f"error: {binary} wrote no report; run it by hand to see why")
    return elapsed, _children_cpu() - cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--dataset", type=Path, default=ROOT / "datasets")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--cisco", default="skill-scanner", help="path of Cisco's skill-scanner")
    parser.add_argument("--no-cisco", action="store_true")
    args = parser.parse_args(argv)
    folders = skill_folders(args.dataset, args.limit)
    if not args.no_cisco and shutil.which(args.cisco) is None:
        raise SystemExit(
            f"error: {args.cisco} not found; install it in its own venv (see this file's "
            "docstring) and pass --cisco PATH, or use --no-cisco"
        )
    with tempfile.TemporaryDirectory(prefix="bench-static-") as tmp:
        skills = stage(folders, Path(tmp))
        n = len(folders)
        runs = [time_static(skills) for _ in range(max(1, args.repeat))]
        static_seconds, static_cpu, counts = min(runs)
        print(f"skills: {n} from {args.dataset}")
        print(
            f"static/rules   {static_seconds:7.2f} s  {n / static_seconds:7.1f} skills/s  "
            f"CPU {static_cpu:7.2f} s  (judged, failed: {counts})"
        )
        if args.no_cisco:
            return 0
        cisco_seconds, cisco_cpu = time_cisco(args.cisco, skills, Path(tmp) / "cisco.json")
        report = json.loads((Path(tmp) / "cisco.json").read_text(encoding="utf-8"))
        scanned = report.get("summary", {}).get("total_skills_scanned", "?")
        one = Path(tmp) / "one"
        one.mkdir()
        shutil.copytree(next(skills.iterdir()), one / "skill", symlinks=True)
        startup, _ = time_cisco(args.cisco, one, Path(tmp) / "cisco-one.json")
        print(
            f"skill-scanner  {cisco_seconds:7.2f} s  {n / cisco_seconds:7.1f} skills/s  "
            f"CPU {cisco_cpu:7.2f} s  (scanned: {scanned}; a one-skill run takes {startup:.2f} s)"
        )
        print(
            f"ratio static/rules : skill-scanner = {cisco_seconds / static_seconds:.1f}x wall, "
            f"{cisco_cpu / static_cpu:.1f}x CPU"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
