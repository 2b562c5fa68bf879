package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ProbeFigures;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

/**
 * What the server's probe saw per workload (GC, allocation, heap, threads; the /proc cross-check of its CPU) and
 * the busiest remote engine's CPU; left out when no target had a probe or engines.
 */
final class JvmTable {

    private JvmTable() {
    }

    static String render(BenchResults results) {
        boolean any = results.targets().stream().flatMap(t -> t.workloads().stream())
                .anyMatch(w -> w.summary().probe() != null || w.summary().engineCpuPercent() != null);
        if (!any) {
            return "";
        }
        StringBuilder html = new StringBuilder("<h2>Server JVM and engines</h2>\n<p>From the probe in the server's JVM,"
                + " medians over the measured windows (the highest p99 pause and heap): the share of the time paused"
                + " for GC, the 99th percentile pause, bytes allocated per successful request, the heap after the last"
                + " collection, the live threads; the server CPU per request from /proc beside the probe's as a"
                + " cross-check; the busiest remote engine's CPU.</p>\n<table class=\"jvm\"><tr><th>Target</th>"
                + "<th>Workload</th><th>Load</th><th>GC pause %</th><th>p99 pause ms</th><th>KB/req</th>"
                + "<th>heap after GC</th><th>threads</th><th>CPU ms/req (probe)</th><th>CPU ms/req (/proc)</th>"
                + "<th>engine CPU</th></tr>\n");
        for (TargetResult target : results.targets()) {
            for (WorkloadResult result : target.workloads()) {
                Summary s = result.summary();
                ProbeFigures p = s.probe();
                WorkloadKey key = WorkloadKey.of(result);
                html.append("<tr><td>").append(Html.escape(target.name())).append("</td><td>")
                        .append(Html.escape(key.label())).append("</td><td>").append(key.load()).append("</td><td>")
                        .append(p == null ? "-" : Format.oneDecimal(p.gcPausePercent())).append("</td><td>")
                        .append(p == null ? "-" : Format.oneDecimal(p.gcPauseP99Ms())).append("</td><td>")
                        .append(p == null || p.allocatedBytesPerRequest() == null ? "-"
                                : Format.oneDecimal(p.allocatedBytesPerRequest() / 1024)).append("</td><td>")
                        .append(p == null ? "-" : Format.bytes(p.heapAfterGcBytes())).append("</td><td>")
                        .append(p == null || p.threads() == null ? "-" : p.threads()).append("</td><td>")
                        .append(Format.cpuMs(s.serverCpuMsPerRequest())).append("</td><td>")
                        .append(p == null ? "-" : Format.cpuMs(p.procCpuMsPerRequest())).append("</td><td>")
                        .append(Format.percent(s.engineCpuPercent())).append("</td></tr>\n");
            }
        }
        return html.append("</table>\n").toString();
    }
}
