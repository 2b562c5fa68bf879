package io.daytrader.bench.compare;

import io.daytrader.bench.measure.Bootstrap;
import io.daytrader.bench.measure.Flags;
import io.daytrader.bench.measure.RunAnalyzer;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;
import org.apache.commons.math3.stat.StatUtils;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Targets of several result files side by side; the first target is the baseline. Per workload, each target's
 * figure (requests/s with its confidence interval), p99 latency, server CPU per request and flags, and its change
 * against the baseline: a change is called only when the 95 % bootstrap interval of the change (over windows and
 * launches of both sides) excludes zero and the change is at least {@code thresholdPercent}. A primitive the target
 * lacks is n/a. The summary per target is the geometric mean of its ratios to the baseline over the workloads where
 * both cells are measured and unflagged.
 */
public record Comparison(List<Column> columns, List<Row> rows, List<Summary> summaries, double thresholdPercent,
                         List<String> differences, List<ChatRow> chat) {

    /** One chat shape (rooms x room size, rate, message size) and each target's run of it (null: not run). */
    public record ChatRow(String shape, List<ChatResult> cells) {
    }

    /**
     * How a cell compares with the baseline. UNSETTLED: not called, because a side's figure does not hold still:
     * it is not steady or stalled, or it is noisy and comes from a single launch (a few windows of one launch make
     * an interval that can exclude zero by chance; with several launches the interval holds their spread).
     */
    public enum Verdict { BASELINE, BETTER, WORSE, SAME, UNSETTLED, UNKNOWN }

    /** Flags of a figure whose change is never called. */
    public static final Set<String> UNSETTLED_FLAGS = Set.of(Flags.NOT_STEADY, Flags.STALLED);

    /** One target: its display name and what it ran with. */
    public record Column(String name, String kind, String version, String db, String jpa, String connector, String jvm, int launches,
                         String file) {
    }

    /**
     * One target's figure for a workload. {@code state}: measured, n/a (the target lacks the primitive) or missing
     * (not run).
     */
    public record Cell(String state, Double median, Double ciLow, Double ciHigh, Long p99, Double cpuMsPerRequest,
                       List<String> flags, long errors, Double changePercent, Double changeLow, Double changeHigh,
                       Verdict verdict, Double percentOfBest) {

        public static final String MEASURED = "measured";
        public static final String NOT_AVAILABLE = "n/a";
        public static final String MISSING = "missing";

        public boolean measured() {
            return MEASURED.equals(state);
        }

        public boolean clean() {
            return measured() && flags.isEmpty() && median != null && median > 0;
        }
    }

    /** One workload across the targets. */
    public record Row(String workload, String category, int threads, Integer rate, Integer size, List<Cell> cells) {

        public String label() {
            return (size == null ? workload : workload + " size " + size) + " @"
                    + (rate == null ? Integer.toString(threads) : rate + "/s");
        }
    }

    /** A target's summary: geometric mean of its ratios to the baseline, and its verdict counts. */
    public record Summary(Double geometricMeanChangePercent, int compared, int better, int worse, int same,
                          int leftOut) {
    }

    /**
     * The threshold when either side has a single launch: its interval leaves out launch-to-launch variance. Two
     * default sweeps of the same build on this project's 2-core machine differed by up to 16 % on rows without a
     * flag (README, "Checking the lab itself"), so one launch against one launch calls only what is beyond that.
     */
    public static final double SINGLE_LAUNCH_THRESHOLD = 20;
    public static final double MULTI_LAUNCH_THRESHOLD = 2;

    public static Comparison of(List<BenchResults> files, List<String> fileNames, Double threshold) {
        List<Column> columns = new ArrayList<>();
        List<TargetResult> targets = new ArrayList<>();
        for (int f = 0; f < files.size(); f++) {
            for (TargetResult target : files.get(f).targets()) {
                String original = target.name();
                String name = original;
                if (columns.stream().anyMatch(c -> c.name().equals(original))) {
                    name = original + " (" + (files.size() > 1 ? "file " + (f + 1) + ", " : "") + "target "
                            + (columns.size() + 1) + ")";
                }
                columns.add(new Column(name, target.kind(), target.version(), target.db(), target.jpa(), target.connector(),
                        target.serverJvm() == null ? null : target.serverJvm().version() + " " + target.serverJvm().gc(),
                        launches(target), fileNames.get(f)));
                targets.add(target);
            }
        }
        if (targets.size() < 2) {
            throw new IllegalArgumentException("compare needs at least two targets; the files hold " + targets.size());
        }
        double effectiveThreshold = threshold != null ? threshold
                : columns.stream().anyMatch(c -> c.launches() < 2) ? SINGLE_LAUNCH_THRESHOLD : MULTI_LAUNCH_THRESHOLD;
        Map<String, WorkloadResult> firstSeen = new LinkedHashMap<>();
        targets.forEach(t -> t.workloads().forEach(w -> firstSeen.putIfAbsent(key(w), w)));
        List<Row> rows = new ArrayList<>();
        for (WorkloadResult workload : firstSeen.values()) {
            rows.add(row(workload, targets, effectiveThreshold));
        }
        List<Summary> summaries = new ArrayList<>();
        for (int t = 0; t < targets.size(); t++) {
            summaries.add(summary(rows, t));
        }
        return new Comparison(columns, rows, summaries, effectiveThreshold,
                Comparability.differences(files, fileNames), chatRows(targets));
    }

    /** Chat runs side by side by shape; a target with several launches of a shape shows its first. */
    private static List<ChatRow> chatRows(List<TargetResult> targets) {
        Map<String, List<ChatResult>> rows = new LinkedHashMap<>();
        for (int t = 0; t < targets.size(); t++) {
            for (ChatResult run : targets.get(t).chatOrEmpty()) {
                String shape = String.format(Locale.ROOT, "chat %d x %d @%s/s %d B", run.rooms(), run.roomSize(),
                        Format.rate(run.messageRate()), run.messageSize());
                List<ChatResult> cells = rows.computeIfAbsent(shape,
                        s -> new ArrayList<>(Collections.nCopies(targets.size(), null)));
                if (cells.get(t) == null) {
                    cells.set(t, run);
                }
            }
        }
        return rows.entrySet().stream().map(e -> new ChatRow(e.getKey(), Collections.unmodifiableList(e.getValue()))).toList();
    }

    /** The launches a target's figures come from (an older file's single launch included). */
    private static int launches(TargetResult target) {
        return target.workloads().stream().flatMap(w -> w.runs().stream()).mapToInt(r -> r.forkOrFirst()).max()
                .orElse(1);
    }

    private static Row row(WorkloadResult workload, List<TargetResult> targets, double threshold) {
        List<WorkloadResult> results = targets.stream().map(t -> t.workloads().stream()
                .filter(w -> key(w).equals(key(workload))).findFirst().orElse(null)).toList();
        WorkloadResult baseline = results.get(0);
        double best = results.stream().filter(Objects::nonNull).mapToDouble(r -> r.summary().throughputMedian())
                .max().orElse(0);
        List<Cell> cells = new ArrayList<>();
        for (int t = 0; t < results.size(); t++) {
            WorkloadResult result = results.get(t);
            if (result == null) {
                String state = targets.get(t).unavailableOrEmpty().contains(workload.name()) ? Cell.NOT_AVAILABLE
                        : Cell.MISSING;
                cells.add(new Cell(state, null, null, null, null, null, List.of(), 0, null, null, null,
                        Verdict.UNKNOWN, null));
                continue;
            }
            cells.add(cell(result, t == 0 ? null : baseline, t == 0, threshold, best));
        }
        return new Row(workload.name(), workload.category(), workload.threads(), workload.rate(), workload.size(), cells);
    }

    private static Cell cell(WorkloadResult result, WorkloadResult baseline, boolean isBaseline, double threshold,
                             double best) {
        var s = result.summary();
        Double change = null;
        Double low = null;
        Double high = null;
        Verdict verdict = isBaseline ? Verdict.BASELINE : Verdict.UNKNOWN;
        if (baseline != null && baseline.summary().throughputMedian() > 0 && !result.runs().isEmpty()
                && !baseline.runs().isEmpty()) {
            change = (s.throughputMedian() / baseline.summary().throughputMedian() - 1) * 100;
            Bootstrap.Interval interval = Bootstrap.changeInterval(RunAnalyzer.launches(baseline.runs()),
                    RunAnalyzer.launches(result.runs()));
            if (interval != null) {
                low = interval.low();
                high = interval.high();
                verdict = unsettled(result) || unsettled(baseline) ? Verdict.UNSETTLED
                        : interval.excludesZero() && Math.abs(change) >= threshold
                        ? (change > 0 ? Verdict.BETTER : Verdict.WORSE) : Verdict.SAME;
            }
        }
        return new Cell(Cell.MEASURED, s.throughputMedian(), s.ciLow(), s.ciHigh(), s.latencyMs().p99(),
                s.serverCpuMsPerRequest(), result.flags(), s.errors(), change, low, high, verdict,
                best > 0 ? s.throughputMedian() / best * 100 : null);
    }

    private static boolean unsettled(WorkloadResult result) {
        return result.flags().stream().anyMatch(UNSETTLED_FLAGS::contains)
                || result.flags().contains(Flags.NOISY) && RunAnalyzer.launches(result.runs()).size() < 2;
    }

    private static Summary summary(List<Row> rows, int target) {
        if (target == 0) {
            return new Summary(null, 0, 0, 0, 0, 0);
        }
        List<Double> ratios = new ArrayList<>();
        int better = 0;
        int worse = 0;
        int same = 0;
        int leftOut = 0;
        for (Row row : rows) {
            Cell base = row.cells().get(0);
            Cell cell = row.cells().get(target);
            if (!base.measured() || !cell.measured()) {
                continue;
            }
            if (!base.clean() || !cell.clean()) {
                leftOut++;
                continue;
            }
            ratios.add(cell.median() / base.median());
            switch (cell.verdict()) {
                case BETTER -> better++;
                case WORSE -> worse++;
                default -> same++;
            }
        }
        Double geometricMean = ratios.isEmpty() ? null
                : (StatUtils.geometricMean(ratios.stream().mapToDouble(Double::doubleValue).toArray()) - 1) * 100;
        return new Summary(geometricMean, ratios.size(), better, worse, same, leftOut);
    }

    private static String key(WorkloadResult w) {
        return w.name() + "|" + w.threads() + "|" + w.rate() + "|" + w.size();
    }
}
