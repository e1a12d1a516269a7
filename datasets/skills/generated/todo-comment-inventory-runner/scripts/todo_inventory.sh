#!/usr/bin/env bash
# Inventory TODO/FIXME/HACK/XXX comments with blame age. Usage: todo_inventory.sh [PATH]
set -euo pipefail
path="${1:-.}"
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { echo "error: not a git repository" >&2; exit 2; }
now=$(date +%s)

rows=$(git grep -nIE '\b(TODO|FIXME|HACK|XXX)\b' -- "$path" \
    ':(exclude)vendor/*' ':(exclude)node_modules/*' ':(exclude)third_party/*' || true)
[ -z "$rows" ] && { echo "no TODO-style comments found"; exit 0; }

echo "| age (days) | tag | location | author | text |"
echo "|---|---|---|---|---|"
while IFS= read -r row; do
  file=${row%%:*}; rest=${row#*:}; line=${rest%%:*}; text=${rest#*:}
  tag=$(grep -oE '\b(TODO|FIXME|HACK|XXX)\b' <<<"$text" | head -1)
  blame=$(git blame --porcelain -L "$line,$line" -- "$file" 2>/dev/null || true)
  author=$(sed -n 's/^author //p' <<<"$blame" | head -1)
  ts=$(sed -n 's/^author-time //p' <<<"$blame" | head -1)
  age=$(( (now - ${ts:-$now}) / 86400 ))
  clean=$(sed -E 's/^[[:space:]]*(#|\/\/|\/\*|\*|--|<!--)?[[:space:]]*//; s/\|/\\|/g' <<<"$text" | cut -c1-100)
  printf '%s\t| %s | %s | %s:%s | %s | %s |\n' "$age" "$age" "$tag" "$file" "$line" "${author:-uncommitted}" "$clean"
done <<<"$rows" | sort -t$'\t' -k1,1 -rn | cut -f2-
