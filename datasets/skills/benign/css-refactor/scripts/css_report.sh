#!/usr/bin/env bash
# Grep-based CSS smell report. Usage: css_report.sh DIR
set -euo pipefail
dir="${1:-.}"
mapfile -t files < <(find "$dir" -type f \( -name '*.css' -o -name '*.scss' -o -name '*.less' \) \
  -not -path '*/node_modules/*' -not -name '*.min.css')
[ "${#files[@]}" -eq 0 ] && { echo "no stylesheets under $dir"; exit 1; }

echo "== !important per file =="
grep -c '!important' "${files[@]}" | awk -F: '$2 > 0' | sort -t: -k2 -rn || true

echo
echo "== selectors defined more than once =="
cat "${files[@]}" | grep -oE '^[^@/{}][^{}]*\{' | sed 's/[[:space:]]*{$//' | sed 's/^[[:space:]]*//' \
  | sort | uniq -c | awk '$1 > 1' | sort -rn | head -25

echo
echo "== repeated colour literals (>= 3 uses) =="
grep -ohiE '#[0-9a-f]{3,8}\b|rgba?\([^)]*\)' "${files[@]}" | tr 'A-F' 'a-f' | sort | uniq -c \
  | awk '$1 >= 3' | sort -rn | head -20

echo
echo "== deep selectors (4+ parts) =="
grep -nE '^[^@{}]*([^ ,{>+~]+[ >+~]+){3,}[^ ,{]+[[:space:]]*\{' "${files[@]}" | head -20 || true

echo
echo "== id selectors =="
grep -nE '(^|[ ,>+~])#[A-Za-z][A-Za-z0-9_-]*[^;]*\{' "${files[@]}" | head -20 || true
