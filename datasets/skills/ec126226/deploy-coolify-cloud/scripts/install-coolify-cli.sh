#!/usr/bin/env bash
# install-coolify-cli.sh — install the `coolify` CLI to ~/.local/bin.
#
# The CLI is optional for this skill (deploys go through the API), but it's the
# easiest way to read status/logs and verify a context: `coolify resource list`,
# `coolify context verify`.
#
# Usage: install-coolify-cli.sh [version]     # default 1.0.3
set -euo pipefail

# TODO: implement
echo "not implemented yet"
