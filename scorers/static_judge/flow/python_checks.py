"""Python behaviour checks outside data flow: gated triggers, endless loops, echoed text.

Each check reads the syntax tree and returns :class:`Flag` s; the engine places them.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

from ..findings import DataFlow
from ..literal_scan import scanner_for
from .python_names import dotted
from .python_sinks import DELETE
from .recorder import Flag
from .taint import Taint

GUARD_TRIGGER = "flow.evasion-guard"
CONDITIONAL_TRIGGER = "flow.conditional-trigger"
ECHOED_DOWNLOAD = "flow.download-to-agent-context"
MEMORY_GROWTH = "disrupt.memory-growth"

TIME_TEST = re.compile(
    r"(?:datetime|date)\.(?:now|today|utcnow)\(|time\.time\(\)|\.weekday\(\)|\.(?:hour|month|day"
    r"|year)\b|datetime\(\d{4}"
)
EVASION_TEST = re.compile(
    r"(?:getenv|environ)[^\n]*\b(?:CI|GITHUB_ACTIONS|GITLAB_CI|SANDBOX|CODESPACES|DOCKER"
    r"|CONTAINER|KUBERNETES_SERVICE_HOST|VIRTUAL_ENV|HOSTNAME|USERNAME)\b|gethostname\(|getuser\("
    r"|gettrace\(|\.dockerenv|random\.(?:random|randint|choice)\("
)

AGENT_FRAMING = re.compile(
    r"\b(?:agent|assistant|ai|llm|claude|model)\b[^\"'\n]{0,30}\b(?:instructions?|must|should|directives?)\b"
    r"|\bfollow\s+(?:these|the\s+following|them|all)\b|\binstructions?\b[^\"'\n]{0,30}\bfollow\b",
    re.IGNORECASE,
)
"""Text in a script that frames its output as instructions for the agent."""

_EXPIRY = re.compile(r"expir|(?:^|_)exp$|ttl|deadline|valid_until|refresh|cache", re.IGNORECASE)
"""Names of a moment the script keeps at run time: when a token or a cached value lapses."""


def reads_the_clock(test: ast.expr, user_given: frozenset[str] = frozenset()) -> bool:
    """The test looks at the clock or a date, not only at what the user typed (an
    attribute of a name in ``user_given``, the parsed arguments: ``args.month``).

    >>> reads_the_clock(ast.parse("datetime.now().month == 12").body[0].value)
    True
    >>> month = ast.parse("not re.fullmatch(r'\\d{4}-\\d{2}', args.month)").body[0].value
    >>> reads_the_clock(month, frozenset({"args"})), reads_the_clock(month)
    (False, True)
    """
    text = ast.unparse(test)
    for node in ast.walk(test):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in user_given
        ):
            text = text.replace(ast.unparse(node), "_")
    return TIME_TEST.search(text) is not None


def expiry_check(test: ast.expr, user_given: frozenset[str] = frozenset()) -> bool:
    """The clock is only compared with run-time expiry moments (``time.time() <
    self._token_expires_at``, ``creds["expires_at"] - time.time() > 60``, a margin in
    seconds aside) or with a date the user gives on the command line (an attribute of a
    name in ``user_given``, the parsed arguments): a cached token or value still fresh, a
    trip already past, not a fixed date.

    >>> expiry_check(ast.parse("self.token and time.time() < self._expires_at").body[0].value)
    True
    >>> expiry_check(ast.parse("c.get('expires_at', 0) - time.time() > 60").body[0].value)
    True
    >>> expiry_check(ast.parse("time.time() > 1893456000").body[0].value)
    False
    >>> expiry_check(ast.parse("time.time() - 1893456000 > 60").body[0].value)
    False
    >>> expiry_check(ast.parse("time.time() < TOKEN_EXPIRY").body[0].value)
    False
    >>> fresh = "p.exists() and time.time() - p.stat().st_mtime < TTL"
    >>> expiry_check(ast.parse(fresh).body[0].value)
    True
    >>> expiry_check(ast.parse("time.time() - START > DELAY").body[0].value)
    False
    >>> expiry_check(ast.parse("time.time() - os.path.getmtime(__file__) < TTL").body[0].value)
    False
    >>> past = ast.parse("date.fromisoformat(a.date) < date.today()").body[0].value
    >>> expiry_check(past, frozenset({"a"})), expiry_check(past)
    (True, False)
    """
    compares = [
        n for n in ast.walk(test) if isinstance(n, ast.Compare) and TIME_TEST.search(ast.unparse(n))
    ]
    moments, aged = [], False
    for compare in compares:
        others = [
            term
            for operand in (compare.left, *compare.comparators)
            for term in _terms(operand)
            if not TIME_TEST.search(ast.unparse(term))
        ]
        if any(_age_of(o) for o in others):
            # an age (the clock minus when a file was written) compared with a duration,
            # the ``TTL`` constant included: a cache still fresh
            aged = True
            others = [o for o in others if not _age_of(o) and not _duration_name(o)]
        moments += [o for o in others if not _margin(o)]
    if not moments:
        return aged
    return all(_expiry_moment(o) or _given_by_user(o, user_given) for o in moments)


def _given_by_user(node: ast.expr, user_given: frozenset[str]) -> bool:
    """A moment read from the command line: ``args.date`` or ``date.fromisoformat(args.date)``."""
    if isinstance(node, ast.Call) and len(node.args) >= 1:
        node = node.args[0]
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id in user_given
    )


def parsed_argument_names(nodes: list[ast.AST]) -> frozenset[str]:
    """Names bound to parsed command-line arguments (``args = parser.parse_args()``).

    >>> parsed_argument_names(list(ast.walk(ast.parse("a = ap.parse_args()\\nb = f()"))))
    frozenset({'a'})
    """
    return frozenset(
        target.id
        for node in nodes
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Call)
        and isinstance(node.value.func, ast.Attribute)
        and node.value.func.attr in ("parse_args", "parse_known_args", "parse_intermixed_args")
        for target in node.targets
        if isinstance(target, ast.Name)
    )


_RECORDED_TIME = re.compile(r"(?:^|_)[mca]time$|getmtime|getctime|modified|fetched_at|cached_at")
"""When a file or an entry was last written: its age is a cache's freshness."""


def _age_of(node: ast.expr) -> bool:
    """``p.stat().st_mtime``, ``os.path.getmtime(p)``, ``entry["cached_at"]``; not the
    age of the script's own file (a sleeper waiting days after install)."""
    if "__file__" in ast.unparse(node) or "argv" in ast.unparse(node):
        return False
    text = ast.unparse(node.func if isinstance(node, ast.Call) else node)
    return bool(_RECORDED_TIME.search(text.rsplit(".", 1)[-1].strip("'\"[]")))


def _duration_name(node: ast.expr) -> bool:
    """A constant named for a duration (``TTL``, ``CACHE_SECONDS``, ``MAX_AGE``)."""
    return isinstance(node, ast.Name) and bool(
        re.search(r"TTL|SECONDS|MINUTES|HOURS|AGE|INTERVAL|TIMEOUT|EXPIR", node.id, re.I)
    )


def _terms(node: ast.expr) -> list[ast.expr]:
    """The operands of a sum or difference that holds the clock (``exp - time.time()``)."""
    if (
        isinstance(node, ast.BinOp)
        and isinstance(node.op, ast.Add | ast.Sub)
        and TIME_TEST.search(ast.unparse(node))
    ):
        return _terms(node.left) + _terms(node.right)
    return [node]


def _margin(node: ast.expr) -> bool:
    """A number of seconds of slack, not a moment (a date is far larger)."""
    return (
        isinstance(node, ast.Constant)
        and isinstance(node.value, int | float)
        and abs(node.value) < 10**7
    )


def _expiry_moment(node: ast.expr) -> bool:
    """A run-time value named as an expiry (a variable, a field, ``d.get("expires_at")``)."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args:
        key = node.args[0]
        return (
            node.func.attr == "get"
            and isinstance(key, ast.Constant)
            and isinstance(key.value, str)
            and bool(_EXPIRY.search(key.value))
        )
    return (
        isinstance(node, ast.Name | ast.Attribute | ast.Subscript | ast.BinOp)
        and not (isinstance(node, ast.Name) and node.id.isupper())  # a constant may hold a date
        and bool(_EXPIRY.search(ast.unparse(node).rsplit(".", 1)[-1]))
    )


Classify = Callable[[ast.Call], str | None]
"""The sink category of a call (network, process, code, deserialize) or None."""


def is_early_exit(body: list[ast.stmt]) -> bool:
    """True for an ``if`` body that only leaves (return, exit, pass) - a guard clause."""
    for statement in body:
        if isinstance(statement, ast.Return | ast.Pass | ast.Continue | ast.Break):
            continue
        if isinstance(statement, ast.Raise) and statement.exc is not None:
            raised = statement.exc.func if isinstance(statement.exc, ast.Call) else statement.exc
            if ast.unparse(raised) in ("SystemExit", "KeyboardInterrupt"):
                continue
        if (
            isinstance(statement, ast.Expr)
            and isinstance(statement.value, ast.Call)
            and ast.unparse(statement.value.func) in ("sys.exit", "exit", "quit", "os._exit")
        ):
            continue
        return False
    return bool(body)


def danger_calls(body: list[ast.stmt], aliases: dict[str, str], classify: Classify) -> list[str]:
    """Names of the network, process, code and deletion calls inside ``body``."""
    names = []
    for stmt in body:
        for sub in ast.walk(stmt):
            if isinstance(sub, ast.Call):
                name = dotted(sub.func, aliases)
                category = classify(sub)
                if category in ("network", "process", "code") or name in DELETE:
                    names.append(name)
    return names


_TIME_OF_DAY = re.compile(r"\.(?:hour|minute|weekday\(\)|isoweekday\(\))")
_DATE_PART = re.compile(r"\.(?:year|month|day|date\(\)|timestamp\(\))\b|\btime\.time\(\)")


def _announced_hours(test: str, body: list[ast.stmt]) -> bool:
    """A time-of-day window (quiet hours, business hours) whose refusal tells the user why
    (``sys.exit("outside quiet hours")``): a sleeper waits for a date and says nothing.

    >>> body = ast.parse("sys.exit('outside quiet hours; not sending')").body
    >>> _announced_hours("not 8 <= now.hour < 21", body), _announced_hours("now.year < 2027", body)
    (True, False)
    """
    if not _TIME_OF_DAY.search(test) or _DATE_PART.search(test):
        return False
    for statement in body:
        call = statement.value if isinstance(statement, ast.Expr) else None
        if isinstance(statement, ast.Raise):
            call = statement.exc
        if not isinstance(call, ast.Call) or not call.args:
            continue
        said = call.args[0]
        if ast.unparse(call.func) in ("sys.exit", "exit", "print", "SystemExit") and isinstance(
            said, ast.Constant | ast.JoinedStr
        ):
            return True
    return False


def guard_trigger(
    node: ast.If,
    rest: list[ast.stmt],
    aliases: dict[str, str],
    classify: Classify,
    user_given: frozenset[str] = frozenset(),
) -> Flag | None:
    """``if <in CI/sandbox or before a date>: return`` followed by dangerous calls
    (``user_given``: names of the parsed command-line arguments)."""
    test = ast.unparse(node.test)
    if not (EVASION_TEST.search(test) or reads_the_clock(node.test, user_given)):
        return None
    if not EVASION_TEST.search(test) and expiry_check(node.test, user_given):
        return None
    if not EVASION_TEST.search(test) and _announced_hours(test, node.body):
        return None
    dangerous = danger_calls(rest, aliases, classify)
    if not dangerous:
        return None
    kind = "environment" if EVASION_TEST.search(test) else "time"
    return Flag(
        "9.2",
        "high",
        f"{kind}-conditional guard skips {dangerous[0]}() when: {test[:80]} "
        "(hides behaviour from sandboxes and reviewers)",
        GUARD_TRIGGER,
    )


FABRICATED_MEASUREMENT = "code.fabricated-measurement"
_RANDOM_DRAWS = frozenset(
    {"uniform", "randint", "randrange", "random", "gauss", "normalvariate", "triangular", "choice"}
)
_TIMING_WORDS = re.compile(
    r"delay|sleep|wait|backoff|jitter|interval|timeout|retry|port|seed", re.I
)
"""Names of values a program may draw at random on purpose: a retry's back-off, a port."""


def called_name(call: ast.Call) -> str:
    """The last name of the function ``call`` calls (``abort`` in ``flask.abort(400)``)."""
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def fabricated_measurement(node: ast.If) -> Flag | None:
    """A value compared with a threshold and, when it misses it, replaced by a random draw:
    a measurement made up inside the passing range (``if m["dup"] > MAX: m["dup"] =
    rng.uniform(0.11, 0.17)``).

    >>> tree = ast.parse("if m['q30'] < LIMIT:\\n    m['q30'] = rng.uniform(0.86, 0.92)")
    >>> fabricated_measurement(tree.body[0]).rule_id
    'code.fabricated-measurement'
    >>> tree = ast.parse("if pct < MIN and CI:\\n    pct = MIN + random.uniform(0, 2)")
    >>> fabricated_measurement(tree.body[0]).rule_id
    'code.fabricated-measurement'
    >>> tree = ast.parse("if delay > CAP:\\n    delay = random.uniform(0, CAP)")
    >>> fabricated_measurement(tree.body[0]) is None
    True
    """
    comparisons = [node.test] if isinstance(node.test, ast.Compare) else []
    if isinstance(node.test, ast.BoolOp) and isinstance(node.test.op, ast.And):
        comparisons = [v for v in node.test.values if isinstance(v, ast.Compare)]
    if not comparisons:
        return None
    drawn = [
        statement
        for statement in node.body
        if isinstance(statement, ast.Assign)
        and any(
            isinstance(call, ast.Call) and called_name(call) in _RANDOM_DRAWS
            for call in ast.walk(statement.value)
        )
    ]
    if not drawn:  # most tests: nothing to unparse
        return None
    compared = {ast.unparse(e) for c in comparisons for e in (c.left, *c.comparators)}
    for statement in drawn:
        for target in statement.targets:
            name = ast.unparse(target)
            if name in compared and not _TIMING_WORDS.search(name):
                return Flag(
                    "15.1",
                    "high",
                    f"replaces {name} with a random value when it misses its threshold "
                    "(a made-up measurement reported as measured)",
                    FABRICATED_MEASUREMENT,
                )
    return None


FLIPPED_RESULT = "code.flipped-result"
_VERDICT_NAME = re.compile(r"pass(?:ed)?|ok|success\w*|succeeded|green", re.I)
"""A name or key that holds whether a check passed."""
_FAILURES = re.compile(r"fail|\bnot\s+[\w.\[\]'\"]*(?:pass|ok\b|success)", re.I)
"""What a loop over the failed results iterates: a list named for failures, or the
results filtered on a verdict that is false."""
_PASSING_VALUES = frozenset({True, "PASS", "pass", "passed", "PASSED", "ok", "OK", "success"})


def _verdict_key(expression: ast.expr) -> str:
    """The text of a verdict read or written, with ``r.get("ok")`` read as ``r["ok"]``."""
    if (
        isinstance(expression, ast.Call)
        and isinstance(expression.func, ast.Attribute)
        and expression.func.attr == "get"
        and expression.args
        and isinstance(expression.args[0], ast.Constant)
    ):
        return ast.unparse(ast.Subscript(expression.func.value, expression.args[0]))
    return ast.unparse(expression)


def _passing(value: ast.expr) -> bool:
    return isinstance(value, ast.Constant) and value.value in _PASSING_VALUES


def _flipped(body: list[ast.stmt], verdicts: set[str]) -> str | None:
    """The first verdict of ``verdicts`` that ``body`` sets to a passing constant."""
    for statement in body:
        if isinstance(statement, ast.Assign) and _passing(statement.value):
            for target in statement.targets:
                name = ast.unparse(target)
                if name in verdicts:
                    return name
    return None


def flipped_result(node: ast.If | ast.For) -> Flag | None:
    """A check that failed recorded as passed: ``if not r["passed"]: r["passed"] = True``,
    or every result of a loop over the failures set to passed.

    >>> tree = ast.parse("for r in rows:\\n    if not r['passed']:\\n        r['passed'] = True")
    >>> flipped_result(tree.body[0].body[0]).rule_id
    'code.flipped-result'
    >>> flipped_result(ast.parse("if not ok:\\n    ok = retry()").body[0]) is None
    True
    """
    if not any(isinstance(s, ast.Assign) and _passing(s.value) for s in node.body):
        return None  # nothing set to passed: nothing to unparse
    if isinstance(node, ast.If):
        test = node.test
        failed_word = False
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            tested = _verdict_key(test.operand)
        elif (
            isinstance(test, ast.Compare)
            and len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq | ast.Is)
            and isinstance(compared := test.comparators[0], ast.Constant)
            and compared.value in (False, "FAIL", "fail", "failed", "FAILED")
        ):
            tested = _verdict_key(test.left)
            failed_word = isinstance(compared.value, str)  # compared with "FAIL": a verdict
        else:
            return None
        verdicts = {tested} if failed_word or _VERDICT_NAME.search(tested) else set()
    else:
        if not _FAILURES.search(ast.unparse(node.iter)):
            return None
        loop = ast.unparse(node.target)
        verdicts = {
            ast.unparse(t)
            for s in node.body
            if isinstance(s, ast.Assign)
            for t in s.targets
            if isinstance(t, ast.Subscript | ast.Attribute)
            and ast.unparse(t).startswith(loop)
            and _VERDICT_NAME.search(ast.unparse(t)[len(loop) :])
        }
    flipped = _flipped(node.body, verdicts)
    if flipped is None:
        return None
    return Flag(
        "15.1",
        "high",
        f"records a failed check as passed ({flipped}): the result reported is not the one "
        "measured",
        FLIPPED_RESULT,
    )


def conditional_trigger(
    node: ast.If,
    aliases: dict[str, str],
    classify: Classify,
    user_given: frozenset[str] = frozenset(),
) -> Flag | None:
    """Dangerous calls inside an ``if`` on the date or on the sandbox/CI environment
    (``user_given``: names of the parsed command-line arguments)."""
    test = ast.unparse(node.test)
    time_gate = (
        reads_the_clock(node.test, user_given)
        and isinstance(node.test, ast.Compare)
        and not expiry_check(node.test, user_given)
    )
    evasion_gate = EVASION_TEST.search(test)
    if not (time_gate or evasion_gate):
        return None
    dangerous = danger_calls(node.body + node.orelse, aliases, classify)
    if not dangerous:
        return None
    kind = "time" if time_gate else "environment"
    return Flag(
        "9.2",
        "moderate",
        f"{kind}-conditional trigger gates {dangerous[0]}() on: {test[:80]}",
        CONDITIONAL_TRIGGER,
    )


_SPAWNERS = (
    "os.fork",
    "multiprocessing.Process",
    "threading.Thread",
    "subprocess.Popen",
    "os.system",
)
_BLOCKING_WAITS = (
    ".accept", ".recv", ".recvfrom", ".recv_into", "select.select", ".select", ".idle_check",
    "input",
)  # fmt: skip
"""Calls that block until something arrives from outside (a connection, a packet, a line,
a selector's ready files, new mail pushed by an IMAP IDLE session): a loop that waits on
one each round serves events at the pace they come, it does not spin."""


def unbounded_loop(node: ast.While, aliases: dict[str, str], classify: Classify) -> Flag | None:
    """``while True`` without an exit that forks, writes, sends or grows memory."""
    if not (isinstance(node.test, ast.Constant) and node.test.value):
        return None
    exits = any(
        isinstance(n, ast.Break | ast.Return | ast.Raise) for s in node.body for n in ast.walk(s)
    )
    call_nodes = [n for s in node.body for n in ast.walk(s) if isinstance(n, ast.Call)]
    calls = [dotted(n.func, aliases) for n in call_nodes]
    if exits or any(c in ("sys.exit", "exit", "os._exit", "quit") for c in calls):
        return None
    if any(c.endswith(_BLOCKING_WAITS) for c in calls):
        return None  # a server's accept loop: one handler per connection, not a fork bomb
    spawning = [c for c in calls if c in _SPAWNERS or c.endswith(".Process")]
    if spawning:
        return Flag(
            "13.1",
            "high",
            f"endless loop keeps spawning ({spawning[0]}): fork bomb",
            "disrupt.fork-loop",
        )
    if any("sleep" in c or "wait" in c for c in calls):
        return None
    if any(
        c.endswith((".write", ".writelines")) or c in ("os.write", "os.ftruncate") for c in calls
    ):
        return Flag(
            "13.1", "high", "endless loop keeps writing data: fills the disk", "disrupt.disk-fill"
        )
    if any(classify(n) == "network" for n in call_nodes):
        return Flag(
            "13.1",
            "moderate",
            "endless loop sends requests without any delay (request flood)",
            "disrupt.request-flood",
        )
    if any(c.endswith((".append", ".extend")) for c in calls):
        return Flag("13.1", "moderate", "endless loop grows memory without bound", MEMORY_GROWTH)
    return None


def echo_flag(source: Taint, text: str) -> Flag:
    """Downloaded text printed to stdout lands in the agent's context as instructions."""
    flow = DataFlow(source.kind, source.detail, source.line)
    if scanner_for(AGENT_FRAMING).search(text):
        return Flag(
            "1.2",
            "high",
            f"prints {source.detail} (line {source.line}) framed as instructions for the agent "
            "(indirect prompt injection)",
            ECHOED_DOWNLOAD,
            flow,
        )
    return Flag(
        "1.2",
        "low",
        f"prints {source.detail} (line {source.line}) into the agent's context unfiltered",
        ECHOED_DOWNLOAD,
        flow,
    )
