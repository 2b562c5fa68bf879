#!/usr/bin/env bash
# The classic DayTrader 10 user plan, unchanged (Faces part enabled, as it ships), against a DayTrader that serves
# on 127.0.0.1:9080, e.g.:  taskset -c 0 ./daytrader serve --users 500 --quotes 200 --allow-negative-balance
# The plan is not in this repository: fetch jmeter_files/daytrader10.jmx of OpenLiberty/sample.daytrader10
# (commit 4686496acf06ca3dea67aeeddcc02f01668fcc35) and give its path. JMeter is the lab's
# (jmeter-plans/target/jmeter after a build), pinned to CPU 1. A warm-up run, then the measured run; prints the
# measured run's samples, errors and throughput per sampler.
#   usage: classic-plan.sh PATH/daytrader10.jmx [THREADS] [WARMUP_S] [MEASURED_S] [OUT_DIR]
set -euo pipefail
plan=$1 threads=${2:-16} warmup=${3:-120} measured=${4:-300} out=${5:-target/classic-plan}
root=$(cd "$(dirname "$0")/../../.." && pwd)
jar=$root/jmeter-plans/target/jmeter/bin/ApacheJMeter.jar
echo "7fc0bbda1c732bdefb590c335b16a6ab4264dfa124b3a4a2cfb6a882651d047a  $plan" | sha256sum -c --quiet
mkdir -p "$out"
run() {
  taskset -c 1 java -jar "$jar" -n -t "$plan" -JHOST=127.0.0.1 -JPORT=9080 -JTHREADS="$threads" -JDURATION="$2" \
    -JTOPUID=499 -JSTOCKS=199 -Jjmeter.save.saveservice.output_format=csv -l "$out/$1.jtl" -j "$out/$1.log" \
    > "$out/$1.out"
}
run warmup "$warmup"
run measured "$measured"
python3 - "$out/measured.jtl" "$measured" <<'PY'
import csv, sys, collections
rows = list(csv.DictReader(open(sys.argv[1])))
seconds = int(sys.argv[2])
count, errors = collections.Counter(), collections.Counter()
for r in rows:
    count[r['label']] += 1
    if r['success'] != 'true':
        errors[r['label']] += 1
print(f"{len(rows)} samples in {seconds} s ({len(rows) / seconds:.1f}/s), {sum(errors.values())} errors")
for label in sorted(count, key=lambda l: ('Faces' not in l, l)):
    print(f"  {label:<55} {count[label]:>7} {errors[label]:>4} errors")
PY
