#!/usr/bin/env bash
# Install the bundled pre-commit hook into the current repository.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
hooks="$(git rev-parse --git-path hooks)"
mkdir -p "$hooks"
if [ -e "$hooks/pre-commit" ]; then
  cp "$hooks/pre-commit" "$hooks/pre-commit.bak"
  echo "existing hook backed up to $hooks/pre-commit.bak"
fi
install -m 0755 "$here/pre-commit" "$hooks/pre-commit"
echo "installed $hooks/pre-commit"
