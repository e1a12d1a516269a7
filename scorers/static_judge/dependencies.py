"""Typosquatted and confused dependencies in requirement files and install commands.

A name one or two edits away from a popular package (``reqeusts``, ``python-dateutils``)
installs whatever its squatter uploaded; an ``--index-url``/``--extra-index-url`` to a
host other than the official index (or an npm ``--registry``) lets a private or hostile
index supply any package (dependency confusion); an archive or ``git+`` URL on a host that
is neither the official registry nor a public code host installs whatever that host serves,
with no registry record of who published it. The popular names are data kept here, not
fetched.

>>> typo_target("reqeusts", PYPI_POPULAR)
'requests'
>>> typo_target("requests", PYPI_POPULAR) is None
True
>>> typo_target("psycopg", PYPI_POPULAR) is None
True
>>> typo_target("authlib", PYPI_POPULAR) is None
True
>>> typo_target("python-evtx", PYPI_POPULAR) is None
True
"""

from __future__ import annotations

import functools
import json
import os
import re
import tomllib
from collections.abc import Sequence

from .findings import ThreatFinding, line_finding
from .literal_scan import fold, line_index

PYPI_POPULAR = frozenset(
    [
        "requests",
        "urllib3",
        "numpy",
        "pandas",
        "boto3",
        "botocore",
        "setuptools",
        "certifi",
        "idna",
        "charset-normalizer",
        "python-dateutil",
        "pyyaml",
        "typing-extensions",
        "six",
        "cryptography",
        "packaging",
        "pip",
        "wheel",
        "attrs",
        "jinja2",
        "markupsafe",
        "click",
        "pydantic",
        "protobuf",
        "pytest",
        "matplotlib",
        "scipy",
        "pillow",
        "sqlalchemy",
        "beautifulsoup4",
        "lxml",
        "aiohttp",
        "psutil",
        "colorama",
        "openai",
        "anthropic",
        "tqdm",
        "flask",
        "django",
        "fastapi",
        "uvicorn",
        "httpx",
        "scikit-learn",
        "tensorflow",
        "torch",
        "transformers",
        "pyjwt",
        "paramiko",
        "docker",
        "redis",
        "pymongo",
        "psycopg2",
        "psycopg2-binary",
        "selenium",
        "playwright",
        "openpyxl",
        "xlrd",
        "python-docx",
        "python-pptx",
        "pypdf",
        "pypdf2",
        "reportlab",
        "markdown",
        "rich",
        "typer",
        "httplib2",
        "google-auth",
        "google-api-python-client",
        "websocket-client",
        "websockets",
        "pyopenssl",
        "jsonschema",
        "toml",
        "tomli",
        "pytz",
        "tzdata",
        "simplejson",
        "ujson",
        "orjson",
        "gunicorn",
        "celery",
        "keras",
        "opencv-python",
        "nltk",
        "spacy",
        "langchain",
        "tiktoken",
        "huggingface-hub",
        "datasets",
        "seaborn",
        "plotly",
        "dash",
        "streamlit",
        "gradio",
        "black",
        "ruff",
        "mypy",
        "flake8",
        "pylint",
        "isort",
        "coverage",
        "tox",
        "virtualenv",
        "poetry",
        "pipenv",
        "twine",
        "python-dotenv",
        "dotenv",
        "loguru",
        "tenacity",
        "backoff",
        "pexpect",
        "sh",
        "fabric",
        "ansible",
        "pycparser",
        "cffi",
        "pyasn1",
        "rsa",
        "oauthlib",
        "requests-oauthlib",
        "azure-core",
        "azure-identity",
        "google-cloud-storage",
        "mcp",
        "fastmcp",
        "markdownify",
        "pymupdf",
        "pdfplumber",
        "pytesseract",
        "yt-dlp",
        "ffmpeg-python",
        "discord",
        "slack-sdk",
        "tweepy",
        "stripe",
        "twilio",
        "sendgrid",
    ]
)
"""Widely installed PyPI projects (normalised names)."""

NPM_POPULAR = frozenset(
    [
        "react",
        "react-dom",
        "lodash",
        "express",
        "axios",
        "chalk",
        "commander",
        "debug",
        "moment",
        "request",
        "typescript",
        "webpack",
        "babel-core",
        "eslint",
        "prettier",
        "jest",
        "mocha",
        "vue",
        "angular",
        "next",
        "nuxt",
        "svelte",
        "vite",
        "rollup",
        "dotenv",
        "uuid",
        "yargs",
        "inquirer",
        "ora",
        "glob",
        "rimraf",
        "mkdirp",
        "fs-extra",
        "semver",
        "minimist",
        "async",
        "bluebird",
        "underscore",
        "jquery",
        "body-parser",
        "cors",
        "cookie-parser",
        "jsonwebtoken",
        "bcrypt",
        "mongoose",
        "mysql",
        "mysql2",
        "pg",
        "redis",
        "ws",
        "socket.io",
        "node-fetch",
        "cross-env",
        "nodemon",
        "ts-node",
        "tslib",
        "rxjs",
        "zod",
        "puppeteer",
        "playwright",
        "cheerio",
        "marked",
        "markdown-it",
        "sharp",
        "colors",
        "classnames",
        "dayjs",
        "date-fns",
        "luxon",
        "openai",
        "@anthropic-ai/sdk",
        "@modelcontextprotocol/sdk",
        "esbuild",
        "tailwindcss",
        "postcss",
        "autoprefixer",
        "sass",
        "less",
        "husky",
        "lint-staged",
        "concurrently",
        "execa",
        "shelljs",
        "got",
        "superagent",
        "form-data",
        "qs",
        "validator",
        "nanoid",
        "electron",
        "discord.js",
        "twilio",
        "stripe",
    ]
)
"""Widely installed npm packages."""
POPULAR_NEAR_NAMES = frozenset(
    [
        # PyPI
        "authlib",
        "cattrs",
        "psycopg-binary",
        "ijson",
        "hjson",
        "scapy",
        "pyaml",
        "pymupdfb",
        "niquests",
        "fastai",
        "gsutil",
        # npm
        "gaxios",
        "color",
        "colord",
        "commondir",
        "enquirer",
        "preact",
        "crypt",
        "dargs",
        "mquery",
        "react-dnd",
        "tslint",
        "mssql",
        "node-watch",
    ]
)
"""Packages among the most downloaded in their own right whose names sit an edit away from
another popular name (``authlib`` and ``oauthlib``, ``preact`` and ``react``): installing
one is not a typo of the other."""
_ANY_POPULAR = PYPI_POPULAR | NPM_POPULAR | POPULAR_NEAR_NAMES

_PIP_INSTALL = re.compile(
    r"\b(?:(?:pip3?|pipx|uv\s+pip|uv\s+tool|python3?\s+-m\s+pip)\s+install|(?:uv|poetry|pdm|rye)\s+add)"
    r"\s+([^\n;&|#]+)",
    re.I,
)
_NPM_INSTALL = re.compile(
    r"\b(?:npm\s+(?:install|i|add)|(?:yarn|pnpm|bun)\s+add)\s+([^\n;&|#]+)", re.I
)
_PIP_RUN = re.compile(r"\b(?:uvx|pipx\s+run)\s+(?:-[\w-]+\s+)*([^\s`'\";&|#]+)", re.I)
_NPM_RUN = re.compile(r"\b(?:npx|bunx|(?:pnpm|yarn)\s+dlx)\s+(?:-[\w-]+\s+)*([^\s`'\";&|#]+)", re.I)
"""A one-off run of a registry package: the first word names the package, the rest are the
program's own arguments."""
_INDEX = re.compile(
    r"--(?:extra-)?index-url[=\s]+['\"]?(https?://[^\s'\"]+)"
    # the user's pip or uv configuration, or the environment every later install reads
    r"|\bpip3?\s+config\s+(?:--\w+\s+)*set\s+(?:global|user|install)\.(?:extra-)?index-url"
    r"[=\s]+['\"]?(https?://[^\s'\"]+)"
    r"|\b(?:PIP_(?:EXTRA_)?INDEX_URL|UV_(?:EXTRA_)?INDEX_URL|UV_DEFAULT_INDEX)=['\"]?(https?://[^\s'\"]+)",
    re.I,
)
_PUBLIC_MIRRORS = (
    "tsinghua.edu.cn", "mirrors.aliyun.com", "ustc.edu.cn", "pypi.douban.com",
    "mirrors.cloud.tencent.com", "repo.huaweicloud.com", "mirror.baidu.com", "bfsu.edu.cn",
    "sjtu.edu.cn", "nju.edu.cn", "npmmirror.com", "registry.npm.taobao.org",
)  # fmt: skip
"""Well-known public mirrors of PyPI and npm (universities' and clouds')."""
_OFFICIAL_INDEXES = (
    "pypi.org", "files.pythonhosted.org", "download.pytorch.org", *_PUBLIC_MIRRORS,
)  # fmt: skip
_REGISTRY = re.compile(
    r"\b(?:npx|bunx|(?:npm|yarn|pnpm|bun)\s+(?:install|i|add|ci|exec|dlx|x))\b[^\n]*?"
    r"--registry[=\s]+['\"]?(https?://[^\s'\"]+)"
    # the user's npm configuration, or the environment every later install reads
    r"|\b(?:npm|yarn|pnpm)\s+config\s+set\s+(?:registry|npmRegistryServer)[=\s]+['\"]?"
    r"(https?://[^\s'\"]+)"
    r"|\b(?:npm_config_registry|NPM_CONFIG_REGISTRY|YARN_NPM_REGISTRY_SERVER)=['\"]?"
    r"(https?://[^\s'\"]+)",
    re.I,
)
"""An install or a one-off run through an npm registry given on the command line (publishing
to one is not installing from it)."""
_OFFICIAL_REGISTRIES = (
    "registry.npmjs.org", "registry.yarnpkg.com", "npm.pkg.github.com", *_PUBLIC_MIRRORS,
)  # fmt: skip
CODE_HOSTS = (
    "github.com",
    "githubusercontent.com",
    "gitlab.com",
    "bitbucket.org",
    "codeberg.org",
    "sr.ht",
    "huggingface.co",
    "pypi.org",
    "pythonhosted.org",
    "download.pytorch.org",
    "registry.npmjs.org",
)
"""Hosts whose archives have a public owner and history: an install from them is traceable."""
_ARCHIVE = re.compile(r"\.(?:whl|tar\.gz|tgz|zip|tar\.bz2|egg)(?:[#?].*)?$", re.I)
_REQUIREMENT = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*(?:[<>=!~;@]|$)")


def _normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name.lower())


def _distance(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance (adjacent swaps count one), stopping past ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                current[j] = min(current[j], previous2[j - 2] + 1)
        if min(current) > limit:
            return limit + 1
        previous2, previous = previous, current
    return previous[-1]


@functools.cache
def _in_order(popular: frozenset[str]) -> tuple[str, ...]:
    """``sorted(popular)``, once per name list."""
    return tuple(sorted(popular))


def typo_target(name: str, popular: frozenset[str]) -> str | None:
    """The popular package ``name`` imitates, or None (exact names and short names are fine)."""
    if name.startswith("@"):
        return None  # a scope belongs to its owner
    name = name.lower() if popular is NPM_POPULAR else _normalise(name)
    if len(name) < 5 or name in popular or name in _ANY_POPULAR:
        return None
    for known in _in_order(popular):
        extra = name.replace(known, "", 1) if known in name else None
        if len(known) < 5 or (extra is not None and (len(extra) >= 2 or extra.isdigit())):
            continue  # an extension of a name (``markdown2``) is a different project
        if known.startswith(name) and known[len(name) :].isdigit():
            continue  # the name without its major version (``psycopg``, ``psycopg2``)
        # two slips only in a long stretch of its own: a shared family prefix
        # (``python-evtx``, ``python-pptx``) leaves a short name that differs in earnest
        shared = os.path.commonprefix([name, known])
        own = len(name) - (shared.rfind("-") + 1)
        limit = 2 if len(name) == len(known) and own >= 8 else 1
        if _distance(name, known, limit) <= limit:
            return known
    return None


def _scope_twin(name: str, scopes: set[str]) -> str | None:
    """The package ``name`` imitates when its scope is a near-copy of another scope the same
    manifest installs from (``@docusarus/x`` beside ``@docusaurus/core``).

    >>> _scope_twin("@docusarus/plugin", {"@docusaurus", "@docusarus"})
    '@docusaurus/plugin'
    """
    if not name.startswith("@") or "/" not in name:
        return None
    scope, rest = name.split("/", 1)
    for other in sorted(scopes):
        if other != scope and len(scope) >= 6 and _distance(scope, other, 1) <= 1:
            return f"{other}/{rest}"
    return None


def _package_names(arguments: str) -> list[str]:
    """The package names an install command's ``arguments`` name. An inline code span ends
    the command (the prose after it names no package), and a name cut short before a
    placeholder (``langchain-<provider>``) is no name.

    >>> _package_names("-D vitest tsx` for the dev server")
    ['vitest', 'tsx']
    """
    names = []
    for word in arguments.split("`", 1)[0].split():
        word = word.strip("'\"").rstrip(".,;:)")
        if not word or word.startswith(("-", ".", "/", "$", "<", "{")) or "://" in word:
            continue
        match = re.match(r"(@?[A-Za-z0-9][\w./-]*?)(?:\[[^\]]*\])?(?:[<>=!~@^].*)?$", word)
        if match and not match.group(1).endswith(("-", ".", "_", "/")):
            names.append(match.group(1))
    return names


def _host(url: str) -> str:
    return re.sub(r"^(?:git\+)?[a-z]+://(?:[^@/]*@)?", "", url, flags=re.I).split("/")[0].lower()


def _untraceable_sources(arguments: str) -> list[str]:
    """Archive or ``git+`` URLs among install arguments whose host is no code host.

    >>> _untraceable_sources("https://pkgs.invalid/t-1.0.whl git+https://github.com/o/r.git")
    ['pkgs.invalid']
    """
    hosts = []
    for word in arguments.split():
        word = word.strip("'\"`")
        if "://" not in word or not (word.lower().startswith("git+") or _ARCHIVE.search(word)):
            continue
        host = _host(word)
        if host and not host.endswith(CODE_HOSTS) and not _local_or_placeholder(host):
            hosts.append(host)
    return hosts


def _local_or_placeholder(host: str) -> bool:
    """This machine, or a host the user fills in (``${REGISTRY_HOST}``, ``<your-host>``)."""
    return host.split(":")[0] in ("localhost", "127.0.0.1", "0.0.0.0") or any(
        mark in host for mark in "${<"
    )


_INDEX_HINTS = ("index-url", "index_url", "default_index", "registry")
"""Words every form :data:`_INDEX` and :data:`_REGISTRY` match holds (in folded text)."""
_CONFIGURED_INDEX = {
    "pip.conf": (re.compile(r"^\s*(?:extra-)?index-url\s*=\s*(\S+)", re.M), _OFFICIAL_INDEXES),
    "pip.ini": (re.compile(r"^\s*(?:extra-)?index-url\s*=\s*(\S+)", re.M), _OFFICIAL_INDEXES),
    "uv.toml": (
        re.compile(r"^\s*(?:extra-)?index-url\s*=\s*[\"'](\S+?)[\"']", re.M),
        _OFFICIAL_INDEXES,
    ),
    ".npmrc": (re.compile(r"^\s*(?:@[\w.-]+:)?registry\s*=\s*(\S+)", re.M), _OFFICIAL_REGISTRIES),
    ".yarnrc": (
        re.compile(r"^\s*(?:\"@[\w.-]+:registry\"|registry)\s+\"?([^\s\"]+)", re.M),
        _OFFICIAL_REGISTRIES,
    ),
    ".yarnrc.yml": (
        re.compile(r"^\s*npmRegistryServer:\s*[\"']?([^\s\"']+)", re.M),
        _OFFICIAL_REGISTRIES,
    ),
}
"""Package managers' configuration files: where the package index or registry is set, and
the official hosts of that ecosystem."""


_OFFICIAL_MAVEN = (
    "repo.maven.apache.org", "repo1.maven.org", "plugins.gradle.org", "maven.google.com",
    "dl.google.com", "oss.sonatype.org", "s01.oss.sonatype.org", "maven.pkg.jetbrains.space",
)  # fmt: skip
_INIT_SCRIPT_HOOK = re.compile(
    r"\b(?:settingsEvaluated|beforeSettings|projectsLoaded|beforeProject|allprojects)\b"
)
"""What a Gradle init script does to every build on the machine (``~/.gradle/init.d``)."""
_INIT_ONLY_HOOKS = frozenset({"settingsEvaluated", "beforeSettings"})
_INIT_PATH = re.compile(r"(?:^|[/\\])init(?:\.d)?[/\\]|(?:^|[/\\])init\.gradle(?:\.kts)?$", re.I)
_MAVEN_URL = re.compile(
    r"\bmaven\s*\{[^}\n]*?\burl\s*(?:=\s*)?(?:uri\s*)?\(?\s*(?:[\"'](?P<url>https?://[^\"'\s]+)"
    r"|(?P<name>[A-Za-z_]\w*))"
)
_GROOVY_CONSTANT = re.compile(
    r"^\s*(?:def|val|final\s+\w+|String)\s+([A-Za-z_]\w*)\s*=\s*[\"'](https?://[^\"'\s]+)", re.M
)


def _init_script_repositories(path: str, text: str) -> list[tuple[int, str]]:
    """(line, host) of each unofficial Maven repository a Gradle init script adds to every
    build: a mirror that serves any artifact name its owner chooses."""
    if not _INIT_SCRIPT_HOOK.search(text):
        return []
    if not (_INIT_PATH.search(path) or any(hook in text for hook in _INIT_ONLY_HOOKS)):
        return []
    constants = dict(_GROOVY_CONSTANT.findall(text))
    found = []
    for match in _MAVEN_URL.finditer(text):
        url = match["url"] or constants.get(match["name"] or "", "")
        host = _host(url) if url else ""
        if host and not host.endswith(_OFFICIAL_MAVEN) and not _local_or_placeholder(host):
            found.append((text.count("\n", 0, match.start()) + 1, host))
    return found


def _configured_indexes(path: str, text: str) -> list[tuple[int, str]]:
    """(line, host) of each unofficial index or registry a configuration file sets."""
    name = path.replace("\\", "/").rsplit("/", 1)[-1].lower()
    if name.endswith((".gradle", ".gradle.kts")):
        return _init_script_repositories(path, text)
    configured = _CONFIGURED_INDEX.get(name)
    if configured is None:
        return []
    pattern, official = configured
    found = []
    for match in pattern.finditer(text):
        host = _host(match.group(1))
        if host and not host.endswith(official) and not _local_or_placeholder(host):
            found.append((text.count("\n", 0, match.start()) + 1, host))
    return found


def _table(data: object, key: str) -> dict:
    """``data[key]`` when both are TOML tables, else an empty one."""
    value = data.get(key) if isinstance(data, dict) else None
    return value if isinstance(value, dict) else {}


def _entries(value: object) -> list:
    return value if isinstance(value, list) else [value]


def _pyproject(text: str) -> tuple[list[str], list[str]]:
    """The dependency names and the package index addresses a ``pyproject.toml`` declares
    (PEP 621 dependencies and optional ones; uv's, pip's, Poetry's and PDM's indexes).

    >>> _pyproject('[project]\\ndependencies = ["reqeusts>=2"]\\n'
    ...            '[tool.uv]\\nextra-index-url = ["https://m.invalid/simple"]')
    (['reqeusts'], ['https://m.invalid/simple'])
    """
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError):
        return [], []
    project = _table(data, "project")
    requirements = _entries(project.get("dependencies"))
    for extra in _table(project, "optional-dependencies").values():
        requirements += _entries(extra)
    names = [
        m.group(1) for r in requirements if isinstance(r, str) and (m := _REQUIREMENT.match(r))
    ]
    tool = _table(data, "tool")
    urls: list[object] = []
    for manager in ("uv", "pip"):
        settings = _table(tool, manager)
        urls += _entries(settings.get("index-url")) + _entries(settings.get("extra-index-url"))
    indexes = _entries(_table(tool, "uv").get("index"))
    indexes += _entries(_table(tool, "poetry").get("source"))
    indexes += _entries(_table(tool, "pdm").get("source"))
    urls += [index.get("url") for index in indexes if isinstance(index, dict)]
    return names, [u for u in urls if isinstance(u, str) and u.startswith(("http://", "https://"))]


def dependency_findings(path: str, text: str) -> list[ThreatFinding]:
    """Typosquatted names, unofficial package indexes and untraceable archive URLs."""
    lines = text.splitlines()
    hits: list[tuple[int, str, str, str]] = []  # line, name, target, ecosystem
    manifest_sources: list[tuple[int, str]] = []  # line, what a manifest installs a name from
    lower = path.lower()
    if lower.endswith("package.json"):
        try:
            data = json.loads(text)
        except ValueError:
            data = {}
        for key in ("dependencies", "devDependencies", "optionalDependencies"):
            section = data.get(key) if isinstance(data, dict) else None
            for name, spec in section.items() if isinstance(section, dict) else ():
                number = next((i for i, line in enumerate(lines, 1) if f'"{name}"' in line), 1)
                hits.append((number, name, "", "npm"))
                if isinstance(spec, str):
                    manifest_sources.append((number, spec))
    declared_indexes: list[tuple[int, str]] = []
    if lower.endswith("pyproject.toml"):
        names, urls = _pyproject(text)
        for name in names:
            number = next((i for i, line in enumerate(lines, 1) if name in line), 1)
            hits.append((number, name, "", "pypi"))
        for url in urls:
            number = next((i for i, line in enumerate(lines, 1) if url in line), 1)
            declared_indexes.append((number, _host(url)))
    is_requirements = lower.rsplit("/", 1)[-1].startswith("requirements") and lower.endswith(".txt")
    # each install pattern needs its tool's name: skip the line loop when it is absent
    # (fold maps every character the case-insensitive patterns match to ASCII lower case)
    folded = fold(text)
    pip = any(tool in folded for tool in ("pip", "uv", "poetry", "pdm", "rye"))
    npm = any(tool in folded for tool in ("npm", "npx", "yarn", "bun"))
    untraceable = [(n, h) for n, spec in manifest_sources for h in _untraceable_sources(spec)]
    if is_requirements:
        numbers: Sequence[int] = range(1, len(lines) + 1)
    else:  # a line an install command cannot match adds nothing
        installs = [
            regex
            for regex, named in (
                (_PIP_INSTALL, pip),
                (_PIP_RUN, pip),
                (_NPM_INSTALL, npm),
                (_NPM_RUN, npm),
            )
            if named
        ]
        numbers = line_index(text).candidates(installs) if installs else ()
    for number in numbers:
        line = lines[number - 1]
        if is_requirements:
            match = _REQUIREMENT.match(line)
            if match:
                hits.append((number, match.group(1), "", "pypi"))
            untraceable += [(number, h) for h in _untraceable_sources(line)]
        for match in _PIP_INSTALL.finditer(line) if pip else ():
            hits += [(number, n, "", "pypi") for n in _package_names(match.group(1))]
            untraceable += [(number, h) for h in _untraceable_sources(match.group(1))]
        for match in _NPM_INSTALL.finditer(line) if npm else ():
            hits += [(number, n, "", "npm") for n in _package_names(match.group(1))]
            untraceable += [(number, h) for h in _untraceable_sources(match.group(1))]
        for regex, ecosystem, named in ((_PIP_RUN, "pypi", pip), (_NPM_RUN, "npm", npm)):
            for match in regex.finditer(line) if named else ():
                hits += [(number, n, "", ecosystem) for n in _package_names(match.group(1))[:1]]
    findings = [
        line_finding(
            path,
            lines,
            number,
            "9.1",
            "moderate",
            f"installs a package archive straight from {host}, not from a registry or a "
            "public code host: whatever that host serves is installed",
            "dependency.untraceable-archive",
        )
        for number, host in _first_per_line(untraceable)
    ]
    scopes = {n.split("/", 1)[0] for _, n, _, _ in hits if n.startswith("@") and "/" in n}
    for number, name, _, ecosystem in hits:
        target = typo_target(name, PYPI_POPULAR if ecosystem == "pypi" else NPM_POPULAR)
        target = target or _scope_twin(name, scopes)
        if target:
            findings.append(
                line_finding(
                    path,
                    lines,
                    number,
                    "9.1",
                    "high",
                    f"installs {name!r}, a near-copy of the popular {ecosystem} package "
                    f"{target!r} (typosquatting)",
                    "dependency.typosquat",
                )
            )
    indexed = any(hint in folded for hint in _INDEX_HINTS)
    unofficial = _configured_indexes(path, text) + [
        (number, host)
        for number, host in declared_indexes
        if host and not host.endswith(_OFFICIAL_INDEXES) and not _local_or_placeholder(host)
    ]
    for number in line_index(text).candidates([_INDEX, _REGISTRY]) if indexed else ():
        line = lines[number - 1]
        for match in [*_INDEX.finditer(line), *_REGISTRY.finditer(line)]:
            host = _host(next(url for url in match.groups() if url))
            official = _OFFICIAL_INDEXES if match.re is _INDEX else _OFFICIAL_REGISTRIES
            if not host.endswith(official) and not _local_or_placeholder(host):
                unofficial.append((number, host))
    findings += [
        line_finding(
            path,
            lines,
            number,
            "9.1",
            "moderate",
            f"installs packages from an unofficial index ({host}): any package "
            "name can be served from there (dependency confusion)",
            "dependency.unofficial-index",
        )
        for number, host in sorted(set(unofficial))
    ]
    return findings


def _first_per_line(hits: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """One (line, host) per line, in line order."""
    seen: dict[int, str] = {}
    for number, host in hits:
        seen.setdefault(number, host)
    return sorted(seen.items())
