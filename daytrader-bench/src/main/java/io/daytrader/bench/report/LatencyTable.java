package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Latency;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.Locale;

/** The latency percentiles of every target's workloads. */
final class LatencyTable {

    private LatencyTable() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Latency percentiles (ms, successful measured requests; JMeter"
                + " records whole milliseconds)</h2>\n"
                + "<table class=\"latency\"><tr><th>Target</th><th>Workload</th><th>Load</th><th>mean</th><th>p50</th>"
                + "<th>p90</th><th>p99</th><th>p99.9</th><th>max</th></tr>\n");
        for (TargetResult target : results.targets()) {
            for (WorkloadResult result : target.workloads()) {
                Latency l = result.summary().latencyMs();
                WorkloadKey key = WorkloadKey.of(result);
                html.append("<tr><td>").append(Html.escape(target.name())).append("</td><td>")
                        .append(Html.escape(key.label())).append("</td><td>").append(key.load())
                        .append("</td><td>").append(String.format(Locale.ROOT, "%.1f", l.mean())).append("</td><td>")
                        .append(l.p50()).append("</td><td>").append(l.p90()).append("</td><td>").append(l.p99())
                        .append("</td><td>").append(l.p999()).append("</td><td>").append(l.max()).append("</td></tr>\n");
            }
        }
        return html.append("</table>\n").toString();
    }
}
