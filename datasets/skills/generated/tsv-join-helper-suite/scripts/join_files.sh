#!/usr/bin/env bash
# Join two delimited files on a key column with awk. Output to stdout, counts to stderr.
set -euo pipefail

left="" right="" key="" rkey="" delim=$'\t' type="inner"
while getopts "l:r:k:K:d:t:" opt; do
  case "$opt" in
    l) left="$OPTARG" ;; r) right="$OPTARG" ;; k) key="$OPTARG" ;; K) rkey="$OPTARG" ;;
    d) delim="$OPTARG" ;; t) type="$OPTARG" ;;
    *) echo "usage: $0 -l LEFT -r RIGHT -k KEY [-K RIGHT_KEY] [-d DELIM] [-t inner|left|anti]" >&2; exit 2 ;;
  esac
done
rkey="${rkey:-$key}"
[[ -f "$left" && -f "$right" && -n "$key" ]] || { echo "error: need -l, -r (existing files) and -k" >&2; exit 2; }
case "$type" in inner|left|anti) ;; *) echo "error: bad join type $type" >&2; exit 2 ;; esac

awk -v FS="$delim" -v OFS="$delim" -v key="$key" -v rkey="$rkey" -v type="$type" '
  function trim(s) { gsub(/^[ \t]+|[ \t\r]+$/, "", s); return s }
  FNR == 1 && NR == 1 {                     # right header
    for (i = 1; i <= NF; i++) if (trim($i) == rkey) rk = i
    if (!rk) { print "error: key " rkey " not in right file" > "/dev/stderr"; exit 2 }
    rn = NF; rhead = ""
    for (i = 1; i <= NF; i++) if (i != rk) rhead = rhead OFS trim($i)
    next
  }
  NR == FNR {                               # right body -> lookup
    k = trim($rk); if (k in lookup) dup++
    rest = ""
    for (i = 1; i <= rn; i++) if (i != rk) rest = rest OFS trim($i)
    lookup[k] = rest; rrows++
    next
  }
  FNR == 1 {                                # left header
    for (i = 1; i <= NF; i++) if (trim($i) == key) lk = i
    if (!lk) { print "error: key " key " not in left file" > "/dev/stderr"; exit 2 }
    sub(/\r$/, "")
    print (type == "anti" ? $0 : $0 rhead)
    empty = ""; for (i = 1; i < rn; i++) empty = empty OFS
    next
  }
  {
    sub(/\r$/, ""); lrows++
    k = trim($lk)
    if (k in lookup) { matched++; if (type != "anti") print $0 lookup[k] }
    else { unmatched++; if (type == "left") print $0 empty; else if (type == "anti") print $0 }
  }
  END {
    printf "left rows: %d  right rows: %d  matched: %d  unmatched: %d  duplicate right keys: %d\n", \
      lrows, rrows, matched, unmatched, dup > "/dev/stderr"
  }
' "$right" "$left"
