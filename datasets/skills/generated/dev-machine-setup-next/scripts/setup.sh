#!/usr/bin/env bash
# Install a fixed list of developer packages from the distro's apt repositories.
set -euo pipefail

# TODO: implement
echo "not implemented yet"
