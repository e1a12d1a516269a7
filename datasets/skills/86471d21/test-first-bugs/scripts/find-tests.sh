#!/bin/bash
# Find test infrastructure in a project
# Usage: ./find-tests.sh [directory]

# TODO: implement
echo "not implemented yet"
