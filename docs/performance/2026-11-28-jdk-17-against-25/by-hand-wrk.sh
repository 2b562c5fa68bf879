#!/bin/bash
# The JDK comparison checked by hand, without the lab's measuring: two Open Liberty servers started by
# `daytrader serve`, one on OpenJDK 17, one on Temurin 25, both on CPU 0; wrk (Debian's package) on CPU 1, 16
# connections, PingServlet; 60 s of warm-up each, then six rounds of one 10-s window per server in alternating
# order. Prints per window req/s and server CPU ms per request (from /proc/PID/stat).
set -u
cd "$(dirname "$0")/../../.."  # the checkout
export DAYTRADER_ADMIN_PASSWORD=admin
taskset -c 0 ./daytrader serve --jdk /usr/lib/jvm/java-17-openjdk-amd64 --port 9080 --users 500 --quotes 200 > /tmp/wrk-jdk17.log 2>&1 &
A=$!
taskset -c 0 ./daytrader serve --jdk /usr/lib/jvm/temurin-25-jdk-amd64 --port 9180 --users 500 --quotes 200 > /tmp/wrk-jdk25.log 2>&1 &
B=$!
URL=/daytrader/servlet/PingServlet
for p in 9080 9180; do
  for i in $(seq 1 150); do curl -sf -o /dev/null "http://127.0.0.1:$p$URL" && break; sleep 2; done
done
cpu() { awk '{print $14+$15}' /proc/$1/stat; }
PA=$(ss -ltnp "sport = :9080" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
PB=$(ss -ltnp "sport = :9180" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
echo "server pids: JDK 17 $PA, JDK 25 $PB"
for p in 9080 9180; do taskset -c 1 wrk -t1 -c16 -d60s "http://127.0.0.1:$p$URL" > /dev/null; done
window() { # port pid -> "req/s cpu_ms_per_req"
  c0=$(cpu $2); out=$(taskset -c 1 wrk -t1 -c16 -d10s "http://127.0.0.1:$1$URL"); c1=$(cpu $2)
  reqs=$(echo "$out" | awk '/requests in/{print $1}')
  echo "$(echo "$out" | awk '/Requests\/sec/{print $2}') req/s $(echo "($c1-$c0)*10/$reqs" | bc -l | cut -c1-6) ms CPU/req"
}
for r in 1 2 3 4 5 6; do
  if [ $((r % 2)) = 1 ]; then a=$(window 9080 $PA); b=$(window 9180 $PB); else b=$(window 9180 $PB); a=$(window 9080 $PA); fi
  echo "round $r JDK 17: $a | JDK 25: $b"
done
kill $A $B; wait
