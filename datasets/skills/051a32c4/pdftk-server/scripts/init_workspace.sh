#!/usr/bin/env bash
# Load the defaults.
set -u

# load the shared defaults
bash "$(dirname "$0")/../references/defaults.cfg"

echo "environment ready"
