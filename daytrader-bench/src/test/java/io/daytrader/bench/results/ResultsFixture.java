package io.daytrader.bench.results;

import java.util.List;
import java.util.Map;

/** Small, complete results for the tests of the results, reports and comparison. */
public final class ResultsFixture {

    private ResultsFixture() {
    }

    public static WorkloadResult workload(String name, String category, int threads, Integer size, double... throughputs) {
        List<RunResult> runs = new java.util.ArrayList<>();
        for (int i = 0; i < throughputs.length; i++) {
            runs.add(new RunResult(i + 1, 3, Math.round(throughputs[i] * 3), 0, throughputs[i],
                    new Latency(1.5, 1, 2, 5, 9, 12), 0.9, 90.0, 0.4, 40.0, 512L << 20));
        }
        double[] sorted = throughputs.clone();
        java.util.Arrays.sort(sorted);
        double median = sorted[sorted.length / 2];
        Summary summary = new Summary(median, sorted[0], sorted[sorted.length - 1],
                (sorted[sorted.length - 1] - sorted[0]) / median * 100, runs.stream().mapToLong(RunResult::requests).sum(),
                0, 0, new Latency(1.5, 1, 2, 5, 9, 12), 90.0, 40.0, 512L << 20);
        String id = name + "@" + threads + (size == null ? "" : "/size=" + size);
        return new WorkloadResult(id, name, category, "trade".equals(category) ? "scenario" : "primitive",
                "/daytrader/" + name, threads, size, 0, runs, summary,
                "trade".equals(category) ? Map.of("login", 10L, "quotes", 30L) : Map.of(), List.of());
    }

    public static TargetResult target(String name, List<WorkloadResult> workloads) {
        return new TargetResult(name, "liberty", name.substring(name.indexOf(':') + 1), "http://127.0.0.1:9080/daytrader",
                false, new Footprint(12.5, 4.2, 352L << 20, 400L << 20, 90L << 20), workloads, List.of("PingJms (not available)"));
    }

    public static BenchResults results(TargetResult... targets) {
        return new BenchResults(BenchResults.SCHEMA_VERSION, BenchResults.TOOL, "2026-11-23T10:00:00Z",
                "2026-11-23T10:10:00Z",
                new Settings("quick", 4, 3, 3, 0, List.of(1, 8), 0, List.of(), "0", "1", 500, 200,
                        List.of("primitives:all", "scenario")),
                new Machine("host", 2, "AMD EPYC", 24L << 30, "Linux", "OpenJDK 17"), List.of(targets));
    }

    public static BenchResults sweep(String target, double factor) {
        return results(target(target, List.of(
                workload("PingServlet", "web", 1, null, 1000 * factor, 1010 * factor, 990 * factor),
                workload("PingServlet", "web", 8, null, 5000 * factor, 5100 * factor, 4900 * factor),
                workload("PingJDBCRead", "jdbc", 8, null, 2000 * factor, 2010 * factor, 1990 * factor),
                workload("PingJsonWrite", "modern-ee", 8, 1024, 800 * factor, 810 * factor, 790 * factor),
                workload("PingJsonWrite", "modern-ee", 8, 65536, 80 * factor, 81 * factor, 79 * factor),
                workload("TradeScenario", "trade", 8, null, 300 * factor, 330 * factor, 270 * factor))));
    }
}
