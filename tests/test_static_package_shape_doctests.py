"""The worked examples in the docstrings of the package-shape detectors, the shell rewrites
and import test they rely on, the flow engine's staging and taint helpers, and the grant
and concealment vocabulary (each module's malicious case and its benign twin)."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from scorers.static_judge import (
    agent_order_grammar,
    copied_instructions,
    family_detectors,
    fetched_runs,
    js_package_flows,
    module_imports,
    normalise_shell,
    passthrough_commands,
    settings_credential_sources,
    shell_programs,
    shell_remote_code,
    shipped_login_keys,
    sourced_settings,
    split_harvests,
    staged_folder_uploads,
    startup_targets,
    weak_signals,
)
from scorers.static_judge.flow import js_engine, staged_files, taint


@pytest.mark.parametrize(
    "module",
    [
        agent_order_grammar,
        copied_instructions,
        family_detectors,
        fetched_runs,
        js_package_flows,
        module_imports,
        normalise_shell,
        passthrough_commands,
        settings_credential_sources,
        shell_programs,
        shell_remote_code,
        shipped_login_keys,
        sourced_settings,
        split_harvests,
        staged_folder_uploads,
        startup_targets,
        weak_signals,
        js_engine,
        staged_files,
        taint,
    ],
    ids=lambda module: module.__name__.rsplit(".", 1)[-1],
)
def test_docstring_examples(module: ModuleType) -> None:
    result = doctest.testmod(module)
    assert result.attempted and not result.failed
