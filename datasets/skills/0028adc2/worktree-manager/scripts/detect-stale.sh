#!/usr/bin/env bash
# Detect stale (merged) worktrees in alpha-forge
# ADR: /docs/adr/2025-12-14-alpha-forge-worktree-management.md
#
# Usage: detect-stale.sh
# Output: List of stale worktrees (branch merged to main)

set -euo pipefail

# Dynamic worktree detection (ADR: 2025-12-29-ralph-constraint-scanning.md)
# Uses git rev-parse --git-common-dir instead of hardcoded path
# TODO: implement
echo "not implemented yet"
