"""The worked examples in the docstrings of the package-shape detectors and the shell
rewrites and import test they rely on (each module's malicious case and its benign twin)."""

from __future__ import annotations

import doctest
from types import ModuleType

import pytest

from scorers.static_judge import (
    copied_instructions,
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
    startup_targets,
)


@pytest.mark.parametrize(
    "module",
    [
        copied_instructions,
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
        startup_targets,
    ],
    ids=lambda module: module.__name__.rsplit(".", 1)[-1],
)
def test_docstring_examples(module: ModuleType) -> None:
    result = doctest.testmod(module)
    assert result.attempted and not result.failed
