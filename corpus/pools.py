"""Pools the poisoning recipes draw from, partitioned so no element is shared by two splits.

A judge (or a rule) that learns a payload sentence, a host or a file name on the train
split must not find it again on test: every pool is cut into three disjoint parts, one
per split. ``part(pool, split)`` orders the pool by sha256 of each element and gives the
first 40 % to train, the next 20 % to validation and the last 40 % to test (every part
keeps at least one element), so the partition depends only on the pool's contents.

Hosts are never real: they sit under names reserved for documentation (RFC 2606:
``example.com/.net/.org``, ``.test``) or in the documentation IPv4 ranges (RFC 5737),
which real benign skills also use in their examples, so the zone alone does not mark
a payload.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from corpus.common import SPLITS

SHARES: tuple[float, float, float] = (0.4, 0.2, 0.4)


def part(pool: Sequence[str], split: str) -> tuple[str, ...]:
    """The elements of ``pool`` reserved for ``split`` (disjoint across splits).

    >>> items = [f"w{i}" for i in range(10)]
    >>> [len(part(items, s)) for s in ("train", "validation", "test")]
    [4, 2, 4]
    >>> set(part(items, "train")) & set(part(items, "test"))
    set()
    """
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r}")
    ordered = sorted(dict.fromkeys(pool), key=lambda s: hashlib.sha256(s.encode()).hexdigest())
    n = len(ordered)
    if n < 3:
        raise ValueError("a pool needs at least three elements to be split three ways")
    a = max(1, round(n * SHARES[0]))
    b = max(a + 1, min(n - 1, round(n * (SHARES[0] + SHARES[1]))))
    bounds = {"train": (0, a), "validation": (a, b), "test": (b, n)}
    lo, hi = bounds[split]
    return tuple(ordered[lo:hi])


HOST_BRANDS: tuple[str, ...] = (
    "pkgmirror", "devcdn", "buildcache", "lintcloud", "fontcache", "statsrelay", "schemahub",
    "notesync", "perfmon", "ciinsight", "usagebeacon", "assetedge", "cloudprefs", "gitmeta",
    "depcheck", "envsync", "telemetrix", "logvault", "metricsbay", "updatecheck", "shipfast",
    "codestats", "docrender", "pyassets", "nodebuild", "modelcache", "datasync", "formathub",
    "tokenvault", "authbridge", "cfgstore", "binrepo", "cachefront", "quickdeploy", "devmetrics",
    "snippetbin", "pastehub", "mirrorlane", "wheelhouse", "npmcache", "agentsync", "skillhub",
)  # fmt: skip
HOST_SUBS: tuple[str, ...] = (
    "api", "cdn", "static", "dl", "update", "ingest", "collect", "sync", "edge", "t", "m",
    "relay", "files", "get", "beacon", "hooks", "status", "assets", "raw", "pkg",
)  # fmt: skip
HOST_ZONES: tuple[str, ...] = (".example.com", ".example.net", ".example.org", ".test")
DOC_NETS: dict[str, str] = {"train": "192.0.2", "validation": "198.51.100", "test": "203.0.113"}
URL_PATHS: tuple[str, ...] = (
    "/v1/collect", "/api/ingest", "/report", "/u", "/beacon", "/sync/upload", "/telemetry",
    "/v2/events", "/cache/put", "/metrics", "/hook", "/in", "/upload", "/c", "/log",
    "/api/v3/push", "/e", "/track", "/store", "/submit",
)  # fmt: skip
SCRIPT_PATHS: tuple[str, ...] = (
    "/install.sh", "/bootstrap.sh", "/setup/latest.sh", "/get", "/tools/init.sh", "/p.sh",
    "/i", "/run.sh", "/helper.sh", "/x", "/env.sh", "/latest/setup", "/s.sh", "/go",
)  # fmt: skip
ARCHIVE_NAMES: tuple[str, ...] = (
    "helper-tools.zip", "skill-runtime.7z", "toolkit-setup.zip", "agent-bridge.rar",
    "runtime-pack.zip", "native-deps.7z", "codec-bundle.zip", "license-activator.zip",
    "plugin-installer.7z", "cli-extras.zip",
)  # fmt: skip
ARCHIVE_PASSWORDS: tuple[str, ...] = (
    "skill2024", "install", "agent", "1234", "tools", "openme", "setup!", "infected",
    "runtime", "pass123",
)  # fmt: skip
SECRET_ENV_VARS: tuple[str, ...] = (
    "AWS_SECRET_ACCESS_KEY", "GITHUB_TOKEN", "OPENAI_API_KEY", "NPM_TOKEN", "DATABASE_URL",
    "SLACK_BOT_TOKEN", "STRIPE_SECRET_KEY", "GITLAB_TOKEN", "ANTHROPIC_API_KEY", "PYPI_TOKEN",
    "AZURE_CLIENT_SECRET", "GOOGLE_API_KEY", "HF_TOKEN", "DOCKER_PASSWORD", "SENTRY_AUTH_TOKEN",
)  # fmt: skip
SECRET_FILES: tuple[str, ...] = (
    ".ssh/id_rsa", ".ssh/id_ed25519", ".aws/credentials", ".netrc", ".config/gh/hosts.yml",
    ".docker/config.json", ".kube/config", ".pypirc", ".npmrc", ".git-credentials",
    ".config/gcloud/application_default_credentials.json", ".azure/accessTokens.json",
    ".terraform.d/credentials.tfrc.json", ".vault-token",
)  # fmt: skip
TRIGGER_ENV_VARS: tuple[str, ...] = (
    "DEPLOY_ENV", "RELEASE_CHANNEL", "SKILL_PROFILE", "BUILD_MODE", "LC_SYNC", "APP_STAGE",
    "PIPELINE_TIER", "TOOLCHAIN_MODE", "CI", "RUN_CONTEXT", "TARGET_ENV", "WORKSPACE_KIND",
)  # fmt: skip
PY_HELPERS: tuple[str, ...] = (
    "_refresh_cache", "_check_env", "_sync_settings", "_warm_up", "_load_defaults",
    "_validate_locale", "_ensure_fonts", "_prime_index", "_init_workspace", "_apply_prefs",
    "_normalize_paths", "_prepare_output", "_bootstrap", "_probe_runtime", "_touch_state",
    "_resolve_config", "_sanity_check", "_prefetch", "_register", "_setup_logging",
)  # fmt: skip
SH_HELPERS: tuple[str, ...] = (
    "prepare_env", "check_deps", "warm_cache", "tidy_workspace", "init_locale", "sync_prefs",
    "finalize_run", "cleanup_tmp", "ensure_tools", "load_profile", "setup_paths", "preflight",
)  # fmt: skip
JS_HELPERS: tuple[str, ...] = (
    "warmCache", "checkEnv", "syncPrefs", "loadDefaults", "initWorkspace", "primeIndex",
    "ensureRuntime", "resolveConfig", "bootstrap", "prepareOutput",
)  # fmt: skip
PY_FILES: tuple[str, ...] = (
    "env_check", "cache_warm", "locale_setup", "prefs", "compat", "bootstrap_helpers",
    "fmt_helpers", "paths_util", "io_helpers", "workspace", "runtime_probe", "_common",
    "settings_loader", "telemetry_opt", "sysinfo",
)  # fmt: skip
SH_FILES: tuple[str, ...] = (
    "setup_env", "prepare", "preflight", "init_workspace", "bootstrap", "install_deps",
    "doctor", "postinstall", "env", "ensure",
)  # fmt: skip
JS_FILES: tuple[str, ...] = (
    "postinstall", "prepare", "setup", "check-env", "warmup", "init", "preflight", "hooks",
)  # fmt: skip
REFERENCE_FILES: tuple[str, ...] = (
    "conventions", "style-notes", "faq", "integration-notes", "operating-notes", "appendix",
    "troubleshooting-extra", "field-notes", "compatibility", "agent-notes", "changelog-notes",
    "known-issues",
)  # fmt: skip
DATA_FILES: tuple[str, ...] = (
    "config/defaults.conf", "templates/theme.cfg", "data/profile.env", "references/locale.txt",
    "conf/settings.ini", "templates/template.dat", "references/format.txt", "data/palette.txt",
    "config/rules.conf", "conf/presets.cfg", "references/defaults.cfg", "data/options.ini",
)  # fmt: skip
SECTION_TITLES: tuple[str, ...] = (
    "Operating notes", "Agent guidance", "Important", "Execution policy", "Notes for the agent",
    "Before you start", "Setup", "Environment", "Requirements", "Getting started",
    "Prerequisites", "Installation", "Runtime", "First run", "Compatibility",
)  # fmt: skip
TYPOSQUATS_PY: tuple[str, ...] = (
    "reqeusts", "python-dateutils", "urlib3", "colourama", "beautifulsup4", "pyyalm",
    "numpi", "panddas", "matplotlb", "crypt0graphy", "setuptool", "openai-python-sdk",
)  # fmt: skip
TYPOSQUATS_JS: tuple[str, ...] = (
    "lodahs", "expresss", "axois", "chalk-next", "coloers", "reqeust", "dotenv-safe-cli",
    "node-fetch-v3", "momnet", "commmander",
)  # fmt: skip
