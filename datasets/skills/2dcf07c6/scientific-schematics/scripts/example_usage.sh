#!/bin/bash
# Example usage of AI-powered scientific schematic generation
# 
# Prerequisites:
# 1. Set OPENROUTER_API_KEY environment variable
# 2. Ensure Python 3.10+ is installed
# 3. Install requests: pip install requests

set -e

# TODO: implement
echo "not implemented yet"
