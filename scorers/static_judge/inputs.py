"""The two places where the static judge depends on the lead's modules.

Everything else in the package goes through :func:`read_prompt` and
:func:`split_frontmatter`, so swapping an implementation is a one-line change here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from scorers.prompt import extract_skill
from scorers.skill_loader import parse_frontmatter

_VERDICT_SUFFIX = "_verdict"


@dataclass(frozen=True)
class JudgeRequest:
    """What the judge needs from one prompt: the package files, the task and the grader."""

    files: dict[str, str]
    task: str | None
    grader: str | None


def read_prompt(prompt_text: str, schema_name: str | None = None) -> JudgeRequest:
    """Recover files, task and grader from a rendered prompt.

    The grader comes from the structured-output schema name (``<grader>_verdict``) when
    given, else from the ``Grader: <name>`` line. A prompt without a skill block yields an
    empty package rather than an exception, so the judge can still answer.
    """
    grader = None
    if schema_name and schema_name.endswith(_VERDICT_SUFFIX):
        grader = schema_name[: -len(_VERDICT_SUFFIX)]
    try:
        prompted = extract_skill(prompt_text)
    except ValueError:
        line = re.search(r"^Grader: ([a-z]+)$", prompt_text, re.M)
        return JudgeRequest({}, None, grader or (line.group(1) if line else None))
    return JudgeRequest(dict(prompted.files), prompted.task, grader or prompted.grader)


@dataclass(frozen=True)
class FrontmatterView:
    """Parsed frontmatter fields, the Markdown body and parse warnings."""

    fields: dict[str, Any]
    body: str
    warnings: list[str]
    present: bool


def split_frontmatter(skill_md: str) -> FrontmatterView:
    """Parse SKILL.md frontmatter with the project's hardened loader."""
    parsed = parse_frontmatter(skill_md)
    present = skill_md.lstrip("\ufeff").startswith("---")
    return FrontmatterView(dict(parsed.fields), parsed.body, list(parsed.warnings), present)
