#!/usr/bin/env bash
# Install a fixed list of developer packages from the distro's apt repositories.
set -euo pipefail

PACKAGES=(git build-essential python3-venv python3-pip nodejs npm ripgrep jq curl ca-certificates)

if ! command -v apt-get >/dev/null; then
  echo "this script supports apt-based systems only" >&2
  exit 2
fi

if [ "${1:-}" = "--dry-run" ]; then
  echo "sudo apt-get update && sudo apt-get install -y ${PACKAGES[*]}"
  exit 0
fi

sudo apt-get update
sudo apt-get install -y "${PACKAGES[@]}"
echo "installed: ${PACKAGES[*]}"
