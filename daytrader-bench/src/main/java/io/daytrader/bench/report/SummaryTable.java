package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.List;
import java.util.function.Function;

/**
 * Every workload's figures: a row per workload and target (the targets folded into rows, so that the table is as
 * wide with six targets as with one), req/s with its interval, errors, p99, CPU per request, server and driver CPU,
 * flags.
 */
final class SummaryTable {

    /** The columns of a target's figures, from req/s to flags. */
    private static final int FIGURES = 7;

    private SummaryTable() {
    }

    static String render(BenchResults results) {
        List<TargetResult> targets = results.targets();
        StringBuilder html = new StringBuilder("<h2>Measurements</h2>\n<p>req/s counts successful requests only; the"
                + " figure is the median over launches of each launch's median window, with its 95 % bootstrap"
                + " interval. n/a: the target lacks the primitive; failed: the target's launch failed (see Flags).</p>\n"
                + "<table class=\"summary\"><tr><th>Workload</th><th>Load</th>"
                + (targets.size() > 1 ? "<th>Target</th>" : "") + "<th>req/s [95 % CI]</th><th>errors</th><th>p99 ms</th><th>CPU ms/req</th><th>server CPU</th>"
                + "<th>driver CPU</th><th>flags</th></tr>\n");
        for (WorkloadKey key : Workloads.keys(results)) {
            html.append(group(key.label(), key.load(), targets, target -> {
                WorkloadResult result = Workloads.find(target, key);
                return result == null ? missing(target, key.name()) : figures(result);
            }));
        }
        for (String primitive : Workloads.unavailableOnly(results)) {
            html.append(group(primitive, "", targets, target -> missing(target, primitive)));
        }
        return html.append("</table>\n").toString();
    }

    /** A workload's rows: its name and load spanning them, then a row per target (named when there are several). */
    private static String group(String label, String load, List<TargetResult> targets,
                                Function<TargetResult, String> cells) {
        String span = targets.size() > 1 ? " rowspan=\"" + targets.size() + "\"" : "";
        StringBuilder rows = new StringBuilder("<tr class=\"first\"><td" + span + ">" + Html.escape(label) + "</td><td"
                + span + ">" + Html.escape(load) + "</td>");
        for (int t = 0; t < targets.size(); t++) {
            rows.append(t == 0 ? "" : "<tr>").append(targets.size() > 1 ? "<td class=\"name\">" + Html.escape(targets.get(t).name())
                    + "</td>" : "").append(cells.apply(targets.get(t))).append("</tr>\n");
        }
        return rows.toString();
    }

    private static String figures(WorkloadResult result) {
        Summary s = result.summary();
        return "<td>" + Format.rate(s.throughputMedian())
                + Html.interval(Format.rateInterval(s.ciLow(), s.ciHigh())) + "</td><td>" + s.errors()
                + (s.timeouts() == null || s.timeouts() == 0 ? "" : " (" + s.timeouts() + " timeouts)")
                + "</td><td>" + s.latencyMs().p99() + "</td><td>" + Format.cpuMs(s.serverCpuMsPerRequest())
                + "</td><td>" + Format.percent(s.serverCpuPercent()) + "</td><td>" + Format.percent(s.driverCpuPercent())
                + "</td><td class=\"flag\">" + Html.escape(String.join(" ", result.flags())) + "</td>";
    }

    /** The cells of a workload a target has no figures for: it lacks the primitive, or its launch failed. */
    private static String missing(TargetResult target, String name) {
        if (target.unavailableOrEmpty().contains(name)) {
            return "<td colspan=\"" + FIGURES + "\" class=\"na\" title=\"" + Html.escape(String.join("; ",
                    target.limitationsOrEmpty())) + "\">n/a</td>";
        }
        return target.failuresOrEmpty().isEmpty() ? "<td colspan=\"" + FIGURES + "\">-</td>"
                : "<td colspan=\"" + FIGURES + "\" class=\"flag\">failed</td>";
    }
}
