"""``baseline/<kind>``: the reference judges every comparison shows.

- ``always-pass``: the top of the scale for every sample;
- ``always-fail``: the bottom of the scale for every sample;
- ``prior``: a score drawn from the train split's label distribution of the grader,
  seeded by ``--seed`` (or ``-M seed=N``, default 0) and the package's content, so the
  same package gets the same draw in every epoch and run;
- ``surface``: a logistic regression on surface-only features (file names, sizes,
  counts; never the contents), fitted on the train split (``-M classifier=tree-depth-3``
  or ``forest`` for the others).

They answer every grader. ``-M dataset=<corpus folder>`` names the corpus whose train
split they learn from (default: the bundled ``datasets/``).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np
from inspect_ai.model import ChatMessage, GenerateConfig

from scorers.dataset import DEFAULT_DATASET
from scorers.graders import GRADERS
from scorers.offline_provider import OfflineJudgeAPI, check_model_args, error_answer, schema_name
from scorers.scanners.package_source import (
    PackageRequest,
    PackageSourceError,
    package_folder,
    read_request,
)
from scorers.skill_loader import SkillLoadError, load_skill
from scorers.surface_features import package_surface_features

from .answers import answer_for
from .training import label_distribution, surface_model

KINDS = ("always-pass", "always-fail", "prior", "surface")


def package_key(request: PackageRequest) -> int:
    """A stable 64-bit key of the package content (and task), for seeded draws.

    Never the folder's location: the same package gives the same key in any checkout.

    >>> a = PackageRequest("threat", None, Path("/a/x"), {}, content_hash="c1")
    >>> b = PackageRequest("threat", None, Path("/elsewhere/x"), {}, content_hash="c1")
    >>> package_key(a) == package_key(b)
    True
    """
    digest = hashlib.sha256()
    for name in sorted(request.files):
        digest.update(name.encode() + b"\0" + request.files[name].encode() + b"\0")
    digest.update((request.task or "").encode())
    if not request.files:
        folder_name = request.folder.name if request.folder is not None else ""
        digest.update((request.content_hash or folder_name).encode())
    return int.from_bytes(digest.digest()[:8], "big")


def prior_draw(shares: dict[int, float], seed: int, key: int) -> int:
    """One score drawn from ``shares`` with a generator seeded by (seed, key).

    >>> prior_draw({1: 0.0, 4: 1.0}, seed=0, key=7)
    4
    """
    rng = np.random.default_rng([seed, key])
    scores = list(shares)
    return int(rng.choice(scores, p=[shares[s] for s in scores]))


class BaselineAPI(OfflineJudgeAPI):
    """Inspect ``ModelAPI`` for ``baseline/<kind>``."""

    prefix = "baseline"

    def configure(
        self,
        dataset: str | None = None,
        seed: int = 0,
        classifier: str = "logistic",
        **model_args: Any,
    ) -> None:
        if self.model_name not in KINDS:
            raise ValueError(
                f"unknown reference judge 'baseline/{self.model_name}'; choose one of "
                + ", ".join(f"baseline/{k}" for k in KINDS)
            )
        check_model_args(self.judge_name, model_args, ("dataset", "seed", "classifier"))
        self.root = Path(dataset).expanduser().resolve() if dataset else DEFAULT_DATASET
        self.seed = int(seed)
        self.classifier = classifier

    async def answer(
        self, input: list[ChatMessage], config: GenerateConfig
    ) -> tuple[str, dict[str, Any] | None]:
        request = read_request(input, schema_name(config))
        seed = self.seed if config.seed is None else int(config.seed)
        try:
            if request.grader not in GRADERS:
                raise ValueError(f"baseline/{self.model_name}: no known grader in the request")
            answer = await asyncio.to_thread(self._answer, request, seed)
            content = json.dumps(answer, separators=(",", ":"))
        except (ValueError, PackageSourceError, SkillLoadError) as exc:
            content = error_answer(str(exc))
        return content, {"baseline": self.model_name, "seed": seed}

    def _answer(self, request: PackageRequest, seed: int) -> dict[str, Any]:
        grader = str(request.grader)
        spec = GRADERS[grader]
        kind = self.model_name
        if kind == "always-pass":
            return answer_for(grader, spec.high, "reference judge: always the top of the scale")
        if kind == "always-fail":
            return answer_for(grader, spec.low, "reference judge: always the bottom of the scale")
        if kind == "prior":
            shares = label_distribution(self.root, grader)
            score = prior_draw(shares, seed, package_key(request))
            return answer_for(grader, score, "reference judge: a draw from the train-split "
                              "label distribution, seeded")  # fmt: skip
        model = surface_model(self.root, grader, self.classifier, seed)
        with package_folder(request.folder, request.files) as source:
            features = package_surface_features(load_skill(source.path))
        score = int(model.predict([features])[0])
        reason = (
            f"reference judge: surface-only {self.classifier} classifier "
            "(file names, sizes, counts) fitted on the train split"
        )
        return answer_for(grader, score, reason)
