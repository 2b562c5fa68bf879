#!/usr/bin/env bash
# Ten side-by-side runs of Tomcat against itself, kept in one history. The reference looks the data source up
# 16 times per PingServlet2JNDI request; the candidate 16 times in runs 1-5 and 19 from run 6 on: about 5 % more
# server CPU per request on that workload only (16 -> 18 cost 3.3 % in a calibration run). PingServlet and
# PingSession1 do not read primIterations. Two launches per target, windows until +-1 % or 16 per workload.
set -euo pipefail
LAB="${LAB:-/work/lab}"
OUT="${OUT:-/work/proof/attempt-3}"
HISTORY="${HISTORY:-$OUT/history}"
for run in $(seq "${FIRST:-1}" "${LAST:-10}"); do
  candidate=16
  (( run >= 6 )) && candidate=19
  name="run-$(printf %02d "$run")"
  [[ -f "$OUT/$name/results.json" ]] && continue
  echo "== run $run: candidate primIterations=$candidate ($(date -u +%H:%M:%S))"
  "$LAB/daytrader" bench --server tomcat,tomcat \
    --jvm-opts '-Ddaytrader.primIterations=16' --jvm-opts "-Ddaytrader.primIterations=$candidate" \
    --primitives PingServlet,PingSession1,PingServlet2JNDI --server-warmup 30 --precision 1 --max-rounds 16 \
    --users 500 --quotes 200 --forks 2 --history "$HISTORY" --output "$OUT/$name" > "$OUT/$name.log" 2>&1
  grep -E "^tomcat:11.0.24 #2 against|^History" "$OUT/$name.log" || true
done
