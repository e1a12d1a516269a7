"""Judges measured against people, from logs whose samples carry human annotations."""

from __future__ import annotations

import doctest
from pathlib import Path

import numpy as np
from inspect_ai.log import write_eval_log

import calibration.human_reference as human_reference
from calibration.judge_summary import human_summary
from calibration.loading import load_judgments
from tests.support.synthetic import synthetic_log


def test_doctests() -> None:
    assert doctest.testmod(human_reference).failed == 0


def _log_with_people(path: Path, *, people_agree_with_label: bool) -> str:
    log = synthetic_log(model="mock/judge", samples=60, accuracy=0.8, seed=4)
    rng = np.random.default_rng(0)
    for sample in log.samples or []:
        label = sample.metadata["label_score"]
        index = int(str(sample.id)[1:])
        if index % 3 == 2:
            continue  # only two thirds of the samples were labelled by people
        for person in ("human:ana", "human:bo"):
            score = label if people_agree_with_label or rng.random() < 0.5 else 5 - label
            sample.metadata["annotations"] = [
                *sample.metadata["annotations"],
                {"annotator": person, "score": score},
            ]
    write_eval_log(log, str(path))
    return str(path)


def test_no_people_no_section(tmp_path: Path) -> None:
    log = synthetic_log(model="mock/judge", samples=20, seed=1)
    write_eval_log(log, str(tmp_path / "a.eval"))
    frame = load_judgments([tmp_path / "a.eval"]).frame
    assert human_summary(frame, _scale(), n_resamples=50, seed=0, notes=[]) is None


def test_section_against_people_who_agree_with_the_reference(tmp_path: Path) -> None:
    path = _log_with_people(tmp_path / "a.eval", people_agree_with_label=True)
    frame = load_judgments([path]).frame
    notes: list[str] = []
    section = human_summary(frame, _scale(), n_resamples=100, seed=0, notes=notes)
    assert section is not None
    assert section["samples"] == 40 and section["annotators"] == ["human:ana", "human:bo"]
    assert section["people_vs_reference_labels"]["exact_agreement"] == 1.0
    assert section["among_people"]["krippendorff_alpha"]["estimate"] == 1.0
    assert set(section["against_each_annotator"]) == {"human:ana", "human:bo"}
    consensus = section["against_consensus"]
    assert 0.0 <= consensus["exact_accuracy"]["estimate"] <= 1.0


def test_people_who_disagree_lower_the_ceiling(tmp_path: Path) -> None:
    path = _log_with_people(tmp_path / "a.eval", people_agree_with_label=False)
    frame = load_judgments([path]).frame
    section = human_summary(frame, _scale(), n_resamples=100, seed=0, notes=[])
    assert section["people_vs_reference_labels"]["exact_agreement"] < 1.0
    assert section["among_people"]["krippendorff_alpha"]["estimate"] < 0.9


def _scale():
    from calibration.judge_identity import Scale

    return Scale(1, 4, 3.0)


def test_gate_can_measure_both_rubrics_against_people(tmp_path: Path, capsys) -> None:
    from calibration.cli import main as sgb

    base = _log_with_people(tmp_path / "base.eval", people_agree_with_label=True)
    log = synthetic_log(model="mock/judge", samples=60, accuracy=0.8, seed=9, rubric_version="v2")
    for sample in log.samples or []:
        if int(str(sample.id)[1:]) % 3 != 2:
            label = sample.metadata["label_score"]
            sample.metadata["annotations"] = [
                *sample.metadata["annotations"],
                {"annotator": "human:ana", "score": label},
            ]
    write_eval_log(log, str(tmp_path / "cand.eval"))
    args = ["gate", "--baseline", base, "--candidate", str(tmp_path / "cand.eval"),
            "--resamples", "200", "--format", "json"]  # fmt: skip
    assert sgb([*args, "--reference", "human"]) in (0, 1, 2)
    assert "consensus of human annotators" in capsys.readouterr().out
    plain = synthetic_log(model="mock/judge", samples=60, seed=2, rubric_version="v2")
    write_eval_log(plain, str(tmp_path / "plain.eval"))
    args[4] = str(tmp_path / "plain.eval")
    assert sgb([*args, "--reference", "human"]) == 4
    assert "no sample carries an annotation" in capsys.readouterr().err


def test_relabelling_recomputes_agreement_against_the_new_labels() -> None:
    import pandas as pd

    from calibration.human_reference import with_reference

    frame = pd.DataFrame({
        "sample_id": ["a", "b"], "judge_score": [4.0, 1.0], "label_score": [4.0, 4.0],
        "parsed": [True, True], "threshold": [3.0, 3.0], "agree": [1.0, 0.0],
        "exact": [1.0, 0.0], "abs_error": [0.0, 3.0],
    })  # fmt: skip
    out = with_reference(frame, pd.Series({"a": 1.0, "b": 1.0}))
    assert out["agree"].tolist() == [0.0, 1.0]
    assert out["exact"].tolist() == [0.0, 1.0]
    assert out["abs_error"].tolist() == [3.0, 0.0]
