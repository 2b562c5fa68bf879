package io.daytrader.bench.history;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One workload of one target position followed over a history's runs: per run, the target's change against the
 * reference measured in that run (the drift-proof series) and its absolute requests/s (which the machine's speed
 * moves too), with the change points of each series ({@link ChangePoints}: of the log ratio, and of the log of the
 * absolute figure). Position 0 is the reference: it has no ratio series.
 */
public record HistorySeries(String workload, int position, List<Point> points, List<Change> ratioChanges,
                            List<Change> absoluteChanges) {

    /**
     * A run's figures ({@code run}: its place in the history, from 1): the target's name in that run, its change
     * against the reference in percent with its interval (null for the reference, or where there is none), whether
     * that change was paired, its requests/s and the reference's.
     */
    public record Point(int run, String startedAt, String target, Double changePercent, Double changeLow,
                        Double changeHigh, Boolean paired, Double throughput, Double referenceThroughput) {
    }

    /** A change point: the first run after it, its size in percent with its 95 % interval, and its p-value. */
    public record Change(int run, String startedAt, double percent, double lowPercent, double highPercent,
                         double pValue) {
    }

    /** Every series of the history, by target position then workload, in the order first seen. */
    public static List<HistorySeries> of(List<HistoryEntry> entries) {
        Map<String, List<Point>> byKey = new LinkedHashMap<>();
        for (int r = 0; r < entries.size(); r++) {
            HistoryEntry entry = entries.get(r);
            for (HistoryEntry.WorkloadFigures workload : entry.workloads()) {
                HistoryEntry.Figure reference = workload.figures().get(0);
                for (int t = 0; t < workload.figures().size(); t++) {
                    HistoryEntry.Figure figure = workload.figures().get(t);
                    byKey.computeIfAbsent(t + "\u0000" + workload.workload(), k -> new ArrayList<>())
                            .add(new Point(r + 1, entry.startedAt(), figure.target(), figure.changePercent(),
                                    figure.changeLow(), figure.changeHigh(), figure.paired(), figure.throughput(),
                                    reference.throughput()));
                }
            }
        }
        List<HistorySeries> series = new ArrayList<>();
        byKey.entrySet().stream()
                .sorted(Map.Entry.comparingByKey((a, b) -> Integer.compare(position(a), position(b))))
                .forEach(e -> {
                    int position = position(e.getKey());
                    List<Point> points = e.getValue();
                    List<Point> ratios = points.stream().filter(p -> p.changePercent() != null).toList();
                    List<Point> absolute = points.stream().filter(p -> p.throughput() != null && p.throughput() > 0)
                            .toList();
                    series.add(new HistorySeries(e.getKey().substring(e.getKey().indexOf('\u0000') + 1), position,
                            points, position == 0 ? List.of() : changes(ratios,
                            ratios.stream().mapToDouble(p -> Math.log1p(p.changePercent() / 100)).toArray()),
                            changes(absolute, absolute.stream().mapToDouble(p -> Math.log(p.throughput())).toArray())));
                });
        return series;
    }

    private static int position(String key) {
        return Integer.parseInt(key.substring(0, key.indexOf('\u0000')));
    }

    private static List<Change> changes(List<Point> points, double[] logValues) {
        return ChangePoints.find(logValues).stream().map(c -> {
            Point first = points.get(c.index());
            return new Change(first.run(), first.startedAt(), Math.expm1(c.size()) * 100, Math.expm1(c.low()) * 100,
                    Math.expm1(c.high()) * 100, c.pValue());
        }).toList();
    }

    /** The target's name over the runs, e.g. "tomcat:11.0.24", or the names it had joined by " / ". */
    public String targetNames() {
        return String.join(" / ", points.stream().map(Point::target).distinct().toList());
    }
}
