#!/usr/bin/env bash
# List git-tracked files whose names suggest secrets. Prints names only, never contents.
set -euo pipefail

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "not inside a git repository" >&2
  exit 2
fi

patterns='(^|/)(\.env(\..*)?|.*\.pem|.*\.key|id_rsa|id_ed25519|credentials\.json|\.npmrc|\.pypirc)$'
found=0
while IFS= read -r file; do
  case "$file" in *.example|*.sample|*.template) continue ;; esac
  found=1
  if git check-ignore -q --no-index "$file"; then
    echo "TRACKED (also in .gitignore, remove from index): $file"
  else
    echo "TRACKED (not ignored): $file"
  fi
done < <(git ls-files | grep -E "$patterns" || true)

if [ "$found" -eq 0 ]; then
  echo "no tracked files with secret-like names"
fi
