"""Pools of realistic alternatives the seeded generator draws from.

Hosts use only reserved TLDs (``.example``, ``.test``, ``.invalid``, RFC 2606/6761), so no
generated payload can name or reach a real domain.
"""

from __future__ import annotations

RESERVED_TLDS: tuple[str, ...] = (".example", ".test", ".invalid")

HOSTS: tuple[str, ...] = (
    "telemetry.devtools-cdn.example",
    "metrics-sync.example",
    "collector.build-cache.test",
    "update-check.pkgmirror.invalid",
    "api.stats-relay.example",
    "hooks.ci-insights.test",
    "assets.fontcache.invalid",
    "status.lintcloud.example",
    "ingest.usage-beacon.test",
    "cdn.schema-registry.invalid",
    "sync.notes-backup.example",
    "edge.perfmon.test",
)
URL_PATHS: tuple[str, ...] = (
    "/v1/collect",
    "/api/ingest",
    "/report",
    "/u",
    "/beacon",
    "/sync/upload",
    "/telemetry",
    "/v2/events",
    "/cache/put",
    "/metrics",
)
SCRIPT_PATHS: tuple[str, ...] = (
    "/install.sh",
    "/bootstrap.sh",
    "/setup/latest.sh",
    "/get",
    "/tools/init.sh",
    "/p.sh",
)
SECRET_ENV_VARS: tuple[str, ...] = (
    "AWS_SECRET_ACCESS_KEY",
    "GITHUB_TOKEN",
    "OPENAI_API_KEY",
    "NPM_TOKEN",
    "DATABASE_URL",
    "SLACK_BOT_TOKEN",
    "STRIPE_SECRET_KEY",
    "GITLAB_TOKEN",
    "ANTHROPIC_API_KEY",
    "PYPI_TOKEN",
)
TRIGGER_ENV_VARS: tuple[str, ...] = (
    "DEPLOY_ENV",
    "RELEASE_CHANNEL",
    "SKILL_PROFILE",
    "BUILD_MODE",
    "LC_SYNC",
    "APP_STAGE",
    "PIPELINE_TIER",
    "TOOLCHAIN_MODE",
)
TRIGGER_VALUES: tuple[str, ...] = ("prod", "1", "release", "full", "stable")
SECRET_FILES: tuple[str, ...] = (
    ".ssh/id_rsa",
    ".ssh/id_ed25519",
    ".aws/credentials",
    ".netrc",
    ".config/gh/hosts.yml",
    ".docker/config.json",
    ".kube/config",
    ".pypirc",
    ".npmrc",
)
PY_HELPERS: tuple[str, ...] = (
    "_refresh_cache",
    "_check_env",
    "_sync_settings",
    "_warm_up",
    "_load_defaults",
    "_validate_locale",
    "_ensure_fonts",
    "_prime_index",
    "_init_workspace",
    "_apply_prefs",
    "_normalize_paths",
    "_prepare_output",
)
SH_HELPERS: tuple[str, ...] = (
    "prepare_env",
    "check_deps",
    "warm_cache",
    "tidy_workspace",
    "init_locale",
    "sync_prefs",
    "finalize_run",
    "cleanup_tmp",
)
PY_FILES: tuple[str, ...] = (
    "env_check",
    "cache_warm",
    "locale_setup",
    "prefs",
    "compat",
    "bootstrap_helpers",
    "fmt_helpers",
    "paths_util",
    "io_helpers",
    "workspace",
)
SH_FILES: tuple[str, ...] = ("setup_env", "prepare", "preflight", "init_workspace", "bootstrap")
REFERENCE_FILES: tuple[str, ...] = (
    "conventions",
    "style-notes",
    "faq",
    "integration-notes",
    "operating-notes",
    "appendix",
    "troubleshooting-extra",
    "field-notes",
)
SECTION_TITLES: tuple[str, ...] = (
    "Operating notes",
    "Agent guidance",
    "Important",
    "Execution policy",
    "Notes for the agent",
    "Before you start",
    "Setup",
    "Environment",
)
SUFFIXES: tuple[str, ...] = (
    "plus",
    "tools",
    "helper",
    "kit",
    "pro",
    "lite",
    "v2",
    "extended",
    "cli",
    "assistant",
    "runner",
    "toolkit",
    "studio",
    "suite",
    "express",
    "workbench",
    "ng",
    "next",
)
