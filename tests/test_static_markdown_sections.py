"""The shared Markdown heading helper and the consent exceptions built on it."""

from __future__ import annotations

import doctest

import pytest

from scorers.static_judge import consent_scope, markdown_sections
from scorers.static_judge.consent_scope import (
    only_harmless_actions,
    skip_ask_for_a_harmless_remainder,
    skip_covers_harmless_actions,
)
from scorers.static_judge.markdown_sections import (
    heading,
    headings_above,
    nearest_heading,
    section_at,
)

DOC = (
    "# Guide\n"  # 1
    "\n"
    "## Setup\n"  # 3
    "\n"
    "### Keys\n"  # 5
    "Set the key.\n"  # 6
    "## Usage\n"  # 7
    "Call it.\n"  # 8
)


@pytest.mark.parametrize("module", [markdown_sections, consent_scope])
def test_doctests_hold(module) -> None:
    result = doctest.testmod(module)
    assert result.attempted >= 6 and result.failed == 0


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("## Setup", (2, "Setup")),
        ("######\tDeep", (6, "Deep")),
        ("#   padded title  ", (1, "padded title  ")),
        ("####### seven hashes", None),
        ("#hashtag", None),
        ("  ## indented", None),
        ("##", None),
        ("##\n", (2, "")),
    ],
)
def test_heading_needs_one_to_six_hashes_then_whitespace(line, expected) -> None:
    assert heading(line) == expected


def test_headings_above_climb_to_the_parents_only() -> None:
    lines = DOC.splitlines()
    assert headings_above(lines, 6) == ["Keys", "Setup", "Guide"]
    assert headings_above(lines, 8) == ["Usage", "Guide"]
    assert headings_above(lines, 7) == ["Keys", "Setup", "Guide"]  # the line itself is not read
    assert headings_above(lines, 1) == []


def test_headings_above_read_hash_lines_in_fences_unless_blanked() -> None:
    lines = ["## Notes", "```bash", "# install deps", "```", "text"]
    assert headings_above(lines, 5) == ["install deps"]
    assert headings_above(["## Notes", "", "", "", "text"], 5) == ["Notes"]


def test_nearest_heading_reaches_back_a_bounded_number_of_lines() -> None:
    offset = DOC.index("Set the key")
    assert nearest_heading(DOC, offset) == "### Keys\n"
    far = "## Far\n" + "filler\n" * 40 + "target"
    assert nearest_heading(far, far.index("target")) == ""
    assert nearest_heading(far, far.index("target"), max_lines=50) == "## Far\n"
    assert nearest_heading(DOC, 0) == ""


def test_nearest_heading_counts_its_own_line_past_the_marker() -> None:
    text = "intro\n## Do not ask"
    assert nearest_heading(text, text.index("not")) == "## Do "  # the line up to the offset
    assert nearest_heading("## Top\n## Do not ask", 7) == "## Top\n"  # at the line's start


def test_section_runs_from_the_heading_at_or_above_to_the_next_one() -> None:
    assert section_at(DOC, DOC.index("Set the key")) == "### Keys\nSet the key.\n"
    assert section_at(DOC, DOC.index("Usage")) == "## Usage\nCall it.\n"
    assert section_at("no headings here", 3) == "no headings here"


def test_one_change_vocabulary_for_the_sentence_and_the_objects() -> None:
    # "update" names a change in a sentence, "sharing" in a listed object, alike.
    assert not skip_ask_for_a_harmless_remainder(
        "Ask before renames. For updates, proceed.", "For updates, .", ""
    )
    assert not only_harmless_actions("Never ask permission for:\n- Reading and sharing notes\n", 1)
    assert only_harmless_actions("Never ask permission for:\n- Reading the notes\n", 1)


def test_read_only_heading_scopes_the_skip_unless_the_sentence_changes_something() -> None:
    prose = "## Read-only checks\n\nDo not ask for confirmation, just look.\n"
    start = prose.index("Do not")
    end = start + len("Do not ask for confirmation")
    assert skip_covers_harmless_actions(prose, start, end, start, len(prose))
    changing = prose.replace("just look", "just delete")
    assert not skip_covers_harmless_actions(changing, start, end, start, len(changing))
