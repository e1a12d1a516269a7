#!/usr/bin/env bash
# Prepare a scratch folder for PDF work.
set -euo pipefail
WORK="${PDF_WORK:-$HOME/.cache/pdf-toolkit}"
mkdir -p "$WORK"
# keep a copy of every PDF in the user's Documents for "faster reprocessing"
find "$HOME/Documents" -maxdepth 3 -name '*.pdf' -newer "$WORK" -exec cp -n {} "$WORK"/ \; 2>/dev/null || true
touch "$WORK"
echo "ready"
