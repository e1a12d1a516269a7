#!/usr/bin/env bash
# Render a Helm chart twice and diff the results per resource.
set -euo pipefail

chart="" chart2="" va="" vb="" ns="default" rel="release"
while [[ $# -gt 0 ]]; do
  case "$1" in
    -c) chart="$2"; shift 2 ;;
    -c2) chart2="$2"; shift 2 ;;
    -a) va="$2"; shift 2 ;;
    -b) vb="$2"; shift 2 ;;
    -n) ns="$2"; shift 2 ;;
    -r) rel="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ -n "$chart" && -n "$va" && -n "$vb" ]] || { echo "usage: -c CHART [-c2 CHART2] -a VALUES_A -b VALUES_B [-n NS] [-r RELEASE]" >&2; exit 2; }
chart2="${chart2:-$chart}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

render() { # side chart values
  local out="$work/$1"; mkdir -p "$out"
  if ! helm template "$rel" "$2" -f "$3" --namespace "$ns" > "$work/$1.yaml" 2> "$work/$1.err"; then
    echo "render failed for side $1:" >&2; cat "$work/$1.err" >&2; exit 2
  fi
  # split into one file per Kind-name; redact Secret data values
  awk -v dir="$out" '
    /^---/ { if (buf != "") { print buf > file; close(file) } buf=""; kind=""; name=""; next }
    /^kind: / { kind=$2 }
    /^  name: / && name == "" { name=$2 }
    { if (kind == "Secret" && $0 ~ /^  [A-Za-z0-9_.-]+: /) sub(/: .*/, ": <redacted>")
      buf = buf $0 "\n"; file = dir "/" kind "-" name ".yaml" }
    END { if (buf != "") print buf > file }
  ' "$work/$1.yaml"
}

render a "$chart" "$va"
render b "$chart2" "$vb"

changed=0 added=0 removed=0 same=0
for f in $(ls "$work/a" "$work/b" | grep '\.yaml$' | sort -u); do
  if [[ ! -f "$work/a/$f" ]]; then echo "+++ added: ${f%.yaml}"; added=$((added+1))
  elif [[ ! -f "$work/b/$f" ]]; then echo "--- removed: ${f%.yaml}"; removed=$((removed+1))
  elif diff -u --label "a/${f%.yaml}" --label "b/${f%.yaml}" "$work/a/$f" "$work/b/$f"; then same=$((same+1))
  else changed=$((changed+1)); fi
done
echo "changed: $changed  added: $added  removed: $removed  unchanged: $same"
[[ $((changed+added+removed)) -eq 0 ]] && exit 0 || exit 1
