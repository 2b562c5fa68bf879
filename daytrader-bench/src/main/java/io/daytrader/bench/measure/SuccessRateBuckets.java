package io.daytrader.bench.measure;

import java.util.ArrayList;
import java.util.List;

/**
 * A live run's successful requests per second, per bucket of {@code bucketSeconds} by the time they ended, counted
 * from the start of the run's first request. A bucket is complete once the samples have moved past it by
 * {@link SteadyStateWatch#SKEW_MILLIS} (JMeter's threads write their samples in nearly the order they end).
 */
final class SuccessRateBuckets {

    private final double bucketSeconds;
    private final List<Double> rates = new ArrayList<>();
    private final List<Sample> pending = new ArrayList<>();
    private long origin = Long.MAX_VALUE;
    private long watermark = Long.MIN_VALUE;

    SuccessRateBuckets(double bucketSeconds) {
        this.bucketSeconds = bucketSeconds;
    }

    /** Counts the samples into their buckets. */
    void add(List<Sample> samples) {
        track(samples);
        pending.addAll(samples);
        if (!started()) {
            return;
        }
        int complete = (int) Math.floor(elapsedMillis() / (bucketSeconds * 1000));
        while (rates.size() < complete) {
            rates.add(0.0);
        }
        List<Sample> later = new ArrayList<>();
        for (Sample sample : pending) {
            int bucket = (int) Math.floor((sample.endMillis() - origin) / (bucketSeconds * 1000));
            if (bucket >= complete) {
                later.add(sample);
            } else if (sample.success() && bucket >= 0) {
                rates.set(bucket, rates.get(bucket) + 1 / bucketSeconds);
            }
        }
        pending.clear();
        pending.addAll(later);
    }

    /** Moves the run's clock on without counting the samples (once nothing more needs counting). */
    void track(List<Sample> samples) {
        for (Sample sample : samples) {
            origin = Math.min(origin, sample.startMillis());
            watermark = Math.max(watermark, sample.endMillis() - SteadyStateWatch.SKEW_MILLIS);
        }
    }

    boolean started() {
        return origin != Long.MAX_VALUE;
    }

    /** How far the run has got, from its first request's start. */
    long elapsedMillis() {
        return watermark - origin;
    }

    /** The complete buckets' rates, in order. */
    List<Double> complete() {
        return rates;
    }
}
