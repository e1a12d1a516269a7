#!/usr/bin/env bash
# Create alpha-forge worktree with ADR-style naming
# ADR: /docs/adr/2025-12-14-alpha-forge-worktree-management.md
#
# Modes:
#   new    - Create new branch + worktree (atomic)
#   remote - Track remote branch in worktree
#   local  - Use existing local branch
#
# Usage:
#   New:    create-worktree.sh --mode new --slug <slug> --type <type> --base <base>
#   Remote: create-worktree.sh --mode remote --branch <remote-branch>
#   Local:  create-worktree.sh --mode local --branch <branch>
#
# Examples:
#   create-worktree.sh --mode new --slug sharpe-statistical-validation --type feat --base main
#   create-worktree.sh --mode remote --branch origin/feat/2025-12-10-existing
#   create-worktree.sh --mode local --branch feat/2025-12-15-my-feature

set -euo pipefail

# Dynamic worktree detection (ADR: 2025-12-29-ralph-constraint-scanning.md)
# Uses git rev-parse --git-common-dir instead of hardcoded path
# TODO: implement
echo "not implemented yet"
