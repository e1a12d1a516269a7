"""A real Label Studio round trip: export a project, label it as a person would, import back.

Starts a Label Studio server on a free local port with a temporary data folder, creates
the project from ``sgb corpus annotate``'s files through its REST API, posts annotations,
exports them as JSON and imports that export into the corpus. Skipped, with the reason,
when the optional extra is not installed (``pip install -e '.[annotate]'``).
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("label_studio", reason="needs the optional extra: pip install -e '.[annotate]'")
httpx = pytest.importorskip("httpx")

from corpus.annotation_export import export_project  # noqa: E402
from corpus.annotation_import import import_export  # noqa: E402
from corpus.manifest import check_manifest, write_manifest  # noqa: E402

pytestmark = pytest.mark.label_studio

TOKEN = "sgb-test-token-0123456789abcdef"
START_TIMEOUT_S = 300


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _label_studio_command() -> list[str]:
    script = shutil.which("label-studio", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "label_studio.server"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    data = tmp_path_factory.mktemp("label-studio")
    port = _free_port()
    env = {
        **os.environ,
        "LABEL_STUDIO_BASE_DATA_DIR": str(data),
        "LABEL_STUDIO_ENABLE_LEGACY_API_TOKEN": "true",
        "LABEL_STUDIO_DISABLE_SIGNUP_WITHOUT_LINK": "true",
        "SENTRY_DSN": "",
        "COLLECT_ANALYTICS": "false",
    }
    command = _label_studio_command() + [
        "start", "--no-browser", "--host", "127.0.0.1", "--port", str(port),
        "--username", "reviewer@example.org", "--password", "not-a-secret-9",
        "--user-token", TOKEN,
    ]  # fmt: skip
    log = (data / "server.log").open("w")
    process = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    client = httpx.Client(base_url=base, headers={"Authorization": f"Token {TOKEN}"}, timeout=60)
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            if process.poll() is not None:
                pytest.fail(f"label-studio exited: {(data / 'server.log').read_text()[-2000:]}")
            try:
                if client.get("/health").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"label-studio did not answer /health in {START_TIMEOUT_S} s")
            time.sleep(2)
        yield client
    finally:
        client.close()
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
        log.close()


def _tasks(client: httpx.Client, project: int) -> list[dict]:
    response = client.get("/api/tasks", params={"project": project, "page_size": 1000})
    response.raise_for_status()
    body = response.json()
    return body["tasks"] if isinstance(body, dict) else body


def _answer(score: int, why: str, codes: list[str]) -> list[dict]:
    result = [
        {"from_name": "score", "to_name": "package", "type": "choices",
         "value": {"choices": [str(score)]}},
        {"from_name": "rationale", "to_name": "package", "type": "textarea",
         "value": {"text": [why]}},
    ]  # fmt: skip
    if codes:
        result.append({"from_name": "aitech", "to_name": "package", "type": "choices",
                       "value": {"choices": codes}})  # fmt: skip
    return result


def test_round_trip_through_a_real_label_studio(
    server: httpx.Client, mini_corpus: Path, tmp_path: Path
) -> None:
    write_manifest(mini_corpus)
    project_dir = tmp_path / "project"
    export_project(mini_corpus, "threat", project_dir, seed=1)
    config = (project_dir / "label_config.xml").read_text()
    created = server.post("/api/projects", json={"title": "threat review", "label_config": config})
    assert created.status_code == 201, created.text
    project = created.json()["id"]
    tasks = json.loads((project_dir / "tasks.json").read_text())
    imported = server.post(f"/api/projects/{project}/import", json=tasks)
    assert imported.status_code == 201, imported.text

    answers = {
        "env-sync": (1, "Sends every environment variable to an outside host.", ["8.2"]),
        "csv-stats": (4, "Reads a CSV file and prints counts.", []),
    }
    for task in _tasks(server, project):
        answer = answers.get(task["data"]["sample_id"])
        if answer is None:
            continue  # a task the reviewer did not get to
        posted = server.post(
            f"/api/tasks/{task['id']}/annotations", json={"result": _answer(*answer),
                                                           "lead_time": 42.0}
        )  # fmt: skip
        assert posted.status_code == 201, posted.text

    exported = server.get(f"/api/projects/{project}/export", params={"exportType": "JSON"})
    assert exported.status_code == 200, exported.text
    export_path = tmp_path / "export.json"
    export_path.write_bytes(exported.content)

    summary = import_export(export_path, mini_corpus)
    assert (summary.grader, summary.added) == ("threat", 2)
    rows = {
        r["id"]: r
        for r in map(json.loads, (mini_corpus / "labels" / "threat.jsonl").read_text().splitlines())
    }
    humans = {
        sid: [a for a in row["annotations"] if a["annotator"].startswith("human:")]
        for sid, row in rows.items()
    }
    assert [a["score"] for a in humans["env-sync"]] == [1]
    assert humans["env-sync"][0]["aitech"] == ["8.2"]
    assert humans["env-sync"][0]["seconds"] == 42.0
    assert [a["score"] for a in humans["csv-stats"]] == [4]
    assert humans["vague-helper"] == []
    assert check_manifest(mini_corpus) == []
    again = import_export(export_path, mini_corpus)
    assert (again.added, again.unchanged) == (0, 2)
