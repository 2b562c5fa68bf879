package io.daytrader.bench.compare;

import io.daytrader.bench.measure.Flags;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.WorkloadResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * What a paired comparison of one workload compares, and the rounds' log ratios of it. Requests per second compare
 * servers only where the server sets the pace: where the driver used more than {@value #DRIVER_BOUND_PERCENT} % of
 * its CPUs in a side's windows, the rate is the driver's, and where the open model offers a fixed rate or users
 * think between requests, the rate is the plan's as long as both sides keep up with it, so the server CPU per
 * request is compared instead (as a speed: the baseline's CPU per request over the target's, above 1 when the
 * target needs less). A side keeps up while it serves at least {@value #KEPT_UP_PERCENT} % of the offered rate: the
 * open model's rate, or users / think time (below it, the users spend more than a quarter of their think time
 * waiting for the server, which then sets the pace). In a duet the targets share the server CPUs: where together
 * they used more than {@value #SHARED_CPU_BUSY_PERCENT} % of them, the scheduler's split of the CPUs sets each
 * one's rate (and one side's pause hands the other its CPU), so the CPU per request is compared there too; req/s
 * where they left the CPUs idle (their own latency set the pace).
 */
public enum PairedFigure {

    THROUGHPUT("req/s", RunResult::throughput, false),
    CPU_PER_REQUEST("server CPU per request", RunResult::serverCpuMsPerRequest, true);

    static final double DRIVER_BOUND_PERCENT = 80;
    static final double KEPT_UP_PERCENT = 80;
    static final double SHARED_CPU_BUSY_PERCENT = 80;

    private final String label;
    private final Function<RunResult, Double> value;
    private final boolean lowerIsBetter;

    PairedFigure(String label, Function<RunResult, Double> value, boolean lowerIsBetter) {
        this.label = label;
        this.value = value;
        this.lowerIsBetter = lowerIsBetter;
    }

    public String label() {
        return label;
    }

    /** The figure of a workload measured on the two sides. */
    public static PairedFigure of(WorkloadResult baseline, WorkloadResult target) {
        boolean planSetsThePace = offeredRate(baseline) != null && keptUp(baseline) && keptUp(target);
        boolean serverSetsThePace = !planSetsThePace && !driverBound(baseline) && !driverBound(target)
                && !sharedCpuBusy(baseline);
        return serverSetsThePace ? THROUGHPUT : CPU_PER_REQUEST;
    }

    /** In a duet, whether the targets loaded at once kept the server CPUs busy together. */
    private static boolean sharedCpuBusy(WorkloadResult result) {
        Double together = Flags.serversTogetherPercent(result.runs());
        return together != null && together > SHARED_CPU_BUSY_PERCENT;
    }

    private static Double offeredRate(WorkloadResult result) {
        if (result.rate() != null) {
            return result.rate().doubleValue();
        }
        return result.thinkTimeMs() > 0 ? result.threads() * 1000.0 / result.thinkTimeMs() : null;
    }

    private static boolean keptUp(WorkloadResult result) {
        Double offered = offeredRate(result);
        return offered == null || result.summary().throughputMedian() >= offered * KEPT_UP_PERCENT / 100;
    }

    private static boolean driverBound(WorkloadResult result) {
        Double driver = result.summary().driverCpuPercent();
        return driver != null && driver > DRIVER_BOUND_PERCENT;
    }

    /**
     * The log of the target's speed over the baseline's in every round both measured, grouped by launch; a round
     * where a side has no positive value is left out.
     */
    public List<double[]> logRatiosByLaunch(WorkloadResult baseline, WorkloadResult target) {
        return byLaunch(baseline, target).values().stream().map(PairedFigure::array).toList();
    }

    /** The log ratios of one launch's rounds (empty when it has none). */
    public double[] logRatiosOfLaunch(WorkloadResult baseline, WorkloadResult target, int launch) {
        return array(byLaunch(baseline, target).getOrDefault(launch, List.of()));
    }

    private Map<Integer, List<Double>> byLaunch(WorkloadResult baseline, WorkloadResult target) {
        Map<String, RunResult> baseRuns = new TreeMap<>();
        baseline.runs().stream().filter(r -> r.round() != null).forEach(r -> baseRuns.put(key(r), r));
        Map<Integer, List<Double>> byLaunch = new TreeMap<>();
        for (RunResult run : target.runs()) {
            RunResult base = run.round() == null ? null : baseRuns.get(key(run));
            Double mine = run.round() == null ? null : value.apply(run);
            Double theirs = base == null ? null : value.apply(base);
            if (mine != null && theirs != null && mine > 0 && theirs > 0) {
                double ratio = lowerIsBetter ? theirs / mine : mine / theirs;
                byLaunch.computeIfAbsent(run.forkOrFirst(), f -> new ArrayList<>()).add(Math.log(ratio));
            }
        }
        return byLaunch;
    }

    /**
     * The windows both measured, as {@link CrossedLaunches.Window}s: in a duet ({@code duet}) those of the same round,
     * whatever launch each side loaded in it; otherwise those of the same launch and round. A window where a side has
     * no positive value is left out.
     */
    public List<CrossedLaunches.Window> windows(WorkloadResult baseline, WorkloadResult target, boolean duet) {
        Map<String, RunResult> baseRuns = new TreeMap<>();
        baseline.runs().stream().filter(r -> r.round() != null).forEach(r -> baseRuns.put(key(r, duet), r));
        List<CrossedLaunches.Window> windows = new ArrayList<>();
        for (RunResult run : target.runs()) {
            RunResult base = run.round() == null ? null : baseRuns.get(key(run, duet));
            Double mine = base == null ? null : value.apply(run);
            Double theirs = base == null ? null : value.apply(base);
            if (mine != null && theirs != null && mine > 0 && theirs > 0) {
                double ratio = lowerIsBetter ? theirs / mine : mine / theirs;
                windows.add(new CrossedLaunches.Window(base.forkOrFirst(), run.forkOrFirst(), Math.log(ratio)));
            }
        }
        return windows;
    }

    private static String key(RunResult run, boolean duet) {
        return duet ? Integer.toString(run.round()) : key(run);
    }

    private static double[] array(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** Whether the two were measured in the same rounds (a side-by-side sweep). */
    public static boolean paired(WorkloadResult baseline, WorkloadResult target) {
        return baseline.runs().stream().map(RunResult::round).anyMatch(Objects::nonNull)
                && target.runs().stream().map(RunResult::round).anyMatch(Objects::nonNull);
    }

    private static String key(RunResult run) {
        return run.forkOrFirst() + "/" + run.round();
    }
}
