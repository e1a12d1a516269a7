"""baseline/*: the reference judges answer every grader in schema, seeded and trained on train."""

from __future__ import annotations

import asyncio
import json
from collections import Counter
from pathlib import Path

import jsonschema
import pytest
from inspect_ai.model import ChatMessageUser, GenerateConfig, ResponseSchema, get_model

from scorers.baselines.provider import prior_draw
from scorers.baselines.training import label_distribution
from scorers.graders import GRADERS
from scorers.prompt import render_skill_block
from tests.support.mini_corpus import write_labels, write_skill

SKILL = {"SKILL.md": "---\nname: a\ndescription: d\n---\nSay hello.\n"}


def _ask(model: str, files: dict[str, str], grader: str, seed: int | None = None, **args):
    prompt = f"Grader: {grader}\nInstructions.\n\n{render_skill_block(files, nonce='0' * 16)}"
    config = GenerateConfig(seed=seed, response_schema=ResponseSchema(
        name=f"{grader}_verdict", json_schema={}))  # fmt: skip
    output = asyncio.run(get_model(model, **args).generate([ChatMessageUser(content=prompt)],
                                                           config=config))  # fmt: skip
    return json.loads(output.completion)


@pytest.mark.parametrize("grader", list(GRADERS))
def test_constant_judges_answer_every_grader_at_the_ends_of_its_scale(grader: str) -> None:
    spec = GRADERS[grader]
    high = _ask("baseline/always-pass", SKILL, grader)
    low = _ask("baseline/always-fail", SKILL, grader)
    for answer in (high, low):
        jsonschema.validate(answer, spec.answer_schema())
    assert (high["score"], low["score"]) == (spec.high, spec.low)


def test_prior_draws_follow_the_train_distribution_and_repeat_with_the_seed() -> None:
    shares = {1: 0.1, 2: 0.2, 3: 0.3, 4: 0.4}
    draws = Counter(prior_draw(shares, seed=3, key=k) for k in range(4000))
    for score, share in shares.items():
        assert abs(draws[score] / 4000 - share) < 0.03
    assert [prior_draw(shares, 3, k) for k in range(50)] == [prior_draw(shares, 3, k)
                                                             for k in range(50)]  # fmt: skip
    assert [prior_draw(shares, 3, k) for k in range(50)] != [prior_draw(shares, 4, k)
                                                             for k in range(50)]  # fmt: skip


def _surface_corpus(root: Path) -> None:
    """Labels that a surface feature decides: packages with a scripts/ folder fail."""
    records = []
    for index in range(12):
        name = f"s{index}"
        files = dict(SKILL)
        if index % 2:
            files["scripts/run.py"] = "print('x')\n" * (index + 1)
        write_skill(root / "skills", name, files)
        records.append({"id": name, "skill": f"skills/{name}", "score": 1 if index % 2 else 4,
                        "split": "train", "tags": []})  # fmt: skip
    write_labels(root, "threat", records)


def test_prior_and_surface_learn_from_the_train_split(tmp_path: Path) -> None:
    _surface_corpus(tmp_path)
    assert label_distribution(tmp_path, "threat") == {1: 0.5, 4: 0.5}
    with_script = {**SKILL, "scripts/go.py": "print('y')\n" * 4}
    model = "baseline/surface"
    assert _ask(model, with_script, "threat", dataset=str(tmp_path))["score"] == 1
    assert _ask(model, SKILL, "threat", dataset=str(tmp_path))["score"] == 4
    first = _ask("baseline/prior", with_script, "threat", seed=7, dataset=str(tmp_path))
    again = _ask("baseline/prior", with_script, "threat", seed=7, dataset=str(tmp_path))
    assert first == again and first["score"] in (1, 4)


def test_a_grader_without_train_labels_is_an_error_answer(tmp_path: Path) -> None:
    _surface_corpus(tmp_path)
    answer = _ask("baseline/prior", SKILL, "design", dataset=str(tmp_path))
    assert set(answer) == {"error"} and "no labels for design" in answer["error"]


def test_unknown_reference_judge() -> None:
    with pytest.raises(ValueError, match="baseline/always-pass"):
        get_model("baseline/sometimes")


def test_prior_key_is_the_same_package_in_any_checkout() -> None:
    from scorers.baselines.provider import package_key
    from scorers.scanners.package_source import PackageRequest

    here = PackageRequest("threat", None, Path("/one/checkout/x"), {}, content_hash="abc")
    there = PackageRequest("threat", None, Path("/another/x"), {}, content_hash="abc")
    other = PackageRequest("threat", None, Path("/one/checkout/x"), {}, content_hash="abd")
    assert package_key(here) == package_key(there) != package_key(other)
