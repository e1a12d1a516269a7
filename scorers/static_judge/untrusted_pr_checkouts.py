"""A workflow made to run a fork's pull request code with the repository's secrets.

The family (the "pwn request"): a "fork-PR fix" or "hardening" step switches a GitHub
Actions workflow from ``pull_request`` to ``pull_request_target`` and checks out the pull
request's head commit: from then on anyone who opens a pull request from a fork runs their
own code in a job that holds the repository's secrets and a write token. A workflow or a
script doing this is flagged unless the skill's prose speaks of ``pull_request_target`` (a
reviewer that looks for the pattern names it).

>>> code = ('on["pull_request_target"] = on.pop("pull_request")\\n'
...         'w["ref"] = "${{ github.event.pull_request.head.sha }}"')
>>> files = {"SKILL.md": "Fixes fork PR token errors.", "fix.py": code}
>>> [(f.file, f.line, f.rule_id) for f in untrusted_pr_checkout_findings(files)]
[('fix.py', 1, 'ci.untrusted-pr-checkout')]
>>> untrusted_pr_checkout_findings({**files, "SKILL.md": "Flags pull_request_target jobs."})
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding
from .undeclared_acts import UndeclaredAct, registered

RULE_ID = "ci.untrusted-pr-checkout"
_HEAD = r"github\.event\.pull_request\.head\.(?:sha|ref)\b|refs/pull/"
_CHECKS_OUT_FORKS = re.compile(
    rf"\bpull_request_target\b(?=[\s\S]{{0,1500}}?(?:{_HEAD}))"
    rf"|(?:{_HEAD})(?=[\s\S]{{0,1500}}?\bpull_request_target\b)"
)
"""The privileged trigger and a checkout of the pull request's own commit, close together."""
_DECLARED = re.compile(r"\bpull_request_target\b|\bpwn\s+requests?\b", re.IGNORECASE)
_CHECKOUTS = registered(
    UndeclaredAct(
        _CHECKS_OUT_FORKS,
        _DECLARED,
        "9.1",
        "high",
        "makes a workflow run the code of any fork's pull request with the repository's secrets "
        "({what}), which the skill never says",
        RULE_ID,
    )
)


def untrusted_pr_checkout_findings(files: dict[str, str]) -> list[ThreatFinding]:
    """A finding in each file that pairs ``pull_request_target`` with a checkout of the pull
    request's head, unless the package's prose names the trigger."""
    return _CHECKOUTS.findings(files)
