"""Data staged through a file: a secret written to a fixed path keeps its labels when
the same path is read back, so ``write(env) … read() → send`` is the flow it hides.

Thieves split the theft in two steps so that no single statement both reads a secret
and sends it: the environment or a credential is dumped to a path (often a hidden
temporary file), and later the same path is read and its content uploaded. The engines
treat a file written at a constant path as a variable named by that path: writing
secret-labelled data there stores the labels, opening the path for reading returns them.

>>> staged = StagedFiles()
>>> handle = staged.handle("/tmp/.c", 3)
>>> staged.write(handle | {Taint("environ", "the whole environment", 2)})
>>> [t.detail for t in staged.read("/tmp/.c")]
['the whole environment, staged in /tmp/.c']
>>> staged.read("/tmp/other")
frozenset()

A downloaded or decoded program is staged the same way: written to a path and run from
there (``open(p, "w").write(requests.get(url).text)`` then ``subprocess.run([sys.executable,
p])``), it is the fetched code the process runs.

>>> staged.write_to("/tmp/shim.py", frozenset({Taint("remote", "data fetched by get", 4)}))
>>> [t.detail for t in staged.run_from(["python3", "/tmp/shim.py"])]
['data fetched by get, staged in /tmp/shim.py']
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from .taint import EMPTY, SECRET_KINDS, UNTRUSTED_KINDS, Labels, Taint

STAGED_RULE = "flow.file-staged-exfil"
"""Rule id of a credential or environment flow that passed through a file on its way."""
WRITE_HANDLE = "write-handle"
"""Label kind of an open-for-writing file; its detail is the folded path."""
STAGED_KINDS = frozenset(SECRET_KINDS)
"""Labels a file carries from its writer to its reader: secrets (a tool's own state kept
in its home folder and read back is not followed)."""
_MARK = ", staged in "


def is_staged(labels: Labels | list[Taint]) -> bool:
    """Some secret reached here through a staged file."""
    return any(_MARK in t.detail and t.kind in STAGED_KINDS for t in labels)


def usable_path(folded: str | None) -> str | None:
    """A path worth tracking: its file name is constant, or has a constant stem of three
    letters or more beside the computed parts (``aws-{account}-{date}.zip``), two with a
    suffix (``.fm-{pid}.js``); the folder may be computed, as with a temporary directory.
    Not a standard stream.

    >>> usable_path(chr(0) + "/.cache_data") is not None, usable_path(chr(0) + "/" + chr(0))
    (True, None)
    >>> usable_path("/out/aws-" + chr(0) + ".zip") is not None, usable_path(chr(0) + ".txt")
    (True, None)
    >>> usable_path(chr(0) + "/.fm-" + chr(0) + ".js") is not None, usable_path("/t/fm-" + chr(0))
    (True, None)
    """
    if not folded or folded in ("-", "/dev/stdout", "/dev/stderr", "/dev/null"):
        return None
    name = folded.rstrip("/").rsplit("/", 1)[-1]
    if not name.strip("."):
        return None
    if "\x00" in name:
        has_suffix = "." in name.lstrip(".")
        stem = name.rsplit(".", 1)[0] if has_suffix else name
        if sum(c.isalnum() for c in stem) < (2 if has_suffix else 3):
            return None
    return folded[:200]


@dataclass
class StagedFiles:
    """What each constant path was written with, for one module or a whole package."""

    contents: dict[str, Labels] = field(default_factory=dict)
    """Labels per path: written here, or given (copied) from sibling scripts of the package."""
    opened: set[str] = field(default_factory=set)
    """Paths read back (whether or not anything was staged there yet)."""
    programs: dict[str, Labels] = field(default_factory=dict)
    """Fetched or decoded data per path it was written to: code if a process runs the file."""
    folders: dict[str, Labels] = field(default_factory=dict)
    """Fetched or decoded archives per folder they were unpacked into: every file in it."""
    loaded: set[str] = field(default_factory=set)
    """Paths run or loaded as programs (whether or not anything was staged there yet)."""

    def __post_init__(self) -> None:
        given = dict(self.contents or {})  # secrets and programs sibling scripts staged
        self.contents = {}
        for path, labels in given.items():
            secrets = frozenset(t for t in labels if t.kind not in UNTRUSTED_KINDS)
            program = labels - secrets
            if secrets:
                self.contents[path] = secrets
            if program:
                self.programs[path] = self.programs.get(path, EMPTY) | program

    def handle(self, path: str, line: int) -> Labels:
        """The label of a file opened for writing at ``path``."""
        return frozenset({Taint(WRITE_HANDLE, path, line)})

    def write(self, labels: Labels) -> None:
        """A call that received ``labels``: when they hold a write handle and secrets, the
        secrets are stored under the handle's path."""
        if not any(t.kind == WRITE_HANDLE for t in labels):
            return
        for taint in labels:
            if taint.kind == WRITE_HANDLE:
                self.write_to(taint.detail, labels)

    def write_to(self, path: str, labels: Labels) -> None:
        """``labels`` written to ``path``: its secrets are kept as what the file holds, its
        fetched or decoded data as the program the file is."""
        shown = path.replace("\x00", "…")
        marked = [
            t if _MARK in t.detail else Taint(t.kind, f"{t.detail}{_MARK}{shown}", t.line)
            for t in labels
            if t.kind in STAGED_KINDS or t.kind in UNTRUSTED_KINDS
        ]
        kept = frozenset(t for t in marked if t.kind in STAGED_KINDS)
        if kept and not kept <= self.contents.get(path, EMPTY):
            self.contents[path] = self.contents.get(path, EMPTY) | kept
        program = frozenset(t for t in marked if t.kind in UNTRUSTED_KINDS)
        if program:
            self.programs[path] = self.programs.get(path, EMPTY) | program

    def unpack_to(self, folder: str, labels: Labels) -> None:
        """An archive holding ``labels`` unpacked into ``folder``: fetched or decoded data
        is what every file under it holds.

        >>> staged = StagedFiles()
        >>> staged.unpack_to("~/.cache/ct", frozenset({Taint("remote", "data fetched by get", 4)}))
        >>> [t.detail for t in staged.unpacked("~/.cache/ct/" + chr(0))]
        ['data fetched by get, unpacked in ~/.cache/ct']
        >>> staged.unpacked("~/.cache/other/hook.py")
        frozenset()
        """
        folder = folder.rstrip("/")
        shown = folder.replace("\x00", "…")
        fetched = frozenset(
            Taint(t.kind, f"{t.detail}, unpacked in {shown}", t.line)
            for t in labels
            if t.kind in UNTRUSTED_KINDS
        )
        if folder and fetched:
            self.folders[folder] = self.folders.get(folder, EMPTY) | fetched

    def unpacked(self, path: str | None) -> Labels:
        """What the archives unpacked into a folder that holds ``path`` brought."""
        if not path or not self.folders:
            return EMPTY
        return frozenset().union(
            *(labels for folder, labels in self.folders.items() if path.startswith(folder + "/"))
        )

    def run_from(self, paths: Iterable[str | None]) -> Labels:
        """What a process runs from the files at ``paths`` (folded texts of its program and
        script operands) when fetched or decoded data was written there."""
        found = EMPTY
        for text in paths:
            found |= self.unpacked(text)
            path = usable_path(text)
            if path is not None:
                self.loaded.add(path)
                found |= self.programs.get(path, EMPTY)
        return found

    def read(self, path: str) -> Labels:
        """The labels of what was written to ``path``, or to any file a glob pattern
        (``.cache/*.json``) matches: secrets, and fetched or decoded data (harmless read as
        data, code where it is run)."""
        self.opened.add(path)
        found = self.contents.get(path, EMPTY) | self.programs.get(path, EMPTY)
        if "*" in path:
            for written in matching(path, self.contents.keys() | self.programs.keys()):
                found |= self.contents.get(written, EMPTY) | self.programs.get(written, EMPTY)
        return found


def matching(opened: str, written: Iterable[str]) -> list[str]:
    """The written paths a path read back names: itself, or those its glob pattern matches
    (a ``*`` within one folder).

    >>> matching(".cache/*.json", [".cache/context.json", ".cache/sub/x.json", "out.json"])
    ['.cache/context.json']
    """
    if "*" not in opened:
        return [opened] if opened in written else []
    pattern = re.compile("[^/]*".join(re.escape(part) for part in opened.split("*")) + "$")
    return [path for path in written if pattern.match(path)]


def shared_staging(tables: dict[str, StagedFiles]) -> dict[str, dict[str, Labels]]:
    """For each script that reads a path another script of the package stages secrets
    in, or runs a path another one wrote a download to, what the others staged (scripts of
    one package run on the same machine).

    >>> writer, reader = StagedFiles(), StagedFiles()
    >>> writer.write_to("/tmp/.k", frozenset({Taint("environ", "env", 1)}))
    >>> _ = reader.read("/tmp/.k")
    >>> list(shared_staging({"w.py": writer, "r.py": reader}))
    ['r.py']
    >>> writer.write_to("/t/cal.py", frozenset({Taint("remote", "data fetched by get", 2)}))
    >>> loader = StagedFiles()
    >>> _ = loader.run_from(["/t/cal.py"])
    >>> [t.detail for t in shared_staging({"w.py": writer, "l.py": loader})["l.py"]["/t/cal.py"]]
    ['data fetched by get, staged in /t/cal.py by w.py']
    """
    given: dict[str, dict[str, Labels]] = {}
    for reader, table in tables.items():
        for writer, other in tables.items():
            if writer == reader:
                continue
            shared = [
                (path, other.contents[path])
                for opened in table.opened
                for path in matching(opened, other.contents.keys())
            ]
            shared += [
                (path, other.programs[path]) for path in table.loaded & other.programs.keys()
            ]
            for path, staged in shared:
                into = given.setdefault(reader, {})
                labels = frozenset(Taint(t.kind, f"{t.detail} by {writer}", t.line) for t in staged)
                into[path] = into.get(path, EMPTY) | labels
    return given
