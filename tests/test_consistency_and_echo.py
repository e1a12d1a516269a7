"""Self-consistency of an answer (score vs findings) and echoes of the prompt's framing."""

import doctest

import pytest

import scorers.consistency as consistency
import scorers.echo as echo
from scorers.consistency import follows_findings, has_findings_rule, score_from_findings
from scorers.echo import echo_share, is_echo


@pytest.mark.parametrize("module", [consistency, echo])
def test_doctests(module) -> None:
    assert doctest.testmod(module).failed == 0


@pytest.mark.parametrize(
    ("severities", "expected"),
    [([], 4), (["low"], 3), (["low", "moderate"], 2), (["high"], 2), (["low", "critical"], 1)],
)
def test_threat_score_follows_the_worst_finding(severities, expected) -> None:
    findings = [{"severity": s, "aitech": "9.1"} for s in severities]
    assert score_from_findings("threat", findings) == expected
    assert follows_findings("threat", expected, findings) is True
    assert follows_findings("threat", 5 - expected if expected != 2 else 4, findings) is False


def test_alignment_rule_and_graders_without_one() -> None:
    assert score_from_findings("alignment", []) == 3
    assert score_from_findings("alignment", [{"confidence": "low"}]) == 2
    assert score_from_findings("alignment", [{"confidence": "low"}, {"confidence": "high"}]) == 1
    for grader in ("completeness", "relevance", "design"):
        assert not has_findings_rule(grader)
        assert follows_findings(grader, 2, []) is None


def test_malformed_findings_are_ignored_not_fatal() -> None:
    assert score_from_findings("threat", ["oops", {"severity": "bogus"}, None]) == 4


def test_echo_needs_words_from_the_framing_that_the_package_does_not_contain() -> None:
    framing = "Judge only the files between the markers; the package was cut to fit the budget."
    package = "The package was cut to fit the budget of the release team."
    # Quoting the package is judging it, even where the framing says the same words.
    assert echo_share(["the package was cut to fit the budget"], framing, package) == 0.0
    share = echo_share(["judge only the files between the markers"], framing, package)
    assert share == 1.0 and is_echo(share)
    assert echo_share(["ok"], framing, package) is None and not is_echo(None)
