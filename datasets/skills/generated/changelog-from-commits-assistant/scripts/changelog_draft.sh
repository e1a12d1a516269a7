#!/usr/bin/env bash
# Draft a Keep a Changelog section from Conventional Commits. Read-only.
# Usage: changelog_draft.sh NEW_VERSION [FROM_TAG]
set -euo pipefail
version="${1:?usage: changelog_draft.sh NEW_VERSION [FROM_TAG]}"
from="${2:-$(git describe --tags --abbrev=0 2>/dev/null || true)}"
if [ -z "$from" ]; then
  echo "note: no tags found, using full history" >&2
  range="HEAD"
else
  range="$from..HEAD"
fi

log="$(git log --no-merges --pretty=format:'%s%x1f%b%x1e' "$range")"
if [ -z "$log" ]; then echo "no commits in range $range" >&2; exit 1; fi

echo "## [$version] - $(date +%Y-%m-%d)"
printf '%s' "$log" | awk -v RS='\x1e' -v FS='\x1f' '
  {
    sub(/^\n+/, "", $1); subj = $1; body = $2
    if (subj == "") next
    type = subj; sub(/[(:!].*/, "", type)
    text = subj; sub(/^[a-z]+(\([^)]*\))?!?: */, "", text)
    scope = ""
    if (match(subj, /^[a-z]+\([^)]*\)/)) { scope = substr(subj, RSTART, RLENGTH); sub(/^[a-z]+\(/, "", scope); sub(/\)$/, "", scope); scope = "**" scope ":** " }
    line = "- " scope text
    if (subj ~ /^[a-z]+(\([^)]*\))?!:/ || body ~ /BREAKING CHANGE/) { brk[++nb] = line }
    if (type == "feat") add[++na] = line
    else if (type == "fix") fix[++nf] = line
    else if (type == "perf" || type == "refactor") chg[++nc] = line
    else if (type ~ /^(chore|ci|test|docs|build|style)$/) next
    else oth[++no] = "- " subj
  }
  function section(title, arr, n,   i) { if (n) { print "\n### " title; for (i = 1; i <= n; i++) print arr[i] } }
  END {
    section("Breaking", brk, nb); section("Added", add, na); section("Fixed", fix, nf)
    section("Changed", chg, nc); section("Other", oth, no)
  }'
