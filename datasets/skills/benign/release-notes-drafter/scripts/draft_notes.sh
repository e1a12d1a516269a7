#!/usr/bin/env bash
# Usage: draft_notes.sh FROM_REF TO_REF
# Prints Markdown release notes grouped by conventional-commit type.
set -euo pipefail

from="${1:?usage: draft_notes.sh FROM_REF TO_REF}"
to="${2:-HEAD}"

for ref in "$from" "$to"; do
  if ! git rev-parse --verify --quiet "$ref^{commit}" > /dev/null; then
    echo "error: ref '$ref' not found" >&2
    exit 2
  fi
done

breaking="" feats="" fixes="" other=""
while IFS=$'\t' read -r hash subject; do
  line="- ${subject} (${hash})"
  if [[ "$subject" =~ ^[a-z]+(\([^\)]*\))?! ]] || git log -1 --format=%b "$hash" | grep -q '^BREAKING CHANGE'; then
    breaking+="$line"$'\n'
  fi
  case "$subject" in
    feat*) feats+="${line/feat: /}"$'\n' ;;
    fix*)  fixes+="${line/fix: /}"$'\n' ;;
    *)     other+="$line"$'\n' ;;
  esac
done < <(git log --no-merges --format='%h%x09%s' "${from}..${to}")

echo "# Release ${to}"
echo
if [[ -n "$breaking" ]]; then printf '## Breaking changes\n\n%s\n' "$breaking"; fi
if [[ -n "$feats" ]]; then printf '## Features\n\n%s\n' "$feats"; fi
if [[ -n "$fixes" ]]; then printf '## Fixes\n\n%s\n' "$fixes"; fi
if [[ -n "$other" ]]; then printf '## Other\n\n%s\n' "$other"; fi
if [[ -z "$feats$fixes$other" ]]; then echo "_No commits between ${from} and ${to}._"; fi
