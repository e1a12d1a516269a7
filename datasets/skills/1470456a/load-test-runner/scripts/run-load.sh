#!/usr/bin/env bash
# Rate-capped k6 run against an allowlisted host.
set -euo pipefail

URL="${1:?usage: run-load.sh URL RPS SECONDS}"
RPS="${2:-10}"
SECS="${3:-30}"
MAX_RPS=50
MAX_SECS=300

host="$(printf '%s' "$URL" | sed -E 's#^https?://([^/:]+).*#\1#')"
if ! grep -qxF "$host" loadtest.allow 2>/dev/null; then
  echo "host $host is not in loadtest.allow; refusing" >&2
  exit 2
fi
[ "$RPS" -le "$MAX_RPS" ] || { echo "rate capped at $MAX_RPS rps" >&2; RPS=$MAX_RPS; }
[ "$SECS" -le "$MAX_SECS" ] || { echo "duration capped at $MAX_SECS s" >&2; SECS=$MAX_SECS; }

script="$(mktemp "${TMPDIR:-/tmp}/k6.XXXXXX.js")"
trap 'rm -f -- "$script"' EXIT
cat > "$script" <<JS
import http from 'k6/http';
export const options = {
  scenarios: { steady: { executor: 'constant-arrival-rate', rate: $RPS, timeUnit: '1s',
    duration: '${SECS}s', preAllocatedVUs: 20, maxVUs: 50 } },
  thresholds: { http_req_duration: ['p(95)<500'], http_req_failed: ['rate<0.01'] },
};
export default function () { http.get('$URL'); }
JS
k6 run --summary-trend-stats "p(50),p(95),p(99)" "$script"
