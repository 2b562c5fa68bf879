package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.Latency;
import io.daytrader.bench.results.Settings;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * index.html of a sweep: summary table, a requests/s bar chart per category (a bar per target), latency
 * percentiles, throughput-versus-concurrency and versus-size curves where swept, footprint, flags.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    public static String render(BenchResults results) {
        StringBuilder body = new StringBuilder();
        body.append("<h1>DayTrader bench</h1>\n");
        body.append(overview(results));
        body.append(summaryTable(results));
        body.append(categoryCharts(results));
        body.append(latencyTable(results));
        body.append(curves(results, "threads", "Throughput versus concurrency", "threads"));
        body.append(curves(results, "size", "Throughput versus size", "size"));
        body.append(requestMix(results));
        body.append(footprint(results));
        body.append(flags(results));
        return Html.page("DayTrader bench " + results.startedAt(), body.toString());
    }

    private static String overview(BenchResults results) {
        Settings s = results.settings();
        return "<table class=\"overview\">"
                + row("Started", results.startedAt()) + row("Finished", results.finishedAt())
                + row("Targets", String.join(", ", results.targets().stream().map(TargetResult::name).toList()))
                + row("Profile", s.profile() + ": warm-up " + s.warmupSeconds() + " s, " + s.runs() + " runs of "
                        + s.runSeconds() + " s, pause " + s.pauseSeconds() + " s")
                + row("Threads", s.threads().toString()) + row("Think time", s.thinkTimeMs() + " ms")
                + row("Sizes", s.sizes().isEmpty() ? "-" : s.sizes().toString())
                + row("CPUs: server / driver", (s.serverCpus() == null ? "all" : s.serverCpus()) + " / "
                        + (s.driverCpus() == null ? "all" : s.driverCpus()))
                + row("Population", s.users() + " users, " + s.quotes() + " quotes")
                + row("Machine", results.machine().cpus() + " CPUs (" + results.machine().cpuModel() + "), "
                        + Format.bytes(results.machine().memoryBytes()) + ", " + results.machine().os() + ", "
                        + results.machine().java())
                + "</table>\n";
    }

    private static String row(String name, String value) {
        return "<tr><th>" + Html.escape(name) + "</th><td>" + Html.escape(value) + "</td></tr>";
    }

    private static String summaryTable(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Summary</h2>\n<table class=\"summary\"><tr><th>Workload</th><th>Threads</th>");
        for (TargetResult target : results.targets()) {
            html.append("<th>").append(Html.escape(target.name())).append("<br>req/s median [min-max]</th>")
                    .append("<th>errors</th><th>p99 ms</th><th>server CPU</th><th>driver CPU</th><th>flags</th>");
        }
        html.append("</tr>\n");
        for (WorkloadKey key : keys(results)) {
            html.append("<tr><td>").append(Html.escape(key.label())).append("</td><td>").append(key.threads()).append("</td>");
            for (TargetResult target : results.targets()) {
                WorkloadResult result = find(target, key);
                if (result == null) {
                    html.append("<td colspan=\"6\">-</td>");
                    continue;
                }
                Summary s = result.summary();
                html.append("<td>").append(Format.rate(s.throughputMedian())).append(" [")
                        .append(Format.rate(s.throughputMin())).append("-").append(Format.rate(s.throughputMax()))
                        .append("]</td><td>").append(s.errors()).append("</td><td>").append(s.latencyMs().p99())
                        .append("</td><td>").append(Format.percent(s.serverCpuPercent())).append("</td><td>")
                        .append(Format.percent(s.driverCpuPercent())).append("</td><td class=\"flag\">")
                        .append(Html.escape(String.join(" ", result.flags()))).append("</td>");
            }
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    private static String categoryCharts(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Requests per second by category</h2>\n");
        for (String category : categories(results)) {
            List<WorkloadKey> keys = keys(results).stream().filter(k -> k.category().equals(category)).toList();
            html.append("<section class=\"category\" data-category=\"").append(Html.escape(category)).append("\">")
                    .append("<h3>").append(Html.escape(Categories.title(category))).append("</h3>\n");
            List<String> labels = keys.stream().map(k -> k.label() + " @" + k.threads()).toList();
            html.append(SvgCharts.bars("chart bar-chart", labels, targetSeries(results, keys), "req/s"));
            html.append("</section>\n");
        }
        return html.toString();
    }

    private static List<SvgCharts.Series> targetSeries(BenchResults results, List<WorkloadKey> keys) {
        List<SvgCharts.Series> series = new ArrayList<>();
        for (TargetResult target : results.targets()) {
            List<Double> values = new ArrayList<>();
            for (WorkloadKey key : keys) {
                WorkloadResult result = find(target, key);
                values.add(result == null ? null : result.summary().throughputMedian());
            }
            series.add(new SvgCharts.Series(target.name(), values));
        }
        return series;
    }

    private static String latencyTable(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Latency percentiles (ms, all measured requests)</h2>\n"
                + "<table class=\"latency\"><tr><th>Target</th><th>Workload</th><th>Threads</th><th>mean</th><th>p50</th>"
                + "<th>p90</th><th>p99</th><th>p99.9</th><th>max</th></tr>\n");
        for (TargetResult target : results.targets()) {
            for (WorkloadResult result : target.workloads()) {
                Latency l = result.summary().latencyMs();
                html.append("<tr><td>").append(Html.escape(target.name())).append("</td><td>")
                        .append(Html.escape(WorkloadKey.of(result).label())).append("</td><td>").append(result.threads())
                        .append("</td><td>").append(String.format(java.util.Locale.ROOT, "%.1f", l.mean())).append("</td><td>")
                        .append(l.p50()).append("</td><td>").append(l.p90()).append("</td><td>").append(l.p99())
                        .append("</td><td>").append(l.p999()).append("</td><td>").append(l.max()).append("</td></tr>\n");
            }
        }
        return html.append("</table>\n").toString();
    }

    /** A curve per workload (and target) over the swept values of {@code axis}, per category, where more than one was swept. */
    private static String curves(BenchResults results, String axis, String title, String xTitle) {
        StringBuilder html = new StringBuilder();
        for (String category : categories(results)) {
            Map<String, Map<Integer, Double>> curves = new LinkedHashMap<>();
            Set<Integer> xs = new java.util.TreeSet<>();
            for (TargetResult target : results.targets()) {
                for (WorkloadResult result : target.workloads()) {
                    if (!result.category().equals(category)) {
                        continue;
                    }
                    Integer x = axis.equals("threads") ? Integer.valueOf(result.threads()) : result.size();
                    if (x == null) {
                        continue;
                    }
                    String name = target.name() + " " + (axis.equals("threads") ? WorkloadKey.of(result).label()
                            : result.name() + " @" + result.threads());
                    curves.computeIfAbsent(name, n -> new LinkedHashMap<>()).put(x, result.summary().throughputMedian());
                    xs.add(x);
                }
            }
            if (xs.size() < 2) {
                continue;
            }
            if (html.isEmpty()) {
                html.append("<h2>").append(Html.escape(title)).append("</h2>\n");
            }
            List<Integer> xList = new ArrayList<>(xs);
            List<SvgCharts.Series> series = new ArrayList<>();
            curves.forEach((name, points) -> series.add(new SvgCharts.Series(name,
                    xList.stream().map(points::get).toList())));
            html.append("<h3>").append(Html.escape(Categories.title(category))).append("</h3>\n")
                    .append(SvgCharts.lines("chart curve-" + axis, xList.stream().map(String::valueOf).toList(), series,
                            xTitle, "req/s"));
        }
        return html.toString();
    }

    /** The realised mix of the workloads with several request kinds (the user workload). */
    private static String requestMix(BenchResults results) {
        StringBuilder html = new StringBuilder();
        for (TargetResult target : results.targets()) {
            for (WorkloadResult result : target.workloads()) {
                if (result.requestMix().isEmpty()) {
                    continue;
                }
                if (html.isEmpty()) {
                    html.append("<h2>Request mix (measured requests per request kind)</h2>\n");
                }
                long total = result.requestMix().values().stream().mapToLong(Long::longValue).sum();
                html.append("<table class=\"mix\"><tr><th>").append(Html.escape(target.name() + " " + result.id()))
                        .append("</th><th>requests</th><th>share</th></tr>\n");
                result.requestMix().forEach((label, count) -> html.append("<tr><td>").append(Html.escape(label))
                        .append("</td><td>").append(count).append("</td><td>")
                        .append(Format.percent(count * 100.0 / total)).append("</td></tr>\n"));
                html.append("</table>\n");
            }
        }
        return html.toString();
    }

    private static String footprint(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Footprint</h2>\n<table class=\"footprint\"><tr><th>Target</th>"
                + "<th>startup to first 200</th><th>deploy</th><th>download</th><th>disk</th>"
                + "<th>live heap after full GC</th></tr>\n");
        for (TargetResult target : results.targets()) {
            Footprint f = target.footprint();
            html.append("<tr><td>").append(Html.escape(target.name())).append("</td><td>")
                    .append(Format.seconds(f.startupSeconds())).append("</td><td>").append(Format.seconds(f.deploySeconds()))
                    .append("</td><td>").append(Format.bytes(f.downloadBytes())).append("</td><td>")
                    .append(Format.bytes(f.diskBytes())).append("</td><td>").append(Format.bytes(f.liveHeapBytes()))
                    .append("</td></tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    private static String flags(BenchResults results) {
        StringBuilder html = new StringBuilder("""
                <h2>Flags</h2>
                <p><b>driver-bound</b>: the driver used more than 80 % of its CPUs, the server may be faster than measured.
                <b>errors</b>: some requests failed. <b>noisy</b>: the runs spread more than 5 %.
                <b>unsaturated</b>: at the highest concurrency the server used less than half of its CPUs.</p>
                <ul class="flags">
                """);
        for (TargetResult target : results.targets()) {
            for (WorkloadResult result : target.workloads()) {
                if (!result.flags().isEmpty()) {
                    html.append("<li>").append(Html.escape(target.name() + " " + result.id())).append(": <span class=\"flag\">")
                            .append(Html.escape(String.join(", ", result.flags()))).append("</span></li>\n");
                }
            }
            for (String skipped : target.skipped()) {
                html.append("<li>").append(Html.escape(target.name())).append(": skipped ").append(Html.escape(skipped))
                        .append("</li>\n");
            }
        }
        return html.append("</ul>\n").toString();
    }

    static List<String> categories(BenchResults results) {
        Set<String> categories = new LinkedHashSet<>();
        results.targets().forEach(t -> t.workloads().forEach(w -> categories.add(w.category())));
        return categories.stream().sorted(Comparator.comparingInt(Categories::rank)).toList();
    }

    /** Every workload of any target, in category order, then first appearance. */
    static List<WorkloadKey> keys(BenchResults results) {
        Set<WorkloadKey> keys = new LinkedHashSet<>();
        results.targets().forEach(t -> t.workloads().forEach(w -> keys.add(WorkloadKey.of(w))));
        return keys.stream().sorted(Comparator.comparingInt(k -> Categories.rank(k.category()))).toList();
    }

    private static WorkloadResult find(TargetResult target, WorkloadKey key) {
        return target.workloads().stream().filter(w -> WorkloadKey.of(w).equals(key)).findFirst().orElse(null);
    }

    /** What identifies a workload across targets. */
    record WorkloadKey(String name, String category, int threads, Integer size) {

        static WorkloadKey of(WorkloadResult result) {
            return new WorkloadKey(result.name(), result.category(), result.threads(), result.size());
        }

        String label() {
            return Objects.isNull(size) ? name : name + " size " + size;
        }
    }
}
