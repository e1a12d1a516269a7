#!/usr/bin/env bash
# Regenerate results/leaderboard/ for the threat grader on the test split.
#
# Usage, from the repository folder:
#   results/leaderboard/regenerate.sh            # every judge, then the leaderboard
#   JUDGES="static/rules baseline/prior" results/leaderboard/regenerate.sh
#   SKIP_EVAL=1 results/leaderboard/regenerate.sh   # only rebuild from existing logs
#
# Needs: the project with [dev,local] (gguf/smollm2) and Cisco's skill-scanner
# (pip install -e '.[scanners]' or its own environment: set SGB_CISCO_SKILL_SCANNER).
# GGUF_LIMIT (default 10) limits the local LLM to a seeded random subset of samples,
# because SmolLM2 takes 30-300 s per judgment on two shared cores; set GGUF_LIMIT=0
# to judge every sample.
set -euo pipefail
SEED="${SEED:-1}"
GRADER="${GRADER:-threat}"
LOGS="${LOGS:-logs/leaderboard}"
OUT="${OUT:-results/leaderboard}"
GGUF_LIMIT="${GGUF_LIMIT:-10}"
JUDGES="${JUDGES:-static/rules scanner/cisco baseline/always-pass baseline/always-fail baseline/prior baseline/surface gguf/smollm2}"

if [[ -z "${SKIP_EVAL:-}" ]]; then
  for judge in $JUDGES; do
    extra=()
    if [[ "$judge" == gguf/* ]]; then
      extra=(-M n_threads=1)
      if [[ "$GGUF_LIMIT" != 0 ]]; then extra+=(--sample-shuffle "$SEED" --limit "$GGUF_LIMIT"); fi
    fi
    inspect eval "tasks/$GRADER.py" --model "$judge" -T seed="$SEED" --seed "$SEED" \
      --log-dir "$LOGS/$GRADER/${judge//\//-}" --display none "${extra[@]}"
  done
fi
sgb leaderboard "$LOGS/$GRADER" --out "$OUT" --seed 0 --bootstrap 1000 --quiet \
  --title "Judge leaderboard: $GRADER grader, test split" > /dev/null
