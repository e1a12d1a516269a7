#!/usr/bin/env bash
# Cleanup alpha-forge worktree and optionally delete merged branch
# ADR: /docs/adr/2025-12-14-alpha-forge-worktree-management.md
#
# Usage: cleanup-worktree.sh <worktree-path> [--delete-branch]
# Example: cleanup-worktree.sh ~/eon/alpha-forge.worktree-2025-12-14-feature-name
# Example: cleanup-worktree.sh ~/eon/alpha-forge.worktree-2025-12-14-feature-name --delete-branch

set -euo pipefail

# TODO: implement
echo "not implemented yet"
