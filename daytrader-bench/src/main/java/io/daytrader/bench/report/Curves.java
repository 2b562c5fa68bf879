package io.daytrader.bench.report;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Throughput (and with users, p99 latency) over the swept concurrencies, offered rates and sizes: a curve per
 * workload and target, per category, where more than one value was swept.
 */
final class Curves {

    private static final Function<WorkloadResult, Double> THROUGHPUT = w -> w.summary().throughputMedian();
    private static final Function<WorkloadResult, Double> P99 = w -> (double) w.summary().latencyMs().p99();

    private Curves() {
    }

    static String render(BenchResults results) {
        StringBuilder html = new StringBuilder();
        if (SettingsSection.usersAxis(results.settings())) {
            html.append(curves(results, "threads", "Throughput versus users", "users", THROUGHPUT, "req/s"));
            html.append(curves(results, "threads", "p99 latency versus users", "users", P99, "ms"));
        } else {
            html.append(curves(results, "threads", "Throughput versus concurrency", "threads", THROUGHPUT, "req/s"));
        }
        html.append(curves(results, "rate", "Throughput versus offered rate (open model)", "offered requests/s",
                THROUGHPUT, "req/s"));
        return html.append(curves(results, "size", "Throughput versus size", "size", THROUGHPUT, "req/s")).toString();
    }

    private static String curves(BenchResults results, String axis, String title, String xTitle,
                                 Function<WorkloadResult, Double> metric, String unit) {
        StringBuilder html = new StringBuilder();
        for (String category : Workloads.categories(results)) {
            Map<String, Map<Integer, Double>> curves = new LinkedHashMap<>();
            Set<Integer> xs = new TreeSet<>();
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
}
