"""Tokenising for relevance and task coverage: stop words, a tiny suffix stripper, synonyms;
and small line helpers the detectors share.

>>> sorted(terms("Cleaning the CSV files quickly"))
['clean', 'csv', 'quick']
"""

from __future__ import annotations

import functools
import re

PROSE_SUFFIXES = (".md", ".markdown", ".txt", ".rst", ".mdx")
"""File names of prose documents: read as orders and explanations, not run."""


def is_prose_file(path: str) -> bool:
    """A prose document of the package (see :data:`PROSE_SUFFIXES`).

    >>> is_prose_file("references/Guide.MD"), is_prose_file("scripts/run.py")
    (True, False)
    """
    return path.lower().endswith(PROSE_SUFFIXES)


_TEST_FILE = re.compile(
    r"(?:^|/)(?:tests?|__tests__|spec)/|(?:^|/)test_[^/]*\.py$|_test\.py$"
    r"|\.(?:test|spec)\.[cm]?[jt]sx?$|(?:^|/)(?:run_)?tests?\.sh$"
)


def is_test_file(path: str) -> bool:
    """A file of the package's own tests, where attack strings are what is tested on.

    >>> is_test_file("tests/test_api.py"), is_test_file("src/api.test.ts"), is_test_file("run.py")
    (True, True, False)
    """
    return _TEST_FILE.search(path) is not None


def prose_texts(files: dict[str, str]) -> list[str]:
    """The texts of the package's prose documents, in the package's order.

    >>> prose_texts({"SKILL.md": "Hi.", "run.py": "x = 1", "docs/a.txt": "Notes."})
    ['Hi.', 'Notes.']
    """
    return [text for path, text in files.items() if is_prose_file(path)]


STOP_WORDS = frozenset(
    """
a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further
had has have having he her here hers him his how i if in into is it its itself just me more
most my myself no nor not now of off on once only or other our ours out over own same she
should so some such than that the their theirs them then there these they this those through
to too under until up very was we were what when where which while who whom why will with
would you your yours yourself also use using used need needs want wants help please make
makes get gets like via etc e g ie eg i'd i'm let lets my able would should one two new way
ways thing things something anything some across within without skill skills task tasks user
users agent agents claude file files
""".split()  # noqa: SIM905
)
"""Function words plus words every skill and task shares (skill, task, file, user, agent)."""

GENERIC_WORDS = frozenset(
    """
data create build run write read tool tools work project code script scripts output input
result set setup check add update change support simple quick easy good better best help
handle handles process processing manage management generate generates automat list show
find take give
""".split()  # noqa: SIM905
)
"""Low-information content words: counted at reduced weight."""

SYNONYM_GROUPS: tuple[tuple[str, ...], ...] = (
    ("csv", "spreadsheet", "tabular", "excel", "xlsx", "tsv", "table", "sheet"),
    ("pdf", "document", "docx", "word", "report"),
    ("deploy", "release", "ship", "rollout", "publish", "deployment"),
    ("test", "pytest", "unittest", "jest", "spec", "coverage", "tdd"),
    ("scrape", "crawl", "spider", "extract", "harvest"),
    ("image", "picture", "photo", "png", "jpeg", "jpg", "thumbnail"),
    ("chart", "plot", "graph", "visuali", "diagram", "dashboard"),
    ("git", "commit", "branch", "merge", "rebase", "repository", "repo"),
    ("pull", "pr", "review", "diff"),
    ("doc", "documentation", "readme", "docstring", "guide", "manual"),
    ("log", "logging", "trace", "observability"),
    ("container", "docker", "kubernetes", "k8s", "helm", "pod"),
    ("database", "sql", "postgres", "mysql", "sqlite", "query", "schema", "migration"),
    ("api", "endpoint", "rest", "http", "request", "webhook"),
    ("email", "mail", "smtp", "inbox", "newsletter"),
    ("translate", "translation", "locali", "i18n", "language"),
    ("secur", "vulnerab", "audit", "threat", "cve"),
    ("clean", "tidy", "normali", "dedupl", "dedup", "duplic", "sanitiz"),
    ("convert", "transform", "export", "format"),
    ("summari", "digest", "tldr", "abstract"),
    ("calendar", "schedul", "meet", "event", "appoint"),
    ("slide", "present", "pptx", "deck", "powerpoint"),
    ("invoice", "billing", "payment", "receipt"),
    ("lint", "format", "style", "prettier", "ruff", "eslint"),
    ("monitor", "alert", "uptime", "metric"),
    ("weather", "forecast", "temperature"),
)

ACTION_VERBS = frozenset(
    """
analyse analyze audit bump calculate compare compile compress configure convert debug decode
deploy diagnose download draft encrypt estimate explain export extract format import install
lint merge migrate minify monitor optimise optimize parse profile publish rebase refactor
rename render repair replace restore resize review rewrite rotate sanitise sanitize scan
schedule scrape solve summarise summarize sync transcribe transform translate troubleshoot
upgrade upload validate verify
""".split()  # noqa: SIM905
)
"""Specific task verbs that name *what* to do (light verbs like make, add, run, check, find
and create are left out: they say little about which skill fits)."""

_SUFFIXES = (
    "ization",
    "isation",
    "ations",
    "ation",
    "ments",
    "ment",
    "ings",
    "ing",
    "ness",
    "ities",
    "ity",
    "ies",
    "ied",
    "ized",
    "ised",
    "ize",
    "ise",
    "ed",
    "ly",
    "es",
    "s",
)


def stem(word: str) -> str:
    """Strip one common English suffix, keeping at least four characters.

    >>> stem("deployments"), stem("tested"), stem("normalization"), stem("libraries")
    ('deploy', 'test', 'normal', 'librar')
    """
    if word.endswith("es") and not word.endswith(("ses", "xes", "zes", "ches", "shes", "ies")):
        word = word[:-1]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3 and not word.endswith("ss"):
            root = word[: -len(suffix)]
            if suffix in ("ies", "ied", "ities"):
                return root
            if len(root) >= 4 and root[-1] == root[-2] and root[-1] not in "aeiouls":
                root = root[:-1]
            return root[:-1] if root.endswith("e") and len(root) > 4 else root
    return word[:-1] if word.endswith("e") and len(word) > 4 else word


def terms(text: str) -> list[str]:
    """Content terms of a text: lower-cased, split on non-letters, stop words dropped, stemmed."""
    words = re.findall(r"[a-z][a-z0-9+#]*", text.lower().replace("-", " ").replace("_", " "))
    return [stem(w) for w in words if w not in STOP_WORDS and len(w) > 1]


def synonym_group(term: str) -> int | None:
    """Index of the synonym group a (stemmed) term belongs to, by prefix match."""
    for index, group in enumerate(SYNONYM_GROUPS):
        for word in group:
            root = stem(word)
            if (
                term == root
                or (len(root) >= 4 and term.startswith(root))
                or (len(term) >= 4 and root.startswith(term))
            ):
                return index
    return None


def weight(term: str) -> float:
    """Information weight of a task term: generic words count less."""
    return 0.35 if term in {stem(w) for w in GENERIC_WORDS} else 1.0


def indent_width(line: str) -> int:
    """How many whitespace characters ``line`` starts with.

    >>> indent_width("    x = 1"), indent_width("\\t y"), indent_width("")
    (4, 2, 0)
    """
    return len(line) - len(line.lstrip())


def lines_after(text: str, offset: int, count: int) -> list[str]:
    """The first ``count`` lines after the line holding ``text[offset]``, as
    ``text[offset:].split("\\n")[1 : 1 + count]`` gives them, without splitting the rest
    of the text (a loop head near the start of a long script needs only a few lines).

    >>> lines_after("for x in y:\\n  a\\n  b\\nc", 3, 2), lines_after("no newline", 0, 3)
    (['  a', '  b'], [])
    """
    lines: list[str] = []
    newline = text.find("\n", offset)
    while newline != -1 and len(lines) < count:
        end = text.find("\n", newline + 1)
        lines.append(text[newline + 1 : end if end != -1 else len(text)])
        newline = end
    return lines


SENTENCE_CHAR = r"(?:[^.\n]|\n(?![ \t]*(?:\n|[-*+#>|]|\d+[.)])))"
"""Regex for a character of the same sentence, which may wrap onto the next line of its
paragraph (a blank line, a list item or a heading starts another)."""
SENTENCE_BREAK = re.compile(r"[.!?](?:\s+|$)|\n[ \t]*(?:\n|[-*+]\s|\d+[.)]\s)")
"""Where a sentence or list item ends: a full stop, a blank line, the next list item."""


_BLOCK_START = re.compile(
    r"[ \t]{0,3}(?:[-*+][ \t]|\d{1,3}[.)][ \t]|#|>|\||```|~~~|<|---|===)|[ \t]{4}"
)
"""A line that starts a block of its own: a list item, heading, quotation, table row, fence,
HTML, rule, or indented code."""
_KEY_LINE = re.compile(r"[ \t]*[\w.-]+:(?:[ \t]|$)")
"""A ``key: value`` line (metadata, a YAML block): each key keeps its own line."""
_OWN_LINE = re.compile(r"[ \t]{0,3}(?:#|\||<|---|===)|.*(?:  |\\)$")
"""A line no following line continues: a heading, table row, HTML, rule, or a hard break."""


@functools.lru_cache(maxsize=64)
def unwrapped(prose: str) -> str:
    """``prose`` with the soft line breaks of its paragraphs (a hard-wrapped sentence)
    written as spaces, same length and offsets; front matter, blocks and blank lines keep
    theirs. Sentence patterns then see a wrapped sentence whole. Cached: the rules and the
    discounts of each finding in a document read it again.

    >>> unwrapped("Ask them to\\ntype the code.\\n\\n- item\\n- next")
    'Ask them to type the code.\\n\\n- item\\n- next'
    >>> unwrapped("- Install:\\n  ```\\n  curl a\\n  curl b\\n  ```")
    '- Install:\\n  ```\\n  curl a\\n  curl b\\n  ```'
    """
    if "\n" not in prose:
        return prose
    lines = prose.split("\n")
    start = 0
    if lines[0].strip() == "---":  # front matter: one key per line
        start = next((i + 1 for i in range(1, len(lines)) if lines[i].strip() == "---"), 0)
    joined = []
    in_fence = False  # a fence the caller left in place (indented in a list item)
    for index, line in enumerate(lines[:-1]):
        following = lines[index + 1]
        if line.lstrip().startswith(("```", "~~~")):
            in_fence = not in_fence
        soft = (
            index >= start
            and not in_fence
            and line.strip()
            and following.strip()
            and not _OWN_LINE.match(line)
            and not _BLOCK_START.match(following)
            and not _KEY_LINE.match(following)
        )
        joined.append(line + (" " if soft else "\n"))
    return "".join(joined) + lines[-1]


def closing_brace(text: str, opening: int) -> int:
    """The offset of the brace that closes the one at ``opening`` (the text's end if none).

    >>> closing_brace("f() { a=${x}; }", 4)
    14
    """
    depth = 0
    for index in range(opening, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    return len(text)
