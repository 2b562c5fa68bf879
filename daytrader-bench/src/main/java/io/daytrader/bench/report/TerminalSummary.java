package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.Locale;

/** The short summary printed at the end of a sweep. */
public final class TerminalSummary {

    private TerminalSummary() {
    }

    public static String render(BenchResults results) {
        StringBuilder text = new StringBuilder();
        for (TargetResult target : results.targets()) {
            Footprint f = target.footprint();
            text.append(String.format(Locale.ROOT, "%n%s  startup %s, deploy %s, download %s, disk %s, live heap %s%n",
                    target.name(), Format.seconds(f.startupSeconds()), Format.seconds(f.deploySeconds()),
                    Format.bytes(f.downloadBytes()), Format.bytes(f.diskBytes()), Format.bytes(f.liveHeapBytes())));
            text.append(String.format(Locale.ROOT, "%-34s %4s %10s %17s %7s %6s %6s %6s  %s%n", "workload", "thr",
                    "req/s", "min-max", "err%", "p99ms", "srvCPU", "drvCPU", "flags"));
            for (WorkloadResult w : target.workloads()) {
                Summary s = w.summary();
                String name = w.size() == null ? w.name() : w.name() + " size " + w.size();
                text.append(String.format(Locale.ROOT, "%-34s %4d %10s %17s %7.2f %6d %6s %6s  %s%n",
                        name.length() > 34 ? name.substring(0, 34) : name, w.threads(), Format.rate(s.throughputMedian()),
                        Format.rate(s.throughputMin()) + "-" + Format.rate(s.throughputMax()), s.errorPercent(),
                        s.latencyMs().p99(), Format.percent(s.serverCpuPercent()), Format.percent(s.driverCpuPercent()),
                        String.join(" ", w.flags())));
            }
        }
        return text.toString();
    }
}
