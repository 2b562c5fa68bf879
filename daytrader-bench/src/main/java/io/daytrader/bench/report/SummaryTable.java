package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

/**
 * Every workload's figures, a column group per target: req/s with its interval, errors, p99, CPU per request, server
 * and driver CPU, flags.
 */
final class SummaryTable {

    private SummaryTable() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Measurements</h2>\n<p>req/s counts successful requests only; the figure"
                + " is the median over launches of each launch's median window, with its 95 % bootstrap interval."
                + " n/a: the target lacks the primitive; failed: the target's launch failed (see Flags).</p>\n<table class=\"summary\"><tr><th>Workload</th><th>Load</th>");
        for (TargetResult target : results.targets()) {
            html.append("<th>").append(Html.escape(target.name())).append("<br>req/s [95 % CI]</th>")
                    .append("<th>errors</th><th>p99 ms</th><th>CPU ms/req</th><th>server CPU</th><th>driver CPU</th>"
                            + "<th>flags</th>");
        }
        html.append("</tr>\n");
        for (WorkloadKey key : Workloads.keys(results)) {
            html.append("<tr><td>").append(Html.escape(key.label())).append("</td><td>").append(key.load()).append("</td>");
            for (TargetResult target : results.targets()) {
                WorkloadResult result = Workloads.find(target, key);
                if (result == null) {
                    html.append(missing(target, key.name()));
                    continue;
                }
                Summary s = result.summary();
                html.append("<td>").append(Format.rate(s.throughputMedian()))
                        .append(s.ciLow() == null ? "" : " [" + Format.rate(s.ciLow()) + "-" + Format.rate(s.ciHigh()) + "]")
                        .append("</td><td>").append(s.errors())
                        .append(s.timeouts() == null || s.timeouts() == 0 ? "" : " (" + s.timeouts() + " timeouts)")
                        .append("</td><td>").append(s.latencyMs().p99()).append("</td><td>")
                        .append(Format.cpuMs(s.serverCpuMsPerRequest())).append("</td><td>")
                        .append(Format.percent(s.serverCpuPercent())).append("</td><td>")
                        .append(Format.percent(s.driverCpuPercent())).append("</td><td class=\"flag\">")
                        .append(Html.escape(String.join(" ", result.flags()))).append("</td>");
            }
            html.append("</tr>\n");
        }
        for (String primitive : Workloads.unavailableOnly(results)) {
            html.append("<tr><td>").append(Html.escape(primitive)).append("</td><td></td>");
            results.targets().forEach(t -> html.append(missing(t, primitive)));
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    /** The cell of a workload a target has no figures for: it lacks the primitive, or its launch failed. */
    private static String missing(TargetResult target, String name) {
        if (target.unavailableOrEmpty().contains(name)) {
            return "<td colspan=\"7\" class=\"na\" title=\"" + Html.escape(String.join("; ",
                    target.limitationsOrEmpty())) + "\">n/a</td>";
        }
        return target.failuresOrEmpty().isEmpty() ? "<td colspan=\"7\">-</td>"
                : "<td colspan=\"7\" class=\"flag\">failed</td>";
    }
}
