"""Benchmark: time ``sgb report`` on 100,000 synthetic judgments and measure peak memory.

Not a test. Builds real Inspect logs (``write_eval_log``) of one simulated judge --
by default 10 logs x 2,000 samples x 5 epochs = 100,000 judgments (each log holds its
own 2,000 samples, as a sharded run would) -- then runs ``sgb report`` on the
folder in a fresh process and prints wall time and peak resident memory.

    /work/venv/bin/python benchmarks/bench_report.py [--logs 10] [--samples 2000]
        [--epochs 5] [--bootstrap 1000] [--dir /tmp/sgb-bench] [--keep]
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

from inspect_ai.log import write_eval_log

from calibration.synthetic import synthetic_log


def build_logs(folder: Path, logs: int, samples: int, epochs: int) -> float:
    """Write ``logs`` logs of ``samples`` distinct samples each; return seconds."""
    started = time.perf_counter()
    total = synthetic_log(model="bench/judge", samples=logs * samples, epochs=epochs, seed=7)
    per_log = samples
    ids = total.eval.dataset.sample_ids or []
    for index in range(logs):
        keep = set(ids[index * per_log : (index + 1) * per_log])
        part = total.model_copy(deep=False)
        part.eval = total.eval.model_copy(deep=True)
        part.eval.dataset.sample_ids = [i for i in ids if i in keep]
        part.eval.dataset.samples = len(keep)
        part.samples = [s for s in total.samples or [] if s.id in keep]
        write_eval_log(part, str(folder / f"bench-{index:02d}.eval"))
    return time.perf_counter() - started


def time_report(folder: Path, out: Path, bootstrap: int) -> dict[str, float]:
    """Run ``sgb report`` in a child process; wall time and the child's peak RSS."""
    command = [sys.executable, "-m", "calibration.cli", "report", str(folder), "--out", str(out),
               "--bootstrap", str(bootstrap), "--quiet", "--format", "json"]  # fmt: skip
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - started
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if result.returncode != 0:
        raise SystemExit(f"sgb report failed: {result.stderr.strip()}")
    judgments = json.loads(result.stdout)["counts"]["judgments"]
    return {"seconds": seconds, "peak_rss_mib": max(peak_kib, before) / 1024,
            "judgments": judgments}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logs", type=int, default=10)
    parser.add_argument("--samples", type=int, default=2000)
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--dir", type=Path, default=None, help="reuse/keep logs here")
    parser.add_argument("--keep", action="store_true", help="keep the generated logs")
    args = parser.parse_args()
    folder = args.dir or Path(tempfile.mkdtemp(prefix="sgb-bench-"))
    logs_dir, out = folder / "logs", folder / "report"
    if not any(logs_dir.glob("*.eval")):
        logs_dir.mkdir(parents=True, exist_ok=True)
        built = build_logs(logs_dir, args.logs, args.samples, args.epochs)
        judgments = args.logs * args.samples * args.epochs
        print(f"built {args.logs} logs ({judgments:,} judgments) in {built:.1f} s")
    size = sum(p.stat().st_size for p in logs_dir.glob("*.eval")) / 2**20
    timing = time_report(logs_dir, out, args.bootstrap)
    print(f"sgb report: {timing['judgments']:,} judgments from {size:.1f} MiB of logs, "
          f"{args.bootstrap} bootstrap resamples: {timing['seconds']:.1f} s wall, "
          f"peak RSS {timing['peak_rss_mib']:.0f} MiB")  # fmt: skip
    if not (args.keep or args.dir):
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
