#!/usr/bin/env bash
# auto-update-service.sh — update a registry-backed Coolify service to its latest image.
#
# Pulls IMAGE; if the running container's image differs, triggers a Coolify redeploy
# (Coolify recreates the container with correct labels/networks) and waits for healthy.
# Compares image IDs, so an unchanged image causes NO redeploy (no needless restart).
#
#   --image REF        registry image, e.g. vendor/app:latest        (required)
#   --container NAME    running container name to compare against     (required)
#   --uuid UUID         Coolify service/resource uuid to redeploy     (required)
#   --timeout SECONDS   wait for healthy after redeploy (default 180)
#   --base-url URL      Coolify base (default $COOLIFY_BASE_URL or app.coolify.io)
#
# Auth: $COOLIFY_CLOUD_API_TOKEN. Source ~/.config/coolify-cloud.env before running,
# or run under a systemd unit / launchd agent that sources it (see auto-update.md).
set -euo pipefail

# TODO: implement
echo "not implemented yet"
