#!/usr/bin/env bash
# Syntax-test an nginx config (if nginx is installed) and grep for common misconfigurations.
set -uo pipefail

conf="${1:-/etc/nginx/nginx.conf}"
[[ -f "$conf" ]] || { echo "error: $conf not found" >&2; exit 2; }
confdir="$(cd "$(dirname "$conf")" && pwd)"

if command -v nginx > /dev/null 2>&1; then
  echo "== nginx -t =="
  nginx -t -c "$conf" 2>&1 || echo "nginx -t FAILED (see above)"
else
  echo "== nginx not installed; skipping syntax test =="
fi

# Collect the config and its includes (one level of globbing, relative to the config dir).
files=("$conf")
while read -r pattern; do
  [[ "$pattern" = /* ]] || pattern="$confdir/$pattern"
  matched=0
  for f in $pattern; do
    [[ -f "$f" ]] && files+=("$f") && matched=1
  done
  [[ $matched -eq 0 ]] && echo "note: include '$pattern' matched no files; not checked"
done < <(grep -hE '^\s*include\s+' "$conf" | sed -E 's/^\s*include\s+([^;]+);.*/\1/' | grep -v 'mime.types')

echo "== warnings =="
text="$(cat "${files[@]}")"
g() { grep "$@" <<< "$text"; }
g -qE '^\s*server_tokens\s+off' || echo "WARN server_tokens is not off"
g -nE '^\s*ssl_protocols.*TLSv1(\.1)?(\s|;)' | sed 's/^/WARN old TLS protocol enabled: line /'
g -nE '^\s*autoindex\s+on' | sed 's/^/WARN autoindex on: line /'
g -qE '^\s*client_max_body_size' || echo "WARN client_max_body_size not set (default 1m)"
if g -qE '^\s*proxy_pass'; then
  g -qE 'proxy_set_header\s+Host' || echo "WARN proxy_pass used but Host header not set"
  g -qE 'proxy_set_header\s+X-Forwarded-For' || echo "WARN proxy_pass used but X-Forwarded-For not set"
fi
echo "checked ${#files[@]} file(s)"
