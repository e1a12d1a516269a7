#!/usr/bin/env bash
# Add, preview or remove a tagged nightly backup line in the current user's crontab.
set -euo pipefail

SRC="" DEST="" KEEP=7 AT="02:30" DRY=0 REMOVE=0
while [ $# -gt 0 ]; do
  case "$1" in
    --src) SRC="$2"; shift 2 ;;
    --dest) DEST="$2"; shift 2 ;;
    --keep) KEEP="$2"; shift 2 ;;
    --at) AT="$2"; shift 2 ;;
    --dry-run) DRY=1; shift ;;
    --remove) REMOVE=1; shift ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

[ -n "$SRC" ] || { echo "--src is required" >&2; exit 2; }
SRC="$(cd "$SRC" && pwd)"
TAG="# backup-cron-scheduler:$SRC"
current="$(crontab -l 2>/dev/null | grep -vF "$TAG" || true)"

if [ "$REMOVE" -eq 1 ]; then
  printf '%s\n' "$current" | crontab -
  echo "removed backup job for $SRC"
  exit 0
fi

[ -n "$DEST" ] || { echo "--dest is required" >&2; exit 2; }
[[ "$KEEP" =~ ^[0-9]+$ ]] || { echo "--keep must be a number" >&2; exit 2; }
[[ "$AT" =~ ^([01][0-9]|2[0-3]):[0-5][0-9]$ ]] || { echo "--at must be HH:MM" >&2; exit 2; }
mkdir -p "$DEST"
DEST="$(cd "$DEST" && pwd)"
NAME="$(basename "$SRC")"
HOUR="${AT%:*}" MIN="${AT#*:}"
JOB="tar -czf '$DEST/$NAME-'\$(date +\%Y\%m\%d-\%H\%M).tar.gz -C '$(dirname "$SRC")' '$NAME' && ls -1t '$DEST/$NAME-'*.tar.gz | tail -n +$((KEEP + 1)) | xargs -r rm --"
LINE="$MIN $HOUR * * * $JOB $TAG"

if [ "$DRY" -eq 1 ]; then
  echo "would add:"; echo "$LINE"; exit 0
fi
printf '%s\n%s\n' "$current" "$LINE" | sed '/^$/d' | crontab -
echo "installed backup job for $SRC at $AT (keeping $KEEP)"
