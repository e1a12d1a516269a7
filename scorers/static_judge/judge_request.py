"""Where the static judge gets the package: the loaded folder, else the rendered prompt.

When the user message carries ``metadata["skill_package"] = {"path": ..., "grader": ...,
"task": ...}`` the judge loads the whole package itself with the project's loader, so it
analyses every file whatever the prompt budget. Without it the files are recovered from
the prompt text (what fitted the budget).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from scorers.prompt import extract_skill
from scorers.skill_loader import SkillLoadError, load_skill, parse_frontmatter

_VERDICT_SUFFIX = "_verdict"
PACKAGE_KEY = "skill_package"


@dataclass(frozen=True)
class JudgeRequest:
    """What the judge needs: the package files, the task, the grader and where they came from."""

    files: dict[str, str]
    task: str | None
    grader: str | None
    source: str = "prompt"


def _grader_from_schema(schema_name: str | None) -> str | None:
    if schema_name and schema_name.endswith(_VERDICT_SUFFIX):
        return schema_name[: -len(_VERDICT_SUFFIX)]
    return None


def read_prompt(prompt_text: str, schema_name: str | None = None) -> JudgeRequest:
    """Recover files, task and grader from a rendered prompt.

    The grader comes from the structured-output schema name (``<grader>_verdict``) when
    given, else from the ``Grader: <name>`` line. A prompt without a skill block yields an
    empty package rather than an exception, so the judge can still answer.
    """
    grader = _grader_from_schema(schema_name)
    try:
        prompted = extract_skill(prompt_text)
    except ValueError:
        line = re.search(r"^Grader: ([a-z]+)$", prompt_text, re.M)
        return JudgeRequest({}, None, grader or (line.group(1) if line else None))
    return JudgeRequest(dict(prompted.files), prompted.task, grader or prompted.grader)


def package_files(path: str) -> dict[str, str]:
    """Every text file of the skill folder at ``path`` (path -> text), via the loader.

    Raises:
        SkillLoadError: the folder is not a loadable skill.
    """
    package = load_skill(path)
    return {f.path: f.text for f in package.text_files}


def read_request(
    prompt_text: str, metadata: dict[str, Any] | None, schema_name: str | None = None
) -> JudgeRequest:
    """The judge's input: the loaded package when the message says where it is, else the prompt.

    >>> read_request("Grader: design", None).grader
    'design'
    """
    spec = (metadata or {}).get(PACKAGE_KEY)
    if isinstance(spec, dict) and isinstance(spec.get("path"), str):
        prompted = read_prompt(prompt_text, schema_name)
        grader = _grader_from_schema(schema_name) or spec.get("grader") or prompted.grader
        task = spec.get("task") if "task" in spec else prompted.task
        try:
            files = package_files(spec["path"])
        except (SkillLoadError, OSError):
            return prompted
        return JudgeRequest(files, task, grader, "folder")
    return read_prompt(prompt_text, schema_name)


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
