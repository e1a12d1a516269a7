#!/usr/bin/env bash
# setup-token.sh — store a Coolify Cloud API token securely and verify it.
#
# Prompts without echo (so it doesn't enter shell history), writes
# ~/.config/coolify-cloud.env with chmod 600, adds a source line to the user's
# shell rc, and verifies the token against the Coolify API.
set -euo pipefail

# TODO: implement
echo "not implemented yet"
