#!/usr/bin/env bash
# verify-deploy.sh — prove a Coolify deploy actually ran (not just got queued).
#
# Polls the resource until Coolify reports running:healthy (or times out), then
# optionally probes an endpoint for a 2xx. A create/deploy API 201 does NOT mean
# the container is up — this closes that gap.
#
# Usage: verify-deploy.sh --uuid RESOURCE_UUID [--url URL] [--header 'K: V']...
#                         [--timeout SECONDS] [--token TOKEN] [--base-url URL]
#
# Auth: $COOLIFY_CLOUD_API_TOKEN (or --token)   Base: $COOLIFY_BASE_URL (default app.coolify.io)
set -euo pipefail

# TODO: implement
echo "not implemented yet"
