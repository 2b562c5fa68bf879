package io.daytrader.bench.measure;

import io.daytrader.bench.results.ForkSeries;
import io.daytrader.bench.results.RunResult;
import io.daytrader.bench.results.Summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The honesty flags of a result. A flagged figure is still reported, with the reason it may mislead:
 * <ul>
 *   <li>{@code driver-bound}: the driver (the local JMeter, or the busiest of the JMeter engines, from their probes)
 *   used more than 80 % of its CPUs, so the server may be faster than measured;</li>
 *   <li>{@code errors}: some requests failed (timeouts included); they are not in the throughput;</li>
 *   <li>{@code noisy}: the 95 % confidence interval of the figure is wider than +-5 % of it (without an interval:
 *   the windows spread more than 10 %);</li>
 *   <li>{@code not-steady}: a warm-up reached its cap without converging, so the windows may be on the warm-up
 *   curve;</li>
 *   <li>{@code unsaturated}: at the highest concurrency swept, the server used less than half of its CPUs (in a
 *   duet: the servers loaded at once together), so the figure is a latency-bound rate, not the server's
 *   capacity;</li>
 *   <li>{@code stalled}: a measured window completed no request, or a request was in flight for a whole window:
 *   requests hung, and their failures (timeouts) may fall outside the windows;</li>
 *   <li>{@code starved}: in a duet window, another target loaded at once left this one less than half of an equal
 *   share of the server CPU ({@link RunResult#starved()}), so the pair measured a fight for the CPU as much as the
 *   servers.</li>
 * </ul>
 */
public final class Flags {

    public static final String DRIVER_BOUND = "driver-bound";
    public static final String ERRORS = "errors";
    public static final String NOISY = "noisy";
    public static final String NOT_STEADY = "not-steady";
    public static final String UNSATURATED = "unsaturated";
    public static final String STALLED = "stalled";
    public static final String STARVED = "starved";

    static final double DRIVER_BOUND_PERCENT = 80;
    static final double NOISY_HALF_WIDTH_PERCENT = 5;
    static final double NOISY_SPREAD_PERCENT = 10;
    static final double UNSATURATED_PERCENT = 50;

    private Flags() {
    }

    /** Flags of one workload; {@code highestConcurrency} tells whether unsaturated applies. */
    public static List<String> of(Summary summary, List<RunResult> runs, List<ForkSeries> forks,
                                  boolean highestConcurrency) {
        List<String> flags = new ArrayList<>();
        if (above(summary.driverCpuPercent(), DRIVER_BOUND_PERCENT) || above(summary.engineCpuPercent(),
                DRIVER_BOUND_PERCENT)) {
            flags.add(DRIVER_BOUND);
        }
        if (summary.errors() > 0) {
            flags.add(ERRORS);
        }
        if (noisy(summary)) {
            flags.add(NOISY);
        }
        if (forks.stream().anyMatch(f -> !f.steady())) {
            flags.add(NOT_STEADY);
        }
        Double serverCpu = serverCpuOfAll(summary, runs);
        if (highestConcurrency && serverCpu != null && serverCpu < UNSATURATED_PERCENT) {
            flags.add(UNSATURATED);
        }
        if (summary.throughputMin() <= 0 || runs.stream().map(RunResult::stalled).filter(Objects::nonNull)
                .anyMatch(s -> s > 0)) {
            flags.add(STALLED);
        }
        if (runs.stream().anyMatch(RunResult::starved)) {
            flags.add(STARVED);
        }
        return flags;
    }

    /** The server CPU percent of the windows: in a duet, of all the servers loaded at once (this one's over its share). */
    private static Double serverCpuOfAll(Summary summary, List<RunResult> runs) {
        Double together = serversTogetherPercent(runs);
        return together == null ? summary.serverCpuPercent() : together;
    }

    /**
     * In a duet, the median over the windows of the server CPU percent that every target loaded at once used
     * together (a target's own over its share); null outside a duet.
     */
    public static Double serversTogetherPercent(List<RunResult> runs) {
        return Spread.medianOrNull(runs.stream().filter(r -> r.serverCpuPercent() != null
                && r.serverCpuShare() != null && r.serverCpuShare() > 0)
                .map(r -> r.serverCpuPercent() / r.serverCpuShare()).toList());
    }

    private static boolean above(Double percent, double limit) {
        return percent != null && percent > limit;
    }

    static boolean noisy(Summary summary) {
        if (summary.ciLow() != null && summary.ciHigh() != null && summary.throughputMedian() > 0) {
            double halfWidth = (summary.ciHigh() - summary.ciLow()) / 2 / summary.throughputMedian() * 100;
            return halfWidth > NOISY_HALF_WIDTH_PERCENT;
        }
        return summary.spreadPercent() > NOISY_SPREAD_PERCENT;
    }
}
