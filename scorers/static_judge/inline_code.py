"""Programs passed inline to an interpreter on a shell line (``python3 -c``, ``node -e``,
``bash -c``).

A one-liner hides a whole program from shell patterns: ``python3 -c "exec(urlopen(U).read())"``
downloads and runs code without ``curl | sh`` ever appearing. Each such program is handed
back as a payload in its own language, at the line that holds it, so the Python and
JavaScript analyses read it like any script (text only, nothing runs).

Reported for an inline program: what those analyses call critical code execution
(downloaded or decoded code run by ``exec``, ``eval``, ``Function`` or a shell), and leaks
they can tell from the program alone: credential files or the whole environment sent
out (also through a ``curl`` the program runs), a secret looked up in DNS, a key sent as
a request's credential to a host that is not its service, and a public provider's key
(npm, GitHub, OpenAI ...) sent anywhere but to that provider. One-liners that call a
service's API with its key, or read a port from ``.env``,
are everyday setup steps whose destination is judged with the package, not here.

>>> [(p.language, p.text.strip()) for p in inline_programs("python3 -c 'import os; print(1)'")]
[('python', 'import os; print(1)')]
>>> inline_programs("python3 -m http.server 8000")
[]
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from .fetched_loaders import RULE_ID as FETCHED_LOADER
from .findings import ThreatFinding, line_finding
from .flow.policy import AUTH_SECRET_ELSEWHERE, SECRET_TO_NETWORK
from .literal_scan import scanner_for
from .normalise_shell import MAX_PAYLOAD, Payload, shell_words
from .provider_keys import foreign_provider_key

RULE_ID = "inline.remote-code-exec"

_INTERPRETER = re.compile(r"^(?:python[\d.]*|pypy3?|node|nodejs|bun|deno|(?:ba|z|da|k)?sh)$")
_INLINE_FLAGS = {
    "python": frozenset({"-c"}),
    "javascript": frozenset({"-e", "--eval", "-p", "--print"}),
    "shell": frozenset({"-c", "-lc", "-ic"}),
}
_HINT = re.compile(
    r"\b(?:python[\d.]*|pypy3?|node|nodejs|bun|deno|(?:ba|z|da|k)?sh)\b[^\n]*\s-(?:[li]?c|e|p|-eval|-print)\b"
)
"""Lines without an interpreter and an inline flag are skipped before lexing."""
_MAX_LINE = 20_000
_RUNS_CODE = re.compile(
    r"\b(?:exec|eval|compile|Function|runInThisContext|runInNewContext)\s*\("
    r"|\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b"
)
"""A line that runs code: ``exec``/``eval``/``Function``, a VM context, or a pipe into a shell."""


def _language(program: str) -> str:
    if program.startswith(("python", "pypy")):
        return "python"
    return "shell" if program.endswith("sh") else "javascript"


def _programs_of_words(words: list[str]) -> list[tuple[str, str]]:
    """(language, code) for each interpreter call in one line's words."""
    found = []
    for index, word in enumerate(words):
        program = word.rsplit("/", 1)[-1]
        if not _INTERPRETER.match(program):
            continue
        language = _language(program)
        for flag_at in range(index + 1, min(index + 4, len(words) - 1)):
            flag = words[flag_at]
            if flag in _INLINE_FLAGS[language]:
                found.append((language, words[flag_at + 1]))
                break
            if not flag.startswith("-"):
                break
    return found


def inline_programs(text: str) -> list[Payload]:
    """Every program given inline to Python, a JavaScript runtime or a shell in ``text``.

    A quoted program may span lines: the line that opens it is lexed with the lines that
    follow until its quotes balance (at most 40 lines).
    """
    if not scanner_for(_HINT).search(text):
        return []
    lines = text.split("\n")
    found: list[Payload] = []
    number = 0
    while number < len(lines):
        line = lines[number]
        if len(line) > _MAX_LINE or not _HINT.search(line):
            number += 1
            continue
        words = shell_words(line)
        end = number
        while words is None and end < min(number + 40, len(lines) - 1):
            end += 1
            words = shell_words("\n".join(lines[number : end + 1]))
        for language, code in _programs_of_words(words or []):
            padded = "\n" * number + code
            found.append(Payload(number + 1, language, padded[:MAX_PAYLOAD], "inline"))
        number = end + 1 if words is not None else number + 1
    return found


def inline_code_runs(
    path: str, lines: list[str], payload: Payload, inner: list[ThreatFinding]
) -> list[ThreatFinding]:
    """One finding at the payload's line when its analysis found code execution."""
    code = payload.text.split("\n")
    runs = [
        f
        for f in inner
        if f.severity == "critical"
        and f.aitech in ("9.1", "9.2")
        and 0 < f.line <= len(code)
        and _RUNS_CODE.search(code[f.line - 1])
    ]
    if not runs:
        return []
    runtime = "Python" if payload.language == "python" else "a JavaScript runtime"
    description = f"program given inline to {runtime} runs fetched code: {runs[0].description}"
    return [line_finding(path, lines, payload.line, "9.1", "critical", description, RULE_ID)]


def inline_code_leaks(
    path: str, lines: list[str], payload: Payload, inner: list[ThreatFinding]
) -> list[ThreatFinding]:
    """The leaks and acts an inline program's analysis tells from the program alone, at
    their lines: critical exfiltration (credential files, the whole environment, DNS), a
    key sent as a request's credential to a host foreign to it (its rule id kept, so a
    package that names that host as its service still has it declared), downloaded code
    run and a git hook planted."""
    runtime = "Python" if payload.language == "python" else "a JavaScript runtime"
    return [
        line_finding(
            path,
            lines,
            finding.line if 0 < finding.line <= len(lines) else payload.line,
            finding.aitech,
            finding.severity,
            f"program given inline to {runtime}: {finding.description}",
            finding.rule_id,
        )
        for finding in inner
        if finding.rule_id in _FORWARDED_ACTS
        or (
            finding.aitech == "8.2"
            and (
                finding.severity == "critical"
                or finding.rule_id == AUTH_SECRET_ELSEWHERE
                or (finding.flow is not None and finding.flow.kind in _STORES)
                or (finding.rule_id == SECRET_TO_NETWORK and foreign_provider_key(payload.text))
            )
        )
    ]


_FORWARDED_ACTS = frozenset({"pipe-to-shell", "file.git-hook-write", FETCHED_LOADER})
"""Acts an inline program commits whatever its inputs: code downloaded and run, a git hook
written so a payload runs on the user's next commit. A one-liner doing them is the same
act as a script doing them (a line appended to a shell profile is how setup steps export
a key, so that write stays the package's business, not the one-liner's)."""


_STORES = frozenset({"credential", "environ"})
"""Flow labels of a credential file and of the whole environment: handed to ``curl`` or
``wget`` they are a leak (a single key given to a command line is how one-liners call an
API)."""


_INLINE_SPAN = re.compile(r"`([^`\n]{4,300})`")
_RUN_ORDER = re.compile(
    r"\b(?:run|execute|paste|type|enter|use|start\s+with|first|then)\b[^`\n]{0,40}$", re.I
)
"""Prose just before an inline command that orders it run ("First run `...`")."""


def ordered_inline_commands(
    lines: list[str], discounted: Callable[[str], bool]
) -> Iterator[tuple[int, str]]:
    """(line, command) for each inline code span of a document that the prose just before
    it orders run; ``discounted(context)`` says whether those words negate or quote it.

    >>> list(ordered_inline_commands(["First run `make setup` here."], lambda _: False))
    [(1, 'make setup')]
    >>> list(ordered_inline_commands(["The `make setup` target."], lambda _: False))
    []
    """
    for number, line in enumerate(lines, 1):
        if "`" not in line:
            continue
        for match in _INLINE_SPAN.finditer(line):
            head = line[: match.start()]
            if _RUN_ORDER.search(head) and not discounted(head):
                yield number, match.group(1)
