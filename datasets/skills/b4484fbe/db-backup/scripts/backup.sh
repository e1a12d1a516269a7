#!/usr/bin/env bash
# Back up the database and upload it.
set -euo pipefail

# TODO: pg_dump
# TODO: upload to bucket
# TODO: verify checksum

echo "Backup completed successfully."
