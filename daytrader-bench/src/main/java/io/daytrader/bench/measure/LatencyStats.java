package io.daytrader.bench.measure;

import io.daytrader.bench.results.Latency;
import org.HdrHistogram.Histogram;

import java.util.Collection;

/** Latency percentiles of requests, from an HdrHistogram of their elapsed milliseconds (3 significant digits). */
public final class LatencyStats {

    private static final long HIGHEST_TRACKABLE_MILLIS = 3_600_000;

    private LatencyStats() {
    }

    public static Latency of(Collection<Sample> samples) {
        return of(histogram(samples));
    }

    /** A histogram of the requests' elapsed times, to add runs together without keeping their requests. */
    public static Histogram histogram(Collection<Sample> samples) {
        Histogram histogram = new Histogram(HIGHEST_TRACKABLE_MILLIS, 3);
        for (Sample sample : samples) {
            histogram.recordValue(Math.min(Math.max(sample.elapsedMillis(), 0), HIGHEST_TRACKABLE_MILLIS));
        }
        return histogram;
    }

    public static Latency of(Histogram histogram) {
        if (histogram.getTotalCount() == 0) {
            return new Latency(0, 0, 0, 0, 0, 0);
        }
        return new Latency(histogram.getMean(), histogram.getValueAtPercentile(50), histogram.getValueAtPercentile(90),
                histogram.getValueAtPercentile(99), histogram.getValueAtPercentile(99.9), histogram.getMaxValue());
    }
}
