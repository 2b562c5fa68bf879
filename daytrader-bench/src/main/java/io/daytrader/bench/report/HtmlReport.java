package io.daytrader.bench.report;

import io.daytrader.bench.plan.Profile;
import io.daytrader.bench.results.AppSettings;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.Machine;
import io.daytrader.bench.results.Provenance;
import io.daytrader.bench.results.ServerJvm;
import io.daytrader.bench.results.ServerWarmup;
import io.daytrader.bench.results.Footprint;
import io.daytrader.bench.results.Latency;
import io.daytrader.bench.results.Settings;
import io.daytrader.bench.results.ProbeFigures;
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
import java.util.function.Function;

/**
 * index.html of a sweep: settings and provenance, summary table, a requests/s bar chart per category (a bar per
 * target), each driver run's per-second curve, latency percentiles, throughput-versus-concurrency, -rate and -size
 * curves where swept, request mix, footprint per launch, flags.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    public static String render(BenchResults results) {
        return render(results, null);
    }

    /** The page, with {@code comparison} (the comparison of its targets, as HTML) after the summary, unless null. */
    public static String render(BenchResults results, String comparison) {
        StringBuilder body = new StringBuilder();
        body.append("<h1>DayTrader bench</h1>\n");
        body.append(overview(results));
        body.append(summaryTable(results));
        if (comparison != null) {
            body.append("<h2>Comparison</h2>\n").append(comparison);
        }
        body.append(categoryCharts(results));
        body.append(steadyState(results));
        body.append(latencyTable(results));
        body.append(jvmTable(results));
        if (usersAxis(results.settings())) {
            body.append(curves(results, "threads", "Throughput versus users", "users", THROUGHPUT, "req/s"));
            body.append(curves(results, "threads", "p99 latency versus users", "users", P99, "ms"));
        } else {
            body.append(curves(results, "threads", "Throughput versus concurrency", "threads", THROUGHPUT, "req/s"));
        }
        body.append(curves(results, "rate", "Throughput versus offered rate (open model)", "offered requests/s",
                THROUGHPUT, "req/s"));
        body.append(curves(results, "size", "Throughput versus size", "size", THROUGHPUT, "req/s"));
        body.append(ChatSection.render(results));
        body.append(requestMix(results));
        body.append(footprint(results));
        body.append(flags(results));
        return Html.page("DayTrader bench " + results.startedAt(), body.toString());
    }

    private static final Function<WorkloadResult, Double> THROUGHPUT = w -> w.summary().throughputMedian();
    private static final Function<WorkloadResult, Double> P99 = w -> (double) w.summary().latencyMs().p99();

    /** Whether the closed model's concurrencies are users with think time (--clients). */
    private static boolean usersAxis(Settings s) {
        return Boolean.TRUE.equals(s.clients());
    }

    private static String overview(BenchResults results) {
        Settings s = results.settings();
        Provenance p = results.provenance();
        Machine m = results.machine();
        String protocol = s.serverWarmupSeconds() == null
                ? s.profile() + ": warm-up " + s.warmupSeconds() + " s, " + s.runs() + " runs of " + s.runSeconds() + " s"
                : String.format(java.util.Locale.ROOT, "%s: %d launch(es) per target; server warm-up pass of %d-%d s "
                        + "that ends once its throughput gains less than %.0f %% a minute; per workload a warm-up of "
                        + "%d-%d s that ends when %d-s buckets agree within %.0f %% without a trend; then %d measured windows of %d s", s.profile(), s.forks(), s.serverWarmupSeconds(),
                        Profile.serverWarmupCapSeconds(s.serverWarmupSeconds()), Profile.SERVER_WARMUP_PERCENT_PER_MINUTE,
                        s.warmupMinSeconds(), s.warmupSeconds(), s.convergenceWindowSeconds(), s.convergencePercent(),
                        s.runs(), s.runSeconds());
        return "<table class=\"overview\">"
                + row("Started", results.startedAt()) + row("Finished", results.finishedAt())
                + row("Targets", String.join(", ", results.targets().stream().map(TargetResult::name).toList()))
                + row("Protocol", protocol)
                + row("Schedule", s.describeSchedule())
                + row("Load", (s.rates() == null || s.rates().isEmpty()
                        ? "closed model, " + (usersAxis(s) ? "users " : "threads ") + s.threads()
                        : "open model, rates " + s.rates() + " requests/s") + ", think time " + s.thinkTimeMs()
                        + (s.thinkSpreadMs() == null || s.thinkSpreadMs() == 0 ? "" : " +- " + s.thinkSpreadMs()) + " ms")
                + row("Sizes", s.sizes().isEmpty() ? "-" : s.sizes().toString())
                + row("CPUs: server / driver", (s.serverCpus() == null ? "all" : s.serverCpus()) + " / "
                        + (s.driverCpus() == null ? "all" : s.driverCpus()))
                + row("Driver", (p == null || p.jmeterVersion() == null ? "JMeter" : "JMeter " + p.jmeterVersion())
                        + (s.engines() == null || s.engines().isEmpty() ? ", local" : ", remote engines " + s.engines()))
                + row("Server JVM options", s.jvmOptions() == null ? "-" : s.jvmOptions())
                + row("Database / JPA", (s.db() == null ? "-" : s.db()) + " / " + (s.jpa() == null ? "-" : s.jpa())
                        + ("derby".equals(s.db()) ? " (embedded Derby runs in the server's JVM: its CPU and heap count"
                        + " as the server's; a networked database is the fair setting for comparing servers)" : ""))
                + row("HTTP connector", s.connector() == null ? "-" : s.connector())
                + row("Server profiling", Boolean.TRUE.equals(s.profileServer()) ? "Java Flight Recorder per workload"
                        : "off")
                + row("Population", s.users() + " users, " + s.quotes() + " quotes")
                + (s.facesSharePercent() == null ? "" : row("User workload", facesShare(s)))
                + row("Source", p == null || p.gitCommit() == null ? "-"
                        : p.gitCommit() + (Boolean.TRUE.equals(p.gitDirty()) ? " (with uncommitted changes)" : ""))
                + row("Machine", m.cpus() + " CPUs (" + m.cpuModel() + "), " + Format.bytes(m.memoryBytes()) + ", "
                        + m.os() + ", " + m.java() + (m.stealPercent() == null ? ""
                        : String.format(java.util.Locale.ROOT, ", steal %.1f %% during the sweep", m.stealPercent())))
                + "</table>\n" + targets(results);
    }

    /** How the user workload's sessions were split between the Faces and the JSP pages. */
    static String facesShare(Settings s) {
        return s.facesSharePercent() + " % of the sessions on the Faces pages, the others on the JSP pages";
    }

    private static String targets(BenchResults results) {
        StringBuilder html = new StringBuilder("<table class=\"targets\"><tr><th>Target</th><th>JDK</th>"
                + "<th>GC</th><th>JVM flags</th><th>application</th><th>EAR SHA-256</th></tr>\n");
        for (TargetResult t : results.targets()) {
            ServerJvm jvm = t.serverJvm();
            AppSettings app = t.appSettings();
            html.append("<tr><td>").append(Html.escape(t.name())).append("</td><td>")
                    .append(jvm == null ? "-" : Html.escape(jvm.version() + " " + jvm.vendor()))
                    .append(t.javaHome() == null ? "" : " <span class=\"small\">" + Html.escape(t.javaHome()) + "</span>")
                    .append("</td><td>")
                    .append(jvm == null ? "-" : Html.escape(jvm.gc())).append("</td><td class=\"small\">")
                    .append(jvm == null ? "-" : flags(jvm.flags())).append("</td><td>")
                    .append(app == null ? "-" : Html.escape(app.runtimeMode() + ", " + app.orderProcessingMode()
                            + ", primIterations " + app.primIterations()))
                    .append("</td><td class=\"small\">").append(Html.escape(t.appSha256() == null ? "-" : t.appSha256()))
                    .append("</td></tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    /** The heap, GC and -XX flags in sight; every flag (module opens, agents, ...) behind a click. */
    private static String flags(String all) {
        if (all == null) {
            return "-";
        }
        String tuning = java.util.Arrays.stream(all.split("\\s+")).filter(f -> f.startsWith("-X"))
                .collect(java.util.stream.Collectors.joining(" "));
        return Html.escape(tuning) + " <details><summary>all</summary>" + Html.escape(all) + "</details>";
    }

    private static String row(String name, String value) {
        return "<tr><th>" + Html.escape(name) + "</th><td>" + Html.escape(value) + "</td></tr>";
    }

    private static String summaryTable(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Summary</h2>\n<p>req/s counts successful requests only; the figure"
                + " is the median over launches of each launch's median window, with its 95 % bootstrap interval."
                + " n/a: the target lacks the primitive; failed: the target's launch failed (see Flags).</p>\n<table class=\"summary\"><tr><th>Workload</th><th>Load</th>");
        for (TargetResult target : results.targets()) {
            html.append("<th>").append(Html.escape(target.name())).append("<br>req/s [95 % CI]</th>")
                    .append("<th>errors</th><th>p99 ms</th><th>CPU ms/req</th><th>server CPU</th><th>driver CPU</th>"
                            + "<th>flags</th>");
        }
        html.append("</tr>\n");
        for (WorkloadKey key : keys(results)) {
            html.append("<tr><td>").append(Html.escape(key.label())).append("</td><td>").append(key.load()).append("</td>");
            for (TargetResult target : results.targets()) {
                WorkloadResult result = find(target, key);
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
        for (String primitive : unavailableOnly(results)) {
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

    /** Primitives no target measured because every target lacks them. */
    private static List<String> unavailableOnly(BenchResults results) {
        Set<String> measured = new java.util.HashSet<>();
        results.targets().forEach(t -> t.workloads().forEach(w -> measured.add(w.name())));
        Set<String> names = new LinkedHashSet<>();
        results.targets().forEach(t -> t.unavailableOrEmpty().stream().filter(n -> !measured.contains(n))
                .forEach(names::add));
        return List.copyOf(names);
    }

    /** Each driver run's successful requests per second, warm-up shaded, measured windows marked. */
    private static String steadyState(BenchResults results) {
        StringBuilder html = new StringBuilder("<h2>Warm-up and steady state</h2>\n<p>Successful requests per second"
                + " over each driver run (one line per launch); the shaded part is the warm-up, the framed part the"
                + " measured windows. <span class=\"flag\">not steady</span>: the warm-up reached its cap.</p>\n"
                + "<table class=\"curves\"><tr><th>Workload</th><th>Load</th>");
        results.targets().forEach(t -> html.append("<th>").append(Html.escape(t.name())).append("</th>"));
        html.append("</tr>\n");
        double measured = results.settings().runs() * (double) results.settings().runSeconds();
        for (WorkloadKey key : keys(results)) {
            html.append("<tr><td>").append(Html.escape(key.label())).append("</td><td>").append(key.load()).append("</td>");
            for (TargetResult target : results.targets()) {
                WorkloadResult result = find(target, key);
                html.append("<td>");
                if (result != null) {
                    for (ForkSeries fork : result.forksOrEmpty()) {
                        html.append(SvgCharts.sparkline(fork.perSecond(), fork.warmupSeconds(), measured, fork.steady()));
                    }
                }
                html.append("</td>");
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
            List<String> labels = keys.stream().map(k -> k.label() + " @" + k.load()).toList();
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
        StringBuilder html = new StringBuilder("<h2>Latency percentiles (ms, successful measured requests; JMeter"
                + " records whole milliseconds)</h2>\n"
                + "<table class=\"latency\"><tr><th>Target</th><th>Workload</th><th>Load</th><th>mean</th><th>p50</th>"
                + "<th>p90</th><th>p99</th><th>p99.9</th><th>max</th></tr>\n");
        for (TargetResult target : results.targets()) {
            for (WorkloadResult result : target.workloads()) {
                Latency l = result.summary().latencyMs();
                html.append("<tr><td>").append(Html.escape(target.name())).append("</td><td>")
                        .append(Html.escape(WorkloadKey.of(result).label())).append("</td><td>").append(WorkloadKey.of(result).load())
                        .append("</td><td>").append(String.format(java.util.Locale.ROOT, "%.1f", l.mean())).append("</td><td>")
                        .append(l.p50()).append("</td><td>").append(l.p90()).append("</td><td>").append(l.p99())
                        .append("</td><td>").append(l.p999()).append("</td><td>").append(l.max()).append("</td></tr>\n");
            }
        }
        return html.append("</table>\n").toString();
    }

    /**
     * What the server's probe saw per workload (GC, allocation, heap, threads; the /proc cross-check of its CPU) and
     * the busiest remote engine's CPU; left out when no target had a probe or engines.
     */
    private static String jvmTable(BenchResults results) {
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
                html.append("<tr><td>").append(Html.escape(target.name())).append("</td><td>")
                        .append(Html.escape(WorkloadKey.of(result).label())).append("</td><td>")
                        .append(WorkloadKey.of(result).load()).append("</td><td>")
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

    /**
     * A curve of the metric per workload (and target) over the swept values of {@code axis}, per category, where more
     * than one was swept.
     */
    private static String curves(BenchResults results, String axis, String title, String xTitle,
                                 Function<WorkloadResult, Double> metric, String unit) {
        StringBuilder html = new StringBuilder();
        for (String category : categories(results)) {
            Map<String, Map<Integer, Double>> curves = new LinkedHashMap<>();
            Set<Integer> xs = new java.util.TreeSet<>();
            for (TargetResult target : results.targets()) {
                for (WorkloadResult result : target.workloads()) {
                    if (!result.category().equals(category)) {
                        continue;
                    }
                    Integer x = switch (axis) {
                        case "threads" -> result.rate() == null ? Integer.valueOf(result.threads()) : null;
                        case "rate" -> result.rate();
                        default -> result.size();
                    };
                    if (x == null) {
                        continue;
                    }
                    String name = target.name() + " " + (axis.equals("size") ? result.name() + " @"
                            + WorkloadKey.of(result).load() : WorkloadKey.of(result).label());
                    curves.computeIfAbsent(name, n -> new LinkedHashMap<>()).put(x, metric.apply(result));
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
                            xTitle, unit));
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
                + "<th>launch</th><th>startup to first 200</th><th>deploy</th><th>download</th><th>disk</th>"
                + "<th>live heap after full GC</th></tr>\n");
        for (TargetResult target : results.targets()) {
            List<Footprint> launches = target.launches() != null && !target.launches().isEmpty() ? target.launches()
                    : target.footprint() == null ? List.of() : List.of(target.footprint());
            for (int i = 0; i < launches.size(); i++) {
                Footprint f = launches.get(i);
                html.append("<tr><td>").append(Html.escape(target.name())).append("</td><td>").append(i + 1)
                        .append("</td><td>").append(Format.seconds(f.startupSeconds())).append("</td><td>")
                        .append(Format.seconds(f.deploySeconds())).append("</td><td>")
                        .append(Format.bytes(f.downloadBytes())).append("</td><td>").append(Format.bytes(f.diskBytes()))
                        .append("</td><td>").append(Format.bytes(f.liveHeapBytes())).append("</td></tr>\n");
            }
        }
        return html.append("</table>\n").toString();
    }

    private static String flags(BenchResults results) {
        StringBuilder html = new StringBuilder("""
                <h2>Flags</h2>
                <p><b>driver-bound</b>: the driver used more than 80 % of its CPUs, the server may be faster than measured.
                <b>errors</b>: some requests failed (not counted in req/s). <b>noisy</b>: the 95 % interval is wider
                than +-5 % of the figure. <b>not-steady</b>: a warm-up reached its cap without converging.
                <b>unsaturated</b>: at the highest concurrency the server used less than half of its CPUs.
                <b>stalled</b>: a window completed no request, or a request hung through a whole window.</p>
                <ul class="flags">
                """);
        for (TargetResult target : results.targets()) {
            for (WorkloadResult result : target.workloads()) {
                if (!result.flags().isEmpty()) {
                    html.append("<li>").append(Html.escape(target.name() + " " + result.id())).append(": <span class=\"flag\">")
                            .append(Html.escape(String.join(", ", result.flags()))).append("</span></li>\n");
                }
            }
            for (String primitive : target.unavailableOrEmpty()) {
                html.append("<li>").append(Html.escape(target.name())).append(": n/a ").append(Html.escape(primitive))
                        .append(" (the server lacks what it needs)</li>\n");
            }
            for (String limitation : target.limitationsOrEmpty()) {
                html.append("<li>").append(Html.escape(target.name())).append(" lacks ").append(Html.escape(limitation))
                        .append(" (its kind.json)</li>\n");
            }
            for (ServerWarmup warmup : target.serverWarmupsOrEmpty()) {
                html.append("<li>").append(Html.escape(target.name())).append(": ")
                        .append(warmup.settled() ? "" : "<span class=\"flag\">warming</span> ")
                        .append(Html.escape(warmup.describe())).append("</li>\n");
            }
            for (String failure : target.failuresOrEmpty()) {
                html.append("<li>").append(Html.escape(target.name())).append(": <span class=\"flag\">failed</span> ")
                        .append(Html.escape(failure)).append("</li>\n");
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
    record WorkloadKey(String name, String category, int threads, Integer rate, Integer size) {

        static WorkloadKey of(WorkloadResult result) {
            return new WorkloadKey(result.name(), result.category(), result.threads(), result.rate(), result.size());
        }

        String label() {
            return Objects.isNull(size) ? name : name + " size " + size;
        }

        String load() {
            return rate == null ? Integer.toString(threads) : rate + "/s";
        }
    }
}
