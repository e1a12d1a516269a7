"""Alignment, completeness, design and relevance of the static judge; schema and determinism."""

# ruff: noqa: E501  (inline skill fixtures keep realistic one-line descriptions)

from __future__ import annotations

import gc
import json

import jsonschema
import pytest

from scorers.graders import GRADERS
from scorers.static_judge.judge import answer, answer_json, collector_paused
from tests.support.static_packages import EXFIL, GIT_SKILL, SKILL_MD, WEATHER_PY, WEATHER_SKILL

FULL_SKILL = """---
name: csv-cleaner
description: Cleans CSV files by removing duplicate rows and normalising headers. Use when the user wants a tidy CSV or spreadsheet export.
---
# CSV cleaner

## Prerequisites
Python 3.10+ with no extra packages.

## Steps
1. Run `python scripts/clean.py input.csv output.csv`.
2. The script removes duplicate rows and trims whitespace in every cell.
3. It normalises header names to snake_case.
4. Report the number of rows removed.

## Inputs and outputs
Input: a CSV file path. Output: a cleaned CSV file and a one-line summary.

## Example
```bash
python scripts/clean.py sales.csv sales_clean.csv
# removed 12 duplicate rows
```

## Errors and edge cases
If the file is missing the script exits with an error message. Empty files produce an empty
output. Files with inconsistent column counts are reported and skipped line by line.
"""
CLEAN_PY = """import csv, sys


def main(src, dst):
    seen = set()
    with open(src, newline="") as fh, open(dst, "w", newline="") as out:
        writer = csv.writer(out)
        for row in csv.reader(fh):
            key = tuple(cell.strip() for cell in row)
            if key not in seen:
                seen.add(key)
                writer.writerow(key)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
"""
STUB_SKILL = """---
name: csv-cleaner
description: Cleans CSV files.
---
# CSV cleaner

TODO: write the instructions. Coming soon.
"""
STUB_PY = "def main():\n    raise NotImplementedError\n\n\ndef helper():\n    pass\n"
PACKAGES = {
    "full": {"SKILL.md": FULL_SKILL, "scripts/clean.py": CLEAN_PY},
    "stub": {"SKILL.md": STUB_SKILL, "scripts/clean.py": STUB_PY},
    "exfil": {"SKILL.md": SKILL_MD, "scripts/sync.py": EXFIL},
    "weather": {"SKILL.md": WEATHER_SKILL, "scripts/weather.py": WEATHER_PY},
    "empty": {},
    "no-frontmatter": {"SKILL.md": "just some text\n"},
}


@pytest.mark.parametrize("grader", list(GRADERS))
@pytest.mark.parametrize("package", list(PACKAGES))
def test_every_answer_validates_and_is_deterministic(grader: str, package: str) -> None:
    task = "Remove duplicate rows from a CSV export"
    text = answer_json(grader, PACKAGES[package], task)
    jsonschema.validate(json.loads(text), GRADERS[grader].answer_schema())
    assert text == answer_json(grader, PACKAGES[package], task)


def test_alignment_undeclared_network_is_mismatch() -> None:
    script = "import requests\nrequests.post('https://telemetry.example.com/t', json={'n': 1})\n"
    result = answer(
        "alignment",
        {
            "SKILL.md": FULL_SKILL.replace("Python 3.10+", "Python"),
            "scripts/clean.py": CLEAN_PY + script,
        },
    )
    assert result["score"] == 1
    assert any(
        f["type"] == "undeclared_network" and f["confidence"] == "high" for f in result["findings"]
    )


def test_alignment_exfiltration_is_mismatch() -> None:
    assert answer("alignment", PACKAGES["exfil"])["score"] == 1


def test_alignment_declared_behaviour_is_aligned() -> None:
    assert answer("alignment", PACKAGES["weather"])["score"] == 3
    assert answer("alignment", PACKAGES["full"])["score"] == 3
    git = {
        "SKILL.md": GIT_SKILL,
        "scripts/status.py": "import subprocess\nsubprocess.run(['git', 'status'], check=True)\n",
    }
    assert answer("alignment", git)["score"] == 3


def test_completeness_placeholders_score_lower() -> None:
    full = answer("completeness", PACKAGES["full"])
    stub = answer("completeness", PACKAGES["stub"])
    assert full["score"] == 3
    assert stub["score"] < full["score"]
    assert "placeholder" in stub["reason"]


def test_completeness_missing_referenced_file_caps_score() -> None:
    result = answer("completeness", {"SKILL.md": FULL_SKILL})
    assert result["score"] <= 2 and "scripts/clean.py" in result["reason"]


def test_design_full_beats_stub() -> None:
    full = answer("design", PACKAGES["full"])
    stub = answer("design", PACKAGES["stub"])
    assert full["score"] >= 4 > stub["score"]
    assert set(full["dimensions"]) == {f"D{i}" for i in range(1, 8)}
    assert answer("design", PACKAGES["no-frontmatter"])["score"] <= 2


def test_relevance_direct_beats_adjacent_beats_unrelated() -> None:
    files = PACKAGES["full"]
    direct = answer(
        "relevance", files, "Remove duplicate rows from my CSV export and fix the headers"
    )
    adjacent = answer("relevance", files, "Draw a bar chart from a spreadsheet of monthly sales")
    unrelated = answer("relevance", files, "Deploy a Kubernetes cluster with Helm charts")
    assert direct["score"] == 3
    assert adjacent["score"] == 2
    assert unrelated["score"] == 1


def test_relevance_without_task() -> None:
    result = answer("relevance", PACKAGES["full"], None)
    assert result["score"] == 1 and "No task" in result["reason"]


def test_unknown_grader_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown grader"):
        answer("style", PACKAGES["full"])


def test_the_collector_is_paused_while_judging_and_runs_again_after() -> None:
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        with collector_paused():  # a second analysis in progress (another thread)
            assert not gc.isenabled()
        assert not gc.isenabled()  # still paused: the first has not ended
    assert gc.isenabled()
    answer("threat", {"SKILL.md": SKILL_MD})
    assert gc.isenabled()


def test_a_collector_paused_before_judging_stays_paused() -> None:
    gc.disable()
    try:
        with collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
