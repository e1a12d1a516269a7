"""Text anyone can write, pasted into a workflow's shell step (AITech 9.1).

The family (GitHub Actions expression injection): a "chat-ops", "triage" or "label" workflow
puts ``${{ github.event.comment.body }}``, an issue or pull request title or body, a review
or a commit message straight into a ``run:`` script. The expression is
expanded before the shell starts, so whoever writes that comment or title writes shell
commands, which run with the job's token and secrets. Passing the text through an
environment variable (``env: BODY: ${{ github.event.comment.body }}`` then ``"$BODY"``) is
the safe form and is left alone.

>>> body = "${{ github.event.comment.body }}"
>>> wf = f"steps:\\n  - run: |\\n      ARGS='{body}'\\n      eval $ARGS"
>>> [(f.line, f.rule_id) for f in workflow_injection_findings(".github/workflows/e.yml", wf)]
[(3, 'ci.expression-injection')]
>>> safe = f"steps:\\n  - env:\\n      BODY: {body}\\n    run: echo \\"$BODY\\""
>>> workflow_injection_findings(".github/workflows/e.yml", safe)
[]
"""

from __future__ import annotations

import re

from .findings import ThreatFinding, line_finding
from .literal_scan import line_index

RULE_ID = "ci.expression-injection"
_UNTRUSTED = re.compile(
    r"\$\{\{\s*github\.event\.(?:comment|issue|pull_request|review|review_comment|discussion"
    r"|discussion_comment|head_commit|commits\[\d+\])\.(?:[\w.]*\.)?(?:body|title|message)\s*\}\}"
)
"""An expression expanding to free text the author of a comment, issue, pull request or
commit wrote (a branch name is narrower: git refuses spaces in it)."""
_RUN = re.compile(r"^(\s*)(?:-\s+)?run\s*:\s*(\|[-+]?|>[-+]?)?\s*(.*)$")


def _run_lines(lines: list[str]) -> set[int]:
    """1-based numbers of the lines that belong to a ``run:`` script."""
    found: set[int] = set()
    block_indent: int | None = None
    for number, line in enumerate(lines, 1):
        if block_indent is not None:
            if line.strip() and len(line) - len(line.lstrip()) <= block_indent:
                block_indent = None
            else:
                found.add(number)
                continue
        run = _RUN.match(line)
        if run is None:
            continue
        if run.group(2):
            block_indent = len(run.group(1))
        else:
            found.add(number)
    return found


def workflow_injection_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at the first ``run:`` line that expands text an outsider writes."""
    if "github.event" not in text and "head_ref" not in text:
        return []
    if not path.lower().endswith((".yml", ".yaml")):
        return []
    lines = line_index(text).lines
    runs = _run_lines(lines)
    for number in sorted(runs):
        if _UNTRUSTED.search(lines[number - 1]):
            return [
                line_finding(
                    path,
                    lines,
                    number,
                    "9.1",
                    "high",
                    "pastes text any commenter or pull request author writes into a workflow's "
                    "shell step: they write commands that run with the job's token and secrets",
                    RULE_ID,
                )
            ]
    return []
