#!/usr/bin/env bash
# Check a TLS endpoint's protocols and certificate with the local openssl client.
# Usage: check_tls.sh HOST [PORT] [STARTTLS_PROTO] [SNI_NAME]
set -u
HOST="${1:-}"; PORT="${2:-443}"; STARTTLS="${3:-}"; SNI="${4:-$HOST}"
OPENSSL="${OPENSSL:-openssl}"
[ -z "$HOST" ] && { echo "usage: $0 HOST [PORT] [STARTTLS] [SNI]" >&2; exit 3; }
command -v "$OPENSSL" >/dev/null || { echo "openssl not found" >&2; exit 3; }

fails=0; warns=0
ok()   { echo "OK    $*"; }
warn() { echo "WARN  $*"; warns=$((warns+1)); }
fail() { echo "FAIL  $*"; fails=$((fails+1)); }

connect() {  # extra openssl flags as args; stdin closed so s_client exits after handshake
  local st=()
  [ -n "$STARTTLS" ] && st=(-starttls "$STARTTLS")
  timeout 10 "$OPENSSL" s_client -connect "$HOST:$PORT" -servername "$SNI" "${st[@]}" "$@" \
    </dev/null 2>&1
}

echo "target      $HOST:$PORT"
base="$(connect)"
if ! grep -q "BEGIN CERTIFICATE" <<<"$base"; then
  echo "could not connect to $HOST:$PORT" >&2; exit 3
fi

for proto in tls1 tls1_1 tls1_2 tls1_3; do
  if ! "$OPENSSL" s_client -help 2>&1 | grep -q -- "-$proto "; then
    echo "SKIP  $proto (not supported by local openssl)"; continue
  fi
  out="$(connect "-$proto")"
  if grep -q "Cipher is (NONE)\|handshake failure\|no protocols available\|wrong version" <<<"$out" \
     || ! grep -q "BEGIN CERTIFICATE" <<<"$out"; then
    case $proto in tls1|tls1_1) ok "$proto rejected";; tls1_3) warn "$proto not offered";;
      *) fail "$proto rejected";; esac
  else
    case $proto in tls1|tls1_1) fail "$proto accepted (deprecated, RFC 8996)";;
      *) ok "$proto accepted";; esac
  fi
done

verify="$(grep -m1 "Verify return code" <<<"$base" | sed 's/^ *//')"
if grep -q "(ok)" <<<"$verify"; then ok "chain verifies ($verify)"; else fail "chain: $verify"; fi

cert="$(sed -n '/BEGIN CERTIFICATE/,/END CERTIFICATE/p' <<<"$base")"
if ! "$OPENSSL" x509 -noout -checkhost "$SNI" <<<"$cert" | grep -q "does match"; then
  fail "certificate does not match host name $SNI"
fi
end="$("$OPENSSL" x509 -noout -enddate <<<"$cert" | cut -d= -f2)"
if date -d "$end" +%s >/dev/null 2>&1; then end_s=$(date -d "$end" +%s)
else end_s=$(date -j -f "%b %d %T %Y %Z" "$end" +%s); fi
days=$(( (end_s - $(date +%s)) / 86400 ))
if   [ "$days" -lt 14 ]; then fail "certificate expires $end ($days days)"
elif [ "$days" -lt 30 ]; then warn "certificate expires $end ($days days)"
else ok "certificate valid for $days more days"; fi
echo "      $("$OPENSSL" x509 -noout -subject -issuer <<<"$cert" | tr '\n' ' ')"

echo "summary: $fails FAIL, $warns WARN"
[ "$fails" -gt 0 ] && exit 2
[ "$warns" -gt 0 ] && exit 1
exit 0
