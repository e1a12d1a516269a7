#!/usr/bin/env bash
# deploy-compose.sh — create or update a Coolify docker-compose service via the API.
#
# The `coolify` CLI cannot create/edit services; this wraps the raw REST calls,
# base64-encodes the compose (required), and triggers instant_deploy.
#
# CREATE:  --compose FILE --name NAME --server UUID --project UUID --env UUID
# UPDATE:  --compose FILE --service UUID
#
# Auth:    $COOLIFY_CLOUD_API_TOKEN  (or --token)
# Base:    $COOLIFY_BASE_URL         (or --base-url; default https://app.coolify.io)
#
# NOTE: a 201/200 means the deploy job was QUEUED, not that the container is up.
#       Verify with verify-deploy.sh afterwards.
set -euo pipefail

# Auto-load the durable token file if present (see references/token-setup.md).
# TODO: implement
echo "not implemented yet"
