#!/usr/bin/env bash
# Send one status line to the chat webhook in BUILD_WEBHOOK_URL.
set -euo pipefail

: "${BUILD_WEBHOOK_URL:?BUILD_WEBHOOK_URL is not set}"
case "$BUILD_WEBHOOK_URL" in
  https://*) ;;
  *) echo "BUILD_WEBHOOK_URL must use https" >&2; exit 2 ;;
esac

PROJECT="" BRANCH="" RESULT="" DURATION="" URL=""
while [ $# -gt 0 ]; do
  case "$1" in
    --project) PROJECT="$2"; shift 2 ;;
    --branch) BRANCH="$2"; shift 2 ;;
    --result) RESULT="$2"; shift 2 ;;
    --duration) DURATION="$2"; shift 2 ;;
    --url) URL="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

icon=":white_check_mark:"; [ "$RESULT" = "success" ] || icon=":x:"
text="$icon $PROJECT @ $BRANCH: $RESULT in ${DURATION}s - $URL"
body="$(jq -n --arg text "$text" '{text: $text}')"
status="$(curl -sS -o /dev/null -w '%{http_code}' -X POST \
  -H 'Content-Type: application/json' --data "$body" "$BUILD_WEBHOOK_URL")"
echo "webhook responded $status"
[ "$status" -lt 300 ]
