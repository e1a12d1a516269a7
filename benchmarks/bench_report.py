"""Benchmark: ``sgb report`` on 100,000 synthetic judgments against the floor of reading them.

Not a test. Writes real ``.eval`` logs of one simulated judge -- by default 10 logs x
2,000 samples x 5 epochs = 100,000 judgments (each log holds its own 2,000 samples, as
a sharded run would) -- straight into the zip format Inspect reads: ``header.json`` and
``_journal/start.json`` from a log Inspect itself wrote, then one zstd-compressed
``samples/<id>_epoch_<n>.json`` per judgment and ``summaries.json``, whose fields are
Inspect's own serialisation of the judgments the project's synthetic logs hold.

Then, ``--repeat`` times in the same run, it times

- the floor: unzip and JSON-parse (``msgspec``) every sample entry, in this process;
- ``sgb report`` on the folder, in a fresh process: wall time, CPU time of it and its
  reader processes, and the peak memory of the process tree (proportional set size
  summed over the processes, so pages a forked worker shares are counted once; sampled
  every 100 ms: reading a process's proportional size walks its page tables and holds
  its memory map, so sampling every 20 ms slowed the report itself by a third),

and prints both, their ratios (wall and CPU), and the ranges over the repeats. On a
shared machine the wall ratio moves with the load; the CPU ratio much less.

    python -m benchmarks.bench_report [--logs 10] [--samples 2000] [--epochs 5]
        [--bootstrap 1000] [--repeat 3] [--dir DIR] [--keep]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from functools import cache
from pathlib import Path
from typing import Any

import msgspec
import numpy as np
import psutil
import zstandard
from inspect_ai._util.zipfile import zipfile_compress_kwargs

from tests.support.synthetic import _sample_plan, verdict_score, write_synthetic_log

MODEL = "bench/judge"
MEMORY_SAMPLE_SECONDS = 0.1


def _templates(folder: Path) -> dict[str, Any]:
    """Header, start record, one sample entry and one summary as Inspect writes them."""
    path = write_synthetic_log(folder / "template.eval", model=MODEL, samples=1, epochs=1)
    with zipfile.ZipFile(path) as archive:
        out = {
            "header": json.loads(archive.read("header.json")),
            "start": json.loads(archive.read("_journal/start.json")),
            "sample": json.loads(archive.read("samples/s000000_epoch_1.json")),
            "summary": json.loads(archive.read("summaries.json"))[0],
        }
    Path(path).unlink()
    return out


@cache
def _score(judge: int | None, label: int, tags: tuple, expected: tuple, found: tuple) -> dict:
    score = verdict_score(judge=judge, label=label, tags=list(tags),
                          aitech_expected=list(expected), aitech_found=list(found))  # fmt: skip
    return score.model_dump(mode="json", exclude_none=True)


def _plan(n: int, rng: np.random.Generator) -> list[dict[str, Any]]:
    """The samples of the project's synthetic logs, with hashable tags and codes."""
    return [{**item, "codes": tuple(item["codes"]), "tags": tuple(item["tags"])}
            for item in _sample_plan(n, rng)]  # fmt: skip


def _judgment(item: dict, epoch: int, rng: np.random.Generator, templates: dict) -> tuple:
    label = item["label"]
    judge: int | None = label
    if rng.random() > 0.8:
        judge = int(np.clip(label + rng.choice([-1, 1]), 1, 4))
    if rng.random() < 0.02:
        judge = None
    found = tuple(c for c in item["codes"] if rng.random() < 0.8)
    fields = {
        "id": item["id"], "epoch": epoch, "target": str(label),
        "scores": {"verdict_scorer": _score(judge, label, item["tags"], item["codes"], found)},
        "metadata": {"grader": "threat", "label_score": label, "tags": list(item["tags"]),
                     "annotations": item["annotations"], "split": "test"},
        "model_usage": {MODEL: {"input_tokens": 1200, "output_tokens": int(rng.integers(40, 200)),
                                "total_tokens": 0}},
        "total_time": float(rng.uniform(0.5, 3.0)), "working_time": float(rng.uniform(0.4, 2.5)),
    }  # fmt: skip
    return {**templates["sample"], **fields}, {**templates["summary"], **fields}


@contextmanager
def _one_zstd_context() -> Iterator[None]:
    """Compress every zip member with one reused single-threaded zstd context.

    Inspect's writer sets up a multi-threaded compressor per member (about 1 ms each:
    two minutes for 100,000 entries); the bytes are the same format either way.
    """
    context = zstandard.ZstdCompressor(level=3)
    original = zipfile._get_compressor  # type: ignore[attr-defined]

    def get_compressor(compress_type: int, compresslevel: int | None = None) -> Any:
        if compress_type == zipfile_compress_kwargs["compression"]:
            return context.compressobj()
        return original(compress_type, compresslevel)

    zipfile._get_compressor = get_compressor  # type: ignore[attr-defined]
    try:
        yield
    finally:
        zipfile._get_compressor = original  # type: ignore[attr-defined]


def build_logs(folder: Path, logs: int, samples: int, epochs: int, seed: int = 7) -> float:
    """Write ``logs`` logs of ``samples`` distinct samples x ``epochs``; return seconds."""
    with _one_zstd_context():
        return _build_logs(folder, logs, samples, epochs, seed)


def _build_logs(folder: Path, logs: int, samples: int, epochs: int, seed: int) -> float:
    started = time.perf_counter()
    templates = _templates(folder)
    rng = np.random.default_rng(seed)
    plan = _plan(logs * samples, rng)
    encode = msgspec.json.encode
    for index in range(logs):
        items = plan[index * samples : (index + 1) * samples]
        ids = [item["id"] for item in items]
        header = json.loads(json.dumps(templates["header"]))
        for record in (header, templates["start"]):
            record["eval"]["eval_id"] = f"bench-{index:02d}"
            record["eval"]["dataset"].update(samples=len(ids), sample_ids=ids)
            record["eval"]["config"]["epochs"] = epochs
        summaries = []
        path = folder / f"bench-{index:02d}.eval"
        with zipfile.ZipFile(path, "w", **zipfile_compress_kwargs) as archive:
            archive.writestr("_journal/start.json", encode(templates["start"]))
            for item in items:
                for epoch in range(1, epochs + 1):
                    entry, summary = _judgment(item, epoch, rng, templates)
                    archive.writestr(f"samples/{item['id']}_epoch_{epoch}.json", encode(entry))
                    summaries.append(summary)
            archive.writestr("summaries.json", encode(summaries))
            archive.writestr("header.json", encode(header))
    return time.perf_counter() - started


def floor(folder: Path) -> tuple[float, float, int]:
    """Wall and CPU seconds to unzip and JSON-parse every sample entry of every log,
    and how many entries."""
    started, cpu = time.perf_counter(), time.process_time()
    parsed = 0
    for path in sorted(folder.glob("*.eval")):
        with zipfile.ZipFile(path) as archive:
            for name in archive.namelist():
                if name.startswith("samples/"):
                    msgspec.json.decode(archive.read(name))
                    parsed += 1
    return time.perf_counter() - started, time.process_time() - cpu, parsed


def _memory(process: psutil.Process) -> int:
    """Proportional set size (shared pages split between the processes that share them,
    so forked workers are not counted twice); resident size where it is unavailable."""
    try:
        with open(f"/proc/{process.pid}/smaps_rollup") as rollup:
            for line in rollup:
                if line.startswith("Pss:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return process.memory_info().rss


def _tree_memory(process: psutil.Process) -> int:
    total = 0
    for proc in [process, *process.children(recursive=True)]:
        with suppress(psutil.Error):
            total += _memory(proc)
    return total


def _cpu_seconds(usage: resource.struct_rusage) -> float:
    return usage.ru_utime + usage.ru_stime


def time_report(folder: Path, out: Path, bootstrap: int) -> dict[str, float]:
    """Run ``sgb report`` in a child process: wall time, CPU time of it and its reader
    processes, and the peak of their summed proportional memory."""
    command = [sys.executable, "-m", "calibration.cli", "report", str(folder), "--out", str(out),
               "--bootstrap", str(bootstrap), "--quiet", "--format", "json", "--force"]  # fmt: skip
    cpu_before = _cpu_seconds(resource.getrusage(resource.RUSAGE_CHILDREN))
    started = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    peak = [0]
    done = threading.Event()

    def watch() -> None:
        process = psutil.Process(child.pid)
        while not done.is_set():
            try:
                peak[0] = max(peak[0], _tree_memory(process))
            except psutil.Error:
                return
            time.sleep(MEMORY_SAMPLE_SECONDS)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    stdout, stderr = child.communicate()
    seconds = time.perf_counter() - started
    done.set()
    watcher.join()
    cpu = _cpu_seconds(resource.getrusage(resource.RUSAGE_CHILDREN)) - cpu_before
    if child.returncode != 0:
        raise SystemExit(f"sgb report failed: {stderr.strip()}")
    judgments = json.loads(stdout)["counts"]["judgments"]
    return {"seconds": seconds, "cpu": cpu, "peak_mib": peak[0] / 2**20, "judgments": judgments}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--logs", type=int, default=10)
    parser.add_argument("--samples", type=int, default=2000)
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--bootstrap", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3, help="floor/report pairs to time")
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
    ratios, cpu_ratios, peaks = [], [], []
    for run in range(1, args.repeat + 1):
        floor_s, floor_cpu, entries = floor(logs_dir)
        timing = time_report(logs_dir, out, args.bootstrap)
        ratios.append(timing["seconds"] / floor_s)
        cpu_ratios.append(timing["cpu"] / floor_cpu)
        peaks.append(timing["peak_mib"])
        print(f"run {run}: floor (unzip + parse {entries:,} sample entries, {size:.1f} MiB of "
              f"logs) {floor_s:.1f} s ({floor_cpu:.1f} s CPU); sgb report "
              f"({timing['judgments']:,} judgments, {args.bootstrap} bootstrap resamples) "
              f"{timing['seconds']:.1f} s ({timing['cpu']:.1f} s CPU, all processes); "
              f"ratio {ratios[-1]:.2f} (CPU {cpu_ratios[-1]:.2f}); "
              f"peak memory {timing['peak_mib']:.0f} MiB")  # fmt: skip
    print(f"over {args.repeat} run(s), load average {os.getloadavg()[0]:.1f}: wall ratio "
          f"report/floor {min(ratios):.2f}-{max(ratios):.2f}, CPU ratio "
          f"{min(cpu_ratios):.2f}-{max(cpu_ratios):.2f}, peak memory "
          f"{min(peaks):.0f}-{max(peaks):.0f} MiB")  # fmt: skip
    if not (args.keep or args.dir):
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
