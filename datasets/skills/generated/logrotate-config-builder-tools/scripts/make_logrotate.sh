#!/usr/bin/env bash
# Print a logrotate stanza for the given log path. Writes nothing to disk.
set -euo pipefail

usage() {
  echo "usage: $0 -p PATH_GLOB [-f daily|weekly|monthly] [-k KEEP] [-o USER:GROUP] [-r RELOAD_CMD] [-s MAXSIZE]" >&2
  exit 2
}

path="" freq="daily" keep="7" owner="" reload="" maxsize=""
while getopts "p:f:k:o:r:s:h" opt; do
  case "$opt" in
    p) path="$OPTARG" ;;
    f) freq="$OPTARG" ;;
    k) keep="$OPTARG" ;;
    o) owner="$OPTARG" ;;
    r) reload="$OPTARG" ;;
    s) maxsize="$OPTARG" ;;
    *) usage ;;
  esac
done

[[ -z "$path" ]] && usage
case "$freq" in daily|weekly|monthly) ;; *) echo "bad frequency: $freq" >&2; exit 2 ;; esac
[[ "$keep" =~ ^[0-9]+$ ]] || { echo "keep must be a number" >&2; exit 2; }

echo "$path {"
echo "    $freq"
echo "    rotate $keep"
echo "    missingok"
echo "    notifempty"
echo "    compress"
echo "    delaycompress"
[[ -n "$maxsize" ]] && echo "    maxsize $maxsize"
if [[ -n "$owner" ]]; then
  user="${owner%%:*}"; group="${owner##*:}"
  echo "    su $user $group"
  echo "    create 0640 $user $group"
fi
if [[ -n "$reload" ]]; then
  echo "    sharedscripts"
  echo "    postrotate"
  echo "        $reload > /dev/null 2>&1 || true"
  echo "    endscript"
else
  echo "    copytruncate"
fi
echo "}"
