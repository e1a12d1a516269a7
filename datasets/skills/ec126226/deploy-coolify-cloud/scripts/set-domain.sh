#!/usr/bin/env bash
# set-domain.sh — pin a custom domain (+ Let's Encrypt TLS) on a Coolify compose service.
#
# Coolify auto-assigns a *.sslip.io domain on create. This sets YOUR domain by writing
# the sub-service's fqdn via the `urls` field — the only field that works (`domains`/`fqdn`
# are rejected). Triggers a redeploy so Traefik labels + the cert request regenerate.
#
#   --service UUID   the service uuid
#   --name NAME      the compose service key (e.g. litellm, langfuse-web)
#   --url URL        full URL with scheme (https://llm.example.com)
#   --no-override    omit force_domain_override (default: send it, to reclaim the sslip domain)
#   --no-deploy      set the domain but don't redeploy (nothing routes until you do)
#
# Auth: $COOLIFY_CLOUD_API_TOKEN (or --token). Base: $COOLIFY_BASE_URL (or --base-url).
#
# DNS for URL must already resolve to the server IP, or the Let's Encrypt HTTP-01 challenge
# (port 80) fails silently and Traefik serves a default cert. See domains-and-networking.md.
set -euo pipefail

# TODO: implement
echo "not implemented yet"
