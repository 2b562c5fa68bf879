#!/usr/bin/env bash
# Six Tomcat 11.0.x releases side by side over the web primitives: the range 11.0.9..11.0.24 (11.0.9, 11.0.13,
# 11.0.14, 11.0.15, 11.0.18 and 11.0.24 on Maven Central), two launches of each, all twelve up at once, servers on
# CPU 1 and the JMeters on CPU 0; smaller heaps so that all six fit as one duet.
set -euo pipefail
LAB="${LAB:-/work/lab2}"
OUT="${OUT:-/work/proof/version-series}"
"$LAB/daytrader" bench --server tomcat:11.0.9..11.0.24 --primitives web --users 500 --quotes 200 --forks 2 --profile quick --server-warmup 30 --max-rounds 4 \
  --jvm-opts '-Xms512m -Xmx512m' --driver-jvm-opts '-Xms512m -Xmx512m' --pin 1/0 \
  --port 9280 --https-port 9480 --port-base 11100 --output "$OUT"
