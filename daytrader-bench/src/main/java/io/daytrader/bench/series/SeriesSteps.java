package io.daytrader.bench.series;

import io.daytrader.bench.compare.Comparison;
import io.daytrader.bench.compare.FalseDiscovery;
import io.daytrader.bench.compare.PairedChange;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.TargetResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A series: three targets or more of one kind measured in one run (versions, or JDKs), in the order given, or in
 * overlapping groups of runs that share a target when they did not all fit in memory at once. Each <b>line</b> is a
 * workload's change of every target against the first, with its 95 % interval; across groups the changes are chained
 * through the shared targets (log ratios add, their variances too, taken as normal). Each <b>step</b> is the change of
 * a workload from one target to the next, measured as a comparison of those two targets alone ({@link Comparison}:
 * paired when the run was side by side). The steps are called with the false-discovery control over all paired steps
 * of the series at once ({@link FalseDiscovery}), so a long series does not call chance differences; an unpaired step
 * keeps the two-target comparison's verdict.
 */
public record SeriesSteps(List<String> labels, List<Line> lines, List<Step> steps) {

    /** The fewest targets that make a series (with two, the one step is the comparison itself). */
    public static final int MIN_TARGETS = 3;
    private static final double Z95 = 1.959964;

    /**
     * One workload's change against the first target, per target in percent with its interval (null where the target
     * has no figure; 0 and no interval for the first).
     */
    public record Line(String workload, List<Double> changePercent, List<Double> lowPercent, List<Double> highPercent) {
    }

    /**
     * One workload's change from target {@code from} to target {@code to} (indexes into the series' targets), in
     * percent with its 95 % interval; {@code pValue}: the paired test's (null unpaired).
     */
    public record Step(String workload, int from, int to, String fromLabel, String toLabel, double changePercent,
                       double lowPercent, double highPercent, Double pValue, boolean paired, boolean called) {

        /** "PingServlet2Jsp @16: -6.1 % [-8.0, -4.2] from 25.0.0.10 to 25.0.0.11". */
        public String sentence() {
            return String.format(Locale.ROOT, "%s: %+.1f %% [%+.1f, %+.1f] from %s to %s%s", workload, changePercent,
                    lowPercent, highPercent, fromLabel, toLabel, paired ? "" : " (unpaired)");
        }

        Step called(boolean isCalled) {
            return new Step(workload, from, to, fromLabel, toLabel, changePercent, lowPercent, highPercent, pValue,
                    paired, isCalled);
        }

        Step shifted(int by, List<String> labels) {
            return new Step(workload, from + by, to + by, labels.get(from + by), labels.get(to + by), changePercent,
                    lowPercent, highPercent, pValue, paired, called);
        }
    }

    /** Whether a run's targets form a series. */
    public static boolean isSeries(BenchResults results) {
        return isSeries(results.targets().stream().map(TargetResult::kind).toList());
    }

    /** Whether targets of these kinds, in order, form a series. */
    public static boolean isSeries(List<String> kinds) {
        return kinds.size() >= MIN_TARGETS && kinds.stream().distinct().count() == 1;
    }

    /** The series of one run; null when its targets are not a series. */
    public static SeriesSteps of(BenchResults results) {
        return isSeries(results) ? chained(List.of(results)) : null;
    }

    /** The series of runs whose targets overlap by one: each run's first target is the previous run's last. */
    public static SeriesSteps chained(List<BenchResults> groups) {
        List<String> labels = new ArrayList<>();
        Map<String, Line> lines = new LinkedHashMap<>();
        Map<String, double[]> offsets = new LinkedHashMap<>();
        List<Step> found = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            BenchResults group = groups.get(g);
            Comparison all = Comparison.of(List.of(group), List.of("results.json"), null);
            List<String> mine = labels(all.columns());
            int start = labels.isEmpty() ? 0 : labels.size() - 1;
            labels.addAll(g == 0 ? mine : mine.subList(1, mine.size()));
            for (Comparison.Row row : all.rows()) {
                Line line = lines.computeIfAbsent(row.label(), w -> new Line(w, new ArrayList<>(), new ArrayList<>(),
                        new ArrayList<>()));
                double[] offset = g == 0 ? null : offsets.getOrDefault(row.label(), new double[] {Double.NaN, 0});
                pad(line, start);
                for (int t = g == 0 ? 0 : 1; t < row.cells().size(); t++) {
                    add(line, row.cells().get(t), t == 0, offset);
                }
                offsets.put(row.label(), logAndVariance(line, line.changePercent().size() - 1));
            }
            for (int t = 1; t < group.targets().size(); t++) {
                for (Step step : rawSteps(group, t, mine)) {
                    found.add(step.shifted(start, labels));
                }
            }
        }
        lines.values().forEach(line -> pad(line, labels.size()));
        double largest = FalseDiscovery.threshold(found.stream().map(Step::pValue).filter(Objects::nonNull)
                .mapToDouble(Double::doubleValue).toArray(), FalseDiscovery.RATE);
        return new SeriesSteps(List.copyOf(labels), List.copyOf(lines.values()), found.stream()
                .map(s -> s.pValue() == null ? s : s.called(s.pValue() <= largest)).toList());
    }

    /** The steps of every workload from target t - 1 to target t of one run, compared alone. */
    private static List<Step> rawSteps(BenchResults results, int t, List<String> labels) {
        List<TargetResult> targets = results.targets();
        BenchResults pair = new BenchResults(results.schemaVersion(), results.tool(), results.startedAt(),
                results.finishedAt(), results.settings(), results.machine(), results.provenance(),
                List.of(targets.get(t - 1), targets.get(t)), results.windows());
        List<Step> steps = new ArrayList<>();
        for (Comparison.Row row : Comparison.of(List.of(pair), List.of("results.json"), null).rows()) {
            Comparison.Cell cell = row.cells().get(1);
            if (cell.changePercent() == null || cell.changeLow() == null) {
                continue;
            }
            PairedChange change = cell.pairedChange();
            boolean unsettled = cell.verdict() == Comparison.Verdict.UNSETTLED;
            steps.add(new Step(row.label(), t - 1, t, labels.get(t - 1), labels.get(t), cell.changePercent(),
                    cell.changeLow(), cell.changeHigh(), change == null || unsettled ? null : change.pValue(),
                    cell.paired(), !cell.paired() && (cell.verdict() == Comparison.Verdict.BETTER
                    || cell.verdict() == Comparison.Verdict.WORSE)));
        }
        return steps;
    }

    private static void pad(Line line, int size) {
        while (line.changePercent().size() < size) {
            line.changePercent().add(null);
            line.lowPercent().add(null);
            line.highPercent().add(null);
        }
    }

    /** Adds a target's change against its group's first, chained onto the group's first (offset: log, variance). */
    private static void add(Line line, Comparison.Cell cell, boolean first, double[] offset) {
        if (first) {
            boolean measured = cell.measured();
            line.changePercent().add(measured ? 0.0 : null);
            line.lowPercent().add(null);
            line.highPercent().add(null);
        } else if (cell.changePercent() == null || offset != null && Double.isNaN(offset[0])) {
            pad(line, line.changePercent().size() + 1);
        } else if (offset == null) {
            line.changePercent().add(cell.changePercent());
            line.lowPercent().add(cell.changeLow());
            line.highPercent().add(cell.changeHigh());
        } else {
            double log = offset[0] + Math.log1p(cell.changePercent() / 100);
            double variance = offset[1] + variance(cell.changeLow(), cell.changeHigh());
            double half = Z95 * Math.sqrt(variance);
            line.changePercent().add(Math.expm1(log) * 100);
            line.lowPercent().add(Math.expm1(log - half) * 100);
            line.highPercent().add(Math.expm1(log + half) * 100);
        }
    }

    /** The log change and its variance at target {@code t} of a line; NaN where it has none. */
    private static double[] logAndVariance(Line line, int t) {
        Double change = line.changePercent().get(t);
        if (change == null) {
            return new double[] {Double.NaN, Double.NaN};
        }
        return new double[] {Math.log1p(change / 100),
                variance(line.lowPercent().get(t), line.highPercent().get(t))};
    }

    /** The variance of a log change whose 95 % interval is [low, high] in percent, taken as normal; 0 without one. */
    private static double variance(Double low, Double high) {
        if (low == null || high == null) {
            return 0;
        }
        double half = (Math.log1p(high / 100) - Math.log1p(low / 100)) / 2 / Z95;
        return half * half;
    }

    /** The steps called, in the series' order. */
    public List<Step> called() {
        return steps.stream().filter(Step::called).toList();
    }

    /**
     * What tells the targets apart: the version when the versions differ, else the JDK, else the target's name.
     */
    static List<String> labels(List<Comparison.Column> columns) {
        boolean versions = columns.stream().map(Comparison.Column::version).distinct().count() == columns.size();
        boolean jdks = columns.stream().map(Comparison.Column::jdk).distinct().count() == columns.size();
        return columns.stream().map(c -> versions ? c.version() : jdks ? c.jdk() : c.name()).toList();
    }
}
