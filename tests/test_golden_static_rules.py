"""Golden answers: ``static/rules`` answers every test-split sample of the corpus as committed.

Any change of the offline judge's behaviour (or of the corpus) changes a digest in
``tests/golden/static_rules.json``; the failure lists the samples whose answer changed
(score and answer digest, golden -> now). After an intended change, regenerate the file
and commit it with the change, so the review shows which answers moved:

    python -m tests.support.golden --update
"""

from __future__ import annotations

import json

from tests.support.golden import GOLDEN, canonical, changes, compute, sha256


def test_static_rules_answers_match_the_golden_file() -> None:
    expected = json.loads(GOLDEN.read_text(encoding="utf-8"))
    actual = compute()
    lines = changes(expected, actual)
    assert not lines, (
        "static/rules answers changed (regenerate with "
        "`python -m tests.support.golden --update` if intended):\n" + "\n".join(lines)
    )


def test_golden_file_covers_every_grader_and_is_self_consistent() -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert golden["judge"] == "static/rules" and golden["split"] == "test"
    assert set(golden["graders"]) == {"threat", "alignment", "completeness", "relevance", "design"}
    for grader, entry in golden["graders"].items():
        assert entry["count"] == len(entry["samples"]) > 0, grader


def test_a_changed_answer_is_named_in_the_diff() -> None:
    answers = {"a": canonical({"score": 4}), "b": canonical({"score": 3})}

    def document(by_id: dict[str, str]) -> dict:
        samples = {i: f"{json.loads(t)['score']}:{sha256(t)[:16]}" for i, t in by_id.items()}
        digest = sha256(canonical(sorted(by_id.items())))
        return {"split": "test", "graders": {"threat": {
            "count": len(by_id), "digest": digest, "samples": samples}}}  # fmt: skip

    before = document(answers)
    after = document({**answers, "b": canonical({"score": 1})})
    assert changes(before, before) == []
    lines = changes(before, after)
    assert lines[0].startswith("threat: 1 of 2 answers changed")
    assert lines[1].startswith("  b: 3:") and " -> 1:" in lines[1]
