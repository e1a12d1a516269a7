"""``scanner/<name>``: a command-line scanner as an Inspect judge of the threat grader.

``scanner/cisco`` runs Cisco's skill-scanner (offline analyzers only: its defaults plus
``--use-behavioral --use-trigger``) on the sample's package folder. The answer is the
threat grader's JSON; a request for another grader is answered with a one-line "not
supported" error (which the scorer records as unparseable), never a made-up verdict.
Usage counts characters / 4 of the prompt and answer, like ``static/rules``; the
scanner's version, the package's origin (original folder or prompt copy) and its wall
time are in the output metadata. ``-M cache=<file>`` answers from a prescan cache
(:mod:`scorers.scanners.prescan`: one scanner run for the whole split) whenever the
sample's package content hash is in it, and scans by itself otherwise.
"""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any

from inspect_ai.model import ChatMessage, GenerateConfig

from scorers.offline_provider import OfflineJudgeAPI, check_model_args, error_answer, schema_name

from .batch import ScanCache, relative_to_package
from .mapping import MappingError, load_mapping
from .package_source import PackageSourceError, package_folder, read_request
from .runner import ScannerError, resolve_executable, run_scanner, scanner_version
from .translate import threat_answer


class ScannerAPI(OfflineJudgeAPI):
    """Inspect ``ModelAPI`` for ``scanner/<mapping>``; ``-M executable=<path>`` optional."""

    prefix = "scanner"
    connections = 2

    def configure(
        self,
        executable: str | None = None,
        mapping: str | None = None,
        cache: str | None = None,
        **model_args: Any,
    ) -> None:
        check_model_args(self.judge_name, model_args, ("executable", "mapping", "cache"))
        try:
            self.mapping = load_mapping(mapping or self.model_name)
        except MappingError as exc:
            raise ValueError(str(exc)) from None
        self.executable_override = executable
        self.cache_path = Path(cache) if cache else None
        self._cache: ScanCache | None = None

    async def answer(
        self, input: list[ChatMessage], config: GenerateConfig
    ) -> tuple[str, dict[str, Any] | None]:
        request = read_request(input, schema_name(config))
        metadata: dict[str, Any] = {"scanner": self.mapping.name}
        started = time.perf_counter()
        if request.grader not in self.mapping.graders:
            content = error_answer(
                f"scanner/{self.mapping.name} does not support the {request.grader} grader; "
                f"it answers: {', '.join(self.mapping.graders)}")  # fmt: skip
        else:
            try:
                content, extra = await asyncio.to_thread(self._scan, request)
                metadata.update(extra)
            except (ScannerError, PackageSourceError, ValueError) as exc:
                content = error_answer(str(exc))
        metadata["seconds"] = round(time.perf_counter() - started, 3)
        return content, metadata

    def _scan(self, request: Any) -> tuple[str, dict[str, Any]]:
        executable = resolve_executable(self.mapping, self.executable_override)
        version = scanner_version(self.mapping, executable)
        report = self._cached_report(request.content_hash, version)
        if report is not None:
            origin = "cache"
        else:
            with package_folder(request.folder, request.files) as source:
                report = run_scanner(self.mapping, executable, source.path)
                report = relative_to_package(report, source.path)
            origin = source.origin
        answer = threat_answer(report, self.mapping)
        extra = {
            "scanner_version": version,
            "package_origin": origin,
            "mapping": self.mapping.source.name,
        }
        return json.dumps(answer, ensure_ascii=False, separators=(",", ":")), extra

    def _cached_report(self, content_hash: str | None, version: str) -> Any:
        if self.cache_path is None:
            return None
        if self._cache is None:
            cache = ScanCache.load(self.cache_path)
            cache.check(self.mapping, version)
            self._cache = cache
        return self._cache.report(content_hash)
