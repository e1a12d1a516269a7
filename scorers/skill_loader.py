"""Read one Agent Skill folder into a typed, size-capped, read-only snapshot.

This is the only code in the project that touches skill files. Skill packages are
hostile input: nothing is executed, no link is followed, every read is capped and
undecodable bytes are replaced. Problems that still leave something to judge become
``warnings``; a folder with no usable ``SKILL.md`` raises :class:`SkillLoadError`.

>>> pkg = load_skill("datasets/skills/benign/csv-cleaner")  # doctest: +SKIP
>>> pkg.frontmatter.fields["name"], [f.path for f in pkg.scripts]  # doctest: +SKIP
('csv-cleaner', ['scripts/clean.py'])
"""

from __future__ import annotations

import copy
import functools
import hashlib
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import yaml

TRUNCATION_MARKER = "\n[... truncated by skill-grader-bench: {kept} of {size} bytes shown ...]\n"
SETTINGS_DOCUMENTS = (".json", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".conf", ".env")
"""Settings files, read even under assets/: a script that loads one takes its hosts, paths
and accounts from it, so what it does is only known with them."""
KEY_DOCUMENTS = (".pub",)
"""Public key files, read even under assets/: a script that installs one decides who can
log in with it."""
SCRIPTED_DOCUMENTS = (
    ".html",
    ".htm",
    ".xhtml",
    ".svg",
    ".liquid",
    ".hbs",
    ".handlebars",
    ".ejs",
    ".njk",
    ".twig",
    ".erb",
    ".mustache",
    ".php",
)
"""Documents that run the scripts they hold wherever they are opened (even under assets/),
and page templates whose scripts run in every page rendered from them (a PHP page or
plugin runs on the server for every request)."""

SCRIPT_EXTENSIONS: dict[str, str] = {
    ".py": "python",
    ".sh": "shell",
    ".bash": "shell",
    ".zsh": "shell",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".ts": "typescript",
    ".rb": "ruby",
    ".pl": "perl",
    ".ps1": "powershell",
}
SHEBANG_LANGUAGES: dict[str, str] = {
    "python": "python",
    "bash": "shell",
    "sh": "shell",
    "zsh": "shell",
    "node": "javascript",
    "ruby": "ruby",
    "perl": "perl",
}


@dataclass(frozen=True)
class LoadLimits:
    """Caps that bound what one skill may cost to read.

    The byte caps are spent in priority order: SKILL.md, then every script (sharing what
    is left so each keeps its start), then the other text files.
    """

    max_file_bytes: int = 256 * 1024
    max_total_bytes: int = 2 * 1024 * 1024
    max_files: int = 400
    max_frontmatter_bytes: int = 64 * 1024
    max_yaml_aliases: int = 20
    max_yaml_expanded: int = 256 * 1024
    max_depth: int = 16
    max_entries: int = 10_000
    peek_bytes: int = 4096

    def as_dict(self) -> dict[str, int]:
        """The limits as plain numbers (for logs and out-of-band judge requests)."""
        return dict(self.__dict__)


class SkillLoadError(Exception):
    """The folder cannot be judged at all (no readable SKILL.md)."""


@dataclass(frozen=True)
class Frontmatter:
    """YAML frontmatter of SKILL.md: the raw text, the parsed mapping and the body after it."""

    raw: str
    fields: dict[str, Any]
    body: str
    warnings: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class SkillFile:
    """A text file of the package, decoded and possibly cut at the per-file cap."""

    path: str
    text: str
    size: int
    truncated: bool
    kind: Literal["skill", "script", "reference"]
    language: str | None = None


@dataclass(frozen=True)
class AssetEntry:
    """A file listed but not read (assets/, binaries, files over the total cap)."""

    path: str
    size: int
    reason: str


@dataclass
class SkillPackage:
    """Everything the judges may see of one skill folder."""

    root: Path
    frontmatter: Frontmatter
    skill_md: SkillFile
    scripts: list[SkillFile]
    references: list[SkillFile]
    assets: list[AssetEntry]
    warnings: list[str]

    @property
    def name(self) -> str:
        return self.root.name

    @property
    def content_hash(self) -> str:
        """sha256 over every path, text and listed file of the package, as loaded."""
        digest = hashlib.sha256()
        for item in self.text_files:
            digest.update(f"{item.path}\0{item.size}\0".encode("utf-8", "surrogatepass"))
            digest.update(item.text.encode("utf-8", "surrogatepass") + b"\0")
        for asset in self.assets:
            digest.update(
                f"{asset.path}\0{asset.size}\0{asset.reason}\0".encode("utf-8", "surrogatepass")
            )
        return digest.hexdigest()

    @property
    def text_files(self) -> list[SkillFile]:
        """SKILL.md first, then scripts, then references, each group sorted by path."""
        return [self.skill_md, *self.scripts, *self.references]


class _AliasCountingLoader(yaml.SafeLoader):
    """SafeLoader that refuses documents with more aliases than a small cap (alias bombs)."""

    max_aliases = 20

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._aliases_seen = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            self._aliases_seen += 1
            if self._aliases_seen > self.max_aliases:
                raise yaml.YAMLError(f"more than {self.max_aliases} YAML aliases (alias bomb?)")
        return super().compose_node(parent, index)


def expanded_size(node: yaml.Node, cap: int) -> int:
    """Characters the node graph stands for once every alias is expanded (stops past ``cap``).

    Each node counts one plus the length of its scalar value; a node reached through
    several aliases counts every time, which is what an alias bomb multiplies.

    Raises:
        yaml.YAMLError: the expansion passes ``cap`` or an alias refers to its own ancestor.
    """
    sizes: dict[int, int] = {}
    on_path: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(node, False)]
    while stack:
        current, children_done = stack.pop()
        key = id(current)
        if children_done:
            on_path.discard(key)
            sizes[key] = 1 + sum(sizes[id(c)] for c in _children(current))
            if sizes[key] > cap:
                raise yaml.YAMLError(f"YAML expands to more than {cap} characters (alias bomb?)")
            continue
        if key in sizes:
            continue
        if key in on_path:
            raise yaml.YAMLError("recursive YAML alias")
        if isinstance(current, yaml.ScalarNode):
            sizes[key] = 1 + len(str(current.value))
            continue
        on_path.add(key)
        stack.append((current, True))
        stack.extend((child, False) for child in _children(current) if id(child) not in sizes)
    return sizes[id(node)]


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    if isinstance(node, yaml.MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def safe_yaml_load(
    text: str, *, max_bytes: int, max_aliases: int = 20, max_expanded: int | None = None
) -> Any:
    """``yaml.safe_load`` with a size cap, an alias cap and a cap on the expanded size.

    >>> safe_yaml_load("a: 1", max_bytes=100)
    {'a': 1}
    """
    if len(text.encode("utf-8", "replace")) > max_bytes:
        raise yaml.YAMLError(f"YAML is larger than {max_bytes} bytes")
    loader = _AliasCountingLoader(text)
    loader.max_aliases = max_aliases
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        expanded_size(node, max_expanded if max_expanded is not None else 4 * max_bytes)
        return loader.construct_document(node)
    finally:
        loader.dispose()


@functools.lru_cache(maxsize=16)
def _frontmatter_yaml(
    raw: str, max_bytes: int, max_aliases: int, max_expanded: int
) -> tuple[Any, str | None]:
    """(the YAML value of a front matter, None), or (None, the first line of why it was
    rejected). Cached: the loader and then the judge parse the same SKILL.md; the value is
    shared, so :func:`parse_frontmatter` gives each caller a copy."""
    try:
        value = safe_yaml_load(
            raw, max_bytes=max_bytes, max_aliases=max_aliases, max_expanded=max_expanded
        )
    except (yaml.YAMLError, RecursionError, ValueError, TypeError) as exc:
        return None, str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return value, None


def parse_frontmatter(text: str, limits: LoadLimits | None = None) -> Frontmatter:
    """Split SKILL.md text into frontmatter and body, parsing the YAML safely.

    Never raises on bad YAML: the problem is reported in ``warnings`` and ``fields`` is empty.

    >>> fm = parse_frontmatter("---\\nname: demo\\ndescription: Does X.\\n---\\n# Demo\\n")
    >>> fm.fields["name"], fm.body
    ('demo', '# Demo\\n')
    """
    limits = limits or LoadLimits()
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].strip() != "---":
        return Frontmatter(raw="", fields={}, body=text, warnings=["SKILL.md has no frontmatter"])
    end = next((i for i in range(1, len(lines)) if lines[i].strip() in ("---", "...")), None)
    if end is None:
        return Frontmatter(
            raw="", fields={}, body=text, warnings=["SKILL.md frontmatter is never closed by ---"]
        )
    raw = "".join(lines[1:end])
    body = "".join(lines[end + 1 :])
    shared, rejected = _frontmatter_yaml(
        raw, limits.max_frontmatter_bytes, limits.max_yaml_aliases, limits.max_yaml_expanded
    )
    if rejected is not None:
        return Frontmatter(raw, {}, body, [f"frontmatter YAML rejected: {rejected}"])
    try:
        parsed = copy.deepcopy(shared)  # each caller may change its own fields
    except RecursionError:
        return Frontmatter(raw, {}, body, ["frontmatter YAML rejected: nested too deeply"])
    if parsed is None:
        return Frontmatter(raw, {}, body, ["frontmatter is empty"])
    if not isinstance(parsed, dict):
        return Frontmatter(raw, {}, body, ["frontmatter is not a mapping"])
    try:
        fields = {str(k): v for k, v in parsed.items()}
    except RecursionError:
        return Frontmatter(raw, {}, body, ["frontmatter YAML rejected: nested too deeply"])
    return Frontmatter(raw, fields, body, [])


def load_skill(folder: str | os.PathLike[str], limits: LoadLimits | None = None) -> SkillPackage:
    """Load a skill folder without executing or following anything in it.

    Every file is opened with ``O_NOFOLLOW | O_NONBLOCK`` one path component at a time, so
    a link swapped in after the walk is not followed and a FIFO never blocks.

    Raises:
        SkillLoadError: the folder is missing or a link; SKILL.md is missing, a link, binary
            or empty; a file or folder cannot be read; or the folder breaks a walk limit.
    """
    limits = limits or LoadLimits()
    root = Path(folder)
    try:
        return _load(root, limits)
    except SkillLoadError:
        raise
    except (OSError, RecursionError, UnicodeError, ValueError) as exc:
        raise SkillLoadError(f"{root}: cannot be loaded ({_describe(exc)})") from None


def _describe(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.strerror:
        return f"{type(exc).__name__}: {exc.strerror}"
    return type(exc).__name__


def _load(root: Path, limits: LoadLimits) -> SkillPackage:
    try:
        st = root.lstat()
    except OSError:
        st = None
    if st is None or not stat.S_ISDIR(st.st_mode):
        raise SkillLoadError(f"{root}: not a skill folder (missing, a link, or not a directory)")
    root_fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    try:
        reader = _CappedReader(root_fd, limits)
        entries = reader.walk()
        skill_entry = next((e for e in entries if e.rel == "SKILL.md"), None)
        if skill_entry is None:
            if "SKILL.md" in reader.not_regular:
                raise SkillLoadError(
                    f"{root}: SKILL.md is not a regular file (links are not followed)"
                )
            raise SkillLoadError(f"{root}: no SKILL.md in this folder")
        if skill_entry.binary and not skill_entry.wide:
            raise SkillLoadError(f"{root}: SKILL.md is binary, not text")
        skill_md = reader.read_text(skill_entry, "skill", None, reader.limits.max_file_bytes)
        if not skill_md.text.strip():
            raise SkillLoadError(f"{root}: SKILL.md is empty")
        frontmatter = parse_frontmatter(skill_md.text, limits)
        scripts, references = reader.read_in_priority_order(
            [e for e in entries if e.rel != "SKILL.md"],
            limits.max_total_bytes - min(skill_entry.size, limits.max_file_bytes),
        )
    finally:
        os.close(root_fd)
    warnings = frontmatter.warnings + reader.warnings
    return SkillPackage(root, frontmatter, skill_md, scripts, references, reader.assets, warnings)


BINARY_MAGIC: tuple[bytes, ...] = (
    b"\x89PNG",
    b"\xff\xd8\xff",
    b"GIF8",
    b"%PDF",
    b"PK\x03\x04",
    b"PK\x05\x06",
    b"\x1f\x8b",
    b"\x7fELF",
    b"MZ",
    b"\xca\xfe\xba\xbe",
    b"\xcf\xfa\xed\xfe",
    b"\xfe\xed\xfa\xcf",
    b"BZh",
    b"\xfd7zXZ",
    b"7z\xbc\xaf",
    b"\x00asm",
    b"SQLite format 3",
    b"RIFF",
    b"OggS",
    b"wOFF",
    b"wOF2",
    b"\x00\x01\x00\x00",
    b"ID3",
    b"fLaC",
    b"\x28\xb5\x2f\xfd",
)
"""Leading bytes of common binary formats (images, archives, executables, media, fonts)."""

_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


def _is_binary(head: bytes) -> bool:
    if head.startswith(_UTF16_BOMS):
        return False
    return head.startswith(BINARY_MAGIC) or b"\x00" in head


def _looks_utf16(head: bytes) -> str | None:
    """The UTF-16 codec a file's first bytes imply (BOM, or ASCII text with NUL high bytes)."""
    if head.startswith(b"\xff\xfe"):
        return "utf-16"
    if head.startswith(b"\xfe\xff"):
        return "utf-16"
    sample = head[: len(head) - len(head) % 2]
    if len(sample) >= 8:
        odd_nul = sample[1::2].count(0) / (len(sample) // 2)
        even_nul = sample[0::2].count(0) / (len(sample) // 2)
        if odd_nul > 0.9 and even_nul < 0.1:
            return "utf-16-le"
        if even_nul > 0.9 and odd_nul < 0.1:
            return "utf-16-be"
    return None


def decode_bytes(data: bytes) -> tuple[str, list[str]]:
    """Decode file bytes as UTF-16 (with a BOM or NUL-padded ASCII) or UTF-8, never raising.

    NUL characters and undecodable bytes become U+FFFD; the notes say what was done.

    >>> decode_bytes("echo hi".encode("utf-16"))
    ('echo hi', ['decoded as UTF-16'])
    """
    notes: list[str] = []
    codec = _looks_utf16(data[:512])
    if codec:
        text = data.decode(codec, errors="replace")
        notes.append("decoded as UTF-16")
    else:
        text = data.decode("utf-8", errors="replace").removeprefix("\ufeff")
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
        notes.append("NUL bytes were replaced")
    if "\ufffd" in text and not notes:
        notes.append("bytes that are not UTF-8 were replaced")
    return text, notes


def _script_language(rel: str, head: bytes) -> str | None:
    suffix = Path(rel).suffix.lower()
    if suffix in SCRIPT_EXTENSIONS:
        return SCRIPT_EXTENSIONS[suffix]
    codec = _looks_utf16(head)
    text_head = head.decode(codec, "replace") if codec else head.decode("utf-8", "replace")
    text_head = text_head.lstrip("\ufeff")
    if text_head.startswith("#!"):
        interpreter = text_head[2:].split("\n", 1)[0].strip()
        words = interpreter.replace("/usr/bin/env", " ").split()
        program = Path(words[0]).name if words else ""
        for prefix, language in SHEBANG_LANGUAGES.items():
            if program.startswith(prefix):
                return language
        return "shell" if program else None
    return None


def display_name(raw: str) -> str:
    """A file name as valid text: bytes that are not UTF-8 become U+FFFD.

    >>> display_name("ok\udcff.sh")
    'ok\ufffd.sh'
    """
    return raw.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


@dataclass(frozen=True)
class _Entry:
    """A regular file found by the walk: where it is, its size and its first bytes."""

    rel: str
    raw: str
    size: int
    head: bytes
    language: str | None
    binary: bool
    wide: bool


_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)


class _CappedReader:
    """Walks one folder iteratively and reads its files under the caps, never following links."""

    def __init__(self, root_fd: int, limits: LoadLimits) -> None:
        self.root_fd = root_fd
        self.limits = limits
        self.warnings: list[str] = []
        self.assets: list[AssetEntry] = []
        self.not_regular: set[str] = set()

    def walk(self) -> list[_Entry]:
        """Every regular file, in path order, each classified from a small first read."""
        found: list[_Entry] = []
        seen = 0
        pending: list[tuple[str, int]] = [("", 0)]
        while pending:
            prefix, depth = pending.pop()
            names = self._list_dir(prefix)
            seen += len(names)
            if seen > self.limits.max_entries:
                raise SkillLoadError(
                    f"more than {self.limits.max_entries} files and folders: refused"
                )
            for name in sorted(names):
                raw = f"{prefix}{name}"
                rel = display_name(raw)
                st = self._lstat(raw)
                if stat.S_ISLNK(st.st_mode):
                    self.not_regular.add(rel)
                    self.warnings.append(f"{rel}: symbolic link, not followed")
                elif stat.S_ISDIR(st.st_mode):
                    if depth + 1 > self.limits.max_depth:
                        raise SkillLoadError(
                            f"{rel}: folders nested deeper than {self.limits.max_depth}: refused"
                        )
                    pending.append((raw + "/", depth + 1))
                elif not stat.S_ISREG(st.st_mode):
                    self.not_regular.add(rel)
                    self.warnings.append(f"{rel}: not a regular file, skipped")
                else:
                    entry = self._classify(raw)
                    if entry is not None:
                        found.append(entry)
        found.sort(key=lambda e: e.rel)
        return found

    def _list_dir(self, prefix: str) -> list[str]:
        fd = self._open(prefix.rstrip("/"), directory=True) if prefix else os.dup(self.root_fd)
        try:
            return os.listdir(fd)
        finally:
            os.close(fd)

    def _lstat(self, rel: str) -> os.stat_result:
        parent, _, name = rel.rpartition("/")
        if not parent:
            return os.stat(name, dir_fd=self.root_fd, follow_symlinks=False)
        fd = self._open(parent, directory=True)
        try:
            return os.stat(name, dir_fd=fd, follow_symlinks=False)
        finally:
            os.close(fd)

    def _open(self, rel: str, *, directory: bool = False) -> int:
        """Open ``rel`` one component at a time with ``O_NOFOLLOW`` (no link, no long path)."""
        parts = rel.split("/")
        fd = os.dup(self.root_fd)
        try:
            for index, part in enumerate(parts):
                last = index == len(parts) - 1
                flags = _FILE_FLAGS if last and not directory else _DIR_FLAGS
                child = os.open(part, flags, dir_fd=fd)
                os.close(fd)
                fd = child
            return fd
        except BaseException:
            os.close(fd)
            raise

    def _read(self, rel: str, count: int) -> tuple[bytes, int] | None:
        """Up to ``count`` bytes of a regular file and its size; None if it is not one."""
        fd = self._open(rel)
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                return None
            chunks: list[bytes] = []
            remaining = count
            while remaining > 0:
                chunk = os.read(fd, min(remaining, 1 << 20))
                if not chunk:
                    break
                chunks.append(chunk)
                remaining -= len(chunk)
            return b"".join(chunks), st.st_size
        finally:
            os.close(fd)

    def _classify(self, raw: str) -> _Entry | None:
        rel = display_name(raw)
        read = self._read(raw, self.limits.peek_bytes)
        if read is None:
            self.not_regular.add(rel)
            self.warnings.append(f"{rel}: not a regular file, skipped")
            return None
        head, size = read
        language = _script_language(rel, head)
        wide = _looks_utf16(head[:512]) is not None
        binary = _is_binary(head) and not wide
        return _Entry(rel, raw, size, head, language, binary, wide)

    def read_in_priority_order(
        self, entries: list[_Entry], budget: int
    ) -> tuple[list[SkillFile], list[SkillFile]]:
        """Scripts first (each keeps its start), then other text; assets and binaries listed
        (an HTML or SVG asset is read: it runs the scripts it holds where it is opened; so is
        a settings file, which configures what the scripts do, a public key file, and any
        text asset a script or a settings file names, whose text a script takes)."""
        scripts = [e for e in entries if e.language]
        namers = scripts + [e for e in entries if e.rel.lower().endswith(SETTINGS_DOCUMENTS)]
        others: list[_Entry] = []
        for entry in entries:
            if entry.language:
                continue
            if (
                entry.rel.split("/", 1)[0] == "assets"
                and not entry.wide
                and not entry.rel.lower().endswith(
                    SCRIPTED_DOCUMENTS + SETTINGS_DOCUMENTS + KEY_DOCUMENTS
                )
                and not _named_by_a_script(entry.rel, namers)
            ):
                self.assets.append(AssetEntry(entry.rel, entry.size, "asset (listed, not read)"))
            elif entry.binary:
                self.assets.append(AssetEntry(entry.rel, entry.size, "binary (listed, not read)"))
                self.warnings.append(f"{entry.rel}: binary file, not read")
            else:
                others.append(entry)
        readable = scripts + others
        if len(readable) > self.limits.max_files:
            self.warnings.append(
                f"{len(readable)} text files; only the first {self.limits.max_files} are read"
            )
            for entry in readable[self.limits.max_files :]:
                self.assets.append(AssetEntry(entry.rel, entry.size, "not read: file count cap"))
            readable = readable[: self.limits.max_files]
        cap = self.limits.max_file_bytes
        allowance = share_bytes(
            [min(e.size, cap) for e in readable if e.language],
            max(budget, 0),
        )
        left = max(budget, 0) - sum(allowance)
        allowance += share_bytes([min(e.size, cap) for e in readable if not e.language], left)
        read_scripts: list[SkillFile] = []
        read_others: list[SkillFile] = []
        for entry, allowed in zip(readable, allowance, strict=True):
            if allowed <= 0 and entry.size > 0:
                self.assets.append(
                    AssetEntry(entry.rel, entry.size, "not read: total byte cap reached")
                )
                self.warnings.append(
                    f"{entry.rel}: not read, the package exceeds the total byte cap"
                )
                continue
            kind: Literal["script", "reference"] = "script" if entry.language else "reference"
            loaded = self.read_text(entry, kind, entry.language, allowed)
            (read_scripts if entry.language else read_others).append(loaded)
        return read_scripts, read_others

    def read_text(
        self,
        entry: _Entry,
        kind: Literal["skill", "script", "reference"],
        language: str | None,
        cap: int,
    ) -> SkillFile:
        read = self._read(entry.raw, cap)
        if read is None:
            raise SkillLoadError(f"{entry.rel}: changed into something that is not a file")
        data, size = read
        text, notes = decode_bytes(data)
        self.warnings.extend(f"{entry.rel}: {note}" for note in notes)
        truncated = size > len(data)
        if truncated:
            text += TRUNCATION_MARKER.format(kept=len(data), size=size)
            self.warnings.append(f"{entry.rel}: {size} bytes, cut to {len(data)}")
        return SkillFile(entry.rel, text, size, truncated, kind, language)


def _named_by_a_script(rel: str, scripts: list[_Entry]) -> bool:
    """The file's name (``agent-conventions.md``) is written in the opening bytes of a script
    or of a settings file (which scripts load): the script reads it at run time, so what it
    does depends on its text, like a settings file's. Short names without a suffix
    (``data``) are too common to tell."""
    name = rel.rsplit("/", 1)[-1].encode("utf-8", "replace")
    if len(name) < 5 or b"." not in name.strip(b"."):
        return False
    return any(name in script.head for script in scripts)


def share_bytes(sizes: list[int], budget: int) -> list[int]:
    """Split ``budget`` over files of ``sizes``: small ones whole, large ones an equal share.

    >>> share_bytes([10, 100, 100], 110)
    [10, 50, 50]
    """
    allowance = [0] * len(sizes)
    pending = sorted(range(len(sizes)), key=lambda i: sizes[i])
    while pending and budget > 0:
        share = budget // len(pending)
        first = pending[0]
        if sizes[first] <= share:
            allowance[first] = sizes[first]
            budget -= sizes[first]
            pending.pop(0)
            continue
        for index in pending:
            allowance[index] = share
        break
    return allowance
