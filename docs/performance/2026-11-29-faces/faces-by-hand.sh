#!/bin/bash
# MyFaces against Mojarra by hand, both servers loaded at the same time as the lab's duet loads them, with wrk
# (Debian's package) instead of the lab's JMeter: PingFaces on Open Liberty (MyFaces) and on WildFly (Mojarra),
# each started by `daytrader serve`; the servers on CPU 0, both wrk on CPU 1, started together for every 2-s
# window. After WARMUP s of load (default 150), 12 windows; per window each side's req/s and server CPU ms per
# request (from /proc/PID/stat), and the mean log ratio WildFly/Liberty with its 95 % t interval over the windows
# (t(0.975, 11) = 2.201; one launch each: the launch-to-launch variance is not in it).
set -u
WINDOWS=12 WARMUP=${1:-150} P=/daytrader/prims/PingFaces.faces
cd "$(dirname "$0")/../../.."  # the checkout
taskset -c 0 ./daytrader serve --server liberty --port 9080 --users 500 --quotes 200 > /tmp/faces-hand-a.log 2>&1 &
A=$!
up() { for i in $(seq 1 300); do curl -sf -o /dev/null http://127.0.0.1:$1$P && return; sleep 2; done; }
up 9080  # the second serve starts once the first has built what was stale: two builds at once collide
taskset -c 0 ./daytrader serve --server wildfly --port 9180 --users 500 --quotes 200 > /tmp/faces-hand-b.log 2>&1 &
B=$!
up 9180
cpu() { awk '{print $14+$15}' /proc/$1/stat; }
PA=$(ss -ltnp "sport = :9080" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
PB=$(ss -ltnp "sport = :9180" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)
echo "server pids $PA (Liberty, MyFaces) $PB (WildFly, Mojarra); $WARMUP s of warm-up"
taskset -c 1 wrk -t1 -c16 -d${WARMUP}s http://127.0.0.1:9080$P > /dev/null &
W=$!
taskset -c 1 wrk -t1 -c16 -d${WARMUP}s http://127.0.0.1:9180$P > /dev/null
wait $W
for w in $(seq 1 "$WINDOWS"); do
  a0=$(cpu $PA); b0=$(cpu $PB)
  taskset -c 1 wrk -t1 -c16 -d2s http://127.0.0.1:9080$P > /tmp/faces-hand-wa.out &
  W=$!
  taskset -c 1 wrk -t1 -c16 -d2s http://127.0.0.1:9180$P > /tmp/faces-hand-wb.out
  wait $W
  a1=$(cpu $PA); b1=$(cpu $PB)
  ra=$(awk '/requests in/{print $1}' /tmp/faces-hand-wa.out); rb=$(awk '/requests in/{print $1}' /tmp/faces-hand-wb.out)
  echo "$w $ra $rb $((a1 - a0)) $((b1 - b0))"
done | awk '{ca = $4 * 10 / $2; cb = $5 * 10 / $3; l = log(cb / ca); lt = log($3 / $2);
    printf "window %d: Liberty %.0f req/s %.3f ms/req, WildFly %.0f req/s %.3f ms/req\n", $1, $2 / 2, ca, $3 / 2, cb;
    n++; s += l; ss += l * l; st += lt; sst += lt * lt }
  END { m = s / n; sd = sqrt((ss - n * m * m) / (n - 1)); t = 2.201; mt = st / n; sdt = sqrt((sst - n * mt * mt) / (n - 1));
    printf "WildFly against Liberty, speed by CPU per request: %+.1f %% [%+.1f, %+.1f] (sd of the log ratio %.1f %%, %d windows)\n",
      (exp(-m) - 1) * 100, (exp(-m - t * sd / sqrt(n)) - 1) * 100, (exp(-m + t * sd / sqrt(n)) - 1) * 100, sd * 100, n;
    printf "req/s: %+.1f %% [%+.1f, %+.1f] (sd %.1f %%)\n", (exp(mt) - 1) * 100,
      (exp(mt - t * sdt / sqrt(n)) - 1) * 100, (exp(mt + t * sdt / sqrt(n)) - 1) * 100, sdt * 100 }'
kill $A $B; wait
