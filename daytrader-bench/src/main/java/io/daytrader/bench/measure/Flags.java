package io.daytrader.bench.measure;

import io.daytrader.bench.results.Summary;

import java.util.ArrayList;
import java.util.List;

/**
 * The honesty flags of a result. A flagged figure is still reported, with the reason it may mislead:
 * <ul>
 *   <li>{@code driver-bound}: the driver used more than 80 % of its CPUs, so the server may be faster than measured;</li>
 *   <li>{@code errors}: some requests failed;</li>
 *   <li>{@code noisy}: the runs' spread is above 5 %;</li>
 *   <li>{@code unsaturated}: at the highest concurrency swept, the server used less than half of its CPUs, so the
 *   figure is a latency-bound rate, not the server's capacity;</li>
 *   <li>{@code stalled}: a measured run completed no request at all: requests hung past its end, so their failures
 *   (timeouts) are not counted in it.</li>
 * </ul>
 */
public final class Flags {

    public static final String DRIVER_BOUND = "driver-bound";
    public static final String ERRORS = "errors";
    public static final String NOISY = "noisy";
    public static final String UNSATURATED = "unsaturated";
    public static final String STALLED = "stalled";

    static final double DRIVER_BOUND_PERCENT = 80;
    static final double NOISY_SPREAD_PERCENT = 5;
    static final double UNSATURATED_PERCENT = 50;

    private Flags() {
    }

    /** Flags of one workload's summary; {@code highestConcurrency} tells whether unsaturated applies. */
    public static List<String> of(Summary summary, boolean highestConcurrency) {
        List<String> flags = new ArrayList<>();
        if (summary.driverCpuPercent() != null && summary.driverCpuPercent() > DRIVER_BOUND_PERCENT) {
            flags.add(DRIVER_BOUND);
        }
        if (summary.errors() > 0) {
            flags.add(ERRORS);
        }
        if (summary.spreadPercent() > NOISY_SPREAD_PERCENT) {
            flags.add(NOISY);
        }
        if (highestConcurrency && summary.serverCpuPercent() != null
                && summary.serverCpuPercent() < UNSATURATED_PERCENT) {
            flags.add(UNSATURATED);
        }
        if (summary.throughputMin() <= 0) {
            flags.add(STALLED);
        }
        return flags;
    }
}
