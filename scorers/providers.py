"""Inspect AI entry point: registers the project's own judge providers.

Listed in pyproject under ``[project.entry-points.inspect_ai]`` so that
``inspect eval ... --model static/rules`` finds the providers from the command line.
Registration imports nothing heavy; each provider loads its dependencies on first use.
"""

from scorers import (
    baselines,  # noqa: F401
    gguf,  # noqa: F401
    scanners,  # noqa: F401
)
from scorers.static_judge import registration  # noqa: F401
