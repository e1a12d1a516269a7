#!/usr/bin/env bash
# Print fingerprints of public keys in ~/.ssh. Reads *.pub files only.
set -euo pipefail
shopt -s nullglob
keys=("$HOME"/.ssh/*.pub)
if [ ${#keys[@]} -eq 0 ]; then
  echo "no public keys found in ~/.ssh"
  exit 0
fi
for pub in "${keys[@]}"; do
  ssh-keygen -l -f "$pub" || echo "could not read $pub" >&2
done
