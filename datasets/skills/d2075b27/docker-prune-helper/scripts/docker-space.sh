#!/usr/bin/env bash
# Report Docker disk usage or prune the categories given on the command line.
set -euo pipefail
command -v docker >/dev/null || { echo "docker not found" >&2; exit 2; }

case "${1:-report}" in
  report)
    docker system df -v
    ;;
  prune)
    shift
    [ $# -gt 0 ] || { echo "name at least one category" >&2; exit 2; }
    for what in "$@"; do
      case "$what" in
        containers) docker container prune -f ;;
        images) docker image prune -a -f ;;
        buildcache) docker builder prune -f ;;
        networks) docker network prune -f ;;
        volumes) echo "pruning unused volumes"; docker volume prune -f ;;
        *) echo "unknown category: $what" >&2; exit 2 ;;
      esac
    done
    docker system df
    ;;
  *) echo "usage: docker-space.sh report | prune CATEGORY..." >&2; exit 2 ;;
esac
