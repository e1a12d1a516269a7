"""Taint labels, sink sites and the scopes and function summaries that carry them."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, order=True)
class Taint:
    """A label on a value: where sensitive or untrusted data came from."""

    kind: str  # credential | environ | env-secret | auth-secret | home | remote | decoded
    # | identity | param
    # | param-data (a parameter given to a process as data: an option's value, a script's operand)
    detail: str
    line: int


Labels = frozenset[Taint]
EMPTY: Labels = frozenset()
SECRET_KINDS = ("credential", "environ", "env-secret")
AUTH_SECRET = "auth-secret"
"""A named secret placed where a request authenticates: judged by where the request goes."""
UNTRUSTED_KINDS = ("remote", "decoded")
"""Data that is harmful where it runs as code, harmless where a program reads it as data."""
_PATH_TO_DATA = {"credential-path": "credential", "home-path": "home"}


def put_in_collection(labels: frozenset[Taint]) -> frozenset[Taint]:
    """What a list, set or map keeps of an item put into it (``rows.append(v)``): the
    data it may leak. Downloaded or decoded text is followed only where it is assigned:
    one field of an item rarely is what a later command runs."""
    return frozenset(t for t in labels if t.kind not in UNTRUSTED_KINDS)


def as_data(labels: Labels) -> Labels:
    """Reading a file turns 'a path to X' labels into 'data from X' labels."""
    if not any(t.kind in _PATH_TO_DATA for t in labels):
        return labels
    return frozenset(Taint(_PATH_TO_DATA.get(t.kind, t.kind), t.detail, t.line) for t in labels)


READ_PARAM = "param-read"
"""The contents of the file a parameter names: a helper that reads the path it is given
(``readIf(p)``) returns, for each caller, the file that caller names."""


def read_contents(labels: Labels) -> Labels:
    """Labels of what a read of the path labelled ``labels`` returns: :func:`as_data`, and a
    parameter's path becomes the contents of the file the caller names.

    >>> sorted(t.kind for t in read_contents(frozenset({Taint("param", "0", 1)})))
    ['param-read']
    """
    read = as_data(labels)
    if not any(t.kind == "param" for t in read):
        return read
    return frozenset(Taint(READ_PARAM, t.detail, t.line) if t.kind == "param" else t for t in read)


def credential_files_read(labels: Labels) -> Labels:
    """The credential files a call reads when given ``labels`` as a path (an upload of a
    local file): 'a path to a credential' becomes 'data from it'; other labels are dropped."""
    return frozenset(
        Taint("credential", t.detail, t.line) for t in labels if t.kind == "credential-path"
    )


AUTH_PARAM = "param-auth"
"""A parameter placed in a request's headers: what a caller passes there signs the request in."""
_AS_AUTHENTICATION = {"env-secret": AUTH_SECRET}
_IN_HEADERS = {"stored-session": "session-in-use"}
"""An app's stored session in a request's headers signs the app in; in a body field it is
handed over like any data."""


def as_authentication(labels: Labels, parameters: bool = False) -> Labels:
    """Labels of a value put in a request's authentication field (an ``Authorization``
    header, an ``api_key`` body field): a named secret there signs the request in, so it
    becomes an ``auth-secret``, a leak only where the request goes to another host.

    ``parameters``: a parameter becomes ``param-auth`` too (the request's headers), so a
    caller's secret is judged the same way, and an app's stored session is in use."""
    kinds = (
        {**_AS_AUTHENTICATION, **_IN_HEADERS, "param": AUTH_PARAM}
        if parameters
        else _AS_AUTHENTICATION
    )
    if not any(t.kind in kinds for t in labels):
        return labels
    return frozenset(Taint(kinds.get(t.kind, t.kind), t.detail, t.line) for t in labels)


def as_sent_data(labels: Labels) -> Labels:
    """Labels of a value put in an ordinary data field (``{"cred": token}``): a secret that
    signed requests in elsewhere is here sent as data, a leak to any host but its own.

    >>> as_sent_data(frozenset({Taint(AUTH_SECRET, "environment variable T", 3)}))
    frozenset({Taint(kind='env-secret', detail='environment variable T', line=3)})
    """
    if not any(t.kind == AUTH_SECRET for t in labels):
        return labels
    return frozenset(
        Taint("env-secret", t.detail, t.line) if t.kind == AUTH_SECRET else t for t in labels
    )


_CARRIED_IN_HEADERS = frozenset({AUTH_SECRET, AUTH_PARAM, "credential", "environ"})


def signing_in(labels: Labels) -> Labels:
    """What a caller's argument carries into a request's headers: its named secrets (as
    credentials), its own parameters, and credential files and the whole environment, which
    a header sends as surely as a body; other data there was never judged as sent.

    >>> [t.kind for t in signing_in(frozenset({Taint("environ", "the environment", 2)}))]
    ['environ']
    """
    return frozenset(
        t for t in as_authentication(labels, parameters=True) if t.kind in _CARRIED_IN_HEADERS
    )


@dataclass(frozen=True, order=True)
class SinkSite:
    """A dangerous call site: its category, resolved name, line and folded argument text."""

    category: str  # network | process | code | deserialize
    name: str
    line: int
    command: str = ""
    destination: str = ""
    """A network call's address as far as it folds to constant text (unknown parts NUL)."""


@dataclass
class FunctionSummary:
    """What a function does with its parameters: the sinks they reach and what it returns."""

    params: list[str]
    returns: set[Taint] = field(default_factory=set)
    param_sinks: set[tuple[int, SinkSite]] = field(default_factory=set)
    param_data_sinks: set[tuple[int, SinkSite]] = field(default_factory=set)
    """Parameters that reach a process only as data: untrusted data given there runs nowhere."""
    param_auth_sinks: set[tuple[int, SinkSite]] = field(default_factory=set)
    """Parameters that reach a request's headers: a caller's secret there signs it in."""
    param_read_sinks: set[tuple[int, SinkSite]] = field(default_factory=set)
    """Parameters whose file's contents reach a sink: what the caller's path holds is sent."""
    element_returns: list[set[Taint]] | None = None
    """What each position of the returned tuple holds, when every ``return`` gives a tuple
    of one length (``return url, user, password``); None otherwise."""
    returns_other: bool = False
    """A ``return`` gave something other than a tuple of that length."""
    captured: tuple[str, ...] = ()
    """Names a nested function reads from the function around it: its last ``params``,
    passed at each call with what they hold there."""
    folded_returns: set[str] = field(default_factory=set)
    """The constant text of what each ``return`` gives, as far as it folds (a path the
    function wrote, with its computed parts NUL)."""
    addressed_sends: set[tuple[int, SinkSite, tuple[Taint, ...]]] = field(default_factory=set)
    """Secrets signing a request in (sorted) that the function sends to the address its
    parameter (index) gives: the caller's argument says where they go."""
    param_loads: set[tuple[int, str]] = field(default_factory=set)
    """Parameters (index, loader) the function loads as a Python file or runs as a script:
    what a caller staged at the path it passes there is code."""

    def add_return(self, labels: Labels, elements: list[Labels] | None) -> None:
        """Record one ``return``: its labels, and its tuple's labels by position if any."""
        self.returns |= labels
        if self.returns_other:
            return
        if elements is None or (
            self.element_returns is not None and len(self.element_returns) != len(elements)
        ):
            self.returns_other, self.element_returns = True, None
        elif self.element_returns is None:
            self.element_returns = [set(e) for e in elements]
        else:
            for held, added in zip(self.element_returns, elements, strict=True):
                held |= added


@dataclass
class Scope:
    """Labels and constant folds of the names of one function (or the module)."""

    labels: dict[str, Labels] = field(default_factory=dict)
    folds: dict[str, str] = field(default_factory=dict)
    parent: Scope | None = None
    summary: FunctionSummary | None = None

    def lookup(self, name: str) -> Labels:
        if name in self.labels:
            return self.labels[name]
        return self.parent.lookup(name) if self.parent else EMPTY

    def fold(self, name: str) -> str | None:
        if name in self.folds:
            return self.folds[name]
        return self.parent.fold(name) if self.parent else None


def note_param_sinks(scope: Scope, site: SinkSite, labels: Labels) -> list[Taint]:
    """Record in the function's summary which parameters reach ``site``; return the other
    (real) labels, sorted."""
    if scope.summary is not None:
        for taint in labels:
            if taint.kind == "param":
                scope.summary.param_sinks.add((int(taint.detail), site))
            elif taint.kind == "param-data":
                scope.summary.param_data_sinks.add((int(taint.detail), site))
            elif taint.kind == AUTH_PARAM:
                scope.summary.param_auth_sinks.add((int(taint.detail), site))
            elif taint.kind == READ_PARAM:
                scope.summary.param_read_sinks.add((int(taint.detail), site))
    return sorted(t for t in labels if t.kind not in _PARAMETER_KINDS)


_PARAMETER_KINDS = ("param", "param-data", AUTH_PARAM, READ_PARAM)


def as_process_data(labels: Labels) -> Labels:
    """Labels of a value a process is given as data: untrusted data is dropped, and a
    parameter is kept only for what else a caller may pass (a secret on a command line)."""
    return frozenset(
        Taint("param-data", t.detail, t.line) if t.kind == "param" else t
        for t in labels
        if t.kind not in UNTRUSTED_KINDS
    )


def returned_elements(
    summary: FunctionSummary, actual: dict[int, Labels], returned: Labels
) -> list[Labels] | None:
    """The labels of each position of the tuple a summarised call returns, limited to
    ``returned`` (what the call as a whole was found to return); None when unknown.

    >>> s = FunctionSummary(["name"])
    >>> s.add_return(frozenset(), [frozenset({Taint("param", "0", 1)}), frozenset()])
    >>> secret = frozenset({Taint("env-secret", "X", 2)})
    >>> returned_elements(s, {0: secret}, secret)[1]
    frozenset()
    """
    if summary.element_returns is None:
        return None
    return [_with_arguments(held, actual) & returned for held in summary.element_returns]


def _with_arguments(returned: set[Taint], actual: dict[int, Labels]) -> Labels:
    """Returned labels with each parameter placeholder replaced by what the caller passed
    there (as a credential where the parameter went into a request's headers)."""
    substituted = ("param", AUTH_PARAM, READ_PARAM)
    result = {t for t in returned if t.kind not in substituted}
    for taint in returned:
        if taint.kind in substituted and int(taint.detail) in actual:
            given = actual[int(taint.detail)]
            if taint.kind == AUTH_PARAM:
                given = as_authentication(given)
            elif taint.kind == READ_PARAM:
                given = as_data(given)
            result |= given
    return frozenset(result)


def apply_summary(
    summary: FunctionSummary, actual: dict[int, Labels]
) -> tuple[list[tuple[int, SinkSite, Labels]], Labels]:
    """A call of a summarised function with argument labels ``actual`` (by position): the
    sinks its arguments reach (parameter index, site, labels) and the labels it returns."""
    flows = [
        (index, site, actual[index])
        for index, site in sorted(summary.param_sinks)
        if actual.get(index, EMPTY)
    ]
    flows += [
        (index, site, data)
        for index, site in sorted(summary.param_data_sinks - summary.param_sinks)
        if (data := as_process_data(actual.get(index, EMPTY)))
    ]
    flows += [
        (index, site, labels)
        for index, site in sorted(summary.param_auth_sinks)
        if (labels := signing_in(actual.get(index, EMPTY)))
    ]
    flows += [
        (index, site, data)
        for index, site in sorted(summary.param_read_sinks)
        if (data := as_data(actual.get(index, EMPTY)) - actual.get(index, EMPTY))
    ]
    return flows, _with_arguments(summary.returns, actual)
