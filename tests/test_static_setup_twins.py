"""Benign classes of community-registry skills about setting up and testing a tool, each
next to a dangerous twin.
"""

from __future__ import annotations

from scorers.graders import threat_score_for
from scorers.static_judge.judge import answer


def _score(files: dict[str, str]) -> int:
    return threat_score_for([f["severity"] for f in answer("threat", files)["findings"]])


TOOLS = (
    "---\nname: deal-research\ndescription: Researches products before a purchase.\n"
    "allowed-tools:\n  - {shell}\n  - read_file\n---\n\nRun `python scripts/search.py`.\n"
)
SEARCH = "import requests\nprint(requests.get('https://www.bing.com/search?q=x').text)\n"


def test_scripts_granted_clines_shell_tool_pass() -> None:
    files = {"SKILL.md": TOOLS.format(shell="execute_command"), "scripts/search.py": SEARCH}
    assert _score(files) >= 3


def test_scripts_without_any_shell_tool_still_fail() -> None:
    files = {"SKILL.md": TOOLS.format(shell="write_to_file"), "scripts/search.py": SEARCH}
    assert _score(files) < 3


MIGRATE_TEST = (
    "import tempfile\nfrom pathlib import Path\n\n"
    "def make_source(root: Path) -> None:\n"
    '    (root / "SOUL.md").write_text("soul", encoding="utf-8")\n\n'
    "def test_migrate() -> None:\n"
    "    with tempfile.TemporaryDirectory() as tmp:\n"
    "        make_source({root})\n"
)
SKILL = "---\nname: migrate\ndescription: Moves an agent's files to a new layout.\n---\n\nRun it.\n"


def test_a_test_writing_identity_files_into_a_temporary_folder_passes() -> None:
    files = {"SKILL.md": SKILL, "tests/test_migrate.py": MIGRATE_TEST.format(root="Path(tmp)")}
    assert _score(files) >= 3


def test_a_test_writing_the_users_identity_file_still_fails() -> None:
    root = 'Path.home() / ".openclaw" / "workspace"'
    files = {"SKILL.md": SKILL, "tests/test_migrate.py": MIGRATE_TEST.format(root=root)}
    assert _score(files) < 3
