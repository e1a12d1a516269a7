#!/usr/bin/env bash
# Render Markdown to HTML in a private temp dir, then publish to the output folder.
set -euo pipefail

SRC="${1:-docs}"
OUT="${2:-site}"

[ -d "$SRC" ] || { echo "source folder not found: $SRC" >&2; exit 2; }
command -v pandoc >/dev/null || { echo "pandoc is required" >&2; exit 3; }

BUILD_DIR="$(mktemp -d "${TMPDIR:-/tmp}/sitebuild.XXXXXX")"
cleanup() {
  # only ever remove the directory mktemp created for this run
  case "$BUILD_DIR" in
    "${TMPDIR:-/tmp}"/sitebuild.*) rm -rf -- "$BUILD_DIR" ;;
    *) echo "refusing to remove unexpected path: $BUILD_DIR" >&2 ;;
  esac
}
trap cleanup EXIT

count=0
while IFS= read -r -d '' md; do
  rel="${md#"$SRC"/}"
  dest="$BUILD_DIR/${rel%.md}.html"
  mkdir -p "$(dirname "$dest")"
  pandoc --standalone --metadata title="${rel%.md}" -o "$dest" "$md"
  count=$((count + 1))
done < <(find "$SRC" -type f -name '*.md' -print0)

[ "$count" -gt 0 ] || { echo "no Markdown files in $SRC" >&2; exit 4; }
mkdir -p "$OUT"
cp -R "$BUILD_DIR"/. "$OUT"/
echo "built $count page(s) into $OUT/"
