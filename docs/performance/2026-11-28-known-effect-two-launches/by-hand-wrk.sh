#!/bin/bash
# The known effect checked by hand, without the lab's measuring: PingServlet2JNDI and PingServlet2Include with
# primIterations 1 and 4 on two Open Liberty servers started by `daytrader serve`, the servers on CPU 0, wrk
# (Debian's package) on CPU 1, six interleaved 10-s windows per primitive in alternating order after 30 s of
# warm-up each. Prints per round each side's req/s and server CPU ms per request (from /proc/PID/stat).
set -u
cd "$(dirname "$0")/../../.."  # the checkout
export DAYTRADER_ADMIN_PASSWORD=admin
taskset -c 0 ./daytrader serve --server liberty --port 9080 --users 500 --quotes 200 > /tmp/wrk-a.log 2>&1 &
A=$!
taskset -c 0 ./daytrader serve --server liberty --port 9180 --users 500 --quotes 200 --jvm-opts "-Xms1g -Xmx1g -XX:+UseG1GC -Ddaytrader.primIterations=4" > /tmp/wrk-b.log 2>&1 &
B=$!
for p in 9080 9180; do
  for i in $(seq 1 120); do curl -sf -o /dev/null http://127.0.0.1:$p/daytrader/servlet/PingServlet2JNDI && break; sleep 2; done
done
curl -s http://127.0.0.1:9080/daytrader/servlet/PingServlet2JNDI | grep -o "JNDI[^<]*times" | head -1
curl -s http://127.0.0.1:9180/daytrader/servlet/PingServlet2JNDI | grep -o "JNDI[^<]*times" | head -1
cpu() { awk '{print $14+$15}' /proc/$1/stat; }
PA=$(ss -ltnp "sport = :9080" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
PB=$(ss -ltnp "sport = :9180" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
echo "server pids $PA $PB"
for path in PingServlet2JNDI PingServlet2Include; do
for p in 9080 9180; do taskset -c 1 wrk -t1 -c16 -d30s http://127.0.0.1:$p/daytrader/servlet/$path > /dev/null; done
done
window() { # port pid -> "req/s cpu_ms_per_req"
  c0=$(cpu $2); out=$(taskset -c 1 wrk -t1 -c16 -d10s http://127.0.0.1:$1/daytrader/servlet/$path); c1=$(cpu $2)
  reqs=$(echo "$out" | awk '/requests in/{print $1}'); rps=$(echo "$out" | awk '/Requests\/sec/{print $2}')
  echo "$rps $(echo "($c1-$c0)*10/$reqs" | bc -l)"
}
for path in PingServlet2JNDI PingServlet2Include; do
echo "== $path"
for r in 1 2 3 4 5 6; do
  if [ $((r % 2)) = 1 ]; then a=$(window 9080 $PA); b=$(window 9180 $PB); else b=$(window 9180 $PB); a=$(window 9080 $PA); fi
  echo "round $r primIterations=1: $a  primIterations=4: $b"
done
done
kill $A $B; wait
