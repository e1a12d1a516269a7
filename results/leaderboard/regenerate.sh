#!/usr/bin/env bash
# Regenerate results/leaderboard/ on the test split: every grader for the fast judges
# (static/rules and the four baselines answer all five), threat only for the slow judges
# (scanner/cisco answers only the threat grader; gguf/smollm2 judges a slice of threat).
#
# Usage, from the repository folder:
#   results/leaderboard/regenerate.sh            # rerun the fast judges, reuse the slow ones' logs
#   RERUN_SLOW=1 results/leaderboard/regenerate.sh   # also rerun scanner/cisco and gguf/smollm2
#   FAST_JUDGES="static/rules" results/leaderboard/regenerate.sh
#   GRADERS="threat" results/leaderboard/regenerate.sh   # only some graders for the fast judges
#   SKIP_EVAL=1 results/leaderboard/regenerate.sh    # only rebuild from existing logs
#
# The slow judges' logs are committed under results/leaderboard/eval-logs/<grader>/ (SLOW_LOGS),
# so a clean clone rebuilds the leaderboard by running only the fast judges. They are slimmed
# (slim_logs.py: no transcript, no prompt text; scores, answers, usage and timing kept).
# Needs: the project with [dev] (plus [local] for gguf/smollm2 with RERUN_SLOW=1) and, for
# RERUN_SLOW=1, Cisco's skill-scanner (pip install -e '.[scanners]' or its own environment:
# set SGB_CISCO_SKILL_SCANNER). scanner/cisco is run in batch mode: one prescan of the
# split writes a cache, the judge answers every sample from it.
# gguf/smollm2 judges a seeded slice (GGUF_LIMIT samples, default 25, --sample-shuffle SEED)
# with a 4,000-token prompt budget and no windows (SmolLM2's context is 8,192 tokens; it
# takes about 90 s per judgment on one core); GGUF_LIMIT=0 judges every sample.
set -euo pipefail
SEED="${SEED:-1}"
GRADER="${GRADER:-threat}"  # the slow judges' grader
GRADERS="${GRADERS:-threat alignment completeness relevance design}"
LOGS="${LOGS:-logs/leaderboard}"
SLOW_LOGS="${SLOW_LOGS:-results/leaderboard/eval-logs}"
OUT="${OUT:-results/leaderboard}"
GGUF_LIMIT="${GGUF_LIMIT:-25}"
FAST_JUDGES="${FAST_JUDGES:-static/rules baseline/always-pass baseline/always-fail baseline/prior baseline/surface}"

judge_dir() { echo "${1//\//-}"; }

if [[ -z "${SKIP_EVAL:-}" ]]; then
  for grader in $GRADERS; do
    for judge in $FAST_JUDGES; do
      inspect eval "tasks/$grader.py" --model "$judge" -T seed="$SEED" --seed "$SEED" \
        --log-dir "$LOGS/$grader/$(judge_dir "$judge")" --display none
    done
  done
  if [[ -n "${RERUN_SLOW:-}" ]]; then
    rm -f "$SLOW_LOGS/$GRADER"/scanner-cisco/*.eval "$SLOW_LOGS/$GRADER"/gguf-smollm2/*.eval
    cache="logs/scanner-cisco-$GRADER-test.json"
    python -m scorers.scanners.prescan cisco --grader "$GRADER" --split test --out "$cache"
    inspect eval "tasks/$GRADER.py" --model scanner/cisco -M cache="$cache" -T seed="$SEED" \
      --seed "$SEED" --log-dir "$SLOW_LOGS/$GRADER/scanner-cisco" --display none
    slice=()
    if [[ "$GGUF_LIMIT" != 0 ]]; then slice=(--sample-shuffle "$SEED" --limit "$GGUF_LIMIT"); fi
    inspect eval "tasks/$GRADER.py" --model gguf/smollm2 -T seed="$SEED" --seed "$SEED" \
      -T token_budget=4000 -T windows=false -M n_threads=1 --max-connections 1 "${slice[@]}" \
      --log-dir "$SLOW_LOGS/$GRADER/gguf-smollm2" --display none
    python results/leaderboard/slim_logs.py "$SLOW_LOGS/$GRADER"/*/*.eval
  fi
fi
sgb leaderboard "$LOGS" "$SLOW_LOGS" --out "$OUT" --seed 0 --bootstrap 1000 \
  --quiet --title "Judge leaderboard: test split" > /dev/null
