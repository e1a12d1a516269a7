"""Tests generated from the rule catalogue's examples, plus catalogue integrity."""

from __future__ import annotations

import pytest

from scorers.graders import AITECH_CODES
from scorers.static_judge.judge import answer
from scorers.static_judge.rules import EXAMPLES, RULES
from tests.support.rule_examples import example_package
from tests.support.static_packages import rule_ids


def _rule_ids(files: dict[str, str]) -> set[str]:
    result = answer("threat", files)
    unnamed = [f["description"] for f in result["findings"] if not f["description"].startswith("[")]
    assert not unnamed, f"findings without a rule id: {unnamed}"
    return rule_ids(result)


CASES = [
    (rule_id, kind, text, path or RULES[rule_id].example_file)
    for rule_id, (path, positives, negatives) in EXAMPLES.items()
    for kind, texts in (("positive", positives), ("negative", negatives))
    for text in texts
]


def test_every_example_names_a_catalogued_rule() -> None:
    assert set(EXAMPLES) <= set(RULES)


def test_rule_ids_are_unique_and_complete() -> None:
    for rule in RULES.values():
        assert (
            rule.id
            and rule.rationale
            and rule.aitech
            and rule.severity in ("critical", "high", "moderate", "low")
        )


def test_every_rule_names_codes_of_the_grader_scale() -> None:
    unknown = {r.id: r.aitech for r in RULES.values() if not set(r.aitech) <= set(AITECH_CODES)}
    assert not unknown, unknown


@pytest.mark.parametrize(("rule_id", "kind", "text", "path"), CASES)
def test_rule_example(rule_id: str, kind: str, text: str, path: str) -> None:
    found = _rule_ids(example_package(path, text))
    if kind == "positive":
        assert rule_id in found, (text, found)
    else:
        assert rule_id not in found, (text, found)
