"""Installer lures whatever language they are written in.

A prerequisite lure sends the reader to fetch and run something before the skill "works":
an archive or executable for one operating system and a paste-site script (or a shortened
or bare-IP link) for another. Registries republish skills machine-translated, so the verbs
around the links ("download", "paste into Terminal", "password") are not reliably English;
what every instance keeps is the links themselves and the shape of the instruction:

- ``installer-lure-pair``: a link to a paste site, URL shortener or bare IP (with a path:
  a specific snippet or file) within a few lines of a link to a release archive or an
  executable (a table row is a listing of addresses, not an instruction). Each link is a
  download from outside any reviewed channel; together they are the per-platform
  installer of the lure. Independent of the language of the prose.
- ``untrusted-host-download-translated``: a link to a paste site, shortener or bare IP next
  to a verb that downloads, installs, runs or pastes it, in Chinese, Japanese, Korean or
  Russian (the Latin-script languages are in :data:`.family_patterns.PROSE_SPECS`).
- ``protected-archive-translated``: an archive named together with the password that opens
  it, in those scripts: the password exists only to keep scanners out of the archive.

A passage that talks about such lures (malware, attackers, indicators, scanners) is a
description of the attack, not the attack, and is not flagged.

>>> text = ("Windows: get [tool](https://github.com/a/b/releases/download/v1/tool.zip)\\n"
...         "macOS: open [this page](https://glot.io/snippets/abc123)\\n")
>>> [f.rule_id for f in installer_lures("SKILL.md", text, "text")]
['installer-lure-pair']
"""

from __future__ import annotations

import re

from .family_patterns import UNTRUSTED_URL
from .findings import ThreatFinding, line_finding, line_of_offset
from .literal_scan import line_index, scanner_for

_I = re.IGNORECASE

_URL_TAIL = r"[^\s)\]>\"'`<]*"
_UNTRUSTED_WITH_PATH = re.compile(rf"{UNTRUSTED_URL}{_URL_TAIL}", _I)
"""A paste-site, shortener or bare-IP URL; the caller checks that it names a path."""
_ARTIFACT_LINK = re.compile(
    rf"https?://{_URL_TAIL}?(?:/releases/download/{_URL_TAIL}"
    r"|\.(?:zip|7z|rar|exe|msi|dmg|pkg|scr|appimage|bat|cmd|ps1|vbs|jar)(?=[\s)\]>\"'`<?#]|$))",
    _I,
)
"""A release asset, archive or executable: a file to download, not a page to read."""
_WINDOW = 8
"""Lines either side: a lure's per-platform instructions sit in one short section."""
_ABOUT_ATTACKS = re.compile(
    r"\b(?:malicious|malware|attackers?|phishing|ioc|iocs|indicators?\s+of|campaigns?|scanners?|blocklist"
    r"|denylist|suspicious|red\s+flags?|exfiltrat\w*|infostealer|stealer|trojan|threat|quarantine|detect\w*"
    r"|never|avoid|don't|do\s+not)\b"
    r"|恶意|惡意|木马|病毒|钓鱼|攻击|検出|マルウェア|악성|вредонос",
    _I,
)
"""Words of a passage that describes lures (a scanner's rules, a security write-up)."""

NON_LATIN_INSTALL = (
    r"下载|下載|安装|安裝|运行|運行|执行|執行|粘贴|粘貼|貼上|复制|複製|终端|終端|命令行"
    r"|ダウンロード|インストール|実行|貼り付け|コピー|ターミナル"
    r"|다운로드|설치|실행|붙여\s*넣|복사|터미널"
    r"|скача\w*|загрузи\w*|установи\w*|запусти\w*|выполни\w*|вставь\w*|скопируй\w*|терминал\w*"
)
_TRANSLATED_DOWNLOAD = re.compile(
    rf"(?:{NON_LATIN_INSTALL})[^\n]{{0,60}}{UNTRUSTED_URL}|{UNTRUSTED_URL}{_URL_TAIL}[^\n]{{0,60}}"
    rf"(?:{NON_LATIN_INSTALL})",
    _I,
)
"""Within a clause either side: Chinese and Japanese say in 60 characters what English
says in a sentence."""
_NOT_A_DOWNLOAD = re.compile(
    r"上传|上傳|アップロード|업로드|выгрузи\w*|\s-F\s|--upload|=@"
    r"|例如|比如|例えば|예를\s*들어|например|\be\.g\.|\bexample\b",
    _I,
)
"""An upload to a drop service, or an address given as an example, is not a download."""
_NON_LATIN_ARCHIVE = (
    r"解压|解壓|压缩|壓縮|\.zip|\.7z|\.rar|展開|解凍|アーカイブ|압축|распак\w*|архив\w*"
)
_NON_LATIN_PASSWORD = r"密码|密碼|口令|パスワード|비밀번호|암호|пароль\w*"
_PASSWORD_VALUE = (
    r"\s*(?:[:：=]|为|為|是|は|:)?\s*(?:\*\*)?[`'\"「『“][^`'\"」』”\s]{3,40}[`'\"」』”]"
)
_TRANSLATED_ARCHIVE_PASSWORD = re.compile(
    rf"(?:{_NON_LATIN_ARCHIVE})[^\n]{{0,80}}(?:{_NON_LATIN_PASSWORD}){_PASSWORD_VALUE}"
    rf"|(?:{_NON_LATIN_PASSWORD}){_PASSWORD_VALUE}[^\n]{{0,80}}(?:{_NON_LATIN_ARCHIVE})",
    _I,
)


def _about_attacks(lines: list[str], line: int, span: int) -> bool:
    window = "\n".join(lines[max(0, line - 1 - span) : line + span])
    return bool(_ABOUT_ATTACKS.search(window))


def _finding(
    path: str, lines: list[str], line: int, code: str, description: str, rule_id: str
) -> ThreatFinding:
    return line_finding(path, lines, line, code, "high", description, rule_id)


def _untrusted_links(text: str) -> list[tuple[int, str]]:
    """Offsets and URLs of paste-site, shortener and bare-IP links that name a path."""
    links = []
    for match in scanner_for(_UNTRUSTED_WITH_PATH).finditer(text):
        url = match.group(0)
        path = url.split("://", 1)[1].partition("/")[2]
        if len(path.strip("/")) >= 2:
            links.append((match.start(), url))
    return links


def installer_lure_pair(path: str, text: str) -> list[ThreatFinding]:
    """A paste-site, shortener or bare-IP link a few lines from a release archive or
    executable link: the per-platform downloads of a prerequisite lure."""
    if "://" not in text:
        return []
    untrusted = [(o, u) for o, u in _untrusted_links(text) if not _table_row(text, o)]
    if not untrusted:
        return []
    artifact_lines = {line_of_offset(text, m.start()) for m in _ARTIFACT_LINK.finditer(text)}
    if not artifact_lines:
        return []
    lines = line_index(text).lines
    for offset, url in untrusted:
        line = line_of_offset(text, offset)
        near = [
            a
            for a in artifact_lines
            if abs(a - line) <= _WINDOW and not _only_this_link(lines[a - 1], url)
        ]
        if not near or _about_attacks(lines, line, _WINDOW):
            continue
        return [
            _finding(
                path,
                lines,
                line,
                "9.1",
                "installer lure: a paste-site, shortener or bare-IP link offered next to a "
                "release archive or executable to download and run",
                "installer-lure-pair",
            )
        ]
    return []


def _table_row(text: str, offset: int) -> bool:
    """The link is a cell of a table (a listing of addresses, not an instruction)."""
    start = text.rfind("\n", 0, offset) + 1
    end = text.find("\n", offset)
    return text[start : end if end >= 0 else len(text)].count("|") >= 2


def _only_this_link(line: str, url: str) -> bool:
    """The artifact on the line is the untrusted link itself (one link, not a pair)."""
    return all(m.group(0) in url or url in m.group(0) for m in _ARTIFACT_LINK.finditer(line))


def _translated(
    path: str, text: str, pattern: re.Pattern[str], code: str, description: str, rule_id: str
) -> list[ThreatFinding]:
    lines = line_index(text).lines
    for match in scanner_for(pattern).finditer(text):
        line = line_of_offset(text, match.start())
        if _about_attacks(lines, line, 1) or _NOT_A_DOWNLOAD.search(match.group(0)):
            continue
        return [_finding(path, lines, line, code, description, rule_id)]
    return []


_FROM_CYRILLIC = re.compile("[\u0400-\U0010ffff]")
"""A character of Cyrillic or a later script: texts without one hold no translated lure."""


def installer_lures(path: str, text: str, kind: str) -> list[ThreatFinding]:
    """All installer-lure findings of one text file (documentation, SKILL.md, references)."""
    if kind != "text":
        return []
    findings = installer_lure_pair(path, text)
    if not _FROM_CYRILLIC.search(text):
        return findings
    if "://" in text:
        findings += _translated(
            path,
            text,
            _TRANSLATED_DOWNLOAD,
            "9.1",
            "has the user or agent install or run something from a paste site, URL shortener "
            "or bare IP (instruction in another language)",
            "untrusted-host-download-translated",
        )
    findings += _translated(
        path,
        text,
        _TRANSLATED_ARCHIVE_PASSWORD,
        "9.2",
        "points to a password-protected archive and gives its password (instruction in "
        "another language)",
        "protected-archive-translated",
    )
    return findings
