"""Benchmark: fuzz the loader, the prompt builder and the verdict parser (hypothesis).

Not a test. Runs the properties of ``tests/test_hostile_properties.py`` many times each
(default 10,000): no unhandled exception, nothing read outside the package, no package
text outside the prompt markers. Prints, per target, the cases run, their outcomes and
the time taken; exits 1 if any property failed (hypothesis prints the smallest case).

    python -m benchmarks.bench_fuzz [--cases 10000] [--only loader,prompt,verdict] [--tmp DIR]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from tests.support import hostile_packages as hostile


def fuzz_loader(cases: int, outcomes: Counter) -> Callable[[], None]:
    @settings(max_examples=cases, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), phases=FUZZ_PHASES)  # fmt: skip
    @given(skill_md=hostile.SKILL_MD, files=hostile.PACKAGE_FILES)
    def run(skill_md: str, files: dict) -> None:
        with tempfile.TemporaryDirectory() as base:
            outcomes[hostile.check_loader(Path(base), skill_md, files)] += 1

    return run


def fuzz_prompt(cases: int, outcomes: Counter) -> Callable[[], None]:
    @settings(max_examples=cases, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), phases=FUZZ_PHASES)  # fmt: skip
    @given(skill_md=hostile.SKILL_MD, files=hostile.CANARY_FILES, task=st.text(max_size=80))
    def run(skill_md: str, files: dict, task: str) -> None:
        with tempfile.TemporaryDirectory() as base:
            prompts = hostile.check_prompt(Path(base), skill_md, files, task)
            outcomes["refused" if prompts == 0 else "rendered"] += 1
            outcomes["prompts checked"] += prompts

    return run


def fuzz_verdict(cases: int, outcomes: Counter) -> Callable[[], None]:
    @settings(max_examples=cases, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), phases=FUZZ_PHASES)  # fmt: skip
    @given(text=hostile.VERDICT_TEXT)
    def run(text: str) -> None:
        outcomes[hostile.check_verdict(text)] += 1

    return run


FUZZ_PHASES = (Phase.explicit, Phase.generate, Phase.shrink)
TARGETS = {"loader": fuzz_loader, "prompt": fuzz_prompt, "verdict": fuzz_verdict}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=10_000, help="cases per target")
    parser.add_argument("--only", default=",".join(TARGETS), help="comma-separated targets")
    parser.add_argument(
        "--tmp", type=Path, default=None,
        help="folder for the generated packages (a RAM disk such as /dev/shm is fastest)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    if args.tmp:
        tempfile.tempdir = str(args.tmp)
    failed = False
    print("| target | cases | outcomes | seconds | cases/s |\n|---|---|---|---|---|")
    for name in args.only.split(","):
        outcomes: Counter = Counter()
        started = time.perf_counter()
        try:
            TARGETS[name](args.cases, outcomes)()
        except Exception as error:  # report the failing property, keep going
            failed = True
            print(f"{name}: property failed: {type(error).__name__}: {error}", file=sys.stderr)
        seconds = time.perf_counter() - started
        total = sum(v for k, v in outcomes.items() if k != "prompts checked")
        summary = ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
        print(f"| {name} | {total} | {summary} | {seconds:.1f} | {total / seconds:.0f} |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
