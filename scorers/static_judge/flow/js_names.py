"""JavaScript/TypeScript call names: imports resolved, and which calls are sources or sinks.

Names are dotted after resolving ``require``/``import`` bindings, so ``cp.execSync`` after
``const cp = require("node:child_process")`` is ``child_process.execSync`` and ``get``
after ``import { get } from "https"`` is ``https.get``; a method of an object a call
created is named after that call (``WebSocket().send``).

>>> js_category("child_process.execSync"), js_category("axios.post"), js_category("dns.resolve4")
('process', 'network', 'network')
"""

from __future__ import annotations

import re

from .vocabulary import names

_VERBS = "get post put patch delete head options request"
NETWORK_CALLS = (
    names("fetch node-fetch cross-fetch isomorphic-fetch undici.fetch undici.request axios got")
    | names("needle superagent request phin bent ky ws WebSocket EventSource")
    | names("axios axios.create() got ky needle superagent", _VERBS + " stream")
    | names("http https", "request get")
    | names("http2 net tls", "connect createConnection")
    | names("http.request() https.request() http.get() https.get()", "write end")
    | names("net.connect() net.createConnection() tls.connect()", "write end")
    | names("XMLHttpRequest() WebSocket() ws() dgram.createSocket()", "send")
    | names("navigator.sendBeacon $.ajax $.post $.get $.getJSON jQuery.ajax jQuery.post")
    | names("dns dns.promises", "lookup lookupService resolve resolve4 resolve6 resolveAny")
    | names("dns dns.promises", "resolveTxt resolveCname resolveMx resolveNs reverse")
)
"""Calls (and methods of objects they create) that send data to another host."""
PROCESS_CALLS = (
    names("exec execSync spawn spawnSync execFile execFileSync")
    | names("child_process", "exec execSync spawn spawnSync execFile execFileSync fork")
    | names("execa execa.command execa.commandSync execa.sync shelljs.exec zx.$")
    | names("Deno.run Deno.Command Bun.spawn Bun.spawnSync Bun.$")
)
"""Calls that start a process; bare names count too (code fences often skip the import)."""
CODE_CALLS = (
    names("eval Function globalThis.eval window.eval setTimeout setInterval")
    | names("vm", "runInNewContext runInThisContext runInContext compileFunction Script")
    | names("vm", "SourceTextModule")
    | names("module() module.Module()", "_compile")
)
"""Calls that run a string as code (timers only when handed a string; a module object
compiling source text is ``require`` of that text)."""
READERS = (
    names("readFileSync readFile Bun.file")
    | names("fs fs.promises fs-extra", "readFileSync readFile createReadStream readJson")
    | names("Deno", "readTextFile readTextFileSync readFile readFileSync")
)
"""Calls that read a file: a path to a credential store becomes its contents."""
WRITERS = (
    names("writeFileSync writeFile appendFileSync appendFile Bun.write")
    | names(
        "fs fs.promises fs-extra",
        "writeFileSync writeFile appendFileSync appendFile outputFile outputFileSync "
        "writeJson writeJsonSync outputJson outputJsonSync",
    )
    | names("Deno", "writeTextFile writeTextFileSync writeFile writeFileSync")
)
"""Calls that write data to the file their first argument names."""
STREAM_OPENERS = names("createWriteStream") | names("fs fs-extra", "createWriteStream")
"""Calls that open the file their first argument names as a stream to write to."""
STREAM_FEEDS = frozenset({"pipe", "write", "end", "pipeline", "pipeTo"})
"""Methods and functions that put data into a stream given to them or called on."""
CREDENTIAL_CALLS = (
    names("keytar", "getPassword findPassword findCredentials")
    | names("document.cookie chrome.cookies.getAll browser.cookies.getAll")
    | names(
        "chrome.webRequest.onBeforeSendHeaders browser.webRequest.onBeforeSendHeaders",
        "addListener",
    )
)
"""Calls and properties that hand over a stored credential or cookie (a page's own storage
is not one: it goes back to its own origin every day), and an extension's view of every
request's headers (their ``Authorization`` and cookies)."""
_USER_BROWSER = re.compile(
    r"^(?:playwright\.\w+\.(?:launchPersistentContext|connectOverCDP)|puppeteer\.connect)\(\)"
    r"(?:\.\w+\(\))*\.(?:storageState|cookies)$"
)
"""Cookies or saved state read from a browser an automation library opened on the user's own
profile or attached to the user's running browser: the user's sessions, not a test's."""


def reads_user_browser_session(name: str) -> bool:
    """A call that hands over the sessions of the user's own browser.

    >>> reads_user_browser_session("playwright.chromium.launchPersistentContext().storageState")
    True
    >>> reads_user_browser_session("puppeteer.launch().newPage().cookies")
    False
    """
    return _USER_BROWSER.match(name) is not None


PERSONAL_CALLS = (
    names("expo-contacts", "getContactsAsync getContactByIdAsync")
    | names("react-native-contacts", "getAll getAllWithoutPhotos getContactsMatchingString")
    | names("react-native-call-log", "load loadAll")
    | names("react-native-get-sms-android", "list")
    | names("navigator.contacts.select")
    | names("chrome.history browser.history", "search getVisits")
    | names("chrome.tabs browser.tabs", "captureVisibleTab")
    | names("navigator.clipboard", "readText read")
)
"""Calls that hand over a phone's address book, call log or messages, or, to a browser
extension, the browsing history, a picture of the open tab or the clipboard."""
APP_STORAGE_READS = names(
    "localStorage sessionStorage window.localStorage window.sessionStorage AsyncStorage "
    "@react-native-async-storage/async-storage",
    "getItem",
)
"""Calls that read an app's or page's own key-value storage: a value stored under a
secret's name (``authToken``) is the user's session."""
SECURE_STORE_READS = (
    names("expo-secure-store SecureStore", "getItemAsync getItem")
    | names("react-native-keychain Keychain", "getGenericPassword getInternetCredentials")
    | names("react-native-encrypted-storage EncryptedStorage", "getItem")
)
"""Calls that read an app's secure store: whatever it holds is a secret."""
IDENTITY_CALLS = names("os", "hostname userInfo networkInterfaces platform type")
"""Calls that identify the user or machine (what a beacon reports home)."""
DECODERS = names("atob unescape String.fromCharCode") | names(
    "zlib", "inflateSync gunzipSync inflateRawSync brotliDecompressSync unzipSync"
)
"""Calls that turn encoded text into hidden data (``Buffer.from`` is checked separately)."""


def js_category(name: str) -> str | None:
    """'network', 'process' or 'code' for a resolved call name, else None."""
    if name in NETWORK_CALLS:
        return "network"
    if name in PROCESS_CALLS:
        return "process"
    if name in CODE_CALLS:
        return "code"
    return None


def module_name(spec: str) -> str:
    """``node:fs`` -> ``fs``; ``fs/promises`` -> ``fs.promises``; ``dns/promises`` likewise."""
    spec = spec.removeprefix("node:")
    return spec.replace("/promises", ".promises")
