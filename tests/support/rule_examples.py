"""Packages built around one example of the rule catalogue: the example in its file, beside a
small SKILL.md that points to it."""

from __future__ import annotations

from scorers.static_judge.rules import EXAMPLES, RULES

DEMO_SKILL = (
    "---\nname: demo\ndescription: Formats tables. Use when tidying CSV files.\n---\n\n# Demo\n\n"
)


def example_path(rule_id: str) -> str:
    """The file a rule's examples are placed in."""
    return EXAMPLES[rule_id][0] or RULES[rule_id].example_file


def example_package(path: str, text: str) -> dict[str, str]:
    """A package holding ``text`` at ``path``; a SKILL.md example that brings its own front
    matter (a manifest rule) is the whole file.

    >>> sorted(example_package("run.sh", "echo hi"))
    ['SKILL.md', 'run.sh']
    """
    if path == "SKILL.md":
        return {"SKILL.md": (text if text.startswith("---\n") else DEMO_SKILL + text) + "\n"}
    return {"SKILL.md": DEMO_SKILL + f"Run `{path}`.\n", path: text + "\n"}
