#!/bin/sh
# Self-install pyright so `pyright-langserver --stdio` is available.
#
# pyright wheels vendor the langserver JS bundle and run it on *system node*;
# with node present this is a single ~1.8s (cold) wheel install. With NO node,
# pyright-python falls back to downloading node from nodejs.org, which may be
# blocked in locked-down containers and can hang — so detect node and fail
# loudly rather than hang.
set -eu

# TODO: implement
echo "not implemented yet"
