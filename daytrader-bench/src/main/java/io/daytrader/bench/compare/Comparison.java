package io.daytrader.bench.compare;

import io.daytrader.bench.measure.Bootstrap;
import io.daytrader.bench.measure.Flags;
import io.daytrader.bench.measure.RunAnalyzer;
import io.daytrader.bench.measure.Spread;
import io.daytrader.bench.report.Format;
import io.daytrader.bench.results.BenchResults;
import io.daytrader.bench.results.ChatResult;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.ServerJvm;
import io.daytrader.bench.results.TargetResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Targets of one or more result files side by side; the first target is the baseline. Per workload, each target's
 * figure (requests/s with its confidence interval), p99 latency, server CPU per request and flags, and its change
 * against the baseline.
 * <ul>
 *   <li><b>Paired</b> (two targets of one side-by-side sweep): the change is estimated from the windows' ratios on
 *   the {@link PairedFigure} the row calls for: duet windows with crossed launches by {@link CrossedLaunches},
 *   alternating rounds by {@link PairedChange#of} (with the launch variance pooled over the workloads:
 *   {@link LaunchVariance}); it is called when the false-discovery control over the target's paired cells
 *   ({@link FalseDiscovery}) calls it, and it is at least the threshold (none unless given). Its minimum detectable
 *   effect is the change its own test calls with 80 % probability.</li>
 *   <li><b>Unpaired</b> (targets measured one after the other, or of different files): the machine's drift between
 *   them is not cancelled. The 95 % bootstrap interval of the change (over windows and launches of both sides) must
 *   exclude zero and the change must be at least the threshold: 2 %, or 20 % when a side has a single launch.</li>
 * </ul>
 * A primitive the target lacks is n/a. The summary per target is the geometric mean of its ratios to the baseline.
 */
public record Comparison(List<Column> columns, List<Row> rows, List<Summary> summaries, double thresholdPercent,
                         Double pairedThresholdPercent, List<String> differences, List<ChatRow> chat, boolean duet) {

    /** One chat shape (rooms x room size, rate, message size) and each target's runs of it, a run per launch. */
    public record ChatRow(String shape, List<List<ChatResult>> cells) {
    }

    /**
     * How a cell compares with the baseline. UNSETTLED: not called, because a side's figure does not hold still:
     * it stalled, or (unpaired) it is not steady, or noisy from a single launch.
     */
    public enum Verdict { BASELINE, BETTER, WORSE, SAME, UNSETTLED, UNKNOWN }

    /** Flags of a figure whose unpaired change is never called. */
    public static final Set<String> UNSETTLED_FLAGS = Set.of(Flags.NOT_STEADY, Flags.STALLED);

    /** One target: its display name and what it ran with. */
    public record Column(String name, String kind, String version, String db, String jpa, String connector, String jdk,
                         String gc, int launches, String file) {
    }

    /**
     * One target's figure for a workload. {@code state}: measured, n/a (the target lacks the primitive) or missing
     * (not run). The change against the baseline is in percent, with its 95 % interval. A paired cell names the
     * {@code figure} it compared (its change is a speed: above zero, better) and carries its {@code pairedChange}
     * (null when fewer than two rounds paired up).
     */
    public record Cell(String state, Double median, Double ciLow, Double ciHigh, Long p99, Double cpuMsPerRequest,
                       List<String> flags, long errors, Double changePercent, Double changeLow, Double changeHigh,
                       Verdict verdict, Double percentOfBest, String figure, PairedChange pairedChange) {

        public static final String MEASURED = "measured";
        public static final String NOT_AVAILABLE = "n/a";
        public static final String MISSING = "missing";

        public boolean measured() {
            return MEASURED.equals(state);
        }

        public boolean clean() {
            return measured() && flags.isEmpty() && median != null && median > 0;
        }

        /** Whether the change comes from rounds measured side by side. */
        public boolean paired() {
            return figure != null;
        }

        /**
         * The smallest change this cell's own test calls with 80 % probability ({@link PairedChange}); null unpaired.
         */
        public Double minimumDetectablePercent() {
            return pairedChange == null ? null : pairedChange.minimumDetectablePercent();
        }

        /** The interval's half-width in percent; null unpaired. */
        public Double halfWidthPercent() {
            return pairedChange == null ? null : pairedChange.halfWidthPercent();
        }

        Cell withVerdict(Verdict called) {
            return new Cell(state, median, ciLow, ciHigh, p99, cpuMsPerRequest, flags, errors, changePercent, changeLow,
                    changeHigh, called, percentOfBest, figure, pairedChange);
        }
    }

    /** One workload across the targets. */
    public record Row(String workload, String category, int threads, Integer rate, Integer size, List<Cell> cells) {

        public String label() {
            return label(workload, threads, rate, size);
        }

        /** A workload's name, size and concurrency or rate, e.g. "PingServlet @16". */
        public static String label(String workload, int threads, Integer rate, Integer size) {
            return (size == null ? workload : workload + " size " + size) + " @"
                    + (rate == null ? Integer.toString(threads) : rate + "/s");
        }
    }

    /**
     * A target's summary: the geometric mean of its ratios to the baseline (with its 95 % interval when the rows are
     * paired: the rows' own uncertainty carried through), the verdict counts, the median minimum detectable effect
     * of its paired rows, and in a duet its median share of the server CPU that the targets loaded at once used, and
     * the windows where it starved (null and 0 otherwise).
     */
    public record Summary(Double geometricMeanChangePercent, Double geometricMeanLow, Double geometricMeanHigh,
                          int compared, int better, int worse, int same, int unsettled, int leftOut,
                          Double medianMinimumDetectablePercent, Double serverCpuShare, int starvedWindows) {

        Summary withShare(TargetResult target) {
            List<RunResult> runs = target.workloads().stream().flatMap(w -> w.runs().stream()).toList();
            return new Summary(geometricMeanChangePercent, geometricMeanLow, geometricMeanHigh, compared, better,
                    worse, same, unsettled, leftOut, medianMinimumDetectablePercent,
                    Spread.medianOrNull(runs.stream().map(RunResult::serverCpuShare).toList()),
                    (int) runs.stream().filter(RunResult::starved).count());
        }
    }

    /**
     * The threshold when either side has a single launch: its interval leaves out launch-to-launch variance. Two
     * default sweeps of the same build on this project's 2-core machine differed by up to 16 % on rows without a
     * flag, so one launch against one launch, measured one after the other, calls only what is beyond that.
     */
    public static final double SINGLE_LAUNCH_THRESHOLD = 20;
    public static final double MULTI_LAUNCH_THRESHOLD = 2;

    public static Comparison of(List<BenchResults> files, List<String> fileNames, Double threshold) {
        List<Column> columns = new ArrayList<>();
        List<TargetResult> targets = new ArrayList<>();
        List<Integer> fileOf = new ArrayList<>();
        for (int f = 0; f < files.size(); f++) {
            for (TargetResult target : files.get(f).targets()) {
                String original = target.name();
                String name = original;
                if (columns.stream().anyMatch(c -> c.name().equals(original))) {
                    name = original + " (" + (files.size() > 1 ? "file " + (f + 1) + ", " : "") + "target "
                            + (columns.size() + 1) + ")";
                }
                ServerJvm jvm = target.serverJvm();
                columns.add(new Column(name, target.kind(), target.version(), target.db(), target.jpa(), target.connector(),
                        jvm != null ? jvm.version() + " " + jvm.vendor() : target.javaHome(), jvm == null ? null : jvm.gc(),
                        launches(target), fileNames.get(f)));
                targets.add(target);
                fileOf.add(f);
            }
        }
        if (targets.size() < 2) {
            throw new IllegalArgumentException("compare needs at least two targets; the files hold " + targets.size());
        }
        double unpairedThreshold = threshold != null ? threshold
                : columns.stream().anyMatch(c -> c.launches() < 2) ? SINGLE_LAUNCH_THRESHOLD : MULTI_LAUNCH_THRESHOLD;
        List<Boolean> pairedWithBaseline = new ArrayList<>();
        for (int t = 0; t < targets.size(); t++) {
            pairedWithBaseline.add(fileOf.get(t).equals(fileOf.get(0)) && files.get(fileOf.get(0)).settings() != null
                    && files.get(fileOf.get(0)).settings().sideBySide());
        }
        boolean duet = files.get(fileOf.get(0)).settings() != null && files.get(fileOf.get(0)).settings().duet();
        Map<String, WorkloadResult> firstSeen = new LinkedHashMap<>();
        targets.forEach(t -> t.workloads().forEach(w -> firstSeen.putIfAbsent(key(w), w)));
        List<Map<PairedFigure, LaunchVariance>> launchVariances = new ArrayList<>();
        for (TargetResult target : targets) {
            launchVariances.add(launchVariances(targets.get(0), target));
        }
        List<Row> rows = new ArrayList<>();
        for (WorkloadResult workload : firstSeen.values()) {
            rows.add(row(workload, targets, pairedWithBaseline, duet, launchVariances, unpairedThreshold));
        }
        rows = callPaired(rows, threshold == null ? 0 : threshold);
        List<Summary> summaries = new ArrayList<>();
        for (int t = 0; t < targets.size(); t++) {
            summaries.add(summary(rows, t).withShare(targets.get(t)));
        }
        return new Comparison(columns, rows, summaries, unpairedThreshold, threshold,
                Comparability.differences(files, fileNames), chatRows(targets), duet);
    }

    /** Whether any cell was compared paired. */
    public boolean anyPaired() {
        return rows.stream().flatMap(r -> r.cells().stream()).anyMatch(Cell::paired);
    }

    /** Whether any cell was compared unpaired. */
    public boolean anyUnpaired() {
        return rows.stream().flatMap(r -> r.cells().stream().skip(1))
                .anyMatch(c -> c.measured() && !c.paired() && c.changePercent() != null);
    }

    /** Whether a change was called slower on any row. */
    public boolean anyWorse() {
        return rows.stream().flatMap(r -> r.cells().stream()).anyMatch(c -> c.verdict() == Verdict.WORSE);
    }

    /** Chat runs side by side by shape, every launch's run of each target. */
    private static List<ChatRow> chatRows(List<TargetResult> targets) {
        Map<String, List<List<ChatResult>>> rows = new LinkedHashMap<>();
        for (int t = 0; t < targets.size(); t++) {
            for (ChatResult run : targets.get(t).chatOrEmpty()) {
                String shape = String.format(Locale.ROOT, "chat %d x %d @%s/s %d B", run.rooms(), run.roomSize(),
                        Format.messageRate(run.messageRate()), run.messageSize());
                rows.computeIfAbsent(shape, s -> targets.stream().<List<ChatResult>>map(target -> new ArrayList<>())
                        .toList()).get(t).add(run);
            }
        }
        return rows.entrySet().stream().map(e -> new ChatRow(e.getKey(), Collections.unmodifiableList(e.getValue()))).toList();
    }

    /** The launches a target's figures come from (an older file's single launch included). */
    private static int launches(TargetResult target) {
        return target.workloads().stream().flatMap(w -> w.runs().stream()).mapToInt(r -> r.forkOrFirst()).max()
                .orElse(1);
    }

    /**
     * A target's launch variance against the baseline per figure compared, pooled over the workloads both measured
     * paired: the workloads share the pair of launches, and one workload's launches alone give too few degrees of
     * freedom to be of use.
     */
    private static Map<PairedFigure, LaunchVariance> launchVariances(TargetResult baseline, TargetResult target) {
        Map<PairedFigure, List<List<double[]>>> byFigure = new EnumMap<>(PairedFigure.class);
        for (WorkloadResult mine : target.workloads()) {
            baseline.workloads().stream().filter(b -> key(b).equals(key(mine)) && PairedFigure.paired(b, mine))
                    .findFirst().ifPresent(b -> {
                        PairedFigure figure = PairedFigure.of(b, mine);
                        byFigure.computeIfAbsent(figure, f -> new ArrayList<>()).add(figure.logRatiosByLaunch(b, mine));
                    });
        }
        Map<PairedFigure, LaunchVariance> pooled = new EnumMap<>(PairedFigure.class);
        byFigure.forEach((figure, workloads) -> pooled.put(figure, LaunchVariance.pooled(workloads)));
        return pooled;
    }

    private static Row row(WorkloadResult workload, List<TargetResult> targets, List<Boolean> paired, boolean duet,
                           List<Map<PairedFigure, LaunchVariance>> launchVariances, double threshold) {
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
                        Verdict.UNKNOWN, null, null, null));
            } else if (t == 0 || baseline == null) {
                cells.add(measured(result, t == 0 ? Verdict.BASELINE : Verdict.UNKNOWN, best, null, null));
            } else if (paired.get(t) && PairedFigure.paired(baseline, result)) {
                cells.add(pairedCell(result, baseline, best, duet, launchVariances.get(t)));
            } else {
                cells.add(unpairedCell(result, baseline, threshold, best));
            }
        }
        return new Row(workload.name(), workload.category(), workload.threads(), workload.rate(), workload.size(), cells);
    }

    private static Cell measured(WorkloadResult result, Verdict verdict, double best, Double change,
                                 Bootstrap.Interval interval) {
        var s = result.summary();
        return new Cell(Cell.MEASURED, s.throughputMedian(), s.ciLow(), s.ciHigh(), s.latencyMs().p99(),
                s.serverCpuMsPerRequest(), result.flags(), s.errors(), change,
                interval == null ? null : interval.low(), interval == null ? null : interval.high(), verdict,
                best > 0 ? s.throughputMedian() / best * 100 : null, null, null);
    }

    /**
     * A paired cell, its verdict still to be called over the target's paired cells ({@link #callPaired}): duet windows
     * by {@link CrossedLaunches}, alternating rounds by {@link PairedChange#of}.
     */
    private static Cell pairedCell(WorkloadResult result, WorkloadResult baseline, double best, boolean duet,
                                   Map<PairedFigure, LaunchVariance> launchVariances) {
        var s = result.summary();
        PairedFigure figure = PairedFigure.of(baseline, result);
        PairedChange change = duet ? CrossedLaunches.estimate(figure.windows(baseline, result, true))
                : PairedChange.of(figure.logRatiosByLaunch(baseline, result),
                launchVariances.getOrDefault(figure, LaunchVariance.UNKNOWN));
        boolean stalled = result.flags().contains(Flags.STALLED) || baseline.flags().contains(Flags.STALLED);
        Verdict verdict = change == null ? Verdict.UNKNOWN : stalled ? Verdict.UNSETTLED : null;
        return new Cell(Cell.MEASURED, s.throughputMedian(), s.ciLow(), s.ciHigh(), s.latencyMs().p99(),
                s.serverCpuMsPerRequest(), result.flags(), s.errors(), change == null ? null : change.changePercent(),
                change == null ? null : change.lowPercent(), change == null ? null : change.highPercent(), verdict,
                best > 0 ? s.throughputMedian() / best * 100 : null, figure.label(), change);
    }

    /**
     * Calls the paired cells still open, target by target: the false-discovery control over that target's cells
     * (one target's real changes do not make another target's chance differences callable), then the threshold.
     */
    private static List<Row> callPaired(List<Row> rows, double threshold) {
        int columns = rows.isEmpty() ? 0 : rows.get(0).cells().size();
        double[] largestCalled = new double[columns];
        for (int t = 0; t < columns; t++) {
            int target = t;
            double[] pValues = rows.stream().map(r -> r.cells().get(target))
                    .filter(c -> c.paired() && c.verdict() == null).mapToDouble(c -> c.pairedChange().pValue())
                    .toArray();
            largestCalled[t] = FalseDiscovery.threshold(pValues, FalseDiscovery.RATE);
        }
        List<Row> called = new ArrayList<>();
        for (Row row : rows) {
            List<Cell> cells = new ArrayList<>();
            for (int t = 0; t < row.cells().size(); t++) {
                Cell c = row.cells().get(t);
                cells.add(!c.paired() || c.verdict() != null ? c
                        : c.withVerdict(c.pairedChange().pValue() <= largestCalled[t]
                        && Math.abs(c.changePercent()) >= threshold
                        ? (c.changePercent() > 0 ? Verdict.BETTER : Verdict.WORSE) : Verdict.SAME));
            }
            called.add(new Row(row.workload(), row.category(), row.threads(), row.rate(), row.size(), cells));
        }
        return called;
    }

    private static Cell unpairedCell(WorkloadResult result, WorkloadResult baseline, double threshold, double best) {
        Verdict verdict = Verdict.UNKNOWN;
        Double change = null;
        Bootstrap.Interval interval = null;
        if (baseline.summary().throughputMedian() > 0 && !result.runs().isEmpty() && !baseline.runs().isEmpty()) {
            change = (result.summary().throughputMedian() / baseline.summary().throughputMedian() - 1) * 100;
            interval = Bootstrap.changeInterval(RunAnalyzer.launches(baseline.runs()),
                    RunAnalyzer.launches(result.runs()));
            if (interval != null) {
                verdict = unsettled(result) || unsettled(baseline) ? Verdict.UNSETTLED
                        : interval.excludesZero() && Math.abs(change) >= threshold
                        ? (change > 0 ? Verdict.BETTER : Verdict.WORSE) : Verdict.SAME;
            }
        }
        return measured(result, verdict, best, change, interval);
    }

    private static boolean unsettled(WorkloadResult result) {
        return result.flags().stream().anyMatch(UNSETTLED_FLAGS::contains)
                || result.flags().contains(Flags.NOISY) && RunAnalyzer.launches(result.runs()).size() < 2;
    }

    private static Summary summary(List<Row> rows, int target) {
        if (target == 0) {
            return new Summary(null, null, null, 0, 0, 0, 0, 0, 0, null, null, 0);
        }
        List<Double> ratios = new ArrayList<>();
        List<Double> mdes = new ArrayList<>();
        GeometricMean paired = new GeometricMean();
        int better = 0;
        int worse = 0;
        int same = 0;
        int unsettled = 0;
        int leftOut = 0;
        for (Row row : rows) {
            Cell base = row.cells().get(0);
            Cell cell = row.cells().get(target);
            if (!base.measured() || !cell.measured()) {
                continue;
            }
            if (cell.minimumDetectablePercent() != null) {
                mdes.add(cell.minimumDetectablePercent());
            }
            if (cell.verdict() == Verdict.UNSETTLED) {
                unsettled++;
            }
            boolean usable = cell.paired() ? cell.changePercent() != null && cell.verdict() != Verdict.UNSETTLED
                    && cell.errors() == 0 && base.errors() == 0 : base.clean() && cell.clean();
            if (!usable) {
                leftOut++;
                continue;
            }
            if (cell.paired()) {
                paired.add(cell.pairedChange());
                ratios.add(cell.pairedChange().ratio());
            } else {
                ratios.add(cell.median() / base.median());
            }
            switch (cell.verdict()) {
                case BETTER -> better++;
                case WORSE -> worse++;
                default -> same++;
            }
        }
        Double mean = ratios.isEmpty() ? null
                : (Math.exp(ratios.stream().mapToDouble(Math::log).average().orElseThrow()) - 1) * 100;
        PairedChange combined = paired.count() == ratios.size() ? paired.combined() : null;
        return new Summary(mean, combined == null ? null : combined.lowPercent(),
                combined == null ? null : combined.highPercent(),
                ratios.size(), better, worse, same, unsettled, leftOut,
                Spread.medianOrNull(mdes), null, 0);
    }

    private static String key(WorkloadResult w) {
        return w.name() + "|" + w.threads() + "|" + w.rate() + "|" + w.size();
    }
}
