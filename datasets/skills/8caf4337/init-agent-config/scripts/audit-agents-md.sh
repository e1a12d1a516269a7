#!/bin/sh
set -eu

# TODO: implement
echo "not implemented yet"
