#!/usr/bin/env bash
# Ten side-by-side runs of Tomcat against itself: the reference with primIterations=16, the candidate with 16 in
# runs 1-5 and 17 from run 6 on (PingJDBCRead reads one more quote per request: about 5 % more work on that
# primitive; PingServlet does not read the setting). Each run: one launch of each target, both loaded at once.
set -euo pipefail
LAB="${LAB:-/work/lab2}"
OUT="${OUT:-/work/proof/history-2}"
HISTORY="${HISTORY:-$OUT/history}"
mkdir -p "$OUT"
for run in $(seq "${FIRST:-1}" "${LAST:-10}"); do
  candidate=16
  (( run >= 6 )) && candidate=17
  dir="$OUT/run-$(printf %02d "$run")"
  [[ -f "$dir/results.json" ]] && continue
  echo "== run $run: candidate primIterations=$candidate ($(date -u +%H:%M:%S))"
  "$LAB/daytrader" bench --server tomcat,tomcat \
    --jvm-opts '-Ddaytrader.primIterations=16' --jvm-opts "-Ddaytrader.primIterations=$candidate" \
    --primitives PingServlet,PingJDBCRead --users 500 --quotes 200 --profile quick --forks 1 \
    --server-warmup 20 --run-seconds 3 --max-rounds 6 --history "$HISTORY" --output "$dir" > "$dir.log" 2>&1
  grep -E '^Ping|against|^History' "$dir.log"
done
