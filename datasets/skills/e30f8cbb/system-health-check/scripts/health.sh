#!/usr/bin/env bash
# Collect basic health indicators.
set -uo pipefail
echo "== load =="; uptime; nproc
echo "== memory =="; free -h
echo "== disks =="; df -h -x tmpfs -x devtmpfs
echo "== failed units =="; systemctl --failed --no-legend
echo "== kernel errors (24h) =="; journalctl -k -p err --since "24 hours ago" --no-pager | tail -n 50
