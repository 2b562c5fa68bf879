package io.daytrader.bench.compare;

import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.Summary;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Targets of several result files side by side. The first target is the baseline. Per workload: each target's
 * median requests/s, its change against the baseline, and its percent of the best target. A change smaller than
 * the spread (max - min of the runs) of either side is no change, and counts as 0 in the average change.
 */
public record Comparison(List<String> targets, List<Row> rows, List<Double> averageChangePercent) {

    /** One target's figure for a workload; null fields when the target did not run it. */
    public record Cell(Double median, Double min, Double max, Double changePercent, boolean noChange,
                       Double percentOfBest) {
    }

    /** One workload across the targets. */
    public record Row(String workload, String category, int threads, Integer size, List<Cell> cells) {

        public String label() {
            return (size == null ? workload : workload + " size " + size) + " @" + threads;
        }
    }

    public static Comparison of(List<BenchResults> files) {
        List<String> names = new ArrayList<>();
        List<TargetResult> targets = new ArrayList<>();
        for (int f = 0; f < files.size(); f++) {
            for (TargetResult target : files.get(f).targets()) {
                String name = target.name();
                if (names.contains(name)) {
                    name = name + " (" + (files.size() > 1 ? "file " + (f + 1) + ", " : "") + "target " + (names.size() + 1) + ")";
                }
                names.add(name);
                targets.add(target);
            }
        }
        if (targets.size() < 2) {
            throw new IllegalArgumentException("compare needs at least two targets; the files hold " + targets.size());
        }
        Map<String, WorkloadResult> firstSeen = new LinkedHashMap<>();
        targets.forEach(t -> t.workloads().forEach(w -> firstSeen.putIfAbsent(key(w), w)));
        List<Row> rows = new ArrayList<>();
        for (WorkloadResult workload : firstSeen.values()) {
            rows.add(row(workload, targets));
        }
        List<Double> averages = new ArrayList<>();
        for (int t = 0; t < targets.size(); t++) {
            int index = t;
            averages.add(rows.stream().map(r -> r.cells().get(index)).filter(c -> c.changePercent() != null)
                    .mapToDouble(c -> c.noChange() ? 0 : c.changePercent()).average().orElse(Double.NaN));
        }
        return new Comparison(names, rows, averages);
    }

    private static Row row(WorkloadResult workload, List<TargetResult> targets) {
        List<Summary> summaries = targets.stream().map(t -> t.workloads().stream()
                .filter(w -> key(w).equals(key(workload))).findFirst().map(WorkloadResult::summary).orElse(null)).toList();
        Summary baseline = summaries.get(0);
        double best = summaries.stream().filter(Objects::nonNull).mapToDouble(Summary::throughputMedian).max().orElse(0);
        List<Cell> cells = new ArrayList<>();
        for (Summary summary : summaries) {
            if (summary == null) {
                cells.add(new Cell(null, null, null, null, false, null));
                continue;
            }
            Double change = null;
            boolean noChange = false;
            if (baseline != null && baseline.throughputMedian() > 0) {
                double difference = summary.throughputMedian() - baseline.throughputMedian();
                change = difference / baseline.throughputMedian() * 100;
                double spread = Math.max(baseline.throughputMax() - baseline.throughputMin(),
                        summary.throughputMax() - summary.throughputMin());
                noChange = Math.abs(difference) <= spread;
            }
            cells.add(new Cell(summary.throughputMedian(), summary.throughputMin(), summary.throughputMax(), change,
                    noChange, best > 0 ? summary.throughputMedian() / best * 100 : null));
        }
        return new Row(workload.name(), workload.category(), workload.threads(), workload.size(), cells);
    }

    private static String key(WorkloadResult w) {
        return w.name() + "|" + w.threads() + "|" + w.size();
    }
}
