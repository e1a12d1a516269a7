#!/usr/bin/env bash
# Grep-based Dockerfile hardening checks. Usage: dockerfile_lint.sh Dockerfile [...]
set -uo pipefail
[ $# -eq 0 ] && set -- Dockerfile
for f in "$@"; do
  [ -f "$f" ] || { echo "ERROR $f not found" >&2; exit 2; }
done
warn() { echo "WARN $1 $2"; }

report=$(for f in "$@"; do
  while IFS=: read -r n line; do
    img=$(awk '{print $2}' <<<"$line")
    case "$img" in
      scratch|*@sha256:*) ;;
      *:latest) warn "$f:$n" "base image uses :latest ($img)";;
      *:*) ;;
      *) grep -qiE "^FROM .* AS $img\$" "$f" || warn "$f:$n" "base image has no tag ($img)";;
    esac
  done < <(grep -niE '^FROM ' "$f")

  last_user=$(grep -iE '^USER ' "$f" | tail -1 | awk '{print $2}')
  if [ -z "$last_user" ]; then warn "$f" "no USER instruction: runs as root"
  elif [ "$last_user" = "root" ] || [ "$last_user" = "0" ]; then warn "$f" "final USER is root"; fi

  grep -niE '^ADD +https?://' "$f" | while IFS=: read -r n _; do
    echo "WARN $f:$n ADD from URL: use COPY or curl with checksum"; done
  grep -niE '(curl|wget)[^|]*\|[[:space:]]*(ba)?sh' "$f" | while IFS=: read -r n _; do
    echo "WARN $f:$n download piped into shell"; done
  grep -niE 'apt-get install' "$f" | grep -v -- '--no-install-recommends' | while IFS=: read -r n _; do
    echo "WARN $f:$n apt-get install without --no-install-recommends"; done
  if grep -qi 'apt-get install' "$f" && ! grep -q 'rm -rf /var/lib/apt/lists' "$f"; then
    warn "$f" "apt lists not cleaned (rm -rf /var/lib/apt/lists/*)"; fi
  grep -niE '^(ARG|ENV) +[A-Z_]*(PASSWORD|TOKEN|SECRET|_KEY|APIKEY)' "$f" | while IFS=: read -r n _; do
    echo "WARN $f:$n secret-like build arg/env: use --mount=type=secret"; done
  grep -nE 'chmod +(-R +)?777' "$f" | while IFS=: read -r n _; do
    echo "WARN $f:$n chmod 777"; done
  grep -qiE '^HEALTHCHECK ' "$f" || warn "$f" "no HEALTHCHECK"
  grep -nE 'install[^&]*\bsudo\b' "$f" | while IFS=: read -r n _; do
    echo "WARN $f:$n sudo installed in image"; done
done)
[ -n "$report" ] && echo "$report"
grep -q '^WARN' <<<"$report" && exit 1
echo "no issues found"
exit 0
