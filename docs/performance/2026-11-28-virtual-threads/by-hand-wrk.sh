#!/bin/bash
# The 5,000-user point checked by hand, without the lab's measuring: two Tomcats started by `daytrader serve` on
# Temurin 25, one with its 200-thread pool (threads=platform), one with a virtual thread per request, both on CPU 0;
# wrk (Debian's package) on CPU 1 holds 5,000 connections, each asking PingSleep?ms=100 and waiting 1 s after every
# answer (wrk's delay()), so about 4,500 req/s are offered. 30 s of warm-up each, then four rounds of one 20-s
# window per server in alternating order. Prints per window req/s, p50 and p99 and server CPU ms per request.
set -u
cd "$(dirname "$0")/../../.."  # the checkout
ulimit -n "$(ulimit -Hn)"
export DAYTRADER_ADMIN_PASSWORD=admin
JDK=/usr/lib/jvm/temurin-25-jdk-amd64
taskset -c 0 ./daytrader serve --server tomcat --jdk $JDK --connector threads=platform --port 9080 --users 1000 --quotes 500 > /tmp/wrk-platform.log 2>&1 &
A=$!
taskset -c 0 ./daytrader serve --server tomcat --jdk $JDK --connector threads=virtual --port 9180 --users 1000 --quotes 500 > /tmp/wrk-virtual.log 2>&1 &
B=$!
URL=/daytrader/servlet/PingSleep?ms=100
for p in 9080 9180; do
  for i in $(seq 1 150); do curl -sf -o /dev/null "http://127.0.0.1:$p$URL" && break; sleep 2; done
done
THINK=$(mktemp --suffix=.lua)
echo 'function delay() return 1000 end' > "$THINK"
cpu() { awk '{print $14+$15}' /proc/$1/stat; }
PA=$(ss -ltnp "sport = :9080" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
PB=$(ss -ltnp "sport = :9180" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
echo "server pids: platform $PA, virtual $PB"
drive() { taskset -c 1 wrk -t1 -c5000 -d"$2" --timeout 10s --latency -s "$THINK" "http://127.0.0.1:$1$URL"; }
for p in 9080 9180; do drive $p 30s > /dev/null; done
window() { # port pid -> "req/s p50 p99 cpu_ms_per_req"
  c0=$(cpu $2); out=$(drive $1 20s); c1=$(cpu $2)
  reqs=$(echo "$out" | awk '/requests in/{print $1}')
  echo "$(echo "$out" | awk '/Requests\/sec/{print $2}') req/s, p50 $(echo "$out" | awk '$1=="50%"{print $2}'), p99 $(echo "$out" | awk '$1=="99%"{print $2}'), $(echo "($c1-$c0)*10/$reqs" | bc -l | cut -c1-5) ms CPU/req, $(echo "$out" | grep -c 'Socket errors') socket-error lines"
}
for r in 1 2 3 4; do
  if [ $((r % 2)) = 1 ]; then a=$(window 9080 $PA); b=$(window 9180 $PB); else b=$(window 9180 $PB); a=$(window 9080 $PA); fi
  echo "round $r platform: $a | virtual: $b"
done
rm -f "$THINK"
kill $A $B; wait
