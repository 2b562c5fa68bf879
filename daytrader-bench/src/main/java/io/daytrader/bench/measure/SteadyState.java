package io.daytrader.bench.measure;

import java.util.ArrayList;
import java.util.List;

/**
 * The requests of a window: those that completed inside it. The origin is the start of the driver run's first
 * request, so JMeter's own start-up is never part of a window, and a window that ends before the last request does
 * leaves out the wind-down when threads stop mid-request.
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

    /** Successful requests completed in each whole second from the origin: the curve of a driver run. */
    public static List<Double> perSecond(List<Sample> samples, long origin) {
        int seconds = (int) Math.floor(coveredSeconds(samples, origin));
        double[] counts = new double[Math.max(seconds, 0)];
        for (Sample sample : samples) {
            int second = (int) ((sample.endMillis() - origin) / 1000);
            if (sample.success() && second >= 0 && second < counts.length) {
                counts[second]++;
            }
        }
        List<Double> series = new ArrayList<>(counts.length);
        for (double count : counts) {
            series.add(count);
        }
        return series;
    }
}
