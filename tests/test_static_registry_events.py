"""Benign classes of community-registry skills (event loops, schedules, start-up files,
standing instructions, configured key names), each next to a dangerous twin.

Each benign case is written here; its twin differs only in what makes it dangerous.
"""

from __future__ import annotations

from scorers.graders import threat_score_for
from scorers.static_judge.judge import answer

SKILL = (
    "---\nname: mesh-bridge\ndescription: Bridges a radio mesh to a local socket API.\n"
    "---\n\nRun `scripts/bridge.py`.\n"
)


def _score(files: dict[str, str]) -> int:
    return threat_score_for([f["severity"] for f in answer("threat", files)["findings"]])


ACCEPT_LOOP = (
    "import socket\nimport threading\n\n\n"
    "def handle(conn, addr):\n    conn.sendall(b'ok')\n    conn.close()\n\n\n"
    "def main():\n"
    "    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)\n"
    "    server.bind(('127.0.0.1', 8765))\n    server.listen(5)\n"
    "    while True:\n"
    "        {body}\n"
    "        threading.Thread(target=handle, args=(conn, addr), daemon=True).start()\n\n\n"
    "main()\n"
)


def test_a_server_starting_a_thread_per_accepted_connection_passes() -> None:
    script = ACCEPT_LOOP.format(body="conn, addr = server.accept()")
    assert _score({"SKILL.md": SKILL, "scripts/bridge.py": script}) >= 3


def test_a_loop_starting_threads_without_waiting_still_fails() -> None:
    script = ACCEPT_LOOP.format(body="conn, addr = None, None")
    assert _score({"SKILL.md": SKILL, "scripts/bridge.py": script}) < 3
