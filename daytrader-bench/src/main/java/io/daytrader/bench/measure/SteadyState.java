package io.daytrader.bench.measure;

import java.util.List;

/**
 * The requests of a window at steady state: those that completed inside it. The origin is the start of the
 * invocation's first request, so JMeter's own start-up is never part of a window, and a window that ends
 * before the last request does leaves out the wind-down when threads stop mid-request.
 */
public final class SteadyState {

    private SteadyState() {
    }

    public static long origin(List<Sample> samples) {
        return samples.stream().mapToLong(Sample::startMillis).min()
                .orElseThrow(() -> new IllegalArgumentException("no requests were recorded"));
    }

    public static List<Sample> inWindow(List<Sample> samples, long origin, Window window) {
        long from = window.fromMillis(origin);
        long to = window.toMillis(origin);
        return samples.stream().filter(s -> s.endMillis() >= from && s.endMillis() < to).toList();
    }

    /**
     * Seconds from the origin to just after the last request ended (its end millisecond included): a window must
     * end by then to be complete.
     */
    public static double coveredSeconds(List<Sample> samples, long origin) {
        return (samples.stream().mapToLong(Sample::endMillis).max().orElse(origin) + 1 - origin) / 1000.0;
    }
}
