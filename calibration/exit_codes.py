"""The exit codes every sgb subcommand (and python -m corpus) uses.

| code | meaning |
|---|---|
| 0 | success; for the gate, PASS |
| 1 | the gate's FAIL; a corpus check or audit that found problems |
| 2 | the gate's INCONCLUSIVE |
| 4 | bad input (usage errors included) or an error: never a verdict |
"""

from __future__ import annotations

EXIT_OK = 0
EXIT_FAIL = 1
EXIT_INCONCLUSIVE = 2
EXIT_ERROR = 4

GATE_EXIT_CODES: dict[str, int] = {
    "PASS": EXIT_OK,
    "FAIL": EXIT_FAIL,
    "INCONCLUSIVE": EXIT_INCONCLUSIVE,
}
