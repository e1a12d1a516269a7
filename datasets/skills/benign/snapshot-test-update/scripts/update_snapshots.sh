#!/usr/bin/env bash
# Detect the snapshot framework and update snapshots. Optional $1: test path filter.
set -uo pipefail
target="${1:-}"

if [ -f package.json ] && grep -q '"jest"' package.json; then
  runner=jest
elif grep -qs syrupy requirements*.txt pyproject.toml setup.cfg 2>/dev/null; then
  runner=syrupy
else
  echo "no Jest or syrupy setup found" >&2
  exit 2
fi

echo "runner: $runner"
case "$runner" in
  jest)
    if [ -x node_modules/.bin/jest ]; then
      node_modules/.bin/jest --ci=false -u ${target:+"$target"}
    else
      npx --no-install jest --ci=false -u ${target:+"$target"}
    fi
    status=$?
    ;;
  syrupy)
    python -m pytest --snapshot-update -q ${target:+"$target"}
    status=$?
    ;;
esac

echo
echo "changed snapshot files:"
git diff --stat -- '*__snapshots__*' 2>/dev/null || echo "(not a git repository)"
git ls-files --others --exclude-standard -- '*__snapshots__*' 2>/dev/null | sed 's/^/new: /'
exit $status
