"""Judge a package larger than the prompt budget in windows, and combine the verdicts.

The sample's input is window 1; :func:`windowed_generate` renders every window of the
package again (same nonce, same slices), checks that the package did not change since
the dataset was built, and calls the judge once per window through Inspect's
``generate``, so every call is in the log. The answers are combined by the grader's rule:

| grader | rule |
|---|---|
| threat, alignment | worst verdict: the lowest score of any window; findings of all windows |
| completeness, relevance, design | lower median of the windows' scores |

For the quality graders a weak slice of references does not decide alone, and one
strong slice cannot hide the rest.

A window whose answer is unparseable makes the whole sample unparseable: no verdict
from a partial view.

>>> from scorers.graders import GRADERS
>>> combine_answers(GRADERS["threat"], [
...     '{"findings": [], "reason": "ok", "score": 4}',
...     '{"findings": [], "reason": "bad", "score": 1}'])
'{"findings":[],"reason":"window 2 of 2 (worst): bad","score":1}'
"""

from __future__ import annotations

import json
from typing import Any

from inspect_ai.model import ChatMessageUser, ModelOutput, ModelUsage
from inspect_ai.solver import Generate, Solver, TaskState, solver

from scorers.dataset import PACKAGE_METADATA_KEY
from scorers.graders import GraderSpec
from scorers.prompt import PromptSettings, render_windows
from scorers.rubric import Rubric
from scorers.skill_loader import LoadLimits, SkillLoadError, load_skill
from scorers.verdict import Unparseable, Verdict, parse_verdict

WORST_VERDICT = frozenset({"threat", "alignment"})
MAX_FINDINGS = 50
MAX_REASON = 2000


def combination_rule(spec: GraderSpec) -> str:
    """The name of the rule that combines window verdicts for ``spec``."""
    return "worst" if spec.name in WORST_VERDICT else "lower-median"


def combine_answers(spec: GraderSpec, answers: list[str]) -> str:
    """One answer text for the whole package from the answers of its windows."""
    total = len(answers)
    verdicts: list[Verdict] = []
    for number, text in enumerate(answers, start=1):
        verdict = parse_verdict(text, spec)
        if isinstance(verdict, Unparseable):
            return f"window {number} of {total} is unparseable: {verdict.reason}"
        verdicts.append(verdict)
    scores = [v.score for v in verdicts]
    worst = combination_rule(spec) == "worst"
    score = min(scores) if worst else sorted(scores)[(total - 1) // 2]
    chosen = scores.index(score)
    rule = "worst" if worst else "lower median"
    answer: dict[str, Any] = dict(verdicts[chosen].details)
    if spec.finding_schema is not None:
        findings: list[dict[str, Any]] = []
        for verdict in verdicts:
            findings += [f for f in verdict.findings if f not in findings]
        answer["findings"] = findings[:MAX_FINDINGS]
    reason = f"window {chosen + 1} of {total} ({rule}): {verdicts[chosen].reason}"
    answer["reason"] = reason[:MAX_REASON]
    answer["score"] = score
    return json.dumps(answer, ensure_ascii=False, separators=(",", ":"))


@solver
def windowed_generate(rubric: Rubric, spec: GraderSpec) -> Solver:
    """Generate once per window of the sample's package, then combine (see module doc)."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        info = state.metadata.get(PACKAGE_METADATA_KEY) or {}
        if int(info.get("windows", 1)) <= 1:
            return await generate(state)
        try:
            prompts = _window_prompts(rubric, spec, info)
        except (SkillLoadError, OSError, ValueError) as exc:
            state.output = ModelOutput.from_content(
                model=str(state.model), content=f"windows could not be rendered: {exc}"
            )
            return state
        base = [m for m in state.messages if not isinstance(m, ChatMessageUser)]
        answers: list[str] = []
        usage = ModelUsage()
        for number, text in enumerate(prompts, start=1):
            meta = {PACKAGE_METADATA_KEY: {**info, "window": number}}
            state.messages = [*base, ChatMessageUser(content=text, metadata=meta)]
            state = await generate(state)
            answers.append(state.output.completion)
            if state.output.usage:
                usage = usage + state.output.usage
        combined = combine_answers(spec, answers)
        state.output = ModelOutput.from_content(model=str(state.model), content=combined)
        state.output.usage = usage
        state.metadata["window_answers"] = [a[:4000] for a in answers]
        return state

    return solve


def _window_prompts(rubric: Rubric, spec: GraderSpec, info: dict[str, Any]) -> list[str]:
    limits = LoadLimits(**info["limits"])
    package = load_skill(info["path"], limits)
    if package.content_hash != info["content_hash"]:
        raise ValueError("the package changed after the dataset was built")
    settings = PromptSettings(
        task=info.get("task"), token_budget=int(info["token_budget"]), nonce=info["nonce"]
    )
    prompts = render_windows(rubric, spec, package, settings)
    if len(prompts) != int(info["windows"]):
        raise ValueError("the package's windows changed after the dataset was built")
    return prompts
