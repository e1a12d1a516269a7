"""Completeness (actionability, stubs, placeholders) and relevance (task action) of static/rules."""

from __future__ import annotations

import pytest

from scorers.static_judge.actionability import (
    analyse,
    imperative_sentences,
    placeholder_markers,
    stubbed_script,
    vague_items,
)
from scorers.static_judge.judge import answer
from scorers.static_judge.relevance import action_covered, task_action
from scorers.static_judge.structure import PYTHON, SHELL, SourceFile, build_view

HEAD = "---\nname: log-tool\ndescription: Summarises server logs. Use when asked about logs.\n---\n"
STEPS = """# Log tool

## Steps
1. Run `python scripts/summarise.py access.log`.
2. Read the table it prints: one row per status code with counts.
3. Report the top five error paths to the user.
"""
REAL_PY = (
    "import sys\n\n\ndef main(path):\n    counts = {}\n    for line in open(path):\n"
    "        code = line.split()[8]\n        counts[code] = counts.get(code, 0) + 1\n"
    "    print(counts)\n\n\nif __name__ == '__main__':\n    main(sys.argv[1])\n"
)
STUB_PY = (
    "def parse(line):\n    # TODO: implement\n    pass\n\n\n"
    "def summarise(rows):\n    # TODO: implement\n    return []\n\n\n"
    "def main():\n    rows = [parse(x) for x in open('a.log')]\n    print(summarise(rows))\n"
)


def _score(files: dict[str, str]) -> int:
    return answer("completeness", files)["score"]


# SKILL.md bodies next to a working script, and the completeness each must get.
BODIES_WITH_WORKING_SCRIPT: dict[str, tuple[str, int]] = {
    "short-concrete-steps": (STEPS, 3),
    "prose-with-command": (
        "# Log tool\n\nRun `python scripts/summarise.py access.log` on the log the user names. "
        "It prints counts per status code. Group the errors by path and report the worst "
        "five. If the log is gzipped, pass it through `zcat` first. Ask the user which "
        "time window matters before you summarise a week of logs.\n",
        3,
    ),
    "missing-reference-in-long-skill": (
        STEPS + "\nSee `references/formats.md` for the log formats the script accepts. " * 6,
        2,
    ),
    "summary-only": (
        "# Log tool\n\nThis skill summarises server logs for the user in a helpful way.\n",
        1,
    ),
    "scripts-never-explained": (
        "# Log tool\n\n## Inputs\n- An access log in combined format, optionally gzipped.\n\n"
        "## Edge cases\n- Custom formats are not parsed; the tool reports the first bad line.\n"
        "- Timestamps keep the log's own timezone and are never converted here at all.\n",
        1,
    ),
    "placeholder-steps": (
        STEPS.replace("1. Run `python scripts/summarise.py access.log`.", "TODO: write the steps."),
        1,
    ),
}


@pytest.mark.parametrize("name", sorted(BODIES_WITH_WORKING_SCRIPT))
def test_completeness_of_body_with_working_script(name: str) -> None:
    body, expected = BODIES_WITH_WORKING_SCRIPT[name]
    assert _score({"SKILL.md": HEAD + body, "scripts/summarise.py": REAL_PY}) == expected


def test_stubbed_script_is_incomplete() -> None:
    result = answer("completeness", {"SKILL.md": HEAD + STEPS, "scripts/summarise.py": STUB_PY})
    assert result["score"] == 1
    assert "stubbed" in result["reason"]


def test_single_todo_in_working_script_is_partial() -> None:
    script = REAL_PY.replace("    print(counts)", "    # TODO: sort by count\n    print(counts)")
    assert _score({"SKILL.md": HEAD + STEPS, "scripts/summarise.py": script}) == 2


def test_todo_as_subject_is_not_a_placeholder() -> None:
    body = "# TODO finder\n\nLists TODO and FIXME comments with `git grep -n TODO`, oldest first.\n"
    view = build_view({"SKILL.md": HEAD + body})
    assert placeholder_markers(view) == []


def test_todo_in_string_literal_is_not_a_placeholder() -> None:
    script = "STOP = {'TODO', 'NOTE'}\nprint(len(STOP))\n"
    view = build_view({"SKILL.md": HEAD + STEPS, "scripts/x.py": script})
    assert [m for m in placeholder_markers(view) if m[0] == "scripts/x.py"] == []


def test_vague_instructions_are_incomplete() -> None:
    body = (
        "# API client\n\n- Authenticate.\n- Call the endpoint you need.\n"
        "- Parse the response.\n- Handle errors appropriately.\n"
    )
    assert vague_items(body)[1] >= 2
    assert _score({"SKILL.md": HEAD + body}) == 1


def test_missing_referenced_script_is_incomplete_but_output_path_is_not() -> None:
    assert _score({"SKILL.md": HEAD + STEPS}) == 1
    body = STEPS + "4. Write the summary to `references/summary.md` for the user.\n"
    view = build_view({"SKILL.md": HEAD + body, "scripts/summarise.py": REAL_PY})
    assert analyse(view).missing_resources == []


def test_stub_detection_per_language() -> None:
    assert stubbed_script(SourceFile("a.py", STUB_PY, PYTHON))
    assert stubbed_script(SourceFile("a.py", REAL_PY, PYTHON)) is None
    shell_stub = "#!/bin/bash\nset -euo pipefail\n# TODO: pg_dump\n# TODO: upload\necho done\n"
    assert stubbed_script(SourceFile("b.sh", shell_stub, SHELL))
    shell_real = '#!/bin/bash\nset -e\ntar -czf out.tgz "$1"\nls -l out.tgz\n'
    assert stubbed_script(SourceFile("b.sh", shell_real, SHELL)) is None


def test_imperative_sentences_handle_conditions_and_lists() -> None:
    found = imperative_sentences("1. Ask the user for the path.\n2. If it is missing, stop.")
    assert [s.split()[0] for s in found] == ["Ask", "stop."]


def test_completeness_is_deterministic() -> None:
    files = {"SKILL.md": HEAD + STEPS, "scripts/summarise.py": STUB_PY}
    assert answer("completeness", files) == answer("completeness", files)


CONVERTER = """---
name: image-resizer
description: Resizes and re-encodes images in a folder to web sizes. Use for smaller photos.
---
# Image resizer

1. Run `python scripts/resize.py --src photos --out web --max 1600`.
2. Report the files processed.
"""


def test_task_action_extraction() -> None:
    assert task_action("Transcribe this audio file") == "transcribe"
    assert task_action("Please convert these images to WebP") == "convert"
    assert task_action("Make a chart") is None  # light verbs say little
    assert task_action("Why is the build slow?") is None


def test_relevance_caps_direct_when_action_differs() -> None:
    view = build_view({"SKILL.md": CONVERTER})
    assert action_covered(view, "Resize the photos in this folder to web sizes") is True
    assert action_covered(view, "Upload the photos in this folder to the web gallery") is False
    direct = answer("relevance", {"SKILL.md": CONVERTER}, "Resize the photos in my folder")
    assert direct["score"] == 3
    other = answer(
        "relevance", {"SKILL.md": CONVERTER}, "Upload the web sized photos from my folder"
    )
    assert other["score"] <= 2
