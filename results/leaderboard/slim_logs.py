"""Make Inspect logs small enough to commit: drop transcripts and prompt text, keep the rest.

    python results/leaderboard/slim_logs.py results/leaderboard/eval-logs/threat/*/*.eval

Each sample keeps its id, epoch, metadata, target, the judge's answer (output and the
assistant messages), scores with their metadata, token usage and timing, which is all
``sgb report``, ``compare`` and ``leaderboard`` read. Its events (the transcript) and
attachments are removed and the text of its input messages is replaced by a one-line
note; the log header (task, model, arguments, dataset, versions) is untouched, so the
command recorded there recreates the full log. A log is rewritten in place.
"""

from __future__ import annotations

import sys
from pathlib import Path

from inspect_ai.log import read_eval_log, write_eval_log
from inspect_ai.model import ChatMessageAssistant

NOTE = "[prompt text removed from the committed log; rerun the logged command to recreate it]"


def slim(path: Path) -> tuple[int, int]:
    """Rewrite one log without transcripts or prompt text; (bytes before, bytes after)."""
    before = path.stat().st_size
    log = read_eval_log(str(path))
    for sample in log.samples or []:
        sample.events = []
        sample.attachments = {}
        for message in [*sample.messages, *(sample.input if isinstance(sample.input, list)
                                            else [])]:  # fmt: skip
            if not isinstance(message, ChatMessageAssistant):
                message.content = NOTE
        if isinstance(sample.input, str):
            sample.input = NOTE
    write_eval_log(log, str(path))
    return before, path.stat().st_size


if __name__ == "__main__":
    for name in sys.argv[1:]:
        size_before, size_after = slim(Path(name))
        print(f"{name}: {size_before / 1e6:.1f} MB -> {size_after / 1e6:.1f} MB")
