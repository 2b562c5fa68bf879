#!/usr/bin/env bash
# Ten side-by-side runs of Tomcat against itself: the reference with primIterations=16, the candidate with 16 in
# runs 1-5 and 17 from run 6 on (PingJDBCRead does one more read per request: about 5 % more work on
# that primitive only). Each run is a duet of two launches per target.
set -euo pipefail
LAB="${LAB:-/work/lab}"
OUT="${OUT:-/work/proof/history}"
mkdir -p "$OUT"
for run in $(seq "${FIRST:-1}" "${LAST:-10}"); do
  candidate=16
  (( run >= 6 )) && candidate=17
  dir="$OUT/run-$(printf %02d "$run")"
  [[ -f "$dir/results.json" ]] && continue
  echo "== run $run: candidate primIterations=$candidate ($(date -u +%H:%M:%S))"
  "$LAB/daytrader" bench --server tomcat,tomcat \
    --jvm-opts '-Xms512m -Xmx512m -Ddaytrader.primIterations=16' \
    --jvm-opts "-Xms512m -Xmx512m -Ddaytrader.primIterations=$candidate" \
    --primitives PingServlet,PingServlet2Jsp,PingJDBCRead --server-warmup 30 \
    --users 500 --quotes 200 --profile quick --forks 2 ${HISTORY:+--history "$HISTORY"} --output "$dir" > "$OUT/run-$(printf %02d "$run").log" 2>&1
  tail -12 "$OUT/run-$(printf %02d "$run").log"
done
